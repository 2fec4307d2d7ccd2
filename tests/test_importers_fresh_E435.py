"""Importer layouts met on fresh public documents (held-out round Z251, fixed by fixG16):
each test is the shape of one, written small.

Checklist notes put a status line over each question's heading (`:white_check_mark: Q3` /
`### Iterators`), the `Qn` a progress count the author sometimes leaves out. None of these
is a copy of a document.
"""

from __future__ import annotations

from tests.importing import result

_BACK = ":arrow_up_small:[Back to the top](#top)"


def _block(status: str, title: str, answer: str) -> str:
    """One checklist block: a rule, the status line, the heading, the answer, a back-link."""
    body = f"{answer}\n\n" if answer else ""
    return f"___\n{status}\n### {title}\n{body}{_BACK}\n"


def test_a_heading_under_a_status_line_without_its_count_is_a_question() -> None:
    """`:white_check_mark:` alone over `### Topic` among `:white_check_mark: Qn` blocks: the
    heading asks as its neighbours' do; it was dropped with its answer, told only as "lines
    of text between questions". The unnumbered topics are named by their positions, as
    unnumbered questions are; the printed numbers that repeat those take the suffix."""
    text = "# Networking notes\n\n" + "".join(
        [
            _block(":white_check_mark: Q1", "Sockets", "A socket is one end of a connection."),
            _block(":white_check_mark:", "Routing tables", "A route maps a prefix to a hop."),
            _block(":white_check_mark:", "Subnet masks", "A mask splits host from network."),
            _block(":white_check_mark: Q2", "Ports", "A port names a service on a host."),
            _block(":white_check_mark: Q3", "NAT", "NAT rewrites addresses at the edge."),
            _block(":white_large_square: Q4", "QUIC", ""),
        ]
    )
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "Sockets", "A socket is one end of a connection."),
        ("q02", "Routing tables", "A route maps a prefix to a hop."),
        ("q03", "Subnet masks", "A mask splits host from network."),
        ("q02-2", "Ports", "A port names a service on a host."),
        ("q03-2", "NAT", "NAT rewrites addresses at the edge."),
    ]
    assert imported.warnings == ("doc.md:34: question 4 has no answer; skipped",)


def test_pictograph_statuses_and_a_blank_before_the_heading() -> None:
    """The same checklist in pictographs (`✅ Q1`, `✅`, `⬜ Q3`), a blank line between a
    status and its heading: the status alone still leaves the heading the question."""
    text = (
        "# Storage\n\n"
        "✅ Q1\n\n### RAID levels\nRAID 1 mirrors two disks.\n\n"
        "✅\n\n### Snapshots\nA snapshot freezes a volume at one moment.\n\n"
        "✅ Q2\n\n### Thin provisioning\nSpace is allotted as it is written.\n\n"
        "⬜ Q3\n\n### Erasure coding\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "RAID levels", "RAID 1 mirrors two disks."),
        ("q02", "Snapshots", "A snapshot freezes a volume at one moment."),
        ("q02-2", "Thin provisioning", "Space is allotted as it is written."),
    ]
    assert imported.warnings == ("doc.md:18: question 3 has no answer; skipped",)


def test_a_status_line_over_a_deeper_heading_is_left_alone() -> None:
    """Near miss: the status alone sits over a `####` heading, deeper than the `###` the
    counted statuses' headings use: a part of the page, not one of its questions. It reads
    as it did: the text no card holds reported as before."""
    text = (
        "# Networking\n\n"
        ":white_check_mark: Q1\n### TCP\nTCP is a reliable stream protocol.\n\n"
        ":star:\n#### Handshake\nSYN, then SYN-ACK, then ACK.\n\n"
        ":white_check_mark: Q2\n### UDP\nUDP sends datagrams without a connection.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "TCP", "TCP is a reliable stream protocol.\n\n:star:"),
        ("q02", "UDP", "UDP sends datagrams without a connection."),
    ]
    assert imported.warnings == (
        "doc.md:9: 1 line of text between questions in no card "
        "('SYN, then SYN-ACK, then ACK.'); not imported",
    )


def test_a_status_with_words_over_a_heading_is_left_alone() -> None:
    """Near miss: `✅ Reviewed twice before the exam` is a note with a tick, not a status
    alone: the heading under it stays what it was, and the note is still named by its own
    first line."""
    text = (
        "# Networking\n\n"
        "✅ Q1\n### What is TCP?\nTCP is a reliable stream protocol.\n\n"
        "✅ Reviewed twice before the exam\n### Ports\nA port number names a service.\n\n"
        "✅ Q2\n### What is UDP?\nUDP sends datagrams without a connection.\n"
    )
    imported = result(text)
    assert [(c.id, c.question) for c in imported.deck.cards] == [
        ("q01", "What is TCP?"),
        ("q02", "What is UDP?"),
    ]
    assert imported.warnings == (
        "doc.md:7: 2 lines of text between questions in no card "
        "('✅ Reviewed twice before the exam'); not imported",
    )


def test_status_lines_with_no_count_anywhere_read_as_before() -> None:
    """Near miss: no status line carries a count, so no label asks and the headings are
    read as topics, as they were."""
    text = "# Storage\n\n" + "".join(
        _block(":white_check_mark:", title, answer)
        for title, answer in [
            ("RAID levels", "RAID 1 mirrors two disks."),
            ("Snapshots", "A snapshot freezes a volume at one moment."),
            ("Thin provisioning", "Space is allotted as it is written."),
        ]
    )
    imported = result(text)
    assert [(c.id, c.question) for c in imported.deck.cards] == [
        ("q01", "RAID levels"),
        ("q02", "Snapshots"),
        ("q03", "Thin provisioning"),
    ]
    assert imported.warnings == ()
