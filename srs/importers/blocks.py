"""One question's lines -> its question, options, answer and explanation (a Draft).

Every segmenter (the line reader, the Markdown reader) hands blocks of lines to this one
reader, so an option, an answer label or an explanation is recognised by one rule.
"""

from __future__ import annotations

import re

from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    DETAILS_CLOSE_RE,
    DETAILS_TAG_RE,
    EXPLANATION_RE,
    LETTERS,
    SUMMARY_RE,
    Block,
    Context,
    Draft,
    Line,
    block_name,
    dedent,
    heading_of,
    indent_of,
    is_blank,
    join_lines,
    next_content,
    plain_to_markdown,
    tidy_label,
    trim,
)
from srs.importers.options import (
    Option,
    inline_options,
    option_of,
    read_letter,
    split_inline,
)


class BlockReader(Context):
    """Reads question blocks; a reader mixes it in with its own segmentation."""

    def _normalise_block(self, lines: list[Line]) -> list[Line]:
        """`<details><summary>Answer</summary>` -> `Answer:`; `<details>` tags dropped."""
        out: list[Line] = []
        for line in lines:
            if line.code or "<" not in line.text:  # every tag handled here holds a `<`
                out.append(line)
                continue
            if DETAILS_TAG_RE.match(line.text):
                continue
            m = SUMMARY_RE.match(line.text)
            if m:
                summary = re.sub(r"<[^>]*>", "", m.group("summary")).strip()
                rest = DETAILS_CLOSE_RE.sub("", m.group("rest")).strip()
                if re.search(r"explanation|rationale|why", summary, re.I):
                    out.append(Line(line.no, f"Explanation: {rest}"))
                elif re.search(r"\bhint\b", summary, re.I):
                    if rest:
                        out.append(Line(line.no, rest))
                else:
                    out.append(Line(line.no, f"Answer: {rest}"))
                continue
            out.append(Line(line.no, DETAILS_CLOSE_RE.sub("", line.text).rstrip()))
        return out

    def _find_marker(
        self, lines: list[Line], options: list[Option | None]
    ) -> tuple[int, str] | None:
        """The first answer marker of a block and the text after it on its line.

        `options` holds the option each line is (see `option_of`), here and below.
        """
        for i, line in enumerate(lines):
            if line.code:
                continue
            heading = heading_of(line)
            if heading is not None and ANSWER_WORD_RE.match(heading[1]):
                return i, ""
            m = ANSWER_RE.match(line.text)
            if m:
                return i, m.group("rest")
            opt = options[i]
            if opt is not None and opt.position == 0 and opt.style[0] in ":." and opt.indent <= 3:
                # `A: text` answers a `Q:` unless a `B:` option follows (then it is option A)
                if len(split_inline(opt.text, 1, opt.style)) > 1:
                    continue
                nxt = next_content(lines, i)
                nopt = options[nxt] if nxt is not None else None
                if nopt is not None and nopt.position == 1 and nopt.style == opt.style:
                    continue
                return i, opt.text
        return None

    def _find_options(
        self, lines: list[Line], options: list[Option | None], end: int
    ) -> int | None:
        """Where a run of options (A, then B written the same way) starts, before `end`."""
        for i in range(end):
            opt = options[i]
            if opt is None or opt.position != 0:
                continue
            if len(split_inline(opt.text, 1, opt.style)) > 1:
                return i
            # B must follow A, past blank lines and A's own continuation lines only
            for j in range(i + 1, end):
                nxt = lines[j]
                if nxt.code:
                    break
                if not nxt.text.strip():
                    continue
                nopt = options[j]
                if nopt is not None and nopt.position == 1 and nopt.style == opt.style:
                    return i
                if nopt is not None or indent_of(nxt.text) <= opt.indent:
                    break
        return None

    def _parse_options(
        self, lines: list[Line], options: list[Option | None], start: int, end: int
    ) -> tuple[list[str], int]:
        """Read the options from `start`; returns their texts (A, B, ...) and the next index."""
        texts: list[str] = []
        style: tuple[str, bool] | None = None
        base_indent = 0
        i = start
        after = start
        previous_blank = False
        while i < end:
            line = lines[i]
            if line.code:
                break
            if not line.text.strip():
                previous_blank = True
                i += 1
                continue
            opt = options[i]
            if (
                opt is not None
                and (style is None or opt.style == style)
                and opt.position == len(texts)
            ):
                style = opt.style
                base_indent = opt.indent
                texts.extend(split_inline(opt.text, len(texts) + 1, style))
            elif texts and not previous_blank and indent_of(line.text) > base_indent:
                texts[-1] = f"{texts[-1]} {line.text.strip()}"
            else:
                break
            previous_blank = False
            i += 1
            after = i
        return [tidy_label(t) for t in texts], after

    def _read_block(self, block: Block) -> Draft | None:
        lines = self._normalise_block(block.lines)
        line_options = [option_of(line) for line in lines]  # each line is read as an option once
        marker = self._find_marker(lines, line_options)
        stop = marker[0] if marker is not None else len(lines)
        opt_start = self._find_options(lines, line_options, stop)
        options: list[str] = []
        question_lines: list[str] = [block.label] if block.label else []
        extra: list[str] = []  # after the question: before the marker, or the answer if none
        if opt_start is not None:
            options, after_opts = self._parse_options(lines, line_options, opt_start, stop)
            question_lines += [line.text for line in lines[:opt_start]]
            extra = [line.text for line in lines[after_opts:stop]]
        elif marker is not None:
            question_lines += [line.text for line in lines[:stop]]
        else:
            body = trim([line.text for line in lines])
            if not block.label:
                # `### Question 3` alone: the question is the first paragraph after it
                blank = next((k for k, t in enumerate(body) if not t.strip()), len(body))
                question_lines, body = body[:blank], body[blank:]
            extra = body
        question_lines = dedent(trim(question_lines))
        if opt_start is None:
            # options inside the question's last line: `What ...? A) x B) y C) z`
            last = next(
                (k for k in range(len(question_lines) - 1, -1, -1) if question_lines[k].strip()),
                None,
            )
            found = inline_options(question_lines[last]) if last is not None else None
            if last is not None and found is not None:
                question_lines[last] = found[0]
                options = found[1]
        if options:
            return self._read_choice(block, lines, marker, question_lines, options, extra)
        return self._read_open(block, lines, marker, question_lines, extra)

    def _read_choice(
        self,
        block: Block,
        lines: list[Line],
        marker: tuple[int, str] | None,
        question_lines: list[str],
        options: list[str],
        extra: list[str],
    ) -> Draft | None:
        choices = {LETTERS[k]: text for k, text in enumerate(options)}
        # Lines between the options and the answer marker: an explanation if marked so, else
        # more question. Without a marker (the answer is in an answer key) they explain.
        extra = trim(extra)
        explained = bool(extra) and (marker is None or EXPLANATION_RE.match(extra[0]) is not None)
        question = join_lines(question_lines + (["", *extra] if extra and not explained else []))
        explanation_lines = extra if explained else []
        letter = ""
        answer_line = block.start.no
        if marker is not None:
            index, rest = marker
            answer_line = lines[index].no
            after = lines[index + 1 :]
            letter, tail = read_letter(rest, choices)
            if not letter and not rest.strip():
                # the letter on the next line: `**Answer:**` / `<summary>` then `C` or `Answer: C`
                j = next((k for k, ln in enumerate(after) if not is_blank(ln)), None)
                if j is not None and not after[j].code:
                    candidate = after[j].text
                    nested = ANSWER_RE.match(candidate)
                    letter, tail = read_letter(
                        nested.group("rest") if nested else candidate, choices
                    )
                    if letter:
                        answer_line = after[j].no
                        after = after[j + 1 :]
            explanation_lines = [*explanation_lines, tail, *dedent([ln.text for ln in after])]
        explanation_lines = trim(explanation_lines)
        for k, text in enumerate(explanation_lines):
            m = EXPLANATION_RE.match(text)
            if m:
                explanation_lines[k] = m.group("rest")
                break
        explanation = self._layout(explanation_lines)
        if not question:
            self.warn(block.start.no, f"{block_name(block)} has no question text; skipped")
            return None
        return Draft(block, question, choices, letter, answer_line, explanation)

    def _read_open(
        self,
        block: Block,
        lines: list[Line],
        marker: tuple[int, str] | None,
        question_lines: list[str],
        unmarked: list[str],
    ) -> Draft | None:
        """An open card: everything after the answer marker (or after the question) is the answer."""
        answer_line = block.start.no
        if marker is not None:
            index, rest = marker
            answer_line = lines[index].no
            after = [ln.text for ln in lines[index + 1 :]]
            if not rest.strip():
                # `<summary>Answer</summary>` then `**Answer:** text`: one marker, not two
                j = next((k for k, t in enumerate(after) if t.strip()), None)
                nested = ANSWER_RE.match(after[j]) if j is not None else None
                if j is not None and nested is not None and not lines[index + 1 + j].code:
                    rest, after = nested.group("rest"), after[j + 1 :]
            answer_lines = ([rest.strip()] if rest.strip() else []) + dedent(after)
        else:
            answer_lines = dedent(unmarked)
        question = join_lines(question_lines)
        if not question:
            self.warn(block.start.no, f"{block_name(block)} has no question text; skipped")
            return None
        return Draft(block, question, {}, self._layout(answer_lines), answer_line, "")

    def _layout(self, lines: list[str]) -> str:
        lines = trim(lines)
        if not self.is_markdown:
            lines = plain_to_markdown(lines)
        return join_lines(lines)

    # -- after reading ----------------------------------------------------------------------
