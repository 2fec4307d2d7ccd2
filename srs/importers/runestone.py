"""Runestone's multiple-choice directive in a reStructuredText book -> a Markdown question.

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
"""

from __future__ import annotations

import html
import re

_MCHOICE_RE = re.compile(r"^(?P<indent>[ \t]*)\.\.[ \t]+mchoice::")
_FIELD_RE = re.compile(r"^:(?P<name>[\w-]+):[ \t]*(?P<value>.*)$")
_NO_FEEDBACK = frozenset({"", "none"})
_TAGS_RE = re.compile(r"(?:<[^<>\n]+>)+")


def mchoice_to_markdown(lines: list[str]) -> None:
    """Every `.. mchoice::` block among `lines` made a Markdown question, in place."""
    k = 0
    while k < len(lines):
        m = _MCHOICE_RE.match(lines[k]) if ".. mchoice::" in lines[k] else None
        if m is None:
            k += 1
            continue
        end = _block_end(lines, k, len(m.group("indent")))
        written = _question(lines[k + 1 : end])
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
    out = [f"### {_literal(' '.join(asked.split()))}"]
    out += ["", *rest.split("\n"), ""] if rest.strip() else []
    out += [f"{letter}) {option}" for letter, option in sorted(options.items())]
    return out + _key(fields)


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
