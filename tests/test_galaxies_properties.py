"""Property tests of the Galaxies formulations on random solved puzzles (rectangle tilings).

Every rectangle of a guillotine tiling is a galaxy, so each drawn instance comes with a
valid solution; none of these properties needs a solver.
"""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from strategies import solved_galaxies
from test_galaxies_paths import _brute_force, _ours

from puzzlebench.instances.checker import check
from puzzlebench.models import registry
from puzzlebench.models.galaxies.geometry import candidates, deduce, geometry
from puzzlebench.models.model import ModelTooLarge


@given(solved_galaxies(max_side=6))
@settings(max_examples=40)
def test_every_variant_accepts_the_tiling(inst) -> None:
    assert check(inst) == []
    for kind in ("none", "flow", "paths", "cuts"):
        for prune in ("basic", "reach"):
            for pairs in (False, True):
                extra = {"path_cap": 20_000} if kind == "paths" else {}
                try:
                    f = registry.get(f"galaxies/{kind}").make(
                        inst, prune=prune, pairs=pairs, **extra
                    )
                except ModelTooLarge:
                    assert kind == "paths"
                    continue
                x = f.encode(inst.solution)
                assert f.model.violations(x) == [], (kind, prune, pairs)
                assert f.decode(x) == inst.solution
                if kind == "cuts":
                    assert f.separate(x).count == 0


@given(solved_galaxies(max_side=8))
def test_pruning_and_deduction_keep_the_solution(inst) -> None:
    geo = geometry(inst)
    sol = np.asarray(inst.solution).ravel()
    cells = np.arange(sol.size)
    for prune in ("basic", "reach"):
        assert candidates(geo, prune)[sol, cells].all()
    ded = deduce(geo, candidates(geo, "basic"))
    assert ded[sol, cells].all()


@given(solved_galaxies(max_side=4))
@settings(max_examples=30)
def test_path_search_matches_brute_force(inst) -> None:
    assert _ours(inst, "basic") == _brute_force(inst, "basic")
