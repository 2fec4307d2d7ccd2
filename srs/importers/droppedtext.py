"""Text between questions that no card holds: reported in runs, never lost in silence.

A run is the dropped lines between two question starts; it is reported (by its first line)
when it holds a sentence, not when it is only links, badges, bare HTML, a table's rule or a
link back to the top. Read by the line reader (srs.importers.lines) and the AsciiDoc reader.
"""

from __future__ import annotations

import bisect
import re
import sys
from collections.abc import Collection, Iterator, Sequence

from srs.importers.asking import asks, not_contents, plain_question
from srs.importers.blocklines import is_top_link
from srs.importers.cjkasks import ideographs
from srs.importers.common import MARK, SEPARATOR_RE, SUMMARY_RE
from srs.importers.endmatter import scoring_title
from srs.importers.fences import FENCE_RE
from srs.importers.labelwords import QUESTION_MARKS, SCORING_WORDS
from srs.importers.lazyre import lazy
from srs.importers.siblingasks import sets_task
from srs.importers.values import Block, Line

__all__ = [
    "card_lines",
    "continuations",
    "dropped_runs",
    "end_matter_runs",
    "introduction",
    "scoring",
    "titled_runs",
]

_NO_TEXT_RE = lazy(
    r"^[ \t>*+_|-]*(?:(?:\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)|!?\[(?:[^\]]|\][^(])*\]\([^)]*\)"
    r"|<[^<>]*>|&\w+;)[ \t|*_.,:;]*)+$"
)
"""A line of links, images, badges or bare HTML (a table row of them too: a page's
`| [Previous](a.md) | [Next](b.md) |` navigation): no text."""
_TABLE_RULE_RE = lazy(r"^[ \t]*\|?[ \t]*:?-{3,}")
_EMPTY_ITEM_RE = lazy(r"^[ \t]*\d{1,4}[.)][ \t]*$")
"""A number alone (`24.`): a list's item left to fill (srs.importers.listopenings), no text."""


def dropped_runs(
    dropped: list[tuple[int, str]],
    starts: list[int],
    titles: Collection[int] = (),
    parts: Sequence[int] = (),
) -> Iterator[tuple[int, int, str]]:
    """(first line, line count, first text) of each run of dropped text lines that no
    question start interrupts and that holds a sentence (four words or more); `titles` are
    headings among them (see `titled_runs`). The rules that part the page (`parts`, their
    ascending line numbers: `---`) end a run too: three unanswered questions between two
    cards, each in a part of its own, are named each."""
    rules = {no for no, text in dropped if _TABLE_RULE_RE.match(text)}
    run: list[tuple[int, str]] = []
    for no, text in [*dropped, (sys.maxsize, "")]:
        if no in rules or no + 1 in rules:
            continue  # a table's rule and header row (the header of a table of questions)
        if run and (
            no == sys.maxsize
            or (no in titles and _next_section(run, titles, text))
            or _parted(run[-1][0], no, starts, parts)
        ):
            found = _reported(run, titles) or _closing_words(run, starts)
            if found is not None:
                yield found
            run = []
        if no != sys.maxsize and _is_text(text):
            run.append((no, text))


def _parted(last: int, no: int, starts: Sequence[int], parts: Sequence[int]) -> bool:
    """Whether a question start, or a rule that parts the page, stands between the line
    `last` and the line `no` (a closing run, after the last start, is never parted)."""
    at = bisect.bisect(starts, no)
    if bisect.bisect(starts, last) != at:
        return True
    return at < len(starts) and bisect.bisect(parts, last) != bisect.bisect(parts, no)


def _next_section(run: list[tuple[int, str]], titles: Collection[int], heading: str) -> bool:
    """Whether the `heading` opens a section of its own after a run that holds text: a `#`
    heading that asks or sets a task (`# Enunciar y probar el lema ...`), a question the
    reader did not take, whose text is named apart by its own first line. One lump over
    several sections (`# Probar que ...` over its proof, `# Enunciar ...` over another)
    named only the first line: the text of every such section after it was lost with no
    word of its own. Other headings (`### Kubernetes` in a closing summary, `## Caso base`
    in a proof) go on in the run, one report for the lot, as before."""
    title = heading[_atx_level(heading) :].strip()
    if not title or not any(no not in titles for no, _ in run):
        return False
    return asks(title) or sets_task(title)


def _atx_level(text: str) -> int:
    """The level of a `#` heading line (its marks), 0 for any other line."""
    marks = len(text) - len(text.lstrip("#"))
    return marks if 0 < marks <= 6 and text[marks : marks + 1] in (" ", "\t") else 0


def ruled_parts(body: list[Line], starts: list[int]) -> list[int]:
    """The line numbers of the rules (`---`) of a page whose questions are parted by them (half
    or more of its questions, two at least, right under one), in order: there a run of text
    between two cards that a rule divides is so many parts, each named (a page of questions
    parted by rules, some unanswered). Elsewhere none: the notes closing a page, rules between
    their paragraphs, stay one run."""
    rules = [ln.no for ln in body if not ln.code and SEPARATOR_RE.match(ln.text)]
    if len(rules) < 2 or len(starts) < 2:
        return []
    ruled = 0
    prior = None  # the last non-blank line's text
    at = set(starts)
    for line in body:
        if line.no in at and prior is not None and SEPARATOR_RE.match(prior):
            ruled += 1
        if line.text.strip():
            prior = line.text
    return rules if ruled * 2 >= len(starts) else []


def titled_runs(
    dropped: list[tuple[int, str]],
    starts: list[int],
    titles: list[tuple[int, str]],
    held: Collection[int],
    parts: Sequence[int] = (),
) -> Iterator[tuple[int, int, str]]:
    """`dropped_runs`, each run with the headings over it that no card holds (`titles`, less
    the lines `held` elsewhere: in a card, reported, dropped as text already), parted by
    the rules at `parts`.

    A heading is never reported itself (a section's title over questions is no loss), but a
    short text under one is content: `## How to feed fish` over `Fish eat flakes.` after the
    last question is a question the reader did not take, never lost in silence for the
    shortness of its answer."""
    heads = [t for t in titles if t[0] not in held and t[0] > starts[0]]
    return dropped_runs(sorted([*dropped, *heads]), starts, {no for no, _ in heads}, parts)


def card_lines(blocks: list[Block]) -> set[int]:
    """The numbers of the lines the question blocks hold: no text dropped between them."""
    return {line.no for block in blocks for line in (block.start, *block.lines)}


def _reported(run: list[tuple[int, str]], titles: Collection[int]) -> tuple[int, int, str] | None:
    """(first line, line count, first text) of a run to report, its headings aside; None
    for a run with no sentence and no content (see `_content`)."""
    body = [(no, text) for no, text in run if no not in titles]
    if not body or not (any(_sentence(text) for _, text in body) or _content(run)):
        return None
    return body[0][0], len(body), _quoted(" ".join(body[0][1].split()))


def _closing_words(run: list[tuple[int, str]], starts: list[int]) -> tuple[int, int, str] | None:
    """(first line, 1, its text) of a run after the last question that is one short sentence
    of plain words (`Proximamente más retos...`, `More to come!`): the document's closing
    words, too short for a sentence elsewhere but the page's last text, so reported, never
    lost in silence. None for any other run, a title (`**Web APIs:**`, no full stop) too."""
    if len(run) != 1 or not starts or run[0][0] < starts[-1]:
        return None
    text = run[0][1].strip()
    if len(text.split()) < 2 or not _PROSE_RE.match(text) or not text.endswith((".", "!", "…")):
        return None
    return run[0][0], 1, _quoted(" ".join(text.split()))


_ITEM_RE = lazy(r"^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\S")
_PROSE_RE = lazy(r"^[ \t]*[^\W\d_]")
_TICKED_RE = lazy(rf"^[ \t]*{MARK[:-1]}[ \t]*[^\W\d_]")
"""A line led by a pictograph and a word (`✅ Caches`): a checklist's item, two or more."""


def _content(run: list[tuple[int, str]]) -> bool:
    """Whether a run with no sentence is still content: a list's items (`- true`, an option
    or a point cut off, a checklist's `✅ Caches` lines under the page's closing summary; not links, `- **Main:** [Back to the README](...)`), or two lines or more, one of them plain words (`Pickle Unpickle`
    over its link at the document's end). A lone title (`**Web APIs:**`, `## iOS`) or bold
    fields over a question (`**Type:** single choice`) are not."""
    if any(_ITEM_RE.match(text) and "](" not in text and "://" not in text for _, text in run):
        return True  # (an item that links is navigation or a reading list)
    if sum(1 for _, text in run if _TICKED_RE.match(text)) >= 2:
        return True  # `✅ Caches` / `✅ Queues`: a checklist (one such line: a title)
    return len(run) >= 2 and any(_PROSE_RE.match(text) for _, text in run)


def _sentence(text: str) -> bool:
    """Four words or more; in Chinese or Japanese, which set no blanks between words, ten
    ideographs or more (a sentence such as `面接で成功するためには、以下のポイントを押さえる`
    is one "word" to a split on blanks; a tag such
    as `**类型：** 单选题`, the type of a quiz question, is no sentence)."""
    if len(text.split()) >= _WORDS:
        return True
    return ideographs(text) >= _IDEOGRAPHS


_WORDS = 4
_IDEOGRAPHS = 10


def _quoted(first: str) -> str:
    """A run's first line as a report quotes it: 60 characters at most."""
    return first if len(first) <= 60 else first[:57] + "..."


def _is_text(text: str) -> bool:
    """A line of text: not blank, not links, badges, bare HTML or a number alone, not a link to the
    top (`<a href="#top">back to top</a>`), not the title of a fold that holds questions
    (`<summary>Chapter 3: Supply and Demand</summary>`, a chapter's title as a heading is)."""
    if (
        not text.strip()
        or _NO_TEXT_RE.match(text)
        or is_top_link(text)
        or _EMPTY_ITEM_RE.match(text)
    ):
        return False
    return not _fold_title(text)


def _fold_title(text: str) -> bool:
    """A `<summary>` line alone that does not ask: the name of the fold it opens."""
    if "<summary" not in text.lower():
        return False
    m = SUMMARY_RE.match(text)
    return m is not None and not m.group("rest").strip() and "?" not in m.group("summary")


def continuations(
    loose: list[tuple[int, str]], dropped: list[tuple[int, str]], body: Sequence[Line]
) -> set[int]:
    """The dropped lines that go on with a question met between blocks right above them
    (`5.  What rules does X enforce on the documents` / `    inside a collection?`, indented
    under a question not yet ended, or wrapped at the margin, opening in lower case: `16.
    Which status code should a tester` / `check first for a bug?`), or that set out its
    parts (`_parts_set_out`): its own words, reported with it by its first line."""
    open_questions = {no: text for no, text in loose if not text.rstrip().endswith("?")}
    return (
        {
            no
            for no, text in dropped
            if (text[:1] in (" ", "\t") or text[:1].islower()) and no - 1 in open_questions
        }
        | _parts_set_out(loose, dropped, body)
        | _item_paragraphs(loose, dropped)
    )


_NUMBERED_ITEM_RE = lazy(r"^\d{1,4}[.)][ \t]")


def _item_paragraphs(loose: list[tuple[int, str]], dropped: list[tuple[int, str]]) -> set[int]:
    """The dropped lines right under a numbered question met between blocks, up to the end
    of its paragraph (`2) Write a C expression that computes X.` / `Try it out and confirm
    ...`): the item's paragraph is the item, a task told over two sentences, reported with
    it by its first line, not its second sentence apart as text between questions. Only
    lines at the margin that open nothing: an indented line or one that opens an item (a
    sub-question's bullet, the next number) ends it (the cheap test first: a leading digit)."""
    numbered = [no for no, text in loose if text[:1].isdigit() and _NUMBERED_ITEM_RE.match(text)]
    if not numbered:
        return set()
    texts = dict(dropped)
    held: set[int] = set()
    for no in numbered:
        k = no + 1
        while texts.get(k, "")[:1] not in ("", " ", "\t") and not _ITEM_RE.match(texts[k]):
            held.add(k)
            k += 1
    return held


_MOST_ASKING_LINES = 4
"""How many lines of text may ask after a loose question's code (`Чему равно x == y?`)."""


def _parts_set_out(
    loose: list[tuple[int, str]], dropped: list[tuple[int, str]], body: Sequence[Line]
) -> set[int]:
    """The dropped lines that set out the rest of a question met between blocks: a fenced
    block right under it, then a few lines that ask about it (`1. Даны два массива` / the
    arrays in code / `Чему равно x == y? Почему?`), up to the next question. The question
    was stated over its data and asked after it: one question, reported unanswered by its
    first line, not its code apart as text between questions. A block with no line that
    asks after it, or with more text after that, is left to be reported."""
    if not loose or not any(FENCE_RE.match(text) for _, text in dropped):
        return set()  # the cheap test first: no code dropped
    held = {no for no, _ in dropped}
    at = {line.no: k for k, line in enumerate(body)}
    found: set[int] = set()
    for no, _ in loose:
        run = _run_after(body, at.get(no), held)
        if run and FENCE_RE.match(run[0].text) and _code_then_ask([ln.text for ln in run]):
            found.update(line.no for line in run)
    return found


def _run_after(body: Sequence[Line], k: int | None, held: set[int]) -> list[Line]:
    """The lines with text after `body[k]` up to the first that is not dropped (`held`):
    the run of text in no card right under the question at `k`."""
    run: list[Line] = []
    for line in body[k + 1 :] if k is not None else ():
        if not line.text.strip():
            continue
        if line.no not in held:
            break
        run.append(line)
    return run


def _code_then_ask(run: list[str]) -> bool:
    """Whether a run is a fenced block, closed, then a few lines of text, the last asking."""
    fence = FENCE_RE.match(run[0])
    mark = fence.group("fence") if fence is not None else "```"
    close = next((k for k in range(1, len(run)) if _closes(run[k], mark)), None)
    if close is None:
        return False
    prose = run[close + 1 :]
    if not 0 < len(prose) <= _MOST_ASKING_LINES or any(FENCE_RE.match(t) for t in prose):
        return False
    last = prose[-1].strip()
    return asks(last) or any(mark in last for mark in QUESTION_MARKS)


def _closes(text: str, mark: str) -> bool:
    """Whether a line closes the fenced block opened with `mark` (```` ``` ````, `~~~`)."""
    text = text.strip()
    return text.startswith(mark) and not text.strip(mark[0])


_SCORING_RE = lazy(rf"^[\W_]*(?:{SCORING_WORDS}|results?)\b", re.I)
"""A quiz's scoring guide (`## Scoring Guide`, `### Score 18-20: Expert`): end matter every
quiz has, which no one takes for lost content; not reported."""
_LEADING_MARKS_RE = lazy(r"^[\W_]+")
"""The marks before a title's first word (`📊 `, `**`)."""


def scoring(section: str | list[tuple[int, str]]) -> bool:
    """Whether an end-matter title (or a section, by its first line) is a scoring guide's,
    in any language, or a band of a rubric (`endmatter.scoring_title`)."""
    title = section if isinstance(section, str) else (section[0][1] if section else "")
    title = title.lstrip("#* \t")
    if _SCORING_RE.match(title) is not None:
        return True
    return scoring_title(_LEADING_MARKS_RE.sub("", title, count=1))


def end_matter_runs(sections: list[list[tuple[int, str]]]) -> Iterator[tuple[int, int, str]]:
    """(first line, line count, first text) of each end-matter section to report: each
    holding a sentence, scoring guides aside."""
    for section in sections:
        yield from dropped_runs(section, [])


INTRO_WORDS = 20
"""An introduction of fewer words in all is reported only when one line of it is a sentence
(`SENTENCE_WORDS`): fields such as a quiz's time limit and pass mark are no loss."""
SENTENCE_WORDS = 10
"""A line of this many words is a sentence an introduction says (`These are just a bunch of
rather basic CSS interview questions.`), reported however short the rest; a tagline under
the title (`Questions asked most often.`) is not."""
_MARKUP_RE = lazy(r"<[^<>]*>|^[ \t>*+_:#|-]+|\*\*|__")
"""HTML tags, bold marks, and the marks that open a line (a quote's `>`, an admonition's
`:::`, a bullet)."""


def intro_run(intro: list[tuple[int, str]], after: int) -> tuple[int, int, str] | None:
    """(first line, line count, first sentence) of a page's introduction, the text before its
    first question, when it is a paragraph's worth or holds a sentence (a tagline saying what
    the page is, a quiz's time limit, is no loss to report): no card takes it, so it is reported, and a user whose
    first questions were misread sees where they went. Lines up to `after` (a YAML front
    matter) are metadata; table rows and links to anchors on the page, its table of contents."""
    kept = [(no, _MARKUP_RE.sub("", text)) for no, text in intro if _intro_text(no, text, after)]
    counts = [_words(plain) for _, plain in kept]
    if sum(counts) < INTRO_WORDS and max(counts, default=0) < SENTENCE_WORDS:
        return None
    first = next((p for _, t in kept if len((p := " ".join(t.split())).split()) >= 4), kept[0][1])
    return kept[0][0], len(kept), _quoted(first)


def introduction(
    intro: list[tuple[int, str]], after: int, questions: list[str]
) -> tuple[int, str] | None:
    """The line and message of the report of a page's introduction (see `intro_run`), but
    for its lines that name a card's question (an outline of the page)."""
    counts = [_words(text) for _, text in intro]
    if sum(counts) < INTRO_WORDS and max(counts, default=0) < SENTENCE_WORDS:
        return None  # too short to report, whatever it names: no card's question read
    asked = {plain_question(q) for q in questions}
    found = intro_run([(no, t) for no, t in intro if plain_question(t) not in asked], after)
    if found is None:
        return None
    first, count, text = found
    lines = "1 line" if count == 1 else f"{count} lines"
    return first, f"{lines} of introduction before the first question ('{text}'); not imported"


def _words(text: str) -> int:
    """How many words a line of an introduction says: its blank-separated words, and one
    more for every two CJK ideographs (`cjkasks.ideographs`; a Chinese word is one to three
    of them): Chinese or Japanese sets no blanks between words, and an introduction of three
    Chinese paragraphs, split on blanks, counted three words, too few to report, and was lost
    in silence; a tagline (`本文总结了深度学习面试中常见的问题。`) stays too short, as in English."""
    return len(text.split()) if text.isascii() else len(text.split()) + ideographs(text) // 2


def _intro_text(no: int, text: str, after: int) -> bool:
    return no > after and _is_text(text) and not_contents(text)
