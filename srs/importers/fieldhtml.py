"""Whether a note's field, read from a CSV without an `#html:` header, holds HTML.

A field is HTML when it holds a tag or an entity (`<br>`, `&amp;`). A sheet written in
Markdown may name a tag in a code span (`` `for i in xs: <code>` ``, a placeholder in an
answer's example): that is no markup, and read as HTML the whole file's fields lost their
line breaks (a code block folded onto one line). Tags inside code spans do not count.
"""

from __future__ import annotations

import re

from srs.importers.html import CODE_SPAN_RE
from srs.importers.lazyre import lazy

__all__ = ["holds_html"]

_HTML_HINT = lazy(
    r"<(?:br|div|p|b|i|u|s|ul|ol|li|span|code|pre|table|tr|td|th|img|font|strong|em|sub|sup|hr|a)"
    r"\b[^>]*>|</[a-z]+>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);",
    re.IGNORECASE,
)


def holds_html(field: str) -> bool:
    """Whether a field holds a tag or an entity outside its code spans (a cheap test first)."""
    if _HTML_HINT.search(field) is None:
        return False
    return "`" not in field or _HTML_HINT.search(CODE_SPAN_RE.sub("", field)) is not None
