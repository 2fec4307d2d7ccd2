"""A key written at the end of the question's own line, its letters in backticks inside
brackets, over the options: how a Chinese quiz bank keys each question in its heading.

    ### 3.以下哪个说法是错误的？（`B`）
    + A.甲
    + B.乙
    + C.丙

    > 解答：https://example.org/x

No reader looked for a key in the question, so every such question was an open card whose
question kept the options and the `（`B`）` and whose answer was the explanation. Here the key
leaves the question's line and is written as an `Answer: B` line right under the options,
as every other layout writes it; the readers do the rest (options lettered or bulleted, one
key letter or several: `（`ACD`）` names several right options), and what follows the key is
its explanation. The key may fill the question's gap inside its line instead (`java用
（`A`）机制...`): the gap stays, as `（  ）`. The key counts only when options follow the question and each of its
letters names one of them (in order, none twice): `（A）` ending a question that lists no
options stays the question's text.
"""

from __future__ import annotations

import dataclasses

from srs.importers.common import ANSWER_RE, OPTION_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Block, Line

__all__ = ["stem_key"]

_KEY_END_RE = lazy(
    r"[ \t]*(?:[(（][ \t]*`(?P<ticked>[A-H]{1,8})`[ \t]*[)）]|（[ \t]*(?P<bare>[A-H]{1,8})[ \t]*）)"
    r"(?P<after>[ \t]*[?？:：.。]?)[ \t]*$"
)
"""`（`B`）`, `(`ACD`)`, `（B）` ending the question, perhaps before its question mark
(`...的区域（`B`）？`). Letters in plain ASCII brackets (`(B)`) are not read: an English
question ends so when it names a part or a case, not its key."""
_LETTERS_RE = lazy(r"[ \t]*(?:\*\*|__)?\(?[A-Ha-h]{1,8}(?:[\W_]|$)")
"""What an answer label says when it keys the options itself (`B`, `**(c)**`, `AD.`)."""
_KEY_GAP_RE = lazy(r"（[ \t]*`([A-H]{1,8})`[ \t]*）")
"""`java用（`A`）机制实现了...`: the key filling the question's gap, inside its line (in
backticks only: `维生素（A）` names a vitamin)."""
_BULLET_RE = lazy(r"^(?P<indent>[ \t]*)[-*+][ \t]+\S")
"""A bulleted item: an option when the list carries no letters (the readers letter it)."""


def stem_key(block: Block) -> Block:
    """The block with the key its question's line ends with moved under its options as an
    `Answer:` line (see the module docstring); else the block as it is."""
    label = block.label
    if "`" not in label and "）" not in label:
        return block  # the cheap test first: most questions end with no bracketed key
    keyed = _key_in(label)
    run = _options(block.lines) if keyed is not None else None
    if keyed is None or run is None:
        return block
    letters, stem = keyed
    count, last = run
    if list(letters) != sorted(set(letters)) or ord(letters[-1]) - ord("A") >= count:
        return block  # `（`BA`）`, or a letter past the last option: no key of these options
    no = block.lines[last].no
    key = [Line(no, ""), Line(no, f"Answer: {letters}"), Line(no, "")]
    lines = [*block.lines[: last + 1], *key, *block.lines[last + 1 :]]
    return dataclasses.replace(block, label=stem, lines=lines)


def _key_in(label: str) -> tuple[str, str] | None:
    """The key's letters in a question's line and the question without them: the key gone
    from its end, or the gap it filled left to fill (`java用（  ）机制...`); None if none."""
    m = _KEY_END_RE.search(label)
    if m is not None:
        return m.group("ticked") or m.group("bare"), label[: m.start()] + m.group("after").strip()
    inner = _KEY_GAP_RE.findall(label)
    return (inner[0], _KEY_GAP_RE.sub("（  ）", label)) if len(inner) == 1 else None


def _options(lines: list[Line]) -> tuple[int, int] | None:
    """How many options the block lists after its question (lettered, or bulleted without
    letters) and the index of the last one's line; None when it lists fewer than two, or
    writes its own key (then the key is read there)."""
    first = next((k for k, ln in enumerate(lines) if not ln.code and _item(ln.text)), None)
    if first is None or any(not ln.code and ANSWER_RE.match(ln.text) for ln in lines[:first]):
        return None
    count, last = _run(lines, first)
    if count < 2 or _keyed_below(lines, last):
        return None
    return count, last


def _run(lines: list[Line], first: int) -> tuple[int, int]:
    """How many items the list starting at line `first` holds, one kind at one indent, and
    the index of its last item's line."""
    kind = _item(lines[first].text)
    deeper = (kind[0] if kind is not None else "") + " "
    count, last = 1, first
    for k in range(first + 1, len(lines)):
        text = lines[k].text
        item = _item(text) if not lines[k].code else None
        if item == kind:
            count, last = count + 1, k
        elif item is not None or (text.strip() and not text.startswith(deeper)):
            break  # another list, or text at the options' margin: the options end
    return count, last


def _keyed_below(lines: list[Line], last: int) -> bool:
    """Whether an answer label right under the options gives their key itself (`Answer: B`);
    one that gives none (`解答：https://...`, the answer's source) opens the explanation."""
    after = next((ln for ln in lines[last + 1 :] if ln.text.strip()), None)
    label = ANSWER_RE.match(after.text) if after is not None and not after.code else None
    return label is not None and _LETTERS_RE.match(label.group("rest")) is not None


def _item(text: str) -> tuple[str, bool] | None:
    """The indent of an option's line and whether it is lettered; None for any other line."""
    m = OPTION_RE.match(text)
    if m is not None:
        return m.group("indent"), True
    b = _BULLET_RE.match(text)
    return (b.group("indent"), False) if b is not None else None
