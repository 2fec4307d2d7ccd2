"""Options written without letters, and keys written in prose.

Every layout's options end up as `A) text` lines, so one reader (srs.importers.blocks) reads
them; this module rewrites the other spellings into that one, with the key they mark:

- task-list boxes (`- [ ] wrong` / `- [x] right`) and sign marks (`- wrong` / `+ right`), letters
  by position; an option whose content is the code block below it keeps the code;
- options pasted from a course page: one short paragraph each, the right one led by a mark
  (`x Regression` / `Classification` / `Clustering`, or `✓`), then the verdict (`Correct`)
  and the feedback; the verdict line and a score line (`1 / 1 point`) go;
- a plain or numbered list right before an answer that names one of its items, by its text
  (`Correct Answer: It is a set of practices`) or its number (`Answer: 4) ReferenceError`);
- a key in a sentence: `The correct answer is b)`.
"""

from __future__ import annotations

import html
import re
import textwrap

from srs.importers.common import ANSWER_RE, FENCE_RE, LETTERS, OPTION_RE, Line

_TASK_OPTION_RE = re.compile(
    r"^(?P<indent>[ \t]*)[-*+][ \t]+\[(?P<mark>[ xX])\][ \t]+(?P<text>\S.*)$"
)
_SIGN_OPTION_RE = re.compile(r"^(?P<indent>[ \t]*)(?P<mark>[-+])[ \t]+(?P<text>\S.*)$")
_PASTED_MARK_RE = re.compile(r"^(?:[xX✓✔☑]|\([xX]\)|\[[xX]\])[ \t]+(?P<text>\S.*)$")
"""The right option among pasted ones: `x Regression`, `✓ True`."""
_PLAIN_START_RE = re.compile(r"^[A-Z0-9\"'`(]")
"""An option's text that cannot be a sentence going on (`x Regression`, not `x is a variable`):
without a verdict line after the options, the marked one must start so."""
_VERDICT_RE = re.compile(
    r"^(?:correct|incorrect|right|wrong|that'?s (?:correct|right))[.!]?[ \t]*$", re.I
)
_SCORE_RE = re.compile(r"^[ \t]*\d+(?:\.\d+)?[ \t]*/[ \t]*\d+(?:\.\d+)?[ \t]+points?[ \t]*$", re.I)
"""`1 / 1 point`: a grader's score pasted with the question, not part of it."""


def marked_options(lines: list[Line]) -> list[Line]:
    """Options marked as a task list (`- [x] right`) or by sign (`+ right` / `- wrong`).

    A run of two or more such lines with exactly one marked becomes `A) ...` lines (letters
    by position) followed by `Answer: <letter>`, unless the block has its own answer label
    after the run (then that label gives the key). Runs with no mark or several are left as
    they are (a check list, a list of points).
    """
    if not MARK_START_RE.search("\n" + "\n".join(line.text for line in lines)):
        return lines  # cheap test first: no box, no `+` marker
    out: list[Line] = []
    i = 0
    while i < len(lines):
        run = _marked_run(lines, i) or _pasted_run(lines, i)
        if run is None:
            out.append(lines[i])
            i += 1
            continue
        end, items = run
        for k, (line, text, _) in enumerate(items):
            out.append(Line(line.no, f"{LETTERS[k]}) {text}"))
        if not any(not ln.code and ANSWER_RE.match(ln.text) for ln in lines[end:]):
            (letter,) = [LETTERS[k] for k, (_, _, marked) in enumerate(items) if marked]
            out.append(Line(items[-1][0].no, ""))
            out.append(Line(items[-1][0].no, f"Answer: {letter}"))
        i = end
    return out


def _marked_run(lines: list[Line], start: int) -> tuple[int, list[tuple[Line, str, bool]]] | None:
    """The marked options from `start` (see `marked_options`): the index after them and each
    line, its text and whether it is marked right."""
    line = lines[start]
    if line.code:
        return None
    for pattern, right in ((_TASK_OPTION_RE, "xX"), (_SIGN_OPTION_RE, "+")):
        m = pattern.match(line.text)
        if m is None:
            continue
        indent = m.group("indent")
        items: list[tuple[Line, str, bool]] = []
        i = start
        while i < len(lines) and len(items) < len(LETTERS):
            if not lines[i].text.strip() and not lines[i].code:
                i += 1
                continue
            m2 = pattern.match(lines[i].text) if not lines[i].code else None
            if m2 is None or m2.group("indent") != indent:
                break
            text, i = _option_code(lines, i + 1, _visible(m2.group("text")))
            items.append((lines[i - 1], text, m2.group("mark") in right))
        marked = sum(1 for _, _, is_right in items if is_right)
        if len(items) >= 2 and marked == 1 and (pattern is _TASK_OPTION_RE or marked < len(items)):
            while i > start and not lines[i - 1].text.strip():
                i -= 1
            return i, items
        return None
    return None


def _pasted_run(lines: list[Line], start: int) -> tuple[int, list[tuple[Line, str, bool]]] | None:
    """Options pasted as paragraphs (see the module doc) from `start`: two to eight one-line
    paragraphs, exactly one led by a mark, ending the block or followed by a verdict (which
    the run takes in, so that it goes)."""
    items: list[tuple[Line, str, bool]] = []
    i = start
    verdict = False
    while i < len(lines):
        line = lines[i]
        text = line.text.strip()
        if line.code or len(items) > len(LETTERS):
            return None
        if not text:
            i += 1
            continue
        if _VERDICT_RE.match(text):
            verdict = True
            break
        if i > start and lines[i - 1].text.strip():
            return None  # an option is a paragraph of one line
        if (
            len(text) > 200
            or text[:1] in "#>|-*+<"
            or text.startswith(("```", "~~~"))
            or OPTION_RE.match(text)
            or ANSWER_RE.match(text)
        ):
            return None
        m = _PASTED_MARK_RE.match(text)
        items.append((line, m.group("text") if m else text, m is not None))
        i += 1
    marked = [text for _, text, right in items if right]
    if not 2 <= len(items) <= len(LETTERS) or len(marked) != 1:
        return None
    if not verdict and (i < len(lines) or not _PLAIN_START_RE.match(marked[0])):
        return None
    return i + verdict, items


_KEY_SENTENCE_RE = re.compile(
    r"\b(?:correct|right|best)\s+(?:answer|option|choice|response)\s*(?:is|was|would\s+be|:)\s*:?"
    r"\s*(?:option\s+|choice\s+)?(?:\*\*|__)?"
    r"(?:\((?P<p>[A-Ha-h])\)|(?P<u>[A-H])(?![\w'’])|(?P<l>[a-h])(?=[).:]|\*|\s*$))",
    re.I,
)
"""`The correct answer is b)`, `the right option is (C)`, `Correct answer: **D**`."""


def key_sentence(text: str, choices: dict[str, str]) -> str:
    """The letter a sentence such as `The correct answer is b)` names ('' when none)."""
    m = _KEY_SENTENCE_RE.search(text) if text else None
    if m is None:
        return ""
    letter = (m.group("p") or m.group("u") or m.group("l")).upper()
    return letter if letter in choices else ""


def _visible(text: str) -> str:
    """An option's text with entities read and invisible characters (`&shy;`) removed."""
    if "&" in text:
        text = html.unescape(text)
    return text.replace("\u00ad", "").replace("\u200b", "").strip()


def _option_code(lines: list[Line], i: int, text: str) -> tuple[str, int]:
    """An option whose content is the fenced code block right after it (a task-list box with
    the code below): the option's text with the code, and the index after it."""
    j = i
    while j < len(lines) and not lines[j].code and not lines[j].text.strip():
        j += 1
    if j >= len(lines) or not lines[j].code:
        return text, i
    fence = FENCE_RE.match(lines[j].text)
    if fence is None:
        return text, i
    end = j + 1
    while (
        end < len(lines)
        and lines[end].code
        and not (
            FENCE_RE.match(lines[end].text)
            and not lines[end].text.strip().strip(fence.group("fence")[0])
        )
    ):
        end += 1
    body = textwrap.dedent("\n".join(line.text for line in lines[j + 1 : end])).strip("\n")
    close = min(end + 1, len(lines))
    if "\n" not in body and "`" not in body:
        code = f"`{body.strip()}`"
        return (f"{text} {code}" if text else code), close
    block = f"```{lines[j].text.strip().lstrip('`~')}\n{body}\n```"
    return (f"{text}\n{block}" if text else block), close


_LIST_OPTION_RE = re.compile(
    r"^(?P<indent>[ \t]*)(?:(?P<bullet>[-*+])|(?P<num>\d{1,2})[.)])[ \t]+(?P<text>\S.*)$"
)


MARK_START_RE = re.compile(r"\n[ \t]*(?:[-*+][ \t]+\[|\+[ \t]|[xX✓✔☑][ \t]|\([xX]\))")
"""A line that may hold a marked option (`- [x] ...`, `+ ...`, `x Regression`)."""


def drop_scores(lines: list[Line]) -> list[Line]:
    """The block without score lines (`1 / 1 point`)."""
    return [line for line in lines if line.code or not _SCORE_RE.match(line.text)]


ITEM_START_RE = re.compile(r"\n[ \t]*(?:[-*+][ \t]|\d)")
"""A line that may start a list item, found from the newline before it (a literal first
character lets the search skip ahead, where `^` in multi-line mode is tried everywhere)."""
_BARE_LETTER_RE = re.compile(r"^\(?([a-h])\)?[.):]?(?:\s|$)")
_KEY_NUMBER_RE = re.compile(r"^\(?(?P<num>\d{1,2})[).:]?(?:[ \t]+(?P<text>.*))?$")


def _plain(text: str) -> str:
    """A text as compared with an option: no tags, emphasis, code marks or final stop."""
    text = re.sub(r"<[^<>]*>", " ", text)
    text = re.sub(r"[*_`]+", "", text)
    return " ".join(text.split()).rstrip(".").strip().casefold()


def listed_options(lines: list[Line]) -> list[Line]:
    """A plain list right before the answer, whose answer names one of its items, is the
    question's options: `- text` items with `Correct Answer: <an item's text>`, or `1. text`
    items with `Answer: 4) text`. The items become `A) text` lines (letters by position) and
    the answer its letter; a list the answer does not name stays as it is."""
    if not ITEM_START_RE.search("\n" + "\n".join(line.text for line in lines)):
        return lines  # cheap test first: no list item at all (one search, not one per line)
    marker = next(
        (i for i, line in enumerate(lines) if not line.code and ANSWER_RE.match(line.text)), None
    )
    if marker is None:
        return lines
    end = marker
    while end > 0 and not lines[end - 1].text.strip() and not lines[end - 1].code:
        end -= 1
    start = end
    kind: str | None = None
    while start > 0:
        m = _LIST_OPTION_RE.match(lines[start - 1].text) if not lines[start - 1].code else None
        this = None if m is None else ("bullet" if m.group("bullet") else "number")
        if m is None or (kind is not None and this != kind):
            break
        kind = this
        start -= 1
    items = [m for line in lines[start:end] if (m := _LIST_OPTION_RE.match(line.text))]
    if len(items) < 2 or len(items) > len(LETTERS) or len({m.group("indent") for m in items}) > 1:
        return lines
    m = ANSWER_RE.match(lines[marker].text)
    assert m is not None
    key_at = marker
    key = m.group("rest")
    if not _plain(key):
        key_at = next((k for k in range(marker + 1, len(lines)) if lines[k].text.strip()), marker)
        key = lines[key_at].text if not lines[key_at].code else ""
        nested = ANSWER_RE.match(key)  # `<summary>Answer</summary>` then `Answer: A`
        if nested is not None:
            key = nested.group("rest")
    if any(OPTION_RE.match(line.text) for line in lines[start:end]):
        return lines  # `- A: text`: the options carry their letters already
    texts = [_plain(item.group("text")) for item in items]
    letter = ""
    explained = False
    number = _KEY_NUMBER_RE.match(key.strip()) if kind == "number" else None
    if number is not None and 1 <= int(number.group("num")) <= len(items):
        letter = LETTERS[int(number.group("num")) - 1]
    elif _plain(key) in texts:
        letter = LETTERS[texts.index(_plain(key))]
    else:
        # `Answer: B` or `The correct answer is **B**` for options listed without letters
        bare = _BARE_LETTER_RE.match(_plain(key))
        options = dict(zip(LETTERS[: len(texts)], texts, strict=True))
        letter = bare.group(1).upper() if bare else key_sentence(key, options)
        explained = not bare and bool(letter)  # the sentence stays, as the explanation
        if letter and LETTERS.index(letter) >= len(items):
            letter = ""
    if not letter:
        return lines
    out = lines[:start]
    out += [
        Line(line.no, f"{LETTERS[k]}) {item.group('text')}")
        for k, (line, item) in enumerate(zip(lines[start:end], items, strict=True))
    ]
    out += lines[end:key_at]
    if key_at == marker:
        out.append(Line(lines[marker].no, f"Answer: {letter}"))
        if explained:
            out.append(Line(lines[marker].no, key.strip()))
    else:
        out.append(Line(lines[key_at].no, letter))
        if explained:
            out.append(lines[key_at])
    out += lines[key_at + 1 :]
    return out
