"""How an answer key's entries find their questions when numbers repeat in a document: by
the key's groups where they name the document's sections, else letters to the choice
questions and sample answers to the open ones."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

from srs.importers.keyruns import in_step, key_runs, question_runs
from srs.importers.labelwords import VERDICT_LETTERS
from srs.importers.lazyre import lazy
from srs.importers.values import Draft, KeyEntry, Section

__all__ = [
    "by_kind",
    "by_runs",
    "group_of",
    "groups_as_sections",
    "key_place",
    "keyed_drafts",
    "numbers_repeat",
]


def keyed_drafts(drafts: list[Draft], grouped: bool) -> tuple[dict[tuple[str, int], Draft], bool]:
    """The drafts by (key group, number), and whether the key's groups are used.

    Where numbering restarts per section and the key is grouped the same way (`### Networking`
    then `1. a`), an entry keys the question of that number in the section of that name.
    Unnumbered questions, named again in an answers section, are keyed by position.
    """
    by_number: dict[tuple[str, int], Draft] = {}
    for d in drafts:
        if d.block.number is not None:
            by_number.setdefault((group_of(d.block.section) if grouped else "", d.block.number), d)
    if not by_number:
        by_number = {("", d.block.position): d for d in drafts}
        grouped = False
    by_number.update(_labelled(drafts))
    return by_number, grouped


_LABEL_NUMBER_RE = lazy(r"^([^\W\d_]{2,20})[ \t]+(\d{1,4})$")
"""An unnumbered question's label of a word and a number (`### Scenario 3`)."""


def _labelled(drafts: list[Draft]) -> dict[tuple[str, int], Draft]:
    """The questions titled by a word and a number of their own (`### Scenario 3` among
    `### Question N`), by (`#` and the word, number): keyed only by entries with the same
    word (`Scenario 3: B`); `3. C` keys Question 3, never the third scenario."""
    out: dict[tuple[str, int], Draft] = {}
    for d in drafts:
        label = d.block.label
        if d.block.number is None and label[-1:].isdigit() and (m := _LABEL_NUMBER_RE.match(label)):
            out.setdefault((f"#{m.group(1).casefold()}", int(m.group(2))), d)
    return out


def key_place(
    entry: KeyEntry, grouped: bool, by_number: dict[tuple[str, int], Draft]
) -> tuple[str, int]:
    """Where an entry's question is in `keyed_drafts`' map: under its label's word where
    questions carry that word (`Scenario 1: B` keys `### Scenario 1`, not Question 1), else
    by its key group (where `grouped`) and number."""
    if entry.label and any(place[0] == f"#{entry.label}" for place in by_number):
        return (f"#{entry.label}", entry.number)
    return (group_of(entry.group) if grouped else "", entry.number)


def numbers_repeat(drafts: list[Draft]) -> bool:
    numbers = Counter(d.block.number for d in drafts if d.block.number is not None)
    return any(count > 1 for count in numbers.values())


def by_kind(key: list[KeyEntry], drafts: list[Draft]) -> list[tuple[list[KeyEntry], list[Draft]]]:
    """The key's lettered entries with the choice questions, and its entries of text alone
    (sample answers) with the open questions, when the open questions' numbers are their
    own; else every entry with the choice questions, as a key of letters keys them."""
    choice = [d for d in drafts if d.choices]
    open_ = [d for d in drafts if not d.choices]
    samples = [e for e in key if not e.letter]
    if not samples or not open_ or numbers_repeat(open_):
        return [(key, choice)]
    return [([e for e in key if e.letter], choice), (samples, open_)]


def by_runs(key: list[KeyEntry], drafts: list[Draft]) -> list[tuple[list[KeyEntry], list[Draft]]]:
    """The key's runs (each restarting at 1, srs.importers.keyruns) with the questions' runs
    (each restarting its count), paired in order: one run per part of the quiz. [] unless
    there are as many of each, two or more, and each run keys only numbers its part asks.

    A part of open questions (true/false statements, blanks to fill) is answered here, by
    its entries' text as written (`*this`, `.h`: no letter or separator to read past), so it
    comes with no entries: a letter there is no option's (`1. F` keys a statement), and a
    run of `T`/`F` alone is a run of verdicts, `True` / `False`."""
    runs = key_runs(key)
    if len(runs) < 2:
        return []
    by_block = {id(d.block): d for d in drafts}
    parts = [[by_block[id(b)] for b in run] for run in question_runs([d.block for d in drafts])]
    if not in_step(runs, [[d.block for d in part] for part in parts]):
        return []
    paired = list(zip(runs, parts, strict=True))
    for run, part in paired:
        if not any(d.choices for d in part):
            _answer_open(run, part)
    return [(run if any(d.choices for d in part) else [], part) for run, part in paired]


def _answer_open(run: list[KeyEntry], part: list[Draft]) -> None:
    """Each open question of a part its run's entry answers, unless it gives an answer of
    its own (see `by_runs`)."""
    said = [(e.text or e.letter).strip() for e in run]
    if all(text.upper() in VERDICT_LETTERS for text in said):
        said = [VERDICT_LETTERS[text.upper()] for text in said]
    by_number = {d.block.number: d for d in part}
    for entry, text in zip(run, said, strict=True):
        draft = by_number[entry.number]
        if text and not draft.answer.strip():
            draft.answer, draft.answer_line = text, entry.line


def groups_as_sections(key: list[KeyEntry], drafts: list[Draft]) -> list[KeyEntry] | None:
    """The key with each entry's group the section of questions it names, or None when some
    group names none. `### Networking` over `1. a` keys the section `## Networking`, and
    `### Part 1: MCQs` the section `## Part 1: Multiple Choice Questions` (one part number);
    a key's own sorting (`### Multiple Choice Answers` over a quiz whose sections are
    `Questions` and `Short Answer Questions`) names none, and keys by number alone."""
    sections = {
        group_of(d.block.section): d.block.section for d in drafts if d.block.section is not None
    }
    named: dict[str, Section | None] = {}
    for entry in key:
        if entry.group is None:
            return None
        tag = entry.group.tag
        if tag not in named:
            named[tag] = _named_section(entry.group, sections)
    if None in named.values():
        ordered = _sections_in_order(key, drafts, list(named))
        if ordered is None:
            return None
        named = ordered
    return [dataclasses.replace(e, group=named[e.group.tag]) for e in key if e.group is not None]


def _sections_in_order(
    key: list[KeyEntry], drafts: list[Draft], tags: list[str]
) -> dict[str, Section | None] | None:
    """The key's groups matched to the sections by order, when their titles name none
    (`### Parte 2` in the key of `## SECCION 2: Markdown`, `### Teil B` of `## Abschnitt 2`):
    as many groups as sections of numbered questions, and every entry's number one of its
    section's own questions. None otherwise: a key sorted its own way keys by number."""
    sections: dict[str, tuple[Section, set[int]]] = {}
    for d in drafts:
        if d.block.section is not None and d.block.number is not None:
            held = sections.setdefault(group_of(d.block.section), (d.block.section, set()))
            held[1].add(d.block.number)
    if len(tags) < 2 or len(sections) != len(tags):
        return None
    paired = dict(zip(tags, sections.values(), strict=True))
    if any(e.group is None or e.number not in paired[e.group.tag][1] for e in key):
        return None
    return {tag: section for tag, (section, _) in paired.items()}


_PART_RE = lazy(
    r"^(?P<word>(?:part|section|set|round|chapter|unit|module|level|day)[ \t]*)?(?P<num>\d{1,3})\b",
    re.I,
)
"""A title's part number (`Part 1: MCQs`, `Section 2 - Networking`)."""


def _named_section(group: Section, sections: dict[str, Section]) -> Section | None:
    """The section a key group names: by its name, by a part number only it has, or by the
    words its title opens with, only its own (`### Bonus Section` keys `## Bonus Section:
    Advanced (5 bonus points)`)."""
    if group.tag in sections:
        return sections[group.tag]
    part = _part_of(group.title)
    if part is not None:
        found = [s for s in sections.values() if _part_of(s.title) == part]
    else:
        head = _words(group.title)
        found = [s for s in sections.values() if head and _words(s.title)[: len(head)] == head]
    return found[0] if len(found) == 1 else None


def _words(title: str) -> list[str]:
    """A title's words, folded, without its punctuation."""
    return re.findall(r"\w+", title.casefold())


def _part_of(title: str) -> str | None:
    m = _PART_RE.match(title.strip(" \t*_#"))
    if m is None:
        return None
    return f"{(m.group('word') or '').strip().casefold()} {int(m.group('num'))}"


def group_of(section: Section | None) -> str:
    """The name a section and its answer-key group share (their tags: `Networking`)."""
    return section.tag if section is not None else ""
