"""Solver-free checks of the changes that make Galaxies cut rounds cheap at 100x100.

``decode`` now sorts the (galaxy, cell) entries instead of an argmax over the dense (G, N)
grid; it must pick the same galaxy (largest value, lowest index on ties). Separation now
works inside each galaxy's candidate box; its cuts must hold for the solution and cut off
the disconnected grid, on a puzzle built from a random symmetric partition.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from instances.galaxies_growth import canonical_instance, random_partition  # noqa: E402
from models import registry  # noqa: E402


def dense_decode(f, values: np.ndarray) -> tuple[tuple[int, ...], ...]:  # noqa: ANN001
    """The former decode: argmax of a dense score grid (-inf where there is no column)."""
    score = np.full(f.cand.shape, -np.inf)
    score[f.ent_g, f.ent_cell] = values[f.xcol[f.ent_g, f.ent_cell]]
    best = np.argmax(score, axis=0).reshape(f.geo.rows, f.geo.cols)
    return tuple(tuple(int(v) for v in row) for row in best)


def partition_puzzle(rows: int, cols: int, seed: int):  # noqa: ANN201
    return canonical_instance(*random_partition(rows, cols, random.Random(seed), 12))


def test_decode_matches_the_dense_argmax_with_ties() -> None:
    inst = partition_puzzle(12, 12, 3)
    rng = np.random.default_rng(0)
    for pairs in (False, True):
        f = registry.get("galaxies/cuts").make(inst, pairs=pairs, prune="basic")
        for _ in range(20):
            values = rng.choice([0.0, 0.25, 0.5, 1.0], size=f.model.num_vars)  # many ties
            assert f.decode(values) == dense_decode(f, values)
        assert f.decode(f.encode(inst.solution)) == inst.solution


def test_boxed_separation_cuts_are_valid_and_cut_off_pieces() -> None:
    inst = partition_puzzle(16, 16, 5)
    f = registry.get("galaxies/cuts").make(inst, prune="reach")
    good = f.encode(inst.solution)
    assert f.separate(good).count == 0
    # cut the largest galaxy's far cells off its centre: the cells next to the centre go
    # to another candidate galaxy (the point is no solution, only a disconnected grid)
    sol = np.asarray(inst.solution).ravel()
    C = f.geo.cols

    def split(g: int) -> tuple[list[int], list[int]]:
        centre = set(f.geo.centres[g].tolist())
        mine = [int(c) for c in np.flatnonzero(sol == g) if int(c) not in centre]
        near = [c for c in mine if any(abs(c - k) in (1, C) for k in centre)]
        return mine, near

    g = max(range(f.geo.n_gal), key=lambda h: len(split(h)[0]) - len(split(h)[1]))
    mine, near = split(g)
    assert len(near) < len(mine), "some galaxy should reach beyond its centre's neighbours"
    values = good.copy()
    for c in near:
        values[f.xcol[g, c]] = 0.0
        other = [h for h in np.flatnonzero(f.cand[:, c]).tolist() if h != g]
        assert other, "every cell next to a centre has another candidate galaxy here"
        values[f.xcol[other[0], c]] = 1.0
    cuts = f.separate(values)
    assert cuts.count > 0
    with_cuts = f.model.with_rows(cuts)
    assert not with_cuts.violations(good)  # valid for the solution
    assert "separator_cut" in with_cuts.violated_families(values)
