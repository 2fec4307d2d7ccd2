"""A spreadsheet's header row (`id,question,answer,category`): which column holds what.

People keep interview questions in spreadsheets saved as CSV or TSV, and their first row names
the columns in any order: `Question,Answer`, `category,question`, `ID;Term;Definition;Topic`,
`question_text,model_answer,difficulty`, and in Korean, Chinese or Japanese sheets
`문제,정답` or `问题,答案`. Without reading that row, the first column would be
taken for the question (an id or a category made into every card's question, the question
into its answer). Anki's own exports name their columns with `#columns:` instead
(srs.importers.anki_csv).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from srs.importers.common import UNNUMBERED_LABEL_RE


class Role(Enum):
    """What a named column holds."""

    QUESTION = "question"
    ANSWER = "answer"
    EXTRA = "extra"
    """More of the answer: an explanation, notes, an example (the card's explanation)."""
    TAG = "tag"
    """A label for the row (category, topic, difficulty): one tag per cell."""
    DECK = "deck"
    IGNORED = "ignored"
    """A row number or id, a date, a link: not card text."""


_NAMES: dict[Role, str] = {
    Role.QUESTION: r"(?:interview\s+|card\s+)?(?:questions?|q|front(?:\s+side)?|terms?|prompts?"
    r"|words?|concepts?|questions?\s+text|preguntas?|perguntas?|fragen?)"
    r"|문제|질문|문항|问题|問題|题目|題目|問い|設問|質問",
    Role.ANSWER: r"(?:(?:model|correct|expected|sample|ideal|suggested|short|best)\s+)?"
    r"(?:answers?|a|back(?:\s+side)?|definitions?|responses?|solutions?|meanings?|answers?\s+text)"
    r"(?:\s*\(s\))?"
    r"|(?:respuestas?|respostas?|r[ée]ponses?|antworten?)(?:\s+(?:correctas?|corretas?|correctes?))?"
    r"|정답|답|답안|답변|해답|答案|答|回答|解答|答え|正解",
    Role.EXTRA: r"(?:[a-z]+\s+)?(?:explanations?|notes?|hints?|tips?)|extra|details?|comments?"
    r"|references?|sources?|explicaci[oó]n(?:es)?|explica[çc][ãa]o|explications?"
    r"|erkl[äa]rung(?:en)?|opciones|op[çc][õo]es"
    r"|context|examples?|why|rationale|keys?|options?|choices?|follow\s*ups?|links?|urls?"
    r"|해설|설명|풀이|비고|출처|참고|링크|解析|解释|解釋|说明|說明|解説|備考|来源|出处|出典|参考",
    Role.TAG: r"categor(?:y|ies)|topics?|tags?|subjects?|sections?|difficulty|level|type"
    r"|chapters?|modules?|areas?|domains?|skills?|company|companies|roles?|language|technology|tech"
    r"|분류|카테고리|주제|난이도|分类|分類|类别|類別|难度|難易度|カテゴリー?",
    Role.DECK: r"deck",
    Role.IGNORED: r"#|ids?|no\.?|nos?|numbers?|index|s\.?\s*no\.?|sr\.?\s*no\.?|serial"
    r"|q\s*(?:id|no\.?|#)|question\s+(?:id|no\.?|number)|created(?:\s+at)?|date|updated(?:\s+at)?"
    r"|time(?:\s+limit)?|points?|marks?|score",
}
_ROLE_RES = {role: re.compile(rf"^(?:{names})$", re.IGNORECASE) for role, names in _NAMES.items()}


def column_role(name: str) -> Role | None:
    """The role a column name says (`Question`, `model_answer`, `CorrectAnswer`,
    `**Topic**:`), or None. Words run together in camel case (`CorrectAnswer`, `QuestionText`)
    are told apart as a programmer's sheet spells them."""
    text = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name.strip().strip("*_ :"))
    text = re.sub(r"[_\-]+", " ", text).strip()
    for role, pattern in _ROLE_RES.items():
        if pattern.match(text):
            return role
    return None


@dataclass(frozen=True)
class Header:
    """The header row read: the column of each role (0-based)."""

    names: tuple[str, ...]
    question: int
    answer: int | None
    """None: no column holds answers (a list of questions to practise)."""
    extras: tuple[int, ...]
    tags: tuple[int, ...]
    deck: int | None


def header_row(fields: list[str]) -> Header | None:
    """The first row read as column names, when every non-empty cell is one and one of them
    names the questions; None for a row of data (`What is X?,X is ...`)."""
    names = tuple(f.strip() for f in fields)
    if len(names) < 2 or sum(1 for n in names if n) < 2:
        return None
    roles = [column_role(n) if n else Role.IGNORED for n in names]
    if any(r is None for r in roles) or Role.QUESTION not in roles:
        return None

    def cols(role: Role) -> list[int]:
        return [k for k, r in enumerate(roles) if r is role]

    answers, decks = cols(Role.ANSWER), cols(Role.DECK)
    return Header(
        names=names,
        question=cols(Role.QUESTION)[0],
        answer=answers[0] if answers else None,
        extras=tuple(cols(Role.EXTRA) + cols(Role.QUESTION)[1:] + answers[1:]),
        tags=tuple(cols(Role.TAG)),
        deck=decks[0] if decks else None,
    )


def tag_of(cell: str) -> str:
    """A label cell as one tag (`Data Structures` -> `data-structures`); '' when empty."""
    return re.sub(r"[^\w:]+", "-", cell.strip().lower()).strip("-")


Records = list[tuple[int, list[str]]]
"""A sheet's records: (line, fields)."""


def unlabelled(records: Records, column: int) -> Records:
    """The records with the question label that opens every cell of the question column
    dropped (`Question: What is X?`, as the script that wrote the sheet put it): a label
    every row repeats is no text of any question. When one cell lacks it, the column is
    kept as it is (a label on a few questions may be their own words)."""
    if column < 0 or len(records) < 2:
        return records
    bare: list[str] = []
    for _, fields in records:
        cell = fields[column].strip() if column < len(fields) else ""
        first, newline, rest = cell.partition("\n")
        m = UNNUMBERED_LABEL_RE.match(first) if ":" in first[:40] else None
        if m is None:
            return records
        bare.append(m.group("text") + newline + rest)
    return [
        (line, [*fields[:column], text, *fields[column + 1 :]])
        for (line, fields), text in zip(records, bare, strict=True)
    ]
