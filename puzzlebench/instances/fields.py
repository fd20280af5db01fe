"""A flat dataclass as the JSON object of its fields, in one place.

Several typed parts of a run record are flat frozen dataclasses whose JSON is just their
fields (the model's size, the solver program's build). ``dataclasses.asdict`` walks and
copies every value, several times the cost of reading the fields, and every run writes
these parts (docs/measurements.md, "Harness cost"). Here, in the lowest layer, so the
records (engine) and the solver identity (models) share it.
"""

from __future__ import annotations

import dataclasses
from typing import Any

_NAMES: dict[type, tuple[str, ...]] = {}


def field_names(cls: type) -> tuple[str, ...]:
    """The dataclass ``cls``'s field names, in order (read once per class)."""
    names = _NAMES.get(cls)
    if names is None:
        names = _NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def fields_json(obj: Any) -> dict[str, Any]:
    """The dataclass instance ``obj``'s fields by name, values as they are (not copied: for
    dataclasses whose fields are plain JSON values)."""
    return {name: getattr(obj, name) for name in field_names(type(obj))}
