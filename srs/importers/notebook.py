"""Jupyter notebooks (`.ipynb`) -> the Markdown text the reader reads.

Interview notes are often kept as notebooks: questions and answers in Markdown cells, code in
code cells. A notebook is JSON; its cells, in order, make one Markdown document: Markdown
cells as written, code cells as fenced blocks in the notebook's language. Outputs are left
out (they are results, not the author's text).

Code pasted into a Markdown cell under the cell's question heading (`#### What is a complex
number?` ... `Example:` / `# Creating a complex number` / `c = 3 + 4j`) holds a comment that
Markdown reads as a top-level heading: the code after it was cut from the answer. In a
notebook whose language comments with `#`, such a line (one `#`, below a deeper heading that
opens the cell, over a line of code) and the rest of its paragraph are fenced as code.

Code cells that each hold only a triple-quoted string are the author's notes, read as text
(srs.importers.notebooktext).
"""

from __future__ import annotations

import json
from typing import Any

from srs.errors import DocumentError
from srs.importers.lazyre import lazy
from srs.importers.notebooktext import literal_texts


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
    read = _cells(cells)
    texts = literal_texts([body for kind, body in read if kind == "code"], language)
    told = iter(texts or ())
    parts: list[str] = []
    for kind, body in read:
        if kind == "code":
            parts.append(next(told) if texts else f"```{language}\n{body}\n```")
        elif kind in ("markdown", "raw"):
            parts.append(_pasted_code(body, language) if "\n# " in body else body)
    return "\n\n".join(parts) + "\n"


def _cells(cells: list[Any]) -> list[tuple[str, str]]:
    """Each cell's kind and text (its source joined), cells with no text left out."""
    found: list[tuple[str, str]] = []
    for cell in cells:
        if not isinstance(cell, dict):
            continue
        body = cell.get("source", "")
        body = "".join(str(piece) for piece in body) if isinstance(body, list) else str(body)
        body = body.strip("\n")
        if body.strip():
            found.append((str(cell.get("cell_type", "")), body))
    return found


_HASH_COMMENTS = frozenset({"python", "r", "julia", "bash", "sh", "ruby", "perl"})
"""Notebook languages whose comments start with `#`."""
_DEEP_HEADING_RE = lazy(r"^#{2,6}[ \t]+\S")
_CODE_LINE_RE = lazy(r"^[ \t]*(?:[\w.\[\]]+[ \t]*=[^=]|(?:print|import|from|def|class)\b|\w+\()")
"""A line of code: an assignment, a call, `print`, `import`, `def`, `class`."""


def _pasted_code(body: str, language: str) -> str:
    """The cell with each pasted code comment and its paragraph fenced (see the module doc)."""
    lines = body.split("\n")
    if language.lower() not in _HASH_COMMENTS or not _DEEP_HEADING_RE.match(lines[0]):
        return body
    out: list[str] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        if k and line.startswith("# ") and k + 1 < len(lines) and _CODE_LINE_RE.match(lines[k + 1]):
            end = next((j for j in range(k + 1, len(lines)) if not lines[j].strip()), len(lines))
            out += [f"```{language}", *lines[k:end], "```"]
            k = end
            continue
        out.append(line)
        k += 1
    return "\n".join(out)
