"""Golden tests: the five seed documents and the shipped decks built from them.

The expected answers come from the documents themselves (each question's own answer line and
the answer key at the end of the Module 202 quiz), not from the importer's output.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from srs import decks
from srs.importers import import_file, import_text
from srs.model import Deck

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "tests" / "data" / "seeds"
DECKS = ROOT / "decks"

# seed file -> (deck id, choice cards, open cards)
SEED_DECKS = {
    "module-202-quiz.md": ("module-202-quiz", 25, 0),
    "chapter-35-quiz.txt": ("chapter-35-quiz", 15, 0),
    "day-33-distributed-training.md": ("day-33-distributed-training", 0, 20),
    "day-24-model-training.md": ("day-24-model-training", 0, 20),
    "distributed-training-questions.txt": ("distributed-training-questions", 0, 10),
}

NOT_IN_ANY_CARD = [
    "Scoring Guide",
    "Answer Key",
    "Quiz Complete",
    "Version",
    "Last Updated",
    "Total Questions",
    "Passing Score",
    "Expert level",
    "| 14-15 | Expert",
    "Lilly Tech Systems",
    "**Phase**",
    "Popular Interview Questions",
    "core competency for AI infrastructure engineers",
    "### ",
    "Question 2",
]


def imported(seed: str) -> Deck:
    deck_id = SEED_DECKS[seed][0]
    return import_file(SEEDS / seed, deck_id=deck_id).deck


def card_texts(deck: Deck) -> list[str]:
    return [
        "\n".join([c.question, *c.choices.values(), c.answer, c.explanation]) for c in deck.cards
    ]


@pytest.mark.parametrize("seed", SEED_DECKS)
def test_counts_ids_and_source(seed: str) -> None:
    deck_id, choice, open_ = SEED_DECKS[seed]
    deck = imported(seed)
    assert deck.id == deck_id and deck.source == seed
    assert sum(c.is_choice for c in deck.cards) == choice
    assert sum(not c.is_choice for c in deck.cards) == open_
    assert [c.id for c in deck.cards] == [f"q{n:02d}" for n in range(1, choice + open_ + 1)]


@pytest.mark.parametrize("seed", SEED_DECKS)
def test_regenerating_gives_the_committed_deck(seed: str) -> None:
    deck_id = SEED_DECKS[seed][0]
    result = import_file(SEEDS / seed, deck_id=deck_id)
    path = DECKS / f"{deck_id}.yaml"
    assert decks.dumps(result.deck) == path.read_text(encoding="utf-8")
    assert decks.load(path) == result.deck


@pytest.mark.parametrize("seed", SEED_DECKS)
def test_nothing_but_questions_in_the_cards(seed: str) -> None:
    deck = imported(seed)
    for text in card_texts(deck):
        for unwanted in NOT_IN_ANY_CARD:
            assert unwanted not in text
        assert not re.search(r"^\s*---\s*$", text, re.M)
    for card in deck.cards:
        for field in (card.question, card.answer, card.explanation, *card.choices.values()):
            assert field == field.strip()
            assert not re.search(r"[ \t]$", field, re.M)  # no trailing spaces, no hard breaks


@pytest.mark.parametrize("seed", SEED_DECKS)
def test_crlf_and_a_bom_change_nothing(seed: str) -> None:
    text = (SEEDS / seed).read_text(encoding="utf-8")
    variant = "\ufeff" + text.replace("\n", "\r\n")
    deck_id = SEED_DECKS[seed][0]
    assert import_text(variant, source=seed, deck_id=deck_id).deck == imported(seed)


@pytest.mark.parametrize(
    "edit",
    [
        lambda t: t.replace("### Question", "#### Question"),
        lambda t: t.replace("**Answer**: ", "**Answer:** "),
        lambda t: t.replace("**Answer**: ", "Correct answer: "),
        lambda t: re.sub(r"^([A-D])\) ", r"(\1) ", t, flags=re.M),
        lambda t: t.replace("\n\n", "\n"),
    ],
    ids=["h4", "answer-colon-in-bold", "correct-answer", "paren-letters", "no-blank-lines"],
)
def test_module_202_in_other_spellings(edit: Callable[[str], str]) -> None:
    text = (SEEDS / "module-202-quiz.md").read_text(encoding="utf-8")
    result = import_text(edit(text), source="module-202-quiz.md", deck_id="module-202-quiz")
    assert result.deck == imported("module-202-quiz.md")


def test_names_are_the_documents_titles() -> None:
    names = {seed: import_file(SEEDS / seed).deck.name for seed in SEED_DECKS}
    assert names == {
        "module-202-quiz.md": "Module 202 Quiz: Distributed Training at Scale",
        "chapter-35-quiz.txt": "Chapter 35: Quiz -- Distributed Training and Scaling",
        "day-33-distributed-training.md": "Day 33: Distributed Training - Interview Questions",
        "day-24-model-training.md": "Day 24: Model Training - Interview Questions",
        "distributed-training-questions.txt": "Distributed Training Questions",
    }


def test_warnings() -> None:
    warnings = {seed: import_file(SEEDS / seed).warnings for seed in SEED_DECKS}
    assert warnings["distributed-training-questions.txt"] == (
        "distributed-training-questions.txt:2: 1 line of introduction before the first question "
        "('Distributed training is the core competency for AI infras...'); not imported",
        "distributed-training-questions.txt:125: ignored the last line 'Lilly Tech Systems': "
        "it looks like a page footer, not part of an answer",
    )
    # a quiz's scoring guide is in no card, and said so (a judge counted it lost in silence)
    for seed in ("module-202-quiz.md", "chapter-35-quiz.txt"):
        (guide,) = warnings[seed]
        assert "lines of end matter in no card ('Scoring Guide'); not imported" in guide
    assert all(
        not w
        for seed, w in warnings.items()
        if seed
        not in ("distributed-training-questions.txt", "module-202-quiz.md", "chapter-35-quiz.txt")
    )


# -- the choice quizzes: every letter checked against the document ---------------------------


def test_module_202_answers_match_the_questions_and_the_answer_key() -> None:
    text = (SEEDS / "module-202-quiz.md").read_text(encoding="utf-8")
    own = re.findall(r"^\*\*Answer\*\*: ([A-D])$", text, re.M)
    summary = text.split("## Answer Key Summary", 1)[1].split("---", 1)[0]
    key = {int(n): letter for n, letter in re.findall(r"(\d+)\. ([A-D])", summary)}
    deck = imported("module-202-quiz.md")
    answers = [c.answer for c in deck.cards]
    assert answers == own
    assert answers == [key[n] for n in range(1, 26)]
    assert key[9] == "A" == deck.card("q09").answer  # the key agrees with question 9's own answer
    assert deck.card("q09").correct_choice == "A reference to a Python object in Ray's object store"


def test_module_202_texts_and_tags() -> None:
    deck = imported("module-202-quiz.md")
    q02 = deck.card("q02")
    assert q02.question == "In Ring AllReduce, how many times is data transferred for N GPUs?"
    assert q02.choices == {"A": "N times", "B": "N-1 times", "C": "2(N-1) times", "D": "N² times"}
    assert q02.explanation == (
        "Ring AllReduce consists of two phases: scatter-reduce (N-1 steps) and allgather "
        "(N-1 steps), totaling 2(N-1) communication steps. This makes it bandwidth-optimal."
    )
    assert deck.card("q25").explanation.endswith(
        "Also consider checkpointing at validation milestones."
    )
    tags = [c.tags[0] for c in deck.cards]
    assert tags == (
        ["fundamentals"] * 7
        + ["ray-and-frameworks"] * 5
        + ["nccl-and-networking"] * 4
        + ["mixed-precision-and-optimization"] * 5
        + ["fault-tolerance-and-production"] * 4
    )


def test_chapter_35_answers_match_the_document() -> None:
    text = (SEEDS / "chapter-35-quiz.txt").read_text(encoding="utf-8")
    own = re.findall(r"^Answer: ([A-D]) Explanation: ", text, re.M)
    deck = imported("chapter-35-quiz.txt")
    assert [c.answer for c in deck.cards] == own == list("BCBBCDBBBBCBBBB")
    for card in deck.cards:
        assert list(card.choices) == ["A", "B", "C", "D"]
    q06 = deck.card("q06")
    assert q06.choices == {
        "A": "4P bytes",
        "B": "8P bytes",
        "C": "12P bytes",
        "D": "16P + activations bytes",
    }
    q15 = deck.card("q15")
    assert q15.explanation == (
        "torchrun (torch.distributed.run) handles process launching, environment variable setup, "
        "fault detection, and worker restart for distributed PyTorch training. It replaces the "
        "older torch.distributed.launch utility."
    )


# -- the open Q&A decks ----------------------------------------------------------------------


def test_day_33_texts() -> None:
    deck = imported("day-33-distributed-training.md")
    q01 = deck.card("q01")
    assert q01.question == (
        "What is the difference between `DataParallel` (DP) and `DistributedDataParallel` (DDP)?"
    )
    assert q01.answer.startswith("*   **DP**: Single Process, Multi-Thread.")
    assert q01.answer.endswith("No GIL bottleneck. Recommended.")
    assert deck.card("q05").answer == (
        "*   When increasing batch size by $k$, we should roughly increase Learning Rate by $k$.\n"
        "*   Because larger batches provide cleaner gradients (less noise), allowing larger steps."
    )
    assert deck.card("q20").answer.endswith("(All-Reduce) instead of computing.")


def test_day_24_texts() -> None:
    deck = imported("day-24-model-training.md")
    assert deck.card("q03").question == "Explain the Parameter Server architecture."
    assert deck.card("q20").answer == (
        "*   Time per step $\\times$ Steps per epoch $\\times$ Epochs.\n"
        "*   Factor in communication overhead (scaling efficiency < 100%)."
    )


def test_distributed_training_questions_texts() -> None:
    deck = imported("distributed-training-questions.txt")
    q01 = deck.card("q01")
    assert (
        q01.question == "Explain data parallelism. How does it work and what are its limitations?"
    )
    assert q01.answer.startswith("Data parallelism is the simplest distributed training strategy.")
    assert (
        "\n\nSteps per iteration:\n\n- Each GPU receives a different mini-batch of data\n"
        in q01.answer
    )
    assert "\n\nLimitations:\n\n- Model must fit on single GPU:" in q01.answer
    table = "| Feature | PyTorch FSDP | DeepSpeed ZeRO |\n|---|---|---|\n| Integration |"
    assert table in deck.card("q06").answer
    q10 = deck.card("q10")  # `Answer:` alone on its line, the text below
    assert q10.answer.startswith("Synchronous training (standard approach): All GPUs compute")
    assert q10.answer.endswith("parameter servers are used for sparse updates.")
