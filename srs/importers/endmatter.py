"""The titles of what follows a page's questions: its answer key, its summary, its sources,
its reading list, its licence (`END_MATTER_RE`, read by `end_matter_kind`), apart from
srs.importers.common, which re-exports them, so that the one long list of such titles has a
module of its own.
"""

from __future__ import annotations

import re

from srs.importers.labeltext import unwrap
from srs.importers.labelwords import (
    KEY_TITLE_WORDS,
    SCORE_BAND,
    SCORING_FIRST,
    SCORING_WORDS,
    SCORING_WORDS_ABROAD,
)
from srs.importers.lazyre import lazy

__all__ = ["END_MATTER_RE", "end_matter_kind", "scoring_title"]

END_MATTER_RE = lazy(
    r"^(?:(?P<key>(?:(?:the\s+)?answer\s*keys?\b.*|(?![^?]*\?$)(?:[^\W\d_][\w-]*\s+){1,4}answer\s*keys?\b.*"
    r"|answers(?:\s+(?:sheet|summary|key|(?:and|&|\+|with)\s+explanations?))?"
    r"|answer\s+sheet|solutions?\s+key|key|solutions|correct\s+answers"
    rf"|{KEY_TITLE_WORDS})(?:\s+[-–—]\s.*|\s*[:(（].*)?"
    r"|.+?\((?:[^()]*?\s[-–—:]\s*)?(?:answers|solutions)(?:\s+(?:and|&)\s+explanations?)?\))"
    rf"|(?:{SCORING_WORDS})\b.*|results?"
    r"|references?|bibliography|sources|further\s+reading|(?:additional|more|useful|related)\s+resources"
    r"|(?:study\s+|learning\s+)?resources|(?:(?:interview|preparation|prep|study)\s+)+tips"
    r"|نصائح\s+(?:لل|ل)?مقابل\S*|(?:interview-?)?tipps(?:\s+für\s+\S+\s+\S*gespräch)?|consejos\s+para\s+(?:la\s+)?entrevista"
    r"|dicas\s+para\s+(?:a\s+)?entrevista|conseils\s+pour\s+l['’]entretien|consigli\s+per\s+il\s+colloquio"
    r"|советы\s+(?:по|для|к)\s+собеседовани\w*|面试技巧|面試技巧|面试建议|面接のコツ|면접\s*팁|see\s+also|next\s+steps|what['’]?s\s+next\??|(?:(?:quick|quiz|chapter|module|lesson|section|topic|question|answer|distribution)\s+){0,2}summary(?:\s+(?:table|sheet))?|recap|key\s+takeaways|conclusions?"
    r"|tổng\s+kết|tóm\s+tắt|zusammenfassung|résumé|resumen|resumo|riepilogo|samenvatting"
    r"|podsumowanie|özet|итоги|подведение\s+итогов|总结|小结|總結|まとめ|要約|정리|요약"
    r"|(?:key|useful|common|handy|essential|important)\s+commands|cheat\s*-?\s*sheets?"
    r"|quick\s+reference|commands?\s+(?:reference|summary)|what\s+to\s+(?:learn|read|study)\s+next"
    r"|learn\s+more|read\s+more|related(?:\s+(?:questions|topics|posts|articles|links|reading))?|(?:(?:art[ií]culos|posts|entradas|enlaces|artigos)\s+)?relacionad[oa]s?|(?:appendix|appendices|anhang|annexe|ap[ée]ndice|apêndice|appendice)\b.*|(?:부록|付録|附录|附錄).*|glossary|credits"
    r"|acknowledge?ments|licen[cs]e|about\s+(?:the\s+)?authors?|(?:want|like)\s+to\s+contribute\s*\?"
    r"|(?:want|need|looking\s+for|ready\s+for)\s+(?:some\s+)?more\b[^?]{0,40}\?|found\s+this\s+useful\b.*"
    r"|(?:next\s+up\s*:?\s*)?ready\s+for\s+(?:the\s+)?(?:next|chapter|module|lesson|part|section|unit|level"
    r"|week|day)\b[^?]{0,40}\?"
    r"|(?:still\s+)?(?:have|got)\s+(?:(?:any|more|other|further)\s+)?questions\s*\??|(?:any|more|other|further)\s+questions\s*\??"
    r"|参考(?:链接|資料|资料|文献|文章|网址|リンク)?|相关链接|延伸阅读|扩展阅读|참고(?:\s*(?:자료|링크|문헌))?"
    r"|referencias|referências|quellen|литература|ссылки|источники|kaynaklar|referensi"
    r"|fuentes(?:\s+del\s+texto)?|fontes|fonti|(?:內文|内文|資料|资料|文章)?(?:來源|来源)|出處|出处|出典"
    r"|출처|nguồn(?:\s+tham\s+khảo)?|tài\s+liệu\s+tham\s+khảo|sumber"
    r"|(?:🎉\s*)?(?:\*\*|__)?congratulations\s*!*(?:\*\*|__)?)$",
    re.IGNORECASE,
)
"""Headings of what follows the questions (never in a card; a key is read): the sources
of the page in the languages it is written in (`#### *Fuentes del texto*`, `#### 內文來源`), a summary in
the languages notes are kept in (`## Tổng kết`, `## Zusammenfassung`, `## 总结`), a cheat
sheet (`## Quick Reference`), a heading asking the reader about the page (`## Want More
Practice?`, `## Still Have Questions?`, a course's `## Ready for Chapter 02?`). A title that says in
the brackets it ends with that it holds the answers (`## Sample Questions (Answers and
Explanations)`, `## Exam (Case Studies - Answers)`) names a key; not one whose words after a
dash say so (`## Section 2: Practical Questions - Answers` heads questions answered below)."""


_SCORING_ABROAD_RE = lazy(rf"^(?:{SCORING_WORDS_ABROAD})\b", re.IGNORECASE)
_SCORE_BAND_RE = lazy(rf"^(?:{SCORE_BAND})\b", re.IGNORECASE)
_RANGE_RE = lazy(r"\d[ \t]*[-–—][ \t]*\d")


def scoring_title(title: str) -> bool:
    """Whether a title names a scoring guide in another language than English (`Barème`,
    `Bewertung`) or a band of a rubric (`Excellent Answer (9-10 points)`, see
    labelwords.SCORE_BAND): end matter, held apart from `END_MATTER_RE` so that a title is
    read against these words only when its first letter or a range of numbers allows."""
    if title[:1].lower() in SCORING_FIRST and _SCORING_ABROAD_RE.match(title):
        return True
    return _RANGE_RE.search(title) is not None and _SCORE_BAND_RE.match(title) is not None


def end_matter_kind(text: str) -> str | None:
    """'key' for an answer key, 'other' for other end matter (a scoring guide's or a score
    band's title too, `scoring_title`), None for anything else. A title given in two
    languages (`Tổng kết / Summary`) is end matter when each is."""
    title = unwrap(text).rstrip(":").strip()
    m = END_MATTER_RE.match(title)
    if m is None and scoring_title(title):
        return "other"
    if m is None and "/" in title:
        kinds = {end_matter_kind(part) for part in title.split("/")}
        return kinds.pop() if len(kinds) == 1 and None not in kinds else None
    if not m:
        return None
    return "key" if m.group("key") else "other"
