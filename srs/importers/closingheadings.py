"""The last heading of an article, when it closes it: `## Final Thoughts`, `## Réflexions
finales sur les questions d'entretien`, `## Wrapping up`.

A page that asks one question per heading often ends with a section of closing prose. End
matter is known by name wherever it stands (`## Conclusion`, `## Summary`:
`common.END_MATTER_RE`), but the closing words writers title it with are many, in every
language, and often run on (`Final thoughts on data science interviews`); as its prose
reads like an answer, the section was carded as one more question. Such a title is no
question only as the page's last heading, asking nothing: mid-page, `## Final thoughts on
recursion` may be a topic like any other. There it is a section, and its text is reported as
in no card.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["closes_the_page"]

_CLOSING_TITLE_RE = lazy(
    r"^[\W_]*(?:"
    r"(?:final|closing|concluding|last|parting)\s+(?:thoughts|words|remarks|notes)"
    r"|wrap(?:ping)?[\s-]*up|in\s+(?:conclusion|closing|summary)|to\s+(?:conclude|sum\s+up)"
    r"|réflexions\s+finales|pensées\s+finales|mot\s+de\s+la\s+fin|en\s+conclusion"
    r"|pour\s+conclure|le\s+mot\s+de\s+la\s+fin"
    r"|reflexiones\s+finales|pensamientos\s+finales|palabras\s+finales|conclusi[oó]n(?:es)?"
    r"|para\s+concluir|considera[cç][õo]es\s+finais|reflex[õo]es\s+finais|conclus[ãa]o"
    r"|pensieri\s+finali|considerazioni\s+finali|conclusioni?|fazit|schlussgedanken"
    r"|abschlie(?:ß|ss)ende\s+gedanken|zusammenfassung|slotgedachten|tot\s+slot"
    r"|son\s+s[öo]z|sonu[çc]|kesimpulan|penutup|k[ếe]t\s+lu[ậa]n|заключение|выводы"
    r"|总结|結語|结语|结论|まとめ|おわりに|결론|마무리"
    r")(?![\w'’])",
    re.IGNORECASE,
)
"""Closing words that title a page's last section, in the languages question pages are
written in, maybe followed by what they close (`Final thoughts on ...`)."""


def closes_the_page(text: str) -> bool:
    """Whether a heading's text, the page's last heading, titles its closing section: closing
    words first, no question mark (`## Final thoughts: is it worth it?` asks)."""
    return "?" not in text and "？" not in text and _CLOSING_TITLE_RE.match(text) is not None
