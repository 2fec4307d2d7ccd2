"""One definition for each small shape the importer's passes used to copy (review item E457).

The rule line (`---`, `***`, `___`) had three copies that drifted apart, and more besides; the
importer's negation words repeated the contradiction check's; seven passes carried the same
"any tag" pattern, two the same table rule. The tests pin the shared shapes on made-up
lines, check that the passes use the one object, and that documents whose reading rests on
them import as they did.
"""

from __future__ import annotations

import pytest

from srs import contradictions, text
from srs.importers import (
    anki_records,
    blocks,
    common,
    controls,
    dropdownkeys,
    equalsigns,
    htmllabels,
    indentedkeys,
    markers,
    optionnames,
    pagefolds,
    promptbullets,
    quotequestions,
    roleblocks,
    ruledquestions,
    siblingasks,
)
from srs.importers.anytags import ANY_TAG_RE
from srs.importers.thematicbreaks import (
    RULE_RE,
    SEPARATOR_RE,
    TABLE_RULE_RE,
    drawn_rule,
    is_rule,
)
from tests.importing import result

# -- the shapes, on made-up lines ---------------------------------------------------------------

_RULES = ["---", "***", "___", "- - -", "* * *", "_ _ _", "-----", "   ---", "***   ", "-\t-\t-"]
_NO_RULES = [
    "",
    "--",
    "- -",
    "- - x",
    "***bold***",
    "---title",
    "-*-",
    "    ---",
    "\t---",
    "===",
    "...",
    "-- x --",
    "__init__",
]


@pytest.mark.parametrize("line", _RULES)
def test_a_thematic_break_is_a_rule(line: str) -> None:
    """Three or more of one mark, blanks between and after them, at most three spaces in."""
    assert is_rule(line)
    assert RULE_RE.match(line) is not None
    assert drawn_rule(line)
    assert SEPARATOR_RE.match(line) is not None


@pytest.mark.parametrize("line", _NO_RULES)
def test_near_misses_are_no_rule(line: str) -> None:
    """Two marks, a word after the marks or glued to them, marks mixed, an indent of four
    (code), `===` and `...` (an underline, an ellipsis): no Markdown rule."""
    assert not is_rule(line)
    assert RULE_RE.match(line) is None


@pytest.mark.parametrize("line", ["===", "= = =", "###", "...", "~~~~", "      ----", "- -"])
def test_a_drawn_rule_takes_any_row_of_one_mark(line: str) -> None:
    """The looser shape a list of questions parts its sections with: any one mark repeated
    on its own line, at any indent (two with a blank between count, as they did)."""
    assert drawn_rule(line)


@pytest.mark.parametrize("line", ["- - x", "***bold***", "---title", "ab", "=-=", "What?"])
def test_a_drawn_rule_is_one_mark_and_nothing_else(line: str) -> None:
    assert not drawn_rule(line)


def test_a_separator_is_a_rule_or_a_row_plain_notes_draw() -> None:
    """`===` and eight dots or more part plain notes; three dots are an ellipsis."""
    assert SEPARATOR_RE.match("===") is not None
    assert SEPARATOR_RE.match("= = =") is not None
    assert SEPARATOR_RE.match("........") is not None
    assert SEPARATOR_RE.match("...") is None
    assert SEPARATOR_RE.match("--- x") is None


def test_a_table_rule_is_a_delimiter_row_going_on_with_a_pipe() -> None:
    assert TABLE_RULE_RE.match("|---|---|") is not None
    assert TABLE_RULE_RE.match(" :---: | ---") is not None
    assert TABLE_RULE_RE.match("---") is None
    assert TABLE_RULE_RE.match("| a | b |") is None


def test_any_tag_is_any_markup_between_angle_brackets() -> None:
    assert ANY_TAG_RE.sub("", '<span class="x">Show <b>answer</b></span>') == "Show answer"
    assert ANY_TAG_RE.sub("", "a < b and c > d") == "a  d"  # (no reader of prose: see its doc)


def test_the_importer_denies_with_the_contradiction_checks_plain_negations() -> None:
    """One list of negation words: the contradiction check adds the two that deny only the
    word after them (`without`, `nonexistent`); the importer's denial is built on the list."""
    assert text.NEGATION_WORDS < contradictions.NEGATORS
    assert {"without", "nonexistent"} == contradictions.NEGATORS - text.NEGATION_WORDS
    denied = optionnames._DENIED_RE
    for word in text.NEGATION_WORDS:
        assert denied.search(f"It is {word} right") is not None
        assert denied.search(f"It is {word.upper()} right") is not None
    assert denied.search("It doesn't hold") is not None
    assert denied.search("It works without one") is None
    assert denied.search("Nothing notable, known") is None


# -- the passes use the one object --------------------------------------------------------------


def test_the_passes_test_rules_with_the_shared_predicates() -> None:
    assert vars(blocks)["is_rule"] is is_rule
    assert vars(equalsigns)["is_rule"] is is_rule
    assert vars(siblingasks)["is_rule"] is is_rule
    assert vars(quotequestions)["is_rule"] is is_rule
    assert vars(ruledquestions)["is_rule"] is is_rule
    assert vars(ruledquestions)["drawn_rule"] is drawn_rule
    assert vars(common)["SEPARATOR_RE"] is SEPARATOR_RE
    for module in (blocks, equalsigns, siblingasks, quotequestions):
        assert not hasattr(module, "_RULE_RE")
    assert not hasattr(ruledquestions, "_is_rule")


def test_the_passes_share_the_tag_and_table_rule_patterns() -> None:
    for module in (dropdownkeys, htmllabels, indentedkeys, pagefolds, roleblocks):
        assert vars(module)["ANY_TAG_RE"] is ANY_TAG_RE
        assert not hasattr(module, "_TAG_RE")
    assert vars(controls)["ANY_TAG_RE"] is ANY_TAG_RE
    assert vars(markers)["ANY_TAG_RE"] is ANY_TAG_RE
    assert vars(anki_records)["TABLE_RULE_RE"] is TABLE_RULE_RE
    assert vars(promptbullets)["TABLE_RULE_RE"] is TABLE_RULE_RE


# -- documents read through the shared shapes import as before ----------------------------------

_ANSWERED = (
    "\n## What is a mutex?\n\nA lock one thread holds at a time.\n\n"
    "## What is a semaphore?\n\nA counter of permits.\n"
)
_ANSWERED_CARDS = [
    ("What is a mutex?", "A lock one thread holds at a time."),
    ("What is a semaphore?", "A counter of permits."),
]


def _unanswered(warnings: tuple[str, ...]) -> list[str]:
    return [w.split("'")[1] for w in warnings if "no answer was found" in w]


def test_questions_in_sections_a_rule_closes_are_reported_unanswered() -> None:
    """A list of questions to prepare, a section's title over them and a `---` glued under
    its last (which CommonMark reads as an underline): every question is reported, no
    heading made of the last one."""
    doc = (
        "# Prep\n\nFirst round\n\nWhat is a process?\n\nWhat is a thread?\n\nWhat is a lock?\n"
        "---\n\nSecond round\n\nWhat is a futex?\n\nWhat is RCU?\n" + _ANSWERED
    )
    got = result(doc)
    assert [(c.question, c.answer) for c in got.deck.cards] == _ANSWERED_CARDS
    assert _unanswered(got.warnings) == [
        "What is a process?",
        "What is a thread?",
        "What is a lock?",
        "What is a futex?",
        "What is RCU?",
    ]


def test_a_rule_between_options_and_a_lone_key_letter_is_passed_over() -> None:
    doc = (
        "1. Which is a queue?\n\nA) Stack\nB) FIFO\nC) Heap\n\n---\n\nB\n\n"
        "2. Which is a stack?\n\nA) LIFO\nB) FIFO\nC) Heap\n\n* * *\n\nA\n"
    )
    got = result(doc)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which is a queue?", "B"),
        ("Which is a stack?", "A"),
    ]
    assert got.warnings == ()


def test_a_quoted_question_over_a_rule_has_no_answer() -> None:
    """A rule under a quoted question ends its part: the question is skipped, not answered
    by what lies past the rule."""
    doc = (
        "> What is a process?\n\nA running program.\n\n***\n\n> What is a thread?\n\n---\n\n"
        "> What is a lock?\n\nMutual exclusion.\n"
    )
    got = result(doc)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a process?", "A running program."),
        ("What is a lock?", "Mutual exclusion."),
    ]
    assert got.warnings == ("doc.md:7: question #2 has no answer; skipped",)


_WORDED_KEYS = """\
1. Which protocol does ping use?
- A. TCP
- B. UDP
- C. ICMP

A. C.

2. Which protocol is connectionless?
- A. TCP
- B. UDP
- C. SCTP

A. UDP works without a handshake.

3. Which protocol is reliable?
- A. UDP
- B. IP
- C. TCP

A. UDP cannot resend a lost datagram.

4. Which protocol orders bytes?
- A. UDP
- B. TCP
- C. IP

A. UDP doesn't number its datagrams.
"""


def test_a_key_line_opening_with_an_option_it_denies_keys_nothing() -> None:
    """`A. UDP cannot ...` / `A. UDP doesn't ...` set the option aside: no key; `without`
    denies only the word after it, so `A. UDP works without ...` keys UDP (near miss)."""
    got = result(_WORDED_KEYS)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which protocol does ping use?", "C"),
        ("Which protocol is connectionless?", "B"),
    ]
    assert got.warnings == (
        "doc.md:15: question 3 has options but no answer letter; skipped",
        "doc.md:22: question 4 has options but no answer letter; skipped",
    )
