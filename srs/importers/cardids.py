"""Card ids from the numbers a document prints (srs.importers.cards says the scheme).

An id is what ties a card to its review history across re-imports, so a printed number owns
its id: `Q7` is `q07` wherever it sits. A question that prints no number is named by its
position, which may be a number printed elsewhere; it then takes the suffix (`q07-2`), in
silence, whether the printed question comes before it or after it. Only in a numbered
document, though (most of its questions numbered, no number printed twice): in unnumbered
notes a stray number is more likely a misread point than a question's own count. Taken in document order instead,
two unnumbered questions written among numbered ones (`Q6`, two topics left unnumbered,
`Q7`, `Q8`) took `q07` and `q08`, and pushed the printed `Q7` and `Q8` to `q07-2`, `q08-2`:
their ids changed with a question added above them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from srs.importers.common import Block
from srs.importers.idclashes import Clashes
from srs.importers.lazyre import lazy
from srs.importers.subnumbers import lettered_number, sub_question_id

__all__ = ["card_ids"]

_DIGIT_RE = lazy(r"\d")
"""A start line that prints a number the reader did not take as the question's (`1.` on
every item of a list numbered `1.` throughout, `### Scenario 1` between `### Question 2`
and `### Question 3`): not a question without a number, so it keeps its place in document
order."""


def card_ids(
    blocks: list[Block], answered: list[Block], warn: Callable[[int | None, str], None]
) -> list[str]:
    """Card ids from printed numbers, one per block (see the module docstring for what an
    unnumbered question takes, srs.importers.cards for restarts and clashes).

    A clash is warned of only when the document prints a number twice: an unnumbered
    question whose position is a number printed elsewhere takes a suffix in silence.

    Numbering restarts only if it does among the answered questions: a contents list
    that numbers its questions again (`1) ...` above `1) ... answer`) makes no sections.
    """
    numbers = Counter(b.number for b in answered if b.number is not None)
    counted = {id(b) for b in answered}
    restarts = any(count > 1 for count in numbers.values())
    bases = _bases(blocks, restarts=restarts)
    printed_ahead = _printed_ids(
        blocks, bases, counted, numbered=not restarts and 2 * len(numbers) > len(answered)
    )
    ids: list[str] = []
    used: set[str] = set()
    printed: set[str] = set()  # ids taken by a printed number: repeating one is news
    suffix: dict[str, int] = {}  # the next suffix to try for a base (no rescans)
    clashes = Clashes(warn)
    for block, base in zip(blocks, bases, strict=True):
        card_id = base
        if id(block) not in counted:
            ids.append(card_id)  # skipped as unanswered: its id is never used
            continue
        clashes.numbered(block.number)
        yields = block.number is None and not _DIGIT_RE.search(block.start.text)
        card_id = _free_id(base, used, printed_ahead if yields else set(), suffix)
        if card_id != base and block.number is not None and base in printed:
            clashes.clash(block, base, card_id)
        used.add(card_id)
        if block.number is not None:
            printed.add(base)
        ids.append(card_id)
    clashes.numbered(None)
    return ids


def _free_id(base: str, used: set[str], reserved: set[str], suffix: dict[str, int]) -> str:
    """The base, or the first suffixed id after it (`q07-2`), neither used nor reserved for a
    printed number; `suffix` keeps the next suffix to try for each base (no rescans)."""
    card_id = base
    k = suffix.get(base, 2)
    while card_id in used or card_id in reserved:
        card_id = f"{base}-{k}"
        k += 1
    suffix[base] = k
    return card_id


def _printed_ids(
    blocks: list[Block], bases: list[str], counted: set[int], *, numbered: bool
) -> set[str]:
    """The ids the answered questions' printed numbers give, which a question printing no
    number yields to; none but in a numbered document (most of its questions numbered, never
    twice the same number). Elsewhere a stray number (`1.` in an answer read as a question,
    a section's own count) would take the first id from the document's first question."""
    if not numbered:
        return set()
    return {
        base
        for block, base in zip(blocks, bases, strict=True)
        if block.number is not None and id(block) in counted
    }


def _bases(blocks: list[Block], *, restarts: bool) -> list[str]:
    """Each block's id before any suffix; `10.2` under question 10 is its sub-question's."""
    bases: list[str] = []
    parent: int | None = None  # the last printed number
    for block in blocks:
        bases.append(_base_id(block, restarts, parent))
        parent = block.number if block.number is not None else parent
    return bases


def _base_id(block: Block, restarts: bool, parent: int | None) -> str:
    """`q07` from the printed number (`q12a` from `Question 12a:`, `q10_2` from `### 10.2`
    under question `parent` 10; else the position), `s2-q07` where numbering restarts."""
    if block.number is not None:
        base = f"q{block.number:02d}"
    elif (lettered := lettered_number(block.start.text)) is not None:
        base = f"q{lettered}"
    elif (sub := sub_question_id(block.start.text, parent)) is not None:
        base = f"q{sub}"
    else:
        return f"q{block.position:02d}"
    if restarts and block.section is not None:
        section = block.section
        return f"s{section.number if section.number is not None else section.ordinal}-{base}"
    return base
