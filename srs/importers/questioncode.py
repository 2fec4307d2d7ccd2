"""A question's own code: the fenced block that a question points at (`What does this
print?`, `Predict the output`, `Что выведет эта программа?`) belongs to the question, not to
its answer, even when it sits where an answer would."""

from __future__ import annotations

import re

from srs.importers.asking import asks, asks_to_pick
from srs.importers.common import ANSWER_RE, LIST_ITEM_RE, next_content, trim
from srs.importers.fences import FENCE_RE
from srs.importers.html import END_BREAKS_RE
from srs.importers.lazyre import lazy
from srs.importers.soleexplanation import explanation_label
from srs.importers.values import Block, Line

__all__ = ["asked_over_code", "code_out_of_item", "past_code", "points_at_code", "question_code"]

_SHOWN_CODE_WORDS = (
    "этот код|этого кода|эта программа|следующ|данный код",  # Russian
    "цей код|ця програма|наступн",  # Ukrainian
    r"\b(?:folgende|dieser code)\b",  # German
    r"\b(?:siguiente código|este código)\b",  # Spanish, Portuguese
    r"\b(?:abaixo|a seguir|código seguinte|seguinte código|esse código)\b",  # Portuguese
    r"\b(?:code suivant|ce code)\b",  # French
    "以下代码|下面的?代码|这段代码",  # Chinese
    "次のコード|このコード",  # Japanese
    "다음 코드|이 코드",  # Korean
)
"""What a question says when it points at code shown with it, beyond English (`Что выведет
эта программа?`, "this program"): data, so that a language is a line, not a rule."""
_SHOWN_CODE_FOREIGN = "|".join(_SHOWN_CODE_WORDS)

_OUTPUT_WORDS = (
    "выведет|выводит|вывод",  # Russian
    "виведе|виводить|вивід",  # Ukrainian
    r"\b(?:ausgabe|gibt\b.*\baus)\b",  # German
    r"\b(?:imprime|salida)\b",  # Spanish, Portuguese
    r"\b(?:affiche|sortie)\b",  # French
    "输出|打印",  # Chinese
    "出力",  # Japanese
    "출력",  # Korean
)
"""A word for output or printing, beyond English (`выведет`, `输出`, `출력`): a cue
(`_CODE_CUE_RE`), never proof that a block is shown with the question (`_SHOWN_CODE_RE`). The
word also names what a program or a screen does in a question about no code (`Cell을
출력하기 위해 ... 메서드를 설명하시오`, "the methods a table needs to display its cells"):
taken as proof, the block under it, its answer, became its code and the question went
unanswered. As a cue, the block is the question's only when an answer follows it."""
_OUTPUT_FOREIGN = "|".join(_OUTPUT_WORDS)

_GIVEN_CODE = (
    r"^(?:[^.?!]+\.[ \t]+)?дан[аоы]?[ \t]+(?:[^ \t.?!]+[ \t]+)?"
    r"(?:фрагмент|код|класс|структур|лямбда|перечислени|тип)|напечата|выведен"
)
"""`Дан фрагмент кода ...`, `Язык С++. Дана структура:`, `Дана лямбда-функция ...` ("given a
code fragment, a structure, a lambda"): how a Russian quiz sets out the code its question is
about, at the question's start (after a `Язык Go.` tag); `Что будет напечатано/выведено?`
("what will be printed"). Cues, not proof (`_CODE_CUE_RE`): an answer must follow the code,
else the block is the answer (`Что напечатает?` over code that holds its `Out:` lines). Not
`Дан массив ...` ("given an array"), which sets a task whose code may well be the answer."""


_POINTING = (
    r"\b(?:below|above)\b(?!\s+(?:(?:the|a|an|zero|average|mean|median|its|their|some|all"
    r"|any|it|each|every|normal|threshold|\w+[ \t]+(?:average|mean|limit))\b|[\d$€£%-]))"
)
"""`below` / `above` pointing at what is shown (`the code below`, `... above?`, `below:`),
never comparing (`priced above the average`, `readings below zero`, `salaries above 5000`):
a question that asks for a query "above the average" wants code as its answer."""


_CODE_CUE_RE = lazy(
    rf"{_SHOWN_CODE_FOREIGN}|{_OUTPUT_FOREIGN}|以下|下面|如下|{_GIVEN_CODE}|"
    rf":\s*$|{_POINTING}|\b(?:following|snippet|predict|trap|gotcha|puzzle|teaser)\b"
    r"|\blines?\s+[A-Z0-9]\b"
    r"|\b(?:this|these|the\s+given)\s+(?:code|snippet|program|query|function|script|statement"
    r"|expression|lines?)\b|\boutput\s+of\b"
    r"|\bwhat\b[^?]*\b(?:print|prints|output|outputs|return|returns|log|logs|evaluates?|displays?)\b"
    r"|\b(?:do|does|did|happens?|wrong|going[ \t]+on)[ \t]+here\b"
    r"|\b(?:for[ \t]+(?:instance|example),[ \t]*(?:after|before|given)|such[ \t]+as)[ \t]*$",
    re.I,
)
"""A question that points at code shown with it (`What does this print?`, `... below:`, `What
does `realloc()` do here?`, `For instance, after` broken off mid-sentence for its example),
not one that asks for code (`How do you return the top 3 rows?`). Chinese `以下`, `下面`,
`如下` ("the following", "below", "as follows") point as `following` and `below` do.
`What ... prints` points within one question only: `What do you see here? Does the output
from `pmap` match?` asks about the reader's own run, its block (a console session) the
answer."""


_SHOWN_CODE_RE = lazy(
    rf"{_SHOWN_CODE_FOREIGN}|"
    rf"\b(?:following|snippet)\b|{_POINTING}"
    r"|\b(?:this|these)\s+(?:\w+\s+)?(?:code|snippets?|programs?|quer(?:y|ies)|functions?"
    r"|scripts?|statements?|expressions?|lines?|promises?|examples?|work|class(?:es)?)\b"
    r"|\boutput\s+of\b|\bvalue\s+of\s+`|\bin\s+this\s+case\b"
    r"|\bwhat\b[^?]*\b(?:print|prints|log|logs|output|outputs)\b",
    re.I,
)
"""A question that can only be about code shown with it (`What is the value of `foo`?`, `How
would you make this work?`, `... the code below`, `What is `fn` in this case?`): the block
after it is never its answer, even when nothing else follows (a list of questions without
answers)."""


def past_code(lines: list[Line], k: int) -> int:
    """The first line with text after the fenced code block at line k (k itself when it is
    no code): where the answer to a question asked over its own code starts (`What does
    this return?` over the code, over `* 6`). With no text after the block, k."""
    j = k
    while j < len(lines) and lines[j].code:
        j = next_content(lines, j) or len(lines)
    return j if j < len(lines) else k


def points_at_code(asked: str) -> bool:
    """Whether a question points at code shown with it (`_CODE_CUE_RE`, `_SHOWN_CODE_RE`): the
    one test other readers ask before they give a block after a question to the question."""
    return _CODE_CUE_RE.search(asked) is not None or _SHOWN_CODE_RE.search(asked) is not None


_GIVES_COMMAND_RE = lazy(
    r"\b(?:run|use|type|execute|enter|issue)\b[^?]*\bcommands?\b[^?]*[:：][ \t]*$", re.I
)
"""A statement that the block below is the command to run (`To export an image you have to
run the command:`, `In order to list them, we run the below command:`): the block is what the
heading gives, its answer; not a question about the command (`What does the following command
print:`), which asks."""


def _gives_command(asked: str) -> bool:
    """Whether the question's last lines only say which command to run (`_GIVES_COMMAND_RE`)."""
    return "ommand" in asked and _GIVES_COMMAND_RE.search(asked) is not None and not asks(asked)


_SHOWN_INLINE_RE = lazy(r":[ \t]*`[^`]+`[ \t]*$")
"""A question that shows its code inline, after a colon, at its end (`Which code is the
following declaration sugar for: `data T = A { f :: Int }``): the code it points at is
that span, so the block after it is its answer."""


def code_out_of_item(
    block: Block, question: list[str], answer: list[str]
) -> tuple[list[str], list[str]]:
    """(question, answer) with the fenced block set out of a list item after its answer moved
    to the question, when the question points at code (`Predict the output`, `What is
    printed on lines A-D?`); else as they are (the block stays the answer's)."""
    answer = trim(answer)
    tail = _code_after_item(block.start.text, trim([line.text for line in block.lines]))
    asked = " ".join(question[-2:])
    if not tail or tail >= len(answer):
        return question, answer
    if not _CODE_CUE_RE.search(asked) and not _OUT_OF_ITEM_CUE_RE.search(asked):
        return question, answer
    return [*question, "", *answer[-tail:]], trim(answer[:-tail])


_OUT_OF_ITEM_CUE_RE = lazy(r"\bhere\b|\blines?\b", re.I)
"""Words that point at code set out below an answered item (`What happens here?`, `Which, if
any, lines are valid?`): weaker cues than `_CODE_CUE_RE`, read only for such code."""
_ITEM_RE = lazy(r"^(?P<indent>[ \t]*)(?:[-*+]|\d{1,4}[.)])[ \t]")


def _code_after_item(start: str, body: list[str]) -> int | None:
    """How many of a list item's last lines (as written) are a fenced block set out of the item,
    after the item's own answer (`* Predict the output` / `  * 1 prints foo` / a fence at
    column 0), or None. The block is the code the question is about when the question points
    at code; a fence right under the item, with no answer before it, is the answer."""
    m = _ITEM_RE.match(start)
    if m is None:
        return None
    indent = len(m.group("indent"))
    for k, text in enumerate(body):
        if not text.strip():
            continue
        outdented = len(text) - len(text.lstrip()) <= indent
        if outdented and FENCE_RE.match(text):
            return len(body) - k if any(t.strip() for t in body[:k]) else None
        if outdented:
            return None
    return None


def question_code(question: list[str], body: list[str], *, points: bool = False) -> int:
    """How many of the body's first lines are code that belongs to the question.

    A question that points at code (`What does this print?`, `Given the following:`) keeps
    the fenced block right after it when an answer follows the block; one that can only be
    about code shown with it keeps it even when nothing follows (it then has no answer,
    and is reported so, rather than answered by its own example). On a page whose answers
    are all the bullets under a question line (`points`, srs.importers.pointrhythm) the
    block over a question's bullets is the question's whatever its words: the bullets are
    its answer, as every other answer on the page is.
    """
    if not body or not question:
        return 0
    if not FENCE_RE.match(body[0]):
        return _unfenced_start(question, body)
    if points:
        end = _fence_end(body, 0)
        if end is not None and any(t.strip() for t in body[end:]):
            return end
    return _fenced_start(question, body)


def _fenced_start(question: list[str], body: list[str]) -> int:
    """`question_code` for a body that opens with a fence: what the question says of the
    code decides whose it is."""
    asked = " ".join(question[-2:])
    shown = _SHOWN_CODE_RE.search(asked) is not None
    if not shown and not _CODE_CUE_RE.search(asked):
        return 0
    if asked.rstrip()[-1:] == "`" and _SHOWN_INLINE_RE.search(asked):
        return 0
    if _gives_command(asked):
        return 0  # `... the following declaration: `data T = A {...}``: its code is shown
    end = _fence_end(body, 0)
    if end is None:
        return 0
    if not any(t.strip() for t in body[end:]):
        return end if shown and _shown_only(body[1 : end - 1]) else 0
    return _asked_after(body, _more_shown(body, end) if _SEVERAL_RE.search(asked) else end)


_MOST_PROSE = 8
"""How many lines of text may set out the rest of a question between its code and its ask."""


def _asked_after(body: list[str], end: int) -> int:
    """Past the code shown (up to `end`), the end of the text that still sets the question out
    when a last fenced block or a quote alone answers it: a few lines of prose (and more
    blocks they show), the last paragraph asking (`What is printed? (An integer.)`, `Write
    code in Java.`, `Choose all that apply.`), then the answer's block, or quoted lines, and
    nothing after it; or then a label that opens the answer or its explanation (`List the
    nodes in preorder.` over `**Explanation:** ...`, `**Pembahasan:**`). Else `end`: prose
    that only leads on (`The fixed version:`) is the answer's own."""
    prose: list[str] = []  # (a blank line: "", between paragraphs)
    k = end
    while k < len(body):
        if FENCE_RE.match(body[k]):
            close = _fence_end(body, k)
            if close is None or not any(t.strip() for t in body[close:]):
                return k if close is not None and _last_asks(prose) else end  # the last block
            prose.append("")  # more code shown (`и переменная:` / a block / `Какие ...?`),
            k = close  # the question's if an ask follows it
            continue
        opens = _answer_opens(body, k, prose)
        if opens is not None:
            return k if opens else end
        prose.append(body[k].strip())
        k += 1
        if sum(1 for t in prose if t) > _MOST_PROSE:
            return end
    return end


def _answer_opens(body: list[str], k: int, prose: list[str]) -> bool | None:
    """Whether the answer opens at line `k`, under prose that sets the question out and asks
    last: a quote to the end (`Выберите все ...` / `> x;`), or a line that opens with an
    answer's or an explanation's label after some prose (`List the nodes in preorder.` /
    `**Explanation:** ...`). False when the prose asks nothing (then it is the answer's own);
    None when no answer opens there."""
    if body[k][:1] == ">":
        return _quoted_to_end(body, k) and _last_asks(prose, completed=True)
    if prose and _labels_answer(body[k]):
        return _last_asks(prose)
    return None


def _labels_answer(text: str) -> bool:
    """Whether a line opens with an answer's or an explanation's label (`Answer: 6`,
    `**Explanation:**`, `*Pembahasan*`): where the answer starts, the question above it."""
    return ANSWER_RE.match(text) is not None or explanation_label(text) is not None


def _quoted_to_end(body: list[str], k: int) -> bool:
    """Whether every line of the body from `k` on is quoted or blank: a quote alone answers."""
    return all(t[:1] == ">" for t in body[k:] if t.strip())


def _last_asks(prose: list[str], *, completed: bool = False) -> bool:
    """Whether the last paragraph of the prose after a question's code asks (`What is
    printed? (An integer.)`) or tells the reader to pick (`Choose all that apply.`); or, over
    a quote (`completed`), is a prompt that ends with a colon for the quote to complete (`В
    результате его исполнения:` / `> x не изменится;`)."""
    paragraphs = [p for p in "\n".join(prose).split("\n\n") if p.strip()]
    last = END_BREAKS_RE.sub("", " ".join(paragraphs[-1].split())) if paragraphs else ""
    if completed and last.endswith((":", "：")):
        return True
    return bool(last) and (asks(last) or asks_to_pick(last))  # (`...?</br>`: a break)


_RULE_RE = lazy(r"^[ \t]*[-=]{3,}[ \t]*$")


def _unfenced_start(question: list[str], body: list[str]) -> int:
    """`question_code` for a body that opens with no fence: a line that is a code span, or,
    under a title that does not ask (`### 5. Closures`), a line that asks about the code
    below it and that code (`asked_over_code`)."""
    found = _code_line(question, body) or _statements(question, body) or _indented(question, body)
    if found or asks(" ".join(question)):
        return found or _shown_table(question, body)
    return _shown_table(question, body) or asked_over_code(body)


_TABLE_CUE_RE = lazy(
    r"\b(?:following|this|these|given|below|above)[ \t]+(?:[-\w]+[ \t]+)?tables?\b"
    r"|\btables?[ \t]+(?:below|above)\b",
    re.I,
)
"""A question about the table set out under it (`Find the candidate keys of this table:`,
`Normalize the following table into 3NF.`, `Given the following table Employees:`)."""
_DATA_TABLE_RE = lazy(
    r"(?<!\bin[ \t]the[ \t])(?<!\bin[ \t])\b(?:following|this|these|given)[ \t]+"
    r"(?:[-\w]+[ \t]+)?tables?\b",
    re.I,
)
"""Of those, one that can only be about data shown with it (`of the following table`, `this
table`), as code shown is (`_SHOWN_CODE_RE`): not one that asks for a table (`Summarise the
normal forms in the following table`), which the table under it answers."""
_TABLE_LINE_RE = lazy(r"^[ \t]{0,3}\|.*\|[ \t]*$")


def _shown_table(question: list[str], body: list[str]) -> int:
    """How many of the body's first lines are a Markdown table the question sets out (data to
    work on, `_TABLE_CUE_RE`), with what asks about it after it: the question's, as code
    shown is (`question_code`). Then the answer is what follows (`Write a query that ...`
    over the query), or nothing when all that follows asks more (a task's sub-questions:
    `- **Is this table in 1NF? Why or why not?**`) or nothing follows under a question only
    about the data (`_DATA_TABLE_RE`): a task nobody answered, reported so, not answered by
    its own data. A table under a question that does not point at one (`Compare TCP and
    UDP:`) is its answer."""
    if not body or _TABLE_LINE_RE.match(body[0]) is None:
        return 0
    asked = " ".join(question[-2:])
    if _TABLE_CUE_RE.search(asked) is None:
        return 0
    end = next((k for k, text in enumerate(body) if not _TABLE_LINE_RE.match(text)), len(body))
    rest = [text for text in body[end:] if text.strip()]
    if not rest:
        return len(body) if _DATA_TABLE_RE.search(asked) else 0
    if _only_asks(rest):
        return len(body)
    after = _asked_after(body, end)
    return after if after > end else 0


def _only_asks(lines: list[str]) -> bool:
    """Whether every line is a list item that asks or sets a task (`- **Which columns are
    unique?**`, `- Break this into smaller tables.`) and at least one asks outright."""
    items = [_ITEM_RE.sub("", text).strip(" \t*_") for text in lines]
    if not all(_ITEM_RE.match(text) for text in lines):
        return False
    return any(asks(item) for item in items) and all(
        asks(item) or _TASK_RE.match(item) for item in items
    )


_TASK_RE = lazy(r"^[A-Z][a-z]+[ \t]+(?:this|these|the|it|them)\b[^?]*\.$")
"""A task set in the imperative on the data shown (`Break this into smaller tables.`): any
verb, so long as it points at the table (`this`, `the`, `them`) and the sentence ends with a
full stop. Not srs.importers.asking's `asks_as_task` on purpose: that one knows the verbs that
set a question whatever follows (`Explain ...`, `Descreva ...`); here the verb is any
imperative (`Break`, `Normalize`, `Merge`), told apart from a statement only by pointing at
the data the question shows, and only among list items under a question that asks."""


_STATEMENT_RE = lazy(r"^[ \t]*\S.*[;{}][ \t]*$")
"""A line of code written as prose, unfenced: a statement that ends with `;`, `{` or `}`."""
_STATEMENTS_MOST = 15


def _statements(question: list[str], body: list[str]) -> int:
    """How many lines open the body as a paragraph of code statements left unfenced (`int
    *p = a + 1;` over a blank line and the answer), under a question that points at code
    shown with it (`What is the output of program ?`) or runs on into it (`What is the
    difference between these two,`): the code the question shows, not its answer's start.
    Else 0. Only statements, at most fifteen, with an answer after them; or with nothing
    after them under a question that can only be about code shown with it (`- Explain what
    the following code prints.` over its one line, in a list of questions nobody answered),
    as a fenced block there is (`question_code`): the question then has no answer, and is
    reported so, rather than answered by its own code."""
    asked = " ".join(question[-2:]).rstrip(" *_")
    shown = _SHOWN_CODE_RE.search(asked) is not None
    if not shown and not asked.endswith((",", ":")):
        return 0
    end = _statement_paragraphs(body)
    if not end:
        return 0
    return end if shown or any(text.strip() for text in body[end:]) else 0


_CLOSING_RE = lazy(r"^[ \t]*[}\])]+[;,]?[ \t]*$")
"""A line that only closes a block (`}`, `});`): a statement's end, on its own line."""


def _in_statements(text: str) -> bool:
    """Whether the line is a statement, or only closes a block (`}`)."""
    return _STATEMENT_RE.match(text) is not None or _CLOSING_RE.match(text) is not None


def _statement_paragraphs(body: list[str]) -> int:
    """Where the paragraphs of statements that open the body end (`let x = 10;`, a blank
    line, `function test() {` ... `test();`: one program set out in parts, kept whole), at
    most fifteen lines from the body's start; 0 when its first paragraph is no statements."""
    end = k = 0
    while k < len(body):
        stop = next((j for j in range(k, len(body)) if not body[j].strip()), len(body))
        part = body[k:stop]
        if stop > _STATEMENTS_MOST or not all(_in_statements(t) for t in part):
            break
        end = k = stop
        while k < len(body) and not body[k].strip():
            k += 1
    return end


_INDENTED_RE = lazy(r"^(?:\t|    )[ \t]*\S")
"""A line of an indented code block: a tab or four blanks before its text."""


def _indented(question: list[str], body: list[str]) -> int:
    """How many lines open the body as an indented code block (a tab or four blanks, as
    Markdown sets code without a fence) under a question that points at code shown with it
    (`When you review the code below, ...?`, `... this snippet?`) or ends with `:`, with prose
    after it: the code the question shows, as a fenced block there is (`question_code`), not
    its answer's start. Else 0: a question that does not point at code keeps the block in its
    answer, and a block with nothing after it is the answer. Not a list indented there."""
    asked = " ".join(question[-2:]).rstrip(" *_")
    if not asked.endswith(":") and _SHOWN_CODE_RE.search(asked) is None:
        return 0
    if _INDENTED_RE.match(body[0]) is None or LIST_ITEM_RE.match(body[0]) is not None:
        return 0
    end = 0  # after the last line of code
    for k, text in enumerate(body):
        if not text.strip():
            continue
        if _INDENTED_RE.match(text) is None:
            return end  # prose after the code: the answer
        end = k + 1
    return 0


def _shown_only(code: list[str]) -> bool:
    """Whether a block with nothing after it is only shown, not the question's answer: it
    neither works a sum out (`_worked_sum`) nor glosses the names asked about (`_glossed`)."""
    return not _worked_sum(code) and not _glossed(code)


def _worked_sum(code: list[str]) -> bool:
    """Whether a block works a sum out: operands over a rule of dashes over the result, as an
    arithmetic exercise sets it (` 0101` / `+0011` / `-----` / ` 1000`). Shown under a question
    (`Perform the following addition:`), it holds the question's answer, its last row: it is
    the answer's, not code the question only shows."""
    rows = [line for line in code if line.strip()]
    rules = [k for k, row in enumerate(rows) if _RULE_RE.match(row)]
    if len(rules) != 1 or not 2 <= rules[0] < len(rows) - 1 or len(rows) - rules[0] > 3:
        return False
    return all(_FIGURES_RE.match(row) for k, row in enumerate(rows) if k != rules[0])


_GLOSS_RE = lazy(r"^[ \t]*[-\w.+/]{1,30}[ \t]+[-\u2013\u2014][ \t]+[^\W\d_][^ \t]*[ \t]+[^\W\d_]")
"""A line that glosses a name: the name, a dash, and words saying what it is or does (`tee -
read from standard input ...`)."""


def _glossed(code: list[str]) -> bool:
    """Whether a block glosses the names a question asks about, each on a line of its own
    (`What do the following commands do?` over `tee - read from standard input ...` / `tac -
    concatenate ...`): the block says what each does, so it is the question's answer, not code
    the question only shows. Two such lines or more, and every line one."""
    rows = [line for line in code if line.strip()]
    return len(rows) >= 2 and all(_GLOSS_RE.match(row) for row in rows)


_FIGURES_RE = lazy(
    r"^[ \t]*[-+*/&|^~×xX]?[ \t]*[0-9A-Fa-f]*\d[0-9A-Fa-f]*(?:[ \t]+[A-Za-z]{1,2})?[ \t]*$"
)
"""A row of a worked sum: a number (binary, decimal, hex), its operator before it, a flag
after the result (`01111110 C`, the carry set)."""


_CODE_LINE_RE = lazy(r"^[ \t]*(?P<ticks>`+)[^`].*?(?P=ticks)[ \t]*$")
"""A line that is one code span and nothing else: `` `System.out.println("\"Hi\"");` ``."""


def _code_line(question: list[str], body: list[str]) -> int:
    """1 when the body opens with a paragraph of one line that is a code span, and an answer
    follows it, under a question that points at code (`What will be printed when the
    program below is run?`, the program's one line as a span, then the output): the line is
    the program the question shows, not the start of its answer. Else 0."""
    if body[0].lstrip()[:1] != "`" or _CODE_LINE_RE.match(body[0]) is None:
        return 0
    if len(body) < 3 or body[1].strip() or not any(t.strip() for t in body[2:]):
        return 0
    return 1 if _POINTS_AT_RE.search(" ".join(question[-2:])) else 0


_POINTS_AT_RE = lazy(
    rf"{_SHOWN_CODE_FOREIGN}|\bfollowing\b|{_POINTING}"
    r"|\b(?:this|these)\s+(?:\w+\s+)?(?:code|snippets?|programs?|statements?|expressions?)\b",
    re.I,
)
"""A question that points at code shown with it in so many words (`the program below`, `this
snippet`); not `What command prints ...?`, whose answer may well be a span of code."""


def _more_shown(body: list[str], end: int) -> int:
    """Past the first block shown (ending at `end`), the end of each further block right
    after it that an answer still follows (`these two code snippets`: each one shown)."""
    while True:
        nxt = next((k for k in range(end, len(body)) if body[k].strip()), None)
        after = _fence_end(body, nxt) if nxt is not None else None
        if after is None or not any(t.strip() for t in body[after:]):
            return end
        end = after


_SEVERAL_RE = lazy(
    r"\b(?:two|three|both|these|following)\s+(?:\w+\s+)?(?:snippets|blocks|examples|programs"
    r"|functions|methods|implementations|versions|queries|classes)\b",
    re.I,
)
"""A question about several blocks of code shown after it (`these two code snippets`)."""


def _fence_end(body: list[str], start: int) -> int | None:
    """The index after the fenced block opened at `start`, or None (no fence opens there, or
    it is never closed)."""
    fence = FENCE_RE.match(body[start])
    if fence is None:
        return None
    mark = fence.group("fence")
    for k in range(start + 1, len(body)):
        if body[k].strip().startswith(mark[0] * len(mark)) and not body[k].strip().strip(mark[0]):
            return k + 1
    return None


def asked_over_code(body: list[str]) -> int:
    """How many of the body's first lines are a line that asks about the code right under it
    (`Predict:`, `What does this print?`) and that fenced code, with an answer after them;
    else 0. Under a title that does not ask (`## Final Puzzle`, `### 4. Closures`) they are
    the question: the title alone asks nothing, the code is what the question shows."""
    first = next((k for k, text in enumerate(body) if text.strip()), None)
    if first is None or not _asks_over_code(body[first]):
        return 0
    fence = next((k for k in range(first + 1, len(body)) if body[k].strip()), None)
    end = None if fence is None else _fence_end(body, fence)
    if end is None or not any(text.strip() for text in body[end:]):
        return 0
    return end


_PREDICT_RE = lazy(r"^[ \t*_]*(?:predict|guess)\b[^\n]*[:：?][ \t*_]*$", re.I)
"""`Predict:`, `Guess the output:`: a line that sets the code below it as a puzzle."""


def _asks_over_code(text: str) -> bool:
    """Whether a line asks about code shown below it (see `asked_over_code`)."""
    if _PREDICT_RE.match(text):
        return True
    return text.rstrip(" *_").endswith("?") and _SHOWN_CODE_RE.search(text) is not None
