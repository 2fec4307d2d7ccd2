"""Flashcards written inside notes, as note-taking tools and their spaced-repetition plugins
mark them:

    What does DNS do::It resolves names to addresses.          (one line, `::` or `:::`)

    What is a TCP handshake?
    ?
    The SYN, SYN-ACK, ACK exchange that opens a connection.    (`?` or `??` alone on a line)

    Idempotent
    : Running it twice has the effect of running it once.      (a definition list)

The first two are Obsidian Spaced Repetition's cards (RemNote's `::` too), often written as
list items (`- **What does DNS do?** :: It resolves ...`, the bullet and bold no part of the
question); the third is the definition list of Pandoc and PHP Markdown Extra. A `?` run into
the question's line (`- **Q?** ? A`, a slip for the `?` line) parts a card as well. A card
ends at a blank line, as those tools end it. A paragraph whose first line asks (`What is ARP?`) over its answer is a card too, as
plain notes write one; one that only asks is reported. Headings are the note's title and
sections (a section is a tag of its cards); other text is left alone: notes hold more than
cards. A paragraph with cloze deletions (`==highlighted==`, `{{in braces}}`) is a card whose
question is the paragraph with each deletion blanked, its answer the deleted words.
"""

from __future__ import annotations

import re

from srs.importers.common import HEADING_RE, SEPARATOR_RE, NoQuestions, holds, slugify
from srs.importers.fences import fence_after, has_fences, outside_code
from srs.importers.labeltext import CARD_TAG_RE, tidy_label
from srs.importers.lazyre import lazy
from srs.importers.values import ParsedDocument, Skipped
from srs.model import Card

_COLONS_RE = lazy(r"(?<!:):{2,3}(?!:)")
"""`::` (or `:::`, a card studied both ways) between a card's question and its answer."""
_CODE_SPAN_RE = lazy(r"`[^`\n]*`")
_IPV6_RE = lazy(
    r"(?<![\w:])(?:(?:[0-9A-Fa-f]{1,4}:){1,7}:(?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4}){0,6})?"
    r"|(?<![^\s(\[,])::[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4}){0,6})"
    r"(?:/\d{1,3})?(?![\w:])"
)
"""An IPv6 address written short (`2001:db8::1`, `fe80::/64`, `::1`): its `::` parts no card."""
_BULLET_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?")
_SEPARATOR_RE = lazy(r"^[ \t]*\?{1,2}[ \t]*$")
"""`?` (or `??`, both ways) alone between a card's question and its answer."""
_DEFINITION_RE = lazy(r"^[:~][ \t]+(?P<text>\S.*)$")
"""`: Definition` under its term (Pandoc also allows `~`)."""


_HINT_RE = lazy(
    r"^(?:[ \t]*\?{1,2}[ \t]*|[:~][ \t]+\S.*|.*[^:\s][ \t]*:{2,3}[ \t]*[^:\s].*)$", re.M
)
"""A line that may mark a card: a `?` line, a definition, or text on both sides of `::`
(blanks around it too: `- **Q** :: A`, as such notes are mostly written)."""


def looks_like_card_notes(text: str) -> bool:
    """Whether the text may hold such cards (a cheap test before reading it: substring
    searches first, the pattern only where one of the marks is found).

    A `::` counts only where it parts a card (`_inline_card`): one in code (`s[::-1]`,
    `std::vector`) marks nothing, and a quiz that shows such code is no note of cards (its
    paragraphs would otherwise be read as plain cards, beside the reader of its layout).
    """
    marks = ("::", "\n?", "\n: ", "\n~ ", "\n:\t")
    if not any(mark in text for mark in marks) and not text.startswith(("?", ": ")):
        return False
    if has_fences(text):  # a mark in fenced code marks nothing
        lines = text.split("\n")
        text = "\n".join(line for _, line in outside_code(lines))
    return any(_is_mark(m.group()) for m in _HINT_RE.finditer(text))


def _is_mark(line: str) -> bool:
    """Whether a line the hint pattern found marks a card: a `?` line, a definition, or a
    `Question::Answer` line (not a `::` in code)."""
    if _SEPARATOR_RE.match(line) or _DEFINITION_RE.match(line):
        return True
    return _inline_card(line) is not None


def _inline_card(line: str) -> tuple[str, str] | None:
    """The question and answer of a `Question::Answer` line; None for a line that only
    looks like one (`std::vector` in code, a URL, `Foo::bar` with no words around it)."""
    if "::" not in line or "://" in line:
        return None
    masked = _CODE_SPAN_RE.sub(lambda m: "x" * len(m.group()), line)  # `a::b` in code is code
    masked = _IPV6_RE.sub(_masked_address, masked)  # `2001:db8::1`: an address
    m = _COLONS_RE.search(masked)
    if m is None:
        return None
    question = line[_BULLET_RE.match(line).end() : m.start()].strip()  # type: ignore[union-attr]
    answer = line[m.end() :].strip()
    if not question or not answer or answer.startswith(":") or question.startswith(".."):
        return None  # (`..`: a reStructuredText directive, `.. code:: python`)
    if m.end() - m.start() == 2 and _a_name_in_code(question, answer, masked, m):
        return None  # (`:::`, a card studied both ways, scopes no name in any language)
    return question, answer


def _masked_address(m: re.Match[str]) -> str:
    """An IPv6 address masked (`_IPV6_RE`), when it holds a digit as addresses do (`fe80::`,
    `::1`): `face::bad`, words that happen to be hex, is a card's question and answer."""
    found = m.group()
    return "x" * len(found) if any(ch.isdigit() for ch in found) else found


def _unbulleted(line: str) -> str:
    """A line without the list item's bullet it opens with (`- **What is X?**`)."""
    return line[_BULLET_RE.match(line).end() :]  # type: ignore[union-attr]


_SPACED_MARK_RE = lazy(r"(?P<question>.*?\?[*_]*)[ \t]+\?{1,2}[ \t]+(?P<answer>\S.*)")
"""`**What is X?** ? It is ...`: the `?` that parts a card written inline, blanks around it,
right after the question's own `?`."""


def _spaced_mark_card(line: str) -> tuple[str, str] | None:
    """The question and the first answer line of a card whose `?` separator was run into its
    question's line (`- **What kinds are there?** ? Kinds include:`), a slip for the `?` on
    a line of its own (or `::`): the question asks, so the card is read as it was meant
    rather than lost in silence. None for any other line (a `?` in a code span too)."""
    if " ?" not in line:
        return None
    masked = _CODE_SPAN_RE.sub(lambda m: "x" * len(m.group()), line)
    m = _SPACED_MARK_RE.fullmatch(masked)
    if m is None:
        return None
    question = _unbulleted(line[: m.end("question")]).strip()
    return (question, line[m.start("answer") :].strip()) if question != "?" else None


def _a_name_in_code(question: str, answer: str, masked: str, m: re.Match[str]) -> bool:
    """`::` that scopes a name (`Foo::bar() returns 3`, `(std::thread)`, `use std::vector
    for it`) rather than parting a question from its answer."""
    if " " not in question and not question.endswith("?"):
        return not _term_card(answer, masked, m)
    before = masked[: m.start()]
    if any(before.count(o) > before.count(c) for o, c in ("()", "<>", "[]")):
        return True  # `(std::thread)`, `Vec<a::B>`, a slice `s[::-1]`
    glued = masked[m.start() - 1 : m.start()].isalnum() and masked[m.end() : m.end() + 1].isalnum()
    return (
        glued
        and not question.endswith("?")
        and not answer[:1].isupper()
        and not answer[:1].isdigit()
    )


def _term_card(answer: str, masked: str, m: re.Match[str]) -> bool:
    """`FAAS:: Function As A Service`: a one-word term glued to the `::`, a blank after it,
    then its definition, capitalised (Obsidian Spaced Repetition's term cards, an acronym
    over its expansion); a name in code is not spaced so (`Foo::bar`, `map :: [a] -> [b]`)."""
    before, after = masked[m.start() - 1 : m.start()], masked[m.end() : m.end() + 1]
    return (
        before.strip() != ""
        and after in (" ", "\t")
        and (answer[:1].isupper() or answer[:1].isdigit())
    )


class _Notes:
    def __init__(self, source: str) -> None:
        self.source = source
        self.cards: list[Card] = []
        self.skipped: list[Skipped] = []
        self.section = ""
        self.title: str | None = None

    def add(self, question: str, answer: str) -> None:
        question = tidy_label(CARD_TAG_RE.sub("", question))
        lines = answer.strip().split("\n")
        while lines and SEPARATOR_RE.match(lines[-1]):
            lines.pop()  # `---` closing the note: a rule (or a setext underline), no answer
        while lines and SEPARATOR_RE.match(lines[0]):
            lines.pop(0)
        answer = "\n".join(lines).strip()
        if not re.search(r"\w", question) or not answer:
            return  # a question of punctuation only (`?`) asks nothing
        tags = (self.section,) if self.section else ()
        self.cards.append(Card(f"q{len(self.cards) + 1:02d}", question, answer, tags=tags))

    def heading(self, text: str) -> None:
        text = tidy_label(CARD_TAG_RE.sub("", text))
        if self.title is None and not self.cards:
            self.title = text or None
        else:
            self.section = slugify(text)

    def paragraph(self, first: int, block: list[str]) -> None:
        """One blank-line-separated block starting at line `first`: the cards marked inside
        it; a block that asks but marks no card is reported, not dropped in silence."""
        made = len(self.cards)
        self._cards_of(block)
        if len(self.cards) > made:
            return
        cloze = _cloze_card(block)
        if cloze is not None:  # `A language is a **==set of strings==**.`: its blank asked
            self.add(*cloze)
            return
        asked = _spaced_mark_card(block[0])
        if asked is not None:  # `- **Q?** ? A` over the rest of A: the `?` line run in
            self.add(asked[0], "\n".join([asked[1], *block[1:]]))
            return
        if (
            block[0].rstrip(" *_").endswith("?")
            and len(block) > 1
            and not any(line.rstrip(" *_").endswith("?") for line in block[1:])
        ):  # `What is ARP?` over its answer, as plain notes write a card
            self.add(block[0].strip(), "\n".join(block[1:]))
            return
        for k, line in enumerate(block):
            if line.rstrip(" *_").endswith("?"):
                reason = (
                    "looks like a question, but is not a card (no answer marked with ::, ? or :)"
                )
                self.skipped.append(Skipped(first + k, reason))

    def _cards_of(self, block: list[str]) -> None:
        sep = next((k for k, line in enumerate(block) if _SEPARATOR_RE.match(line)), None)
        if sep is not None and 0 < sep < len(block) - 1:
            asked = [_unbulleted(block[0]), *block[1:sep]]  # `- **Q**` over `?`: an item's
            self.add(" ".join(t.strip() for t in asked), "\n".join(block[sep + 1 :]))
            return
        k = 0
        while k < len(block):
            inline = _inline_card(block[k])
            if inline is not None:
                self.add(*inline)
                k += 1
                continue
            end = k + 1
            while end < len(block) and _DEFINITION_RE.match(block[end]):
                end += 1
            if end > k + 1 and not _DEFINITION_RE.match(block[k]):
                definitions = [_DEFINITION_RE.sub(r"\g<text>", t) for t in block[k + 1 : end]]
                self.add(block[k].strip(), "\n\n".join(definitions))
            k = end


_CLOZE_RE = lazy(
    r"(?:\*\*|__)?(?:==(?P<mark>[^=\s](?:[^=\n]*?[^=\s])?)==|\{\{(?:c\d+::)?(?P<curly>[^{}\n]+?)(?:::[^{}\n]*)?\}\})(?:\*\*|__)?"
)
"""A cloze deletion: `==highlighted==` or `{{in braces}}` (Anki's `{{c1::text::hint}}` too),
the bold around it no part of it (`**==set of strings==**`)."""
_COMMENT_RE = lazy(r"^[ \t]*<!--.*-->[ \t]*$")
_BLANK = "[...]"


def _cloze_card(block: list[str]) -> tuple[str, str] | None:
    """A cloze card of a note's paragraph (Obsidian Spaced Repetition's highlights and braces,
    Anki's `{{c1::...}}`): the paragraph with each deletion blanked is the question, the
    deleted words the answer. Read for cards marked with `::` or `?` alone, such paragraphs
    were left out in silence. None for a paragraph with no deletion."""
    text = [line.strip() for line in block if line.strip() and not _COMMENT_RE.match(line)]
    if not text or not holds("\n".join(text), "==", "{{"):
        return None
    joined = " ".join(_unbulleted(line) for line in text)
    code = [m.span() for m in _CODE_SPAN_RE.finditer(joined)]
    found = list(_CLOZE_RE.finditer(joined))
    if not found or any(a < m.end() and m.start() < b for m in found for a, b in code):
        return None  # (`a == b` in code: a comparison, no deletion)
    hidden = [m.group("mark") or m.group("curly") for m in found]
    return _CLOZE_RE.sub(_BLANK, joined), "; ".join(h.strip() for h in hidden)


def read(text: str, source: str) -> ParsedDocument:
    """The marked cards of a note (see the module docstring)."""
    notes = _Notes(source)
    block: list[str] = []
    first = 0
    fence: str | None = None
    for no, line in enumerate([*text.split("\n"), ""], start=1):
        was_code = fence is not None
        fence, is_fence = fence_after(fence, line)
        if is_fence or was_code or fence is not None:
            if block:
                block.append(line)  # code inside a card's answer stays with it, blank lines too
            continue
        heading = HEADING_RE.match(line)
        if heading is None and not line.strip() and _answer_below(block):
            continue  # `Question` over `?`, then a blank line: the answer is below it
        if heading is not None or not line.strip():
            if block:
                notes.paragraph(first, block)
                block = []
            if heading is not None:
                notes.heading(heading.group("text") or "")
            continue
        if not block:
            first = no
        block.append(line)
    if not notes.cards:
        raise NoQuestions(source, None, "no cards marked with ::, ? or : found")
    if len(notes.skipped) > len(notes.cards):
        # mostly questions that are not cards: a list of questions, not notes with cards
        raise NoQuestions(
            source,
            notes.skipped[0].line,
            f"{len(notes.cards)} cards marked but {len(notes.skipped)} questions not",
            len(notes.cards),
        )
    warnings = tuple(f"{source}:{s.line}: {s.reason}" for s in notes.skipped)
    return ParsedDocument(
        notes.title, tuple(notes.cards), warnings, tuple(notes.skipped), "card notes"
    )


def _answer_below(block: list[str]) -> bool:
    """Whether a card's lines so far end with its `?` line under its question: a blank line
    there parts the question from an answer below it (`How do you scroll?` / `?` / a blank /
    a fence), which then is the card's, not a paragraph of its own."""
    return len(block) >= 2 and _SEPARATOR_RE.match(block[-1]) is not None


def card_headings(text: str) -> str:
    """The text with each card marked in it written as a question heading over its answer,
    where the note's questions are headings (one heading that asks, at the least): a `?` (or
    `??`) card's question lines the heading (a level under the section it stands in), its
    `?` line blank; a paragraph of two `Question::Answer` lines or more (a run of cards, not
    one line that may answer the heading above it) a heading over its answer each (a line
    added per card). Unchanged otherwise (cheap tests first).

    A note that asks in headings (`### What is X?` over its answer) is read by its headings:
    the cards among them were text in no card, their questions (and the `?` lines!) reported
    unanswered; read as a note of cards instead, its heading questions were lost in silence.
    Written as headings, every question of the note is read, whichever way it is marked. A
    note of cards alone keeps its cards for the card reader (`read`)."""
    if not holds(text, "\n?", "::") or not holds(text, "#"):
        return text
    lines = text.split("\n")
    paragraphs, levels, asking = _paragraphs(lines)
    if not asking:
        return text
    changed = False
    for (start, end), level in zip(paragraphs, levels, strict=True):
        changed |= _headed_card(lines, start, end, "#" * min(level + 1, 6))
    return "\n".join(lines) if changed else text


def _paragraphs(lines: list[str]) -> tuple[list[tuple[int, int]], list[int], bool]:
    """The note's paragraphs outside code (first line, end), the level of the heading each
    stands under, and whether a heading asks (its text ends with `?`)."""
    paragraphs: list[tuple[int, int]] = []
    levels: list[int] = []
    level, asking, last = 1, False, -2
    for k, line in outside_code(lines):
        heading = HEADING_RE.match(line) if "#" in line[:4] else None
        if heading is not None:
            level = len(heading.group("hashes"))
            asking |= (heading.group("text") or "").rstrip(" #*_").endswith(("?", "？"))
        elif line.strip():
            if k == last + 1 and paragraphs:
                paragraphs[-1] = (paragraphs[-1][0], k + 1)
            else:
                paragraphs.append((k, k + 1))
                levels.append(level)
            last = k
    return paragraphs, levels, asking


def _headed_card(lines: list[str], start: int, end: int, hashes: str) -> bool:
    """The card(s) of one paragraph (`lines[start:end]`) written as headings (see
    `card_headings`); whether it held any."""
    block = lines[start:end]
    sep = next((k for k, line in enumerate(block) if _SEPARATOR_RE.match(line)), None)
    if sep is not None and 0 < sep < len(block) - 1:
        asked = " ".join(t.strip() for t in [_unbulleted(block[0]), *block[1:sep]])
        question = tidy_label(CARD_TAG_RE.sub("", asked))
        if not re.search(r"\w", question) or block[0].lstrip()[:1] == ">":
            return False
        lines[start : start + sep + 1] = [f"{hashes} {question}", *([""] * sep)]
        return True
    if len(block) < 2 or "::" not in "".join(block):
        return False  # one line alone may be a heading's answer (`The operator :: allows ...`)
    cards = [_inline_card(line) for line in block]
    if not all(cards):
        return False  # a `::` among other text: a line of the paragraph, not a card
    lines[start:end] = [f"{hashes} {q}\n{a}" for q, a in filter(None, cards)]
    return True
