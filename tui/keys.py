"""Custom keys: every key of the app's screens can be remapped in `keys.yaml` in the data folder.

Each binding of our screens has an id, `screen.action` (`review.grade-3`, `home.browse`,
`browse.search`, `app.help`), and Textual's keymap replaces a binding's keys by its id. The
file:

    preset: vim            # optional: h/j/k/l grade an answer (Anki's vim order)
    keys:
      review.grade-1: "1,h"
      home.browse: "b,ctrl+b"

A broken file is reported in one line (the file and the problem) and the default keys stay.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from pathlib import Path

from textual.binding import Binding, BindingType

KEYS_FILE = "keys.yaml"

PRESETS: dict[str, dict[str, str]] = {
    # Anki's four answer buttons in vim order, on our grades as FSRS maps them (0-2 Again,
    # 3 Hard, 4 Good, 5 Easy): h again, j hard, k good, l easy; the digits still work.
    "vim": {
        "review.grade-1": "1,h",
        "review.grade-3": "3,j",
        "review.grade-4": "4,k",
        "review.grade-5": "5,l",
    },
}


def with_ids(prefix: str, bindings: Iterable[BindingType]) -> list[BindingType]:
    """The bindings, each given the id `prefix.action` (`review.grade-3`) unless it has one;
    a second binding of the same action gets `-2`, and so on."""
    out: list[BindingType] = []
    seen: dict[str, int] = {}
    for binding in bindings:
        if not isinstance(binding, Binding) or binding.id is not None:
            out.append(binding)
            continue
        slug = re.sub(r"[^a-z0-9]+", "-", binding.action.lower()).strip("-")
        seen[slug] = seen.get(slug, 0) + 1
        suffix = f"-{seen[slug]}" if seen[slug] > 1 else ""
        out.append(dataclasses.replace(binding, id=f"{prefix}.{slug}{suffix}"))
    return out


class KeysError(ValueError):
    """keys.yaml cannot be used (its message names the file and the problem)."""


def load_keymap(path: Path) -> dict[str, str]:
    """The keymap the user's keys.yaml asks for ({} without the file).

    Raises:
        KeysError: the file is not YAML, names an unknown preset, or a key is not text.
    """
    if not path.is_file():
        return {}
    import yaml

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise KeysError(f"{path}: not readable as YAML ({type(exc).__name__})") from None
    if not isinstance(data, dict):
        raise KeysError(f"{path}: expected `preset:` and/or `keys:` at the top level")
    keymap: dict[str, str] = {}
    preset = data.get("preset")
    if preset is not None:
        if preset not in PRESETS:
            raise KeysError(f"{path}: preset '{preset}' is not one of {', '.join(sorted(PRESETS))}")
        keymap.update(PRESETS[preset])
    keys = data.get("keys") or {}
    if not isinstance(keys, dict):
        raise KeysError(f"{path}: `keys:` must map binding ids to keys")
    for binding_id, keys_text in keys.items():
        if not isinstance(binding_id, str) or not isinstance(keys_text, str | int):
            raise KeysError(f"{path}: `{binding_id}: {keys_text}` is not `id: keys`")
        keymap[binding_id] = str(keys_text)
    return keymap
