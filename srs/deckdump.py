"""Deck files written: a Deck as the YAML text that `srs.decks.loads` reads back as the same deck
(tested), with every string quoted or in a block only when it must be."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

import yaml

from srs.model import Deck

# -- dumping ---------------------------------------------------------------------------------


def to_data(deck: Deck) -> dict[str, Any]:
    """The deck as plain data, keys in the order a person reads them."""
    data: dict[str, Any] = {"id": deck.id, "name": deck.name}
    if deck.source:
        data["source"] = deck.source
    if deck.tags:
        data["tags"] = list(deck.tags)
    if deck.aliases:
        data["aliases"] = dict(deck.aliases)
    cards = []
    for card in deck.cards:
        item: dict[str, Any] = {"id": card.id, "question": card.question}
        if card.choices:
            item["choices"] = dict(card.choices)
        item["answer"] = card.answer
        if card.explanation:
            item["explanation"] = card.explanation
        if card.keywords:
            item["keywords"] = list(card.keywords)
        if card.tags:
            item["tags"] = list(card.tags)
        cards.append(item)
    data["cards"] = cards
    return data


_PLAIN_RE = re.compile(
    r"[A-Za-z0-9(][^\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff\ufffe\uffff]*"
)
"""Text that may be a plain YAML scalar (with the checks of `_plain_ok`)."""
_BLOCK_UNSAFE_RE = re.compile(
    r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff\ufffe\uffff]|\n[ \t]+(?:\n|$)"
)
"""Text a literal block cannot hold as is: control characters, or a line of only blanks."""
_ESCAPE_RE = re.compile(r'["\\\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff\ufffe\uffff]')
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t"}
_STR_TAG = "tag:yaml.org,2002:str"
_resolver = yaml.resolver.Resolver()
_TYPED_FIRST = frozenset(_resolver.yaml_implicit_resolvers)
"""First characters of the plain scalars that may resolve to something else than text (a
bool, null, number, date ...): PyYAML picks the resolvers to try by the first character, so
text starting with any other (most text) needs no call to `resolve`."""


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    known = _ESCAPES.get(char)
    if known is not None:
        return known
    code = ord(char)
    return f"\\x{code:02X}" if code < 0x100 else f"\\u{code:04X}"


def _quoted(text: str) -> str:
    """A double-quoted YAML scalar: every special character escaped, nothing folded."""
    return '"' + _ESCAPE_RE.sub(_escape, text) + '"'


def _plain_ok(text: str) -> bool:
    """True when `text` reads back as this very string from a plain scalar after `key: `."""
    return (
        _PLAIN_RE.fullmatch(text) is not None
        and not text.endswith((" ", ":"))
        and ": " not in text
        and " #" not in text
        and (
            text[0] not in _TYPED_FIRST
            or _resolver.resolve(yaml.ScalarNode, text, (True, False)) == _STR_TAG  # type: ignore[no-untyped-call]
        )
    )


def _scalar(text: str, indent: str | None) -> str:
    """`text` as a YAML scalar that follows `key: ` (or `- `).

    Multi-line text becomes a literal block indented by `indent` (None: never a block), text
    that is safe unquoted stays plain, and anything else is double-quoted.
    """
    if "\n" in text:
        if (
            indent is not None
            and text[0] not in " \t\n"
            and not text.endswith("\n\n")
            and _BLOCK_UNSAFE_RE.search(text) is None
        ):
            chomp = "" if text.endswith("\n") else "-"
            body = text[:-1] if text.endswith("\n") else text
            lines = [f"{indent}{line}" if line else "" for line in body.split("\n")]
            return f"|{chomp}\n" + "\n".join(lines)
        return _quoted(text)
    if _plain_ok(text):
        return text
    return _quoted(text)


def _emit_list(out: list[str], key: str, items: Sequence[str], indent: str) -> None:
    out.append(f"{indent}{key}:")
    for item in items:
        out.append(f"{indent}- {_scalar(item, None)}")


def _emit_map(out: list[str], key: str, items: Mapping[str, str], indent: str) -> None:
    out.append(f"{indent}{key}:")
    inner = indent + "  "
    for name, value in items.items():
        written = _KEYS.get(name)
        if written is None:
            written = _scalar(name, None)
            if len(_KEYS) < _KEYS_KEPT:
                _KEYS[name] = written
        out.append(f"{inner}{written}: {_scalar(value, inner + '  ')}")


_KEYS: dict[str, str] = {}
"""Map keys as written: a choice question's letters (`A` to `E`) come back on every card."""
_KEYS_KEPT = 64


def dumps(deck: Deck) -> str:
    """YAML text for the deck; `loads(dumps(deck)) == deck`.

    Written by hand (the structure is fixed and simple), ~20x faster than PyYAML: keys in the
    order of `to_data`, multi-line text as literal blocks, other text plain when that is safe
    and double-quoted (every special character escaped) otherwise.
    """
    out = [f"id: {_scalar(deck.id, None)}", f"name: {_scalar(deck.name, '  ')}"]
    if deck.source:
        out.append(f"source: {_scalar(deck.source, '  ')}")
    if deck.tags:
        _emit_list(out, "tags", deck.tags, "")
    if deck.aliases:
        _emit_map(out, "aliases", deck.aliases, "")
    if not deck.cards:
        out.append("cards: []")
    else:
        out.append("cards:")
    for card in deck.cards:
        out.append(f"- id: {_scalar(card.id, None)}")
        out.append(f"  question: {_scalar(card.question, '    ')}")
        if card.choices:
            _emit_map(out, "choices", card.choices, "  ")
        out.append(f"  answer: {_scalar(card.answer, '    ')}")
        if card.explanation:
            out.append(f"  explanation: {_scalar(card.explanation, '    ')}")
        if card.keywords:
            _emit_list(out, "keywords", card.keywords, "  ")
        if card.tags:
            _emit_list(out, "tags", card.tags, "  ")
    out.append("")
    return "\n".join(out)
