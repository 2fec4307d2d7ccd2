"""Importer layouts met on fresh public documents (helper L2's sweep, chosen for their format:
plain text, reStructuredText, AsciiDoc, Org, saved web pages, notebooks, Anki exports and
Markdown written in unusual ways): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

from srs.importers import import_file
from tests.importing import result

# -- a saved page folding each answer under its question's <summary> -----------------------------

_FOLDED_PAGE = """\
<!DOCTYPE html>
<html><head><title>Ops questions</title></head>
<body>
<nav><a href="#net">Networking</a><span>2</span></nav>
<main>
<section id="net">
  <div class="hdr"><span class="title">Networking</span><span class="n">2 questions</span></div>
  <details class="qa">
    <summary><span class="q-text">What does a load balancer do?</span><span class="lvl mid">Medium</span><span class="arr">&#9654;</span></summary>
    <div class="body">
      <p>It spreads requests over healthy targets.</p>
      <h4>Layers</h4>
      <ul><li><strong>L4:</strong> by connection</li><li><strong>L7:</strong> by request</li></ul>
    </div>
  </details>
  <details class="qa">
    <summary><span class="q-text">DNS record types &mdash; which ones matter</span><span class="lvl easy">Easy</span><span class="arr">&#9654;</span></summary>
    <div class="body"><p>A, AAAA, CNAME, MX and TXT.</p></div>
  </details>
  <details>
    <summary>Show answer</summary>
    <p>Not a question of its own.</p>
  </details>
</section>
</main>
</body></html>
"""


def test_a_pages_summary_is_the_question_of_its_fold(tmp_path: Path) -> None:
    page = tmp_path / "ops.html"
    page.write_text(_FOLDED_PAGE, encoding="utf-8")
    cards = import_file(page).deck.cards
    assert [card.question for card in cards] == [
        "What does a load balancer do?",
        "DNS record types — which ones matter",
    ]
    first = cards[0].answer
    assert first.startswith("It spreads requests over healthy targets.")
    assert "Layers" in first and "by request" in first
    assert cards[1].answer.startswith("A, AAAA, CNAME, MX and TXT.")


# -- a bulleted question wrapped onto lines at the margin, its answers indented below ------------

_WRAPPED_BULLETS = """\
* Which two of these are **layer 4** protocols? (Select
all that apply)

    - TCP
    - UDP

* Your service must answer within 200 ms and you expect 50 requests a second. **How
many requests are in flight** at a time? Give a whole number.

    - 10

* Which protocol resolves names? **Choose the
best answer**.

    - DNS

* Which port does HTTPS use?

    - 443
"""


def test_a_bullet_question_wrapped_at_the_margin_keeps_its_lines() -> None:
    cards = result(_WRAPPED_BULLETS).deck.cards
    assert [card.question for card in cards] == [
        "Which two of these are **layer 4** protocols? (Select all that apply)",
        "Your service must answer within 200 ms and you expect 50 requests a second. **How"
        " many requests are in flight** at a time? Give a whole number.",
        "Which protocol resolves names? **Choose the best answer**.",
        "Which port does HTTPS use?",
    ]
    assert [card.answer for card in cards] == ["- TCP\n- UDP", "10", "DNS", "443"]


_ITEMS_ANSWERED_AT_MARGIN = """\
82. What is crossinline
-> It stops a non-local return from the lambda

83. What is noinline
-> It keeps one lambda argument from being inlined
-> Use it to pass the lambda on

84. What is an inline class
-> A wrapper type erased at run time
"""


def test_an_item_answered_by_lines_at_the_margin_keeps_them_as_its_answer() -> None:
    cards = result(_ITEMS_ANSWERED_AT_MARGIN).deck.cards
    assert [card.question for card in cards] == [
        "What is crossinline",
        "What is noinline",
        "What is an inline class",
    ]
    assert cards[1].answer.startswith("- It keeps one lambda argument")  # `->` lines: a list


# -- Org code markup holding `=` (`~data T = A { f :: Int }~`) -----------------------------------

_ORG_TICKETS = """\
* Exam questions
** [2/3]Question 1: Syntax
*** DONE Which code is sugar for the declaration ~data Pair = P { f :: Int, g :: Int -> Bool }~
#+BEGIN_SRC haskell
data Pair = P Int (Int -> Bool)
#+END_SRC
*** DONE Write the type of ~flip id~.
#+BEGIN_SRC haskell
flip id :: b -> (b -> c) -> c
#+END_SRC
*** DONE Implement ~liftAA2 :: (Applicative f, Applicative g) => (a -> b -> c) -> f (g a) -> f (g b) -> f (g c)~
#+BEGIN_SRC haskell
liftAA2 = liftA2 . liftA2
#+END_SRC
*** TODO Compare ~a <> b~ with ~mappend a b~
"""


def test_org_code_markup_may_hold_an_equals_sign() -> None:
    imported = result(_ORG_TICKETS, source="tickets.org")
    assert [card.question for card in imported.deck.cards] == [
        "Which code is sugar for the declaration `data Pair = P { f :: Int, g :: Int -> Bool }`",
        "Write the type of `flip id`.",
        "Implement `liftAA2 :: (Applicative f, Applicative g) => (a -> b -> c) -> f (g a)"
        " -> f (g b) -> f (g c)`",
    ]
    assert imported.deck.cards[0].answer == "```haskell\ndata Pair = P Int (Int -> Bool)\n```"


# -- tab-separated notes, some fronts still without their back ------------------------------------


def test_tab_separated_notes_with_fronts_alone_import_and_report_them(tmp_path: Path) -> None:
    notes = tmp_path / "bandits.txt"
    notes.write_text(
        "# my flashcards (answers where I have them)\n"
        "What is the greedy action?\tThe one with the highest <b>estimated</b> value\n"
        "Write the UCB formula\n"
        'Why explore at all?\t"Because estimates are ""noisy"" early on"\n'
        "What is a nonstationary task?\tOne whose reward changes over time\n"
        "Draw the update diagram\n",
        encoding="utf-8",
    )
    imported = import_file(notes)
    assert [(card.question, card.answer) for card in imported.deck.cards] == [
        ("What is the greedy action?", "The one with the highest **estimated** value"),
        ("Why explore at all?", 'Because estimates are "noisy" early on'),
        ("What is a nonstationary task?", "One whose reward changes over time"),
    ]
    assert len(imported.skipped) == 2


# -- a reST question box followed by its folded answer box --------------------------------------

_RST_BOXES = """\
Routing
=======

Static routes
-------------

A static route is typed in by hand. See :ref:`the table <route-table>`.

.. _route-quiz:

.. admonition:: Question
   :class: note

   For the network in :ref:`the figure <net-figure>`:

   1. How many routes does router R1 need?
   2. Which one is the default route?

.. admonition:: Answer
   :class: caution, dropdown

   1. Three routes, one per subnet.
   2. The route to :math:`0.0.0.0/0`.

.. admonition:: Question 2
   :class: hint

   Which protocol floods link states?

   A. RIP

   B. OSPF

   C. BGP

.. dropdown:: Answer
   :class-container: sd-border-success

   **B** -- OSPF floods link-state advertisements.

.. admonition:: Question
   :class: note

   Is a static route updated by itself?

Dynamic routes
--------------

Routers learn these from each other.
"""


def test_rst_question_and_answer_boxes_are_one_card() -> None:
    imported = result(_RST_BOXES, source="routing.rst")
    cards = imported.deck.cards
    assert [card.question for card in cards] == [
        "For the network in the figure: 1. How many routes does router R1 need?"
        " 2. Which one is the default route?",
        "Which protocol floods link states?",
    ]
    assert cards[0].answer == "1. Three routes, one per subnet.\n2. The route to `0.0.0.0/0`."
    assert cards[1].choices is not None and cards[1].answer == "B"
    assert ":class:" not in "".join(card.answer + (card.explanation or "") for card in cards)


# -- a titled item whose question is the labelled first line under the title ----------------------

_TITLED_PROBLEMS = """\
## String problems

1. **Reverse a String:**
   - **Question:** Write a function that reverses a string.

```python
s[::-1]
```

2. **Check for Palindrome:**
   - **Question:** Write a function that tells whether a string is a palindrome.

```python
s == s[::-1]
```

3. **Count Vowels:**
   - **Question:** Count the vowels in a string.

```python
sum(ch in "aeiou" for ch in s)
```

4. **Anagram Check:**
   - **Question:** Write a function that tells whether two strings are anagrams.

```python
sorted(a) == sorted(b)
```

5. **Word Reversal:**
   - **Question:** Reverse the words of a sentence.

```python
" ".join(s.split()[::-1])
```
"""


def test_a_labelled_question_under_a_title_joins_the_title() -> None:
    cards = result(_TITLED_PROBLEMS).deck.cards
    assert [card.question for card in cards] == [
        "Reverse a String: Write a function that reverses a string.",
        "Check for Palindrome: Write a function that tells whether a string is a palindrome.",
        "Count Vowels: Count the vowels in a string.",
        "Anagram Check: Write a function that tells whether two strings are anagrams.",
        "Word Reversal: Reverse the words of a sentence.",
    ]
    assert cards[0].answer == "```python\ns[::-1]\n```"


# -- AsciiDoc snippets, each answered in a `.Answer` collapsible block ---------------------------

_ADOC_SNIPPETS = """\
= Questions about exceptions

== Catching
. What is a checked exception?

. Will the code snippets below compile? If no, why?
+
.Snippet A
[source, java]
----
try { run(); } catch (IOException e) { log(e); } catch (IOException f) { log(f); }
----
+
.Answer
[%collapsible]
====
No: the same type is caught twice
====
+
.Snippet B
[source, java]
----
try { run(); } catch (RuntimeException e) { log(e); }
----
+
.Answer
[%collapsible]
====
Yes
====

== Closing
. Will the code snippet below compile? If no, why?
+
[source, java]
----
try (StringBuilder sb = new StringBuilder()) { sb.append("x"); }
----
+
.Answer
[%collapsible]
====
No: a resource must be `AutoCloseable`
====
"""


def test_adoc_answer_blocks_answer_the_snippet_above_them() -> None:
    imported = result(_ADOC_SNIPPETS, source="exceptions.adoc")
    cards = imported.deck.cards
    assert [card.question.split("\n")[0] for card in cards] == [
        "Will the code snippets below compile? If no, why? (Snippet A)",
        "Will the code snippets below compile? If no, why? (Snippet B)",
        "Will the code snippet below compile? If no, why?",
    ]
    assert "catch (IOException f)" in cards[0].question
    assert [card.answer for card in cards] == [
        "No: the same type is caught twice",
        "Yes",
        "No: a resource must be `AutoCloseable`",
    ]
    assert any("checked exception" in warning for warning in imported.warnings)


# -- a question that shows its code inline after a colon, answered by the block below -------------

_INLINE_SHOWN = """\
#### Write `foldr`.
```haskell
foldr f z [] = z
```
#### Which code is the following declaration sugar for: `data Pair = P { f :: Int }`
```haskell
data Pair = P Int
```
#### What does the following print?
```python
print(1 + 1)
```
Answer: 2
"""


def test_a_question_showing_its_code_inline_is_answered_by_the_block_below() -> None:
    cards = result(_INLINE_SHOWN).deck.cards
    assert [card.question.split("\n")[0] for card in cards] == [
        "Write `foldr`.",
        "Which code is the following declaration sugar for: `data Pair = P { f :: Int }`",
        "What does the following print?",
    ]
    assert cards[1].answer == "```haskell\ndata Pair = P Int\n```"
    assert "print(1 + 1)" in cards[2].question and cards[2].answer == "2"
