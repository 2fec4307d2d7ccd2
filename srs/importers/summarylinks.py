"""An answer fold whose title carries a link: `<summary>Answer (Learn more: <a
href="https://...">Resource</a>)</summary>` over `Correct answer: C` and `</details>`.

The summary is read as the answer's label and its words go with it; the link went too, lost
without a word. Here the words after the reveal word, the link written in Markdown (`Learn
more: [Resource](https://...)`), move onto the fold's closing line, line for line, so they
come after the key, as the card's explanation; the summary keeps its reveal word.
"""

from __future__ import annotations

import html
import re

from srs.importers.common import holds
from srs.importers.details import REVEAL_RE
from srs.importers.lazyre import lazy

__all__ = ["summary_links"]

_SUMMARY_RE = lazy(r"(?P<open><summary\b[^>]*>)(?P<inner>.*?)(?P<close></summary\s*>)", re.I)
_LINK_RE = lazy(r"""<a\b[^>]*?\bhref=["'](?P<url>[^"'\s]+)["'][^>]*>(?P<label>.*?)</a\s*>""", re.I)
_TAG_RE = lazy(r"<[^>]*>")
_CLOSE_RE = lazy(r"</details\s*>", re.I)
_REACH = 40
"""How many lines below the summary its fold may close."""


def summary_links(text: str) -> str:
    """The text with each answer fold's linked title moved under its key (see the module
    doc); other text as it is."""
    if not holds(text, "<summary", "<SUMMARY") or not holds(text, "href", "HREF"):
        return text  # the cheap tests first
    lines = text.split("\n")
    for k, line in enumerate(lines):
        if "<a" not in line or "summary" not in line.lower():
            continue
        m = _SUMMARY_RE.search(line)
        moved = _moved(m.group("inner")) if m is not None else None
        close = _close_after(lines, k) if moved is not None else None
        if m is None or moved is None or close is None:
            continue
        word, note = moved
        lines[k] = line[: m.start("inner")] + word + line[m.end("inner") :]
        indent = lines[close][: len(lines[close]) - len(lines[close].lstrip())]
        lines[close] = f"{indent}{note} {lines[close].lstrip()}"
    return "\n".join(lines)


def _moved(inner: str) -> tuple[str, str] | None:
    """The summary's reveal word and the rest, its links in Markdown (`Learn more:
    [Resource](url)`); None unless the summary reveals an answer and links after that."""
    shown = _LINK_RE.sub(lambda m: f"[{_plain(m.group('label'))}]({m.group('url')})", inner)
    shown = _plain(shown)
    reveal = REVEAL_RE.match(shown)
    if reveal is None or "](" not in shown[reveal.end() :]:
        return None
    note = shown[reveal.end() :].strip()
    if note.startswith("(") and note.endswith(")"):
        note = note[1:-1].strip()
    note = note.strip(" \t-–—:")
    return (shown[: reveal.end()], note) if note else None


def _plain(fragment: str) -> str:
    """An HTML fragment's text: tags off, entities decoded, blanks folded."""
    return " ".join(html.unescape(_TAG_RE.sub("", fragment)).split())


def _close_after(lines: list[str], k: int) -> int | None:
    """The line below `k` that closes its fold (`</details>`), when one does nearby."""
    for j in range(k + 1, min(len(lines), k + _REACH)):
        if "<details" in lines[j].lower():
            return None  # another fold opens first: this one is no answer fold
        if _CLOSE_RE.search(lines[j]):
            return j
    return None
