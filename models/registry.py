"""The one registry of formulation variants, by name (``troix/onehot``, ``galaxies/flow``...).

A variant is a function ``build(instance, **options) -> Formulation``. Adding a variant is
one decorated function in its puzzle's module; nothing else changes. Options are declared
with their defaults so the CLI, the pipeline config and the run records can list them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from instances.types import Instance
from models.model import Model, RowSet


class Formulation(Protocol):
    """A built model plus the puzzle knowledge to read its values back.

    ``decode(values)`` turns a solver's value vector (one entry per model column) into a
    canonical solution grid; ``encode(solution)`` is its inverse, giving a full assignment
    (auxiliary variables included) for a known solution — used by the solver-free tests
    and for warm starts. ``separate(values)`` exists only for lazy-cut variants: it returns
    a :class:`RowSet` of violated cuts (empty when the integer point is acceptable).
    """

    model: Model

    def decode(self, values: np.ndarray) -> Any: ...

    def encode(self, solution: Any) -> np.ndarray: ...


@dataclass(frozen=True)
class Variant:
    name: str  # "puzzle/short"
    puzzle: str
    summary: str  # one line for `puzzlebench variants`
    build: Callable[..., Formulation]
    options: Mapping[str, Any] = field(default_factory=dict)  # option -> default
    lazy: bool = False  # True when the model needs a separation loop (galaxies/cuts)

    def make(self, instance: Instance, **options: Any) -> Formulation:
        unknown = set(options) - set(self.options)
        if unknown:
            raise ValueError(f"variant {self.name} has no option(s) {sorted(unknown)}; it takes {sorted(self.options)}")
        if instance.puzzle != self.puzzle:
            raise ValueError(f"variant {self.name} is for {self.puzzle}, not {instance.puzzle}")
        return self.build(instance, **{**self.options, **options})


_REGISTRY: dict[str, Variant] = {}
_PUZZLE_MODULES = ("models.troix", "models.galaxies")


def register(name: str, summary: str, options: Mapping[str, Any] | None = None, lazy: bool = False):
    """Decorator: register ``build(instance, **options)`` as variant ``name``."""

    def deco(fn: Callable[..., Formulation]) -> Callable[..., Formulation]:
        puzzle = name.split("/", 1)[0]
        _REGISTRY[name] = Variant(name, puzzle, summary, fn, dict(options or {}), lazy)
        return fn

    return deco


def _load_all() -> None:
    for mod in _PUZZLE_MODULES:
        importlib.import_module(mod)


def variants(puzzle: str | None = None) -> list[Variant]:
    _load_all()
    return [v for k, v in sorted(_REGISTRY.items()) if puzzle is None or v.puzzle == puzzle]


def get(name: str) -> Variant:
    _load_all()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"unknown variant {name!r}; known: {', '.join(sorted(_REGISTRY))}") from None


def separate(formulation: Formulation, values: np.ndarray) -> RowSet | None:
    """Call the formulation's separation routine if it has one."""
    fn = getattr(formulation, "separate", None)
    return fn(values) if fn is not None else None
