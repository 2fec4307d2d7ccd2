"""Custom keys (issue 17 point 22): keys.yaml remaps any binding by its id; a vim preset."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from textual.binding import Binding

from srs.store import Store
from tui.app import SrsApp
from tui.keys import PRESETS, KeysError, load_keymap
from tui.screens.browse import BrowseScreen
from tui.screens.help import binding_rows
from tui.screens.home import HomeScreen
from tui.screens.review import ReviewScreen


def test_every_binding_of_every_screen_has_an_id_unique_in_its_screen() -> None:
    import inspect

    import tui.app
    import tui.screens.browse
    import tui.screens.help
    import tui.screens.home
    import tui.screens.interview
    import tui.screens.plan
    import tui.screens.review
    import tui.screens.settings
    import tui.screens.stats
    import tui.screens.summary
    import tui.screens.teach
    import tui.screens.tools

    modules = [
        tui.app, tui.screens.browse, tui.screens.help, tui.screens.home, tui.screens.interview,
        tui.screens.plan, tui.screens.review, tui.screens.settings, tui.screens.stats,
        tui.screens.summary, tui.screens.teach, tui.screens.tools,
    ]  # fmt: skip
    classes = [
        c
        for m in modules
        for _, c in inspect.getmembers(m, inspect.isclass)
        if c.__module__ == m.__name__ and "BINDINGS" in c.__dict__
    ]
    assert len(classes) >= 15
    for cls in classes:
        ids = [b.id for b in cls.BINDINGS if isinstance(b, Binding)]
        assert all(ids), cls
        assert len(ids) == len(set(ids)), cls
    review_ids = {b.id for b in ReviewScreen.BINDINGS if isinstance(b, Binding)}
    assert set(PRESETS["vim"]) <= review_ids  # the preset names real bindings


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("preset: emacs\n", "preset 'emacs' is not one of vim"),
        ("keys: [a, b]\n", "`keys:` must map binding ids to keys"),
        ("- just a list\n", "expected `preset:` and/or `keys:`"),
        ("keys: {a: [1]}\n", "is not `id: keys`"),
        ("keys: {a: b\n", "not readable as YAML"),
    ],
)
def test_a_broken_keys_file_says_what_is_wrong(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "keys.yaml"
    path.write_text(text)
    with pytest.raises(KeysError, match=message) as raised:
        load_keymap(path)
    assert str(path) in str(raised.value)


async def test_keys_yaml_remaps_the_app(
    make_app: Callable[..., SrsApp], store: Store, tmp_path: Path
) -> None:
    keys = tmp_path / "keys.yaml"
    keys.write_text('preset: vim\nkeys:\n  home.browse: "b,o"\n')
    app = make_app(keys_file=keys)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o")  # home.browse, remapped
        await pilot.pause()
        assert isinstance(app.screen, BrowseScreen)
        home = next(s for s in app.screen_stack if isinstance(s, HomeScreen))
        rows = {description: keys for keys, description, _ in binding_rows(home)}
        assert rows["browse"] == "b / o"  # help shows the keys in force
        await pilot.press("escape")
        await pilot.press("a")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        card = screen.card
        assert card is not None
        await pilot.press("ctrl+r", "k")  # the vim preset: k is grade 4 (Good)
        await pilot.pause()
    assert store.history(card.pk)[-1].quality == 4


async def test_a_broken_keys_file_is_named_and_the_defaults_stay(
    make_app: Callable[..., SrsApp], tmp_path: Path
) -> None:
    keys = tmp_path / "keys.yaml"
    keys.write_text("preset: emacs\n")
    app = make_app(keys_file=keys)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        assert any("preset 'emacs'" in n.message for n in app._notifications)
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, BrowseScreen)
