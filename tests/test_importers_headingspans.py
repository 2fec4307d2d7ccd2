"""`section_ends` against the heading-by-heading search it replaced (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from srs.importers.headingspans import section_ends


def _naive(
    rows: list[int], levels: list[int], total: int, blocks: list[tuple[int, int]]
) -> list[int]:
    ends = []
    for k, row in enumerate(rows):
        end = next((rows[j] for j in range(k + 1, len(rows)) if levels[j] <= levels[k]), total)
        ends.append(min([end, *(c for o, c in blocks if o < row < c)]))
    return ends


@st.composite
def _pages(draw: st.DrawFn) -> tuple[list[int], list[int], int, list[tuple[int, int]]]:
    total = draw(st.integers(1, 60))
    rows = sorted(draw(st.sets(st.integers(0, total - 1), max_size=25)))
    levels = [draw(st.integers(1, 6)) for _ in rows]
    pairs = draw(st.lists(st.tuples(st.integers(0, total), st.integers(0, total)), max_size=8))
    blocks = [(min(a, b), max(a, b)) for a, b in pairs]
    return rows, levels, total, blocks


@settings(deadline=None)  # a shared, loaded machine: no wall-clock limit per example
@given(_pages())
def test_every_heading_ends_where_the_search_heading_by_heading_ended_it(
    page: tuple[list[int], list[int], int, list[tuple[int, int]]],
) -> None:
    rows, levels, total, blocks = page
    assert section_ends(rows, levels, total, blocks) == _naive(rows, levels, total, blocks)


def test_a_heading_ends_at_the_next_at_its_level_or_above_or_its_block() -> None:
    #            ## a  ### b  ### c  # d
    rows, levels = [0, 3, 6, 9], [2, 3, 3, 1]
    assert section_ends(rows, levels, 12) == [9, 6, 9, 12]
    assert section_ends(rows, levels, 12, [(2, 5)]) == [9, 5, 9, 12]
