"""The contradiction check: the hits it must find, and the correct answers it must leave alone."""

from __future__ import annotations

import pytest

from srs.grading import CONFLICT_CAP, grade_answer

# (question, model answer, an answer stating the opposite, the kind expected)
HITS = [
    (
        "What does consistent hashing change when a node is added?",
        "Only about 1/N of the keys move to the new node; the other keys stay where they are.",
        "Adding or removing a node remaps almost all of the keys.",
        "quantity",
    ),
    (
        "Why does mixed precision need loss scaling?",
        "Small fp16 gradients underflow to zero, so the loss is scaled up before backward.",
        "to prevent overflow",
        "opposite",
    ),
    (
        "What is the difference between synchronous and asynchronous functions?",
        "Synchronous functions are blocking while asynchronous functions are not.",
        "asynchronous functions are blocking while synchronous functions are not",
        "swap",
    ),
    (
        "What's the difference between `.call` and `.apply`?",
        "`.call` takes comma-separated arguments while `.apply` takes an array of arguments.",
        "call takes an array of arguments and apply takes them comma separated",
        "swap",
    ),
    (
        "How does ring all-reduce avoid a bottleneck?",
        "GPUs in a logical ring pass chunks to their neighbour: no central server bottleneck.",
        "a single central server gathers the gradients, averages them and broadcasts them",
        "negation",
    ),
    (
        "What does ZeRO stage 3 shard?",
        "It shards the optimizer states, the gradients and the parameters across GPUs.",
        "only the optimizer states",
        "only",
    ),
    (
        "How do you turn InfiniBand on for NCCL?",
        "Set NCCL_IB_DISABLE=0 in the environment.",
        "set NCCL_IB_DISABLE to 1",
        "value",
    ),
]

# correct answers and paraphrases that share the risky words
CLEAN = [
    (
        "Why does mixed precision need loss scaling?",
        "Loss scaling prevents small fp16 gradients from underflowing to zero.",
        "so fp16 gradients don't underflow: scale the loss up, unscale before the step",
    ),
    (
        "What does gradient accumulation give you?",
        "A larger effective batch when memory is limited: micro-batches are summed before a step.",
        "a bigger effective batch without more memory",
    ),
    (
        "What is data parallelism?",
        "Each GPU holds a complete model copy and processes different data batches.",
        "you just replicate the model and give every GPU its own batch",
    ),
    (
        "What is RDMA?",
        "Direct memory access between machines without involving the OS.",
        "reading another machine's memory directly, bypassing the OS",
    ),
    (
        "Explain hoisting.",
        "`var` declarations are moved to the top of their scope; only the declaration is hoisted, "
        "the assignment stays where it is.",
        "var declarations move to the top of the function but not the assignment",
    ),
    (
        "How does data parallel training synchronise gradients?",
        "Gradients are averaged with all-reduce during the backward pass, overlapping the forward "
        "of the next micro-batch.",
        "after the backward pass the gradients are averaged with all-reduce",
    ),
]


@pytest.mark.parametrize(("question", "reference", "answer", "kind"), HITS)
def test_the_opposite_is_found_and_explained(
    question: str, reference: str, answer: str, kind: str
) -> None:
    g = grade_answer(answer, reference, question)
    assert [c.kind for c in g.conflicts] == [kind]
    assert g.quality <= CONFLICT_CAP
    message = g.conflicts[0].message
    assert message.startswith("the answer says *") and "; the model answer says *" in message


def test_the_quantity_message_quotes_both_sides() -> None:
    g = grade_answer(*HITS[0][2:3], HITS[0][1], HITS[0][0])
    assert g.conflicts[0].message == (
        "the answer says *almost all of the keys*; the model answer says *about 1/N of the keys*"
    )


@pytest.mark.parametrize(("question", "reference", "answer"), CLEAN)
def test_correct_answers_are_left_alone(question: str, reference: str, answer: str) -> None:
    g = grade_answer(answer, reference, question)
    assert g.conflicts == ()
    assert g.quality >= 3
