"""Reading a deck's YAML quickly: libyaml's events (no node tree) into the values-with-lines
that `srs.decks` validates, for the common deck. Anything unusual (an anchor, alias or tag, a
duplicate key, a non-text scalar, several documents, bad YAML, deep nesting) steps aside, and
`srs.decks` composes the file the careful way, which gives the same tree or the same error."""

from __future__ import annotations

from typing import Any, NamedTuple

import yaml

try:  # the C loader is ~10x faster; both are the *safe* loader
    _Loader: type = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - libyaml missing
    _Loader = yaml.SafeLoader

MAX_DEPTH = 200
"""How deeply collections may nest (a real deck nests 4 or 5 levels). libyaml's composer
recurses in C for each level: 25,000 nested `[` crash the process before any Python guard, so
the depth is measured first, without composing (see `_check_depth`)."""


class _Val(NamedTuple):
    """A value from the YAML tree with the line it started on, so errors can point at it.

    A named tuple: a deck's tree holds about six of these a card, and one is made in a
    quarter of the time of a frozen dataclass (a sixth of a 20,000-card deck's first sync)."""

    value: Any
    line: int


_IMPLICIT = yaml.SafeLoader.yaml_implicit_resolvers
"""The safe loader's implicit resolvers, keyed by first character: a plain scalar whose first
character has none is text without running a regex."""


def _plain_text(value: str) -> bool:
    """Whether a plain (unquoted) scalar resolves to text, as the safe resolver decides it."""
    if not value:
        return False  # null
    regexps = _IMPLICIT.get(value[0])
    return regexps is None or not any(regexp.match(value) for _, regexp in regexps)


class _EventTree:
    """Builds `_Builder`'s tree from libyaml's events, one handler per kind of event; each
    returns False to step aside (see `_fast_tree`)."""

    def __init__(self) -> None:
        self.stack: list[tuple[Any, int, list[str | None]]] = []
        self.root: _Val | None = None
        self.documents = 0
        self.texts: set[str] = set()
        """Plain scalars already found to be text (the keys, mostly): checked once each."""

    def scalar(self, event: Any) -> bool:
        if event.anchor is not None or event.tag is not None:
            return False
        value = event.value
        if event.implicit[0] and value not in self.texts:
            if not _plain_text(value):
                return False
            if len(value) < 40:
                self.texts.add(value)
        return self.put(_Val(value, event.start_mark.line + 1))

    def mapping(self, event: Any) -> bool:
        return self.start(event, {})

    def sequence(self, event: Any) -> bool:
        return self.start(event, [])

    def start(self, event: Any, container: Any) -> bool:
        if event.anchor is not None or event.tag is not None or len(self.stack) >= MAX_DEPTH:
            return False  # too deep: the careful path refuses it (see _check_depth)
        self.stack.append((container, event.start_mark.line + 1, [None]))
        return True

    def end(self, event: Any) -> bool:
        container, line, _ = self.stack.pop()
        return self.put(_Val(container, line))

    def document(self, event: Any) -> bool:
        self.documents += 1
        return self.documents == 1

    def put(self, val: _Val) -> bool:
        if not self.stack:
            self.root = val
            return True
        container, _, pending = self.stack[-1]
        if type(container) is list:
            container.append(val)
        elif pending[0] is None:  # a key
            key = val.value
            if not isinstance(key, str) or key in container:
                return False
            pending[0] = key
        else:
            container[pending[0]] = val
            pending[0] = None
        return True


def _step_aside(event: Any) -> bool:
    return False


def _pass(event: Any) -> bool:
    return True


def _fast_tree(text: str) -> _Val | None:
    """The tree `_Builder` would build, read from libyaml's events (about five times quicker
    than composing nodes), for the common deck: text scalars, plain mappings and lists.

    None as soon as the file holds anything the full builder must judge (an anchor or alias,
    a tag, a duplicate key, a non-text scalar, several documents, bad YAML): the caller then
    composes it the careful way, which gives the same tree or the same error.
    """
    tree = _EventTree()
    handlers: dict[type, Any] = {
        yaml.ScalarEvent: tree.scalar,
        yaml.MappingStartEvent: tree.mapping,
        yaml.SequenceStartEvent: tree.sequence,
        yaml.MappingEndEvent: tree.end,
        yaml.SequenceEndEvent: tree.end,
        yaml.DocumentStartEvent: tree.document,
        yaml.AliasEvent: _step_aside,
        yaml.StreamStartEvent: _pass,
        yaml.DocumentEndEvent: _pass,
    }
    stream_end = yaml.StreamEndEvent
    parser: Any = _Loader(text)
    get_event = parser.get_event
    try:
        while True:
            event = get_event()
            kind = type(event)
            if kind is stream_end:
                return tree.root
            if not handlers[kind](event):
                return None
    except yaml.YAMLError:
        return None
    finally:
        parser.dispose()
