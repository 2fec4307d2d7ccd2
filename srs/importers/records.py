"""Quizzes kept as data: a JSON or YAML list of question records, or one in a page's front matter.

Quiz sites and apps keep their questions as records (`question`/`text`, `options`/`choices`
with an `is_correct` flag or an `answer` naming one, `explanation`), in a `.json` or `.yaml`
file or in a Markdown page's front matter (Hugo academies). This reader finds the longest list
of such records anywhere in the data and reads each one; field names are matched by meaning,
not by one site's spelling.

A record whose key cannot be read, or that marks several options right (our choice cards have
one key), becomes an open card whose answer names the right options, with a warning; a record
with no answer at all is skipped with its line.
"""

from __future__ import annotations

import functools
import html
import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import yaml

from srs.importers.common import DATA_SUFFIXES, FIELD_LETTERS, NoQuestions, may_hold_data, slugify
from srs.importers.html import has_html, html_to_markdown
from srs.importers.lazyre import lazy
from srs.importers.ownletters import own_letters_off
from srs.importers.values import ParsedDocument, Skipped
from srs.importers.wronganswers import (
    REFERENCE_KEYS,
    WRONG_KEYS,
    right_among_wrong,
    with_references,
)
from srs.model import Card

_QUESTION_KEYS = ("question", "questiontext", "prompt", "q", "front", "text", "term", "title",
                  "pregunta", "pergunta", "frage")  # fmt: skip
_ANSWER_KEYS = (
    "answer", "correctanswer", "correct", "answertext", "a", "back", "solution",
    "definition", "modelanswer", "expectedanswer", "correctoption", "correctchoice",
    "rightanswer", "answerkey", "correctanswers", "respuestacorrecta", "respostacorreta",
    "respuesta", "resposta", "rponse", "bonnerponse", "antwort", "richtigeantwort",
    "answerindex", "correctindex", "correctanswerindex", "correctoptionindex", "rightindex",
)  # fmt: skip
"""Fields holding a record's answer. An index field (`answerIndex`, `correct_index`) counts its
options from 0, as the quiz apps that write it index their option arrays."""
_CODE_KEYS = ("code", "codesnippet", "snippet", "codeblock")
"""A record's code, shown with its question ("What is the output?" over the code)."""
_OPTION_KEYS = ("options", "choices", "answers", "alternatives", "possibleanswers", "opciones",
                "opes", "alternativas")  # fmt: skip
_EXPLANATION_KEYS = ("explanation", "rationale", "reason", "justification", "feedback",
                     "explicacion", "explicacin", "explicao", "explication", "erklrung")  # fmt: skip
"""Field names are read without their accents' letters (`_norm`): `explicación` is
`explicacin`, `opções` `opes`, `réponse` `rponse`."""
_IMAGE_KEYS = ("image", "img", "picture", "figure", "diagram", "imageurl", "imagesrc")
"""A record's picture, shown by its quiz site under the answer (`image: roc_curve.png`)."""
_OPTION_TEXT_KEYS = ("text", "description", "label", "value", "option", "answer", "content")
_FLAG_KEYS = ("iscorrect", "correct", "isright", "right", "answer")
_SECTION_KEYS = ("title", "name", "section", "category", "topic", "subject", "chapter")
_FRONT_MATTER_RE = lazy(r"\A---[ \t]*\n(?P<body>.*?)\n---[ \t]*(?:\n|\Z)", re.S)


@functools.lru_cache(maxsize=1024)
def _norm(key: object) -> str:
    """A field's name by its letters alone (`correct_index` is `correctindex`): kept, as a
    list of records names the same few fields in every record."""
    return re.sub(r"[^a-z]", "", str(key).lower())


def _field(record: Mapping[Any, Any], names: tuple[str, ...]) -> Any:
    by_norm = {_norm(k): v for k, v in record.items()}
    for name in names:
        if name in by_norm and by_norm[name] not in (None, ""):
            return by_norm[name]
    return None


def _text(value: Any) -> str:
    """A field's value as card text: a list one line each (`- text`), a list of one its text
    alone (`correct: ["wall"]` answers `wall`, never `- wall`)."""
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, list):
        if len(value) == 1:
            return _text(value[0])
        return "\n".join(f"- {_text(v)}" for v in value)
    text = str(value).strip()
    if not has_html(text):
        return text
    # a tag shown as text (`<a>`, `<link>` as a quiz's options) is the text itself
    return html_to_markdown(text).strip() or text


def whole_data(text: str, source: str) -> bool:
    """Whether the document is data as a whole (a JSON or YAML file, no page around it): its
    text is syntax, never prose for a text reader to find questions in."""
    stripped = text.lstrip("\ufeff \t\r\n")
    return _FRONT_MATTER_RE.match(stripped) is None and data_of(text, source) is not None


def _decoded(data: Any) -> Any:
    """The data with the character references in its texts decoded (`average&#58; mean`,
    `P(A &cup; B)`) when its texts hold HTML: the site renders every field as HTML, tags or
    not. (Texts with tags are decoded as they are converted.)"""
    return _unescaped(data) if _holds_html(data) else data


def _holds_html(data: Any) -> bool:
    if isinstance(data, str):
        return has_html(data)
    if isinstance(data, Mapping):
        data = list(data.values())
    return isinstance(data, list) and any(_holds_html(v) for v in data)


def _unescaped(data: Any) -> Any:
    if isinstance(data, str):
        return html.unescape(data) if "&" in data and not has_html(data) else data
    if isinstance(data, Mapping):
        return {k: _unescaped(v) for k, v in data.items()}
    return [_unescaped(v) for v in data] if isinstance(data, list) else data


def data_of(text: str, source: str) -> Any | None:
    """The document's data when it is JSON, YAML or has YAML front matter; else None."""
    return _load(text, source)[0]


def _load(text: str, source: str) -> tuple[Any | None, list[tuple[int, str]]]:
    """The document's data (see `data_of`) and the keys its YAML mappings repeat, each with
    its line in the document."""
    if not may_hold_data(text, source):
        return None, []
    stripped = text.lstrip("\ufeff \t\r\n")
    offset = text[: len(text) - len(stripped)].count("\n")
    front = _FRONT_MATTER_RE.match(stripped)
    if front is not None:
        body, offset = front.group("body"), offset + 1
    elif stripped[:1] in "[{" or source.lower().endswith(DATA_SUFFIXES):
        body = stripped
    else:
        return None, []
    try:
        if body[:1] in "[{":
            return json.loads(body), []
        loader = _KeyCheckingLoader(_preamble_at_margin(body))
        try:
            data = loader.get_single_data()
        finally:
            loader.dispose()
    except (ValueError, yaml.YAMLError, RecursionError):
        return None, []
    return data, [(line + offset, key) for line, key in loader.repeated]


_PREAMBLE_LINE_RE = lazy(r"^[ \t]+(?=#|---[ \t]*$)")


def _preamble_at_margin(body: str) -> str:
    """The YAML with its opening comment and `---` lines moved to the margin, where a file
    copied with a blank before each line (` # Vim quiz` / ` ---` / `- id: ...`) meant them:
    indented, `---` is no document start and the list after it no longer parses."""
    lines = body.split("\n")
    for k, line in enumerate(lines):
        stripped = line.strip()
        if stripped and not stripped.startswith("#") and stripped != "---":
            break
        lines[k] = _PREAMBLE_LINE_RE.sub("", line)
    return "\n".join(lines)


class _KeyCheckingLoader(yaml.SafeLoader):
    """PyYAML's safe loader, noting each key a mapping repeats: YAML forbids it, and PyYAML
    keeps the last value in silence (a flash-card file that wrote `question:` twice in one
    record lost a question)."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.repeated: list[tuple[int, str]] = []

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[str] = set()
        for key, _ in node.value:
            if isinstance(key, yaml.ScalarNode) and key.value in seen:
                self.repeated.append((key.start_mark.line + 1, str(key.value)))
            if isinstance(key, yaml.ScalarNode):
                seen.add(key.value)
        return super().construct_mapping(node, deep)


@dataclass(frozen=True)
class _Found:
    """A list of records and where it sits in the data (the keys and indexes above it)."""

    path: tuple[str | int, ...]
    records: list[Mapping[Any, Any]]
    answerable: int


def _record_lists(
    data: Any, path: tuple[str | int, ...] = ()
) -> Iterator[tuple[tuple[str | int, ...], list[Mapping[Any, Any]]]]:
    """Every list of records (mappings with a question field) in the data, depth first, with
    its path."""
    if len(path) > 20:
        return
    if isinstance(data, list):
        data = _unwrapped(data)
        records = [d for d in data if isinstance(d, Mapping)]
        if records and 2 * sum(_field(r, _QUESTION_KEYS) is not None for r in records) > len(data):
            yield path, records
        for k, item in enumerate(data):
            yield from _record_lists(item, (*path, k))
    elif isinstance(data, Mapping):
        for key, value in data.items():
            yield from _record_lists(value, (*path, str(key)))


def _unwrapped(items: list[Any]) -> list[Any]:
    """The records of a list that wraps each one under a key of its own (`review:` /
    `- questions: {question: ..., answers: [...], correct_answer: 2}`, as a learning-path
    site's review pages keep them): the records themselves. Without this the list holds no
    question field and the page's quiz is not seen at all."""
    inner = [next(iter(d.values())) for d in items if isinstance(d, Mapping) and len(d) == 1]
    whole = bool(inner) and len(inner) == len(items)
    if whole and all(
        isinstance(v, Mapping) and _field(v, _QUESTION_KEYS) is not None for v in inner
    ):
        return inner
    return items


def _counts_from_one(records: list[Mapping[Any, Any]]) -> bool:
    """Whether a list's numeric keys count its options from 1: one of them is its record's
    number of options (`correct_answer: 2` under two options), which counting from 0 cannot
    be, and none is 0. Such a list's `1` is the first option, whatever its comments say."""
    pairs = []
    for record in records:
        value, options = _field(record, _ANSWER_KEYS), _field(record, _OPTION_KEYS)
        if isinstance(value, int) and not isinstance(value, bool) and isinstance(options, list):
            pairs.append((value, len(options)))
    return any(v == n for v, n in pairs) and all(v != 0 for v, _ in pairs)


def _chosen_lists(data: Any) -> list[_Found]:
    """The lists of question records to read: the most answerable first, then every other
    that is neither inside nor around one already taken (a quiz kept as sections, `{"html":
    [...], "css": [...]}`, is read whole; the options of a record are no questions of their
    own). In the order of the data."""
    found = [_Found(p, r, _answerable(r)) for p, r in _record_lists(data)]
    chosen: list[_Found] = []
    for candidate in sorted(found, key=lambda f: -f.answerable):
        if candidate.answerable == 0:
            break
        if not any(_nested(candidate.path, c.path) for c in chosen):
            chosen.append(candidate)
    return sorted(chosen, key=lambda f: [str(step) for step in f.path])


def _nested(a: tuple[str | int, ...], b: tuple[str | int, ...]) -> bool:
    """One path is the other's or lies below it."""
    n = min(len(a), len(b))
    return a[:n] == b[:n]


def _section_tag(found: _Found, data: Any, siblings: list[_Found]) -> str:
    """The tag that tells a list's cards from the other lists' when there are several: the
    key it is kept under (`html`), or the title of the record holding it."""
    if len(siblings) < 2:
        return ""
    keys = [step for step in found.path if isinstance(step, str)]
    if keys and len({tuple(s.path) for s in siblings}) == len(siblings):
        others = [[st for st in s.path if isinstance(st, str)][-1:] for s in siblings]
        if others.count(keys[-1:]) == 1:
            return slugify(keys[-1])
    parent = data
    for step in found.path[:-1]:
        parent = parent[step]
    title = _field(parent, _SECTION_KEYS) if isinstance(parent, Mapping) else None
    return slugify(str(title)) if isinstance(title, str | int) else ""


def _answerable(records: list[Mapping[Any, Any]]) -> int:
    """How many records have an answer or options besides a question (an options list of
    `{text: ...}` records has neither)."""
    return sum(
        _field(r, _ANSWER_KEYS) is not None or _field(r, _OPTION_KEYS) is not None for r in records
    )


def looks_like_records(text: str, source: str) -> bool:
    data = data_of(text, source)
    return data is not None and any(_answerable(r) for _, r in _record_lists(data))


def read(text: str, source: str) -> ParsedDocument:
    loaded, repeated = _load(text, source)
    data = _decoded(loaded)
    chosen = _chosen_lists(data) if data is not None else []
    if not chosen:
        raise _none_chosen(data, source)
    title = data.get("title") if isinstance(data, Mapping) else None
    reader = _Records(text, source)
    for line, key in repeated:
        reader.repeated_key(line, key)
    cards: list[Card] = []
    for found in chosen:
        tag = _section_tag(found, data, chosen)
        reader.accepting = _accepts_answers(found.records)
        reader.from_one = _counts_from_one(found.records)
        for record in found.records:
            card = reader.card(record, reader.count, tag)
            reader.count += 1
            if card is not None:
                cards.append(card)
    if not cards:
        total = sum(len(f.records) for f in chosen)
        raise NoQuestions(source, None, f"{total} question records found but none usable", total)
    return ParsedDocument(
        title=str(title).strip() if isinstance(title, str) and title.strip() else None,
        cards=tuple(cards),
        warnings=tuple(reader.warnings),
        skipped=tuple(reader.skipped),
        layout="question records",
    )


def read_rows(
    records: Sequence[tuple[Mapping[str, Any], tuple[str, ...]]], text: str, source: str
) -> ParsedDocument:
    """Cards from records that came as rows of a table (a spreadsheet of choice questions),
    each with its own tags; the rows are read as the records of a data file are.

    Raises:
        NoQuestions: no row makes a card.
    """
    reader = _Records(text, source)
    cards: list[Card] = []
    for index, (record, tags) in enumerate(records):
        card = reader.card(record, index)
        if card is not None:
            cards.append(replace(card, tags=(*card.tags, *tags)) if tags else card)
    if not cards:
        raise NoQuestions(source, None, f"{len(records)} question rows found but none usable")
    return ParsedDocument(
        title=None,
        cards=tuple(cards),
        warnings=tuple(reader.warnings),
        skipped=tuple(reader.skipped),
        layout="quiz sheet",
    )


def record_card(record: Mapping[str, Any]) -> Card | None:
    """The card one record makes on its own, read as a data file's records are (the one rule
    for a question record's fields: a quiz component's attributes, srs.importers.
    quizcomponents); None when it has no question or no answer."""
    return _Records("", "").card(_decoded(record), 0)


def _none_chosen(data: object, source: str) -> NoQuestions:
    """Why no list of records was chosen: the biggest list's size, or that there is none."""
    lists = [records for _, records in _record_lists(data)] if data is not None else []
    if lists:
        biggest = max(lists, key=len)
        return NoQuestions(
            source, None, f"{len(biggest)} question records found but none usable", len(biggest)
        )
    return NoQuestions(source, None, "no list of question records found")


class _Records:
    def __init__(self, text: str, source: str) -> None:
        self.lines = text.splitlines()
        self.source = source
        self.warnings: list[str] = []
        self.skipped: list[Skipped] = []
        self.ids: set[str] = set()
        self.count = 0
        """Records read so far, in every list: the next one's number."""
        self.from_one = False
        """Whether the list being read counts its options from 1 (see `_counts_from_one`)."""
        self.accepting = False
        """Whether the list being read keeps each question's accepted answers in `answers`
        (see `_accepts_answers`)."""

    def line_of(self, question: str) -> int | None:
        probe = question.strip().splitlines()[0][:40] if question.strip() else ""
        for no, line in enumerate(self.lines, start=1):
            if probe and probe in line:
                return no
        return None

    def warn(self, line: int | None, message: str) -> None:
        where = f"{self.source}:{line}" if line else self.source
        self.warnings.append(f"{where}: {message}")

    def repeated_key(self, line: int, key: str) -> None:
        """A key written twice in one record: the value above it is lost (a question lost is
        skipped; any other key, a warning)."""
        reason = f"the record repeats '{key}'; the value before this line is lost"
        self.warn(line, reason)
        if _norm(key) in _QUESTION_KEYS:
            self.skipped.append(Skipped(line, reason))

    def card(self, record: Mapping[Any, Any], index: int, tag: str = "") -> Card | None:
        card = self._card(record, index)
        if card is None or not tag:
            return card
        return replace(card, tags=(*card.tags, tag))

    def _card(self, record: Mapping[Any, Any], index: int) -> Card | None:
        question = _question_of(record)
        line = self.line_of(question)
        if not question:
            return None
        accepted = _accepted_answers(record) if self.accepting else None
        if accepted:
            explanation = _explanation(record)
            return Card(self._id(index), question, accepted, explanation)
        choices, marked, ids, answer_value = self._choices(record, question)
        explanation = _explanation(record)
        card_id = self._id(index)
        if choices:
            keys = marked or _keys_by_id(answer_value, ids) or _keys_named(answer_value, choices)
            if len(keys) == 1:
                return Card(card_id, question, keys[0], explanation, choices)
            if keys:
                self.warn(
                    line, f"question {index + 1} has {len(keys)} right options; made an open card"
                )
                # as the block readers make it: every option listed under the question
                listed = "\n".join(f"- {k}) {v}" for k, v in choices.items())
                answer = "\n".join(f"- {choices[k]}" for k in keys)
                return Card(card_id, f"{question}\n\n{listed}", answer, explanation)
        answer = _text(answer_value) if not isinstance(answer_value, int | bool) else ""
        if not answer:
            reason = f"question {index + 1} has no answer; skipped"
            self.warn(line, reason)
            self.skipped.append(Skipped(line, reason))
            return None
        if choices:
            self.warn(line, f"question {index + 1}: no option is marked right; made an open card")
        return Card(card_id, question, _with_image(answer, record), explanation)

    def _choices(
        self, record: Mapping[Any, Any], question: str
    ) -> tuple[dict[str, str], list[str], dict[str, str], Any]:
        """A record's options, the letters flagged right, the options' ids and its answer
        value: options from a list, else one to a field (`choice1` ...), else the right
        answer among the wrong ones (`correct_answer` apart from `incorrect_answers`)."""
        choices, marked, ids = self._options(record)
        answer = _field(record, _ANSWER_KEYS)
        if choices:
            return choices, marked, ids, self._shifted(answer, ids)
        choices, answer = _choices_by_field(record, answer)
        if not choices:
            choices, right = right_among_wrong(question, answer, _field(record, WRONG_KEYS))
            answer = right or answer
        return choices, marked, ids, answer

    def _shifted(self, value: Any, ids: dict[str, str]) -> Any:
        """A numeric key counted from 0, as `_keys_named` counts: one less in a list that
        counts its options from 1 (see `_counts_from_one`), unless the options carry ids."""
        if self.from_one and type(value) is int and not ids:
            return value - 1
        return value

    def _id(self, index: int) -> str:
        card_id = f"q{index + 1:02d}"
        while card_id in self.ids:
            card_id = slugify(f"{card_id}-2")
        self.ids.add(card_id)
        return card_id

    @staticmethod
    def _options(
        record: Mapping[Any, Any],
    ) -> tuple[dict[str, str], list[str], dict[str, str]]:
        """The options (letter -> text), the letters marked right by a flag, and the ids the
        options carry (`{"id": "c", "text": ...}`, folded) -> their letters."""
        raw = _field(record, _OPTION_KEYS)
        if isinstance(raw, Mapping):  # {"a": "text", "b": "text"}
            raw = [{"id": k, "text": v} for k, v in raw.items()]
        if not isinstance(raw, list) or not 2 <= len(raw) <= len(FIELD_LETTERS):
            return {}, [], {}
        choices: dict[str, str] = {}
        marked: list[str] = []
        ids: dict[str, str] = {}
        for k, item in enumerate(raw):
            letter = FIELD_LETTERS[k]
            if isinstance(item, Mapping):
                choices[letter] = _text(_field(item, _OPTION_TEXT_KEYS))
                option_id = _field(item, ("id", "key", "letter", "label"))
                if option_id is not None and not isinstance(option_id, bool):
                    ids[str(option_id).strip().casefold()] = letter
                if _field(item, _FLAG_KEYS) is True:
                    marked.append(letter)
            else:
                choices[letter] = _text(item)
        if not all(choices.values()):
            return {}, [], {}
        return _unlettered(choices), marked, ids


def _explanation(record: Mapping[Any, Any]) -> str:
    """A record's explanation, its references (where to read more) listed under it."""
    explanation = _text(_field(record, _EXPLANATION_KEYS))
    return with_references(explanation, _field(record, REFERENCE_KEYS))


def _accepts_answers(records: list[Mapping[Any, Any]]) -> bool:
    """Whether a list's `answers` fields hold the answers a typed-answer quiz accepts
    (`answers: [":wq", ":x", "ZZ"]`) rather than options to choose from: one of them holds a
    single answer (no choice has one option) and none comes with a key."""
    return any(
        (accepted := _accepted_list(record)) is not None and len(accepted) == 1
        for record in records
    )


def _accepted_list(record: Mapping[Any, Any]) -> list[str] | None:
    """A record's `answers` as plain texts, when it has no other options and no answer key."""
    raw = _field(record, ("answers",))
    others = tuple(k for k in _OPTION_KEYS if k != "answers")
    if not isinstance(raw, list) or not raw or _field(record, (*_ANSWER_KEYS, *others)):
        return None
    if any(isinstance(v, Mapping | list | bool) or v is None for v in raw):
        return None
    return [_text(v) for v in raw]


def _accepted_answers(record: Mapping[Any, Any]) -> str:
    """The answers a record accepts, as its card's answer: the one, or each on a line."""
    accepted = [a for a in _accepted_list(record) or [] if a]
    return accepted[0] if len(accepted) == 1 else "\n".join(f"- {a}" for a in accepted)


def _with_image(answer: str, record: Mapping[Any, Any]) -> str:
    """An open answer with the record's picture below it, as its site shows it (a card
    without it loses what the answer points at: `the plot below`)."""
    image = _field(record, _IMAGE_KEYS)
    if not isinstance(image, str) or not image.strip() or image.strip() in answer:
        return answer
    return f"{answer}\n\n![]({image.strip()})"


def _question_of(record: Mapping[Any, Any]) -> str:
    """A record's question, with its code (a `code` field) shown below it."""
    question = _text(_field(record, _QUESTION_KEYS))
    code = _field(record, _CODE_KEYS)
    if question and isinstance(code, str) and code.strip():
        question = f"{question}\n\n```\n{code.strip(chr(10))}\n```"
    return question


def _choices_by_field(record: Mapping[Any, Any], answer: Any) -> tuple[dict[str, str], Any]:
    """Options kept one to a field (`choice1` ... `choice4`) and the answer value, an index
    answer counting as the fields are numbered, from 1; ({}, answer) when there are none."""
    numbered = _numbered_options(record)
    if numbered is None:
        return {}, answer
    if isinstance(answer, int) and not isinstance(answer, bool):
        answer -= 1
    if len(numbered) > len(FIELD_LETTERS):
        return {}, answer
    return _unlettered(dict(zip(FIELD_LETTERS, numbered, strict=False))), answer


_NUMBERED_FIELD_RE = lazy(r"^(?:choice|option|answer|alternative)(?P<n>[1-9]\d?|[a-z])$")


def _numbered_options(record: Mapping[Any, Any]) -> list[str] | None:
    """Options kept one to a field (`choice1`, `choice2`, ... or `optionA`, `optionB`):
    their texts in order, when there are two or more."""
    numbered: list[tuple[str, str]] = []
    for key, value in record.items():
        m = _NUMBERED_FIELD_RE.match(re.sub(r"[^a-z0-9]", "", str(key).lower()))
        if m is not None and value not in (None, ""):
            numbered.append((m.group("n"), _text(value)))
    if len(numbered) < 2:
        return None
    return [text for _, text in sorted(numbered, key=_field_order)]


def _field_order(numbered: tuple[str, str]) -> tuple[int, str]:
    """`option2` before `option10`: numbers by their value, letters as they are."""
    n = numbered[0]
    return (int(n), "") if n.isdigit() else (0, n)


def _unlettered(choices: dict[str, str]) -> dict[str, str]:
    """Options whose texts start with their own letters (`A. text`, `B) text`), without
    them: the letter is the card's to show (see ownletters)."""
    return dict(zip(choices, own_letters_off(list(choices.values())), strict=True))


def _keys_by_id(value: Any, ids: dict[str, str]) -> list[str]:
    """The letters of the options whose ids the answer names (`"correctOption": "c"`,
    `"answer": 2` where the options are numbered from 1 by their ids)."""
    if not ids or value is None or isinstance(value, bool):
        return []
    values = value if isinstance(value, list) else [value]
    keys = [ids.get(str(v).strip().casefold()) for v in values]
    return [k for k in keys if k] if all(keys) else []


def _keys_named(value: Any, choices: dict[str, str]) -> list[str]:
    """The letters an answer field names: a letter, an index, an option's text, or a list."""
    if value is None or isinstance(value, bool):
        return []
    if isinstance(value, list):
        return [k for v in value for k in _keys_named(v, choices)]
    if isinstance(value, int):
        letters = list(choices)
        return [letters[value]] if 0 <= value < len(letters) else []
    return _keys_by_text(_text(value), choices)


def _keys_by_text(text: str, choices: dict[str, str]) -> list[str]:
    """The letter an answer text names: the option with that text, a letter, or the one
    option with that text in another case."""
    exact = [k for k, v in choices.items() if v == text]
    if exact:
        return exact[:1]
    if text.upper() in choices and len(text) == 1:
        return [text.upper()]
    letters = re.sub(r"[\s,;/&+]|and", "", text.upper().replace("AND", ""))
    if 2 <= len(letters) <= len(choices) and all(ch in choices for ch in letters):
        return sorted(set(letters))  # "ABD", "A, C": several right options
    folded = text.casefold()
    loose = [k for k, v in choices.items() if v.casefold() == folded]
    return loose if len(loose) == 1 else []
