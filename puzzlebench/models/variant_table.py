"""Every variant's name and options, without the model code: the check an experiment needs.

The registry (:mod:`puzzlebench.models.registry`) is built by importing every formulation,
and with them numpy, scipy.sparse and scipy.ndimage (~0.3 s of CPU). Checking an
experiment's variants and options (the pipeline's ``experiment`` step, the run requests)
needs none of that: only the names, each option's default and the check of its value.
This table holds those, in the standard library alone; :func:`resolve_options` answers
what :func:`puzzlebench.models.registry.resolve_options` answers, with the same lines.

The formulation modules still declare their options (``@variant``): they are what builds
and fingerprints a variant (:mod:`puzzlebench.engine.run.fingerprint`). The option checks
have one owner, this module (:mod:`puzzlebench.models.variant` takes them from here), so
a change here is a change of every variant's fingerprint. ``tests/test_variant_table.py``
holds the two equal: the same names, defaults (values and types) and option order, and for
every option the same answer, refusal line included, on a set of good and bad values. A
new variant is declared in its module and named here; the test fails until it is.
"""

from __future__ import annotations

import numbers
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from puzzlebench.instances.errors import PuzzleInputError

Check = Callable[[str, Any], None]
"""``check(option, value)``: returns when ``value`` is valid, raises PuzzleInputError if not."""


def _numpy_bool() -> tuple[type, ...]:
    """numpy's boolean type when numpy is loaded (a numpy value exists only then): the
    formulations' checks take numpy booleans too."""
    np = sys.modules.get("numpy")
    return (np.bool_,) if np is not None else ()


def flag(option: str, value: Any) -> None:
    """True or False (numpy booleans too)."""
    if not isinstance(value, (bool, *_numpy_bool())):
        raise PuzzleInputError(f"{option} must be true or false, got {value!r}")


def _int_from(least: int, words: str) -> Check:
    """An integer >= ``least``, not a bool (``numbers.Integral``: numpy's integers too)."""

    def check(option: str, value: Any) -> None:
        if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < least:
            raise PuzzleInputError(f"{option} must be a {words} integer, got {value!r}")

    return check


def one_of(*choices: str) -> Check:
    """A check accepting exactly ``choices``."""

    def check(option: str, value: Any) -> None:
        if value not in choices:
            raise PuzzleInputError(f"{option} must be one of {', '.join(choices)}, got {value!r}")

    return check


@dataclass(frozen=True)
class Option:
    """One option of a variant: its default and the check of a value given for it."""

    default: Any
    check: Check


positive_int, non_negative_int = _int_from(1, "positive"), _int_from(0, "non-negative")
_GALAXIES = {"prune": Option("reach", one_of("none", "basic", "reach")), "pairs": Option(False, flag),
             "deduce": Option(False, flag)}
_LAZY = {**_GALAXIES, "root_rounds": Option(0, non_negative_int), "cut_loop": Option("resolve", one_of("resolve", "callback"))}

VARIANTS: dict[str, dict[str, Option]] = {
    "galaxies/cuts": {**_LAZY, "cut_scope": Option("cell", one_of("cell", "piece", "region")),
                      "local_cuts": Option(False, flag), "cut_side": Option("piece", one_of("piece", "centre", "both")),
                      "galaxy_cuts": Option(False, flag)},
    "galaxies/flow": _GALAXIES,
    "galaxies/hops": _LAZY,
    "galaxies/labels": _GALAXIES,
    "galaxies/mcf": _GALAXIES,
    "galaxies/none": _GALAXIES,
    "galaxies/paths": {**_GALAXIES, "path_cap": Option(200_000, positive_int)},
    "troix/lines": {"pattern_cap": Option(200_000, positive_int), "deduce": Option(False, flag)},
    "troix/onehot": {"deduce": Option(False, flag), "objective": Option("none", one_of("none", "random")),
                     "objective_seed": Option(1, positive_int)},
}
"""Variant name -> its options in declaration order (the default and the check of each)."""


def resolve_options(name: str, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Every option of variant ``name``: its defaults plus ``options``, each value checked;
    ValueError with the registry's line (:func:`puzzlebench.models.registry.resolve_options`)."""
    if name not in VARIANTS:
        raise ValueError(f"unknown variant {name!r}; known: {', '.join(sorted(VARIANTS))}")
    declared = VARIANTS[name]
    given = dict(options or {})
    unknown = set(given) - set(declared)
    if unknown:
        raise ValueError(f"variant {name} has no option(s) {sorted(unknown)}; it takes {sorted(declared)}")
    full = {**{k: o.default for k, o in declared.items()}, **given}
    for option, spec in declared.items():
        spec.check(option, full[option])
    return full
