# One command runs every check: `make check`. CI (.ci/run) runs the same, then the slow tier.
PY ?= python

.PHONY: check lint types imports test slow bench

check: lint types imports test

lint:
	$(PY) -m ruff format --check .
	$(PY) -m ruff check .

types:
	$(PY) -m mypy

imports:
	lint-imports

test:
	$(PY) -m pytest

slow:
	$(PY) -m pytest -m slow -p no:cacheprovider

bench:
	$(PY) -m tests.benchmarks
