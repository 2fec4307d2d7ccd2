"""Deck files: load and validate YAML decks (errors name file, line and field); written by
`srs.deckdump` (`dumps` and `to_data` are re-exported here)."""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import yaml

from srs import decklines, files
from srs.collector import paused as collector_paused
from srs.config import deck_files
from srs.deckdump import _STR_TAG
from srs.deckdump import dumps as dumps  # re-exported
from srs.deckdump import to_data as to_data  # re-exported
from srs.deckevents import MAX_DEPTH as MAX_DEPTH  # re-exported
from srs.deckevents import _fast_tree as _fast_tree  # re-exported (tests)
from srs.deckevents import _Loader as _Loader  # re-exported (tests)
from srs.deckevents import _Val
from srs.errors import DeckError
from srs.files import STALE_TEMP_SECONDS as STALE_TEMP_SECONDS  # re-exported
from srs.model import SLUG_RE, Card, Deck
from srs.text import CONTROL_RE, strip_controls

MAX_DECK_BYTES = 20 * 1024 * 1024
"""A deck file larger than this is refused before parsing: no real deck comes close."""
MAX_ALIAS_NODES = 200_000
"""Expansion budget for YAML aliases: the nodes built again because an alias repeats them. A
'billion laughs' file is refused, not expanded. Nodes written out in the file are not counted:
their number is bounded by the file's size (a legitimate 20 MB deck has millions)."""
MAX_ALIAS_CHARS = MAX_DECK_BYTES
"""Text an alias may repeat, in all: `[*big, *big, ...]` over a long string is a bomb too."""
DECK_KEYS = {"id", "name", "source", "tags", "aliases", "cards"}
CARD_KEYS = {"id", "question", "choices", "answer", "explanation", "keywords", "tags"}


_PLAIN_TAGS = {"tag:yaml.org,2002:map", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:omap"}


class _Builder:
    """Turns a composed YAML node tree into plain values, keeping lines and refusing tricks.

    yaml.compose (safe) never runs code; we still check duplicate keys (which safe_load
    silently lets the last one win) and bound how far aliases may expand.
    """

    def __init__(self, path: str, track: bool = True) -> None:
        self.path = path
        self.track = track
        """Whether the file may hold aliases (it has an anchor): only then are nodes tracked."""
        self.budget = MAX_ALIAS_NODES
        self.chars = MAX_ALIAS_CHARS
        self.built: set[int] = set()
        """ids of the nodes built so far: meeting one again means an alias."""
        self.repeating = 0
        """> 0 while building what an alias repeats: every node then counts on the budget."""
        self.constructor = yaml.SafeLoader("")  # only used to resolve scalar values

    def _repeat(self, node: yaml.Node) -> None:
        self.budget -= 1
        if type(node) is yaml.ScalarNode:
            self.chars -= len(node.value)
        if self.budget < 0 or self.chars < 0:
            raise DeckError(
                self.path, node.start_mark.line + 1, "aliases repeat too much (alias bomb?)"
            )

    def build(self, node: yaml.Node) -> _Val:
        if self.repeating:
            self._repeat(node)
        elif self.track:
            key = id(node)
            if key in self.built:  # an alias: build the node again, on the budget
                self._repeat(node)
                self.repeating += 1
                try:
                    return self._build_node(node)
                finally:
                    self.repeating -= 1
            self.built.add(key)
        return self._build_node(node)

    def _build_node(self, node: yaml.Node) -> _Val:
        line = node.start_mark.line + 1
        if node.tag == _STR_TAG and type(node) is yaml.ScalarNode:
            return _Val(node.value, line)  # text, most of a deck: what the constructor returns
        if isinstance(node, (yaml.MappingNode, yaml.SequenceNode)) and node.tag not in _PLAIN_TAGS:
            raise DeckError(self.path, line, f"not allowed in a deck: the tag {node.tag}")
        if isinstance(node, yaml.MappingNode):
            out: dict[str, _Val] = {}
            keys: dict[str, int] = {}
            for key_node, value_node in node.value:
                key = self.build(key_node).value
                if not isinstance(key, str):
                    key = str(key)
                if key in keys:
                    raise DeckError(
                        self.path,
                        key_node.start_mark.line + 1,
                        f"duplicate key '{key}' (first at line {keys[key]})",
                    )
                keys[key] = key_node.start_mark.line + 1
                out[key] = self.build(value_node)
            return _Val(out, line)
        if isinstance(node, yaml.SequenceNode):
            return _Val([self.build(item) for item in node.value], line)
        try:
            return _Val(self.constructor.construct_object(node, deep=True), line)
        except yaml.YAMLError as exc:
            problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
            raise DeckError(self.path, line, f"not allowed in a deck: {problem}") from None
        except (ValueError, OverflowError):  # a 100,000-digit number, the 31st of February
            shown = node.value if len(node.value) <= 40 else node.value[:37] + "..."
            kind = _KINDS.get(node.tag, node.tag)
            raise DeckError(
                self.path,
                line,
                f"cannot read '{shown}' as {kind} (put it in quotes to keep it as text)",
            ) from None


_KINDS = {
    "tag:yaml.org,2002:int": "a number",
    "tag:yaml.org,2002:float": "a number",
    "tag:yaml.org,2002:timestamp": "a date",
}


def _plain(val: _Val) -> Any:
    if isinstance(val.value, dict):
        return {k: _plain(v) for k, v in val.value.items()}
    if isinstance(val.value, list):
        return [_plain(v) for v in val.value]
    return val.value


def content_hash(data: bytes) -> str:
    """The hash deck sync compares to skip unchanged files."""
    return hashlib.sha256(data).hexdigest()


_DEEP_BLOCK_RE = re.compile(rf"^[ \t?:-]{{{MAX_DEPTH // 2}}}", re.MULTILINE)
"""A line whose indentation and block indicators (`- - - ?`) are long enough for deep block
nesting: each block level needs at least one more column, or a mapping over a sequence."""
_ANCHOR_RE = re.compile(r"(?:^|[\s\[\]{},:?-])&[^\s]", re.MULTILINE)
"""Where an anchor (`&name`) may start; without one a file has no aliases to watch for."""
_START_EVENTS = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_END_EVENTS = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


def _check_depth(text: str, path: str) -> None:
    """Refuse YAML nested deeper than MAX_DEPTH, before libyaml's composer (recursive, in C)
    can crash on it.

    Cheap first: flow nesting needs a `[` or `{` per level and block nesting a long line
    prefix, so most decks are cleared by a count and one regex search. Only a suspicious file
    is measured, by libyaml's event parser, which keeps its own stack (no recursion); that
    costs about a fifth of composing the file.
    """
    if text.count("[") + text.count("{") <= MAX_DEPTH and _DEEP_BLOCK_RE.search(text) is None:
        return
    depth = 0
    try:
        for event in yaml.parse(text, Loader=_Loader):
            if isinstance(event, _START_EVENTS):
                depth += 1
                if depth > MAX_DEPTH:
                    mark = event.start_mark
                    raise DeckError(
                        path,
                        mark.line + 1 if mark else None,
                        f"YAML nested more than {MAX_DEPTH} levels deep",
                    )
            elif isinstance(event, _END_EVENTS):
                depth -= 1
    except yaml.YAMLError:
        return  # not valid YAML: composing it reports where, at no risk (the parser fails first)


def loads(text: str | bytes, path: str = "<deck>") -> Deck:
    """Parse and validate one deck from its text.

    Raises:
        DeckError: with the file, the line and the field at fault.
    """
    text = _checked_text(text, path)
    with collector_paused():  # a deck is ~10 objects a card, none of them in a cycle
        tree = decklines.read(text)  # the layout `dumps` writes, line by line
        if tree is not None:  # (so no control character, no CR: only an escape can add one)
            deck = _validate(tree, path, strip=strip_controls if "\\" in text else _identity)
            del tree  # freed while the collector is paused (srs/collector.py)
            return deck
    anchors = "&" in text and _ANCHOR_RE.search(text) is not None
    if not anchors:  # libyaml's event parser keeps its own stack: any depth is safe to read
        with collector_paused():
            tree = _fast_tree(text)
            if tree is not None:
                deck = _validate(tree, path, strip=_identity if _clean(text) else strip_controls)
                del tree  # freed while the collector is paused (srs/collector.py)
                return deck
    _check_depth(text, path)  # before composing, which recurses in C
    node = _compose(text, path)
    try:
        root = _Builder(path, track=anchors).build(node)
    except RecursionError:
        raise DeckError(path, None, "YAML nested too deeply") from None
    return _validate(root, path)


def _identity(text: str) -> str:
    return text


def _clean(text: str) -> bool:
    """Whether no scalar of the file can hold what `strip_controls` removes: no control
    character, no CR and no escape (a backslash) anywhere in it. Then, read without
    composing, its scalars are taken as they are (one search instead of one per field)."""
    return "\\" not in text and "\r" not in text and CONTROL_RE.search(text) is None


def _checked_text(text: str | bytes, path: str) -> str:
    """The deck's text, refused when too large, not UTF-8 or holding a NUL byte."""
    if isinstance(text, bytes):
        raw = text
        if len(raw) > MAX_DECK_BYTES:
            raise DeckError(path, None, f"file is larger than {MAX_DECK_BYTES // 2**20} MB")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise DeckError(path, raw[: exc.start].count(b"\n") + 1, "not UTF-8 text") from None
    if len(text) > MAX_DECK_BYTES:
        raise DeckError(path, None, f"file is larger than {MAX_DECK_BYTES // 2**20} MB")
    if "\x00" in text:
        raise DeckError(path, text[: text.index("\x00")].count("\n") + 1, "NUL byte in the file")
    return text


def _compose(text: str, path: str) -> yaml.Node:
    """libyaml's node tree of the text; its errors as DeckErrors with the line."""
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        raise DeckError(
            path, mark.line + 1 if mark else None, f"not valid YAML: {exc.problem or exc.context}"
        ) from None
    except yaml.reader.ReaderError as exc:
        line = text[: exc.position].count("\n") + 1
        raise DeckError(
            path, line, f"not valid YAML: {exc.reason} (character {exc.character!r})"
        ) from None
    except yaml.YAMLError as exc:
        raise DeckError(path, None, f"not valid YAML: {str(exc).splitlines()[0]}") from None
    except RecursionError:
        raise DeckError(path, None, "YAML nested too deeply") from None
    if node is None:
        raise DeckError(path, None, "empty file: a deck needs an id, a name and cards")
    return node


def load(path: Path) -> Deck:
    """Load one deck file. Raises DeckError naming the file (and line) on any problem."""
    try:
        if path.stat().st_size > MAX_DECK_BYTES:  # refuse before reading it into memory
            raise DeckError(str(path), None, f"file is larger than {MAX_DECK_BYTES // 2**20} MB")
        data = path.read_bytes()
    except OSError as exc:
        raise DeckError(str(path), None, f"cannot read: {exc.strerror or exc}") from None
    deck = loads(data, str(path))
    return Deck(
        id=deck.id,
        name=deck.name,
        cards=deck.cards,
        source=deck.source,
        tags=deck.tags,
        aliases=deck.aliases,
        path=path,
    )


class FailureMemo:
    """Deck files that failed to load, remembered by (path, size, mtime_ns): an unchanged
    broken file is reported again without being read or parsed again.

    Parsing costs up to tens of seconds and gigabytes for a file near the size limit, and the
    deck sync runs at every start; a file that loads is kept in the database and skipped by
    its stat, so only failures need remembering. Kept as a small JSON file in the data
    folder; a memo that cannot be read or written is simply not used. Verdicts of another
    version of the rules (`RULES`) are not trusted.
    """

    RULES = f"1:{MAX_DECK_BYTES}:{MAX_ALIAS_NODES}:{MAX_ALIAS_CHARS}:{MAX_DEPTH}"
    MAX_ENTRIES = 1000

    def __init__(self, path: Path | None, entries: dict[str, list[Any]] | None = None) -> None:
        self.path = path
        self.entries: dict[str, list[Any]] = entries or {}
        self.dirty = False

    @classmethod
    def open(cls, path: Path | None = None) -> FailureMemo:
        """The memo at `path` (default: `deck-failures.json` in the data folder)."""
        if path is None:
            from srs.config import data_dir

            path = data_dir() / "deck-failures.json"
        try:
            if path.stat().st_size > 1024 * 1024:
                return cls(path)
            import json

            data = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and data.get("rules") == cls.RULES:
                files = data.get("files")
                if isinstance(files, dict):
                    return cls(path, files)
        except (OSError, ValueError):
            pass
        return cls(path)

    def get(self, file: Path, stat: os.stat_result) -> DeckError | None:
        """The remembered error of this very file (same size and mtime), or None."""
        entry = self.entries.get(str(file))
        try:
            if entry is None or entry[:2] != [stat.st_size, stat.st_mtime_ns]:
                return None
            line, message = entry[2], entry[3]
            if (line is None or type(line) is int) and type(message) is str:
                return DeckError(str(file), line, message)
        except (IndexError, TypeError):
            pass
        return None

    def put(self, file: Path, stat: os.stat_result, error: DeckError) -> None:
        self.entries[str(file)] = [stat.st_size, stat.st_mtime_ns, error.line, error.message]
        self.dirty = True

    def forget(self, file: Path) -> None:
        if self.entries.pop(str(file), None) is not None:
            self.dirty = True

    def save(self) -> None:
        """Write the memo if it changed (files that are gone are dropped); errors ignored."""
        if not self.dirty or self.path is None:
            return
        import json

        files = {
            name: entry
            for name, entry in list(self.entries.items())[-self.MAX_ENTRIES :]
            if os.path.exists(name)
        }
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, json.dumps({"rules": self.RULES, "files": files}))
        except OSError:
            return
        self.dirty = False


def load_remembered(path: Path, memo: FailureMemo) -> Deck:
    """`load(path)`, but a file that failed before and has not changed since fails at once
    with the same error (see FailureMemo); new failures are remembered."""
    try:
        stat = path.stat()
    except OSError as exc:
        raise DeckError(str(path), None, f"cannot read: {exc.strerror or exc}") from None
    known = memo.get(path, stat)
    if known is not None:
        raise known
    try:
        deck = load(path)
    except DeckError as exc:
        if not exc.message.startswith("cannot read"):  # may work next time, unchanged
            memo.put(path, stat, exc)
        raise
    memo.forget(path)
    return deck


def load_decks(
    dirs: Iterable[Path], memo: FailureMemo | None = None
) -> tuple[list[Deck], list[DeckError]]:
    """Load every deck of the folders; one broken file never stops the others.

    Two files with the same deck id: the first in folder order (the order of `dirs`, then
    file names) is the deck, the other is reported with both paths.

    Returns:
        The decks that loaded, and a problem per file that did not (or per repeated deck id).
    """
    decks: list[Deck] = []
    problems: list[DeckError] = []
    seen: dict[str, Path] = {}
    memo = memo if memo is not None else FailureMemo(None)
    for path in deck_files(dirs):
        try:
            deck = load_remembered(path, memo)
        except DeckError as exc:
            problems.append(exc)
            continue
        if deck.id in seen:
            problems.append(
                DeckError(str(path), 1, f"deck id '{deck.id}' is already used by {seen[deck.id]}")
            )
            continue
        seen[deck.id] = path
        decks.append(deck)
    memo.save()
    return decks, problems


# -- validation ------------------------------------------------------------------------------


def _expect_str(
    val: _Val | None,
    path: str,
    where: str,
    field: str,
    required: bool,
    strip: Callable[[str], str] = strip_controls,
) -> str:
    if val is not None and type(val.value) is str:  # the common case, first
        return val.value if strip is _identity else strip(val.value)
    if val is None or val.value is None:
        if required:
            raise DeckError(path, val.line if val else None, f"{where}missing '{field}'")
        return ""
    if isinstance(val.value, bool) or not isinstance(val.value, (str, int, float)):
        raise DeckError(path, val.line, f"{where}'{field}' must be text, not {_kind(val.value)}")
    return strip(str(val.value))


def _kind(value: Any) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, bool):
        return "true/false"
    return type(value).__name__


def _str_list(
    val: _Val | None,
    path: str,
    where: str,
    field: str,
    strip: Callable[[str], str] = strip_controls,
) -> tuple[str, ...]:
    if val is None or val.value is None:
        return ()
    if isinstance(val.value, (str, int, float)) and not isinstance(val.value, bool):
        return (str(val.value),)
    if not isinstance(val.value, list):
        raise DeckError(path, val.line, f"{where}'{field}' must be a list of text")
    out = []
    for item in val.value:
        out.append(_expect_str(item, path, where, field, required=True, strip=strip))
    return tuple(out)


def _str_map(
    val: _Val | None,
    path: str,
    where: str,
    field: str,
    strip: Callable[[str], str] = strip_controls,
) -> dict[str, str]:
    if val is None or val.value is None:
        return {}
    if not isinstance(val.value, dict):
        raise DeckError(path, val.line, f"{where}'{field}' must be a mapping")
    return {
        str(k): _expect_str(v, path, where, f"{field}.{k}", required=True, strip=strip)
        for k, v in val.value.items()
    }


def _unknown(keys: dict[str, _Val], allowed: set[str], path: str, where: str) -> None:
    if keys.keys() <= allowed:  # every card of a 100k-card deck: one set check, not a loop
        return
    for key, val in keys.items():
        if key not in allowed:
            hint = _closest(key, allowed)
            extra = f" (did you mean '{hint}'?)" if hint else ""
            raise DeckError(path, val.line, f"{where}unknown key '{key}'{extra}")


def _closest(key: str, allowed: set[str]) -> str | None:
    import difflib

    match = difflib.get_close_matches(key, sorted(allowed), n=1, cutoff=0.6)
    return match[0] if match else None


def _validate(root: _Val, path: str, strip: Callable[[str], str] = strip_controls) -> Deck:
    if not isinstance(root.value, dict):
        raise DeckError(
            path,
            root.line,
            f"a deck must be a mapping with id, name and cards, not {_kind(root.value)}",
        )
    top: dict[str, _Val] = root.value
    _unknown(top, DECK_KEYS, path, "")
    deck_id = (
        _expect_str(top.get("id"), path, "", "id", required=True, strip=strip)
        if "id" in top
        else ""
    )
    if not deck_id:
        raise DeckError(path, root.line, "missing deck 'id'")
    if not SLUG_RE.match(deck_id):
        raise DeckError(
            path, top["id"].line, f"deck id '{deck_id}' must be a slug (a-z, 0-9, -, _)"
        )
    name = _expect_str(top.get("name"), path, "", "name", required=False, strip=strip) or deck_id
    cards_val = top.get("cards")
    if cards_val is None or cards_val.value is None:
        raise DeckError(path, root.line, "missing 'cards' (a list of questions)")
    if not isinstance(cards_val.value, list):
        raise DeckError(path, cards_val.line, "'cards' must be a list")
    cards: list[Card] = []
    seen: dict[str, int] = {}
    for index, item in enumerate(cards_val.value, start=1):
        card = _validate_card(item, path, index, strip)
        if card.id in seen:
            raise DeckError(
                path, item.line, f"duplicate card id '{card.id}' (first at line {seen[card.id]})"
            )
        seen[card.id] = item.line
        cards.append(card)
    return Deck(
        id=deck_id,
        name=name,
        cards=tuple(cards),
        source=_expect_str(top.get("source"), path, "", "source", required=False, strip=strip)
        or None,
        tags=_str_list(top.get("tags"), path, "", "tags", strip=strip),
        aliases=_str_map(top.get("aliases"), path, "", "aliases", strip=strip),
    )


def _validate_card(
    item: _Val, path: str, index: int, strip: Callable[[str], str] = strip_controls
) -> Card:
    if not isinstance(item.value, dict):
        raise DeckError(
            path, item.line, f"card #{index} must be a mapping, not {_kind(item.value)}"
        )
    fields: dict[str, _Val] = item.value
    raw_id = fields.get("id")
    if raw_id is None or raw_id.value in (None, ""):
        raise DeckError(path, item.line, f"card #{index}: missing 'id'")
    card_id = _expect_str(raw_id, path, f"card #{index}: ", "id", required=True, strip=strip)
    if not SLUG_RE.match(card_id.lower()) or card_id != card_id.strip():
        raise DeckError(
            path, raw_id.line, f"card #{index}: id '{card_id}' must be a slug (a-z, 0-9, -, _)"
        )
    where = f"card '{card_id}': "
    _unknown(fields, CARD_KEYS, path, where)
    question = _expect_str(
        fields.get("question"), path, where, "question", required=False, strip=strip
    )
    if not question.strip():
        line = fields["question"].line if "question" in fields else item.line
        raise DeckError(path, line, f"{where}empty question")
    choices = _str_map(fields.get("choices"), path, where, "choices", strip=strip)
    answer = _expect_str(fields.get("answer"), path, where, "answer", required=False, strip=strip)
    answer_line = fields["answer"].line if "answer" in fields else item.line
    if choices:
        if not answer.strip():
            raise DeckError(
                path, answer_line, f"{where}missing 'answer' (the letter of the right choice)"
            )
        answer = answer.strip()
        if answer not in choices:
            raise DeckError(
                path,
                answer_line,
                f"{where}choice card answer '{answer}' is not one of {', '.join(choices)}",
            )
    elif not answer.strip():
        raise DeckError(path, answer_line, f"{where}missing 'answer' (the model answer text)")
    return Card.from_stored(  # every field checked above: no dataclass __init__ per card
        card_id,
        question,
        answer,
        _expect_str(
            fields.get("explanation"), path, where, "explanation", required=False, strip=strip
        ),
        choices,
        _str_list(fields.get("keywords"), path, where, "keywords", strip=strip),
        _str_list(fields.get("tags"), path, where, "tags", strip=strip),
        item.line,
    )


_new = tuple.__new__
"""`_new(_Val, (value, 0))` makes the node as `_Val(value, 0)` does, without the named tuple's
own `__new__` frame: half the time, over a node for each field of every card."""


def _as_val(value: Any) -> _Val:
    """Plain data as the tree `_Builder` makes of YAML (every line 0).

    Text, most of the tree, is wrapped in place rather than by a call per value: the check
    after an import builds one node per field of every card.
    """
    if isinstance(value, dict):
        return _new(
            _Val,
            (
                {k: _new(_Val, (v, 0)) if type(v) is str else _as_val(v) for k, v in value.items()},
                0,
            ),
        )
    if isinstance(value, list):
        return _new(
            _Val, ([_new(_Val, (v, 0)) if type(v) is str else _as_val(v) for v in value], 0)
        )
    return _new(_Val, (value, 0))


def revalidate(deck: Deck, path: str = "<deck>", text: str | None = None) -> Deck:
    """The deck as `loads` validates the data `dumps` writes for it, without the YAML round.

    `dumps` writes exactly `to_data(deck)` (tested), so `revalidate(deck) == deck` tells
    that the written file loads back as this deck, at a fraction of the cost of `loads`.
    Given the `text` that `dumps` wrote, its fields are stripped as `loads` strips that
    text's: not at all when it holds no escape (`dumps` escapes every control character).

    Raises:
        DeckError: the deck breaks a rule of deck files (ids, empty question, answer ...).
    """
    strip = _identity if text is not None and "\\" not in text else strip_controls
    return _validate(_as_val(to_data(deck)), path, strip)


def write_atomic(path: Path, text: str) -> None:
    """Write the file whole or not at all (see `srs.files.write_atomic`, the one writer)."""
    files.write_atomic(path, text)


def dump(deck: Deck, path: Path) -> None:
    """Write the deck file atomically."""
    write_atomic(path, dumps(deck))


def validate_ids(ids: Sequence[str]) -> bool:
    return all(SLUG_RE.match(i) for i in ids)
