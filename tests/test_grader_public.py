"""The grader on the Mohler et al. (2011) public benchmark (tests/grader_public.py).

The figures are held only where the release is on disk (tests/data/mohler/README.md says how to
get it; it is not committed): without it those tests skip and say why. The loader itself is
tested on a small release written here, so it is checked everywhere.
"""

from __future__ import annotations

import io
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests import grader_public as gp

TOLERANCE = 0.005


@pytest.fixture(scope="module")
def release() -> gp.Release:
    try:
        return gp.load()
    except gp.DataMissing as missing:
        pytest.skip(str(missing))


@pytest.fixture(scope="module")
def report(release: gp.Release) -> gp.Report:
    return gp.evaluate(release)


def test_the_release_loads_with_the_published_counts(release: gp.Release) -> None:
    assert release.listed == gp.EXPECTED["listed"] == 87
    assert release.excluded == ("4.6", "4.7", "8.5", "9.5", "9.7", "12.3")
    assert len(release.questions) == gp.EXPECTED["questions"] == 81
    assert len(release.answers) == gp.EXPECTED["answers"] == 2273
    assert release.digest() == gp.DIGEST, "another copy or another reading of the release"
    for a in release.answers:
        assert a.question and a.reference and a.answer
        assert 0 <= a.grade_1 <= 5 and 0 <= a.grade_2 <= 5 and 0 <= a.average <= 5
        assert a.average * 2 == int(a.average * 2)
        assert all(ord(ch) < 128 for ch in a.answer + a.reference + a.question)
        assert "<br" not in a.answer and "&gt;" not in a.answer
    # Outside the exams the average is the mean of the two grades, as the README says.
    homework = [a for a in release.answers if a.qid.split(".")[0] not in gp.EXAM_ASSIGNMENTS]
    assert len(homework) == 1721
    assert all(a.average == (a.grade_1 + a.grade_2) / 2 for a in homework)


def test_the_two_graders_agree_as_published(report: gp.Report) -> None:
    """Mohler et al. report 0.586 between the graders; the issue 0.589."""
    assert report.n == 2273 and report.questions == 81
    assert report.graders == pytest.approx(0.597, abs=0.001)
    assert report.graders_rounded == pytest.approx(0.589, abs=0.001)


def test_the_grader_holds_its_figures(report: gp.Report) -> None:
    """Not below what REPORTED says (minus a rounding tolerance): a change to the grader that
    loses ground on this benchmark shows here. Raise REPORTED when it gains."""
    for name, reported in gp.REPORTED.items():
        got = getattr(report, name)
        assert got >= reported - TOLERANCE, f"{name}: {got:.3f} < {reported:.3f}"
    assert report.pearson > report.token_set > report.word_overlap


# --------------------------------------------------------------------------- the loader, without the data

_FILES = "1.1\n#1.2\n11.1\n"
_QUESTIONS = "1.1 What is a stack?\n1.2 Order these.\n11.1 What does merge sort do?\n"
_ANSWERS = "1.1 A LIFO list.\n1.2 a, b\n11.1 Splits &amp; merges<br>the halves.\n"


def _small_release() -> dict[str, bytes]:
    """A release of three listed questions, one commented out, one exam graded 0-10."""
    return {
        "README": b"UNT Computer Science Short Answer Dataset\n",
        "data/docs/files": _FILES.encode(),
        "data/raw/questions": _QUESTIONS.encode(),
        "data/raw/answers": _ANSWERS.encode(),
        # a curly quote as the release stores it: UTF-8 read as Windows-1252, stored as UTF-8
        "data/raw/1.1": "1.1 last in,<br> first out\n1.1 the stack\u2019s top\n".encode()
        .decode("cp1252")
        .encode(),
        "data/raw/11.1": b"11.1 it sorts halves &gt; merges\n11.1 \xc3\xa2\xe2\xac\xe2\xa2no\n",
        "data/scores/1.1/me": b"5\n2\n",
        "data/scores/1.1/other": b"4\n3\n",
        "data/scores/1.1/ave": b"4.5\n2.5\n",
        "data/scores/11.1/me": b"10\n0\n",
        "data/scores/11.1/other": b"7.5\n1\n",
        "data/scores/11.1/ave": b"4.5\n0\n",
    }


def _write(root: Path, files: dict[str, bytes]) -> None:
    for name, data in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def _zip(files: dict[str, bytes], prefix: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            archive.writestr(prefix + name, data)
    return buffer.getvalue()


def _check(rel: gp.Release) -> None:
    assert rel.listed == 3 and rel.excluded == ("1.2",)
    assert rel.questions == ["1.1", "11.1"]
    first, second, exam, broken = rel.answers
    assert (first.question, first.reference) == ("What is a stack?", "A LIFO list.")
    assert first.answer == "last in, first out"
    assert second.answer == "the stack's top"
    assert (first.grade_1, first.grade_2, first.average) == (5, 4, 4.5)
    assert exam.reference == "Splits & merges the halves."
    assert exam.answer == "it sorts halves > merges"
    assert (exam.grade_1, exam.grade_2, exam.average) == (5.0, 3.75, 4.5)  # halved; ave as given
    assert broken.answer == "'no"


def test_the_loader_reads_a_folder_at_any_depth(tmp_path: Path) -> None:
    _write(tmp_path / "x" / "ShortAnswerGrading_v2.0", _small_release())
    _check(gp.load(tmp_path))
    _check(gp.load(tmp_path / "x" / "ShortAnswerGrading_v2.0"))


def test_the_loader_reads_archives_and_archives_in_archives(tmp_path: Path) -> None:
    plain = tmp_path / "ShortAnswerGrading_v2.0.zip"
    plain.write_bytes(_zip(_small_release(), "ShortAnswerGrading_v2.0/"))
    _check(gp.load(plain))
    outer = tmp_path / "outer"
    outer.mkdir()
    (outer / "P11-1076.Datasets.zip").write_bytes(
        _zip({"ShortAnswerGrading_v2.0.zip": plain.read_bytes()}, "")
    )
    _check(gp.load(outer))
    tarred = io.BytesIO()
    with tarfile.open(fileobj=tarred, mode="w:gz") as archive:
        for name, data in _small_release().items():
            info = tarfile.TarInfo("ShortAnswerGrading_v2.0/" + name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    acl = tmp_path / "acl"
    acl.mkdir()
    (acl / "P11-1076.Datasets.zip").write_bytes(_zip({"release.tar.gz": tarred.getvalue()}, ""))
    _check(gp.load(acl / "P11-1076.Datasets.zip"))
    (tmp_path / "not-an-archive.zip").write_bytes(b"no")
    with pytest.raises(gp.DataMissing):
        gp.load(tmp_path / "not-an-archive.zip")


def test_the_loader_reads_the_environment_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write(tmp_path, _small_release())
    monkeypatch.setenv(gp.DATA_ENV, str(tmp_path))
    _check(gp.load())


def test_a_missing_release_says_where_to_get_it(tmp_path: Path) -> None:
    with pytest.raises(gp.DataMissing, match=r"ShortAnswerGrading_v2\.0\.zip"):
        gp.load(tmp_path)
    assert gp.main([str(tmp_path)]) == 2


def test_grades_that_do_not_line_up_are_refused(tmp_path: Path) -> None:
    files = _small_release()
    files["data/scores/1.1/ave"] = b"4.5\n"
    _write(tmp_path, files)
    with pytest.raises(ValueError, match=r"1\.1: 2 answers"):
        gp.load(tmp_path)


def test_the_statistics() -> None:
    assert gp.pearson([1, 2, 3], [2, 4, 6]) == pytest.approx(1.0)
    assert gp.pearson([1, 2, 3], [3, 2, 1]) == pytest.approx(-1.0)
    assert gp.pearson([1, 1, 1], [1, 2, 3]) == 0.0
    assert gp.percentile([float(i) for i in range(1, 101)], 95) == 95.0
    assert gp.percentile([], 95) == 0.0
