"""What a formulation variant is: a named build function with declared, checked options.

A variant (``troix/onehot``, ``galaxies/flow``...) is a :class:`Variant`: its name, puzzle,
a one-line summary, ``build(instance, **options) -> Formulation``, its options with their
defaults (so the CLI, the pipeline config and the run records can list them), a check per
option, and whether it needs a separation loop (``lazy``). The :func:`variant` decorator
turns a build function into one; variant ``P/K`` is declared in module
``puzzlebench.models.P.K`` of its puzzle package (:mod:`puzzlebench.models.troix`,
:mod:`puzzlebench.models.galaxies`), where :mod:`puzzlebench.models.registry` finds it by
scanning. Imports go one way: registry -> puzzle packages -> this module.

Option values are checked here, once, by :meth:`Variant.resolve` (the engine and the CLI
reach it through :func:`puzzlebench.models.registry.resolve_options`): an unknown option is a
``ValueError``, a bad value an :class:`~puzzlebench.instances.errors.PuzzleInputError` (also a
``ValueError``) naming the option, e.g. ``prune must be one of none, basic, reach, got 'all'``.
Build functions receive every option, defaults filled in, already checked.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from puzzlebench.instances.types import Instance
from puzzlebench.models.model import Model
from puzzlebench.models.variant_table import flag, non_negative_int, one_of, positive_int

__all__ = ["flag", "non_negative_int", "one_of", "positive_int"]  # the checks the formulations declare

OptionCheck = Callable[[str, Any], None]
"""``check(option, value)``: returns when ``value`` is valid, raises PuzzleInputError if not."""


class Formulation(Protocol):
    """A built model plus the puzzle knowledge to read its values back.

    ``decode(values)`` turns a solver's value vector (one entry per model column) into a
    canonical solution grid; ``encode(solution)`` is its inverse, giving a full assignment
    (auxiliary variables included) for a known solution — used by the solver-free tests
    and for warm starts. ``separate(values)`` exists only for lazy-cut variants: it returns
    a :class:`~puzzlebench.models.model.RowSet` of violated cuts (empty when the integer point is
    acceptable).
    """

    @property
    def model(self) -> Model: ...  # read-only here: a frozen dataclass field satisfies it

    def decode(self, values: np.ndarray) -> Any: ...

    def encode(self, solution: Any) -> np.ndarray: ...


# ---- option checks: one owner, the variants' table (standard library only) ----------------
# ---- the variant --------------------------------------------------------------------------
@dataclass(frozen=True)
class Variant:
    name: str  # "puzzle/short"
    puzzle: str
    summary: str  # one line for `puzzlebench variants`
    build: Callable[..., Formulation]
    options: Mapping[str, Any] = field(default_factory=dict)  # option -> default
    lazy: bool = False  # True when the model needs a separation loop (galaxies/cuts)
    checks: Mapping[str, OptionCheck] = field(default_factory=dict, compare=False, repr=False)

    def _known(self, options: Mapping[str, Any]) -> None:
        unknown = set(options) - set(self.options)
        if unknown:
            raise ValueError(
                f"variant {self.name} has no option(s) {sorted(unknown)}; it takes {sorted(self.options)}"
            )

    def resolve(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults plus ``options``, every value checked (ValueError / PuzzleInputError)."""
        self._known(options)
        full = {**self.options, **options}
        for option, check in self.checks.items():
            check(option, full[option])
        return full

    def make(self, instance: Instance, **options: Any) -> Formulation:
        """Build this variant for ``instance`` (options checked, defaults filled in)."""
        self._known(options)
        if instance.puzzle != self.puzzle:
            raise ValueError(f"variant {self.name} is for {self.puzzle}, not {instance.puzzle}")
        return self.build(instance, **self.resolve(options))

    def __call__(self, instance: Instance, **options: Any) -> Formulation:
        """Calling a variant is :meth:`make`."""
        return self.make(instance, **options)


def variant(
    name: str,
    summary: str,
    options: Mapping[str, Any] | None = None,
    *,
    checks: Mapping[str, OptionCheck] | None = None,
    lazy: bool = False,
) -> Callable[[Callable[..., Formulation]], Variant]:
    """Decorator: ``build(instance, **options)`` becomes variant ``name`` (puzzle = its prefix).

    ``options`` maps each option to its default, ``checks`` each option to its check
    (:func:`flag`, :func:`positive_int`, :func:`one_of`); an option without a check is passed
    through as given.
    """
    options = dict(options or {})
    checks = dict(checks or {})
    if set(checks) - set(options):
        raise ValueError(f"variant {name}: checks for undeclared options {sorted(set(checks) - set(options))}")

    def deco(build: Callable[..., Formulation]) -> Variant:
        return Variant(name, name.split("/", 1)[0], summary, build, options, lazy, checks)

    return deco
