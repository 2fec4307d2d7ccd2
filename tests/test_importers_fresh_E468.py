"""A question bank joined from many files by `head` (`==> q1.txt <==` banners between them),
each file one question over lettered options, its key written its author's way or not at
all (a judge's round: a Unix course's exam bank). The banners were read as text, so a file
with no key ran into its neighbour; `***a***` and `(Correct answer b)` were no keys; and
options that are commands ending in a glob (`c) rm *`, `d) del *`) were read as starred
keys. Made-up documents of the same shape."""

from __future__ import annotations

from tests.importing import result

_BANK = """\
==> q1.txt <==
Which tool counts lines?
a. wc
b. cut
c. tr
d. nl

***a***

==> q2.txt <==
Which tool sorts lines?
a) uniq
b) sort
c) head
d) tee

(Correct answer b)

==> q3.txt <==
Which tool shows the manual?
A. man
B. info
C. help
D. apropos

==> q4.txt <==
Which signal stops a process politely?
A. 15
B. 9
C. 2
D. 1

Answer: A

==> q5.txt <==
Which command empties the current directory?
a) mv *
b) cp *
c) ls -d
d) touch new
"""


def test_file_banners_part_the_questions_and_their_keys_are_read() -> None:
    r = result(_BANK, source="bank.txt")
    cards = r.deck.cards
    assert [c.question for c in cards] == [
        "Which tool counts lines?",
        "Which tool sorts lines?",
        "Which signal stops a process politely?",
    ]
    assert [c.answer for c in cards] == ["A", "B", "A"]
    assert [dict(c.choices) for c in cards] == [
        {"A": "wc", "B": "cut", "C": "tr", "D": "nl"},
        {"A": "uniq", "B": "sort", "C": "head", "D": "tee"},
        {"A": "15", "B": "9", "C": "2", "D": "1"},
    ]
    assert all("==>" not in c.question + c.answer + c.explanation for c in cards)
    told = " ".join(r.warnings)
    assert "question 3 has options but no answer letter" in told
    assert "question 5 has options but no answer letter" in told
    assert len(r.skipped) == 2


def test_one_banner_is_left_as_text() -> None:
    """`head` prints no banner over a single file: a lone `==> x <==` line is the author's."""
    text = "==> note <==\n\nQ: Which tool counts lines?\nA: wc\n"
    r = result(text)
    assert [c.question for c in r.deck.cards] == ["Which tool counts lines?"]


def test_an_emphasised_letter_away_from_options_is_no_key() -> None:
    """`*a*` alone in an answer's prose, far from any option line, is left as written."""
    text = "Q: Which vowel comes first?\nA: The first vowel is\n\n*a*\n\nof course.\n"
    r = result(text)
    assert [c.answer for c in r.deck.cards] == ["The first vowel is\n\n*a*\n\nof course."]


_STARRED = """\
1. Which tree is tallest?

  a. Oak
  b. Coast redwood *
  c. Birch

2. Which are shells? (select all that apply)

  a. bash *
  b. `zsh` *
  c. Excel
"""


def test_starred_keys_still_key_their_options() -> None:
    """A star after an option's words is the key as before, one or several (`bash *` is a
    word, no command with a glob, beside a starred code span)."""
    cards = result(_STARRED).deck.cards
    assert cards[0].answer == "B"
    assert len(cards) == 2


_KEYED_OTHERWISE = """\
==> a.txt <==
Which cron line runs every ten minutes?
A: */10 * * * *
B: 10 * * * *
C: 0-10 * * * *

Answer is A.

==> b.txt <==
Which tool shows a file's end?

a) head
b) cat
**c) tail
d) less

==> c.txt <==
Which mode makes a file private?

a. chmod 777 f
b. chmod 755 f
c.  ANSWER: chmod 600 f

Only the owner may read or write it.
"""


def test_colon_letters_an_unclosed_bold_option_and_a_labelled_option_are_keys() -> None:
    r = result(_KEYED_OTHERWISE, source="bank.txt")
    cards = r.deck.cards
    assert [c.answer for c in cards] == ["A", "C", "C"]
    assert [dict(c.choices) for c in cards] == [
        {"A": "*/10 * * * *", "B": "10 * * * *", "C": "0-10 * * * *"},
        {"A": "head", "B": "cat", "C": "tail", "D": "less"},
        {"A": "chmod 777 f", "B": "chmod 755 f", "C": "chmod 600 f"},
    ]
    assert cards[2].explanation == "Only the owner may read or write it."
    assert not r.skipped


def test_a_q_and_a_pair_keeps_its_a_label() -> None:
    """`A:` under `Q:` is an answer label, never a lettered option (no `B:`, `C:` below it)."""
    text = "Q: What does cron run?\nA: Jobs on a schedule.\n\nQ: What does B: mean?\nA: A label.\n"
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["Jobs on a schedule.", "A label."]


def test_stars_inside_words_are_still_emphasis_dropped() -> None:
    """A label whose stars touch words (`*What is **1NF?*`) still loses its garbled stars."""
    cards = result("Q: *What is **1NF?*\nA: First normal form.\n").deck.cards
    assert [c.question for c in cards] == ["What is 1NF?"]


def test_a_bold_option_closed_a_star_short_keeps_its_text() -> None:
    """`- **d. kill*` is bold closed by one star too few, read as the key before: unchanged."""
    text = """\
## 1. Which command lists files?
- a. dir
- **b. ls**
- c. show

## 2. Which command ends a process?
- a. stop
- b. end
- **c. kill*
"""
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["B", "C"]
    assert cards[1].choices["C"] == "kill"
