"""An answer that is one bullet and nothing else (its own lines indented under it, as a fence
it opens): under a bulleted or numbered question, an outliner's child block (Logseq, Notion,
Workflowy) or the one point under `1. **What is X?**`, the answer itself; under a heading,
the author's bullet, kept (srs.importers.cards decides which)."""

from __future__ import annotations

from srs.importers.lazyre import lazy

__all__ = ["one_item_text"]

_ONE_ITEM_RE = lazy(r"(?P<marker>[-*+][ \t]+)(?P<text>[^\n]+)(?P<more>(?:\n(?:[ \t][^\n]*+)?)*+)")


def one_item_text(answer: str) -> str | None:
    """The text of an answer that is one bullet, without its bullet: its further lines lose
    the indent that put them under the bullet (`- ```bash` / `  docker run x` / `  ````: the
    fenced code); None for any other answer."""
    item = _ONE_ITEM_RE.fullmatch(answer.rstrip())
    if item is None:
        return None
    width = len(item.group("marker"))
    more = [
        line[width:] if line[:width].strip() == "" else line.lstrip()
        for line in item.group("more").split("\n")[1:]
    ]
    return "\n".join([item.group("text"), *more]).strip()
