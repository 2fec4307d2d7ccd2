"""Layouts met in a Vietnamese network exam (`Câu N.` lines over `- [ ]` / `- [x]` boxes,
`>Giải thích:` quoted explanations), on made-up documents: options that wrap onto a plain
line, quoted explanations read as questions "with no answer", a matching question's table
over its boxes, an explanation left as `None`, and a task list of more boxes than letters."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], str]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in deck.cards]


_WRAPPED = (
    "Pregunta 1. ¿Qué registro permite repartir la carga entre servidores replicados?\n"
    "- [ ] Varios alias para el sitio, cada alias\n"
    "apuntando a un servidor\n"
    "- [x] Varias direcciones guardadas en el registro\n"
    "de direcciones del sitio\n"
    "- [ ] El resolvedor que reenvía cada petición a un servidor\n"
    "elegido al azar\n"
    "- [ ] Registrar el nombre con muchas autoridades\n\n"
    "Pregunta 2. ¿Qué puerto usa SSH?\n"
    "- [x] 22\n- [ ] 23\n- [ ] 25\n"
)


def test_a_box_option_wrapped_onto_a_plain_line_goes_on_over_it() -> None:
    """A plain line between two boxes is the text of the box above it, as Markdown reads a
    lazy continuation line: four options, the key the ticked box gives."""
    r = result(_WRAPPED)
    assert _cards(_WRAPPED) == [
        (
            "¿Qué registro permite repartir la carga entre servidores replicados?",
            "B",
            {
                "A": "Varios alias para el sitio, cada alias apuntando a un servidor",
                "B": "Varias direcciones guardadas en el registro de direcciones del sitio",
                "C": "El resolvedor que reenvía cada petición a un servidor elegido al azar",
                "D": "Registrar el nombre con muchas autoridades",
            },
            "",
        ),
        ("¿Qué puerto usa SSH?", "A", {"A": "22", "B": "23", "C": "25"}, ""),
    ]
    assert r.warnings == () and r.skipped == ()


_WRAPPED_TWO_KEYS = (
    "Q1. Which statements about UDP hold?\n"
    "- [ ] It retransmits every segment that the receiver\n"
    "does not acknowledge\n"
    "- [x] It sends each datagram on its own, with no\n"
    "connection set up first\n"
    "- [x] It keeps a checksum over header and data\n"
    "- [ ] It orders datagrams before delivery\n\n"
    "> Explanation:\n"
    "> UDP adds ports and a checksum to IP and nothing more.\n"
)


def test_wrapped_options_with_two_boxes_ticked_stay_a_two_key_question() -> None:
    """Two ticked boxes, wrapped: an open card listing all four options and warned about,
    never a one-key choice of the options after the first wrapped line."""
    r = result(_WRAPPED_TWO_KEYS)
    assert _cards(_WRAPPED_TWO_KEYS) == [
        (
            "Which statements about UDP hold?\n\n"
            "- A) It retransmits every segment that the receiver does not acknowledge\n"
            "- B) It sends each datagram on its own, with no connection set up first\n"
            "- C) It keeps a checksum over header and data\n"
            "- D) It orders datagrams before delivery",
            "- It sends each datagram on its own, with no connection set up first\n"
            "- It keeps a checksum over header and data",
            {},
            "UDP adds ports and a checksum to IP and nothing more.",
        )
    ]
    assert r.warnings == ("doc.md:7: question 1 has 2 right options (B, C); made an open card",)


def test_a_plain_line_after_the_last_box_is_no_option_text() -> None:
    """Guard: a line right under the last box, no box after it, is a note on the options
    (here the explanation), not the last option going on."""
    text = (
        "Q1. Which port does HTTPS listen on by default?\n"
        "- [ ] 80\n- [x] 443\n- [ ] 21\n"
        "The usual port for TLS on the web.\n\n"
        "Q2. Which port does SSH listen on?\n"
        "- [x] 22\n- [ ] 25\n"
    )
    assert _cards(text) == [
        (
            "Which port does HTTPS listen on by default?",
            "B",
            {"A": "80", "B": "443", "C": "21"},
            "The usual port for TLS on the web.",
        ),
        ("Which port does SSH listen on?", "A", {"A": "22", "B": "25"}, ""),
    ]


_QUOTED_EXPLANATIONS = (
    "## Đề thi\n\n"
    "Câu 1. Cổng mặc định của HTTPS là gì?\n"
    "- [ ] 80\n- [x] 443\n- [ ] 21\n\n"
    ">Giải thích:\n>HTTPS lắng nghe ở cổng 443, còn 80 dành cho HTTP thường.\n\n"
    "Câu 2. Giao thức nào phân giải tên miền?\n"
    "- [x] DNS\n- [ ] ARP\n- [ ] SMTP\n\n"
    ">Giải thích:\n>DNS đổi tên miền thành địa chỉ IP cho máy khách.\n\n"
    "Câu 3. Tầng nào định tuyến gói tin?\n"
    "- [ ] Tầng vật lý\n- [x] Tầng mạng\n- [ ] Tầng ứng dụng\n\n"
    ">Giải thích:\n>Tầng mạng chọn đường đi cho gói tin giữa các mạng.\n\n"
    "Câu 4. Thiết bị nào chia miền xung đột?\n"
    "- [ ] Hub\n- [x] Switch\n- [ ] Repeater\n\n"
    ">Giải thích:\n>None\n"
)


def test_quoted_explanations_under_options_are_no_questions() -> None:
    """`>Giải thích:` quotes (Vietnamese "explanation") under each question's boxes are its
    explanation, label off; never questions "with no answer" (three of them were, each
    explanation lost); an explanation that is only `None` is none."""
    r = result(_QUOTED_EXPLANATIONS)
    assert _cards(_QUOTED_EXPLANATIONS) == [
        (
            "Cổng mặc định của HTTPS là gì?",
            "B",
            {"A": "80", "B": "443", "C": "21"},
            "HTTPS lắng nghe ở cổng 443, còn 80 dành cho HTTP thường.",
        ),
        (
            "Giao thức nào phân giải tên miền?",
            "A",
            {"A": "DNS", "B": "ARP", "C": "SMTP"},
            "DNS đổi tên miền thành địa chỉ IP cho máy khách.",
        ),
        (
            "Tầng nào định tuyến gói tin?",
            "B",
            {"A": "Tầng vật lý", "B": "Tầng mạng", "C": "Tầng ứng dụng"},
            "Tầng mạng chọn đường đi cho gói tin giữa các mạng.",
        ),
        (
            "Thiết bị nào chia miền xung đột?",
            "B",
            {"A": "Hub", "B": "Switch", "C": "Repeater"},
            "",
        ),
    ]
    assert r.skipped == () and r.warnings == ()


def test_quoted_questions_answered_below_stay_questions() -> None:
    """Guard: quotes that ask, each answered by the paragraph below it, are still a page of
    quoted questions (no label opens them)."""
    text = (
        "# Take-home answers\n\n"
        "> Why would you pick a queue over direct calls?\n\n"
        "A queue absorbs bursts and lets the consumer fail without losing work.\n\n"
        "> When is a cache harmful?\n\n"
        "When the data changes faster than entries expire, readers see stale values.\n\n"
        "> How do you roll back a bad deploy?\n\n"
        "Keep the previous build and switch traffic back to it in one step.\n"
    )
    assert [(q, a) for q, a, _, _ in _cards(text)] == [
        (
            "Why would you pick a queue over direct calls?",
            "A queue absorbs bursts and lets the consumer fail without losing work.",
        ),
        (
            "When is a cache harmful?",
            "When the data changes faster than entries expire, readers see stale values.",
        ),
        (
            "How do you roll back a bad deploy?",
            "Keep the previous build and switch traffic back to it in one step.",
        ),
    ]


def test_an_explanation_that_starts_with_none_is_kept() -> None:
    """Guard: only an explanation that is `None` and nothing else is empty."""
    text = (
        "Q1. What does a Python function without a return statement give back?\n"
        "- [ ] 0\n- [x] None\n- [ ] An empty string\n\n"
        "> Explanation:\n> None is returned implicitly when the body ends.\n\n"
        "Q2. Which keyword defines a function?\n- [x] def\n- [ ] fun\n"
    )
    assert _cards(text)[0][3] == "None is returned implicitly when the body ends."


_MATCHING = (
    "Question 1. Pair each storage engine with its strength.\n\n"
    "a. Heap file      i. Range scans\n"
    "b. B-tree         ii. Appends\n"
    "c. Hash index     iii. Point lookups\n"
    "- [ ] a-i b-ii c-iii\n"
    "- [ ] a-iii b-i c-ii\n"
    "- [x] a-ii b-i c-iii\n\n"
    "Question 2. Which index suits range scans?\n"
    "- [ ] Hash index\n- [x] B-tree\n"
)


def test_lettered_lines_over_ticked_boxes_are_the_question_text() -> None:
    """A matching question's lettered table over its task list: the table is the question's,
    the boxes are the options and the ticked one the key."""
    assert _cards(_MATCHING) == [
        (
            "Pair each storage engine with its strength.\n\n"
            "a. Heap file      i. Range scans\n"
            "b. B-tree         ii. Appends\n"
            "c. Hash index     iii. Point lookups",
            "C",
            {"A": "a-i b-ii c-iii", "B": "a-iii b-i c-ii", "C": "a-ii b-i c-iii"},
            "",
        ),
        ("Which index suits range scans?", "B", {"A": "Hash index", "B": "B-tree"}, ""),
    ]


def test_lettered_options_keyed_above_a_checklist_stay_the_options() -> None:
    """Guard: lettered options with their own key label, a ticked checklist below the label:
    the lettered lines are the options, as before."""
    text = (
        "Question 1. Which engine suits range scans?\n\n"
        "a. Heap file\nb. B-tree\nc. Hash index\n\n"
        "Answer: b\n\n"
        "- [x] reviewed\n- [ ] practised\n\n"
        "Question 2. Which index suits point lookups?\n\n"
        "a. B-tree\nb. Hash index\n\n"
        "Answer: b\n"
    )
    cards = _cards(text)
    assert [(q, a, c) for q, a, c, _ in cards] == [
        (
            "Which engine suits range scans?",
            "B",
            {"A": "Heap file", "B": "B-tree", "C": "Hash index"},
        ),
        ("Which index suits point lookups?", "B", {"A": "B-tree", "B": "Hash index"}),
    ]


_CROWDED = (
    "Câu 1. Đánh dấu các phát biểu đúng về TCP.\n"
    "- [ ] TCP không cần bắt tay\n"
    "- [x] TCP bảo đảm thứ tự\n"
    "- [ ] TCP gửi theo từng gói độc lập\n"
    "- [x] TCP có kiểm soát tắc nghẽn\n"
    "- [ ] TCP chạy trên UDP\n"
    "- [x] TCP dùng số thứ tự\n"
    "- [ ] TCP không có checksum\n"
    "- [x] TCP có cửa sổ trượt\n"
    "- [ ] TCP là giao thức tầng mạng\n"
    "- [x] TCP truyền lại khi hết thời gian chờ\n\n"
    ">Giải thích:\n>Xem chương 3.\n\n"
    "Câu 2. Cổng của DNS là gì?\n- [ ] 25\n- [x] 53\n"
)


def test_more_boxes_than_letters_with_several_ticked_make_one_open_card() -> None:
    """Ten boxes, five ticked: one open card listing all ten, the ticked ones its answer,
    warned; never cut at the eighth box into a question of the last two."""
    r = result(_CROWDED)
    statements = [
        "TCP không cần bắt tay",
        "TCP bảo đảm thứ tự",
        "TCP gửi theo từng gói độc lập",
        "TCP có kiểm soát tắc nghẽn",
        "TCP chạy trên UDP",
        "TCP dùng số thứ tự",
        "TCP không có checksum",
        "TCP có cửa sổ trượt",
        "TCP là giao thức tầng mạng",
        "TCP truyền lại khi hết thời gian chờ",
    ]
    listed = "\n".join(f"- {s}" for s in statements)
    right = "\n".join(f"- {s}" for k, s in enumerate(statements) if k % 2)
    assert _cards(_CROWDED) == [
        (f"Đánh dấu các phát biểu đúng về TCP.\n\n{listed}", right, {}, "Xem chương 3."),
        ("Cổng của DNS là gì?", "B", {"A": "25", "B": "53"}, ""),
    ]
    assert r.warnings == (
        "doc.md:2: question 1 has 5 right options of 10 (more than A-H); made an open card",
    )
    assert r.skipped == ()
