"""The table of variant names and options (puzzlebench.models.variant_table) answers what the
registry answers: the same variants, defaults and option order, and for any options the
same resolved dict or the same refusal line. The table is what the experiment's checks
read without importing the formulations; the formulations are what builds a variant."""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np
import pytest

from puzzlebench.models import registry, variant_table

VALUES: list[Any] = [True, False, 0, 1, 2, -1, 3.5, 200_000, "", "x", None, [1], np.bool_(True), np.int64(4),
                     np.int64(-2), np.uint8(3), np.int8(0), np.float64(1.0)]
"""Good and bad values for every kind of option; the choices of each option are added."""


def _answer(resolve: Any, name: str, options: dict[str, Any]) -> tuple[str, Any]:
    try:
        return "ok", resolve(name, options)
    except ValueError as exc:  # PuzzleInputError is one
        return type(exc).__name__, str(exc)


def _both(name: str, options: dict[str, Any]) -> None:
    heavy = _answer(registry.resolve_options, name, options)
    light = _answer(variant_table.resolve_options, name, options)
    assert light == heavy, (name, options)
    if heavy[0] == "ok":  # the same keys in the same order, the same types
        assert list(light[1].items()) == list(heavy[1].items())
        assert [type(v) for v in light[1].values()] == [type(v) for v in heavy[1].values()]


def test_the_same_variants() -> None:
    assert sorted(variant_table.VARIANTS) == [v.name for v in registry.variants()]


@pytest.mark.parametrize("name", sorted(variant_table.VARIANTS))
def test_the_same_defaults_in_the_same_order(name: str) -> None:
    heavy = registry.get(name)
    light = variant_table.VARIANTS[name]
    assert [(k, o.default, type(o.default)) for k, o in light.items()] == [
        (k, v, type(v)) for k, v in heavy.options.items()]
    assert list(light) == list(heavy.checks)  # every option checked, in the registry's order
    _both(name, {})


@pytest.mark.parametrize("name", sorted(variant_table.VARIANTS))
def test_the_same_answer_for_every_value(name: str) -> None:
    defaults = registry.get(name).options
    for option, default in defaults.items():
        for value in [*VALUES, default, *(("none", "basic", "reach", "random", "cell", "piece", "region", "centre",
                                            "both", "resolve", "callback"))]:
            _both(name, {option: value})


@pytest.mark.parametrize("name", sorted(variant_table.VARIANTS))
def test_the_same_first_refusal_of_two_bad_values(name: str) -> None:
    for a, b in itertools.permutations(registry.get(name).options, 2):
        _both(name, {b: "bad", a: -1})


def test_the_same_lines_for_unknown_names() -> None:
    _both("galaxies/nothing", {})
    _both("troix", {})
    _both("galaxies/cuts", {"prune": "reach", "unheard_of": 1, "also": True})
