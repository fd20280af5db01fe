"""The generators' own search: exact line pruning against brute force, counts on tiny grids."""

from __future__ import annotations

import itertools
import random

import pytest

from puzzlebench.instances.troix_search import (
    ALL,
    BIT,
    TroixSearch,
    domains_to_grid,
    line_gac,
    propagate_givens,
)


def _valid(line: tuple[int, ...]) -> bool:
    n = len(line)
    if any(line[k] == line[k + 1] == line[k + 2] for k in range(n - 2)):
        return False
    return all(line.count(s) == n // 3 for s in range(3))


@pytest.mark.parametrize("n", [3, 6, 9])
def test_line_pruning_equals_brute_force(n: int):
    lines = [ln for ln in itertools.product(range(3), repeat=n) if _valid(ln)]
    gac = line_gac(n)
    rng = random.Random(n)
    for _ in range(400):
        dom = tuple(rng.choice([1, 2, 4, 3, 5, 6, 7, 7, 7]) for _ in range(n))
        support = [0] * n
        for ln in lines:
            if all(dom[p] >> ln[p] & 1 for p in range(n)):
                for p in range(n):
                    support[p] |= 1 << ln[p]
        assert gac(dom) == (tuple(support) if any(support) else False), dom


def test_counts_on_an_empty_3x3():
    # 12 Latin squares of order 3; the search must find them all and no more
    assert len(TroixSearch(3, 3).solutions([ALL] * 9, limit=100)) == 12


def test_givens_are_respected():
    dom = [ALL] * 36
    dom[0], dom[7] = BIT["X"], BIT["I"]
    sols = TroixSearch(6, 6).solutions(dom, limit=5)
    assert sols and all(s[0] == BIT["X"] and s[7] == BIT["I"] for s in sols)


def test_propagate_givens_keeps_every_solution_and_spots_contradictions():
    rng = random.Random(7)
    search = TroixSearch(6, 6)
    full = domains_to_grid(6, 6, search.random_solution(rng))
    for trial in range(20):
        givens = ["".join(ch if rng.random() < 0.3 else "." for ch in row) for row in full]
        dom = propagate_givens(6, 6, givens)
        assert dom is not None
        sols = TroixSearch(6, 6).solutions([BIT.get(c, ALL) for r in givens for c in r], limit=10_000)
        assert sols, givens
        # nothing a solution uses is ever pruned; what is fixed is fixed in every solution
        for sol in sols:
            assert all(d & s for d, s in zip(dom, sol, strict=True)), givens
        if trial == 0:
            assert propagate_givens(6, 6, list(full)) == [BIT[c] for r in full for c in r]
    assert propagate_givens(6, 6, ["XXX..."] + ["......"] * 5) is None
    assert propagate_givens(3, 3, ["X..", "X..", "..."]) is None  # column needs one X only
