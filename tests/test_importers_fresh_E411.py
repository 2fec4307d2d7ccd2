"""Importer layouts met on fresh public documents (the held-out round Z240): notes whose
`- question` bullets sit at the margin, each answered by a fenced block at the margin under
it, some answers going on past their first block (a picture, a remark, a second block), and
questions that name output (`출력`, "display/print") while asking about no code.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_FENCE = "```"


def _block(*lines: str) -> str:
    return "\n".join([_FENCE, *lines, _FENCE])


_ANSWERED_ON = f"""# Storage notes

- Why does the engine keep a write-ahead journal?

{_block("Every change is journaled before the page is written.")}

- Which isolation levels does the engine offer?

{_block("read committed - each statement sees committed rows")}

![levels](https://example.org/levels.png)

{_block("serializable - transactions behave as if run one by one")}

- How is a checkpoint taken?

{_block("Dirty pages are flushed, then the journal is truncated.")}

See also the note on recovery.

- What does vacuum do?

{_block("It reclaims space held by dead rows.")}

- How do you size shared buffers?
"""


def test_an_answer_block_goes_on_past_a_picture_or_a_remark_to_the_next_question() -> None:
    """`- Which isolation levels ...?` over a block, a picture, a second block; `- How is a
    checkpoint taken?` over a block and a remark: each answer runs to the next question. The
    picture or remark was read as the end of the answer: the whole answer was dropped as
    text in no card and the question reported as having no answer."""
    got = result(_ANSWERED_ON)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (
            "Why does the engine keep a write-ahead journal?",
            _block("Every change is journaled before the page is written."),
        ),
        (
            "Which isolation levels does the engine offer?",
            _block("read committed - each statement sees committed rows")
            + "\n\n![levels](https://example.org/levels.png)\n\n"
            + _block("serializable - transactions behave as if run one by one"),
        ),
        (
            "How is a checkpoint taken?",
            _block("Dirty pages are flushed, then the journal is truncated.")
            + "\n\nSee also the note on recovery.",
        ),
        ("What does vacuum do?", _block("It reclaims space held by dead rows.")),
    ]
    assert [c.id for c in got.deck.cards] == ["q01", "q02", "q03", "q04"]
    assert [s.line for s in got.skipped] == [35]
    assert got.warnings == (
        "doc.md:35: '- How do you size shared buffers?' looks like a question, but no answer "
        "was found for it; not imported",
    )


_PICTURED = f"""# Storage notes

- What is a page?
  <img src="https://example.org/page.png" width=300 />

{_block("A fixed-size block of the table file.")}

<img src="https://example.org/layout.png" width=300 />

{_block("Each page holds a header, item pointers and tuples.")}

- What is a tuple header?

{_block("Visibility fields and the null bitmap.")}

- What is TOAST used for?

{_block("Values too large for a page are stored apart.")}
"""


def test_a_question_with_its_own_picture_keeps_every_block_of_its_answer() -> None:
    """`- What is a page?` with a picture indented under it, then a block, another picture
    and a second block at the margin: the item's answer runs on past the item, as its
    siblings' do. Ended with the item, it kept the first block only; the second picture and
    block were text in no card."""
    got = result(_PICTURED)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "What is a page?",
        "What is a tuple header?",
        "What is TOAST used for?",
    ]
    assert cards[0].answer == (
        "![](https://example.org/page.png)\n\n"
        + _block("A fixed-size block of the table file.")
        + "\n\n![](https://example.org/layout.png)\n\n"
        + _block("Each page holds a header, item pointers and tuples.")
    )
    assert cards[1].answer == _block("Visibility fields and the null bitmap.")
    assert got.skipped == ()
    assert got.warnings == ()


def _indented(*lines: str) -> str:
    return "\n".join("  " + line for line in (_FENCE, *lines, _FENCE))


_OUTPUT_WORDS = f"""# 메모

- 화면에 목록을 출력하기 위해 필요한 메서드를 설명하시오.

{_indented("numberOfRows 와 cellForRow 를 구현한다.")}

- 다음 코드의 출력 결과는?

{_indented("print(1 + 1)")}

- 아래 값을 출력하면 무엇이 나오는가?

{_indented("print(2 * 3)")}

  6 이 나온다.
"""


def test_an_output_word_alone_does_not_make_the_answer_block_the_questions_code() -> None:
    """`- 화면에 목록을 출력하기 위해 필요한 메서드를 설명하시오.` ("explain the methods needed to
    display the list") over its answer's block: the word for output/display is a cue, not
    proof that the block is code the question shows. Taken as proof, the block became the
    question's code and the answered question was reported as having no answer."""
    got = result(_OUTPUT_WORDS)
    cards = got.deck.cards
    assert cards[0].question == "화면에 목록을 출력하기 위해 필요한 메서드를 설명하시오."
    assert cards[0].answer == _block("numberOfRows 와 cellForRow 를 구현한다.")
    assert not any("출력하기" in s.reason for s in got.skipped)


def test_a_question_pointing_at_its_code_keeps_it_as_before() -> None:
    """Near misses: `- 다음 코드의 출력 결과는?` ("the output of the following code?") points
    at the block under it in so many words: the block is the question's, nothing answers it,
    and it is reported unanswered; `- 아래 값을 출력하면 무엇이 나오는가?` over its code and an
    answer after it keeps the code in the question (the cue holds when an answer follows)."""
    got = result(_OUTPUT_WORDS)
    cards = got.deck.cards
    assert len(cards) == 2
    assert cards[1].id == "q03"
    assert cards[1].question == "아래 값을 출력하면 무엇이 나오는가?\n\n" + _block("print(2 * 3)")
    assert cards[1].answer == "6 이 나온다."
    assert [(s.line, s.reason) for s in got.skipped] == [(9, "question #2 has no answer; skipped")]


_NEAR_MISS = f"""# Quiz

- What does this print?

{_block('print(len("abc"))')}

Answer: 3

- Why use a connection pool?

{_block("Opening connections is slow.")}

> Pools also cap the load on the server.

- How do you reverse a list?

{_block("xs[::-1]")}

- What does this code print?

{_block("print(2 ** 3)")}
"""


def test_code_a_question_shows_and_a_quoted_note_read_as_before() -> None:
    """Near misses of the answer that goes on: a block the question points at over its
    labelled answer stays the question's; a quote after an answer block stays its note; a
    question about the code shown under it, with nothing after, is reported unanswered."""
    got = result(_NEAR_MISS)
    cards = got.deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("What does this print?\n\n" + _block('print(len("abc"))'), "3", ""),
        (
            "Why use a connection pool?",
            _block("Opening connections is slow."),
            "Pools also cap the load on the server.",
        ),
        ("How do you reverse a list?", _block("xs[::-1]"), ""),
    ]
    assert [(s.line, s.reason) for s in got.skipped] == [(25, "question #4 has no answer; skipped")]
