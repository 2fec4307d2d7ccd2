"""A section whose whole text is one link onwards (`## 7. Comprehension in Python` over
`[Read](https://.../comprehension.md)`): a guide's chapter kept in another file, no card.
Its title does not ask and the link's words only say where to go (`Read`, `Read more`,
`Click here`); a question answered by a link (`### What is X?` over `[Answer](...)`) asks,
and stays a card. So with a section whose whole text is a picture under a heading that only
names its file (`file_figures`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from srs.importers.asking import asks
from srs.importers.common import EXPLANATION_RE
from srs.importers.lazyre import lazy
from srs.importers.result import short
from srs.importers.titles import IMAGES_ONLY_RE
from srs.importers.values import Draft

__all__ = ["file_figures", "links_onwards", "names_a_file", "onward_report"]

_ONWARD_LINK_RE = lazy(
    r"^\[(?:read(?:[ \t]+(?:more|it|here|this))?|more|link|here|click[ \t]+here|details|see[ \t]+more"
    r"|open|go|view|continue(?:[ \t]+reading)?|full[ \t]+(?:article|notes|text))[ \t]*(?:→|»|>>)?\]"
    r"\([^()\s]+\)$",
    re.IGNORECASE,
)


_LISTED_LINK_RE = lazy(
    r"^[ \t]*(?:(?:[-*+•→➜⇒>]|->|=>)[ \t]*)?(?:\*\*|__)?(?:\[\[[^\[\]\n]+\]\]"
    r"|\[[^\[\]\n]+\]\([^()\s]+\)|<?https?://[^\s<>]+>?)(?:\*\*|__)?"
    r"(?:[ \t]*(?:[—–:]|-{1,2}|$).*)?$"
)
"""A reading list's entry: a link (a wiki link `[[note]]` too), led by a bullet or an arrow
(`→ [[kotlin-flow]] — Flow operators`), what follows it only after a dash or a colon: what the
linked page holds, never an answer of its own."""
_LIST_LABEL_RE = lazy(r"^[ \t]*(?:\*\*|__)[^*_\n]+[:：][ \t]*(?:\*\*|__)[ \t]*$")
"""`**Coroutines и concurrency:**`: a bold label over a group of such entries."""


def links_onwards(draft: Draft) -> bool:
    """Whether the draft is a section whose text only links onwards (see the module): one
    link that says where to go, or a list of links each with what its page holds (`###
    Going deeper` over `→ [[kotlin-coroutines]] — suspend functions, scopes`), a further
    reading list that a note closes with, under a title that does not ask."""
    if draft.choices or draft.explanation:
        return False
    answer = draft.answer.strip()
    if not _ONWARD_LINK_RE.match(answer) and not _link_list(answer):
        return False
    return not asks(draft.question)


def onward_report(draft: Draft) -> str:
    """The warning for a section left out as only links onwards (`links_onwards`)."""
    where = "other pages" if "\n" in draft.answer.strip() else "another page"
    return f"'{short(draft.question)}' only links to {where}; not imported"


def _link_list(answer: str) -> bool:
    """Whether every line of an answer is an entry of a reading list, or a bold label over
    such entries (see `_LISTED_LINK_RE`): two entries at the least."""
    if "[" not in answer and "://" not in answer:
        return False
    shown = [line for line in answer.split("\n") if line.strip()]
    entries = [line for line in shown if _LISTED_LINK_RE.match(line)]
    return len(entries) >= 2 and all(
        line in entries or _LIST_LABEL_RE.match(line) for line in shown
    )


_FILE_NAME_RE = lazy(
    r"^[ \t]{0,3}#{1,6}[ \t]+(?:\*\*|__|`)?(?P<name>[^\s*_`#][^\s]*?\."
    r"(?:png|jpe?g|gif|svg|webp|bmp|tiff?|pdf))(?:\*\*|__|`)?[ \t#]*$",
    re.IGNORECASE,
)
"""A heading whose whole text is a file's name (`### Q2-C4.png`): a caption naming the picture
under it, no question (read as one, `Q2-` was a label and `C4.png` the question)."""
_HTML_IMAGES_RE = lazy(r"^[ \t]*(?:<img\b[^>]*>[ \t]*)+$", re.IGNORECASE)
_UNHEADED_RE = lazy(r"^[ \t]{0,3}#{1,6}[ \t]+")


def names_a_file(line: str) -> bool:
    """Whether a line is a heading that only names a picture's file (`### Q2-C4.png`)."""
    return line.lstrip(" ")[:1] == "#" and _FILE_NAME_RE.match(line) is not None


def file_figures(drafts: list[Draft], warn: Callable[[int, str], None]) -> list[Draft]:
    """The drafts without those that are only a file-name heading over its picture (see
    `_FILE_NAME_RE`; a screenshot of a question that the page then writes out, or one never
    written out): no question and no answer. They are reported in one warning, with the
    titles under the pictures (`#### Explanation: Port numbers`, over the question the page
    writes out next), so nothing goes in silence; a file-name heading over text stays a card."""
    found = {id(d): (d, title) for d in drafts if (title := _file_figure(d)) is not None}
    if not found:
        return drafts
    first = next(iter(found.values()))[0]
    warn(first.block.start.no, _figures_report(list(found.values())))
    return [d for d in drafts if id(d) not in found]


def _figures_report(found: list[tuple[Draft, str]]) -> str:
    """The one warning for the file-name headings left out: how many, the first names, and
    the first title under them."""
    names = [m["name"] for d, _ in found[:3] if (m := _FILE_NAME_RE.match(d.block.start.text))]
    listed = ", ".join(f"'{name}'" for name in names) + (", ..." if len(found) > 3 else "")
    titled = [title for _, title in found if title]
    under = "it" if len(found) == 1 else "each"
    titles = f" and the title under {under} (e.g. '{short(titled[0])}')" if titled else ""
    count = "1 heading" if len(found) == 1 else f"{len(found)} headings"
    return f"{count} naming a picture file ({listed}): the picture{titles} in no card; not imported"


def _file_figure(draft: Draft) -> str | None:
    """The title under a draft that is a file-name heading over only its pictures (an
    `Explanation:` line, or '' for none); None for any other draft."""
    if draft.choices or not names_a_file(draft.block.start.text):
        return None
    shown = [line for line in draft.answer.split("\n") if line.strip()]
    pictures = [line for line in shown if _picture(line)]
    said = [_title(line) for line in shown if line not in pictures]
    if not pictures or len(said) > 1 or None in said:
        return None  # text of its own under the heading: its answer
    return " ".join([*(t for t in said if t is not None), draft.explanation]).strip()


def _picture(line: str) -> bool:
    return IMAGES_ONLY_RE.match(line) is not None or _HTML_IMAGES_RE.match(line) is not None


def _title(line: str) -> str | None:
    """The title an `Explanation: ...` line (a heading or not) gives, else None."""
    m = EXPLANATION_RE.match(_UNHEADED_RE.sub("", line))
    return m["rest"] if m is not None else None
