"""A saved web page that folds each answer under its question: `<details>` / `<summary>`.

Hand-made interview pages write each pair as one fold, the question in the `<summary>` and
the answer in the body, the summary often a row of spans (the question, a difficulty badge,
an arrow that turns when it opens):

    <details class="qa">
      <summary><span class="q-text">What is a pod?</span><span class="diff">Medium</span>
      <span class="arr">▶</span></summary>
      <div class="ans"><p>The smallest deployable unit.</p><h4>Scheduling</h4>...</div>
    </details>

Converted as it is, the summary is a bare paragraph run together with its badges (`What is a
pod?Medium▶`), which no reader takes for a question, and a heading inside the answer reads
as a question of its own: every pair but a few was lost. Here, before the page is converted,
such a summary becomes a `<h6>Q: ...</h6>` heading over its fold, its badges dropped: the
fold says it is a question, so it is labelled one (`DNS record types — which ones matter`
asks nothing, and among headings that ask, a plain one is read as a section). Each heading
inside the fold becomes a bold line of the answer. A summary that labels the answer it hides (`Show answer`,
`Hint`, `Click to expand`) is left alone: the question is then elsewhere; one that only
prompts to open it (`Click to reveal the correct answer`) is dropped.
"""

from __future__ import annotations

import html
import re

from srs.importers.anytags import ANY_TAG_RE
from srs.importers.blocklines import reveals_answer_summary
from srs.importers.lazyre import lazy

_FOLD_RE = lazy(r"<details\b[^<>]*>(?P<inner>.*?)</details\s*>", re.I | re.S)
_SUMMARY_RE = lazy(r"^\s*<summary\b[^<>]*>(?P<summary>.*?)</summary\s*>", re.I | re.S)
_HEADING_RE = lazy(r"<h([1-6])\b[^<>]*>(.*?)</h\1\s*>", re.I | re.S)
_GRADE_RE = lazy(
    r"(?:easy|medium|med|hard|difficult|beginner|intermediate|advanced|expert|basic|moderate"
    r"|junior|mid|senior)",
    re.I,
)
_TOGGLE_RE = lazy(
    r"^(?:(?:click|tap|press)\s+(?:here\s+)?(?:to\s+)?)?(?:show|hide|expand|collapse|view|open"
    r"|see|toggle|more|details|read\s+more|spoiler|answer|solution|hint|source|references?)\b",
    re.I,
)
"""A summary that is a control or a label, not a question (`Click to expand`, `Details`)."""


def folded_questions(body: str) -> str:
    """The page with each `<details>` whose summary holds a question written as a labelled
    `<h6>` question over the fold's body (see the module docstring); the rest as it was."""
    if "<summary" not in body and "<SUMMARY" not in body:
        return body
    return _FOLD_RE.sub(_fold, body)


def _fold(m: re.Match[str]) -> str:
    inner = m.group("inner")
    summary = _SUMMARY_RE.match(inner)
    if summary is None or re.search(r"<details\b", inner, re.I):
        return m.group(0)
    question = _summary_question(summary.group("summary"))
    if question is None:
        return _without_prompt(m.group(0), summary)
    rest = _HEADING_RE.sub(r"<p><strong>\2</strong></p>", inner[summary.end() :])
    return f"<h6>Q: {html.escape(question, quote=False)}</h6>\n{rest}"


def _without_prompt(fold: str, summary: re.Match[str]) -> str:
    """The fold less a summary that only prompts to open it (`Click to reveal the correct
    answer`, `Show solution`): a control of the page, no text of the card. A summary that
    labels (`Answer`) stays: the readers take it for the answer's label."""
    text = " ".join(html.unescape(ANY_TAG_RE.sub(" ", summary.group("summary"))).split())
    if not (_PROMPT_RE.match(text) and reveals_answer_summary(text)):
        return fold
    start = fold.index(summary.group(0))
    return fold[:start] + fold[start + len(summary.group(0)) :]


_PROMPT_RE = lazy(
    r"(?:(?:click|tap|press)\s+(?:here\s+)?(?:to\s+)?)?(?:show|view|see|reveal|expand|check"
    r"|toggle|display|open)\b",
    re.I,
)
"""A summary that asks the reader to open the fold (`Click to reveal ...`, `Show answer`)."""


def _summary_question(summary_html: str) -> str | None:
    """A summary's question: its spans' texts, less the badges among them (a grade such as
    `Medium`, an arrow or other mark with no letter); None for a label or a control."""
    pieces = [
        " ".join(html.unescape(ANY_TAG_RE.sub(" ", piece)).split())
        for piece in re.split(r"</span\s*>", summary_html, flags=re.I)
    ]
    kept = [
        piece
        for piece in pieces
        if piece and any(ch.isalnum() for ch in piece) and not _GRADE_RE.fullmatch(piece)
    ]
    text = " ".join(kept)
    if not text or _TOGGLE_RE.match(text) or reveals_answer_summary(text):
        return None
    if len(text.split()) < 2 and not text.endswith("?"):
        return None
    return text
