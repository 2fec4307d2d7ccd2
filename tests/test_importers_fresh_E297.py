"""Importer layouts met in judge round Z199 (fix helper U7): each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_FOLD = "<details><summary> <b>Antwort</b> </summary>\n"


def _cards(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_a_fold_with_no_summary_after_a_task_is_its_answer() -> None:
    """R Markdown self-test: prose tasks, each over a `<!-- solution -->` comment and a
    `<details>` fold; one fold has no `<summary>`. It answers its task as the others do: the
    task, its answer and the next task are not merged into one card."""
    text = (
        "# Vektoren\n\n"
        "## Erzeugen\n\n"
        "Erzeuge einen Vektor mit den Zahlen eins bis fünf.\n\n"
        f"<!-- loesung: start -->\n{_FOLD}```{{r}}\nx <- 1:5\n```\n</details>\n"
        "<!-- loesung: ende -->\n\n"
        "## Rechnen\n\n"
        "Berechne den Mittelwert des Vektors.\n\n"
        "<!-- loesung: start -->\n<details>\n```{r}\nmean(x)\n```\n</details>\n"
        "<!-- loesung: ende -->\n\n"
        "Berechne die Summe des Vektors.\n\n"
        f"<!-- loesung: start -->\n{_FOLD}```{{r}}\nsum(x)\n```\n</details>\n"
        "<!-- loesung: ende -->\n"
    )
    res = result(text)
    assert [(c.question, c.answer, c.tags) for c in res.deck.cards] == [
        (
            "Erzeuge einen Vektor mit den Zahlen eins bis fünf.",
            "```{r}\nx <- 1:5\n```",
            ("erzeugen",),
        ),
        ("Berechne den Mittelwert des Vektors.", "```{r}\nmean(x)\n```", ("rechnen",)),
        ("Berechne die Summe des Vektors.", "```{r}\nsum(x)\n```", ("rechnen",)),
    ]
    assert not res.warnings


def test_a_solution_comment_over_a_bare_fold_marks_the_answer() -> None:
    """No fold in the document has a summary: the `<!-- solution -->` comment over each one
    says that it holds the task's answer."""
    text = (
        "## Aufgaben\n\n"
        "Lege eine leere Liste an.\n\n"
        "<!-- solution -->\n<details>\n```{r}\nl <- list()\n```\n</details>\n\n"
        "Hänge die Zahl drei an die Liste an.\n\n"
        "<!-- solution -->\n<details>\n```{r}\nl <- append(l, 3)\n```\n</details>\n"
    )
    assert _cards(text) == [
        ("Lege eine leere Liste an.", "```{r}\nl <- list()\n```"),
        ("Hänge die Zahl drei an die Liste an.", "```{r}\nl <- append(l, 3)\n```"),
    ]


def test_a_bare_fold_under_a_heading_or_with_no_answer_folds_is_left_alone() -> None:
    """Guard: a fold with no summary right under a heading, in a document whose other folds
    hide no answer and with no solution comment over it, is no answer: the import is as
    before (the Q&A pairs only)."""
    text = (
        "## Netz\n\n"
        "Q: What does DNS do?\nA: It maps names to addresses.\n\n"
        "## Weiterlesen\n\n"
        "<details>\nRFC 1034 and RFC 1035.\n</details>\n\n"
        "Mehr Material folgt.\n\n"
        "<details><summary>Links</summary>\nexample.org\n</details>\n"
    )
    assert _cards(text) == [("What does DNS do?", "It maps names to addresses.")]


_DO = "Type the missing word into the gap below.\n\n"


def test_an_instruction_line_under_every_heading_is_no_question() -> None:
    """`### Quiz Question N of M`, an instruction line repeated under each heading, the
    question, its answer quoted: the instruction is the quiz's furniture, the text below it
    the question."""
    text = "# Quiz: Git basics\n\n" + "".join(
        f"### Quiz Question {n} of 3\n{_DO}{q}\n\n> {a}\n\n"
        for n, (q, a) in enumerate(
            [
                ("Which command shows the state of the working tree?", "git status"),
                ("Which command downloads a remote's history without merging?", "git fetch"),
                ("Which command lists the local branches?", "git branch"),
            ],
            start=1,
        )
    )
    assert _cards(text) == [
        ("Which command shows the state of the working tree?", "git status"),
        ("Which command downloads a remote's history without merging?", "git fetch"),
        ("Which command lists the local branches?", "git branch"),
    ]


def test_a_line_repeated_under_asking_headings_stays_their_answer() -> None:
    """Guard: the same line first under three headings that ask is their answer, and a line
    repeated under two headings only is no furniture: both import as before."""
    same = "Yes, by a wide margin over memory.\n\nMore detail here.\n\n"
    text = "## Caches\n\n" + "".join(
        f"### Is a {kind} cache fast?\n{same}" for kind in ("CPU", "disk", "web")
    )
    answer = "Yes, by a wide margin over memory.\n\nMore detail here."
    assert _cards(text) == [
        ("Is a CPU cache fast?", answer),
        ("Is a disk cache fast?", answer),
        ("Is a web cache fast?", answer),
    ]
    twice = "".join(
        f"### Quiz Question {n} of 2\n{_DO}Which command stages a file?\n\n> git add\n\n"
        for n in (1, 2)
    )
    assert [c.question for c in result(twice).deck.cards][:1] == [
        "Type the missing word into the gap below.\n\nWhich command stages a file?"
    ]  # not blanked; the closing quote is the answer (srs.importers.closingquotes)
