"""The import graph has no cycles, in the core or the UI.

import-linter checks which layer may import which (pyproject.toml); a cycle inside one layer
(the app and its screens, a package and its readers) it does not see. A cycle is how a module
that should be a leaf starts to know everything: the first one fails here, named with its path.
"""

from __future__ import annotations

import grimp
import pytest


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("srs", "tui", include_external_packages=False)


def cycles(graph: grimp.ImportGraph, package: str) -> list[str]:
    """Each direct import inside `package` whose target imports its importer back, with the path."""
    found = []
    for module in sorted(m for m in graph.modules if m.startswith(package)):
        for imported in graph.find_modules_directly_imported_by(module):
            if imported == module or not imported.startswith(package):
                continue
            if module.startswith(imported + ".") or imported.startswith(module + "."):
                continue  # a package and its own module: grimp cannot chain those
            back = graph.find_shortest_chain(importer=imported, imported=module)
            if back is not None:
                found.append(" → ".join((module, *back)))
    return found


@pytest.mark.parametrize("package", ["srs", "tui"])
def test_no_module_imports_one_that_imports_it_back(graph: grimp.ImportGraph, package: str) -> None:
    assert cycles(graph, package) == []


def test_the_check_sees_a_cycle() -> None:
    """The test above could pass by looking at nothing: on a graph with a known cycle it fails."""
    graph = grimp.ImportGraph()
    graph.add_import(importer="p.a", imported="p.b")
    graph.add_import(importer="p.b", imported="p.c")
    graph.add_import(importer="p.c", imported="p.a")
    graph.add_import(importer="p.c", imported="p.d")
    assert cycles(graph, "p") == [
        "p.a → p.b → p.c → p.a",
        "p.b → p.c → p.a → p.b",
        "p.c → p.a → p.b → p.c",
    ]
