"""The one pattern for any HTML tag, for the passes that take a text's tags out.

Seven passes (a fold's summary, a dropdown's options, a label in HTML, a toggle's text ...)
each carried the same `<[^<>]*>` to strip the markup from a short piece of HTML before
reading its words; one definition keeps them reading tags alike.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy

__all__ = ["ANY_TAG_RE"]

ANY_TAG_RE = lazy(r"<[^<>]*>")
"""Any tag, opening, closing or a comment's one-line form, whatever its name: what a pass
removes (or turns into a blank) to keep a piece of HTML's text. Not for telling markup from
a `<` in prose (srs.importers.namedtags does that): it takes `<div>` named in a sentence too."""
