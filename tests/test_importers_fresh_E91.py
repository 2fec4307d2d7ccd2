"""Layouts a judge's round (Z129, 2026-11-30) found read wrong: a links footer under each
answer (`###### Relative links:` over URLs) kept as a raw heading, and carded as the answer
where nothing else was written; `[Home Page](README.md)` glued to the last answer; a heading
whose marks were typed twice (`## ## What is CORS?`); bullet questions sharing one
`**Answers:**` block reported unanswered; a labelled outline of the answer
(`**Antwortstruktur:**` over steps) glued to the question; a `>` kept under `**Beispiel:**`
below a labelled line. Each rule has its near miss, which imports as before."""

from __future__ import annotations

from tests.importing import result


def _said(warnings: tuple[str, ...]) -> list[str]:
    """The warnings without the file name before their line number."""
    return [w.split(":", 1)[1] for w in warnings]


_LINK_FOOTERS = """\
# Kotlin notes

## What is a data class?
A class made to hold values; equals and hashCode come generated.
###### Relative links:
+ https://example.org/kotlin/data
+ [Data classes](https://example.org/kotlin/data-classes)

## Why use a sealed interface?
###### Relative links:
- https://example.org/kotlin/sealed

## What does `lateinit` promise?
That the property is set before it is first read.

**Further reading:**
- https://example.org/kotlin/lateinit

[Home Page](README.md)
"""


def test_a_links_footer_is_no_answer_and_loses_its_heading_marks() -> None:
    got = result(_LINK_FOOTERS)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (
            "What is a data class?",
            "A class made to hold values; equals and hashCode come generated.\n"
            "Relative links:\n+ https://example.org/kotlin/data\n"
            "+ [Data classes](https://example.org/kotlin/data-classes)",
        ),
        (
            "What does `lateinit` promise?",
            "That the property is set before it is first read.\n\n"
            "**Further reading:**\n- https://example.org/kotlin/lateinit",
        ),
    ]
    assert _said(got.warnings) == [
        "9: question #2 has no answer (only 'Relative links: - https://example.org/ko'); skipped"
    ]


_REFERENCES_WITH_TEXT = """\
# Kotlin notes

## What is a data class?
A class made to hold values.
### References
- https://example.org/kotlin/data
- Kotlin in Action, chapter 4

## What is a companion object?
An object tied to its class.
###### Relative links:
Read the reference for the details.

[Main repository](README.md)
"""


def test_a_references_heading_over_more_than_links_stays_as_written() -> None:
    """Near miss: a heading over a book title, or over prose, lists no links alone; and a
    link to the front page that says no `Home` is the answer's."""
    cards = result(_REFERENCES_WITH_TEXT).deck.cards
    assert [c.answer for c in cards] == [
        "A class made to hold values.\n### References\n- https://example.org/kotlin/data\n"
        "- Kotlin in Action, chapter 4",
        "An object tied to its class.\n###### Relative links:\nRead the reference for the "
        "details.\n\n[Main repository](README.md)",
    ]


_DOUBLED_MARKS = """\
# Web
* [What is a cookie?](#what-is-a-cookie)
* [What is CORS?](#what-is-cors)

## What is a cookie?
Data a server asks the browser to keep and send back.

[맨위로](#web)

## ## What is CORS?
A rule by which a server names the other origins that may read its replies.

[맨위로](#web)
"""


def test_heading_marks_typed_twice_are_read_once() -> None:
    cards = result(_DOUBLED_MARKS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a cookie?", "Data a server asks the browser to keep and send back."),
        (
            "What is CORS?",
            "A rule by which a server names the other origins that may read its replies.",
        ),
    ]


_ONE_HASH_AFTER = """\
# Limits

## How many files may a process open?
As many as its limit allows.

## # of sockets per worker
Set by the pool size.

## How do you comment a shell line?
```sh
## ## still a comment
```
"""


def test_one_hash_after_the_marks_and_code_stay_as_written() -> None:
    cards = result(_ONE_HASH_AFTER).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "How many files may a process open?",
            "As many as its limit allows.\n\n## # of sockets per worker\nSet by the pool size.",
        ),
        ("How do you comment a shell line?", "```sh\n## ## still a comment\n```"),
    ]


_SHARED_ANSWER = """\
# Soft skills

### Why this team?
**Answer:**
> Its product is one I use every day.

## Hard questions

- How do you keep going on dull work?
- How do you deal with a mistake of yours?

**Answers:**
> I set myself small goals; a mistake I write down and fix at its cause.

---

## Questions for them

- How long is the onboarding?
"""


def test_bullet_questions_under_a_plural_answer_label_are_one_card() -> None:
    got = result(_SHARED_ANSWER)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Why this team?", "Its product is one I use every day."),
        (
            "How do you keep going on dull work? How do you deal with a mistake of yours?",
            "I set myself small goals; a mistake I write down and fix at its cause.",
        ),
    ]
    assert _said(got.warnings) == [
        "19: '- How long is the onboarding?' looks like a question, but no answer was found "
        "for it; not imported"
    ]


_ANSWER_KEY_LIST = """\
# Arithmetic

### What is 1 + 1?
**Answer:**
> 2

## Drill

- What is 2 + 2?
- What is 3 + 3?

**Answers:**
1. 4
2. 6
"""


def test_a_plural_label_over_a_list_is_no_shared_answer() -> None:
    """Near miss: under `**Answers:**` a numbered list answers each bullet in turn (an answer
    key), and the bullets stay as written, no card joining them."""
    got = result(_ANSWER_KEY_LIST)
    assert [(c.question, c.answer) for c in got.deck.cards] == [("What is 1 + 1?", "2")]
    assert _said(got.warnings) == [
        "10: question #2 has no answer; skipped",
        "9: '- What is 2 + 2?' looks like a question, but no answer was found for it; not imported",
    ]


_SINGULAR_UNDER_BULLETS = """\
# Soft skills

### Why this team?
**Answer:**
> Its product is one I use every day.

## Hard questions

- How do you keep going on dull work?
- How do you deal with a mistake of yours?

**Answer:**
> I write it down and fix its cause.
"""


def test_a_singular_label_under_bullets_answers_the_last_alone() -> None:
    """Near miss: `**Answer:**` answers the bullet over it; the one before stays reported."""
    got = result(_SINGULAR_UNDER_BULLETS)
    assert [c.question for c in got.deck.cards] == [
        "Why this team?",
        "How do you deal with a mistake of yours?",
    ]
    assert any("How do you keep going on dull work?" in w for w in got.warnings)


_OUTLINE = """\
# Gesprächsvorbereitung

### Wie planen Sie eine Migration?
**Vorgehen:**
1. Bestand erfassen
2. Risiken bewerten

**Beispielantwort:**
> Ich erfasse zuerst alle Systeme und bewerte dann die Risiken.

### Wie gehen Sie mit Kritik um?
**Erwartung:** Offenheit.
**Beispiel:**
> Ich höre zu und frage nach konkreten Punkten.
"""


def test_a_labelled_outline_opens_the_answer_and_quotes_under_labels_are_unquoted() -> None:
    got = result(_OUTLINE)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (
            "Wie planen Sie eine Migration?",
            "**Vorgehen:**\n1. Bestand erfassen\n2. Risiken bewerten\n\n**Beispielantwort:**\n"
            "Ich erfasse zuerst alle Systeme und bewerte dann die Risiken.",
        ),
        (
            "Wie gehen Sie mit Kritik um?",
            "**Erwartung:** Offenheit.\n**Beispiel:**\nIch höre zu und frage nach konkreten Punkten.",
        ),
    ]
    assert got.warnings == ()


_SETUP_LIST = """\
# Design

### How would you design a link shortener?
**Requirements:**
- 100 million links a day
- links never expire

**Answer:**
> A key-value store behind a hash of the URL.

### How would you cache its reads?
**Expectation:** a clear policy.
**Example:**
> An LRU cache in front of the store.

And a short time to live.
"""


def test_a_setup_list_stays_asked_and_a_quote_with_more_after_it_stays_quoted() -> None:
    """Near misses: `**Requirements:**` sets up the question, so its list stays there; a
    quote followed by text of the answer at the margin is no quote under a label alone."""
    cards = result(_SETUP_LIST).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "How would you design a link shortener?\n**Requirements:**\n"
            "- 100 million links a day\n- links never expire",
            "A key-value store behind a hash of the URL.",
        ),
        (
            "How would you cache its reads?",
            "**Expectation:** a clear policy.\n**Example:**\n> An LRU cache in front of the "
            "store.\n\nAnd a short time to live.",
        ),
    ]


_GEMEINSAME_ANTWORT = """\
# Vorstellungsgespräch

### Warum dieses Team?
**Antwort:**
> Weil ich das Produkt jeden Tag nutze.

## Fangfragen

- Wie bleiben Sie bei eintöniger Arbeit dran?
- Wie gehen Sie mit eigenen Fehlern um?

**Antworten:**
> Ich setze mir kleine Ziele; Fehler schreibe ich auf und behebe die Ursache.
"""


def test_a_german_plural_label_is_no_word_of_the_shared_answer() -> None:
    cards = result(_GEMEINSAME_ANTWORT).deck.cards
    assert [(c.question, c.answer) for c in cards][1] == (
        "Wie bleiben Sie bei eintöniger Arbeit dran? Wie gehen Sie mit eigenen Fehlern um?",
        "Ich setze mir kleine Ziele; Fehler schreibe ich auf und behebe die Ursache.",
    )
