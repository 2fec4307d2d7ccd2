"""Jupyter notebooks (`.ipynb`) -> the Markdown text the reader reads.

Interview notes are often kept as notebooks: questions and answers in Markdown cells, code in
code cells. A notebook is JSON; its cells, in order, make one Markdown document: Markdown
cells as written, code cells as fenced blocks in the notebook's language. Outputs are left
out (they are results, not the author's text).
"""

from __future__ import annotations

import json
from typing import Any

from srs.errors import DocumentError


def looks_like_notebook(text: str) -> bool:
    """A JSON object with `cells` and `nbformat` (cheap tests first)."""
    head = text.lstrip()[:1]
    return head == "{" and '"cells"' in text and '"nbformat"' in text


def notebook_to_markdown(text: str, source: str) -> str:
    """The notebook's cells as one Markdown text.

    Raises:
        DocumentError: not JSON, or no list of cells.
    """
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DocumentError(source, exc.lineno, f"not a readable notebook: {exc.msg}") from None
    cells = data.get("cells") if isinstance(data, dict) else None
    if not isinstance(cells, list):
        raise DocumentError(source, None, "not a notebook: no list of cells")
    info = data.get("metadata", {}).get("language_info", {}) if isinstance(data, dict) else {}
    language = str(info.get("name", "")) if isinstance(info, dict) else ""
    parts: list[str] = []
    for cell in cells:
        if not isinstance(cell, dict):
            continue
        body = cell.get("source", "")
        body = "".join(str(piece) for piece in body) if isinstance(body, list) else str(body)
        body = body.strip("\n")
        if not body.strip():
            continue
        if cell.get("cell_type") == "code":
            parts.append(f"```{language}\n{body}\n```")
        elif cell.get("cell_type") in ("markdown", "raw"):
            parts.append(body)
    return "\n\n".join(parts) + "\n"
