"""The Troix hard pass of algorithm 6 (``in_order``): its SAT test agrees with the
certificate route, a bisected batch removes what one given at a time removes, the puzzle
does not depend on the solver (a generation stopped mid-pass: test_generate_resume.py)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlebench.engine.generate.troix import ALL, _remove_batch, generate_troix
from puzzlebench.engine.generate.troix_sat import SatTester
from puzzlebench.engine.generate.uniqueness import count_solutions
from puzzlebench.instances.checker import check
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.troix_search import TroixSearch, grid_to_domains
from puzzlebench.instances.types import TroixInstance

SIDE = 9


def _start() -> tuple[list[int], list[int]]:
    """A unique 9x9 puzzle (solution, givens) as domain bits."""
    inst = generate_troix(SIDE, SIDE, 1, certify=False)
    assert inst.solution is not None
    return grid_to_domains(SIDE, SIDE, inst.solution), grid_to_domains(SIDE, SIDE, inst.givens)


def _puzzle(solution: list[int], givens: list[int]) -> TroixInstance:
    sym = {1: "X", 2: "O", 4: "I"}
    return TroixInstance(SIDE, SIDE, tuple("".join(sym[solution[i * SIDE + j]] if givens[i * SIDE + j] != ALL else "."
                                                   for j in range(SIDE)) for i in range(SIDE)))


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), size=st.integers(1, 12))
def test_the_sat_test_agrees_with_the_certificate_route(seed: int, size: int):
    """Another solution exactly when the textbook model (CP-SAT) counts more than one; the
    one found differs from ours in a removed cell. Three tests on one solver: what it
    learned in one must not change the next verdict."""
    solution, givens = _start()
    tester = SatTester(TroixSearch(SIDE, SIDE), solution)
    rng = random.Random(seed)
    try:
        for _ in range(3):
            kept = [c for c in range(SIDE * SIDE) if givens[c] != ALL]
            batch = rng.sample(kept, min(size, len(kept)))
            for c in batch:
                givens[c] = ALL
            differ = tester.other_solution(givens, batch)
            count = len(count_solutions(_puzzle(solution, givens)).solutions)
            assert (differ is None) == (count == 1), (batch, differ, count)
            if differ is None:
                continue
            assert differ and set(differ) <= set(batch)
            for c in batch:  # put the batch back: the puzzle is unique again
                givens[c] = solution[c]
            assert tester.other_solution(givens, []) is None
    finally:
        tester.close()


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), size=st.integers(1, 24))
def test_a_bisected_batch_removes_what_one_at_a_time_removes(seed: int, size: int):
    solution, givens = _start()
    rng = random.Random(seed)
    batch = rng.sample([c for c in range(SIDE * SIDE) if givens[c] != ALL], size)
    search = TroixSearch(SIDE, SIDE)
    one_by_one, gone = list(givens), []
    single = SatTester(search, solution)
    for c in batch:
        one_by_one[c] = ALL
        if single.other_solution(one_by_one, [c]) is None:
            gone.append(c)
        else:
            one_by_one[c] = solution[c]
    single.close()
    tester = SatTester(search, solution)
    batched = list(givens)
    assert _remove_batch(tester, solution, batched, batch) == gone
    tester.close()
    assert batched == one_by_one
    assert len(count_solutions(_puzzle(solution, batched)).solutions) == 1


def test_in_order_puzzles_are_unique_and_do_not_depend_on_the_solver(monkeypatch: pytest.MonkeyPatch):
    inst = generate_troix(12, 12, 2, min_open=0.3, in_order=True)
    src = dict(inst.source)
    assert check(inst) == [] and src["uniqueness"]["verdict"] == "unique"
    assert src["version"]["algorithm"] == 6 and src["hardness"]["open_cells"] >= 0.3 * 144
    assert count_solutions(inst.with_solution(None)).solutions == [inst.solution]
    # another SAT solver finds other solutions along the way, never another puzzle
    import puzzlebench.engine.baselines.sat as sat

    monkeypatch.setattr(sat, "SOLVER", "glucose4")
    assert canonical.dumps(generate_troix(12, 12, 2, min_open=0.3, in_order=True)) == canonical.dumps(inst)
    # the default (version 5) pass is untouched by the switch
    assert dict(generate_troix(12, 12, 2, min_open=0.3, certify=False).source)["version"]["algorithm"] == 5
