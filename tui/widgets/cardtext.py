"""A card's text as the review, interview and browse screens show it."""

from __future__ import annotations

from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore
from textual.widgets import Markdown

__all__ = ["CardMarkdown"]


def _card_parser() -> MarkdownIt:
    """Markdown in which a line break is one, as in a chat or an issue comment.

    Cards come from people's notes and plain-text files as often as from Markdown pages:
    an answer written one point to a line (`Boxing: a value type to a reference type` over
    `Unboxing: back again`) ran together into one paragraph under Markdown's rule that a
    single newline is a space. A page's paragraph that its author wrapped keeps its breaks,
    which a terminal shows well enough.
    """
    parser = MarkdownIt("gfm-like", {"breaks": True})
    parser.core.ruler.push("hard_breaks", _hard_breaks)  # Textual draws tokens, not HTML
    return parser


def _hard_breaks(state: StateCore) -> None:
    """Every soft break a hard one: the `breaks` option alone changes only the HTML."""
    for token in state.tokens:
        for child in token.children or ():
            if child.type == "softbreak":
                child.type = "hardbreak"


class CardMarkdown(Markdown):
    """Markdown that keeps a card's line breaks (see `_card_parser`)."""

    def __init__(
        self,
        markdown: str | None = None,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(markdown, name=name, id=id, classes=classes, parser_factory=_card_parser)
