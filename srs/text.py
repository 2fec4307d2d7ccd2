"""Text normalisation for fuzzy matching: accent folding, technical-aware tokens, light stemming.

The grader compares what a candidate typed with a model answer. Both go through the same steps
here so that case, accents, punctuation, hyphenation and word endings never decide a match:
`All-Reduce`, `allreduce` and `all reduce` all come out as the key `allreduc`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

_OPERAND = r"(?:\d+|[^\W\d_]\d?)"
"""One side of a formula's operator: a number or a one-letter variable (`N`, `k`, `x1`)."""
_FORMULA = rf"\d*\s?\(\s*{_OPERAND}\s*[-+*/]\s*{_OPERAND}\s*\)(?:\s*/\s*(?:\d+|[^\W\d_]\d?)(?!\w))?"
"""`2(N-1)`, `(N-1)/M`, `2(N-1)/N`: kept whole, because `2(N-1)` and `2N-1` are different answers.
Only numbers and one-letter variables: a word in parentheses (`(All-Reduce)`, `(read/write)`)
is a word, and parentheses, quotes and slashes around words never matter."""
_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w,])"
"""`1,000` and `32,000`: one number, not `1` and `000`."""
_WORD = r"[^\W_]+(?:[-_.][^\W_]+)*"
"""A word, or parts joined by `-`, `_` or `.`: `reduce-scatter`, `MASTER_ADDR`, `torch.cuda.amp`."""
_FLAG = r"(?<![\w-])-[^\W\d_](?![\w-])"
"""A one-letter command-line option (`git add -p`, `ls -l`): kept with its dash, since the
letter alone is no word and the option is often the whole point of the answer."""
_TOKEN_RE = re.compile(
    f"(?P<formula>{_FORMULA})|(?P<number>{_NUMBER})|(?P<flag>{_FLAG})|(?P<word>{_WORD})"
)
_PART_SPLIT_RE = re.compile(r"[-_]|(?<=\D)\.|\.(?=\D)")
"""Split joined words into parts; a dot between digits (`99.9`, `3.0`) is a decimal point."""
_CAMEL_RE = re.compile(r"(?<=[a-z]{2})(?=[A-Z][a-z])")
"""`DistributedDataParallel` -> Distributed Data Parallel; leaves `ZeRO`, `FP16`, `BFloat16` alone."""
_FORMULA_DROP_RE = re.compile(r"\s+")


def words(text: str) -> frozenset[str]:
    """A word list written as a block of text (easier to read and edit than a list literal)."""
    return frozenset(text.split())


STOP_WORDS: frozenset[str] = words(
    """
    a about above after again against all also am an and any are aren as at be because been
    before being below between both but by can cannot could couldn did didn do does doesn doing
    don down during each either else etc even ever every few for from further get gets getting
    got had hadn has hasn have haven having he her here hers herself him himself his how however
    i if in into is isn it its itself just let ll may me might mine more most much must mustn my
    myself neither no nor not now of off on once one only onto or other ought our ours ourselves
    out over own per quite rather re really s same say says shall shan she should shouldn since
    so some such t than that the their theirs them themselves then there these they thing things
    this those though through thus to too under until up upon us ve very via vs was wasn we were
    weren what when where whether which while who whom whose why will with within without won
    would wouldn yes yet you your yours yourself yourselves e.g eg i.e ie d m o y unless whereas
    although otherwise whenever wherever besides along
    """
)
"""Function words that never carry a concept on their own (inside `all-reduce` they still count)."""

NEGATION_WORDS: frozenset[str] = words("not no never cannot nor none neither")
"""The words that plainly deny what a sentence says of its subject (`n't` aside, which each
reader matches in its own way): one list for the contradiction check (srs.contradictions, which
adds the words that deny only the next word) and the importer (a key line that says an option
is `not` right)."""


@dataclass(frozen=True)
class Token:
    """One word (or joined term, or formula) of a text, with the forms matching needs."""

    surface: str
    """The text as written, for showing the user which words matched."""
    parts: tuple[str, ...]
    """Folded, lower-cased, stemmed parts: `All-Reduces` -> ('all', 'reduc')."""
    key: str
    """The parts joined: what two tokens are compared on (`allreduc`). Formulas keep symbols."""
    technical: bool
    """Looks like a term of art: capitals inside (`NCCL`, `ZeRO`), digits with letters
    (`FP16`), `_` or `.` inside (`MASTER_ADDR`, `torch.cuda`), or a formula."""
    hyphenated: bool
    """Parts joined by `-` (`reduce-scatter`, `row-wise`): a term more often than not."""
    numeric: bool
    """Only digits (and `.` `,`): `600`, `99.9`, `1,000`."""
    identifier: bool
    """Spelled exactly in real life (`NCCL_IB_DISABLE`, `float16`): typos are not tolerated."""
    stop: bool
    """A lone function word (`the`, `is`): never a concept."""


def fold(text: str) -> str:
    """Strip accents and odd compatibility forms so `café` and `cafe` (and `ﬁ` and `fi`) agree."""
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


_BRITISH: tuple[tuple[str, str], ...] = (
    ("isations", "izations"),
    ("isation", "ization"),
    ("ises", "izes"),
    ("ising", "izing"),
    ("ised", "ized"),
    ("ise", "ize"),
)
"""British -ise endings and their -ize spellings, longest first."""
_ENDINGS: tuple[tuple[str, str], ...] = (
    ("izations", "iz"),
    ("ization", "iz"),
    ("ations", "at"),
    ("ation", "at"),
    ("ings", ""),
    ("ing", ""),
    ("ism", ""),
    ("ed", ""),
    ("ally", "al"),
)
"""Derivational and verb endings and what replaces them, longest first; one at most is taken."""
_DOUBLING: frozenset[str] = frozenset({"ing", "ings", "ed"})
"""Endings after which a doubled final consonant is undoubled (running -> run)."""


def stem(word: str) -> str:
    """Light suffix stripping, enough to equate plural and verb forms of one term.

    Deliberately cruder than Porter: it only has to make the forms of a word in one answer
    and one reference agree (`shards`/`sharded`/`sharding`, `synchronise`/`synchronization`),
    and fuzzy matching absorbs what it misses.
    """
    w = word.lower()
    if len(w) <= 3 or not w.isalpha():
        return w
    w = _strip_ending(_singular(_americanise(w)))
    if w.endswith("e") and len(w) > 4:
        w = w[:-1]
    return w


def _americanise(w: str) -> str:
    """`synchronise` -> `synchronize`: the first British ending that fits, spelled -ize."""
    for suffix, repl in _BRITISH:
        if w.endswith(suffix) and len(w) > len(suffix) + 3:
            return w[: -len(suffix)] + repl
    return w


def _singular(w: str) -> str:
    """Plural and third-person -s dropped (`queries` -> `query`, `caches` -> `cach`), but
    not from `-ss`, `-is` or a long `-us` word (`class`, `analysis`, `status`)."""
    if w.endswith(("ies", "ied")) and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("sses", "ches", "shes", "xes", "zes")):
        return w[:-2]
    if w.endswith("s") and not w.endswith(("ss", "is")) and not (w.endswith("us") and len(w) > 4):
        return w[:-1]
    return w


def _strip_ending(w: str) -> str:
    """The first of _ENDINGS that leaves a stem of three letters or more, replaced; a
    doubled consonant before -ing / -ed undoubled (running -> run, stopped -> stop)."""
    for suffix, repl in _ENDINGS:
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)] + repl
            if suffix in _DOUBLING and len(w) > 3 and w[-1] == w[-2] and w[-1] not in "lsz":
                w = w[:-1]
            return w
    return w


def _parts(word: str) -> tuple[str, ...]:
    pieces: list[str] = []
    for chunk in _PART_SPLIT_RE.split(word):
        if chunk:
            pieces.extend(p for p in _CAMEL_RE.split(chunk) if p)
    return tuple(stem(p) for p in pieces)


def _is_technical(surface: str) -> bool:
    has_digit = any(ch.isdigit() for ch in surface)
    has_alpha = any(ch.isalpha() for ch in surface)
    if (has_digit and has_alpha) or any(ch in "_." for ch in surface.strip(".")):
        return has_alpha
    return any(ch.isupper() for ch in surface[1:])


def tokenize(text: str) -> list[Token]:
    """Split text into tokens, keeping technical terms (`ZeRO-3`, `2(N-1)`, `MASTER_ADDR`) whole.

    Markup-like text (`list[int]`, `[bold]`) is plain text here: brackets are just separators.
    """
    tokens: list[Token] = []
    for m in _TOKEN_RE.finditer(fold(text)):
        kind = m.lastgroup or "word"
        token = _token(m.group(0).strip(), kind)
        if token is not None:
            tokens.append(token)
    return tokens


def tokenize_spans(text: str) -> list[tuple[int, Token]]:
    """tokenize() with the offset in `text` where each token starts (for splitting a text
    into sentences after one pass). Offsets are of the accent-folded text, which has the
    same length as the text for ASCII."""
    out: list[tuple[int, Token]] = []
    for m in _TOKEN_RE.finditer(fold(text)):
        kind = m.lastgroup or "word"
        token = _token(m.group(0).strip(), kind)
        if token is not None:
            out.append((m.start(), token))
    return out


@lru_cache(maxsize=65536)
def _token(surface: str, kind: str) -> Token | None:
    """One token from its surface; cached because the words of a field repeat all the time."""
    if kind == "formula":
        key = _FORMULA_DROP_RE.sub("", surface).lower()
        return Token(surface, (key,), key, True, False, False, True, False)
    if kind == "flag":
        key = surface.lower() if surface[1:].islower() else surface
        return Token(surface, (key,), key, True, False, False, True, False)
    if kind == "number":
        key = surface.replace(",", "")
        return Token(surface, (key,), key, False, False, True, True, False)
    parts = _parts(surface)
    key = "".join(parts)
    if not key:
        return None
    lower = surface.lower()
    numeric = not any(ch.isalpha() for ch in surface)
    has_digit = any(ch.isdigit() for ch in surface)
    return Token(
        surface,
        parts,
        key,
        technical=_is_technical(surface),
        hyphenated="-" in surface,
        numeric=numeric,
        identifier=numeric or has_digit or "_" in surface,
        stop=lower in STOP_WORDS or (len(lower) == 1 and not lower.isdigit()),
    )


def normalize(text: str) -> str:
    """Casefolded, accent-free text with punctuation turned to single spaces (for whole-text compares)."""
    return " ".join(re.findall(r"[^\W_]+", fold(text).casefold()))


CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
"""The control characters card text never keeps: all but tab, newline and CR."""


_CONTROL_CHARS = tuple(
    chr(c) for c in (*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), *range(0x7F, 0xA0))
)
"""The characters CONTROL_RE matches, the ASCII ones first."""
_ASCII_CONTROLS = _CONTROL_CHARS[:30]


def has_controls(text: str) -> bool:
    """Whether CONTROL_RE matches somewhere in the text. On a long text, a search for each
    character in turn (a fast scan for one character) takes a fifth of the regex's time."""
    if len(text) < 4096:
        return CONTROL_RE.search(text) is not None
    return any(c in text for c in (_ASCII_CONTROLS if text.isascii() else _CONTROL_CHARS))


def strip_controls(text: str) -> str:
    """Text without control characters (newlines and tabs kept, CR LF folded to LF).

    Card text comes from files anyone may write; an escape sequence in a question must never
    reach a terminal, where it could move the cursor, retitle the window or hide text.
    """
    if text.isprintable():
        return text  # no control character at all (most one-line fields): no regex pass
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return CONTROL_RE.sub("", text) if has_controls(text) else text


_BIDI_AND_INVISIBLE = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff"
"""The bidi controls that reorder what follows (U+202E shows `txt.exe` as `exe.txt`), the
invisible line/paragraph separators and the BOM."""
UNSAFE_TEXT_RE = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f{_BIDI_AND_INVISIBLE}]")
"""What a terminal must never receive as is inside text: CONTROL_RE's control characters (an
escape sequence starts with one), CR, and the bidi and invisible characters."""
UNSAFE_NAME_RE = re.compile(f"[\x00-\x1f\x7f-\x9f{_BIDI_AND_INVISIBLE}]")
"""The same for a name or a path shown in a one-line message: tab and newline too."""


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def literal(text: str, *, multiline: bool = False) -> str:
    """Text shown literally in a terminal: each unsafe character written as its escape
    (`\\x1b`, `\\u202e`), so a file name shows what it really holds, can still be told apart
    from its look-alikes, and never acts on the terminal. The one helper for every message
    that includes a path, a name or card text; `multiline` keeps newlines and tabs (text)."""
    pattern = UNSAFE_TEXT_RE if multiline else UNSAFE_NAME_RE
    if pattern.search(text) is None:
        return text
    return pattern.sub(_escape, text)


@lru_cache(maxsize=65536)
def root(word: str) -> str:
    """The Snowball (Porter 2) stem of a plain word, for matching one word against another of
    the same family (`iteration` / `iterative` / `iteratively` -> `iter`, `declaring` /
    `declaration` -> `declar`); '' for anything but a plain word of four letters or more.

    Why a second stemmer: `stem` is kept light because concept keys, question-word demotion and
    the contradiction rules rest on it; a word family is only a fallback when matching, where
    a right answer's `iterative` must count for the model answer's `iteration`. Snowball
    strips no prefix, so `asynchronous` stays apart from `synchronous`.
    """
    w = word.lower()
    if len(w) < 4 or not w.isascii() or not w.isalpha():
        return ""
    return str(_snowball().stemWord(_americanise(w)))


@lru_cache(maxsize=1)
def _snowball() -> Any:
    import snowballstemmer  # type: ignore[import-untyped]

    return snowballstemmer.stemmer("english")
