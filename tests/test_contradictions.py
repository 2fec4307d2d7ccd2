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
    (  # denied of one thing and granted the other, one thing named
        "Why is a spinlock cheaper than a mutex for short waits?",
        "A spinlock has no context switch: the thread busy-waits. Unlike the spinlock, a mutex "
        "puts the thread to sleep and needs a context switch to wake it.",
        "because a spinlock does a context switch every time",
        "negation",
    ),
    (  # a thing defined by the other's defining word
        "What is the difference between bandwidth and latency?",
        "Bandwidth is the amount of data moved per second. Latency is the delay before the "
        "first byte arrives.",
        "bandwidth is the delay of one packet and latency is how much data you can move",
        "swap",
    ),
    (  # the sentences of a list go on about the thing before; "instead of" denies
        "What is the difference between a B-tree and an LSM tree?",
        "An LSM tree buffers writes in memory and flushes them sequentially.\n\n"
        "Key differences with a B-tree:\n\n- it is append-only, instead of in-place\n"
        "- writes are sequential, instead of random",
        "a B-tree is append-only with sequential writes, an LSM tree updates in-place",
        "swap",
    ),
    (  # a domain antonym (glossary)
        "What is the `/sys` filesystem?",
        "A virtual file system the kernel exports: its files describe devices and drivers.",
        "a physical disk partition",
        "opposite",
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
    (  # the answer's own negation: "not real files" is the model's "virtual"
        "What is the `/sys` filesystem?",
        "A virtual file system the kernel exports: its files describe devices and drivers.",
        "not real files on disk, the kernel makes them up when you read them",
    ),
    (  # "isn't TCP or UDP" denies both: no swap of ping and the ports
        "Which port does `ping` use?",
        "`ping` uses ICMP echo packets. There is no port: ports belong to TCP and UDP.",
        "trick question: ping isn't tcp or udp, so there's no port number at all",
    ),
    (  # denied of one thing, and the answer denies it too
        "Why is a spinlock cheaper than a mutex for short waits?",
        "A spinlock has no context switch: the thread busy-waits. Unlike the spinlock, a mutex "
        "puts the thread to sleep and needs a context switch to wake it.",
        "the spinlock never context switches, it just spins; the mutex sleeps and switches",
    ),
    (  # definitions by the right words ("layer 2" is not "layer 3")
        "What is the difference between a VLAN and a subnet?",
        "A VLAN is layer 2, a partition of a switch. A subnet is layer 3, a range of addresses.",
        "a vlan is layer 2 and splits the switch, a subnet is layer 3 ip range",
    ),
    (  # each name with the number before it: `22 ssh` is not `ssh 25`
        "List common network ports.",
        "- SSH: 22\n- SMTP: 25\n- DNS: 53",
        "22 ssh, 25 smtp, 53 dns",
    ),
    (  # "instead of textual" denies textual of HTTP/2: saying it of 1.1 is right
        "What is the difference between HTTP 1.1 and HTTP 2?",
        "HTTP/2 is binary, instead of textual, and fully multiplexed over one connection.",
        "http 2 is binary rather than text and multiplexed, http 1.1 is textual",
    ),
    (  # the model answer denies the change of immutable types, the answer grants it mutable ones
        "What are mutable and immutable types?",
        "Immutable types can't be changed in place: strings and tuples. Mutable: lists, dicts.",
        "mutable types like list and dict can be changed in place, immutable ones like str can't",
    ),
    (  # `non-blocking` denies blocking
        "What is the difference between synchronous and asynchronous functions?",
        "Synchronous functions are blocking while asynchronous functions are not.",
        "sync = blocking, async = non-blocking",
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


@pytest.mark.parametrize("negated", ["can't", "cant", "cannot"])
def test_a_contraction_negates_with_or_without_its_apostrophe(negated: str) -> None:
    question = "What are immutable types?"
    reference = f"Types whose values {negated} be changed in place after creation: str, tuple."
    g = grade_answer(
        "types whose values can be changed in place after creation", reference, question
    )
    assert [c.kind for c in g.conflicts] == ["negation"]


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        (
            "The TLB is a small, fast hardware cache in the MMU for address translations.",
            "a big software cache in main memory for the address translations",
        ),
        (
            "A decision tree is easy to implement, with fast training and fast inference.",
            "a decision tree has slow training and slow inference",
        ),
        (
            "Channels are a typed conduit through which goroutines send and receive values.",
            "channels are untyped, any goroutine can send any value through them",
        ),
    ],
)
def test_common_antonyms_in_their_base_forms(reference: str, answer: str) -> None:
    """big / small, slow / fast, software / hardware, untyped / typed: the glossary had the
    comparatives (faster / slower) but not the words themselves."""
    graded = grade_answer(answer, reference)
    assert graded.conflicts and graded.quality <= CONFLICT_CAP


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        (
            "| Feature | CMD | ENTRYPOINT |\n|---|---|---|\n"
            "| **Overridable?** | Yes | No (unless `--entrypoint` is used) |",
            "ENTRYPOINT is fixed and can't be overridden unless you use --entrypoint",
        ),
        (
            "The cache is updated together with the database, not just refreshed on misses.",
            "it is updated with the database, not only refreshed on a miss",
        ),
    ],
)
def test_no_conflict_from_unless_or_not_only(reference: str, answer: str) -> None:
    """`unless` is a function word (a model answer's `No (unless ...)` denies nothing an
    answer says), and `not only X` / `not just X` grant X."""
    assert not grade_answer(answer, reference).conflicts


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        (
            "The kubelet restarts a failed container automatically.",
            "the kubelet does not restart a failed container, you have to do it by hand",
        ),
        (
            "Kafka persists messages to disk and replicates them across brokers.",
            "kafka writes messages to disk but never replicates them",
        ),
    ],
)
def test_an_answer_denying_what_the_model_answer_plainly_states(
    reference: str, answer: str
) -> None:
    graded = grade_answer(answer, reference)
    assert graded.conflicts and graded.conflicts[0].kind == "negation"


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        # the model answer says it less plainly: a soft negation, a word that takes away
        ("Passing by reference avoids making copies of large data.", "it does not copy the data"),
        ("The base case is missing, so the recursion never stops.", "there is no base case"),
        # a purpose clause, "not only", a denial far from its word
        (
            "Loss scaling keeps small gradients from underflowing in fp16.",
            "scale the loss so fp16 gradients do not underflow",
        ),
        (
            "The cache is refreshed together with the database.",
            "it is not only refreshed on misses",
        ),
    ],
)
def test_denials_that_state_nothing_against_the_model_answer(reference: str, answer: str) -> None:
    assert not grade_answer(answer, reference).conflicts


def test_a_denial_of_one_compared_thing_is_no_denial_of_the_other() -> None:
    """The model answer denies `overridden` of ENTRYPOINT and says nothing more of CMD than
    "can": an answer saying CMD can be overridden is right; one saying ENTRYPOINT can is not."""
    reference = "ENTRYPOINT cannot be overridden (unless `--entrypoint` is used); CMD can."
    question = "What is the difference between CMD and ENTRYPOINT?"
    right = (
        "CMD can be overridden by docker run args, ENTRYPOINT can't unless you pass --entrypoint"
    )
    assert not grade_answer(right, reference, question).conflicts
    wrong = "ENTRYPOINT can be overridden by docker run args"
    assert grade_answer(wrong, reference, question).conflicts
