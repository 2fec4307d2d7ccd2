"""Grading speed on 300-word references: first call (concepts extracted) and cached calls.

Run with `python -m tests.benchmarks.bench_grading`. Not collected by pytest (benchmarks are
excluded from the default run); plain time.perf_counter, median and p99 over many runs.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from srs import grading
from srs.decks import load_decks
from srs.text import words

_VOCAB = words(
    "gradient all-reduce reduce-scatter allgather pipeline bubble micro-batch tensor parallelism "
    "ZeRO-3 FSDP DDP NCCL InfiniBand NVLink bandwidth latency optimizer states parameters shard "
    "checkpoint elastic worker straggler learning rate warmup batch size mixed precision FP16 BF16 "
    "loss scaling underflow activation recompute memory throughput topology ring tree node rank "
    "world_size MASTER_ADDR torch.cuda.amp.autocast 2(N-1) overlap backward forward communication "
    "the a of to in and is for with on that each every across when while by"
)

_VOCAB_LIST = sorted(_VOCAB)


def reference(rng: random.Random, words: int = 300) -> str:
    """A synthetic model answer of `words` words drawn from the field's vocabulary."""
    return " ".join(rng.choice(_VOCAB_LIST) for _ in range(words))


def answer(rng: random.Random, words: int = 40) -> str:
    return " ".join(rng.choice(_VOCAB_LIST) for _ in range(words))


def measure(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    """(median, p99) wall time of fn in milliseconds."""
    times: list[float] = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.99))]


def samples(first_runs: int = 300, cached_runs: int = 2000) -> dict[str, list[float]]:
    """Per-call times (ms) for the suite: `first` (a reference never seen) and `cached`."""
    rng = random.Random(7)
    question = "How does data parallel training synchronise gradients?"
    corpus = grading.Corpus.from_texts(reference(rng) for _ in range(100))
    refs = [reference(rng) for _ in range(first_runs + 1)]
    answers = [answer(rng) for _ in range(400)]
    first: list[float] = []
    for i in range(first_runs):
        ref, typed = refs[i], answers[i % len(answers)]
        start = time.perf_counter()
        grading.grade_answer(typed, ref, question, corpus=corpus)
        first.append((time.perf_counter() - start) * 1000)
    cached_ref = refs[-1]
    grading.grade_answer("warm up", cached_ref, question, corpus=corpus)
    cached: list[float] = []
    for i in range(cached_runs):
        typed = answers[i % len(answers)]
        start = time.perf_counter()
        grading.grade_answer(typed, cached_ref, question, corpus=corpus)
        cached.append((time.perf_counter() - start) * 1000)
    return {"first": first, "cached": cached}


def main() -> int:
    rng = random.Random(7)
    question = "How does data parallel training synchronise gradients?"
    corpus = grading.Corpus.from_texts(reference(rng) for _ in range(100))
    refs = [reference(rng) for _ in range(400)]
    answers = [answer(rng) for _ in range(400)]

    def first() -> None:  # a reference never seen: extraction + matching
        grading.grade_answer(answers[len(refs) % len(answers)], refs.pop(), question, corpus=corpus)

    first_median, first_p99 = measure(first, 300)
    cached_ref = reference(rng)
    grading.grade_answer("warm up", cached_ref, question, corpus=corpus)
    it = iter(answers * 10)

    def cached() -> None:  # the same reference, a new 40-word answer each time
        grading.grade_answer(next(it), cached_ref, question, corpus=corpus)

    cached_median, cached_p99 = measure(cached, 2000)
    long_answer = answer(rng, 300)

    def cached_long() -> None:
        grading.grade_answer(long_answer, cached_ref, question, corpus=corpus)

    long_median, long_p99 = measure(cached_long, 300)
    print("grading against 300-word references (ms)      median      p99")
    print(f"first call (extract + grade, 40-word answer) {first_median:9.3f} {first_p99:9.3f}")
    print(f"cached concepts, 40-word answer              {cached_median:9.3f} {cached_p99:9.3f}")
    print(f"cached concepts, 300-word answer             {long_median:9.3f} {long_p99:9.3f}")
    shipped(answers)
    return 0


def shipped(answers: list[str]) -> None:
    """The same on the longest shipped card, with the corpus the review screen builds."""
    decks, _ = load_decks([Path(__file__).resolve().parents[2] / "decks"])
    cards = [c for d in decks for c in d.cards]
    if not cards:
        return
    corpus = grading.Corpus.from_cards(cards)
    card = max(cards, key=lambda c: len(c.reference.split()))
    typed = "each gpu has a copy of the model, gradients are averaged with allreduce; the model must fit"
    it = iter(answers * 10)

    def fresh() -> None:
        grading._concept_set.cache_clear()
        grading.grade(typed, card, corpus=corpus)

    def cached() -> None:
        grading.grade(next(it), card, corpus=corpus)

    def cached_typed() -> None:
        grading.grade(typed, card, corpus=corpus)

    print(f"longest shipped card: {len(card.reference.split())} words ({card.id})")
    for label, fn, runs in (
        ("first call, typed answer", fresh, 300),
        ("cached, typed answer", cached_typed, 2000),
        ("cached, 40 random field words", cached, 2000),
    ):
        median, p99 = measure(fn, runs)
        print(f"{label:<45}{median:9.3f} {p99:9.3f}")


if __name__ == "__main__":
    raise SystemExit(main())
