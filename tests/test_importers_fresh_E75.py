"""Importer layouts met in the fix-O4 session's round (a Portuguese course quiz one line to a
question, a Portuguese quiz keyed in an indented fold at its end, a networking quiz keyed
`**Answer.** c. DNS, d. NTP`): each test is the shape of a real document the importer
misread, written small, with a near miss beside it that must import as before.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    return [(c.id, c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


def _warnings(text: str) -> list[str]:
    return [str(w) for w in result(text).warnings]


# -- 1. `N - *question* **Resposta:** answer`, one line to a question, under `##` sections ----

_INLINE = """\
# Revisão

## Sumário

- [Parte - Git](#parte---git)
- [Parte - Shell](#parte---shell)

## Parte - Git

1 - *Como se cria um ramo novo?* **Resposta:** Com `git branch nome`

2 - *O que guarda o índice?* **Resposta:** As mudanças preparadas para o próximo commit

3 - *Para que serve o `git stash`?* **Resposta:**

## Parte - Shell

1 - *Qual comando mostra o diretório atual?* **Resposta:** `pwd`

2 - *Para que serve o pipe?* **Resposta:** Liga a saída de um comando à entrada de outro

## Parte - Redes

1 - ** **Resposta:**

2 - ** **Resposta:**
"""


def test_italic_question_with_its_answer_label_on_the_same_line_is_a_card() -> None:
    """`1 - *Q?* **Resposta:** A` lines under `##` sections: no question was read, and each
    section heading became a card holding its lines whole. Each line is now a card (its
    italics and the label gone), the question whose label has nothing after it is reported
    unanswered, and the placeholders `N - ** **Resposta:**` (no question at all) make no
    card."""
    imported = result(_INLINE)
    assert _cards(_INLINE) == [
        ("s2-q01", "Como se cria um ramo novo?", "Com `git branch nome`", {}),
        ("s2-q02", "O que guarda o índice?", "As mudanças preparadas para o próximo commit", {}),
        ("s3-q01", "Qual comando mostra o diretório atual?", "`pwd`", {}),
        ("s3-q02", "Para que serve o pipe?", "Liga a saída de um comando à entrada de outro", {}),
    ]
    assert [s.reason for s in imported.skipped] == ["question 3 has no answer; skipped"]
    assert [w.split(": ", 1)[1] for w in _warnings(_INLINE)] == [
        "question 3 has no answer; skipped",
        "2 lines of text between questions in no card ('1 - ** **Resposta:**'); not imported",
    ]


def test_answer_label_after_a_plain_question_in_a_bulleted_list_is_read_too() -> None:
    """The same in English, bullets, a question with no italics ending with `?`, `**Ans:**`.
    A bold `**A:**` after the question is left as it was: it opens a row of bold options
    (`**A:** 21 **B:** 22`) as often as it labels an answer."""
    text = (
        "## Networking\n\n"
        "- What does DNS resolve? **Answer:** Names to addresses\n"
        "- Which port does SSH use? **Ans:** 22\n"
    )
    assert _cards(text) == [
        ("q01", "What does DNS resolve?", "Names to addresses", {}),
        ("q02", "Which port does SSH use?", "22", {}),
    ]


def test_bold_question_and_a_bold_note_after_a_statement_import_as_before() -> None:
    """Guards: a bold question with its label on its line was read already (left alone), and
    a bold label that is no answer label (`**Note:**`) after an item that asks nothing, in
    an answer, stays in that answer as it was."""
    text = (
        "## Pods\n\n"
        "1. **What is a pod?** **Answer:** The smallest unit Kubernetes schedules.\n\n"
        "2. **How do you list pods?** **Answer:** With kubectl.\n\n"
        "   - Run *kubectl get pods* **Note:** add `-A` for every namespace\n"
    )
    assert _cards(text) == [
        ("q01", "What is a pod?", "The smallest unit Kubernetes schedules.", {}),
        (
            "q02",
            "How do you list pods?",
            "With kubectl.\n\n- Run *kubectl get pods* **Note:** add `-A` for every namespace",
            {},
        ),
    ]


def test_row_of_bold_options_after_a_question_is_no_answer_label() -> None:
    """Guard: `**A:** 21 **B:** 22` after a question is a row of options, not the answer
    label `A:`: the document is refused as before, never made open cards answered by the
    row."""
    text = (
        "# Quiz\n\n1. Which port does SSH use? **A:** 21 **B:** 22 **C:** 80\n\nAnswer: B\n\n"
        "2. Which port does HTTP use? **A:** 21 **B:** 22 **C:** 80\n\nAnswer: C\n"
    )
    with pytest.raises(DocumentError, match="looks like an option letter"):
        result(text)


# -- 2. a key folded at the end, its entries indented as code, several letters joined by `e` --

_QUIZ = """\
# Exercícios

1. Qual ferramenta empacota imagens sem daemon?

    **a)** make

    **b)** buildah

    **c)** rsync
---
2. Quais arquivos descrevem serviços? (selecione duas)

    **a)** compose.yaml

    **b)** /etc/hosts

    **c)** manifestos do Kubernetes
---
3. Quais destes são runtimes de containers? (selecione três)

    **a)** crun

    **b)** nginx

    **c)** runc

    **d)** bash

    **e)** youki
---
"""


def test_key_indented_as_code_in_a_closing_fold_keys_the_quiz() -> None:
    """`<details><summary>Respostas</summary>` over `    1. Resposta: b` lines: four blanks
    made the key a code block, and the quiz was refused as unanswered. The key is read, and
    a key of several letters (`a e c`, the Portuguese "and"; `a, c, e`, E an option) makes
    an open card naming them, with a warning, never its first letter alone."""
    text = (
        _QUIZ + "\n<details>\n  <summary>Respostas</summary>\n\n"
        "    1. Resposta: b\n    2. Resposta: a e c\n    3. Resposta: a, c, e\n</details>\n"
    )
    cards = _cards(text)
    assert [(c[0], c[2], c[3]) for c in cards] == [
        ("q01", "B", {"A": "make", "B": "buildah", "C": "rsync"}),
        ("q02", "- compose.yaml\n- manifestos do Kubernetes", {}),
        ("q03", "- crun\n- runc\n- youki", {}),
    ]
    assert cards[1][1].startswith("Quais arquivos descrevem serviços? (selecione duas)\n\n- A)")
    warnings = _warnings(text)
    assert len(warnings) == 2
    assert "question 2 has 2 right options (A, C); made an open card" in warnings[0]
    assert "question 3 has 3 right options (A, C, E); made an open card" in warnings[1]


def test_key_indented_under_an_answers_heading_is_read_too() -> None:
    """The same key under `## Respostas` rather than in a fold, entries of a bare letter."""
    text = _QUIZ + "\n## Respostas\n\n    1. b\n    2. a e c\n    3. c\n"
    assert [(c[0], c[2]) for c in _cards(text)] == [
        ("q01", "B"),
        ("q02", "- compose.yaml\n- manifestos do Kubernetes"),
        ("q03", "C"),
    ]


def test_code_indented_under_a_solutions_heading_and_a_word_after_e_import_as_before() -> None:
    """Guards: code indented under `## Solutions` is no key's entries and stays as it was
    (reported as end matter, not read as keys); a letter, ` e ` and a word (`B e a mais
    leve`, "b is the lighter") keys the one letter, the rest its explanation."""
    text = (
        "# Quiz\n\n1. Which loop prints 0 to 2?\n\n    **a)** `for i in range(3)`\n\n"
        "    **b)** `while True`\n\nResposta: a\n\n"
        "2. Qual é o runtime padrão?\n\n    **a)** runc\n\n    **b)** crun\n\n"
        "Resposta: B e a mais leve\n\n"
        "## Solutions\n\n    1. for i in range(3):\n           print(i)\n"
    )
    assert [(c[0], c[2]) for c in _cards(text)] == [("q01", "A"), ("q02", "B")]
    assert result(text).deck.cards[1].explanation == "e a mais leve"


# -- 3. `**Answer.** c. DNS, d. NTP` under a "Select two" question; options in mixed case ----

_NETWORK = """\
# Storage quiz

#### 1. Which two filesystems journal their metadata? (Choose two)
a. FAT16    b. ext4   c. exFAT       d. XFS

**Answer.** b. ext4, d. XFS

#### 2. Which RAID level mirrors without striping?
a. RAID 0       B. RAID 1     C. RAID 5      D. RAID 6

**Answer.** b. RAID 1

#### 3. What does fsck do?
**Answer.** It checks a filesystem and repairs what it can.
"""


def test_key_naming_two_options_by_dotted_letter_and_text_is_a_several_key() -> None:
    """`b. ext4, d. XFS`: two options, each by its letter (closed by a dot, as the options
    are) and its text. Only B was kept, `d. XFS` made its explanation, in silence; now an
    open card names both, with a warning. A row of options whose first letter is lower case
    and the rest capitals (`a. RAID 0   B. RAID 1 ...`) is one run of four options: it was
    an open card answered by the row and the key line."""
    cards = _cards(_NETWORK)
    assert [(c[0], c[2], c[3]) for c in cards] == [
        ("q01", "- ext4\n- XFS", {}),
        ("q02", "B", {"A": "RAID 0", "B": "RAID 1", "C": "RAID 5", "D": "RAID 6"}),
        ("q03", "It checks a filesystem and repairs what it can.", {}),
    ]
    assert cards[0][1] == (
        "Which two filesystems journal their metadata? (Choose two)\n\n"
        "- A) FAT16\n- B) ext4\n- C) exFAT\n- D) XFS"
    )
    assert not result(_NETWORK).deck.cards[0].explanation
    warnings = _warnings(_NETWORK)
    assert len(warnings) == 1
    assert "question 1 has 2 right options (B, D); made an open card" in warnings[0]


def test_capital_inside_an_option_and_a_comma_inside_a_key_import_as_before() -> None:
    """Guards: a capital letter and a dot inside one option's text (`plan B. Then ...`) cut
    it into no further options (a case slip splits off two options or more), and a key whose
    text goes on after a comma (`c. DNS, the name service`) is the one letter it names."""
    text = (
        "#### 1. What do you do when the primary fails?\n"
        "a. Switch to plan B. Then page the on-call engineer\n"
        "b. Wait for it\n\n"
        "**Answer.** a. Switch to plan B. Then page the on-call engineer\n\n"
        "#### 2. Which service maps names to addresses?\n"
        "a. NTP    b. SMTP   c. DNS       d. DHCP\n\n"
        "**Answer.** c. DNS, the name service\n"
    )
    cards = _cards(text)
    assert [(c[0], c[2], c[3]) for c in cards] == [
        ("q01", "A", {"A": "Switch to plan B. Then page the on-call engineer", "B": "Wait for it"}),
        ("q02", "C", {"A": "NTP", "B": "SMTP", "C": "DNS", "D": "DHCP"}),
    ]
    assert not _warnings(text)


# -- 4. a page's navigation bar after the key, past a rule ----------------------------------

_KEYED = """\
# Quiz

1. Qual comando lista containers?

    **a)** docker ps

    **b)** docker rm

<details>
  <summary>Respostas</summary>

1. Resposta: a
</details>

---
"""


def test_navigation_bar_after_the_key_is_no_explanation() -> None:
    """`---` / `<p align="center"><a ...>Aula 1</a> | <a ...>Aula 2</a></p>` closing the page
    under its key: page furniture, it was the last entry's explanation."""
    text = (
        _KEYED + '<p align="center"><a href="../aula01">Aula 1</a> | '
        '<a href="../aula03">Aula 3</a></p>\n'
    )
    card = result(text).deck.cards[0]
    assert (card.answer, card.explanation) == ("A", "")


def test_a_link_explaining_the_last_entry_stays_its_explanation() -> None:
    """Guard: one link after the key (no bar between links) explains as it did."""
    text = _KEYED + "[Docs: docker ps](https://docs.example.org/ps)\n"
    card = result(text).deck.cards[0]
    assert (card.answer, card.explanation) == (
        "A",
        "[Docs: docker ps](https://docs.example.org/ps)",
    )
