"""A bold question that goes on over the lines below its start (`**7. A car's battery lasts
10,000 miles on average.` / `What is the chance it lasts a 3,000 mile trip?**`), its closing
`**` lines later, with the answer right under it.

The question was its first line alone, and the lines that finish it were read as the start
of its answer (the closing `**` with them). Here a question whose own line opens bold and
leaves it open takes the lines below it up to the one that closes it, when that comes within
a few lines of the same paragraph.
"""

from __future__ import annotations

import dataclasses

from srs.importers.values import Block

__all__ = ["bold_run_on"]

_REACH = 6
"""How many lines below its start a bold question may close."""


def bold_run_on(block: Block) -> Block:
    """The block with the lines that finish its bold question moved into its label (see the
    module docstring); else the block as it is."""
    start = block.start.text
    if start.count("**") % 2 == 0 or not block.label or "**" not in start.lstrip()[:6]:
        return block  # (a cheap test first: most questions close their bold on their line)
    for k, line in enumerate(block.lines[:_REACH]):
        text = line.text.strip()
        if line.code or not text:
            return block
        if text.count("**") % 2:
            if not text.endswith("**"):
                return block
            finished = [ln.text.strip() for ln in block.lines[:k]] + [text[:-2].rstrip()]
            label = "\n".join([block.label, *finished])
            return dataclasses.replace(block, label=label, lines=block.lines[k + 1 :])
    return block
