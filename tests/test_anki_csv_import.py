"""Anki CSV/TSV -> Deck: Anki's own exports, headerless files, our export, and bad input."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from srs import decks as deck_files
from srs.anki import ScheduleInfo, anki_tag, export_csv
from srs.errors import DocumentError
from srs.importers.anki_csv import import_anki_csv
from srs.markdown_html import md_to_html
from srs.model import Card, Deck
from tests.test_anki import NASTY_READ, SHIPPED, sample_decks

# What Anki 26.9 writes for File > Export > "Notes in Plain Text" with every option ticked
# (GUID, note type, deck, tags, HTML), for one note of our export and one made in its editor.
ANKI_EXPORT = (
    "#separator:tab\n"
    "#html:true\n"
    "#guid column:1\n"
    "#notetype column:2\n"
    "#deck column:3\n"
    "#tags column:6\n"
    "isrs19_ring-allreduce-quiz_q05\tBasic\tInterview Prep::Module 202 Quiz: Distributed Training"
    ' at Scale\t"Why scale the learning rate by <i>world size</i>?<ul class=""isrs-choices"" '
    'style=""list-style-type:none""><li><b>A)</b> To prevent overfitting</li><li><b>B)</b> To '
    'keep the training dynamics</li></ul>"\t"<div class=""isrs-answer""><b>B)</b> To keep the '
    'training dynamics</div><div class=""isrs-explanation""><p>lr_effective = lr_base × '
    'world_size; by $k$ when the batch grows by $k$.</p></div>"\tdistributed-training '
    "interview-srs interview-srs::ring-allreduce-quiz\n"
    "yoxdvwn%:-\tBasic\tImported::Sub\tWhat is NCCL?<div>A) A compiler</div><div>B) NVIDIA's "
    "collective library</div><div>C) A file system</div>\tB<div><br></div><div>It provides "
    "<b>AllReduce</b>&nbsp;&amp; friends.</div>\tgpu marked\n"
)


def write(tmp_path: Path, text: str | bytes, name: str = "notes.txt") -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8", newline="")
    return path


def norm(text: str) -> str:
    """Whitespace and bullet-marker differences are not differences."""
    text = re.sub(r"^\s*[*+-]\s+", "- ", text, flags=re.MULTILINE)
    return " ".join(text.split())


def assert_same_cards(original: Deck, imported: Deck) -> None:
    assert [c.id for c in imported.cards] == [c.id for c in original.cards]
    for want, got in zip(original.cards, imported.cards, strict=True):
        assert norm(got.question) == norm(want.question), want.id
        assert norm(got.answer) == norm(want.answer), want.id
        assert norm(got.explanation) == norm(want.explanation), want.id
        assert {k: norm(v) for k, v in got.choices.items()} == {
            k: norm(v) for k, v in want.choices.items()
        }, want.id
        # same HTML in Anki: the Markdown means the same thing
        assert md_to_html(got.explanation) == md_to_html(want.explanation), want.id
        assert md_to_html(got.question) == md_to_html(want.question), want.id


# -- Anki's own files --------------------------------------------------------------------------


def test_ankis_plain_text_export_with_all_columns(tmp_path: Path) -> None:
    path = write(tmp_path, ANKI_EXPORT)
    result = import_anki_csv(path, deck_id="imported-sub")
    deck = result.deck
    assert result.warnings == ()
    assert (deck.id, deck.name, deck.source) == ("imported-sub", "Imported::Sub", "notes.txt")
    (card,) = deck.cards
    assert card.id.startswith("n-yoxdvwn-")  # a foreign GUID, slugged (+ hash: it lost `%:`)
    assert card.question == "What is NCCL?"
    assert card.choices == {
        "A": "A compiler",
        "B": "NVIDIA's collective library",
        "C": "A file system",
    }
    assert card.answer == "B"
    assert card.explanation == "It provides **AllReduce** & friends."
    assert deck.tags == ("gpu", "marked")
    # the same file again gives the same ids
    assert import_anki_csv(path, deck_id="imported-sub").deck == deck


def test_our_note_inside_ankis_export_comes_back_whole(tmp_path: Path) -> None:
    deck = import_anki_csv(write(tmp_path, ANKI_EXPORT), deck_id="ring-allreduce-quiz").deck
    (card,) = deck.cards
    assert card == Card(
        id="q05",
        question="Why scale the learning rate by *world size*?",
        choices={"A": "To prevent overfitting", "B": "To keep the training dynamics"},
        answer="B",
        explanation="lr_effective = lr_base × world_size; by $k$ when the batch grows by $k$.",
    )
    assert deck.name == "Module 202 Quiz: Distributed Training at Scale"
    assert deck.tags == ("distributed-training",)  # interview-srs* tags dropped


def test_several_decks_first_one_with_a_warning(tmp_path: Path) -> None:
    path = write(tmp_path, ANKI_EXPORT)
    result = import_anki_csv(path)
    assert result.deck.id == "ring-allreduce-quiz"
    (warning,) = result.warnings
    assert warning.startswith(f"{path}: the file holds 2 decks (ring-allreduce-quiz, imported-sub)")


def test_unknown_deck_in_a_file_of_several(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match="no deck 'nope' in the file; it holds"):
        import_anki_csv(write(tmp_path, ANKI_EXPORT), deck_id="nope")


SHARED_DECK = (
    "#separator:tab\n#html:true\n#guid column:1\n#deck column:2\n#tags column:5\n"
    "a1\tJS::Part I::Chapter 1 - Questions\tWhat is a closure?\tA function and its scope\tjs\n"
    "a2\tJS::Part I::Chapter 1 - Questions\tWhat is hoisting?\tDeclarations first\tjs\n"
    "b1\tJS::Part I::Chapter 2 - Exercises\tWhat does [] + {} give?\t[object Object]\tjs\n"
)


def test_a_shared_decks_subdecks_come_back_whole(tmp_path: Path) -> None:
    """A shared Anki deck keeps its notes in subdecks: importing it without `--id` brings
    every note, as one deck named for their parent, each tagged with its subdeck."""
    result = import_anki_csv(write(tmp_path, SHARED_DECK))
    deck = result.deck
    assert (deck.id, deck.name) == ("js-part-i", "JS::Part I")
    assert [c.question for c in deck.cards] == [
        "What is a closure?",
        "What is hoisting?",
        "What does [] + {} give?",
    ]
    assert [c.tags for c in deck.cards] == [
        ("chapter-1-questions",),
        ("chapter-1-questions",),
        ("chapter-2-exercises",),
    ]
    assert deck.tags == ("js",)
    assert result.warnings == ()


def test_one_subdeck_of_a_shared_deck_by_its_id(tmp_path: Path) -> None:
    deck = import_anki_csv(
        write(tmp_path, SHARED_DECK), deck_id="js-part-i-chapter-2-exercises"
    ).deck
    assert [c.question for c in deck.cards] == ["What does [] + {} give?"]


def test_unrelated_decks_come_back_whole_named_for_the_file(tmp_path: Path) -> None:
    text = (
        "#separator:tab\n#deck column:1\n"
        "Default\tWhat is TCP?\tA transport protocol\n"
        "Spanish\tWhat is 'gato'?\tCat\n"
    )
    deck = import_anki_csv(write(tmp_path, text, "Mixed notes.txt")).deck
    assert (deck.id, deck.name) == ("mixed-notes", "Mixed notes")
    assert [c.tags for c in deck.cards] == [("default",), ("spanish",)]


@pytest.mark.parametrize(
    "text",
    [
        'Question,Answer\n"What is a pod?","The smallest unit."\n"What is a node?","A machine."\n',
        "term;definition\nWhat is a pod?;The smallest unit.\nWhat is a node?;A machine.\n",
        "Front\tBack\nWhat is a pod?\tThe smallest unit.\nWhat is a node?\tA machine.\n",
    ],
)
def test_a_spreadsheets_header_row_is_no_note(tmp_path: Path, text: str) -> None:
    deck = import_anki_csv(write(tmp_path, text, "sheet.csv")).deck
    assert [c.question for c in deck.cards] == ["What is a pod?", "What is a node?"]


def test_a_spreadsheets_columns_in_any_order(tmp_path: Path) -> None:
    """`id,question,answer,category,difficulty`: the id is no question, the labels are tags."""
    text = (
        "ID,Question,Model answer,Category,Difficulty\n"
        '1,What is a pod?,"The smallest unit, one or more containers.",Kubernetes,easy\n'
        "2,What is a closure?,A function with its environment.,JavaScript Basics,Hard\n"
    )
    deck = import_anki_csv(write(tmp_path, text, "sheet.csv")).deck
    assert [(c.question, c.answer, c.tags) for c in deck.cards] == [
        ("What is a pod?", "The smallest unit, one or more containers.", ("kubernetes", "easy")),
        ("What is a closure?", "A function with its environment.", ("javascript-basics", "hard")),
    ]


def test_a_spreadsheet_of_questions_only_says_so(tmp_path: Path) -> None:
    """`category,question` and no answer column: one clear error naming the columns, not a
    deck of categories answered by the questions."""
    text = "category,question\nfrontend,What is CORS?\nbackend,What is a join?\n"
    with pytest.raises(DocumentError) as err:
        import_anki_csv(write(tmp_path, text, "questions.csv"))
    message = str(err.value)
    assert "2 questions found, none with an answer" in message
    assert "category, question" in message and "questions.csv:1" in message


_ROLE_NAMES = {
    "question": ["Question", "question", "Front", "Term", "Prompt", "question_text"],
    "answer": ["Answer", "answer", "Back", "Definition", "model_answer", "Response"],
    "topic": ["Category", "topic", "Difficulty", "Tags"],
    "id": ["ID", "No.", "number", "S.No"],
}


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    order=st.permutations(["question", "answer", "topic", "id"]),
    names=st.fixed_dictionaries({k: st.sampled_from(v) for k, v in _ROLE_NAMES.items()}),
    rows=st.lists(
        st.tuples(
            st.from_regex(r"What is [a-z]{3,8}\?", fullmatch=True),
            st.from_regex(r"[A-Z][a-z]{2,8}( [a-z]{2,8}){1,4}\.", fullmatch=True),
            st.sampled_from(["db", "os", "net"]),
        ),
        min_size=1,
        max_size=5,
        unique_by=lambda row: row[0],
    ),
)
def test_a_spreadsheet_reads_back_whatever_its_column_order(
    tmp_path: Path,
    order: list[str],
    names: dict[str, str],
    rows: list[tuple[str, str, str]],
) -> None:
    lines = [",".join(names[k] for k in order)]
    for n, (question, answer, topic) in enumerate(rows, start=1):
        cells = {"question": question, "answer": answer, "topic": topic, "id": str(n)}
        lines.append(",".join(cells[k] for k in order))
    path = write(tmp_path, "\n".join(lines) + "\n", "sheet.csv")
    deck = import_anki_csv(path).deck
    assert [(c.question, c.answer) for c in deck.cards] == [(q, a) for q, a, _ in rows]
    assert all(
        topic in (*c.tags, *deck.tags) for c, (_, _, topic) in zip(deck.cards, rows, strict=True)
    )


def test_cloze_notes_make_a_card_per_deletion(tmp_path: Path) -> None:
    """Anki's cloze notes in a text export: one card per cloze number, that deletion hidden
    (`[...]`, or the hint), the others shown; Back Extra is the explanation. A cloze note with
    no Back Extra is no longer skipped as having an empty back."""
    text = (
        "#separator:tab\n#html:true\n#notetype column:1\n#tags column:4\n"
        "Cloze\tThe {{c1::GIL}} lets one thread run at a time.\t\tpython\n"
        "Cloze\t{{c1::TCP}} is reliable; {{c2::UDP::a protocol}} is not.\tBoth are L4.\tnet\n"
    )
    result = import_anki_csv(write(tmp_path, text, "cloze.txt"))
    assert [(c.id, c.question, c.answer, c.explanation) for c in result.deck.cards] == [
        ("q01", "The [...] lets one thread run at a time.", "GIL", ""),
        ("q02-c1", "[...] is reliable; UDP is not.", "TCP", "Both are L4."),
        ("q02-c2", "TCP is reliable; [a protocol] is not.", "UDP", "Both are L4."),
    ]
    assert result.skipped == ()


@settings(max_examples=40, deadline=None)
@given(
    words=st.lists(st.from_regex(r"[a-z]{2,8}", fullmatch=True), min_size=3, max_size=8),
    hidden=st.sets(st.integers(min_value=0, max_value=7), min_size=1, max_size=3),
)
def test_a_cloze_card_hides_exactly_its_deletions(words: list[str], hidden: set[int]) -> None:
    from srs.importers.cloze import cloze_cards

    marks = sorted(k for k in hidden if k < len(words)) or [0]
    text = " ".join(
        f"{{{{c{marks.index(k) + 1}::{w}}}}}" if k in marks else w for k, w in enumerate(words)
    )
    cards = cloze_cards(text)
    assert [n for n, _, _ in cards] == list(range(1, len(marks) + 1))
    for n, question, answer in cards:
        k = marks[n - 1]
        assert answer == words[k]
        shown = question.split(" ")
        assert shown[k] == "[...]"
        assert [w for i, w in enumerate(shown) if i != k] == [
            w for i, w in enumerate(words) if i != k
        ]


def test_ankis_audio_references_are_dropped(tmp_path: Path) -> None:
    """`[sound:nihao.mp3]` names a file inside Anki: nothing to show in a card here."""
    text = "#separator:tab\n#html:true\nWhat does 你好 mean? [sound:nihao.mp3]\tHello [sound:hello.mp3]\n"
    (card,) = import_anki_csv(write(tmp_path, text, "audio.txt")).deck.cards
    assert (card.question, card.answer) == ("What does 你好 mean?", "Hello")


def test_a_first_note_that_only_looks_like_words_stays(tmp_path: Path) -> None:
    text = "Pod\tThe smallest deployable unit\nNode\tA worker machine\n"
    deck = import_anki_csv(write(tmp_path, text, "terms.txt")).deck
    assert [c.question for c in deck.cards] == ["Pod", "Node"]


def test_ankis_export_with_only_a_tags_column(tmp_path: Path) -> None:
    text = (
        "#separator:tab\n#html:true\n#tags column:3\n"
        "What is <b>NCCL</b>?\tA library<br>for GPUs\tgpu nccl\n"
        "What is a &lt;bubble&gt;?\t<ul><li>idle</li><li>time</li></ul>\tgpu\n"
    )
    deck = import_anki_csv(write(tmp_path, text, "My Deck.txt")).deck
    assert (deck.id, deck.name) == ("my-deck", "My Deck")
    assert [c.id for c in deck.cards] == ["q01", "q02"]
    assert deck.cards[0].question == "What is **NCCL**?"
    assert deck.cards[0].answer == "A library\nfor GPUs"
    assert deck.cards[1].question == "What is a <bubble>?"
    assert deck.cards[1].answer == "- idle\n- time"
    assert deck.tags == ("gpu",)
    assert deck.cards[0].tags == ("nccl",)


def test_plain_text_fields_stay_as_written(tmp_path: Path) -> None:
    text = "#separator:tab\n#html:false\nIs a <b> tag kept?\tyes & &amp; too\n"
    (card,) = import_anki_csv(write(tmp_path, text)).deck.cards
    assert (card.question, card.answer) == ("Is a <b> tag kept?", "yes & &amp; too")


@pytest.mark.parametrize("sep", [",", "\t", ";"])
def test_headerless_file_separator_is_sniffed(tmp_path: Path, sep: str) -> None:
    rows = [
        ["What is DDP?", "Distributed, data-parallel; one process per GPU"],
        ['Say "hi"', "multi\nline"],
        ["Third", "x"],
    ]

    def field(text: str) -> str:
        return '"' + text.replace('"', '""') + '"' if re.search(r'[,;\t"\n]', text) else text

    text = "\n".join(sep.join(field(f) for f in row) for row in rows) + "\n"
    deck = import_anki_csv(write(tmp_path, text, "plain.csv")).deck
    assert [(c.id, c.question, c.answer) for c in deck.cards] == [
        ("q01", "What is DDP?", "Distributed, data-parallel; one process per GPU"),
        ("q02", 'Say "hi"', "multi\nline"),
        ("q03", "Third", "x"),
    ]


def test_headerless_html_is_detected_and_comments_skipped(tmp_path: Path) -> None:
    text = "# a comment line\nfront<br>two\tback &amp; more\n\n#another\nf2\tb2\textra field\n"
    deck = import_anki_csv(write(tmp_path, text)).deck
    assert [(c.question, c.answer, c.explanation) for c in deck.cards] == [
        ("front\ntwo", "back & more", ""),
        ("f2", "b2", "extra field"),
    ]


def test_bom_and_crlf(tmp_path: Path) -> None:
    text = '\ufeff#separator:comma\r\n"q ""1""","a\r\nb"\r\n'
    (card,) = import_anki_csv(write(tmp_path, text.encode())).deck.cards
    assert (card.question, card.answer) == ('q "1"', "a\nb")


def test_rows_without_front_or_back_are_skipped_with_a_warning(tmp_path: Path) -> None:
    text = "#separator:comma\nq1,a1\n,a2\nq3,\nq4,a4\n"
    path = write(tmp_path, text)
    result = import_anki_csv(path)
    assert [c.question for c in result.deck.cards] == ["q1", "q4"]
    assert result.warnings == (
        f"{path}:3: skipped: empty front (no question)",
        f"{path}:4: skipped: empty back (no answer)",
    )


def test_duplicate_guids_keep_the_first(tmp_path: Path) -> None:
    text = "#separator:comma\n#guid column:1\ng1,q1,a1\ng1,q2,a2\n"
    path = write(tmp_path, text)
    result = import_anki_csv(path)
    assert [(c.id, c.question) for c in result.deck.cards] == [("n-g1", "q1")]
    assert result.warnings == (f"{path}:4: skipped: same note id as line 3 (g1)",)


def test_deck_id_and_name_rename_a_single_deck(tmp_path: Path) -> None:
    path = write(tmp_path, "#separator:tab\nq\ta\n")
    deck = import_anki_csv(path, deck_id="my-id", name="My name").deck
    assert (deck.id, deck.name) == ("my-id", "My name")
    with pytest.raises(DocumentError, match="must be a slug"):
        import_anki_csv(path, deck_id="Not A Slug")


# -- our own export, round trip ----------------------------------------------------------------


def test_round_trip_of_our_export(tmp_path: Path) -> None:
    decks = sample_decks()
    schedule = {(d.id, c.id): ScheduleInfo(None, 0, None, 0) for d in decks for c in d.cards}
    path = write(tmp_path, export_csv(decks, schedule), "export.csv")
    for original in decks:
        result = import_anki_csv(path, deck_id=original.id)
        assert result.warnings == ()
        imported = result.deck
        assert (imported.id, imported.name) == (original.id, original.name)
        assert_same_cards(original, imported)
        for want, got in zip(original.cards, imported.cards, strict=True):
            tags = {anki_tag(t) for t in (*want.tags, *original.tags)}
            assert set(got.tags) | set(imported.tags) == tags
    nasty = import_anki_csv(path, deck_id="ring-allreduce-quiz").deck.card("q07")
    assert (nasty.question, nasty.answer, nasty.explanation) == (NASTY_READ,) * 3


def test_round_trip_of_the_shipped_decks(tmp_path: Path) -> None:
    decks, problems = deck_files.load_decks([SHIPPED])
    assert not problems
    assert decks, "no shipped decks"
    path = write(tmp_path, export_csv(decks), "export.csv")
    for original in decks:
        result = import_anki_csv(path, deck_id=original.id)
        assert result.warnings == ()
        assert result.deck.name == original.name
        assert_same_cards(original, result.deck)


# -- bad input ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "line", "message"),
    [
        (b"#separator:tab\nq\ta\nq2\t\xff\x00\xfe\n", 3, "not UTF-8"),
        (b"", None, "no notes"),
        (b"#separator:tab\n#html:true\n", None, "no notes"),
        (b"\n\n# only a comment\n", None, "no notes"),
        (b'#separator:comma\nq1,a1\n"q2,a2\nq3,a3\n', 3, "never closes"),
        (b'q1,"a1\n', 1, "never closes"),
        (b"#separator:comma\n,\n , \n", None, "no note with both"),
        (b"#separator:tab\nq\ta\x00\n", 2, "NUL byte"),
        (b"#separator:weird\nq,a\n", None, "unknown separator"),
        (b"#separator:comma\n#guid column:x\nq,a\n", None, "not a number"),
    ],
)
def test_bad_input_is_a_document_error_with_a_line(
    tmp_path: Path, content: bytes, line: int | None, message: str
) -> None:
    path = write(tmp_path, content, "bad.csv")
    with pytest.raises(DocumentError, match=message) as info:
        import_anki_csv(path)
    assert info.value.line == line
    assert info.value.path == str(path)
    assert [p.name for p in tmp_path.iterdir()] == ["bad.csv"]  # nothing written


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match="cannot read"):
        import_anki_csv(tmp_path / "nope.csv")


def check_reader(text: str) -> None:
    """The importer returns a valid deck or raises DocumentError; nothing else."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "any.csv"
        path.write_text(text, encoding="utf-8", newline="")
        try:
            result = import_anki_csv(path)
        except DocumentError as exc:
            assert exc.path == str(path)
            return
        assert result.deck.cards
        for card in result.deck.cards:
            assert card.question.strip() and card.answer.strip()
            assert not card.choices or card.answer in card.choices
        assert deck_files.loads(deck_files.dumps(result.deck)) == result.deck  # a valid deck file


@given(st.text(alphabet=st.sampled_from('ab,;\t"\n\r#<>&:|'), max_size=60) | st.text(max_size=60))
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_reader_never_crashes(text: str) -> None:
    check_reader(text)


# fmt: off
TOKENS = st.sampled_from(
    [
        "x", "word", " ", "\n", "\t", ",", ";", '"', "#", "&amp;", "&", "<", ">", "<b>", "</b>",
        "<div>", "</div>", "<br>", "<ul>", "<li>", "</ul>", "<ol>", "<table>", "<tr>", "<td>",
        "<th>", "<pre>", "</pre>", "<code>", "`", "**", "*", "- ", "1. ", "A) ", "B) ", "|",
        "|---|", '<ul class="isrs-choices">', '<div class="isrs-explanation">', "isrs5_abcde_q1",
    ]
)
# fmt: on


@given(st.lists(TOKENS, max_size=40).map("".join))
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_reader_never_crashes_on_csv_and_html_shaped_text(text: str) -> None:
    check_reader(text)


def test_images_in_notes_are_named_and_an_image_only_back_is_reported(tmp_path: Path) -> None:
    text = (
        "#separator:tab\n#html:true\n"
        'What is a softmax?\t<img src="paste-1.jpg" />\n'
        'What is cross-entropy used for?\tA loss.<div><img src="paste-2.jpg"></div>\n'
        "What is a gradient?\tThe vector of partial derivatives.\n"
    )
    result = import_anki_csv(write(tmp_path, text))
    cards = result.deck.cards
    assert [c.question for c in cards] == ["What is cross-entropy used for?", "What is a gradient?"]
    assert cards[0].answer.startswith("A loss.")
    assert "[image: paste-2.jpg]" in cards[0].answer  # said, not silently dropped
    (skipped,) = result.skipped
    assert "only an image" in skipped.reason
