"""Runestone's question directives in a reStructuredText book -> Markdown questions.

Interactive textbooks written for Runestone (many course books and their quizzes) ask their
questions with a directive whose fields hold the options and the key, the question being the
directive's body:

    .. mchoice:: html_quiz_q1
       :correct: b
       :answer_a: Hyperlinks and Text Markup Language
       :answer_b: Hyper Text Markup Language
       :feedback_a: None

       What does HTML stand for?

Each is rewritten in place, on the directive's own lines (so line numbers stay the
document's), as a heading that asks, its options and an `Answer:` line, which the Markdown
reader reads as any quiz, closed by a rule where the lines allow (text after the quiz is no
answer's); the right option's feedback, when there is one, is the explanation. The options, question and feedback are HTML in Runestone: a tag the author
escaped (`&lt;h1&gt;`, which the page shows as `<h1>`) is a tag named, not markup, so it is
decoded and set as code (`` `<h1>` ``), the card saying what the page shows.

The same quizzes match terms to definitions (`.. dragndrop::`, its `:match_1: term|||text`
fields) and ask for a blank (`.. fillintheblank::`, its accepted answers listed as
`- :90: Right!` under the question). A matching becomes its prompt over the pairs, a blank
its question over `Answer:` and the first accepted answer; left as they were, both ran into
the answer above as loose text and the pairs were lost. A Parsons problem (`.. parsonsprob::`,
its prompt, a `-----` line, then its blocks in the right order, one a line or parted by
`=====`) asks its prompt, its blocks in that order the answer: a numbered list, or code when a
block is indented or spans lines; a `#distractor` block is no part of it.
"""

from __future__ import annotations

import html

from srs.importers.asking import asks
from srs.importers.lazyre import lazy

_MCHOICE_RE = lazy(
    r"^(?P<indent>[ \t]*)\.\.[ \t]+(?P<kind>mchoice|dragndrop|fillintheblank|parsonsprob)::"
)
DIRECTIVES = (".. mchoice::", ".. dragndrop::", ".. fillintheblank::", ".. parsonsprob::")
"""The Runestone questions read here: multiple choice, matching (drag and drop), fill in the
blank, ordering (a Parsons problem)."""
_BLANK_RE = lazy(r"^[-*][ \t]+:(?P<pattern>[^:]+):")
"""A fill-in-the-blank's first accepted answer: `- :90: Is the correct answer!`."""
_FIELD_RE = lazy(r"^:(?P<name>[\w-]+):[ \t]*(?P<value>.*)$")
_NO_FEEDBACK = frozenset({"", "none"})
_TAGS_RE = lazy(r"(?:<[^<>\n]+>)+")


def mchoice_to_markdown(lines: list[str]) -> None:
    """Every Runestone question block among `lines` (`DIRECTIVES`) made a Markdown question,
    in place."""
    k = 0
    while k < len(lines):
        m = _MCHOICE_RE.match(lines[k]) if ".. " in lines[k] else None
        if m is None:
            k += 1
            continue
        end = _block_end(lines, k, len(m.group("indent")))
        written = _READERS[m.group("kind")](lines[k + 1 : end])
        if written and len(written) + 2 <= end - k:
            written += ["", "---"]  # the block ends here: no text after it is its answer's
        if written:
            lines[k:end] = written + [""] * (end - k - len(written))
        k = end


def _block_end(lines: list[str], start: int, indent: int) -> int:
    """The line after the directive's block: the first non-blank line indented no deeper
    than the directive itself."""
    end = start + 1
    while end < len(lines):
        line = lines[end]
        if line.strip() and len(line) - len(line.lstrip()) <= indent:
            break
        end += 1
    while end > start + 1 and not lines[end - 1].strip():
        end -= 1
    return end


def _question(block: list[str]) -> list[str]:
    """The Markdown lines for one directive's fields and body; [] when it has no options or
    no question (left as it was)."""
    fields, body = _fields_and_body(block)
    options = {
        name[len("answer_") :].upper(): _literal(value)
        for name, value in fields.items()
        if name.startswith("answer_") and len(name) == len("answer_") + 1
    }
    text = _dedent(body)
    if len(options) < 2 or not text:
        return []
    asked, _, rest = "\n".join(text).partition("\n\n")
    shown = _literal(" ".join(asked.split()))
    out = [f"### {shown}" if asks(shown) else f"### Q: {shown}"]
    out += ["", *rest.split("\n"), ""] if rest.strip() else []
    out += [f"{letter}) {option}" for letter, option in sorted(options.items())]
    return out + _key(fields)


def _matching(block: list[str]) -> list[str]:
    """A `.. dragndrop::` block: its prompt asked, its `:match_N: term|||definition` pairs
    the answer, one to a line; [] without both."""
    fields, body = _fields_and_body(block)
    pairs = [
        value.split("|||", 1)
        for name, value in sorted(fields.items(), key=lambda f: _number(f[0]))
        if name.startswith("match_") and "|||" in value
    ]
    text = _dedent(body)
    if not pairs or not text:
        return []
    asked = " ".join(" ".join(text).split())
    return [
        f"### {_asked(asked)}",
        "",
        *(f"- {_literal(t.strip())}: {_literal(d.strip())}" for t, d in pairs),
    ]


def _blank(block: list[str]) -> list[str]:
    """A `.. fillintheblank::` block: its text asked, its first accepted answer (`- :90:
    Right!`) the answer; [] without both."""
    _, body = _fields_and_body(block)
    text = _dedent(body)
    at = next((k for k, line in enumerate(text) if _BLANK_RE.match(line)), None)
    if at is None or not any(line.strip() for line in text[:at]):
        return []
    m = _BLANK_RE.match(text[at])
    assert m is not None
    asked = " ".join(" ".join(text[:at]).split())
    return [f"### {_asked(asked)}", "", f"Answer: {m.group('pattern').strip()}"]


_PARSONS_RULE_RE = lazy(r"^-{4,}[ \t]*$")
_BLOCK_RULE_RE = lazy(r"^={4,}[ \t]*$")
_DISTRACTOR_RE = lazy(r"[ \t]*#(?:distractor|paired)[ \t]*$")


def _parsons(block: list[str]) -> list[str]:
    """A `.. parsonsprob::` block: its prompt asked, its blocks in order the answer; [] when
    it has no `-----` line, no prompt or no block."""
    _, body = _fields_and_body(block)
    text = _dedent(body)
    at = next((k for k, line in enumerate(text) if _PARSONS_RULE_RE.match(line)), None)
    if at is None or not any(line.strip() for line in text[:at]):
        return []
    blocks, as_code = _parsons_blocks(text[at + 1 :])
    if not blocks:
        return []
    asked = [f"### {_asked(' '.join(' '.join(text[:at]).split()))}", "", "Answer:"]
    if as_code:
        return [*asked, "```", *(line for b in blocks for line in b), "```"]
    return [*asked, *(f"{n}. {b[0].strip()}" for n, b in enumerate(blocks, start=1))]


def _parsons_blocks(lines: list[str]) -> tuple[list[list[str]], bool]:
    """A Parsons problem's blocks in order, its distractors left out, and whether they are
    code (parted by `=====`, or a block indented): kept as lines, not numbered."""
    parted = any(_BLOCK_RULE_RE.match(line) for line in lines)
    blocks = _parted(lines) if parted else [[line] for line in lines if line.strip()]
    blocks = [b for b in blocks if b and not _DISTRACTOR_RE.search(b[-1])]
    indented = any(line[:1] in " \t" for b in blocks for line in b)
    return blocks, parted or indented


def _parted(lines: list[str]) -> list[list[str]]:
    """Blocks parted by `=====` lines, each without its outer blank lines."""
    blocks: list[list[str]] = [[]]
    for line in lines:
        if _BLOCK_RULE_RE.match(line):
            blocks.append([])
        elif line.strip() or blocks[-1]:
            blocks[-1].append(line)
    return [_trimmed(b) for b in blocks]


def _trimmed(lines: list[str]) -> list[str]:
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return lines


def _asked(text: str) -> str:
    """A prompt as a question heading's text, labelled: a matching's prompt seldom asks
    (`Match the following definitions.`), and a heading must be read as a question."""
    return f"Q: {_literal(text)}"


def _number(name: str) -> int:
    digits = name.rpartition("_")[2]
    return int(digits) if digits.isdigit() else 0


_READERS = {
    "mchoice": _question,
    "dragndrop": _matching,
    "fillintheblank": _blank,
    "parsonsprob": _parsons,
}


def _fields_and_body(block: list[str]) -> tuple[dict[str, str], list[str]]:
    """The directive's fields (`:correct: b`, by lower-case name) and the body after them."""
    fields: dict[str, str] = {}
    body: list[str] = []
    for line in block:
        m = _FIELD_RE.match(line.strip())
        if m is not None and not body:
            fields[m.group("name").lower()] = m.group("value").strip()
        elif line.strip() or body:
            body.append(line)
    return fields, body


def _key(fields: dict[str, str]) -> list[str]:
    """The `Answer:` line for the `:correct:` field (`b`, `a, c`), and the right option's
    feedback as the explanation when it has one; [] when the directive names no key."""
    keys = [key.strip().upper() for key in fields.get("correct", "").split(",") if key.strip()]
    if not keys:
        return []
    out = [f"Answer: {', '.join(keys)}"]
    feedback = _literal(fields.get(f"feedback_{keys[0].lower()}", ""))
    if len(keys) == 1 and feedback.strip().lower() not in _NO_FEEDBACK:
        out.append(f"Explanation: {feedback}")
    return out


def _literal(text: str) -> str:
    """HTML text as the page shows it: entities decoded, the tags its author escaped set as
    code (`&lt;br&gt;` -> `` `<br>` ``), and so a lone mark (`*`), so that no reader takes
    them for markup."""
    shown = html.unescape(text) if "&" in text else text
    if shown.strip() and not any(ch.isalnum() for ch in shown):
        return f"`{shown.strip()}`"  # `*`, `/`: a character named, as code
    if "&lt;" not in text:
        return shown
    return _TAGS_RE.sub(lambda m: f"`{m.group(0)}`", shown)


def _dedent(body: list[str]) -> list[str]:
    """The body's lines without their common indentation and outer blank lines."""
    while body and not body[-1].strip():
        body = body[:-1]
    indents = [len(line) - len(line.lstrip()) for line in body if line.strip()]
    cut = min(indents, default=0)
    return [line[cut:] for line in body]
