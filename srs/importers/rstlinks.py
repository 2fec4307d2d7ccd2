"""reStructuredText hyperlinks -> Markdown links, so no answer keeps their markup.

A Sphinx FAQ links with named references and puts the URL on a target line of its own,
often right under the paragraph that uses it:

    Apply once the grants are announced in the `Official Gazette`_.

    .. _Official Gazette: https://example.org/gazette

or with the URL embedded: `the ICAO site <https://icao.int/>`_. Left as written, an answer
ends with `` `Official Gazette`_ `` and the target line `.. _Official Gazette: https://…`.
Here every reference whose target is known (or embedded) becomes `[text](url)`, and the
target lines are blanked (line numbers stay those of the document). A reference with no
target is left as written: it may be an internal cross-reference the reader can follow.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

_TARGET_RE = lazy(r"^\.\. _(?:`(?P<quoted>[^`]+)`|(?P<name>[^`:][^:]*)):[ \t]+(?P<url>\S+)[ \t]*$")
_EMBEDDED_RE = lazy(r"`(?P<text>[^`<]+?)[ \t]*<(?P<url>[^`>]+)>`__?")
_NAMED_RE = lazy(r"`(?P<text>[^`]+)`__?(?![\w`])")
_WORD_RE = lazy(r"(?<![\w`/.-])(?P<text>[A-Za-z0-9][\w.-]*?)_(?![\w])")


def _key(name: str) -> str:
    """A reference name as docutils compares them: case and runs of blanks ignored."""
    return " ".join(name.lower().split())


def links_to_markdown(lines: list[str]) -> None:
    """Known references as Markdown links and their target lines blanked, in place (outside
    fenced code)."""
    targets: dict[str, str] = {}
    for k, line in enumerate(lines):
        if line[:4] == ".. _":
            target = _TARGET_RE.match(line)
            if target is not None:
                name = target.group("quoted") or target.group("name")
                targets[_key(name)] = target.group("url")
                lines[k] = ""
    fence = False
    for k, line in enumerate(lines):
        if line.lstrip()[:3] == "```":
            fence = not fence
        elif not fence and "_" in line:
            lines[k] = _linked(line, targets)


def _linked(line: str, targets: dict[str, str]) -> str:
    """One line with its embedded and known references as Markdown links."""

    def named(m: re.Match[str]) -> str:
        url = targets.get(_key(m.group("text")))
        return f"[{m.group('text')}]({url})" if url else m.group(0)

    if "`_" in line or ">`" in line:
        line = _EMBEDDED_RE.sub(lambda m: f"[{m.group('text')}]({m.group('url')})", line)
        line = _NAMED_RE.sub(named, line)
    if targets:
        line = _WORD_RE.sub(named, line)
    return line
