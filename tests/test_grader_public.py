"""The grader on the Mohler et al. (2011) public benchmark (tests/grader_public.py).

The data is not committed (tests/data/mohler/README.md says why and how to get it), so the
figures are held by `python -m tests.grader_public`, which exits 1 when one falls, where the data
is; here the loader is tested on a small release written by the test, and check() on made-up
reports, so both are checked everywhere without a skipped test.
"""

from __future__ import annotations

import io
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests import grader_public as gp


def test_check_says_what_a_run_fails_to_hold() -> None:
    """The figures are held by `python -m tests.grader_public` (exit 1 when one falls), where
    the data is: here, that check() passes a run at the reported figures and names each one
    that falls."""
    release = gp.Release(answers=(), listed=87, excluded=(), where="made up")
    good = _report(**gp.REPORTED)
    assert [p for p in gp.check(good, release) if "digest" not in p and "questions" not in p] == []
    low = _report(pearson=gp.REPORTED["pearson"] - 0.02)
    problems = gp.check(low, release)
    assert any(p.startswith("pearson ") for p in problems)


def _report(**figures: float) -> gp.Report:
    base = dict(
        n=2273,
        questions=81,
        pearson=gp.REPORTED["pearson"],
        pearson_quality=gp.REPORTED["pearson_quality"],
        spearman=gp.REPORTED["spearman"],
        mae_quality=1.2,
        graders=0.597,
        graders_rounded=0.589,
        grader_vs_average=(0.9, 0.8),
        token_set=0.51,
        word_overlap=0.48,
        median_ms=0.2,
        p95_ms=0.6,
    )
    base.update(figures)
    return gp.Report(**base)  # type: ignore[arg-type]


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
