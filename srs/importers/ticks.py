"""The marks that say an option or a key is the right one: one list for every reader.

A quiz ticks its key after the key's letter (`B) Mars. ✅`), after the right option
(`**C. A threat**✔️`) or before it (`✔ b)`); the readers of each place share this list, so
that a mark one of them knows is never left in a card's text by another.
"""

from __future__ import annotations

__all__ = ["TICKS"]

TICKS = r"(?:✅|✔️?|✓|☑️?)"
"""The ticks (`✅`, `✔️`, `✓`, `☑️`, with or without the emoji variation selector), a pattern."""

RIGHT_SHORTCODES = r":(?:white_check_mark|heavy_check_mark|ballot_box_with_check):"
"""GitHub's shortcodes of the ticks (`:white_check_mark:` renders as ✅): how a Markdown file
written for GitHub spells them."""
CROSSES = r"(?:❌|❎|✖️?|✗|✘|:(?:x|negative_squared_cross_mark|heavy_multiplication_x):)"
"""The crosses of a wrong option (`❌`, `✘`, GitHub's `:x:`), a pattern; a list of pros and
cons draws them too."""
SQUARES = r"(?:⬛|⬜|:(?:black_large_square|white_large_square):)"
"""Empty squares (`⬛`, `⬜`, GitHub's `:black_large_square:`): the unticked box of an
option, a pattern."""
