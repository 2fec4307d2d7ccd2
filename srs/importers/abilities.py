"""A point that says what someone can do (`- Can discuss trade-offs and alternatives`,
`- Should know the log's invariants`, `- Is able to explain it simply`): a grading rubric's
or a checklist's description of a candidate, opened by a modal verb with no subject after
it and no question mark. It asks nothing, though its first word is one questions open with:
a question so opened names whom it asks about right after the verb (`Can you explain X`,
`Can Raft lose a committed write`, `Should we shard`), so it stays a question.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

_ABILITY_RE = lazy(
    r"^[ \t]*(?:(?:[-*+]|\d{1,4}[.)])[ \t]+)?[*_]*"
    r"(?:can|could|should|must|will|would|may|might|(?:is|are)\s+(?:able|expected|ready)\s+to"
    r"|kann|sollte|muss|peut|doit|sait|puede|debe|sabe|pode|deve|può)\s+"
    r"(?!(?:you|u|we|i|they|he|she|it|one|your|our|my|their|his|her|its|a|an|the|this|that"
    r"|these|those|there|any|all|some|each|every|both|either|neither|someone|somebody|anyone"
    r"|anybody|everyone|everybody|no|not|man|ich|du|er|sie|es|wir|ihr|ein|eine|einer|der|die"
    r"|das|den|dem|on|il|elle|ils|elles|je|tu|nous|vous|le|la|les|un|une|ce|cette|ces|usted"
    r"|ustedes|el|los|las|una|yo|você|o|os|as|um|uma|eu)\b)"
    r"[^\W\d_]",
    re.I,
)
"""A modal verb and a word that is no subject, written small (a name or a code word after
the verb is the subject of a question: `Can Kafka lose messages`)."""


def states_ability(item: str) -> bool:
    """Whether a line (a list item or not) says what someone can do rather than asking: a
    modal verb first, no subject after it, no question mark at its end (see the module doc).

    Args:
        item: the line as written, its list marker and bold marks included.

    Returns:
        True for a rubric's or checklist's point (`- Can connect it to other concepts`).
    """
    if item.rstrip(" *_").endswith(("?", "？")):
        return False
    m = _ABILITY_RE.match(item)
    return m is not None and not m.group(0)[-1].isupper()
