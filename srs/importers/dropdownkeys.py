"""A web quiz's key in a "View answer" dropdown, and its questions numbered by a bold number
glued to their text: the page's HTML made into what the Markdown readers know.

A practice page may hide each key in a `<select>` under the question: its first option is a
placeholder (`View answer`), the next the key (`B, C`, or `B, a note`). Converted as it is,
the select stayed as raw tags in the card, and no reader saw a key. A select whose first
option names the answer becomes an `Answer:` paragraph of the key: the option marked
`selected` when there is one past the placeholder, else the only other option. A select of
anything else (a form's own choice) is left alone.

The same pages number each question `<b>3.</b>Which ...?`: the bold's margin parts number
and text on the page, but in the Markdown (`**3.**Which`) the number was glued to its text,
no numbered line, and the whole page became one card. A bold holding only a number, glued to
the text after it, gets the blank the page shows.
"""

from __future__ import annotations

import re

from srs.importers.anytags import ANY_TAG_RE
from srs.importers.lazyre import lazy

__all__ = ["dropdown_keys"]

_SELECT_RE = lazy(r"<select\b[^<>]*>(?P<body>.*?)</select\s*>", re.IGNORECASE | re.DOTALL)
_OPTION_RE = lazy(
    r"<option\b(?P<attrs>[^<>]*)>(?P<text>.*?)(?=</option\s*>|<option\b|$)",
    re.IGNORECASE | re.DOTALL,
)
_PLACEHOLDER_RE = lazy(
    r"^(?:(?:view|show|see|reveal|check|display|get)[ \t]+)?(?:the[ \t]+)?(?:correct[ \t]+)?"
    r"(?:answers?|solutions?|key)[ \t]*[:.…]*$",
    re.IGNORECASE,
)
"""The placeholder a key's dropdown shows first: `View answer`, `Show the answer`, `Answer`."""
_SELECTED_RE = lazy(r"\bselected\b", re.IGNORECASE)
_GLUED_NUMBER_RE = lazy(
    r"<(?P<tag>b|strong)>[ \t]*(?P<num>\d{1,4}[.)])[ \t]*</(?P=tag)>(?=[^\s<\d.,;:])", re.IGNORECASE
)


def dropdown_keys(body: str) -> str:
    """The page with each key dropdown an `Answer:` paragraph and each bold number glued to
    its text set apart (see the module doc); unchanged without a `<select` or a glued bold
    number (cheap tests first)."""
    lowered = body.lower()
    if "<select" in lowered:
        body = _SELECT_RE.sub(_key_paragraph, body)
    if "</b>" in lowered or "</strong>" in lowered:
        body = _GLUED_NUMBER_RE.sub(r"<\g<tag>>\g<num></\g<tag>> ", body)
    return body


def _key_paragraph(m: re.Match[str]) -> str:
    """A key dropdown as `<p>Answer: key</p>`; any other select as it was."""
    options = [
        (o.group("attrs"), " ".join(ANY_TAG_RE.sub("", o.group("text")).split()))
        for o in _OPTION_RE.finditer(m.group("body"))
    ]
    if len(options) < 2 or not _PLACEHOLDER_RE.match(options[0][1]):
        return m.group(0)
    rest = [(attrs, text) for attrs, text in options[1:] if text]
    chosen = [text for attrs, text in rest if _SELECTED_RE.search(attrs)]
    if len(chosen) == 1:
        return f"<p>Answer: {chosen[0]}</p>"
    if len(rest) == 1:
        return f"<p>Answer: {rest[0][1]}</p>"
    return m.group(0)
