"""The grader's built-in glossary (srs/data/glossary.yaml), read once.

Kept as data so that it can be reviewed and extended without touching the grader: which terms
are the same name (`demotes`: abbreviation and expansion), which are the same concept
(`matches`: synonyms, which never widen question-word demotion), and which state opposite
things (`opposites`, for the contradiction check). The file's header says what belongs where.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

import yaml

Pair = tuple[str, str]


@dataclass(frozen=True)
class Glossary:
    """The three sections as (term, equal or opposite term) pairs, in file order."""

    demotes: tuple[Pair, ...]
    matches: tuple[Pair, ...]
    opposites: tuple[Pair, ...]


def _pairs(section: object, name: str) -> tuple[Pair, ...]:
    if not isinstance(section, dict):
        raise ValueError(f"glossary: `{name}` must be a mapping of term -> [terms]")
    out: list[Pair] = []
    for term, others in section.items():
        if not isinstance(others, list) or not others:
            raise ValueError(f"glossary: `{name}.{term}` must be a non-empty list")
        out.extend((str(term), str(other)) for other in others)
    return tuple(out)


def _no_repeated_terms(text: str, loader: type[yaml.SafeLoader]) -> None:
    """A term listed twice in a section would silently lose its first entry (YAML keeps the
    last): refuse it, naming the term and its line."""
    root = yaml.compose(text, Loader=loader)
    if not isinstance(root, yaml.MappingNode):
        return
    for section_key, section in root.value:
        if not isinstance(section, yaml.MappingNode):
            continue
        seen: set[str] = set()
        for key, _ in section.value:
            if key.value in seen:
                raise ValueError(
                    f"glossary: `{section_key.value}.{key.value}` is listed twice "
                    f"(line {key.start_mark.line + 1}); merge its terms into one list"
                )
            seen.add(key.value)


def parse(text: str) -> Glossary:
    """A glossary from YAML text (the shipped file, or a test's)."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    _no_repeated_terms(text, loader)
    data = yaml.load(text, Loader=loader)
    if not isinstance(data, dict):
        raise ValueError("glossary: expected a mapping with demotes, matches and opposites")
    opposites: list[Pair] = []
    for pair in data.get("opposites") or []:
        if not isinstance(pair, list) or len(pair) != 2:
            raise ValueError(f"glossary: an opposite is a pair [a, b], not {pair!r}")
        opposites.append((str(pair[0]), str(pair[1])))
    return Glossary(
        demotes=_pairs(data.get("demotes") or {}, "demotes"),
        matches=_pairs(data.get("matches") or {}, "matches"),
        opposites=tuple(opposites),
    )


@lru_cache(maxsize=1)
def builtin() -> Glossary:
    """The shipped glossary, parsed on first use (a few milliseconds) and kept."""
    text = resources.files("srs").joinpath("data/glossary.yaml").read_text(encoding="utf-8")
    return parse(text)
