"""Label words, beside the question and answer labels of srs.importers.common: the word over
an explanation and the word over a list of options, in the languages quizzes are written in.

Data, so that a language is a line, not a rule; kept apart so that srs.importers.common
stays small.
"""

from __future__ import annotations

EXPLANATION_LABELS = (
    "explanation|overall\\s+explanation|rationale|reasoning|justification|feedback",
    "explication",  # French
    "erklärung|erklaerung|begründung",  # German
    "explicación|explicacion",  # Spanish
    "explicação|explicacao",  # Portuguese
    "解析|解释|解釋|解説",  # Chinese, Japanese
    "해설",  # Korean
)
"""The word that labels an explanation beside the answer (`Explanation:`, `### 📖 解析`): data,
as the question and answer labels are, so that a quiz in another language keeps its
explanation with its question instead of reading it as questions of its own."""
OPTIONS_LABELS = (
    "options|choices|alternatives",
    "opciones|alternativas",  # Spanish
    "opções|opcoes",  # Portuguese
    "optionen|antwortmöglichkeiten",  # German
    "варианты(?:\\s+ответов)?|ответы",  # Russian
    "选项|選項|選択肢|선택지|보기",  # Chinese, Japanese, Korean
)
"""The word that labels the list of options under a question (`Options:`, `**选项：**`)."""
EXPLANATION_WORDS = "|".join(EXPLANATION_LABELS)
OPTIONS_WORDS = "|".join(OPTIONS_LABELS)
SCORING_WORDS = r"scoring|(?:your\s+)?score|tally|how\s+did\s+you\s+do|grading"
"""The words a quiz's scoring guide is titled with (`## Scoring Guide`, `### Score 18-20`):
end matter (srs.importers.common) that is never reported (srs.importers.droppedtext)."""
