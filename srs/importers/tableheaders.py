"""The words a question|answer table's header names its columns with, in every language the
label words are kept for (`| Câu hỏi | Tag | Câu trả lời |`, `| Pregunta | Respuesta |`).

Kept apart so that the reader choice (srs.importers.choose) and the table reader
(srs.importers.tablerows) test one pattern: the words themselves live once, as labels, in
srs.importers.common.
"""

from __future__ import annotations

from srs.importers.labelwords import ANSWER_LABELS, QUESTION_LABELS

_INFLECTION = r"\w{0,2}(?!\w)"
"""A plural or case ending (`Preguntas`, `Fragen`, `Вопросы`) and then the word's end: a
longer word only begins like a label (`Ansible`)."""
TRANSLATED_QUESTION = rf"(?:{'|'.join(QUESTION_LABELS)}){_INFLECTION}"
"""A header naming the question column in any label language (`Câu hỏi`, `Frage`, `質問`)."""
TRANSLATED_ANSWER = rf"(?:{'|'.join(ANSWER_LABELS)}){_INFLECTION}"
"""A header naming the answer column in any label language (`Câu trả lời`, `Antwort`, `答案`)."""
NAMED_ANSWER = rf"(?<!\w)(?:{'|'.join(ANSWER_LABELS)})s?(?!\w)"
"""An answer word anywhere in a header, as a whole word (`Ý chính trả lời`, "the answer's main
points"; `Key answer`; `Idea principal de la respuesta`): the column that answers, when no
header opens with the word (`Answered?` and `Answer count`-like words that only begin with it
do not count)."""
