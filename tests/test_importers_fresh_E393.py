"""Importer layout met in round Z229: a quiz a learner marked by hand, striking the wrong
options through (`~~A) text~~`) and/or highlighting the right one (`==B) text==`, `<mark>`),
where another question of the page sets it in bold.

No reader took a struck or highlighted line for an option, so each such question became an
open card whose answer held the raw options, marks and all. Struck options are the wrong
ones: the option set in bold or highlighted among them is the key, and with none so marked,
the one option left unstruck is (by elimination). Marks that single out no option key
nothing, and the question is reported. The options keep no marks.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, dict[str, str], str]]:
    return [(c.question, dict(c.choices), c.answer) for c in result(text).deck.cards]


# -- struck-through options: the wrong ones (`\x20\x20`: a Markdown hard break, as written) -

_STRUCK = """\
# Networking drill

### Item 1 - Layers

Which layer routes packets between networks?

~~A) Physical~~\x20\x20
B) Network\x20\x20
~~C) Session~~\x20\x20
~~D) Presentation~~

---

### Item 2 - Names

Which protocol resolves names to addresses?

~~A) DHCP~~\x20\x20
**B) DNS**\x20\x20
~~C) ARP~~\x20\x20
D) NTP

---

### Item 3 - Tools

Which tool traces the hops to a host?

 ~~A) ping~~\x20
==B) traceroute==\x20\x20
~~C) netstat~~\x20\x20
D) dig
"""


def test_struck_options_are_wrong_and_key_by_elimination_or_by_the_marked_one() -> None:
    imported = result(_STRUCK)
    assert imported.warnings == ()
    assert _cards(_STRUCK) == [
        (
            "Which layer routes packets between networks?",
            {"A": "Physical", "B": "Network", "C": "Session", "D": "Presentation"},
            "B",
        ),
        (
            "Which protocol resolves names to addresses?",
            {"A": "DHCP", "B": "DNS", "C": "ARP", "D": "NTP"},
            "B",
        ),
        (
            "Which tool traces the hops to a host?",
            {"A": "ping", "B": "traceroute", "C": "netstat", "D": "dig"},
            "B",
        ),
    ]


# -- a highlighted option: the key, as bold is ---------------------------------------------------

_HIGHLIGHTED = """\
# Shell quiz

### Question 1

Which command prints the working directory?

==A) pwd==
B) cd
C) ls

### Question 2

Which command changes a file's mode?

A) chown
B) <mark>chmod</mark>
C) chgrp

### Question 3

Which command shows running processes?

a) top
b) ==ps==
c) df
"""


def test_a_highlighted_option_is_the_key_even_first_in_its_paragraph() -> None:
    imported = result(_HIGHLIGHTED)
    assert imported.warnings == ()
    assert _cards(_HIGHLIGHTED) == [
        (
            "Which command prints the working directory?",
            {"A": "pwd", "B": "cd", "C": "ls"},
            "A",
        ),
        ("Which command changes a file's mode?", {"A": "chown", "B": "chmod", "C": "chgrp"}, "B"),
        ("Which command shows running processes?", {"A": "top", "B": "ps", "C": "df"}, "B"),
    ]


_NESTED = """\
1. Which port does HTTPS use?
   - ~~a) 80~~
   - b) 443
   - ~~c) 21~~

2. Which command lists files?
   - a) cd
   - b) ==ls==
   - c) pwd
"""


def test_marked_options_bulleted_under_numbered_questions() -> None:
    assert _cards(_NESTED) == [
        ("Which port does HTTPS use?", {"A": "80", "B": "443", "C": "21"}, "B"),
        ("Which command lists files?", {"A": "cd", "B": "ls", "C": "pwd"}, "B"),
    ]


# -- marks that single out no option key nothing ------------------------------------------------

_UNDECIDED = """\
# Practice

### Question 1

Which of these is an even number?

~~A) 3~~
B) 4
C) 6
~~D) 7~~

### Question 2

Which of these is a colour?

~~A) Seven~~
~~B) Tuesday~~
~~C) Paris~~

### Question 3

Which of these is a mammal?

~~A) Trout~~
B) Whale
~~C) Eagle~~

Answer: B
"""


def test_strikes_leaving_two_options_or_none_are_reported_and_a_key_line_still_keys() -> None:
    imported = result(_UNDECIDED)
    assert _cards(_UNDECIDED) == [
        ("Which of these is a mammal?", {"A": "Trout", "B": "Whale", "C": "Eagle"}, "B"),
    ]
    assert imported.warnings == (
        "doc.md:3: question 1 has options but no answer letter; skipped",
        "doc.md:12: question 2 has options but no answer letter; skipped",
    )


# -- near miss: a strike in an answer's prose is no option --------------------------------------

_PROSE_STRIKES = """\
# Notes

## What replaced the old build tool?

The team moved on:

~~A) Make was kept for releases~~

Today everything builds with Bazel, ~~not Make~~.

## Which flag makes grep ignore case?

A) -v
B) -i
C) -c

Answer: B
"""


def test_a_struck_line_alone_in_an_answer_stays_its_text() -> None:
    imported = result(_PROSE_STRIKES)
    assert imported.warnings == ()
    assert _cards(_PROSE_STRIKES) == [
        (
            "What replaced the old build tool?",
            {},
            "The team moved on:\n\n~~A) Make was kept for releases~~\n\n"
            "Today everything builds with Bazel, ~~not Make~~.",
        ),
        ("Which flag makes grep ignore case?", {"A": "-v", "B": "-i", "C": "-c"}, "B"),
    ]
