"""``troix/onehot`` option ``objective``: seeded random costs that leave the feasible set alone.

Solver-free except the last test (highspy, as in test_troix_models): the objective must not
change a row or a bound, so every known solution stays feasible and an exchanged pair of
cells breaks the same families as without it; the costs are seeded and repeatable; bad
values are refused once, with a one-line message.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from test_galaxies_models import solve_highs
from test_troix_models import puzzle_from, random_grid, swap_in_row

from puzzlebench.instances.checker import check
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.types import TroixInstance
from puzzlebench.models import registry
from puzzlebench.models.troix.onehot import onehot


def _same_rows(a, b) -> None:
    assert (a.A != b.A).nnz == 0
    for field in ("lb", "ub", "is_integer", "sense", "rhs", "row_family"):
        assert np.array_equal(getattr(a, field), getattr(b, field)), field
    assert a.row_names() == b.row_names() and a.var_names() == b.var_names()


@pytest.mark.parametrize("R,C,keep", [(6, 6, 0.0), (9, 6, 0.3), (12, 9, 0.5)])
def test_random_objective_changes_only_the_costs(R, C, keep):
    rng = random.Random(R * 31 + C)
    sol = random_grid(R, C, rng)
    inst = puzzle_from(sol, keep, rng)
    plain, rand = onehot(inst), onehot(inst, objective="random", objective_seed=7)
    _same_rows(plain.model, rand.model)
    assert not plain.model.objective.any()
    costs = rand.model.objective[rand.x.ravel()]
    assert costs.size == 3 * R * C and (costs > 0).all() and (costs < 1).all()
    assert len(np.unique(costs)) == costs.size  # no ties: one optimal LP vertex
    assert rand.model.violations(rand.encode(sol)) == []
    for _ in range(3):
        bad, *_ = swap_in_row(sol, rng)
        fams = rand.model.violated_families(rand.encode(bad))
        assert fams and fams == plain.model.violated_families(plain.encode(bad))


def test_random_objective_is_repeatable_per_seed():
    inst = TroixInstance(9, 9, ["." * 9] * 9)
    a = onehot(inst, objective="random", objective_seed=3).model.objective
    b = onehot(inst, objective="random", objective_seed=3).model.objective
    c = onehot(inst, objective="random", objective_seed=4).model.objective
    assert np.array_equal(a, b) and not np.array_equal(a, c)
    # the value itself, so a change of generator cannot pass unnoticed
    assert a[0] == pytest.approx(np.random.default_rng(3).random())


@pytest.mark.parametrize("options,message", [
    ({"objective": "max"}, "^objective must be one of none, random, got 'max'$"),
    ({"objective": 1}, "^objective must be one of"),
    ({"objective_seed": 0}, "^objective_seed must be a positive integer"),
    ({"objective_seed": "2"}, "^objective_seed must be a positive integer"),
    ({"objective_seed": True}, "^objective_seed must be a positive integer"),
])
def test_bad_objective_options_are_refused(options, message):
    with pytest.raises(PuzzleInputError, match=message):
        registry.resolve_options("troix/onehot", options)
    with pytest.raises(PuzzleInputError, match=message):
        registry.get("troix/onehot").make(TroixInstance(3, 3, ["..."] * 3), **options)


def test_random_objective_model_solves_to_a_grid_the_checker_accepts():
    inst = TroixInstance(12, 12, ["." * 12] * 12)
    f = onehot(inst, objective="random", objective_seed=1)
    values = solve_highs(f.model)
    assert f.model.violations(np.round(values)) == []
    assert check(inst, f.decode(values)) == []
