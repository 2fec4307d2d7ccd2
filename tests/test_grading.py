"""The free-text grader on the hard cases, and held to its reported figures on labelled answers."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

import pytest

from srs.grading import (
    QUALITY_CUTS,
    Corpus,
    Grade,
    grade,
    grade_answer,
    is_no_answer,
    pick_choice,
    quality_for,
)
from srs.model import Card
from tests import grader_eval

DDP_REF = (
    "DDP runs one process per GPU and synchronises gradients with all-reduce in the backward pass."
)
DDP_Q = "How does PyTorch train one model on many GPUs?"

RING = Card(
    id="q02",
    question="In Ring AllReduce, how many times is data transferred for N GPUs?",
    answer="C",
    explanation=(
        "Ring AllReduce consists of two phases: scatter-reduce (N-1 steps) and allgather "
        "(N-1 steps), totaling 2(N-1) communication steps. This makes it bandwidth-optimal."
    ),
    choices={"A": "N times", "B": "N-1 times", "C": "2(N-1) times", "D": "N² times"},
)

BF16 = Card(
    id="q17",
    question="What is the main advantage of BF16 over FP16?",
    answer="B",
    explanation="BFloat16 has the same exponent bits (8) as FP32, giving it the same dynamic range.",
    choices={
        "A": "Higher precision",
        "B": "Same dynamic range as FP32",
        "C": "Faster computation",
        "D": "Less memory usage",
    },
)


def concepts_matched(g: Grade) -> set[str]:
    return {c.lower() for c in g.matched}


# --------------------------------------------------------------------------- matching


def test_alias_matches_expansion_both_ways() -> None:
    spelled = grade_answer(
        "DistributedDataParallel: one process per gpu, allreduce during backward", DDP_REF, DDP_Q
    )
    assert "DDP" in spelled.matched
    assert spelled.matched["DDP"] == ("DistributedDataParallel",)
    reverse = grade_answer(
        "DDP, one process per GPU",
        "Use DistributedDataParallel with one process per GPU.",
        "How do you train on many GPUs?",
    )
    assert "DistributedDataParallel" in reverse.matched
    assert reverse.matched["DistributedDataParallel"] == ("DDP",)


def test_deck_aliases_are_used() -> None:
    ref = "Use gradient accumulation over several micro-steps."
    plain = grade_answer("GA", ref, "How do you fit a big batch?")
    aliased = grade_answer(
        "GA", ref, "How do you fit a big batch?", aliases={"GA": "gradient accumulation"}
    )
    assert "gradient accumulation" not in plain.matched
    assert aliased.matched["gradient accumulation"] == ("GA",)
    assert aliased.score > plain.score


@pytest.mark.parametrize(
    ("answer", "concept", "words"),
    [
        ("the gradiants are averaged", "gradients", ("gradiants",)),
        ("an all-redcue", "all-reduce", ("all-redcue",)),
        ("an all reduce", "all-reduce", ("all", "reduce")),
        ("an allreduce", "all-reduce", ("allreduce",)),
        ("an All-Reduce", "all-reduce", ("All-Reduce",)),
        ("ALLREDUCE!", "all-reduce", ("ALLREDUCE",)),
    ],
)
def test_typos_hyphenation_case_and_spacing(
    answer: str, concept: str, words: tuple[str, ...]
) -> None:
    ref = "The gradients are summed with an all-reduce."
    g = grade_answer(answer, ref, "How are replicas kept in sync?")
    assert g.matched.get(concept) == words, g


def test_plural_and_verb_forms() -> None:
    ref = "FSDP shards parameters and synchronizes gradients."
    g = grade_answer(
        "sharding of the parameter, synchronization of the gradient", ref, "What is FSDP?"
    )
    assert {"shards", "parameters", "synchronizes", "gradients"} <= set(g.matched)


def test_accents_and_punctuation_are_ignored() -> None:
    g = grade_answer("Réduce-scatter, then áll-gather!!!", "reduce-scatter then all-gather", "")
    assert set(g.matched) == {"reduce-scatter", "all-gather"}


def test_short_keys_match_exactly_only() -> None:
    ref = "Combine DP with TP inside a node."
    g = grade_answer("combine PP with TP", ref, "How do you train a 175B model?")
    assert "DP" not in g.matched
    assert "TP" in g.matched


def test_numbers_and_identifiers_are_not_fuzzed() -> None:
    autocast = grade_answer(
        "casts everything to float64", "Runs matmuls in float16.", "What does autocast do?"
    )
    assert "float16" not in autocast.matched
    env = "NCCL_IB_DISABLE=0 enables InfiniBand."
    q = "Which NCCL variable turns on the fast network?"
    assert "NCCL_IB_DISABLE" not in grade_answer("NCCL_IB_ENABLE=1", env, q).matched
    assert "NCCL_IB_DISABLE" in grade_answer("nccl_ib_disable=0", env, q).matched


def test_substring_is_not_a_typo() -> None:
    g = grade_answer("pipeline parallelism", "Use DataParallel.", "Which wrapper?")
    assert g.matched == {}


def test_markup_like_text_is_plain_text() -> None:
    ref = "Annotate it as list[int] and print it with [bold] markup."
    g = grade_answer("[bold]list[int][/bold]", ref, "How?")
    assert {"list", "int", "bold"} <= {c.lower() for c in g.matched}
    assert 0 < g.score <= 1


def test_matched_words_are_reported_in_reference_order() -> None:
    g = grade_answer("allreduce in backward, ddp, process per gpu", DDP_REF, DDP_Q)
    labels = list(g.matched)
    assert labels == sorted(labels, key=DDP_REF.index)
    assert g.matched["all-reduce"] == ("allreduce",)
    assert set(g.matched).isdisjoint(g.missed)
    assert set(g.matched) | set(g.missed) <= set(g.concepts)


# --------------------------------------------------------------------------- scoring


def test_echo_of_the_question_scores_low() -> None:
    card = Card(
        "q14",
        'What is "Pipeline Bubble"?',
        "Idle time while stages wait; reduced by micro-batching.",
    )
    g = grade("a pipeline bubble is a bubble in the pipeline", card)
    assert g.score == 0.0
    assert g.quality <= 1
    assert grade("idle time while stages wait, micro-batching reduces it", card).quality >= 4


@pytest.mark.parametrize(
    "answer",
    [
        "",
        "   ",
        "I don't know",
        "i dont know",
        "idk",
        "IDK.",
        "no idea",
        "No idea!",
        "pass",
        "dunno",
        "not sure, sorry",
        "?",
    ],
)
def test_blank_and_dont_know_are_zero(answer: str) -> None:
    g = grade_answer(answer, DDP_REF, DDP_Q)
    assert (g.score, g.quality, g.matched) == (0.0, 0, {})
    assert is_no_answer(answer)


def test_a_hedge_with_content_is_an_answer() -> None:
    assert not is_no_answer("not sure, maybe all-reduce?")
    assert grade_answer("not sure, maybe all-reduce?", DDP_REF, DDP_Q).score > 0


def test_more_concepts_never_score_less_and_the_curve_is_concave() -> None:
    ref = "alpha bravo charlie delta echo foxtrot golf hotel"
    scores = [grade_answer(" ".join(ref.split()[:k]), ref, "").score for k in range(9)]
    assert scores == sorted(scores)
    assert scores[4] > 0.5 + 0.1  # half the concepts: well over half the score
    assert scores[8] == 1.0


def test_near_match_earns_partial_credit() -> None:
    ref = "accumulation"
    exact = grade_answer("accumulation", ref, "").score
    near = grade_answer("acumulatoin", ref, "").score  # two slips: partial credit
    assert exact == 1.0
    assert 0 < near < exact


def test_keywords_replace_extraction() -> None:
    card = Card(
        "k1",
        "How does ring all-reduce move data?",
        "Ring all-reduce runs a scatter-reduce then an allgather, each N-1 steps, so 2(N-1) in all.",
        keywords=("scatter-reduce", "allgather", "2(N-1)"),
    )
    g = grade("scatter reduce, all gather: 2(n-1)", card)
    assert g.concepts == ("scatter-reduce", "allgather", "2(N-1)")
    assert set(g.matched) == set(card.keywords)
    assert g.score == 1.0 and g.quality == 5
    extracted = grade("scatter reduce, all gather: 2(n-1)", Card("k2", card.question, card.answer))
    assert len(extracted.concepts) > 3
    assert extracted.score < 1.0


def test_long_reference_caps_required_concepts() -> None:
    long_ref = " ".join(f"term{i:03d}x" for i in range(200))
    g = grade_answer(" ".join(f"term{i:03d}x" for i in range(10)), long_ref, "")
    assert len(g.missed) <= 10
    assert g.score >= 0.7


def test_corpus_weights_rare_words_more() -> None:
    corpus = Corpus.from_texts(["gpu memory", "gpu compute", "gpu network", "topology aware"])
    assert corpus.idf("topolog") > corpus.idf("gpu")
    ref = "gpu topology"
    rare = grade_answer("topology", ref, "", corpus=corpus).score
    common = grade_answer("gpu", ref, "", corpus=corpus).score
    assert rare > common
    cards = [RING, BF16]
    assert Corpus.from_cards(cards).n_docs == 2


def test_quality_for_uses_the_fitted_cuts() -> None:
    assert quality_for(0.0, (0.1, 0.2, 0.3, 0.4, 0.5)) == 0
    assert quality_for(0.35, (0.1, 0.2, 0.3, 0.4, 0.5)) == 3
    assert quality_for(1.0) == 5
    assert list(QUALITY_CUTS) == sorted(QUALITY_CUTS)


# --------------------------------------------------------------------------- choice cards


@pytest.mark.parametrize(
    "answer", ["c", "C", "C)", "(c)", "c.", "answer: C", "Answer is c", " C ", "C) 2(N-1) times"]
)
def test_choice_letter_right(answer: str) -> None:
    g = grade(answer, RING, response_ms=3_000)
    assert (g.score, g.quality, g.correct, g.is_choice) == (1.0, 5, True, True)
    assert g.matched == {"C) 2(N-1) times": tuple(answer.split())}
    assert g.missed == ()


def test_choice_letter_slow_is_four() -> None:
    assert grade("C", RING, response_ms=25_000).quality == 4
    assert grade("C", RING, response_ms=25_000, slow_ms=30_000).quality == 5
    assert grade("C", RING).quality == 5  # untimed


@pytest.mark.parametrize("answer", ["b", "(A)", "answer: d", "e", "z"])
def test_choice_letter_wrong(answer: str) -> None:
    g = grade(answer, RING)
    assert (g.score, g.quality, g.correct) == (0.0, 1, False)
    assert g.matched == {}
    assert g.missed == ("C) 2(N-1) times",)


def test_choice_blank_is_zero() -> None:
    for answer in ("", "I don't know"):
        g = grade(answer, RING)
        assert (g.score, g.quality, g.correct) == (0.0, 0, False)


def test_choice_answered_by_option_text() -> None:
    assert grade("2(N-1) times", RING).correct is True
    assert grade("n-1 times", RING).correct is False
    assert grade("same dynamic range as fp32", BF16).correct is True
    assert grade("Same dynamic range as FP23", BF16).correct is True  # typo
    assert grade("higher precision", BF16).correct is False
    assert pick_choice("a reference to an object", BF16.choices) is None  # a word, not a letter


def test_choice_free_text_is_graded_as_open() -> None:
    g = grade("bf16 keeps the 8 exponent bits of fp32, so the same dynamic range", BF16)
    assert g.correct is None
    assert g.score > 0.5


def test_recall_mode_grades_a_choice_card_as_open() -> None:
    letter = grade("B", BF16, recall=True)
    assert (letter.correct, letter.score) == (None, 0.0)
    text = grade("same dynamic range as FP32 thanks to its 8 exponent bits", BF16, recall=True)
    assert text.correct is None
    assert text.quality >= 4
    assert "dynamic range" in text.matched


def test_grading_is_pure_and_does_not_import_the_ui() -> None:
    code = "import sys, srs.grading; print(any(m.split('.')[0] in ('textual', 'rich', 'tui') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# --------------------------------------------------------------------------- labelled answers


@pytest.fixture(scope="module")
def report() -> grader_eval.Report:
    try:
        decks = grader_eval.load_shipped()
    except RuntimeError as exc:  # pragma: no cover - a broken deck is another test's failure
        pytest.skip(f"shipped decks do not load: {exc}")
    return grader_eval.evaluate(decks=decks)


def test_labelled_set_is_sound() -> None:
    items = grader_eval.load_labelled()
    decks = grader_eval.load_shipped()
    assert len(items) >= 120
    assert set(Counter(i.deck for i in items)) == set(decks)
    for item in items:
        assert 0 <= item.grade <= 5
        decks[item.deck].card(item.card)  # every answer is to a real card
    grades = Counter(i.grade for i in items)
    assert all(grades[g] > 0 for g in range(6))


def test_a_good_short_answer_to_a_long_model_answer_reaches_four() -> None:
    decks = grader_eval.load_shipped()
    corpus = Corpus.from_cards(c for d in decks.values() for c in d.cards)
    card = decks["distributed-training-questions"].card("q01")  # ~300 words
    answer = (
        "Every GPU keeps a full replica of the model and gets its own mini-batch; after the "
        "backward pass the gradients are averaged with all-reduce so all replicas stay identical. "
        "It breaks down when the model plus optimizer state does not fit in one GPU's memory. "
        "At scale the communication overhead and the huge effective batch size become the problems."
    )
    assert grade(answer, card, corpus=corpus).quality >= 4
    assert grade("data parallelism splits the data", card, corpus=corpus).quality <= 2


def test_held_back_figures_hold(report: grader_eval.Report) -> None:
    ours, base = report.ours_held, report.base_held
    reported = grader_eval.REPORTED
    assert ours.spearman >= reported["spearman"] - 0.02
    assert ours.agreement >= reported["agreement"] - 0.02
    assert ours.mae <= reported["mae"] + 0.05
    assert ours.spearman > base.spearman
    assert ours.agreement >= base.agreement
    assert ours.mae < base.mae


def test_shipped_cuts_are_fitted() -> None:
    """QUALITY_CUTS must be what the fit halves of both sets give now (or as good): refit
    after changing the grader (`python -m tests.grader_eval` prints the fitted cuts)."""
    rows = [
        r
        for which in (1, 2)
        for items, decks in [grader_eval.load_set(which) or ([], {})]
        for r in grader_eval.grade_set([i for i in items if not i.held], decks, None)
    ]
    scores = [r.after_score for r in rows]
    grades = [r.item.grade for r in rows]

    def mae(cuts: tuple[float, ...]) -> float:
        return sum(
            abs(grader_eval.quality(s, cuts) - g) for s, g in zip(scores, grades, strict=True)
        ) / len(rows)

    assert mae(QUALITY_CUTS) <= mae(grader_eval.fit_cuts_both()) + 0.02


# --------------------------------------------------------------------------- issue 15


def test_parentheses_quotes_and_slashes_never_matter() -> None:
    ref = "Average the gradients (All-Reduce), then update the 'weights'/parameters."
    g = grade_answer("all-reduce", ref, "How are gradients combined?")
    assert "All-Reduce" in g.matched
    assert "weights" in grade_answer('"weights"', ref, "How?").matched
    # a formula keeps its parentheses: 2(N-1) is not 2N-1
    assert "2(N-1)" not in grade_answer("2N-1", "It takes 2(N-1) steps.", "How many?").matched


@pytest.mark.parametrize(
    ("typed", "concept", "reference"),
    [
        ("synchronous", "Async", "Async updates never wait for the slowest worker."),
        ("the loss scales", "unscales", "The optimizer unscales the gradients first."),
        ("every", "everything", "It shards everything across the ranks."),
        ("enable it", "disable", "Set the flag to disable the cache."),
    ],
)
def test_a_prefixed_or_longer_word_is_not_a_typo(typed: str, concept: str, reference: str) -> None:
    g = grade_answer(typed, reference, "What happens?")
    assert concept not in g.matched


def test_a_typo_is_still_a_typo() -> None:
    g = grade_answer("asynchronus updates", "Async updates never wait.", "What happens?")
    assert "Async" in g.matched


def test_one_concept_per_alias_group() -> None:
    g = grade_answer("x", "The stats, i.e. the statistics, are synced.", "What is synced?")
    assert sum(1 for c in g.concepts if c.lower().startswith("stat")) == 1


def test_code_concepts_are_identifiers_and_calls_not_example_literals() -> None:
    card = Card(
        id="x",
        question="How do you reverse a list in place in Python?",
        answer="Call `xs.reverse()`; it reverses the list in place without a copy.",
        explanation="```python\nxs = [1, 2, 3]\nxs.reverse()\n```",
    )
    g = grade("xs.reverse()", card)
    assert not {"1", "2", "3"} & set(g.concepts)
    assert g.quality >= 4
    wrong = grade("copy, 1 2 3", card)
    assert wrong.quality <= 2
    env = Card(
        id="y",
        question="How does a worker find rank 0?",
        answer="`dist.init_process_group()` reads `MASTER_ADDR` and `MASTER_PORT` from the env.",
    )
    as_code = grade(
        'os.environ["MASTER_ADDR"] = host; os.environ["MASTER_PORT"] = "29500"; '
        'dist.init_process_group("nccl")',
        env,
    )
    assert {"MASTER_ADDR", "MASTER_PORT"} <= set(as_code.matched) and as_code.quality >= 4


def test_aliases_never_widen_question_demotion() -> None:
    """Issue 15: an alias `rank: process` dropped a correct answer from 4 to 1."""
    ref = "Each process gets a rank: its id, 0 to N-1; rank 0 usually saves the checkpoints."
    q = "What is a rank?"
    answer = "the id of a process, from 0 to N-1"
    plain = grade_answer(answer, ref, q)
    aliased = grade_answer(answer, ref, q, aliases={"rank": "process"})
    assert aliased.quality >= plain.quality >= 3
    # an abbreviation is a second name: it still demotes (no credit for spelling out the question)
    echo = grade_answer(
        "DistributedDataParallel",
        DDP_REF,
        "What is DDP?",
        aliases={"DDP": "DistributedDataParallel"},
    )
    assert "DDP" not in echo.matched


def test_strictness_shifts_the_cut_points() -> None:
    from srs.grading import cuts_for

    ref = "Two phases: a scatter-reduce then an all-gather, 2(N-1) steps in all."
    assert cuts_for("normal") == QUALITY_CUTS
    assert all(a <= b for a, b in zip(cuts_for("lenient"), QUALITY_CUTS, strict=True))
    assert all(a >= b for a, b in zip(cuts_for("strict"), QUALITY_CUTS, strict=True))
    assert cuts_for("lenient")[0] == cuts_for("strict")[0] == 0.0  # any typed answer is a 1
    score = QUALITY_CUTS[3] + 0.01
    assert quality_for(score, cuts_for("strict")) < quality_for(score, QUALITY_CUTS)
    assert quality_for(QUALITY_CUTS[3] - 0.01, cuts_for("lenient")) > quality_for(
        QUALITY_CUTS[3] - 0.01, QUALITY_CUTS
    )
    card = Card(id="s", question="How does ring all-reduce work?", answer=ref)
    assert grade("a scatter-reduce", card, strictness="strict").strictness == "strict"


@pytest.fixture(scope="module")
def both_sets() -> dict[int, list[grader_eval.Graded]]:
    out = {}
    for which in (1, 2):
        loaded = grader_eval.load_set(which)
        assert loaded is not None, f"labelled set {which} is missing"
        items, decks = loaded
        out[which] = grader_eval.grade_set(items, decks, grader_eval.before_grader())
    return out


def test_both_sets_have_kinds_and_splits(both_sets: dict[int, list[grader_eval.Graded]]) -> None:
    for rows in both_sets.values():
        kinds = Counter(r.item.kind for r in rows)
        assert set(kinds) <= set(grader_eval.KINDS) and len(kinds) >= 7
        held = sum(r.item.held for r in rows)
        assert 0.35 < held / len(rows) < 0.65


def test_held_back_figures_of_both_sets_hold(
    both_sets: dict[int, list[grader_eval.Graded]],
) -> None:
    for which, reported in grader_eval.REPORTED_SETS.items():
        held = [r for r in both_sets[which] if r.item.held]
        m = grader_eval.summary(held, after=True)
        assert m.spearman >= reported["spearman"] - 0.02, which
        assert m.agreement >= reported["agreement"] - 0.02, which
        kinds = {k.kind: k for k in grader_eval.by_kind(held)}
        assert kinds["contradiction"].after <= reported["contradiction"] + 0.1, which
        assert kinds["paraphrase"].after >= reported["paraphrase"] - 0.1, which
        # and never worse than the grader before issue 15 on the whole half
        if grader_eval.before_grader() is not None:
            assert m.spearman >= grader_eval.summary(held, after=False).spearman


def test_the_grader_before_issue_15_is_still_measurable() -> None:
    from pathlib import Path

    if (Path(grader_eval.ROOT) / ".git").exists():
        before = grader_eval.before_grader()
        assert before is not None and hasattr(before, "grade")
        assert before.QUALITY_CUTS != QUALITY_CUTS


def test_contradiction_false_alarms_are_counted() -> None:
    item = grader_eval.Labelled("d", "c", "x", 5, kind="correct")
    rows = [
        grader_eval.Graded(item, 0.9, 5, 0.1, 1, True),
        grader_eval.Graded(item, 0.9, 5, 0.9, 5, False),
        grader_eval.Graded(grader_eval.Labelled("d", "c", "y", 1, kind="wrong"), 0, 1, 0, 1, True),
    ]
    assert grader_eval.false_alarms(rows) == (1, 2)
    [row] = grader_eval.by_kind(rows[:2])
    assert (row.kind, row.n, row.human, row.before, row.after) == ("correct", 2, 5.0, 5.0, 3.0)


def test_feedback_does_not_list_filler_generic_words_or_bare_numbers_as_missed() -> None:
    card = Card(
        "q1",
        "What is the communication volume of ring all-reduce?",
        "Ring all-reduce performs two phases; the total is 2(N-1)/N * D, which approaches 2D "
        "as N grows. A new node adds 0 extra steps.",
    )
    result = grade("2(N-1)/N times D", card)
    for filler in ("performs", "approaches", "grows", "new", "two", "total", "0"):
        assert filler not in result.missed
    assert "phases" in result.missed


# --------------------------------------------------------------------------- echoes, code, alternatives


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What is sharding?", "sharding is when you shard"),
        (
            "What's the difference between `.call` and `.apply`?",
            "call and apply differ in how they call it",
        ),
        ("What is supervised machine learning?", "machine learning that is supervised"),
    ],
)
def test_an_answer_that_repeats_the_question_is_an_echo(question: str, answer: str) -> None:
    reference = "Splitting rows across databases by a key; each shard holds a subset of the rows."
    g = grade_answer(answer, reference, question)
    assert g.echo and g.quality <= 1
    assert "repeats the question" in g.why()


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Which port does SSH use?", "port 22"),
        ("What is Neural Architecture Search?", "automatically searching for the architecture"),
        (
            "Schema: ads(ad_id, campaign_id, status). Write a query for the active campaigns "
            "with their ad count, the number of ads, grouped by campaign, ordered by count.",
            "select campaign_id, count(*) from ads where status = 'active' group by campaign_id",
        ),
    ],
)
def test_a_short_answer_or_code_with_question_words_is_no_echo(question: str, answer: str) -> None:
    assert not grade_answer(answer, "an answer about something else entirely", question).echo


def test_a_one_letter_option_is_a_concept() -> None:
    reference = "Stage parts of a file interactively:\n\n```sh\ngit add -p\n```"
    question = "How do you stage only parts of a changed file?"
    right = grade_answer("git add -p", reference, question)
    wrong = grade_answer("git add .", reference, question)
    assert "-p" in right.matched and "-p" in wrong.missed
    assert right.score > wrong.score


def test_alternatives_after_or_lines_are_graded_one_by_one() -> None:
    reference = (
        "Apply the last stash and remove it:\n\n```sh\ngit stash pop\n```\n\nor:\n\n"
        "```sh\ngit stash apply && git stash drop\n```"
    )
    question = "How do you apply the last stash and remove it from the list?"
    pop = grade_answer("git stash pop", reference, question)
    apply_drop = grade_answer("git stash apply, then git stash drop", reference, question)
    assert pop.quality == apply_drop.quality == 5
    assert "drop" not in pop.missed and "pop" not in apply_drop.missed


def test_the_names_an_example_binds_weigh_little() -> None:
    reference = (
        "```python\ncounter = dict()\nfor elem in numbers:\n"
        "    counter[elem] = counter.get(elem, 0) + 1\n```"
    )
    question = "Count how many times each element of a list occurs."
    g = grade_answer("d = {}; for x in nums: d[x] = d.get(x, 0) + 1", reference, question)
    assert g.quality >= 4
    assert grade_answer("len(numbers)", reference, question).quality <= 2


@pytest.mark.parametrize(
    "answer", ["don't remember", "I don't know it", "no idea how to do the ratio"]
)
def test_more_ways_of_saying_i_dont_know(answer: str) -> None:
    assert is_no_answer(answer)
    assert not is_no_answer("not sure, but I think it uses a ring")


def test_an_answer_whose_new_word_is_the_point_is_no_echo() -> None:
    question = "Explain the difference between synchronous and asynchronous functions."
    reference = (
        "Synchronous functions are blocking while asynchronous functions are not.\n\n"
        "Asynchronous functions accept a callback and execution continues on the next line."
    )
    g = grade_answer(
        "synchronous functions are blocking, asynchronous functions are not", reference, question
    )
    assert not g.echo
    assert grade_answer("synchronous and asynchronous functions", reference, question).echo


@pytest.mark.parametrize(
    ("reference", "question", "answer"),
    [
        (
            "Through iteration.",
            "What is the alternative to recursion?",
            "use an iterative solution",
        ),
        ("Through iteration.", "What is the alternative to recursion?", "solve it iteratively"),
        (
            "In the array declaration, or by using an initializer list.",
            "What are the two ways of specifying the length of an array?",
            "when declaring it, or by initializing it with a list of values",
        ),
    ],
)
def test_a_word_of_the_same_family_counts(reference: str, question: str, answer: str) -> None:
    """`iterative` for `iteration`, `declaring` for `declaration`: a right answer in another
    form of the model answer's word (these scored 0 on the public Mohler set)."""
    graded = grade_answer(answer, reference, question)
    assert graded.quality >= 4, graded
    assert not graded.missed[:1] or graded.missed[0] not in ("iteration", "declaration")


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        ("The call is synchronous: it waits for the result.", "the call is asynchronous"),
        ("Scale the loss before backward.", "unscale the loss before backward"),
        ("Every rank holds a copy.", "everything is held"),
    ],
)
def test_a_prefixed_or_longer_word_is_no_family_member(reference: str, answer: str) -> None:
    """The word-family fallback strips endings only: `asynchronous` never counts for
    `synchronous`, nor `unscale` for `scale`."""
    word = {"synchronous": "synchronous", "Scale": "scale", "Every": "every"}
    graded = grade_answer(answer, reference, "")
    key = next(w for w in word.values() if w in reference.lower())
    assert key not in graded.matched


def test_root_is_snowballs_stem_of_plain_words_only() -> None:
    from srs.text import root

    assert root("iteration") == root("iterative") == root("iteratively") == "iter"
    assert root("declaring") == root("declaration")
    assert root("asynchronous") != root("synchronous")
    assert root("synchronise") == root("synchronize")
    assert root("float16") == root("GPU") == root("a") == ""


def test_links_and_addresses_are_no_concepts_and_bold_inside_a_word_does_not_split_it() -> None:
    """`[[Answer]](https://...)` and a bare address name nothing to say; `**RE**mote
    **DI**ctionary **S**erver` is three words, not `mote`, `DI`, `ctionary`, `erver`."""
    reference = (
        "[[Answer]](https://example.com/a-one-stop-shop-for-pca-5582fb7e0a9c) PCA reduces the "
        "number of features while keeping most of the variance (see https://example.com/pca)."
    )
    graded = grade_answer("it reduces the number of features and keeps most variance", reference)
    assert graded.quality == 5
    assert not any("example" in c or "5582" in c for c in graded.concepts)
    acronym = "Redis stands for **RE**mote **DI**ctionary **S**erver."
    assert (
        grade_answer("remote dictionary server", acronym, "Where does the name come from?").quality
        >= 4
    )
    assert "mote" not in grade_answer("x", acronym).concepts
