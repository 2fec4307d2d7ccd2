"""Layouts met in the twelfth (2026-11-30) session's rounds, on made-up documents: a Russian
quiz whose `N) Дан фрагмент кода ...<br>` questions carry a fenced block and are answered by
a `>` quote under it, some with a prompt line after the code (`Выберите все ...`, `В
результате его исполнения:`)."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str, source: str = "doc.md") -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text, source).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


_GIVEN_CODE_DOC = (
    "# Тест по C++\n\n"
    "1) Дана лямбда-функция на С++. Какой у неё тип результата?<br>\n"
    "```cpp\n"
    "auto f = [](int a){ return a * 2; };\n"
    "```\n"
    ">int\n\n"
    "---\n\n"
    "2) Дан фрагмент кода на С++. Что будет содержать переменная v?<br>\n"
    "```cpp\n"
    "std::vector<int> v{3, 4};\n"
    "v.push_back(5);\n"
    "```\n"
    ">Элементы три, четыре и пять\n\n"
    "---\n\n"
    "3) Язык Go. Дана структура:<br>\n"
    "```go\n"
    "type P struct{ x int }\n"
    "```\n"
    ">Поле x\n\n"
    "---\n"
)


def test_code_given_in_a_russian_question_is_the_questions() -> None:
    """`Дан фрагмент кода ...` / `Дана структура:` ("given a code fragment, a structure")
    over a fenced block and a quoted answer: the block is the code the question sets out, so
    it stays in the question and the quote alone, unquoted, is the answer (a quote of four
    words or more was taken for the explanation of a code answer)."""
    assert _cards(_GIVEN_CODE_DOC) == [
        (
            "Дана лямбда-функция на С++. Какой у неё тип результата?\n\n"
            "```cpp\nauto f = [](int a){ return a * 2; };\n```",
            "int",
            {},
        ),
        (
            "Дан фрагмент кода на С++. Что будет содержать переменная v?\n\n"
            "```cpp\nstd::vector<int> v{3, 4};\nv.push_back(5);\n```",
            "Элементы три, четыре и пять",
            {},
        ),
        ("Язык Go. Дана структура:\n\n```go\ntype P struct{ x int }\n```", "Поле x", {}),
    ]
    assert [c.explanation for c in result(_GIVEN_CODE_DOC).deck.cards] == ["", "", ""]


def test_a_russian_task_over_its_code_answer_keeps_the_code_as_answer() -> None:
    """Guard: `Дан массив ...` ("given an array") sets a task; the code under it is the
    answer, not code the question shows, however the answer goes on."""
    text = (
        "# Задачи\n\n"
        "1) Дан массив чисел. Как написать функцию суммы на Python?\n"
        "```python\n"
        "def total(xs):\n"
        "    return sum(xs)\n"
        "```\n"
        "Сложность линейная.\n\n"
        "---\n\n"
        "2) Дан список строк. Как написать функцию длины на Python?\n"
        "```python\n"
        "def size(xs):\n"
        "    return len(xs)\n"
        "```\n"
        "Сложность постоянная.\n"
    )
    assert [(q, a.split("\n")[0]) for q, a, _ in _cards(text)] == [
        ("Дан массив чисел. Как написать функцию суммы на Python?", "```python"),
        ("Дан список строк. Как написать функцию длины на Python?", "```python"),
    ]


_PROMPT_AFTER_CODE_DOC = (
    "# Тест\n\n"
    "1) Дан фрагмент кода на С++. Что он выведет?<br>\n"
    "```cpp\nstd::cout << 1;\n```\n"
    ">1\n\n---\n\n"
    "2) Дан класс на языке С++:<br>\n"
    "```cpp\nclass K{};\n```\n"
    "Выберите все допустимые объявления.<br>\n\n"
    ">K a;</br>\n\n"
    ">K b{};\n\n---\n\n"
    "3) Дан фрагмент кода на С++.<br>\n"
    "```cpp\nconst int x = 0;\nx = 1;\n```\n"
    "Что нужно исправить, чтобы код стал рабочим?</br>\n\n"
    ">Убрать const;\n\n---\n\n"
    "4) Дан код на языке Go:<br>\n"
    "```go\nm := map[int]int{}\n```\n"
    "и функция:\n"
    "```go\nfunc f(m map[int]int) { m[0] = 1 }\n```\n"
    "В результате вызова f(m):<br>\n"
    ">Словарь изменится;\n\n---\n"
)


def test_a_prompt_line_after_the_code_is_more_question() -> None:
    """A numbered item that states (`Дан класс:`), its code, then the line that asks (`Что
    нужно исправить?</br>`, `Выберите все ...`, a prompt ending in a colon over the quote),
    then the quoted answer: the item was dropped as text between questions. The prompt (and
    any code between) is the question's; the quote, unquoted, is the answer."""
    assert _cards(_PROMPT_AFTER_CODE_DOC) == [
        ("Дан фрагмент кода на С++. Что он выведет?\n\n```cpp\nstd::cout << 1;\n```", "1", {}),
        (
            "Дан класс на языке С++:\n\n```cpp\nclass K{};\n```\n"
            "Выберите все допустимые объявления.",
            "K a;\n\nK b{};",
            {},
        ),
        (
            "Дан фрагмент кода на С++.\n\n```cpp\nconst int x = 0;\nx = 1;\n```\n"
            "Что нужно исправить, чтобы код стал рабочим?",
            "Убрать const;",
            {},
        ),
        (
            "Дан код на языке Go:\n\n```go\nm := map[int]int{}\n```\nи функция:\n"
            "```go\nfunc f(m map[int]int) { m[0] = 1 }\n```\nВ результате вызова f(m):",
            "Словарь изменится;",
            {},
        ),
    ]
    assert not result(_PROMPT_AFTER_CODE_DOC).warnings


def test_a_colon_line_over_a_quote_under_an_asking_item_stays_in_the_answer() -> None:
    """Guard: under an item that asks, a code answer, then `Remember:` over a quote: the
    line and the quote are the answer's remark, not more question."""
    text = (
        "# Notes\n\n"
        "1. How do you reverse a list in Python?\n"
        "```py\nxs[::-1]\n```\n"
        "Remember:\n> slicing copies the list\n\n"
        "2. How do you sort a list in place?\n"
        "```py\nxs.sort()\n```\n"
        "Remember:\n> it returns None\n"
    )
    assert [(q, a.split("\n")[0]) for q, a, _ in _cards(text)] == [
        ("How do you reverse a list in Python?", "```py"),
        ("How do you sort a list in place?", "```py"),
    ]
