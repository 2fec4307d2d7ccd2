"""Whether a list item's text asks (`item_asks`), apart from srs.importers.listitems, which
reads the list: an item in lower case with no question mark is an option or a point, one link
to another page asks in the link's words, an item whose first sentence asks asks though a
topic follows it, and a bold `**Difference between X and Y**` with a link to its answer after
it (`[Answer](...)`, a cheat sheet's) asks as its bare words do.
"""

from __future__ import annotations

from srs.importers.asking import asks, names_a_difference
from srs.importers.lazyre import lazy

__all__ = ["item_asks"]


def item_asks(question: str) -> bool:
    """Whether an item's text asks: not one that starts in lower case with no question mark
    (`- when you want to release ...`, an option in the words of its question), however it
    starts. An item that is one link to another page asks in the link's words (`- [What is
    a float?](float.md)`, a question whose answer is on that page)."""
    if question[:1] == "[" and question[-1:] == ")":
        link = _WHOLE_LINK_RE.fullmatch(question)
        question = link.group("text").strip() if link is not None else question
    if question[:1].islower() and not question.rstrip(" *_").endswith("?"):
        return False
    return asks(question) or _asks_first(question) or _difference_linked(question)


def _difference_linked(question: str) -> bool:
    """`**Difference between val and var.** [Answer](val_var.md)`: a difference named in bold,
    with or without a full stop, then the link to its answer; the link's URL hid its words."""
    if question[:2] not in ("**", "__") or question[-1:] != ")":
        return False
    m = _BOLD_THEN_LINK_RE.fullmatch(question)
    return m is not None and names_a_difference(m.group("text").rstrip(" ."))


def _asks_first(question: str) -> bool:
    """Whether an item's first sentence asks and a topic follows it (`Bootstrap là gì ? Lợi
    ích của bootstrap`: what it is, then its benefits; `X ? Y`, whatever the language): the
    item asks what its first sentence does. The sentence has two words or more (`Ready? Set
    up the rig` is a step) and a blank ends it (not a link's text: `[What is X?](#q1) <span>`,
    a contents entry)."""
    head, mark, rest = question.partition("?")
    if not mark or rest[:1] not in (" ", "\t") or not rest.strip(" *_"):
        return False
    return len(head.split()) >= 2 and asks(head + "?")


_BOLD_THEN_LINK_RE = lazy(
    r"(?P<e>\*\*|__)(?P<text>[^*_](?:(?!(?P=e)).)*)(?P=e)[ \t]*\[[^\[\]]+\]\((?!#)[^()\s]*\)[ \t]*"
)
_WHOLE_LINK_RE = lazy(r"\[(?P<text>[^\[\]]+)\]\((?!#)[^()\s]*\)")
"""An item that is one link to another page (not to an anchor: a contents entry's)."""
