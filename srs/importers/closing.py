"""What a card's lines end with that is no part of its answer: after the last answer, a
closing note after the last rule, a footer heading that links away over a banner, closing
words (`Happy learning!`), a tips section no other answer has (`### Exam Tip`); before the
next question, a short bold title over it or a quiz's trailing sub-heading. Each is cut from
the card (and returned, to be reported as text in no card, where the reader reports it).
"""

from __future__ import annotations

import re
from bisect import bisect_right

from srs.importers.asking import asks, chat_offer
from srs.importers.blocklines import is_top_link
from srs.importers.chatpaste import (
    HOPE_WORDS,
    chat_closing,
    chat_promise,
    chat_segue,
    chat_turn,
    may_promise,
)
from srs.importers.closingasks import cut_closing_questions
from srs.importers.closingfolds import cut_closing_folds
from srs.importers.common import (
    ANSWER_RE,
    BOLD_LINE_RE,
    LIST_ITEM_RE,
    OPTION_RE,
    end_matter_kind,
    heading_of,
)
from srs.importers.fences import FENCE_RE
from srs.importers.labeltext import tidy_label, unwrap
from srs.importers.lazyre import lazy
from srs.importers.linkfooters import LINK
from srs.importers.pictitles import pictograph_title, titles_next
from srs.importers.values import Block, Line

__all__ = [
    "cut_chat_closings",
    "cut_chat_segues",
    "cut_chat_turns",
    "cut_closing_list",
    "cut_closing_note",
    "cut_closing_parts",
    "cut_closing_remark",
    "cut_closing_tips",
    "cut_count_lines",
    "cut_linked_footer",
    "cut_navigation",
    "cut_past_top_link",
    "cut_section_title",
    "cut_trailing_heading",
    "cut_trailing_title",
    "short_bold",
]

_LINKS_AWAY_RE = lazy(r"\]\(https?://|<a\b[^>]*href=[\"']https?://", re.I)
"""A link to another site, in Markdown or HTML."""
_BARE_MARKUP_RE = lazy(r"!\[[^\]]*\]\([^)]*\)|<[^<>]*>|&\w+;")
"""Images, tags and entities: a line of nothing else holds no text."""


def _note_lines(tail: list[Line]) -> list[Line]:
    """The text lines of a closing note (a short paragraph: no code, list or sub-heading,
    which would be more of the answer); empty when `tail` is none."""
    text = [line for line in tail if line.text.strip()]
    if len(text) > 3 or any(line.code for line in tail):
        return []
    if any(heading_of(line) is not None or LIST_ITEM_RE.match(line.text) for line in text):
        return []
    return text


def cut_linked_footer(block: Block) -> list[Line]:
    """A heading that links to another site under the last answer, with nothing but images,
    links and markup below it (`#### Explore all 63 answers here 👉 [site](https://...)` over
    a banner): the page's footer, not the last answer's own section. Cut and returned."""
    lines = block.lines
    k = next((k for k in range(len(lines) - 1, -1, -1) if heading_of(lines[k]) is not None), None)
    if k is None or not _LINKS_AWAY_RE.search(lines[k].text):
        return []
    if any(line.code or _BARE_MARKUP_RE.sub("", line.text).strip() for line in lines[k + 1 :]):
        return []
    cut = [lines[k]]
    del lines[k:]
    return cut


_NAVIGATION_RE = lazy(
    r":(?:arrow_\w+|point_\w+|back|rewind|fast_forward|house\w*|top):|[←→⬅➡↩↪👉👈⏪⏩🔙🔝🏠]"
    r"|\b(?:back|next|previous|prev|home|top|contents|index|suivant|précédent|retour|sommaire"
    r"|weiter|zurück|inicio|siguiente|anterior|volver|próximo|voltar|início)\b",
    re.I,
)
"""An arrow (as a shortcode or a pictograph) or a word that moves about a site."""
_LINK_OR_URL_RE = lazy(LINK)
"""A link or a bare URL (srs.importers.linkfooters' one pattern for either)."""
_SHORTCODE_RE = lazy(r":[a-z0-9_+-]+:")


def cut_navigation(block: Block) -> list[Line]:
    """A paragraph of links alone that moves about the site, closing the last answer
    (`> :arrow_right: [Puzzle Dev](https://...) :arrow_left:`, a course page's way on, quoted
    as its answers are): the page's navigation, not the answer's reference. Only links,
    arrows and pictographs, an arrow or a word of moving (`Back`, `Next`, `Suivant`) among
    them; cut and returned."""
    lines = block.lines
    k = next((k for k in range(len(lines) - 1, -1, -1) if lines[k].text.strip(" >\t")), None)
    if k is None or k == 0 or lines[k].code or lines[k - 1].text.strip(" >\t"):
        return []
    text = lines[k].text
    if "](" not in text and "://" not in text:
        return []
    rest = _SHORTCODE_RE.sub("", _LINK_OR_URL_RE.sub("", text))
    if any(ch.isalnum() for ch in rest) or _NAVIGATION_RE.search(text) is None:
        return []
    cut = [lines[k]]
    del lines[k:]
    return cut


def cut_past_top_link(blocks: list[Block], lines: list[Line]) -> list[Line]:
    """What follows the link back to the top that closes the last answer, where every answer
    closes with such a link (`**[⬆ Volver](#top)**`): the page's own text after its last
    question (`**Más preguntas para practicar**` over lists of questions left to practise),
    not that answer's. Cut and returned (reported; the questions in it as unanswered)."""
    if len(blocks) < 2:
        return []
    last = blocks[-1].lines
    k = next((k for k, line in enumerate(last) if not line.code and is_top_link(line.text)), None)
    if k is None or not any(line.text.strip() for line in last[k + 1 :]):
        return []
    nos = [line.no for line in lines]
    closed = sum(1 for block in blocks[:-1] if _closed_by_top_link(block, lines, nos))
    if 4 * closed < 3 * (len(blocks) - 1):
        return []  # most answers not closed by the link: the page does not close them so
    cut = [line for line in last[k + 1 :] if line.text.strip()]
    del last[k + 1 :]
    return cut


def _closed_by_top_link(block: Block, lines: list[Line], nos: list[int]) -> bool:
    """Whether an answer's last line with text, or the first line with text after it, links
    back to the top (the reader may have left the link out of the block)."""
    own = next((line for line in reversed(block.lines) if line.text.strip()), None)
    if own is not None and not own.code and is_top_link(own.text):
        return True
    end = block.lines[-1].no if block.lines else block.start.no
    for j in range(bisect_right(nos, end), len(lines)):
        if lines[j].text.strip():
            return not lines[j].code and is_top_link(lines[j].text)
    return False


def cut_closing_note(last: Block, reopened: list[tuple[Block, int]]) -> list[Line]:
    """A short paragraph after the rule under the last answer (`last`), at the document's end
    (`---` / `*These answers cover the basics; customise them.*`): the document's closing
    note, not the last answer's end, when no other answer went on past a rule (`reopened`:
    each answer that did, and where). A rule inside a `<details>` fold left open is the
    fold's: it parts the folded answer and says nothing of where the page's closing note
    begins. Cut and returned (its text lines)."""
    ruled = [(block, at) for block, at in reopened if not _open_fold(block.lines[:at])]
    if not ruled or any(block is not last for block, _ in ruled):
        return []
    at = ruled[0][1]  # (`---` / `🔥 words` / `---` / `👉 an offer`: its first)
    tail = last.lines[at:]
    text = _note_lines(tail) or _offer_lines(tail) or _sources_lines(tail)
    if text:
        del last.lines[at - 1 :]  # and the blank line that stood for the rule
    return text


def _sources_lines(tail: list[Line]) -> list[Line]:
    """The text lines after the last rule when they are the page's list of sources: an end
    matter title (`Источники:`, `**References**`, `## Sources`) over list items or links only,
    no code (a sources list after the rule was the last answer's end, in silence); else none."""
    text = [line for line in tail if line.text.strip()]
    if len(text) < 2 or any(line.code for line in tail):
        return []
    heading = heading_of(text[0])
    title = heading[1] if heading is not None else text[0].text.strip()
    if end_matter_kind(title.strip(" *_#")) != "other":
        return []
    listed = all(
        LIST_ITEM_RE.match(line.text) or _LINKS_AWAY_RE.search(line.text) for line in text[1:]
    )
    return text if listed else []


def _open_fold(lines: list[Line]) -> bool:
    """Whether the lines open a `<details>` fold they do not close."""
    depth = 0
    for line in lines:
        if "<" in line.text and not line.code:
            lower = line.text.lower()
            depth += lower.count("<details") - lower.count("</details")
    return depth > 0


def _offer_lines(tail: list[Line]) -> list[Line]:
    """The text lines after the last rule when they open with a chat's offer (its list of
    offers and `Just tell me!` too, however long, but no code); else none."""
    text = [line for line in tail if line.text.strip()]
    if not text or any(line.code for line in tail) or not chat_offer(text[0].text):
        return []
    return text


_CLOSING_RE = lazy(
    rf"^[\W_]*(?:(?:these|the\s+above|all\s+these)\s+(?:answers|questions|notes|flashcards)\s+"
    rf"(?:are|were|should|will|cover)\b|(?:{HOPE_WORDS})\b"
    r"|(?:this|these)\s+(?:\w+\s+){0,3}?(?:guide|document|cheat\s*-?sheet|collection|article"
    r"|post|repo(?:sitory)?|page|notes|questions)\s+(?:covers?|contains?|includes?|provides?"
    r"|gives?|should|will|helps?)\b"
    r"|happy\s+(?:learning|coding|studying|preparing)\b|good\s+luck\b|all\s+the\s+best\b"
    r"|thanks?\s+(?:you\s+)?for\s+(?:playing|reading|taking\s+(?:the|this)\s+quiz|watching)\b"
    r"|(?:essas|estas)\s+(?:perguntas|quest[õo]es|preguntas)\s+(?:abrangem|cobrem|cubren|abarcan)\b"
    r"|bons\s+estudos\b"
    r"|buena\s+suerte\b|boa\s+sorte\b)",
    re.IGNORECASE,
)
"""The document's closing words (`This comprehensive guide covers ...`, `👉 These answers are
now structured ...`, `Hope this helps!`, `Happy learning!`, `Thanks for playing 🎉`, and the
same in Portuguese and Spanish: `Essas perguntas abrangem ...`, `Espero que ajude`, `Boa
sorte`): about the whole document, never the last answer's."""


def cut_closing_remark(block: Block) -> list[Line]:
    """The last card's closing paragraph when it is the document's closing words (see
    `_CLOSING_RE`), cut from the card and returned to be reported; [] otherwise."""
    span = _last_paragraph(block)
    if span is None:
        return []
    first = unwrap(block.lines[span[0]].text.strip())
    if not _CLOSING_RE.match(first) and not chat_closing(first):
        return []
    cut = block.lines[span[0] : span[1]]
    del block.lines[span[0] :]
    return cut


_TIPS = r"(?:(?:pro|exam|interview|bonus|final|quick|study|golden|last)[ \t]+)?tips?"
_TIPS_RE = lazy(_TIPS, re.IGNORECASE)
"""A title naming tips (`Exam Tip`, `Pro Tips`, `Tip`)."""
_TIP_LABEL_RE = lazy(rf"^(?:\*\*|__)?{_TIPS}[ \t]*(?:\*\*|__)?[ \t]*[:：]", re.IGNORECASE)
"""A line led by a tip's label (`🎯 Pro Tip: When answering ...`, its pictograph gone)."""


def cut_closing_tips(blocks: list[Block]) -> list[Line]:
    """The page's closing matter under the last answer, where no other answer has any: a
    sub-heading that names tips or end matter (`### 📌 Exam Tip` over bullets that sum up the
    quiz, `### Sources`), or, in a page whose other answers are one line each, a line led by a
    tip's label (`🎯 Pro Tip: back your answers with ...` then the post's link). A section
    only the last question has is the page's, not that answer's (`### Example` under every
    question, the last one's too, is each answer's own). Cut from its first line to the end
    and returned (its text lines); [] otherwise."""
    if len(blocks) < 2:
        return []
    lines = blocks[-1].lines
    k = next((k for k in range(1, len(lines)) if _closing_title(lines[k]) is not None), None)
    if k is None or not _the_pages(blocks, k):
        return []
    cut = [line for line in lines[k:] if line.text.strip()]
    del lines[k:]
    return cut


def _the_pages(blocks: list[Block], k: int) -> bool:
    """Whether the closing title on line k of the last card (after some of its answer) opens
    the page's closing matter: no other card has such a line, and a tip line that is no
    heading closes one-line answers only (in a page of longer ones it may be the answer's)."""
    lines, others = blocks[-1].lines, blocks[:-1]
    if not any(line.text.strip() for line in lines[:k]):
        return False
    if any(_closing_title(line) is not None for b in others for line in b.lines):
        return False  # the page's answers have such sections: this one is the last answer's
    return heading_of(lines[k]) is not None or all(_one_line(b) for b in others)


def _closing_title(line: Line) -> str | None:
    """The title of a line that may open a page's closing matter: a heading that names tips
    or end matter (not a key), or a line led by a tip's label; None for any other line."""
    if line.code:
        return None
    heading = heading_of(line)
    if heading is not None:
        words = heading[1].rstrip(" \t:：")
        return words if _TIPS_RE.fullmatch(words) or end_matter_kind(words) == "other" else None
    if "tip" not in line.text[:40].lower():  # a cheap test before the label's pattern
        return None
    text = tidy_label(line.text)
    return text if _TIP_LABEL_RE.match(text) and not ANSWER_RE.match(line.text) else None


def _one_line(block: Block) -> bool:
    """Whether a card's answer is one line of text."""
    return sum(1 for line in block.lines if line.text.strip()) == 1


def _last_paragraph(block: Block) -> tuple[int, int] | None:
    """Where a card's last paragraph of text starts and ends; None when it is the answer's
    only paragraph, or code (the answer's own, whatever its words)."""
    last = len(block.lines)
    while last > 0 and not block.lines[last - 1].text.strip():
        last -= 1
    first = last
    while first > 0 and block.lines[first - 1].text.strip() and not block.lines[first - 1].code:
        first -= 1
    if first == 0 or first == last or block.lines[first].code:
        return None
    return first, last


def cut_chat_segues(blocks: list[Block]) -> list[tuple[int, str]]:
    """The chat assistant's segues to the next part (`Let's now level up to the
    **INTERMEDIATE QUESTIONS** 🔥`) and its words about the page it makes (`These questions
    cover the essentials of Docker. Good luck! 🚀`; see srs.importers.chatpaste) closing the
    last answer of a part (`_part_ends`), before the next part's questions (or the page's
    end): cut from their cards and returned, (line number, text), to be reported. Only a
    short paragraph of its own (`_note_lines`: no list, code or heading) so worded."""
    cut: list[tuple[int, str]] = []
    for k, block in enumerate(blocks):
        if k + 1 < len(blocks) and not _part_ends(block, blocks[k + 1]):
            continue  # the section goes on: no part ends here
        at = _chat_words_at(block)
        if at is not None:
            cut.extend((line.no, line.text) for line in block.lines[at:] if line.text.strip())
            del block.lines[at:]
    return cut


def _chat_words_at(block: Block) -> int | None:
    """Where the chat's words closing a card start (see `cut_chat_segues`): its last
    paragraph, or the last line of it, a line of its own after a sentence's end (`A stable
    address for pods.` over `These questions cover the essentials. Good luck!`); None when
    the card ends with its answer."""
    span = _last_paragraph(block)
    if span is not None:
        text = _note_lines(block.lines[span[0] : span[1]])
        said = " ".join(line.text for line in text)
        if text and (chat_segue(said) or chat_closing(unwrap(said.strip()))):
            return span[0]
    lines = block.lines
    last = len(lines) - 1
    while last > 0 and not lines[last].text.strip():
        last -= 1
    if last < 1 or lines[last].code or lines[last - 1].code:
        return None
    if lines[last - 1].text.rstrip()[-1:] not in ".!?)":
        return None  # (a line wrapped from the one above, mid-sentence)
    return last if chat_closing(unwrap(lines[last].text.strip())) else None


def _part_ends(block: Block, after: Block) -> bool:
    """Whether a part of the page ends between two cards: the next is in another section, or
    its numbering starts again (`### 30.` then `# 1.`: the next reply's questions, under no
    section heading of their own)."""
    if after.section is not block.section:
        return True
    return after.number is not None and block.number is not None and after.number < block.number


def cut_chat_turns(blocks: list[Block]) -> list[tuple[int, str]]:
    """A chat's turn closing an answer (see srs.importers.chatpaste): from its first turn
    header (`**You said:**`) to the block's end, which is a header too (`**ChatGPT said:**`,
    the reply being what follows), and the offer that ended the reply above it (`Let me
    know if you want ...`). Cut from their cards and returned, (line number, text), to be
    reported. A turn that goes on in the card (the reply's own text after its header) is
    left: it may be more of the answer. So is the chat's promise of more questions closing
    a card, a part's end or not (`_promise_at`)."""
    cut: list[tuple[int, str]] = []
    for block in blocks:
        lines = block.lines
        last = next((ln for ln in reversed(lines) if ln.text.strip()), None)
        if last is None or last.code:
            continue  # (the block's last line first: no other line is read in most blocks)
        if chat_turn(last.text):
            first = next(k for k, ln in enumerate(lines) if not ln.code and chat_turn(ln.text))
            first = _offer_above(lines, first)
        elif may_promise(last.text):
            first = _promise_at(lines)
        else:
            continue
        cut.extend((ln.no, ln.text) for ln in lines[first:] if ln.text.strip())
        del lines[first:]
    return cut


def _promise_at(lines: list[Line]) -> int:
    """Where a chat's promise of more questions closing a card starts (`chat_promise`: `Sure!
    I'll keep writing Git questions.`, left where one of its replies ended): its last line, a
    line of its own after a sentence's end (`**Explanation:** ... a branch.` right over it,
    as much as a paragraph apart); the block's end when there is none."""
    last = len(lines) - 1
    while last > 0 and not lines[last].text.strip():
        last -= 1
    above = lines[last - 1].text.rstrip() if last > 0 else ""
    if last < 1 or lines[last - 1].code or (above and above[-1] not in ".!?)"):
        return len(lines)  # (first in a card, or a line wrapped from the one above)
    return last if chat_promise(unwrap(lines[last].text.strip())) else len(lines)


def _offer_above(lines: list[Line], k: int) -> int:
    """Where the paragraph right above line k starts when it opens with a chat's offer
    (`chat_offer`), else k."""
    end = k
    while end > 0 and not lines[end - 1].text.strip():
        end -= 1
    start = end
    while start > 0 and lines[start - 1].text.strip() and not lines[start - 1].code:
        start -= 1
    return start if start < end and start > 0 and chat_offer(lines[start].text) else k


def cut_closing_list(block: Block, blocks: list[Block]) -> list[Line]:
    """`_cut_closing_list`, after the empty list markers ending the answer (`_cut_empty_items`),
    or a closing list of questions under a heading of its own (srs.importers.closingasks)."""
    empty = _cut_empty_items(block)
    return (_cut_closing_list(block, blocks) or cut_closing_questions(block, blocks)) + empty


def _cut_closing_list(block: Block, blocks: list[Block]) -> list[Line]:
    """What follows a blank line under the last answer that is the page's, not the answer's:
    the page's summary (see `_summary_at`); `Other points of interest:` (see `_MORE_RE`)
    over a list, where the other answers are one paragraph each (`Q. ...` / `A. ...`); or a
    last question asked alone (`Can you store
    JSON?`) where each question's answer opens with its label right under it. Cut and
    returned ([] otherwise); a lone question among the lines is reported unanswered."""
    if len(blocks) < 2 or blocks[-1] is not block:
        return []
    lines = block.lines
    k = _summary_at(lines)
    if k is None:
        k = next((k for k in range(1, len(lines) - 1) if _paragraph_after(lines, k)), None)
        if k is None:
            return []
        title = lines[k + 1].text.strip()
        if not (_more_listed(title, blocks[:-1]) or _last_asked(lines, k, blocks)):
            return []
    cut = [line for line in lines[k + 1 :] if line.text.strip()]
    del lines[k:]
    return cut


def _more_listed(title: str, others: list[Block]) -> bool:
    """`Other points of interest:` under the last of answers one paragraph each."""
    if not title.endswith(":") or len(title.split()) > 6 or not _MORE_RE.match(title):
        return False
    return all(_one_paragraph(b) for b in others)


def _last_asked(lines: list[Line], k: int, blocks: list[Block]) -> bool:
    """A line that asks alone after the blank line k, the block's last, where every block
    opens its answer with a label right under its question line."""
    title = lines[k + 1].text.strip()
    if any(line.text.strip() for line in lines[k + 2 :]) or not title.endswith("?"):
        return False
    labelled = all(any(ANSWER_RE.match(ln.text) for ln in b.lines[:2]) for b in blocks)
    return labelled and asks(title) and not _label_of_the_answers(title, blocks[:-1])


_BOLD_LABEL_RE = lazy(r"^(?:\*\*|__)(?P<label>[^*_\n]{1,30}?[:：])(?:\*\*|__)")


def _label_of_the_answers(title: str, others: list[Block]) -> bool:
    """Whether the line opens with a bold label another answer holds a line under too
    (`**Follow-up:** Which policy would you choose?`, each answer's follow-up): a part every
    answer has, not a last question asked alone."""
    m = _BOLD_LABEL_RE.match(title)
    if m is None:
        return False
    opening = m.group(0)
    return any(ln.text.lstrip().startswith(opening) for b in others for ln in b.lines)


def _summary_at(lines: list[Line]) -> int | None:
    """The blank line over the page's closing summary in the last answer: a label alone in
    bold that names a summary of the page (`**Topics Covered:**`, `**Key Takeaways:**`, see
    `_SUMMARY_RE`) over two lines or more of its points (`✅ Queues`) and the closing words,
    no code. Written with no rule or heading before it, it read as the last answer's end;
    `**Steps:**` over a list is the answer's own (None)."""
    for k in range(1, len(lines) - 2):
        text = lines[k + 1].text
        if text[:2] not in ("**", "__") or not _paragraph_after(lines, k):
            continue
        m = _SUMMARY_LABEL_RE.match(text)
        if m is None or not _SUMMARY_RE.match(m.group("title").strip()):
            continue
        rest = lines[k + 2 :]
        if sum(1 for line in rest if line.text.strip()) >= 2 and not any(ln.code for ln in rest):
            return k
    return None


_SUMMARY_LABEL_RE = lazy(
    r"^(?:\*\*|__)(?P<title>[^*_:：]{2,60}?)(?:[:：](?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])[ \t]*$"
)
"""`**Topics Covered:**`, `**Summary**:`: a bold label alone on its line, with its colon."""
_SUMMARY_RE = lazy(
    r"^[\W_]*(?:(?:topics?|concepts?|areas?|skills?|subjects?)\s+(?:covered|reviewed|learned|learnt)"
    r"|what\s+(?:we|you)(?:\s+have|['’]ve)?\s+(?:covered|learned|learnt)|covered\s+topics"
    r"|(?:quick\s+|final\s+)?(?:summary|recap)|key\s+takeaways|takeaways|conclusions?)$",
    re.I,
)
"""The names of a page's closing summary (`Topics Covered`, `What we covered`, `Recap`, `Key
takeaways`): about the whole page, never the last answer's own points."""


_MORE_RE = lazy(
    r"^[\W_]*(?:other|more|additional|further|extra|bonus|related|also|next|todo|to\s+do)\b", re.I
)
"""A title that names more than the answer above (`Other points of interest:`, `Further
topics:`); `Differences:` over a list is the answer's own."""


def _paragraph_after(lines: list[Line], k: int) -> bool:
    """Whether line k is blank between two lines of text (outside code)."""
    return (
        not lines[k].text.strip()
        and bool(lines[k - 1].text.strip())
        and bool(lines[k + 1].text.strip())
        and not lines[k + 1].code
    )


def _one_paragraph(block: Block) -> bool:
    """Whether a block's lines hold no blank line between two lines of text."""
    return not any(_paragraph_after(block.lines, k) for k in range(1, len(block.lines) - 1))


def short_bold(text: str) -> str | None:
    """The text of a short line all in bold (`**Parallelism in JavaScript:**`), else None."""
    m = BOLD_LINE_RE.match(text)
    if m is None or len(m.group("text")) > 60 or "*" in m.group("text") or "_" in m.group("text"):
        return None
    return str(m.group("text"))


def cut_trailing_title(block: Block) -> list[Line]:
    """Drop a short bold title closing a card's lines, right before the next question
    (`**Parallelism in JavaScript:**` over `2. **How ...?**`), or one led by a pictograph
    (`🔹 Intermediate Q&A` over `9. What ...?`), or one in plain words right on the next
    question's line (`Kubernetes Interview Questions` over `Question: ...`): it titles what
    follows, as a heading would; no part of the answer above it. Returns the lines cut ([]
    when none)."""
    last = len(block.lines) - 1
    while last >= 0 and not block.lines[last].text.strip():
        last -= 1
    if last < 1 or block.lines[last].code:
        return []
    glued = last == len(block.lines) - 1
    joined = glued and _joined_title(block.lines[last].text)  # glued both ways: no blank above
    if not joined and block.lines[last - 1].text.strip() and not _after_code(block.lines, last):
        return []  # alone after a blank line or a block of code, or the answer's own last line
    if joined:
        return _cut_from(block, last)
    spaced = last >= 3 and not block.lines[last - 2].text.strip()  # two blank lines above
    bold = _title_of(block.lines[last].text, glued=glued, spaced=spaced)
    if bold is None or asks(bold) or ANSWER_RE.match(block.lines[last].text):
        return []
    if not _titles(bold, block.lines[last].text):
        return []
    return _cut_from(block, last)


def _cut_from(block: Block, last: int) -> list[Line]:
    """The card's lines from `last` on, cut off it."""
    cut = block.lines[last:]
    del block.lines[last:]
    return cut


def _after_code(lines: list[Line], last: int) -> bool:
    """Whether line `last` is a pictograph's title right under a fenced block's closing line
    (`🔹 Indexing` under the ``` that closes an answer, over the next question): the block
    ends there as a blank line would end it. Not a line a mark of the answer leads (`✅
    Five`, `👉 Prints 3` under the question's own code: the answer to it)."""
    above = lines[last - 1]
    if not above.code or FENCE_RE.match(above.text) is None:
        return False
    return titles_next(lines[last].text)


def _titles(bold: str, line: str) -> bool:
    """Whether a short title's words (`bold`) on `line` title what follows: no label and
    its value, no option a quiz marks as its key, no sentence."""
    if ":" in bold.rstrip()[:-1] and not _PLAIN_TITLE_RE.match(bold.strip()):
        return False  # `**Correct answer: (c)**`, `**Note: ...**`: a label and its value
    if bold.rstrip().lower().endswith(("(correct)", "(right)")):
        return False  # `**Ports (CORRECT)**`: the option a quiz marks right, its last
    if OPTION_RE.match(line):
        return False  # `**d) SELECT**`: the lettered option a quiz sets in bold as the key
    text = bold.rstrip()
    return text.endswith(":") or (len(text.split()) <= 6 and text[-1:] not in ".!?")


_PLAIN_TITLE_RE = lazy(
    r"^(?:[A-Z][\w/&+#.-]*:?[ \t]+){1,5}(?:Questions|Q&A|Basics|Concepts|Topics|Fundamentals)[ \t]*$"
)
"""A section's title in plain words (`Kubernetes Interview Questions`, `Bonus: Scenario-Based
Questions`), glued over the next question of a plain-text Q&A."""


_JOINED_TITLE_RE = lazy(
    r"^[A-Z][\w/+#.'-]*(?:[ \t]+[A-Z][\w/+#.'-]*){0,2}[ \t]+(?:&|and)"
    r"(?:[ \t]+[A-Z][\w/+#.'-]*){1,3}[ \t]*$"
)
"""Two capitalised names joined by `&` or `and` (`Performance & Scalability`, `Security &
Production Readiness`): a section's title in plain-text notes."""


def _joined_title(text: str) -> bool:
    """Whether a line glued between an answer's last line and the next question, no blank
    line either side, is the next section's title (`_JOINED_TITLE_RE`): notes typed without
    headings put it there, and it was the answer's last line (an empty answer's only one)."""
    return _JOINED_TITLE_RE.match(text) is not None


_SPACED_TITLE_RE = lazy(
    r"^[A-Z][\w/&+#.'-]*(?:[ \t]+(?:[A-Z][\w/&+#.'-]*|and|or|of|the|in|for|to|with|vs\.?|&)){0,5}"
    r"(?:[ \t]+\d{1,3})?$"
)
"""A section's name in plain words, each capitalised but the small ones (`Composition and
Aggregation`), a number after it or not (`Tasklist 7`, `Part 2`), set apart from the answer
above by two blank lines or more."""


def _title_of(text: str, *, glued: bool, spaced: bool = False) -> str | None:
    """A line's words when it is a title: short and bold, led by a pictograph, or a
    section's name in plain words, right on the next question's line (`glued`) or set apart
    from the answer above it (`spaced`)."""
    title = short_bold(text) or pictograph_title(text)
    plain = text.strip()
    if title is None and glued and (_PLAIN_TITLE_RE.match(plain) or _joined_title(plain)):
        return plain
    if title is None and spaced and _SPACED_TITLE_RE.match(plain) and plain[-1:] != ".":
        return plain
    return title[:-1] if title and title.endswith(":-") else title  # `**NOTE :-**`: its colon


def cut_section_title(block: Block | None) -> list[tuple[int, str]]:
    """A short bold title closing the open card (`block`; None when no card is open) right
    before a section's heading (`**NOTE :-**` over `### Avoid`): it titles the section, no
    part of the answer above. The lines cut, as (line number, text), to be reported."""
    return [] if block is None else [(ln.no, ln.text) for ln in cut_trailing_title(block)]


def cut_trailing_heading(block: Block) -> None:
    """Drop a block's last sub-heading and what follows it (a quiz's title and instructions)."""
    for k in range(len(block.lines) - 1, -1, -1):
        if heading_of(block.lines[k]) is not None:
            del block.lines[k:]
            return


_EMPTY_ITEM_RE = lazy(r"^[ \t]*(?:\d{1,3}[.)]|[-*+])[ \t]*$")


def _cut_empty_items(block: Block) -> list[Line]:
    """List markers with no text ending the last answer (`4.` after item 3's answer: the
    author's next question, never written): no part of that answer. Cut and returned."""
    lines = block.lines
    k = len(lines)
    while k > 0 and (not lines[k - 1].text.strip() or _EMPTY_ITEM_RE.match(lines[k - 1].text)):
        if lines[k - 1].code:
            break
        k -= 1
    cut = [line for line in lines[k:] if line.text.strip()]
    if cut:
        del lines[k:]
    return cut


def cut_chat_closings(blocks: list[Block]) -> list[tuple[int, str]]:
    """A chat's words closing a part of the page (`cut_chat_segues`) and its turn headers
    closing an answer (`cut_chat_turns`), cut from the cards they closed: reported."""
    return cut_chat_segues(blocks) + cut_chat_turns(blocks)


_COUNT_LINE_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?total(?:[ \t]+[\w-]+)?[ \t]+questions(?:\*\*|__)?"
    r"[ \t]*[:：]?[ \t]*(?:\*\*|__)?[ \t]*\d{1,5}\+?[ \t]*(?:\([^()\n]*\))?[ \t]*$",
    re.IGNORECASE,
)
"""`**Total Questions:** 5`, `Total Single-Choice Questions: 30 (10 per module)`: a count of
the questions of a chapter or a page, set after its last one."""


def cut_closing_parts(blocks: list[Block]) -> list[Line]:
    """What the cards close with that is no answer's, cut from them and returned to be
    reported: the last card's tips section (`cut_closing_tips`), the question-less folds
    after its fold (`cut_closing_folds`), and any card's count of the questions above it
    (`cut_count_lines`)."""
    return cut_closing_folds(blocks) + cut_closing_tips(blocks) + cut_count_lines(blocks)


def cut_count_lines(blocks: list[Block]) -> list[Line]:
    """The count lines that close a card as a paragraph of their own (`**Total Questions:**
    4` after a chapter's last explanation, see `_COUNT_LINE_RE`), cut from every card and
    returned: end matter about the chapter, no part of the last answer in it."""
    cut: list[Line] = []
    for block in blocks:
        span = _last_paragraph(block)
        if span is None or span[1] - span[0] != 1 or "otal" not in block.lines[span[0]].text:
            continue  # a cheap test first: most cards end otherwise
        if _COUNT_LINE_RE.match(block.lines[span[0]].text):
            cut.append(block.lines[span[0]])
            del block.lines[span[0] :]
    return cut
