"""The marks that say an option or a key is the right one: one list for every reader.

A quiz ticks its key after the key's letter (`B) Mars. ✅`), after the right option
(`**C. A threat**✔️`) or before it (`✔ b)`); the readers of each place share this list, so
that a mark one of them knows is never left in a card's text by another.
"""

from __future__ import annotations

__all__ = ["TICKS"]

TICKS = r"(?:✅|✔️?|✓|☑️?)"
"""The ticks (`✅`, `✔️`, `✓`, `☑️`, with or without the emoji variation selector), a pattern."""
