"""A file's bytes as text: UTF-8 first, then the legacy encoding they are written in.

Documents come from Windows editors saving in the system's code page (`What’s a closure?`
in cp1252), from Japanese or Chinese notes kept in Shift-JIS or GBK, from Notepad's
"Unicode" (UTF-16 with its byte-order mark). Refused, the user had nothing but a line number.
A file that is not UTF-8 is read in the encoding its bytes show (charset-normalizer, the
detector requests uses, limited to the code pages documents are kept in, so that a short
Western text is never taken for a Central European or Mac one), and the import says which,
so that a wrong guess is seen. Bytes no such encoding reads (a picture, an archive) are still
refused, at the line of the first byte that is not UTF-8.
"""

from __future__ import annotations

import codecs
import dataclasses

from srs.errors import DocumentError
from srs.importers.result import ImportResult

__all__ = ["decode", "noted"]

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
"""Byte-order marks and the codec that reads past them (UTF-32's first: it starts as UTF-16's)."""
_LEGACY = (
    "cp1252", "cp932", "euc_jp", "gb18030", "big5", "cp949", "cp1251", "koi8_r",
    "cp1253", "cp1254", "cp1255", "cp1256", "cp874", "cp1258",
)  # fmt: skip
"""The code pages documents are kept in: Western, Japanese, Chinese, Korean, Cyrillic, Greek,
Turkish, Hebrew, Arabic, Thai, Vietnamese (Central European's cp1250 is left out: it reads a
short Western text as well as cp1252 does, and wrongly)."""


def decode(data: bytes, path: str) -> tuple[str, str | None]:
    """The text, and the legacy encoding it was read in (None: UTF-8, with or without a BOM).

    Raises:
        DocumentError: bytes that no encoding reads as text.
    """
    for bom, codec in _BOMS:
        if data.startswith(bom):
            try:
                return data.decode(codec), (None if codec == "utf-8-sig" else codec.upper())
            except UnicodeDecodeError:
                break
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        refused = DocumentError(path, line, "not UTF-8 text (a binary file, or another encoding?)")
    if b"\x00" in data:
        raise refused  # text in an 8-bit code page holds no NUL: a binary file
    guessed = _guess(data)
    if guessed is None:
        raise refused
    return guessed


def _guess(data: bytes) -> tuple[str, str] | None:
    """The text in the legacy encoding the bytes read best in, and its name; None: none does."""
    from charset_normalizer import from_bytes  # loaded only for a file that is not UTF-8

    best = from_bytes(data, cp_isolation=list(_LEGACY)).best()
    if best is None or best.encoding is None:
        return None
    return str(best), best.encoding


def noted(result: ImportResult, source: str, encoding: str | None) -> ImportResult:
    """The import's result, saying which encoding the file was read in when not UTF-8."""
    if encoding is None:
        return result
    note = (
        f"{source}: not UTF-8; read as {encoding} (if a character looks wrong, save the file "
        "as UTF-8 and import it again)"
    )
    return dataclasses.replace(result, warnings=(note, *result.warnings))
