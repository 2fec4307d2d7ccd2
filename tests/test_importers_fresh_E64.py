"""Layouts met in the twelfth (2026-11-30) session's rounds, on made-up documents: one-letter
label pairs in another language (`**S: ...**` over `C: ...`), an `Answer:` label ending the
question's line, questions jotted above the first numbered one, and indented code a heading
question points at."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str, source: str = "doc.md") -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text, source).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def test_turkish_letter_pairs_are_question_and_answer_labels() -> None:
    """`**S: ...**` over `C: ...` (Soru/Cevap): the letters were left in every card, and a
    question that asks nothing (an error message) was merged into the answer above."""
    text = (
        "# SSS\n\n"
        "### Kurulum\n\n"
        "**S: Kitap gerekli mi?**\n"
        "C: Hayır, notlar yeterli.\n\n"
        "**S: \"KeyError: 'ad'\" hatası**\n"
        "C:\n"
        "```python\n"
        "print(d.get('ad'))\n"
        "```\n\n"
        "**S: Bilgisayarım yavaş**\n"
        "C:\n"
        "- Daha az veri kullanın\n"
        "- Örnek alın\n"
    )
    assert _cards(text) == [
        ("Kitap gerekli mi?", "Hayır, notlar yeterli.", {}),
        ("\"KeyError: 'ad'\" hatası", "```python\nprint(d.get('ad'))\n```", {}),
        ("Bilgisayarım yavaş", "- Daha az veri kullanın\n- Örnek alın", {}),
    ]
    assert not result(text).warnings


def test_portuguese_letter_pairs_are_read_the_same_way() -> None:
    """`P:` over `R:` (Pergunta/Resposta): the same pair of letters in another language, a
    line of data; before, no question was found."""
    text = (
        "# Notas\n\n"
        "P: O que é uma tupla?\n"
        "R: Uma sequência imutável.\n\n"
        "P: Lista é mutável\n"
        "R: Sim, pode mudar.\n"
    )
    assert _cards(text) == [
        ("O que é uma tupla?", "Uma sequência imutável.", {}),
        ("Lista é mutável", "Sim, pode mudar.", {}),
    ]


def test_a_lone_letter_label_is_no_pair() -> None:
    """Guard: one `S:` line (a formula's) and one `C:` line are no labels: they keep their
    text."""
    text = (
        "## What is the entropy?\n\n"
        "S: the sum over states.\n"
        "C: a constant.\n\n"
        "## What is a state?\n\n"
        "A configuration of the system.\n"
    )
    assert _cards(text) == [
        ("What is the entropy?", "S: the sum over states.\nC: a constant.", {}),
        ("What is a state?", "A configuration of the system.", {}),
    ]


def test_an_answer_label_ending_the_question_line_ends_the_question() -> None:
    """`What is X? Answer:` with the answer below (after a blank or not), among `Q? Answer:
    A` paragraphs: the line was read as more of the answer above, silently."""
    text = (
        "# Cluster notes\n\n"
        "1. What is a pod?\n"
        "Answer:\n"
        "The smallest unit that runs containers.\n\n"
        "What is a node? Answer: A machine in the cluster. Its parts:\n\n"
        "Kubelet: runs pods.\n"
        "Proxy: routes traffic.\n"
        "What are the kinds of service? Answer:\n"
        "ClusterIP: inside only.\n"
        "NodePort: on each node.\n\n"
        "What is a volume? Answer: Storage a pod mounts.\n\n"
        "What is the difference between a job and a cron job? Answer:\n\n"
        "Job: runs once.\n"
        "CronJob: runs on a schedule.\n\n"
        "What is a label? Answer: A key and a value on an object.\n"
    )
    assert _cards(text) == [
        ("What is a pod?", "The smallest unit that runs containers.", {}),
        (
            "What is a node?",
            "A machine in the cluster. Its parts:\n\nKubelet: runs pods.\nProxy: routes traffic.",
            {},
        ),
        ("What are the kinds of service?", "ClusterIP: inside only.\nNodePort: on each node.", {}),
        ("What is a volume?", "Storage a pod mounts.", {}),
        (
            "What is the difference between a job and a cron job?",
            "Job: runs once.\nCronJob: runs on a schedule.",
            {},
        ),
        ("What is a label?", "A key and a value on an object.", {}),
    ]
    assert not result(text).warnings


def test_questions_jotted_above_the_first_are_reported_unanswered() -> None:
    """`// why ...?` lines before `1. ...`, no answers: each is a question without an answer,
    not lines of introduction."""
    text = (
        "// why mark swap noexcept?\n"
        "// what if a constructor throws?\n\n"
        "1. What is RAII?\n"
        "Answer: Tying a resource's lifetime to an object's.\n\n"
        "2. What is a move?\n"
        "Answer: Taking another object's resources.\n"
    )
    res = result(text, "notes.txt")
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is RAII?", "Tying a resource's lifetime to an object's."),
        ("What is a move?", "Taking another object's resources."),
    ]
    assert [s.line for s in res.skipped] == [1, 2]
    assert all("no answer" in s.reason for s in res.skipped)
    assert not any("introduction" in w for w in res.warnings)


def test_an_introduction_that_does_not_ask_is_still_one() -> None:
    """Guard: prose before the first question is reported as an introduction, not as
    questions."""
    text = (
        "These notes gather what I learnt while reading the book over the summer, chapter "
        "by chapter, with many examples.\n\n"
        "1. What is RAII?\n"
        "Answer: Tying a resource's lifetime to an object's.\n"
    )
    res = result(text, "notes.txt")
    assert len(res.deck.cards) == 1
    assert not res.skipped
    assert any("introduction" in w for w in res.warnings)


def test_indented_code_a_heading_points_at_belongs_to_the_question() -> None:
    """`## 3. Is anything wrong with the code below?` over a tab-indented block and prose:
    the code is the question's, the prose the answer."""
    text = (
        "## 1. What is a queue?\n"
        "A list of tasks run in order.\n\n"
        "## 2. Is anything wrong with the code below?\n"
        "\tlet x = load()\n"
        "\tview.title = x\n"
        "\n"
        "Yes. The view must be set on the main thread.\n"
    )
    assert _cards(text) == [
        ("What is a queue?", "A list of tasks run in order.", {}),
        (
            "Is anything wrong with the code below?\n\n    let x = load()\n    view.title = x",
            "Yes. The view must be set on the main thread.",
            {},
        ),
    ]


def test_indented_code_under_a_question_that_points_nowhere_is_the_answer() -> None:
    """Guard: a question that does not point at code keeps the block in its answer."""
    text = (
        "## 1. What is a queue?\n"
        "A list of tasks run in order.\n\n"
        "## 2. How do you load a value?\n"
        "    let x = load()\n"
        "\n"
        "Then use x.\n"
    )
    assert _cards(text) == [
        ("What is a queue?", "A list of tasks run in order.", {}),
        ("How do you load a value?", "let x = load()\n\nThen use x.", {}),
    ]
