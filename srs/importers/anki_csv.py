"""Anki CSV/TSV -> Deck: Anki's "Notes in Plain Text" exports, headerless files, and ours.

What it reads:

- Anki's header lines at the top (`#separator:`, `#html:`, `#columns:`, `#guid column:`,
  `#deck column:`, `#tags column:`, `#notetype column:`, `#deck:`, `#tags:`); without
  `#separator` the separator is sniffed (tab, comma, semicolon, `|`, `~`, `^`). As in Anki,
  a record that starts with an unquoted `#` is a comment, quoted fields may hold separators,
  `""` and newlines, and a file without headers is `Front, Back[, more fields]`
  (srs.importers.anki_records splits the records).
- HTML (with `#html:true`, or when a file without that header holds tags or entities) is
  turned back into Markdown by `srs.markdown_html.html_to_md`.
- Notes written by `srs.anki.export_csv` come apart exactly: the Front's option list makes a
  choice card again (choices, answer letter), the Back's answer and explanation divs split.
  For other files, a Front ending in `A) ...` / `B) ...` lines with a Back starting with one
  of those letters also becomes a choice card; otherwise Back is the answer.

Card ids: our own GUIDs map back to the original card ids (`srs.anki.parse_guid`); other
GUIDs become `n-<slug of the guid>` (plus a short hash when slugging lost anything, so ids
stay unique and stable); without a GUID column ids are `q01`, `q02` ... by row.

Several decks in one file (a deck column): one Deck comes back. With `deck_id` the deck whose
id is `deck_id` is chosen (our exports carry the original deck ids; for other files a deck's
id is the slug of its Anki name). Without it, a file of other tools' decks (a shared deck's
subdecks: `JS::Part I::Chapter 1`, `JS::Part I::Chapter 2`) comes back whole, as one deck
named for the decks' common parent, each card tagged with the rest of its deck's path
(`chapter-1`); a `deck_id` naming none of them is then the merged deck's id. A file of our
own exports (one deck of ours each) gives the first deck, with a warning naming the others.
When the file holds a single deck, `deck_id` and `name` rename it.

Tags: `interview-srs`, `interview-srs::*` and the schedule tags `isrs::*` are dropped; the
tags every note shares become the deck's tags, the rest stay on their cards. Keywords and
aliases are not part of the CSV, so they do not come back.
"""

from __future__ import annotations

import dataclasses
import hashlib
import html
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from srs.anki import (
    APP_TAG,
    CHOICES_CLASS,
    EXPLANATION_CLASS,
    ROOT_DECK,
    SCHEDULE_TAG,
    parse_guid,
)
from srs.errors import DocumentError
from srs.importers.anki_records import (
    Unclosed,
    fold_surplus,
    hand_separator,
    named_separator,
    read_headers,
    separator_name,
    sniff_separator,
    split_records,
)
from srs.importers.cloze import cloze_cards, has_cloze
from srs.importers.encoding import decode, noted
from srs.importers.fieldhtml import holds_html
from srs.importers.lazyre import lazy
from srs.importers.placeholders import is_placeholder
from srs.importers.quizsheet import import_quiz_sheet
from srs.importers.result import ImportResult
from srs.importers.sheet import Header, header_row, tag_of, unlabelled
from srs.importers.values import Skipped
from srs.markdown_html import Element, html_to_md, parse_html, render_md
from srs.model import SLUG_RE, Card, Deck
from srs.text import strip_controls

MAX_BYTES = 50 * 1024 * 1024
"""A file larger than this is refused before reading: no flashcard export comes close."""

_OPTION_RE = lazy(r"^\s*(?:[-*+]\s+)?(?:\*\*)?([A-Z])[).](?:\*\*)?\s+(.+?)\s*$")
_ANSWER_RE = lazy(r"^\s*(?:\*\*)?([A-Z0-9]{1,3})(?:([).:])(?:\*\*)?(?:\s+(.*))?|(?:\*\*)?)$")


# -- reading the file --------------------------------------------------------------------------


def _decode(path: Path) -> tuple[str, str | None]:
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise DocumentError(str(path), None, f"file is larger than {MAX_BYTES // 2**20} MB")
        data = path.read_bytes()
    except OSError as exc:
        raise DocumentError(str(path), None, f"cannot read: {exc.strerror or exc}") from None
    text, encoding = decode(data, str(path))
    if "\x00" in text:
        line = text[: text.index("\x00")].count("\n") + 1
        raise DocumentError(str(path), line, "NUL byte in the file: not a text file")
    return text.replace("\r\n", "\n").replace("\r", "\n"), encoding


# -- turning rows into cards -------------------------------------------------------------------


@dataclass
class Row:
    line: int
    front: str
    back: str
    extra: list[str]
    guid: str
    deck: str
    tags: list[str]


@dataclass
class _Group:
    key: str
    """The deck id rows of this group belong to ('' when the file names no deck)."""
    name: str
    rows: list[Row] = field(default_factory=list)
    ours: bool = False
    """Exported by us (our GUIDs name its deck id): one of the user's decks, kept apart."""


def _column(headers: dict[str, str], key: str, path: Path) -> int:
    """A 1-based column header as a 0-based index, -1 when absent."""
    value = headers.get(key)
    if value is None or value == "":
        return -1
    try:
        number = int(value)
    except ValueError:
        raise DocumentError(str(path), None, f"header '#{key}:{value}' is not a number") from None
    return number - 1 if number >= 1 else -1


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _foreign_card_id(guid: str) -> str:
    slug = _slug(guid)[:32].strip("-")
    if slug == guid:
        return f"n-{slug}"
    digest = hashlib.sha1(guid.encode("utf-8")).hexdigest()[:6]
    return f"n-{slug}-{digest}" if slug else f"n-{digest}"


def _deck_display(anki_name: str) -> str:
    prefix = f"{ROOT_DECK}::"
    if anki_name.startswith(prefix) and len(anki_name) > len(prefix):
        return anki_name[len(prefix) :]
    return anki_name


def _own_tag_id(tags: list[str]) -> str | None:
    prefix = f"{APP_TAG}::"
    for tag in tags:
        if tag.startswith(prefix) and SLUG_RE.match(tag[len(prefix) :]):
            return tag[len(prefix) :]
    return None


def _is_app_tag(tag: str) -> bool:
    low = tag.lower()
    return low == APP_TAG or low.startswith(f"{APP_TAG}::") or low.startswith(f"{SCHEDULE_TAG}::")


_SOUND_RE = lazy(r"[ \t]*\[sound:[^\]\n]*\]")
"""Anki's audio reference (`[sound:nihao.mp3]`): a file inside Anki, nothing in a card here."""


def _no_sound(text: str) -> str:
    return _SOUND_RE.sub("", text) if "[sound:" in text else text


def _to_md(text: str, is_html: bool) -> str:
    text = _no_sound(text)
    return html_to_md(text) if is_html else text.strip()


def _split_front(front: str, is_html: bool) -> tuple[str, dict[str, str]]:
    """(question, choices) of a Front field."""
    if is_html:
        tree = parse_html(front)
        block = tree.find_class(CHOICES_CLASS)
        if block is not None:
            choices = _choices_from_list(block)
            if choices:
                return render_md(tree.without(block)), choices
        question = render_md(tree)
    else:
        question = front.strip()
    return _trailing_options(question)


def _choices_from_list(block: Element) -> dict[str, str]:
    choices: dict[str, str] = {}
    for item in block.children:
        if not isinstance(item, Element) or item.tag != "li":
            continue
        text = render_md(Element("root", children=item.children))
        match = re.match(r"^\*\*(.+?)\)\*\*\s*(.*)$", text, re.DOTALL)
        if not match or match.group(1) in choices:
            return {}
        choices[match.group(1)] = match.group(2).strip()
    return choices


def _trailing_options(question: str) -> tuple[str, dict[str, str]]:
    """A question ending in `A) ...`, `B) ...` lines -> (the question, the options)."""
    lines = question.split("\n")
    options: list[tuple[str, str]] = []
    index = len(lines)
    while index > 0:
        match = _OPTION_RE.match(lines[index - 1])
        if not match:
            break
        options.insert(0, (match.group(1), match.group(2)))
        index -= 1
    letters = [letter for letter, _ in options]
    expected = [chr(ord("A") + k) for k in range(len(letters))]
    stem = "\n".join(lines[:index]).strip()
    if len(options) < 2 or letters != expected or not stem:
        return question, {}
    return stem, dict(options)


def _split_back(back: str, is_html: bool) -> tuple[str, str]:
    """(answer, explanation) of a Back field; only our own export's Back has an explanation."""
    if not is_html:
        return back.strip(), ""
    tree = parse_html(back)
    explanation_el = tree.find_class(EXPLANATION_CLASS)
    if explanation_el is None:
        return render_md(tree), ""
    explanation = render_md(Element("root", children=explanation_el.children))
    return render_md(tree.without(explanation_el)), explanation


_IMG_RE = lazy(r"<img\b[^>]*?\bsrc\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s>]+))[^>]*>", re.I)
"""An image in a field: its file name (in any of the three quotings)."""


def _named_images(field: str) -> str:
    """The field with each image written as its name (`[image: paste-1.jpg]`): a text card
    cannot show it, but says it was there rather than dropping it."""
    if "<img" not in field.lower():
        return field
    return _IMG_RE.sub(
        lambda m: f" [image: {html.escape(next(g for g in m.groups() if g is not None))}] ", field
    )


def _only_images(text: str) -> bool:
    """A field's text that holds nothing but image names."""
    return bool(text.strip()) and not _IMAGE_NAME_RE.sub("", text).strip()


_IMAGE_NAME_RE = lazy(r"\\?\[image: [^\]]*\\?\]")


def _card(row: Row, card_id: str, is_html: bool) -> tuple[Card | None, str | None]:
    """A card from a row, or (None, why it was skipped)."""
    front, back = (
        (_named_images(row.front), _named_images(row.back)) if is_html else (row.front, row.back)
    )
    question, choices = _split_front(_no_sound(front), is_html)
    answer, explanation = _split_back(_no_sound(back), is_html)
    extra = [_to_md(text, is_html) for text in row.extra]
    if not question.strip() or _only_images(question):
        return (
            None,
            "empty front (no question)"
            if not question.strip()
            else "the front is only an image, which a text card cannot show",
        )
    if not answer.strip() or is_placeholder(answer):  # `TODO`: a note whose answer is to come
        return None, f"{'placeholder' if answer.strip() else 'empty'} back (no answer)"
    if _only_images(answer):
        return None, "the back is only an image, which a text card cannot show"
    note = _Note(question, answer, explanation, choices)
    if choices:
        note = _keyed(note)
    explanation = "\n\n".join(p for p in (note.explanation, *extra) if p.strip())
    tags = tuple(dict.fromkeys(tag for tag in row.tags if not _is_app_tag(tag)))
    return (
        Card(
            id=card_id,
            question=note.question,
            answer=note.answer,
            explanation=explanation,
            choices=note.choices,
            tags=tags,
        ),
        None,
    )


@dataclass(frozen=True)
class _Note:
    """A note's fields as Markdown, read into a card's."""

    question: str
    answer: str
    explanation: str
    choices: dict[str, str]


_OWN_ANSWER_RE = lazy(r"^\*\*(.+?)\)\*\*(?:\s+(.*))?$")
"""The answer line our own export writes: `**C)** text`."""


def _keyed(note: _Note) -> _Note:
    """A note with options: a choice card when the Back's first line names one of them
    (the rest of the Back explains), else an open card with the options in the question."""
    head, _, rest = note.answer.partition("\n")
    letter = _answer_letter(head, note.choices)
    if letter in note.choices:
        explanation = "\n\n".join(p for p in (rest.strip(), note.explanation) if p)
        return dataclasses.replace(note, answer=str(letter), explanation=explanation)
    listed = "\n".join(f"- {k}) {v}" for k, v in note.choices.items())
    return dataclasses.replace(note, question=f"{note.question}\n\n{listed}", choices={})


def _answer_letter(head: str, choices: dict[str, str]) -> str | None:
    """The letter the Back's first line names: ours (`**C)** text`), else `C) text`, `C.` or
    a bare `C`; None when it names none."""
    ours = _OWN_ANSWER_RE.match(head)
    if ours and ours.group(1) in choices:
        return ours.group(1)
    other = _ANSWER_RE.match(head)
    if other and (other.group(2) or not other.group(3)):
        return other.group(1)
    return None


def _rows(path: Path, text: str) -> tuple[list[Row], bool]:
    """The file's notes as rows, and whether their fields are HTML."""
    lines = text.split("\n")
    headers, start = read_headers(lines)
    body = "\n".join(lines[start:])
    sep, records = _read_records(path, headers, body, start + 1)
    if not headers and sep == _hand_typed(path, body):
        records = fold_surplus(records, sep)
    sheet = header_row(records[0][1]) if not headers and len(records) > 1 else None
    if sheet is not None:
        records = records[1:]  # a spreadsheet's header row (`Question,Answer`): no note
        _check_answer_column(path, sheet, len(records))
    if not records:
        raise DocumentError(str(path), None, "no notes in the file")
    columns = _sheet_columns(sheet) if sheet else _columns(path, headers, records, sep)
    records = unlabelled(records, columns.fields[0] if columns.fields else -1)
    is_html = _is_html(headers, records, columns.fields)
    global_tags = headers.get("tags", "").split()
    global_deck = headers.get("deck", "")
    rows = [_row(line, fields, columns, global_deck, global_tags) for line, fields in records]
    return rows, is_html


def _check_answer_column(path: Path, sheet: Header, rows: int) -> None:
    """A spreadsheet of questions only (`category,question`) has nothing to make cards of:
    said at once, naming its columns, rather than as one skipped row per question."""
    if sheet.answer is None:
        names = ", ".join(n for n in sheet.names if n)
        raise DocumentError(
            str(path),
            1,
            f"{rows} questions found, none with an answer: no column holds answers "
            f"(the columns are {names}; name one Answer, Back or Definition)",
        )


def _sheet_columns(sheet: Header) -> _Columns:
    """The columns a spreadsheet's header row names: question and answer first, then the
    explanation's; labels such as a category become tags."""
    answer = sheet.answer if sheet.answer is not None else -1
    deck = sheet.deck if sheet.deck is not None else -1
    return _Columns([sheet.question, answer, *sheet.extras], -1, deck, -1, sheet.tags)


def _hand_typed(path: Path, body: str) -> str | None:
    """The separator of notes typed by hand in a `.txt` (a `.csv`/`.tsv` is a program's:
    sniffed), `;` or `|`; None when it holds none."""
    return hand_separator(body) if path.suffix.lower() == ".txt" else None


def _read_records(
    path: Path, headers: dict[str, str], body: str, first_line: int
) -> tuple[str, list[tuple[int, list[str]]]]:
    """The separator (the header's, else sniffed) and the records it splits the body into."""
    sep = named_separator(headers.get("separator"))
    if "separator" in headers and sep is None:
        raise DocumentError(
            str(path), None, f"unknown separator '#separator:{headers['separator']}'"
        )
    if sep is None:
        sep = _hand_typed(path, body)  # a few answers hold a `;` of their own: no sniffing
    sep = sep or sniff_separator(body, first_line)
    try:
        return sep, split_records(body, sep, first_line)
    except Unclosed as exc:
        why = f"unbalanced quotes, the fields split on {separator_name(sep)}"
        raise DocumentError(str(path), exc.line, f"a quoted field never closes ({why})") from None


@dataclass(frozen=True)
class _Columns:
    """Which column holds what (0-based; -1: none)."""

    fields: list[int]
    """The note's fields: Front, Back, then the others in order."""
    guid: int
    deck: int
    tags: int
    labels: tuple[int, ...] = ()
    """Columns whose cell is one tag (a spreadsheet's `category`, `difficulty`)."""


def _columns(
    path: Path, headers: dict[str, str], records: list[tuple[int, list[str]]], sep: str
) -> _Columns:
    """The columns the headers name; the note's fields are the others (Front and Back first,
    when `#columns:` names them)."""
    special = {
        _column(headers, key, path)
        for key in ("guid column", "deck column", "tags column", "notetype column")
    }
    guid_col = _column(headers, "guid column", path)
    deck_col = _column(headers, "deck column", path)
    tags_col = _column(headers, "tags column", path)
    width = max(len(fields) for _, fields in records)
    labels = [label.strip().lower() for label in headers.get("columns", "").split(sep)]
    field_cols = [k for k in range(max(width, len(labels))) if k not in special]
    if "front" in labels and "back" in labels:
        front_col, back_col = labels.index("front"), labels.index("back")
        field_cols = [front_col, back_col] + [
            k for k in field_cols if k not in (front_col, back_col)
        ]
    return _Columns(field_cols, guid_col, deck_col, tags_col)


def _is_html(
    headers: dict[str, str], records: list[tuple[int, list[str]]], field_cols: list[int]
) -> bool:
    """`#html:` says; without it, the fields are HTML when any holds a tag or an entity
    (outside a code span: srs.importers.fieldhtml)."""
    html_header = headers.get("html", "").lower()
    if html_header in ("true", "false"):
        return html_header == "true"
    return any(
        holds_html(fields[k]) for _, fields in records for k in field_cols if k < len(fields)
    )


def _cell(fields: list[str], index: int) -> str:
    return fields[index] if 0 <= index < len(fields) else ""


def _row(
    line: int,
    fields: list[str],
    columns: _Columns,
    global_deck: str,
    global_tags: list[str],
) -> Row:
    """A record as a note; the headers' deck and tags fill in for the columns'."""
    cols = columns.fields
    return Row(
        line=line,
        front=_cell(fields, cols[0]) if cols else "",
        back=_cell(fields, cols[1]) if len(cols) > 1 else "",
        extra=[_cell(fields, k) for k in cols[2:] if _cell(fields, k).strip()],
        guid=_cell(fields, columns.guid).strip(),
        deck=_cell(fields, columns.deck).strip() or global_deck,
        tags=[
            *global_tags,
            *_cell(fields, columns.tags).split(),
            *(tag for k in columns.labels if (tag := tag_of(_cell(fields, k)))),
        ],
    )


def _groups(rows: list[Row]) -> list[_Group]:
    """Rows by deck: our GUIDs name the deck id, else the deck column (its slug, or our tag)."""
    groups: dict[str, _Group] = {}
    for row in rows:
        own = parse_guid(row.guid) if row.guid else None
        if own:
            key = own[0]
        elif row.deck:
            key = _own_tag_id(row.tags) or _slug(row.deck)
        else:
            key = ""
        group = groups.get(key)
        if group is None:
            group = groups[key] = _Group(key, _deck_display(row.deck), ours=own is not None)
        group.rows.append(row)
    if "" in groups:  # no deck named: our tag names it when every such row agrees
        ids = {_own_tag_id(row.tags) for row in groups[""].rows}
        if len(ids) == 1 and (only := ids.pop()) and only not in groups:
            groups[""].key = only
    return list(groups.values())


def _card_ids(rows: list[Row]) -> Iterator[str]:
    width = max(2, len(str(len(rows))))
    for number, row in enumerate(rows, start=1):
        own = parse_guid(row.guid) if row.guid else None
        if own:
            yield own[1]
        elif row.guid:
            yield _foreign_card_id(row.guid)
        else:
            yield f"q{number:0{width}d}"


def import_anki_csv(
    path: Path, *, deck_id: str | None = None, name: str | None = None
) -> ImportResult:
    """Read an Anki CSV/TSV (Anki's text export, a headerless file, or ours) into one Deck.

    Args:
        path: the file.
        deck_id: the deck to take from a file holding several; for a file holding one deck,
            the id to give it. Default: the deck's own id (ours) or the slug of its name.
        name: the deck's name. Default: its Anki deck name (without `Interview Prep::`),
            else the file's name.

    Returns:
        The deck and the warnings (rows skipped, other decks left in the file).

    Raises:
        DocumentError: not UTF-8, unbalanced quotes, no rows, no usable note, or no deck
            `deck_id` in a file holding several. Nothing is written in any case.
    """
    path = Path(path)
    where = str(path)
    if deck_id is not None and not SLUG_RE.match(deck_id):
        raise DocumentError(where, None, f"deck id '{deck_id}' must be a slug (a-z, 0-9, -, _)")
    text, encoding = _decode(path)
    if "\x00" not in text:  # control characters never reach a card (see srs.text)
        text = strip_controls(text)
    quiz = import_quiz_sheet(path, text, deck_id=deck_id, name=name)
    if quiz is not None:
        return noted(quiz, path.name, encoding)
    rows, is_html = _rows(path, text)
    result = deck_from_rows(
        rows, is_html, where=where, path=path, deck_id=deck_id, name=name, layout="anki notes"
    )
    return noted(result, path.name, encoding)


def deck_from_rows(
    rows: list[Row],
    is_html: bool,
    *,
    where: str,
    path: Path,
    deck_id: str | None,
    name: str | None,
    layout: str,
) -> ImportResult:
    """One deck from Anki notes (read from a text export or a package): see the module
    docstring for ids, decks and tags."""
    report = _Report(where)
    chosen = _chosen_group(_groups(rows), deck_id, report)
    cards = _group_cards(chosen, is_html, report)
    if not cards:
        raise DocumentError(where, None, "no note with both a front and a back")
    shared = [t for t in cards[0].tags if all(t in card.tags for card in cards[1:])]
    cards = [
        Card(
            id=c.id,
            question=c.question,
            answer=c.answer,
            explanation=c.explanation,
            choices=c.choices,
            tags=tuple(t for t in c.tags if t not in shared),
        )
        for c in cards
    ]
    final_id = deck_id or chosen.key or _slug(path.stem) or "anki"  # each one a slug
    final_name = name or chosen.name or path.stem
    deck = Deck(
        id=final_id,
        name=final_name,
        cards=tuple(cards),
        source=path.name,
        tags=tuple(shared),
    )
    return ImportResult(
        deck=deck, warnings=tuple(report.warnings), skipped=tuple(report.skipped), layout=layout
    )


@dataclass
class _Report:
    """The warnings and skipped notes of one import (`where`: the file, in messages)."""

    where: str
    warnings: list[str] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)

    def skip(self, line: int, reason: str) -> None:
        self.warnings.append(f"{self.where}:{line}: {reason}")
        self.skipped.append(Skipped(line, reason))


def _chosen_group(groups: list[_Group], deck_id: str | None, report: _Report) -> _Group:
    """The deck to import from a file holding several: the one `deck_id` names, else other
    tools' decks merged (see the module docstring), else the first of ours (with a warning
    naming the others)."""
    if len(groups) <= 1:
        return groups[0]
    ids = ", ".join(g.key or "(no deck)" for g in groups)
    named = next((g for g in groups if deck_id is not None and g.key == deck_id), None)
    if named is not None:
        return named
    if not any(g.ours for g in groups):
        return _merged(groups)
    if deck_id is not None:
        raise DocumentError(report.where, None, f"no deck '{deck_id}' in the file; it holds {ids}")
    report.warnings.append(
        f"{report.where}: the file holds {len(groups)} decks ({ids}); imported "
        f"'{groups[0].key}' only (to import another, give its id: srs import --id ID)"
    )
    return groups[0]


def _merged(groups: list[_Group]) -> _Group:
    """Other tools' decks as one: named for their common parent deck, each row tagged with
    the rest of its own deck's path (nothing of the package is left behind)."""
    paths = [[part.strip() for part in g.name.split("::")] for g in groups]
    common: list[str] = []
    for level in zip(*paths, strict=False):
        if len(set(level)) != 1:
            break
        common.append(level[0])
    name = "::".join(common)
    merged = _Group(_slug(name), name)
    for group, path in zip(groups, paths, strict=True):
        tag = "::".join(slug for part in path[len(common) :] if (slug := _slug(part)))
        merged.rows.extend(
            replace(row, tags=[*row.tags, tag]) if tag else row for row in group.rows
        )
    return merged


def _group_cards(group: _Group, is_html: bool, report: _Report) -> list[Card]:
    """The group's notes as cards; a note with a card id already used, or one with no
    question or answer, is skipped."""
    cards: list[Card] = []
    seen: dict[str, int] = {}
    for row, card_id in zip(group.rows, _card_ids(group.rows), strict=True):
        if card_id in seen:
            report.skip(row.line, f"skipped: same note id as line {seen[card_id]} ({row.guid})")
            continue
        if has_cloze(row.front):
            made = _cloze_cards(row, card_id, is_html)
            if not made:
                report.skip(row.line, "skipped: a cloze note with nothing to hide")
                continue
            seen[card_id] = row.line
            cards.extend(made)
            continue
        card, problem = _card(row, card_id, is_html)
        if card is None:
            report.skip(row.line, f"skipped: {problem}")
            continue
        seen[card_id] = row.line
        cards.append(card)
    return cards


def _cloze_cards(row: Row, card_id: str, is_html: bool) -> list[Card]:
    """A cloze note's cards (srs.importers.cloze): one per cloze number, its `Back Extra`
    and any other field the explanation."""
    text = _to_md(row.front, is_html)
    extra = [_to_md(t, is_html) for t in (row.back, *row.extra) if t.strip()]
    explanation = "\n\n".join(e for e in extra if e.strip())
    tags = tuple(dict.fromkeys(tag for tag in row.tags if not _is_app_tag(tag)))
    found = cloze_cards(text)
    return [
        Card(
            id=card_id if len(found) == 1 else f"{card_id}-c{n}",
            question=question,
            answer=answer,
            explanation=explanation,
            tags=tags,
        )
        for n, question, answer in found
        if question and answer
    ]
