"""The uniqueness verdict of a settled Galaxies puzzle (no solver): the certificate's verdict, its own route."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import galaxies_instances, solved_galaxies

from puzzlebench.engine.generate.settled import ROUTE, settled_verdict
from puzzlebench.engine.generate.uniqueness import count_solutions
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(galaxies_instances(max_side=4), solved_galaxies(max_side=6)))
def test_a_settled_verdict_is_the_certificates(inst: GalaxiesInstance) -> None:
    """Random dots (mostly no solution, some unique) and random tilings (mostly unique, a few
    left open): wherever the deduction gives a verdict, the CP-SAT certificate gives the
    same one, with the same solution; elsewhere ``settled=True`` is the certificate."""
    mine = settled_verdict(inst)
    cert = count_solutions(inst, limit=2, time_limit=60)
    if mine is None:
        assert count_solutions(inst, limit=2, time_limit=60, settled=True).route == cert.route
        return
    assert mine.verdict == cert.verdict, (inst, mine.message, cert.summary())
    assert mine.solutions == cert.solutions
    assert mine.route == ROUTE and mine.solves == 0


@settings(max_examples=100, deadline=None)
@given(solved_galaxies(max_side=6))
def test_a_solvable_puzzle_is_never_called_impossible(inst: GalaxiesInstance) -> None:
    mine = settled_verdict(inst)
    if mine is not None:
        assert mine.verdict == "unique", mine.message
        assert mine.solutions == [inst.solution]


def test_janko_puzzles_are_settled_and_unique(janko_path: Path) -> None:
    """Deduction settles the janko puzzles (all but a few): those get ``unique`` with the
    stored solution, through ``count_solutions(settled=True)`` too, with no solve and their
    own route; the default certificate keeps its route."""
    from puzzlebench.instances.io import load_all

    janko, _ = load_all(janko_path)
    settled = 0
    for inst in janko[::9]:
        mine = settled_verdict(inst)
        if mine is None:
            continue
        settled += 1
        assert mine.verdict == "unique" and mine.solutions == [inst.solution], inst.name
    assert settled >= 50
    inst = next(i for i in janko if i.rows * i.cols == 720)
    via = count_solutions(inst, limit=2, settled=True)
    assert via.route == ROUTE and via.solves == 0 and via.verdict == "unique"
    cert = count_solutions(inst, limit=2)
    assert cert.route != ROUTE and cert.solves == 2 and cert.solutions == via.solutions


def test_an_impossible_puzzle_has_no_solution() -> None:
    inst = GalaxiesInstance(3, 3, ((3, 3), (1, 4), (4, 1), (3, 5), (5, 3)))
    mine = settled_verdict(inst)
    assert mine is not None and mine.verdict == "none" and "no galaxy" in mine.message
    assert count_solutions(inst, limit=2).verdict == "none"


def test_only_galaxies_and_limit_two() -> None:
    assert settled_verdict(TroixInstance(3, 3, ("...", "...", "..."))) is None
    inst = GalaxiesInstance(1, 2, ((1, 2),))
    assert count_solutions(inst, limit=1, settled=True).route != ROUTE  # limit 1 asks for no proof
    assert count_solutions(inst, limit=2, settled=True).route == ROUTE
