"""Options marked by emoji boxes (`⬜ hub` / `✅ router`): a task list, ticked where checked.

An exam page pasted from a chat marks every option with an empty box and the right one with
a check mark, as bare lines under the question or as bullets (`* ⬜ 22`). Read as written,
the lines were a paragraph: the question's "answer", its options and key lost. A page that
marks them all empty keys its question below, under an answer label, by the right option's
text with a check (`**Answer:**` over `* ✅ **22**` and an indented `**Explanation:** ...`).

So a run of two or more such lines (one after the other, bare or bulleted alike), one of them
an empty box (`⬜`, `☐`, `□`), becomes a task list: `- [ ] text` for an empty box or a cross
(`❌`), `- [x] text` for a check (`✅`, `☑`, `✔`). A checked line alone right under an answer
label is that label's text (`Answer: 22`; several in a row, `Answer: LLC, MAC`), its indented explanation lines brought to the
margin. A list of checks and crosses with no empty box (`✅ Do` / `❌ Don't`, an answer's
points) is left as it is. Line for line.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["emoji_boxes"]

_EMPTY = "⬜☐□"
_CROSS = "❌✗✘✖"
_CHECK = "✅☑✔"
_MARK_RE = lazy(
    rf"^[ \t]*(?:[-*+][ \t]+)?(?P<mark>[{_EMPTY}{_CROSS}{_CHECK}])\ufe0f?[ \t]+(?P<text>\S.*)$"
)
_LONE_RE = lazy(rf"^[ \t]*(?:[-*+][ \t]+)?[{_CHECK}]\ufe0f?[ \t]+(?P<text>\S.*?)[ \t]*$")
_LEAST = 2


def emoji_boxes(text: str) -> str:
    """The text with each run of emoji-boxed options as a task list and each checked answer
    line as its label's text (see the module docstring); a text without an empty box is
    returned as it is."""
    if not any(box in text for box in _EMPTY):
        return text
    lines = text.split("\n")
    run: list[int] = []
    for k, line in [*outside_code(lines), (len(lines), "-")]:
        if not line.strip():
            continue  # (a blank line between two groups of marks: `_past_blank`)
        m = _MARK_RE.match(line)
        if m is not None and (not run or run[-1] == k - 1 or _past_blank(lines, run[-1], k)):
            run.append(k)
            continue
        _boxed(lines, run)
        run = [k] if m is not None else []
    _answered(lines)
    return "\n".join(lines)


def _past_blank(lines: list[str], last: int, k: int) -> bool:
    """Whether line k follows the run's last line past one blank line (`✅ session` ...
    then, after a blank, `⬜ network` ...: the right options grouped first, one run)."""
    return k == last + 2 and not lines[last + 1].strip()


def _boxed(lines: list[str], run: list[int]) -> None:
    """The run's lines as task-list items, when it is a run of options (see the module)."""
    if len(run) < _LEAST:
        return
    marks = [_MARK_RE.match(lines[k]) for k in run]
    if not any(m is not None and m.group("mark") in _EMPTY for m in marks):
        return
    for k, m in zip(run, marks, strict=True):
        assert m is not None
        box = "x" if m.group("mark") in _CHECK else " "
        lines[k] = f"- [{box}] {m.group('text').strip()}"


def _answered(lines: list[str]) -> None:
    """`**Answer:**` over a blank line and `* ✅ **22**`: `**Answer:** 22` (checks in a row:
    their texts, `LLC, MAC`), the lines indented under them (the explanation) at the margin."""
    for k, line in enumerate(lines):
        label = ANSWER_RE.match(line) if line.strip() else None
        if label is None or label.group("rest").strip(" *_"):
            continue
        j = k + 1 if k + 1 < len(lines) and lines[k + 1].strip() else k + 2
        checked: list[str] = []
        while j < len(lines) and (m := _LONE_RE.match(lines[j])) is not None:
            checked.append(m.group("text"))
            lines[j] = ""
            j += 1
        if not checked:
            continue
        lines[k] = f"{line.rstrip()} {', '.join(checked)}"  # several: the warned open card
        for i in range(j, len(lines)):
            if lines[i][:1] not in (" ", "\t") or not lines[i].strip():
                break
            lines[i] = lines[i].strip()
