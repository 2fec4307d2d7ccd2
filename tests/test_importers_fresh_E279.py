"""Layouts met in judge round Z197, on made-up documents: a `**Keywords:**` field between a
labelled question and its `**Sample Answer:**` (the card's tags, no word of the question);
and a bilingual question list whose nested bullet is the question asked again in another
language (`- What is X?` over `  - Xとは何ですか？`): no answer."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, tuple[str, ...]]]:
    deck = result(text).deck
    return [(c.question, c.answer, c.tags) for c in deck.cards]


_KEYWORDS = (
    "# Build questions\n\n"
    "### Question 1.1: A link shortener\n\n"
    "**Question:**\n"
    '> "Build a service that maps long links to short codes."\n\n'
    "**Keywords:** base62, counters, key-value store\n\n"
    "**Sample Answer:**\n"
    "```\nEncode a counter in base62; keep code -> link in a store.\n```\n\n"
    "### Question 1.2: A job queue\n\n"
    "**Question:**\n"
    '> "How would you retry jobs that fail?"\n\n'
    "**Keywords**: exponential backoff, dead-letter queue\n\n"
    "**Sample Answer:**\n"
    "Back off exponentially, then park the job in a dead-letter queue.\n"
)


def test_a_keywords_field_is_the_cards_tags_not_its_question() -> None:
    """`**Keywords:** a, b` between the quoted question and `**Sample Answer:**`: the terms
    the answer should name, no word of what is asked (glued on, they gave the answer away
    and left a bold label in the prompt); short comma-separated terms, kept as tags."""
    assert _cards(_KEYWORDS) == [
        (
            "Build a service that maps long links to short codes.",
            "```\nEncode a counter in base62; keep code -> link in a store.\n```",
            ("base62", "counters", "key-value-store"),
        ),
        (
            "How would you retry jobs that fail?",
            "Back off exponentially, then park the job in a dead-letter queue.",
            ("exponential-backoff", "dead-letter-queue"),
        ),
    ]


def test_a_keywords_line_that_is_a_sentence_stays_in_the_question() -> None:
    """Guard: a keywords label over a sentence, not a list of terms, is left as written."""
    text = (
        "**Question:** What does the service store?\n\n"
        "**Keywords:** think about what the service must remember between two requests it serves\n\n"
        "**Answer:** The code and the link.\n"
    )
    assert _cards(text) == [
        (
            "What does the service store?\n\n**Keywords:** think about what the service must"
            " remember between two requests it serves",
            "The code and the link.",
            (),
        )
    ]


def test_a_keywords_line_in_the_answer_stays_there() -> None:
    """Guard: the field under the answer label is the answer's, as before."""
    text = (
        "**Question:** What does the service store?\n\n"
        "**Answer:** The code and the link.\n\n"
        "**Keywords:** code, link\n"
    )
    assert _cards(text) == [
        ("What does the service store?", "The code and the link.\n\n**Keywords:** code, link", ())
    ]


def _skipped(text: str) -> list[str]:
    return [s.reason for s in result(text).skipped]


_BILINGUAL = (
    "# Backend Interview\n\n"
    "### General questions\n\n"
    "- What is a message queue?\n"
    "  - メッセージキューとは何ですか？\n"
    "- Why use an index?\n"
    "  - インデックスを使う理由を説明してください\n"
    "- Explain eventual consistency.\n"
    "  - 結果整合性について教えてください。\n"
    "- Name these status codes: 200, 404\n"
    "  - 次のステータスコードを説明してください：200、404\n"
    "- What is a deadlock?\n"
    "  - Two tasks each waiting on a lock the other holds.\n"
)


def test_a_nested_translation_of_the_question_is_no_answer() -> None:
    """A nested bullet that asks again (a full-width `？`, `...説明してください`, `...教えて
    ください。`, a request over the items it names) under a question is its translation: the question is reported unanswered,
    never a card answered by its own words in Japanese; a nested bullet that tells answers."""
    assert _cards(_BILINGUAL) == [
        (
            "What is a deadlock?",
            "Two tasks each waiting on a lock the other holds.",
            ("general-questions",),
        ),
    ]
    assert _skipped(_BILINGUAL) == [
        "question #1 has no answer; skipped",
        "question #2 has no answer; skipped",
        "question #3 has no answer; skipped",
        "question #4 has no answer; skipped",
    ]


def test_nested_answers_and_follow_ups_under_an_answer_stay() -> None:
    """Guard: a nested definition in Japanese answers its question; a nested question under
    an answered one stays in that answer, as before."""
    text = (
        "# Backend Interview\n\n"
        "- What is XSS?\n"
        "  - 悪意あるスクリプトを他人のページに埋め込む攻撃。\n"
        "- What is CSRF?\n"
        "  - A forged request sent with the victim's cookies.\n"
        "  - 追加の質問：どう防ぎますか？\n"
    )
    assert _cards(text) == [
        ("What is XSS?", "悪意あるスクリプトを他人のページに埋め込む攻撃。", ()),
        (
            "What is CSRF?",
            "- A forged request sent with the victim's cookies.\n- 追加の質問：どう防ぎますか？",
            (),
        ),
    ]
