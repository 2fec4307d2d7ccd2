"""A script pasted without its fence, its `#` comments read as headings.

Notes copied out of a chat window often lose the fences around their code; a Dockerfile, a
shell script or a Python snippet then sits in the page as plain lines, and each of its
comments is a level-one heading:

    # Set working directory inside the container
    WORKDIR /app

    # Define the default command to run the app
    CMD ["uvicorn", "app.main:app"]

A comment phrased as an order (`Define ...`, `Explain ...`) read as a question heading made a
card of it, the rest of the script as its answer. A run of such headings is the script's:
three or more level-one headings in a row, each right over one to three lines of code (no
blank line between), none asking with a question mark. They are no questions; their lines are
reported as text in no card, as the script's other lines are.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy
from srs.importers.values import Candidate, Line

__all__ = ["script_comments"]

_FEWEST = 3
"""Comment headings in a row before they are read as a script's."""
_MOST_CODE = 3
"""Lines of code under one comment, at most."""

_CODE_LINE_RE = lazy(
    r"^(?:[A-Z]{2,}\b(?![ \t]+[a-z]+[ \t]+[a-z]+[ \t]+[a-z])"  # WORKDIR /app, SELECT x
    r"|[\w.$-]+[ \t]*(?:=|\(|\[|\{|:[ \t]*$|:[ \t]+\S+[ \t]*$)"  # x = 1, f(x), key: value
    r"|[a-z][\w.-]*(?:[ \t]+\S+)*?[ \t]+--?[\w-]"  # pip install -r requirements.txt
    r"|[$>][ \t]"  # $ docker ps
    r"|(?:import|from|def|class|return|export|const|let|var)\b"
    r")"
)
"""A line of code as a pasted script writes it, not a sentence of prose."""


def script_comments(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    plain: list[tuple[int, int, str]],
) -> list[tuple[int, int, str]]:
    """Drop from `candidates` the headings that are a pasted script's comments (see the
    module docstring); the plain headings, less those."""
    if not candidates and not plain:
        return plain
    rows = list(headings)
    comments: set[int] = set()
    run: list[int] = []
    for k, i in enumerate([*rows, None]):
        nxt = rows[k + 1] if k + 1 < len(rows) else len(lines)
        if i is not None and _comment(lines, headings[i], i, nxt):
            run.append(i)
            continue
        comments.update(run if len(run) >= _FEWEST else ())
        run = []
    for i in comments:
        candidates.pop(i, None)
    return [p for p in plain if p[0] not in comments] if comments else plain


def _comment(lines: list[Line], heading: tuple[int, str], i: int, nxt: int) -> bool:
    """Whether a heading is a level-one `#` line with no question mark right over one to
    three lines of code (no blank line between; a paragraph may follow a blank line)."""
    level, text = heading
    if level != 1 or not lines[i].text.startswith("# ") or text.rstrip().endswith("?"):
        return False
    body: list[str] = []
    for line in lines[i + 1 : nxt]:
        if not line.text.strip():
            break  # the code under a comment ends at a blank line; prose may follow
        body.append(line.text.strip())
    return 0 < len(body) <= _MOST_CODE and all(_CODE_LINE_RE.match(text) for text in body)
