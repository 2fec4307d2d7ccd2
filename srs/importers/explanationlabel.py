"""An open answer's explanation told apart from it (`split_explanation`: `Answer: X` then
`Explanation: Y`, for srs.importers.cards), and an explanation's lines without the
`Explanation:` label that opens them and the emphasis mark that closes the paragraph the
label opened (`*Explanation: ... visualise.*`, an explanation set in italics whole): read where a question's explanation follows its key
(srs.importers.blocks) and where an answer key's entry explains it (srs.importers.keytext),
so that neither leaves the closing `*` at the explanation's end.

A label in bold alone on its line, with no colon (`> 💡  **Explanation**` over a blank
quoted line and the text, as a practice set's reveal fold writes it), is taken off too:
the bold sets it apart as the colon would, and a label line says nothing of the answer.
A label over nothing but `None` (`N/A`) is an explanation left empty: it goes whole.
"""

from __future__ import annotations

import re

from srs.importers.codequote import quoted_after_code
from srs.importers.common import BLANKS, EXPLANATION_RE, MARK
from srs.importers.fences import FENCE_RE
from srs.importers.labeltext import explanation_text, unquoted_answer
from srs.importers.labelwords import EXPLANATION_WORDS
from srs.importers.lazyre import lazy
from srs.importers.soleexplanation import explanation_label

__all__ = ["split_explanation", "without_explanation_label"]


def without_explanation_label(lines: list[str]) -> list[str]:
    """The explanation's lines with its first `Explanation:` label taken off, and the
    emphasis mark that closes its paragraph when the label opened it (`*Explanation: ...
    visualise.*`, an explanation set in italics whole)."""
    first = _first_text(lines)  # (once: every explanation of a long quiz comes here)
    for k, text in enumerate(lines):
        if k == first and _BOLD_LABEL_LINE_RE.match(text):
            return [*lines[:k], *lines[k + 1 :]]
        m = EXPLANATION_RE.match(text)
        if m:
            out = [*lines[:k], m.group("rest"), *_item_content(lines[k + 1 :], text)]
            if len(m.group("rest")) < 8 and _NONE_RE.fullmatch(" ".join(out[k:]).strip()):
                return lines[:k]  # `Explanation:` over `None`: a form's field left empty
            lead = _LEADING_EMPHASIS_RE.match(text)
            return _closed_emphasis(out, k, lead.group(0) if lead else "")
    return lines


def _item_content(below: list[str], label: str) -> list[str]:
    """The lines under a label that opens a list item (`- **Explanation:**  ` over `  Iron
    oxide ...`, the text on the next lines, indented as the item's content): without the
    item's indent, up to the first line indented less, where the item ends (a paragraph at
    the margin, the code block indented under it keeps its four blanks). A label that opens
    no item leaves its lines as they are: there an indent is the text's own (code)."""
    m = _ITEM_LEAD_RE.match(label)
    if m is None:
        return below
    width = len(m.group(0))
    out: list[str] = []
    for k, line in enumerate(below):
        blanks = len(line) - len(line.lstrip(" "))
        if line.strip() and blanks < width:
            return [*out, *below[k:]]
        out.append(line[width:] if line.strip() else line)
    return out


_ITEM_LEAD_RE = lazy(r"^ {0,3}[-*+] {1,4}(?=\S)")
"""A bullet opening a list item and the blanks after it: its width is the indent of the item's
content below (`- ` two columns, `*   ` four; a label nested in another item, its indent too)."""
_LEADING_EMPHASIS_RE = lazy(r"[ \t]*(\*+|_*)")
_CODE_SPAN_RE = lazy(r"(`+)[^`\n]*?\1")
"""A code span on one line: its marks are code."""
_NONE_RE = lazy(r"(?:\*\*|__|[*_`])?(?:none|n/a)(?:\*\*|__|[*_`])?\.?", re.I)
"""What a quiz exported from a form writes under an explanation label left empty (`> Giải
thích:` over `> None`): no explanation, never one that says `None`."""
_BOLD_LABEL_LINE_RE = lazy(
    rf"^{BLANKS}(?:>[ \t]*)*{MARK}(?:\*\*|__)(?:{EXPLANATION_WORDS}){BLANKS}(?:\*\*|__){BLANKS}$",
    re.I,
)
"""`💡  **Explanation**` alone on its line, maybe quoted: a label set apart by its bold, no
colon."""


def _first_text(lines: list[str]) -> int:
    """The index of the first line that is not blank (len(lines) when none is)."""
    return next((k for k, text in enumerate(lines) if text.strip()), len(lines))


def _closed_emphasis(lines: list[str], k: int, lead: str) -> list[str]:
    """`lines` without the mark `lead` (the emphasis a label opened, `*` or `**`) where it
    closes the paragraph that starts at line `k`, when its other marks pair up (`*within*`
    in the italic explanation: an odd count leaves the label's own mark to close); marks
    inside code spans are code, not emphasis (`` _Explanation: `continue OUTER_LOOP;` ..._ ``)."""
    mark = lead.strip()
    if not mark or mark not in ("*", "**", "_", "__"):
        return lines
    end = k
    while end + 1 < len(lines) and lines[end + 1].strip():
        end += 1
    last = lines[end].rstrip()
    if not last.endswith(mark) or last.endswith(mark + mark[0]):
        return lines
    paragraph = _CODE_SPAN_RE.sub("", "\n".join(lines[k : end + 1]))  # (`OUTER_LOOP`: code)
    if paragraph.count(mark) % 2 == 0:
        return lines
    return [*lines[:end], last[: -len(mark)].rstrip(), *lines[end + 1 :]]


def _in_list(line: str) -> bool:
    """Whether a line is a list item or an indented line (`- x`, `* x`, `  x`): a bold label
    (`**Explanation:**`) opens with a star too, but no blank follows it."""
    return line[:1] in " \t" or (line[:1] in "-*+" and line[1:2] in " \t")


def split_explanation(answer: str) -> tuple[str, str]:
    """An open answer whose later paragraph is labelled `Explanation:` (`Answer: X` then
    `Explanation: Y`, as in `<details>` bodies): the answer and the explanation, apart.

    Only a label that starts a paragraph outside code, after some answer text, splits; or
    a bulleted one right under a one-line answer (`- **Answer:** True` over `- **Reason:**
    ...`, sibling bullets: the answer's label took the first); never one among an answer's
    numbered sections (`### 2. Run it` then `#### Explanation`). A label that opens the answer
    (`### 🔹 Explanation:` under the question) only says what follows: it goes.
    """
    answer = _without_lead_label(answer)
    lines = answer.split("\n")
    bulleted = _bulleted_explanation(lines) or quoted_after_code(lines)
    if bulleted is not None:
        return bulleted
    fenced = False
    for k, line in enumerate(lines):
        if FENCE_RE.match(line):
            fenced = not fenced
            continue
        if fenced or k == 0 or lines[k - 1].strip() or _in_list(line):
            continue
        m = EXPLANATION_RE.match(line)
        head = "\n".join(lines[:k]).strip()
        if m is not None and head and not _SECTION_HEADING_RE.search(head):
            rest = "\n".join([m.group("rest"), *lines[k + 1 :]]).strip()
            if rest:  # a quote under the label: its words (`None`: no explanation)
                said = explanation_text(rest)
                return head, "" if _NONE_RE.fullmatch(said.strip()) else said
    return answer, ""


def _bulleted_explanation(lines: list[str]) -> tuple[str, str] | None:
    """A one-line answer over a bulleted `- **Reason:** ...` (see `split_explanation`)."""
    if len(lines) > 1 and not _in_list(lines[0]) and lines[1][:1] in "-*+":
        m = EXPLANATION_RE.match(lines[1])
        rest = "\n".join([m.group("rest"), *lines[2:]]).strip() if m is not None else ""
        if rest:
            return lines[0].strip(), rest
    return None


_SECTION_HEADING_RE = lazy(r"^#{1,6}[ \t]+(?:\d{1,3}|[a-hA-H])\\?[.)][ \t]+\S", re.MULTILINE)
"""A numbered or lettered heading in an answer (`### 2. Step 1: Run it`, `#### a. Batch
systems` for part a of the question, `#### 1\\. Pairs` as converters escape the dot): an
answer written in such sections keeps an `Explanation` sub-section of one of them in place."""


def _without_lead_label(answer: str) -> str:
    """An open answer without the `Explanation:` label opening it (no part), its quote off."""
    first, _, rest = answer.partition("\n")
    m = explanation_label(first) if not _in_list(first) else None  # `**Pembahasan:**` too
    if m is None:
        return answer
    text = "\n".join(part for part in (m.group("rest").strip(), rest) if part).strip()
    return (unquoted_answer(text) if text[:1] == ">" else text) or answer
