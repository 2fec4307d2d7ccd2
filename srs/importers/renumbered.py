"""Lists numbered `1.` on every item, each item a line over its answer indented under it:
lists of questions by their layout, whatever the items' words (for srs.importers.structure).

Authors who let Markdown count write every question `1.`. The printed number then tells
nothing (srs.importers.listitems drops it), so the rule that takes an item that does not ask
because its number goes on from a question's cannot see the sequence; and many such items
name a topic or set a task (`KL 散度`, `列举常见的激活函数`) rather than ask, so a list of
them fails the test of a list of questions (half its items ask), and a section heading
between the questions starts a new list. Their items were glued into the answer above, or
reported in one line as text in no card, or not at all.

So the layout decides, once the document shows it: a list so written that is a list of
questions by the usual test, or one in four of whose items ask (two at least), shows it;
then every item with an answer of every list so written is a question (an item with nothing
under it is reported unanswered, as in any list of questions). A list counts as so written
only when every answer is indented inside its item and most items have one (not `1.` steps
one line each). In a document that does not show the layout (`1.` steps of a guide, each
over its details, seldom ask), nothing changes; a list inside a question's answer stays
there (the question heading holds it, srs.importers.markdown).

The same goes for a second layout, lists written `paired`: each numbered item one paragraph,
its question over its answer on the very next line, neither indented (`1) What is X?` /
`X is ...`). Once a list so written is taken as questions, a list written the same way with
the same delimiter, every item answered, is one too though none of its items ask: the
exercises a prose paragraph sets between the questions (`Run it and compare.` / `1) Add a
call to malloc ...` / `Grows up.`), restarted at 1 after it. Else CommonMark ends the list
at the paragraph and the items that do not ask were glued into the answer above, silently.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from srs.importers.listitems import ListItems
from srs.importers.paireditems import ASKING_LEAST, paired_mark
from srs.importers.values import Line

__all__ = ["RenumberedLists", "nested_questions"]


@dataclass
class RenumberedLists:
    """The document's lists numbered `1.` throughout, each item over an indented answer."""

    pending: list[ListItems] = field(default_factory=list)
    """Such lists too few of whose items ask to pass the usual test of a list of questions."""
    shown: bool = False
    """A list so written is one of questions on its own: the document's layout."""
    paired: dict[int, str] = field(default_factory=dict)
    """Each `paired` list's first line -> its delimiter (`)` or `.`): see `lay_out`."""
    paired_shown: set[str] = field(default_factory=set)
    """The delimiters of `paired` lists taken as questions: the layouts the document shows."""
    paired_pending: list[ListItems] = field(default_factory=list)
    """`paired` lists not taken, every item answered: questions where the layout is shown."""

    def lay_out(self, listed: ListItems, lines: list[Line]) -> None:
        """Note whether the list is written `paired` (before it is taken or kept)."""
        mark = paired_mark(listed, lines)
        if mark:
            self.paired[listed.items[0][0]] = mark

    def took(self, listed: ListItems) -> bool:
        """Whether a list taken as one of questions is written so (then each of its answered
        items is a question, and the document's layout is shown)."""
        laid_out = _laid_out(listed)
        self.shown = self.shown or laid_out
        if listed.items and listed.items[0][0] in self.paired:
            self.paired_shown.add(self.paired[listed.items[0][0]])
        return laid_out

    def kept(self, listed: ListItems) -> None:
        """Keep a list not taken as one of questions, if it is written so; one whose items
        ask often enough shows the layout on its own (`_ASKING_SHARE`). A list of one `1.`
        item over an indented answer is kept too, its number dropped (`_lone`), but shows
        nothing: alone, its layout is any list's."""
        if listed.items and listed.items[0][0] in self.paired and not listed.bare:
            self.paired_pending.append(listed)  # (and `pending` too, if written so)
        if _laid_out(listed):
            self.pending.append(listed)
            self.shown = self.shown or _asks_enough(listed)
        elif _lone(listed):
            quiet = [(i, dataclasses.replace(s, number=None)) for i, s in listed.quiet]
            self.pending.append(dataclasses.replace(listed, quiet=quiet))

    def lists(self) -> list[ListItems]:
        """The kept lists, when the document's layout is shown; else none."""
        kept = self.pending if self.shown else []
        paired = [k for k in self.paired_pending if self.paired[k.items[0][0]] in self.paired_shown]
        return kept + [listed for listed in paired if listed not in kept]

    def all_quiet(self, listed: ListItems) -> bool:
        """Whether every quiet item of the kept list is a question, a long task too (`Add
        a second call to malloc and check whether ...`): so in a `paired` list, whose layout
        is the questions'; else only those that are no long statement (`quiet_questions`)."""
        return bool(listed.items) and listed.items[0][0] in self.paired


_BARE_SHARE = 3
"""At most one item in this many may have no answer (a question not answered yet)."""
_ASKING_SHARE = 4
"""One item in this many asking (two at least) makes a list written so one of questions,
though most of its items name topics: `1.` steps of a guide seldom ask."""
_ASKING_LEAST = ASKING_LEAST


def _asks_enough(listed: ListItems) -> bool:
    """Whether enough of the list's items ask, answered or not (see `_ASKING_SHARE`)."""
    asking = sum(1 for _, start in listed.items if start is not None) + listed.unanswered
    return asking >= _ASKING_LEAST and asking * _ASKING_SHARE >= len(listed.items)


def _lone(listed: ListItems) -> bool:
    """Whether the list is one item numbered `1.` that does not ask, over an answer indented
    inside it (`1. Come funzionano i database` over its fold, after a rule or under a
    section's heading): where the document's lists are so written, Markdown's one-item list
    is one more of them, and its `1.` no number of the questions'."""
    return (
        listed.lone_first
        and not listed.bare
        and len(listed.quiet) == 1
        and listed.quiet[0][1].end is not None
    )


def nested_questions(listed: ListItems) -> bool:
    """Whether a list numbered in order (`1.`, `2.`, gaps and restarts too) is one of
    questions by the same layout: each answered item a line over its answer indented inside
    it, few with none, one item in four asking (two at least). Then its items that name a
    topic (`6. Redis的缓存失效策略` over `    - 定时删除`, `2. Data types` between asking
    siblings) are its questions too, not points of the answer above them: the numbers of
    notes typed by hand skip and restart, so the sequence cannot tell (srs.importers.
    numberedsequence). A list numbered alike throughout is `RenumberedLists`' to read.

    A bulleted list so written, with no item bare, is one too (`- What is X?` over
    `` `answer` ``, among statements over their verdicts and tasks over their code): its
    layout, not the share of its items that ask, says so; one more statement late in the
    file no longer tips the half-test (srs.importers.structure) and loses every card."""
    if not listed.ordered:
        return _nested(listed) and not listed.bare and _asks_enough(listed)
    return not listed.same_number and _nested(listed) and _asks_enough(listed)


def _laid_out(listed: ListItems) -> bool:
    """Whether the list is numbered alike throughout and answered as `_nested` says."""
    return listed.same_number and _nested(listed)


def _nested(listed: ListItems) -> bool:
    """Whether the list has two or more items answered, each answer indented inside its
    item (not the paragraph after the list), and few items with no answer at all."""
    answered = [s for _, s in listed.items if s is not None] + [s for _, s in listed.quiet]
    return (
        len(answered) >= 2
        and all(start.end is not None for start in answered)
        and len(listed.bare) * _BARE_SHARE <= len(listed.items)
    )
