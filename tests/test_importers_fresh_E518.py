"""Round Z278 (2026-12-03): a quiz exported from an online course sets each number alone on a
line over its question, each option's letter as a bullet of its own (`- A.`) with the text
indented two lines below, a score (`2.0分`) under some numbers, part banners (`**多选题**
共7题，共14分`) and the key as a sentence (`正确答案是 **C**`). No option had a text and no
key a label: no choice card came of it.

Made up in the shape of the real page (a Linux basics quiz).
"""

from __future__ import annotations

from srs.importers.exportedquiz import exported_quiz
from tests.importing import result

_QUIZ = """\
# Shell 测验

   Which command prints the current directory?

~

- A.

  ls

- B.

  pwd

正确答案是 **B**

2

2.0分

Which signal does Ctrl-C send?

~

- A.

  SIGHUP

- B.

  SIGINT

正确答案是 **B**

**多选题** 共1题，共2分

3

Which of these are text editors?

~

- A.

  vim

- B.

  ls

- C.

  nano

正确答案是 **A,C**

**判断题** 共1题，共2分

4

The root directory is written as "~".

~

正确答案是 **错误**
""".replace("\n~\n", "\n \n")  # the export's lines of one blank


def test_an_exported_quiz_gives_its_choices_keys_and_verdicts() -> None:
    r = result(_QUIZ)
    cards = [(c.question, c.answer, dict(c.choices or {})) for c in r.deck.cards]
    assert cards[:2] == [
        ("Which command prints the current directory?", "B", {"A": "ls", "B": "pwd"}),
        ("Which signal does Ctrl-C send?", "B", {"A": "SIGHUP", "B": "SIGINT"}),
    ]
    assert "vim" in cards[2][1] and "nano" in cards[2][1]  # two right: the warned open card
    assert cards[3][:2] == ('The root directory is written as "~".', "错误")
    assert all("分" not in c.question + c.answer + (c.explanation or "") for c in r.deck.cards)
    assert [w.split(": ", 1)[1] for w in r.warnings] == [
        "question 3 has 2 right options (A, C); made an open card"
    ]


def test_a_page_without_such_options_keeps_its_numbers() -> None:
    text = "# Years\n\n1991\n\nLinux was first released.\n\n- A. note\n"
    assert exported_quiz(text) is text
