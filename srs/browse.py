"""Fuzzy card search for browsing: streamed over (pk, question, answer) rows, best matches first.

The search never holds more than one chunk of card text plus the current best `limit` hits, so
it stays flat in memory at 100k cards; the caller feeds chunks and may yield to its event loop
between them (the TUI does, so typing stays responsive while a search runs).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import islice

from rapidfuzz import fuzz, process, utils

SEARCH_LIMIT = 200
"""How many hits a search keeps; a person reads the first screenful, the rest is margin."""
SCORE_CUTOFF = 75.0
"""Scores (0-100) below this are noise: a long text holds a near-copy of almost any short word."""
ANSWER_WEIGHT = 0.9
"""A hit in the answer or explanation ranks just below the same hit in the question."""
WORDS_WEIGHT = 0.95
"""Every query word found, in any order, ranks just below the whole query found as typed."""
MIN_WORD = 3
"""Query words shorter than this are too common to score on their own (numbers always count:
"stage 3" must prefer stage 3 to stage 1)."""
WORD_FLOOR = 70.0
"""Each query word must be found at least this well (one typo in a 4-letter word is 75)."""
SHORT_QUERY = 4
SHORT_CUTOFF = 90.0
"""A query of SHORT_QUERY letters or fewer must match (almost) exactly: one wrong letter in
four is already 75, and then half the cards would match."""
"""Query words shorter than this are too common to score on their own (numbers always count:
"stage 3" must prefer stage 3 to stage 1)."""
CHUNK = 1024
"""Rows scored per pass: big enough for rapidfuzz's C loop, small enough to stay responsive."""


@dataclass(frozen=True, order=True)
class Hit:
    """One matching card; ordered by score so a heap keeps the best."""

    score: float
    """0-100: 100 when the query appears verbatim (case-insensitive) in the question."""
    pk: int


class FuzzySearch:
    """Incremental top-`limit` fuzzy search: feed chunks of rows, then read `hits()`.

    A text scores the best of: the whole query found fuzzily as a substring (rapidfuzz's
    partial_ratio, which forgives typos), the mean over the query's words of the same (so word
    order does not matter), and 100 for a verbatim substring. WRatio is not used: it scales a
    short query against a long text down to 60 at most, so explanations could never match.
    """

    def __init__(self, query: str, limit: int = SEARCH_LIMIT, cutoff: float = SCORE_CUTOFF) -> None:
        self.query = query
        self.processed = utils.default_process(query)
        self.words = list(
            dict.fromkeys(w for w in self.processed.split() if len(w) >= MIN_WORD or w.isdigit())
        )
        if len(self.words) < 2:
            self.words = []  # one word: the whole-query score already says it all
        self.limit = limit
        self.cutoff = max(cutoff, SHORT_CUTOFF) if len(self.processed) <= SHORT_QUERY else cutoff
        self._heap: list[tuple[float, int, int]] = []
        """(score, -pk, pk): a min-heap of the best hits so far; -pk keeps ties in pk order."""

    def _scores(self, texts: list[str]) -> dict[int, float]:
        """Index in `texts` -> score, for the texts that reach the cutoff (texts processed)."""
        scores = self._whole_query_scores(texts)
        if self.words:
            self._add_word_scores(texts, scores)
        return scores

    def _whole_query_scores(self, texts: list[str]) -> dict[int, float]:
        """Index -> score of the whole query found in the text (100 verbatim), for the
        texts that reach the cutoff."""
        # partial_ratio slides the *shorter* string along the longer: a text shorter than the
        # query would be matched inside the query ("B" in "bubble", "number 2" in "number 249").
        # Such texts are compared whole instead.
        size = len(self.processed)
        scores: dict[int, float] = {}
        long = [t if len(t) >= size else "" for t in texts]
        for _, score, at in process.extract_iter(
            self.processed, long, scorer=fuzz.partial_ratio, score_cutoff=self.cutoff
        ):
            scores[at] = 100.0 if self.processed in texts[at] else float(score)
        short = [at for at, t in enumerate(texts) if 0 < len(t) < size]
        if short:
            for _, score, i in process.extract_iter(
                self.processed,
                [texts[at] for at in short],
                scorer=fuzz.ratio,
                score_cutoff=self.cutoff,
            ):
                scores[short[i]] = float(score)
        return scores

    def _add_word_scores(self, texts: list[str], scores: dict[int, float]) -> None:
        """Raise `scores` to the mean of the query's words found in each text (times
        WORDS_WEIGHT) where that is better and reaches the cutoff: word order does not
        matter. A word counts from WORD_FLOOR up, or from the least score with which the
        mean could still reach the cutoff (the other words at 100) when that is higher."""
        sums: dict[int, float] = {}
        n = len(self.words)
        floor = max(WORD_FLOOR, n * self.cutoff / WORDS_WEIGHT - 100 * (n - 1))
        for word in self.words:
            fits = [t if len(t) >= len(word) else "" for t in texts]
            for _, score, at in process.extract_iter(
                word, fits, scorer=fuzz.partial_ratio, score_cutoff=floor
            ):
                sums[at] = sums.get(at, 0.0) + float(score)
        for at, total in sums.items():
            mean = total / n * WORDS_WEIGHT
            if mean >= self.cutoff and mean > scores.get(at, 0.0):
                scores[at] = mean

    def feed(self, rows: Iterable[tuple[int, str, str]]) -> None:
        """Score one chunk of (pk, question, answer) rows."""
        if not self.processed:
            return
        batch = list(rows)
        best: dict[int, float] = {}
        questions = [utils.default_process(row[1]) for row in batch]
        answers = [utils.default_process(row[2]) for row in batch]
        for texts, weight in ((questions, 1.0), (answers, ANSWER_WEIGHT)):
            for at, score in self._scores(texts).items():
                pk = batch[at][0]
                best[pk] = max(best.get(pk, 0.0), score * weight)
        for pk, score in best.items():
            item = (round(score, 2), -pk, pk)
            if len(self._heap) < self.limit:
                heapq.heappush(self._heap, item)
            elif item > self._heap[0]:
                heapq.heapreplace(self._heap, item)

    def hits(self) -> list[Hit]:
        """The best hits so far, best first (ties: lower pk first)."""
        return [Hit(score, pk) for score, _, pk in sorted(self._heap, reverse=True)]


def chunks(
    rows: Iterable[tuple[int, str, str]], size: int = CHUNK
) -> Iterator[list[tuple[int, str, str]]]:
    """The rows in lists of `size`, so a caller can pause between them."""
    iterator = iter(rows)
    while chunk := list(islice(iterator, size)):
        yield chunk


def search(
    query: str,
    rows: Iterable[tuple[int, str, str]],
    limit: int = SEARCH_LIMIT,
    cutoff: float = SCORE_CUTOFF,
) -> list[Hit]:
    """Cards matching `query` (typo-tolerant), best first, at most `limit`.

    Args:
        query: what the person typed; blank gives no hits.
        rows: (pk, question, answer + explanation), e.g. `Store.search_texts()`; streamed.
        limit: how many hits to keep.
        cutoff: the lowest WRatio score (0-100) that counts as a match.

    Returns:
        The hits, highest score first.
    """
    finder = FuzzySearch(query, limit, cutoff)
    for chunk in chunks(rows):
        finder.feed(chunk)
    return finder.hits()
