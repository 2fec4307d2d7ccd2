"""Notebook code cells that hold only a string literal: the author's text, not code.

Some notebooks keep their notes in code cells, each one triple-quoted string and nothing else
(no Markdown cell at all), so that the kernel runs them harmlessly:

    \"\"\"3) What is a closure?
    A function that keeps its enclosing scope.\"\"\"

Fenced as code, every question was hidden inside a code block and the notebook had "no
questions". Where every code cell of a Python notebook is such a string (a docstring-like
text, no statement), the cells are the notes: their text is read as Markdown. One code cell
that does anything else (a notebook of code with a docstring cell here and there) keeps them
all as code.
"""

from __future__ import annotations

import ast
import textwrap

__all__ = ["literal_texts"]

_TRIPLE = ('"""', "'''")
_PYTHON = frozenset({"", "python", "python3"})
"""Notebook languages whose cells are Python (none named: the kernel's default)."""


def literal_texts(codes: list[str], language: str) -> list[str] | None:
    """The texts of the code cells `codes` when each one is a triple-quoted string and
    nothing else (see the module doc), in order; else None."""
    if not codes or language.lower() not in _PYTHON:
        return None
    texts: list[str] = []
    for body in codes:
        text = _literal_text(body)
        if text is None:
            return None
        texts.append(text)
    return texts


def _literal_text(body: str) -> str | None:
    """The text of a cell that is one triple-quoted string literal, else None."""
    if not body.lstrip().lstrip("rRuU").startswith(_TRIPLE):
        return None  # a cheap test first: most code cells open otherwise
    try:
        tree = ast.parse(body)
    except (SyntaxError, ValueError):
        return None
    if len(tree.body) != 1 or not isinstance(stmt := tree.body[0], ast.Expr):
        return None
    value = stmt.value
    if not isinstance(value, ast.Constant) or not isinstance(value.value, str):
        return None  # `"""a""" + b`, or a bytes literal: code
    return textwrap.dedent(value.value).strip("\n")
