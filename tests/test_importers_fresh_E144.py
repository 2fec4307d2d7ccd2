"""Shapes from a judge's round (2026-11-30): an Arabic page whose questions end in the Arabic
question mark (`؟`) and are labelled `**السؤال:**` / `**الإجابة:**`, closed by interview tips
(`## نصائح للمقابلات`), and an Italian page whose answer folds each end in a `---` rule."""

from __future__ import annotations

from tests.importing import result

_ARABIC = """\
# أسئلة مقابلة عن التخزين المؤقت

### 1. ما هو الـ Cache؟

**الإجابة:**

مخزن سريع يحتفظ بنسخ من البيانات التي تُقرأ كثيراً.

### 2. أسئلة Redis الأساسية

**السؤال 1: ما أنواع البيانات في Redis؟**

Strings و Lists و Sets و Hashes.

**السؤال 2: كيف تحدد مدة انتهاء مفتاح؟**

باستخدام `EXPIRE key seconds`.

## نصائح للمقابلات

1. **افهم السؤال**
   - اسأل عن التفاصيل
2. **ابدأ ببساطة**
   - أعط مثالاً صغيراً
"""


def test_arabic_questions_labels_and_tips() -> None:
    imported = result(_ARABIC)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "ما هو الـ Cache؟",
        "ما أنواع البيانات في Redis؟",
        "كيف تحدد مدة انتهاء مفتاح؟",
    ]
    assert cards[0].answer == "مخزن سريع يحتفظ بنسخ من البيانات التي تُقرأ كثيراً."
    assert any("end matter" in w for w in imported.warnings)


_FOLDS = """\
# Domande

1. Che cos'è una variabile?
    <details><summary> Risposta</summary>
    Un nome che indica un valore in memoria.

    ---
    </details>

1. Che cos'è un ciclo?
    <details><summary> Risposta</summary>
    Un blocco ripetuto finché vale una condizione.

    ---
    </details>
"""


def test_a_rule_closing_an_answer_fold_is_no_text() -> None:
    cards = result(_FOLDS).deck.cards
    assert [c.answer for c in cards] == [
        "Un nome che indica un valore in memoria.",
        "Un blocco ripetuto finché vale una condizione.",
    ]


def test_a_rule_inside_an_answer_stays() -> None:
    text = _FOLDS.replace(
        "memoria.\n\n    ---", "memoria.\n\n    ---\n\n    Vedi anche le costanti.\n\n    ---"
    )
    cards = result(text).deck.cards
    assert cards[0].answer == (
        "Un nome che indica un valore in memoria.\n\n---\n\nVedi anche le costanti."
    )


_GROUPED = """\
<details>
  <summary>프로젝트 질문</summary>
  <div class="accordion-content">

  <h5>[Booktine]</h5>
  <details>
    <summary><b>fetch join의 한계점은 무엇인가요?</b></summary>
    <div class="accordion-content">
      <p>페이징과 함께 쓸 수 없습니다.</p>
    </div>
  </details>

  <h5>[Green Coach]</h5>
  <details>
    <summary><b>어떤 방식으로 구현했나요? (CompletableFuture? WebClient?)</b></summary>
    <div class="accordion-content">
      <p>WebClient로 비동기 호출을 했습니다.</p>
    </div>
  </details>

  </div>
</details>
"""


def test_a_topic_fold_with_group_titles_folds_its_questions() -> None:
    cards = result(_GROUPED).deck.cards
    assert [c.question for c in cards] == [
        "fetch join의 한계점은 무엇인가요?",
        "어떤 방식으로 구현했나요? (CompletableFuture? WebClient?)",
    ]
    assert cards[1].answer == "WebClient로 비동기 호출을 했습니다."
