"""An open answer that is a short numbered list, keyed by an item's number: a choice question.

`1. **2**. Infrastructure Provisioning` in an answers section, for a question answered
`1. Configuration` / `2. Infrastructure Provisioning` / `3. ...`: the items are its options
(A = item 1) and the entry names one; read by srs.importers.cards with the answer key.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy
from srs.importers.values import Draft, KeyEntry

_NUMBERED_ITEM_RE = lazy(r"^[ \t]*(\d{1,2})[.)][ \t]+(\S.*?)[ \t]*$")
_KEY_NUMBER_RE = lazy(r"^[ \t*_(]*(\d{1,2})[ \t*_]*(?:[.):]|$)")
"""The option number an answers-section entry opens with: `**2**. Text`, `2)`, `(2)`, `2`."""


def numbered_options(draft: Draft, entry: KeyEntry) -> None:
    """A question whose whole answer is a numbered list of short items, keyed by number in an
    answers section (`1. **2**. Infrastructure Provisioning`): a choice question, the items
    its options (A = item 1). Only when the entry names an item by its number and, if it
    says more, repeats that item's text; else the answer stays as written."""
    options = option_items(draft.answer)
    if options is None:
        return
    texts = list(options.values())
    named = _KEY_NUMBER_RE.match(entry.text)
    if named is None or not 1 <= int(named.group(1)) <= len(texts):
        return
    chosen = texts[int(named.group(1)) - 1]
    rest = re.sub(r"[*_`]", "", entry.text[named.end() :]).strip()
    if rest and rest.casefold() not in re.sub(r"[*_`]", "", chosen).casefold():
        return  # the entry's text is not the option it numbers: not options after all
    draft.choices, draft.answer = options, ""
    entry.text = f"{chr(ord('A') + int(named.group(1)) - 1)})"


def lettered_options(draft: Draft, letter: str) -> bool:
    """A question whose whole answer is a numbered list of two to eight short items, keyed by
    a letter in an answer key at the end (`Answers:` over `1. b`): a choice question, the
    items its options (a = item 1), as a sheet made for a quiz converter writes them (its
    options a Word list numbered under each numbered stem). True when so read; a letter past
    the last item, or an answer with anything but the list, leaves the answer as written."""
    options = option_items(draft.answer)
    if options is None or letter.upper() not in options:
        return False
    draft.choices, draft.answer = options, ""
    return True


def option_items(answer: str) -> dict[str, str] | None:
    """An answer that is only a numbered list of two to eight short items (numbered 1, 2, 3
    ...) as options by letter (A = item 1); None for any other answer. The one test of
    whether a question's "answer" is its own options, for each way a key names them."""
    numbers, texts = numbered_items(answer)
    if not 2 <= len(texts) <= 8 or numbers != list(range(1, len(texts) + 1)):
        return None
    if any(len(text) > 160 for text in texts):
        return None
    return {chr(ord("A") + k): text for k, text in enumerate(texts)}


def numbered_items(text: str) -> tuple[list[int], list[str]]:
    """The numbers and texts of a text that is only a numbered list (an item's indented
    continuation lines joined to it); ([], []) when anything else is there."""
    numbers: list[int] = []
    texts: list[str] = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        m = _NUMBERED_ITEM_RE.match(line)
        if m is not None:
            numbers.append(int(m.group(1)))
            texts.append(m.group(2))
        elif texts and line[:1] in " \t":
            texts[-1] = f"{texts[-1]} {line.strip()}"
        else:
            return [], []
    return numbers, texts
