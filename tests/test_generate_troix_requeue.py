"""The Troix hard pass of algorithm 7 (``requeue``): what a test did not decide is tried
again, so a pass run to the end leaves only givens shown needed (the puzzle is minimal),
even when every test of more than one given runs out of effort; its puzzles are unique
and the same bytes twice (a generation stopped mid-pass: test_generate_resume.py). And
algorithm 8 (``escalate``): a test of one given that runs out of effort is tried once more
at a larger effort, so even when every test at the pass's own effort is undecided, the
pass removes givens."""

from __future__ import annotations

import random

import pytest

from puzzlebench.engine.generate import troix
from puzzlebench.engine.generate.troix import ALL, RemovalStats, generate_troix
from puzzlebench.engine.generate.uniqueness import count_solutions
from puzzlebench.instances.checker import check
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.troix_search import TroixSearch, shuffled_grid
from puzzlebench.instances.types import TroixInstance

SIDE = 12


def _puzzle(solution: list[int], givens: list[int]) -> TroixInstance:
    sym = {1: "X", 2: "O", 4: "I"}
    return TroixInstance(SIDE, SIDE, tuple("".join(sym[solution[i * SIDE + j]] if givens[i * SIDE + j] != ALL else "."
                                                   for j in range(SIDE)) for i in range(SIDE)))


def _run_to_the_end(seed: int, requeue: bool, escalate: bool = False) -> tuple[list[int], list[int], RemovalStats]:
    """The hard pass on a 12x12 grid, asked for more open cells than any puzzle has: it
    stops when no given is left to try."""
    rng = random.Random(seed)
    solution = shuffled_grid(SIDE, SIDE, rng)
    search = TroixSearch(SIDE, SIDE)
    givens = search.trim(solution, rng, troix.TRIM_BUDGET)
    order = [c for c in range(search.n) if givens[c] != ALL]
    rng.shuffle(order)
    stats = RemovalStats()
    with pytest.raises(troix._NotHardEnough):
        troix._hard_pass(search, solution, givens, order, 0.99, troix.EXACT_EFFORT, stats, requeue=requeue,
                         escalate=escalate)
    return solution, givens, stats


def _needless(solution: list[int], givens: list[int]) -> list[int]:
    """The givens whose removal keeps the puzzle unique (the certificate route decides)."""
    out = []
    for c in range(len(givens)):
        if givens[c] != ALL:
            without = list(givens)
            without[c] = ALL
            if len(count_solutions(_puzzle(solution, without)).solutions) == 1:
                out.append(c)
    return out


@pytest.fixture
def batches_undecided(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test of more than one given runs out of effort (as on large grids)."""
    real = troix._BatchTester.other_solution

    def undecided_for_batches(self, batch, givens):
        return None if len(batch) > 1 else real(self, batch, givens)

    monkeypatch.setattr(troix._BatchTester, "other_solution", undecided_for_batches)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_pass_run_to_the_end_leaves_a_minimal_puzzle_when_batches_are_undecided(seed: int, batches_undecided):
    solution, givens, stats = _run_to_the_end(seed, requeue=True)
    assert stats.hard_removed > 0 and stats.hard_undecided == 0
    assert _needless(solution, givens) == []
    assert len(count_solutions(_puzzle(solution, givens)).solutions) == 1


def test_version_5_keeps_the_givens_of_an_undecided_batch(batches_undecided):
    """The contrast the requeue is for: version 5 keeps an undecided batch's givens for good."""
    solution, givens, _ = _run_to_the_end(1, requeue=False)
    assert _needless(solution, givens) != []


@pytest.mark.parametrize(("seed", "hard_pass", "algorithm", "counters"), [
    (2, {"requeue": True}, 7, {"hard_tried_again", "hard_undecided"}),
    (3, {"escalate": True}, 8, {"hard_tried_again", "hard_undecided", "hard_escalated"}),
], ids=["algorithm-7", "algorithm-8"])
def test_puzzles_of_the_hard_pass_are_unique_and_the_same_bytes_twice(seed: int, hard_pass: dict[str, bool],
                                                                      algorithm: int, counters: set[str]):
    inst = generate_troix(SIDE, SIDE, seed, min_open=0.3, **hard_pass)
    src = dict(inst.source)
    assert check(inst) == [] and src["uniqueness"]["verdict"] == "unique"
    assert src["version"]["algorithm"] == algorithm and src["hardness"]["open_cells"] >= 0.3 * SIDE * SIDE
    assert counters <= set(src["removal"])
    assert count_solutions(inst.with_solution(None)).solutions == [inst.solution]
    assert canonical.dumps(generate_troix(SIDE, SIDE, seed, min_open=0.3, **hard_pass)) == canonical.dumps(inst)


def test_requeue_and_in_order_exclude_each_other():
    with pytest.raises(PuzzleInputError, match="exclude"):
        generate_troix(SIDE, SIDE, 1, min_open=0.3, requeue=True, in_order=True)
    with pytest.raises(PuzzleInputError, match="exclude"):
        generate_troix(SIDE, SIDE, 1, min_open=0.3, escalate=True, in_order=True)


@pytest.fixture
def undecided_at_the_pass_effort(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test at the pass's own effort runs out of it (batches and single givens alike);
    at a larger effort a test decides as it would."""
    real = troix._BatchTester.other_solution
    base = troix.EXACT_EFFORT * 4  # the pass's tester effort

    def undecided_unless_escalated(self, batch, givens):
        return None if self.solver.parameters.max_deterministic_time <= base else real(self, batch, givens)

    monkeypatch.setattr(troix._BatchTester, "other_solution", undecided_unless_escalated)


@pytest.mark.parametrize("seed", [1, 2])
def test_escalation_decides_the_single_tests_the_pass_effort_leaves_open(seed: int, undecided_at_the_pass_effort):
    solution, givens, stats = _run_to_the_end(seed, requeue=True, escalate=True)
    assert stats.hard_removed > 0 and stats.hard_escalated > 0 and stats.hard_undecided == 0
    assert _needless(solution, givens) == []  # minimal: every given left was shown needed
    assert len(count_solutions(_puzzle(solution, givens)).solutions) == 1


def test_version_7_keeps_every_given_whose_single_test_is_undecided(undecided_at_the_pass_effort):
    """The contrast escalation is for: without it nothing goes when no test decides."""
    solution, givens, stats = _run_to_the_end(1, requeue=True)
    assert stats.hard_removed == 0 and stats.hard_undecided > 0 and stats.hard_escalated == 0
    assert _needless(solution, givens) != []

