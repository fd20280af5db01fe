"""The solver's counters, typed (record version 5): what each layer's run records as its
status, nodes, iterations, bound and gap; version-4 records (written by the version-4 code,
tests/data/records_v4) read with the per-layer keys moved into ``counters``; any counters
round-trip through the record's JSON; the root rounds ask the adapter, not its name."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from conftest import REFERENCE, need_shared
from hypothesis import given
from hypothesis import strategies as st
from test_aggregate import record

from puzzlebench.analysis import tables as A
from puzzlebench.engine.run import records
from puzzlebench.engine.run.records import InvalidRecord, RunRecord, RunStatus
from puzzlebench.models.counters import TYPED, SolverCounters

V4 = sorted((Path(__file__).parent / "data" / "records_v4").glob("*.json"))
"""Version-4 records of one Galaxies 12x12 puzzle, one per layer/solver (and the multipuzzle
baseline), as the version-4 code wrote them."""
MOVED = (*records.V4_STATUS_KEYS, "nodes", "iterations", "bound", "gap")

# what each fixture's solver said, in its own words (pywraplp's and Gurobi's were numbers in
# version 4: their code, as text, is what the upgrade can honestly say)
V4_STATUS = {"multipuzzle": "OPTIMAL", "native-gurobi": "2", "native-highs": "Optimal", "native-scip": "optimal",
             "ortools-cpsat": "OPTIMAL", "ortools-scip": "0", "pulp-cbc": "Optimal",
             "pyomo-highs": "convergenceCriteriaSatisfied"}


def _pair(path: Path) -> str:
    return path.stem.split("__")[1]


def test_the_fixtures_are_real_version_4_records() -> None:
    assert {_pair(p) for p in V4} == set(V4_STATUS)
    for path in V4:
        data = json.loads(path.read_text())
        assert data["record_version"] == 4 and "counters" not in data and data["status"] == "solved"
        assert sum(k in data["stats"] for k in records.V4_STATUS_KEYS) == 1  # one status key each


@pytest.mark.parametrize("path", V4, ids=[_pair(p) for p in V4])
def test_a_version_4_record_reads_with_its_counters_typed(path: Path) -> None:
    old = json.loads(path.read_text())
    rec = records.read(path)
    new = rec.to_json()
    assert new["record_version"] == records.RECORD_VERSION == 5
    records.validate(new)
    c = rec.counters
    assert c.status == V4_STATUS[_pair(path)]
    for name in ("nodes", "iterations"):  # counts as ints (Gurobi's were floats), absent stays None
        was = old["stats"].get(name)
        assert getattr(c, name) == (None if was is None else int(was))
        assert getattr(c, name) is None or type(getattr(c, name)) is int
    for name in ("bound", "gap"):
        assert getattr(c, name) == old["stats"].get(name)
    # every other statistic stays, under its name; the moved ones are nowhere else
    assert rec.stats == {k: v for k, v in old["stats"].items() if k not in MOVED}
    assert not set(rec.stats) & set(MOVED)
    for key in old:  # and nothing else changed
        if key not in ("record_version", "stats"):
            assert new[key] == old[key], key
    assert RunRecord.from_json(json.loads(json.dumps(new))) == rec  # version 5 round trip


def test_the_upgraded_counters_fill_the_runs_table() -> None:
    df, warnings = A.collect([V4[0].parent])
    assert warnings == [] and len(df) == len(V4)
    by_pair = {f"{r.layer}-{r.solver}" if r.layer != "multipuzzle" else "multipuzzle": r for r in df.itertuples()}
    assert {k: r.solver_status for k, r in by_pair.items()} == V4_STATUS
    cpsat = by_pair["ortools-cpsat"]
    assert (cpsat.nodes, cpsat.iterations, cpsat.gap, cpsat.bound) == (35, 15, 0.0, 0.0)
    assert math.isnan(by_pair["multipuzzle"].nodes)  # the baseline counts branches, under its own name


def test_a_version_4_record_is_rerun_on_resume(tmp_path: Path) -> None:
    target = tmp_path / "r.json"
    target.write_text(V4[0].read_text())
    assert not records.is_complete(target)  # readable, but made under the old contract, as at every bump


def test_a_version_5_record_keeps_no_counter_in_stats() -> None:
    data = record("p", "galaxies/flow", "cpsat", "solved", 1.0)
    for name in TYPED:
        bad = {**data, "stats": {**data["stats"], name: 1}}
        with pytest.raises(InvalidRecord):
            RunRecord.from_json(bad)
    with pytest.raises(InvalidRecord):  # a count is not negative, and the five are all there
        RunRecord.from_json({**data, "counters": {**data["counters"], "nodes": -1}})
    with pytest.raises(InvalidRecord):
        RunRecord.from_json({**data, "counters": {"status": "OPTIMAL"}})


_TEXT = st.one_of(st.none(), st.text(max_size=30))
_COUNT = st.one_of(st.none(), st.integers(min_value=0, max_value=2**53))
_REAL = st.one_of(st.none(), st.floats(allow_nan=False, allow_infinity=False))


@given(status=_TEXT, nodes=_COUNT, iterations=_COUNT, bound=_REAL, gap=_REAL)
def test_counters_round_trip_through_the_record_json(status: str | None, nodes: int | None,
                                                     iterations: int | None, bound: float | None,
                                                     gap: float | None) -> None:
    counters = SolverCounters(status, nodes, iterations, bound, gap)
    rec = RunRecord.from_json(record("p", "galaxies/flow", "cpsat", "solved", 1.0))
    rec.counters = counters
    back = RunRecord.from_json(json.loads(json.dumps(rec.to_json(), allow_nan=False)))
    assert back.counters == counters and back.counters.to_json() == dict(zip(
        TYPED, (status, nodes, iterations, bound, gap), strict=True))


@given(st.dictionaries(st.sampled_from(["nodes", "iterations", "bound", "gap", "cuts", "solver_wall"]),
                       st.one_of(st.none(), st.booleans(), st.integers(-5, 10**6), st.floats(), st.text(max_size=5))))
def test_counters_of_what_a_layer_read_keep_only_honest_numbers(found: dict[str, Any]) -> None:
    """Whatever a layer read, the typed fields hold finite numbers (counts whole and not
    negative) or None, and the rest is kept as extra, unchanged."""
    c = SolverCounters.of("x", found)
    for name in ("nodes", "iterations"):
        v = getattr(c, name)
        assert v is None or (type(v) is int and v >= 0)
    for name in ("bound", "gap"):
        v = getattr(c, name)
        assert v is None or (type(v) is float and math.isfinite(v))
    assert c.extra == {k: v for k, v in found.items() if k not in TYPED}
    assert SolverCounters.from_json(c.to_json()) == c.typed()


def test_rounds_add_counts_and_keep_the_last_status() -> None:
    first = SolverCounters("Optimal", 3, 100, 0.0, 0.0, {"cuts": 2, "solver_wall": 1.0, "word": "a"})
    then = first.then(SolverCounters("Time limit reached", None, 50, -1.0, 0.5,
                                     {"cuts": 5, "solver_wall": 0.25, "word": "b"}), frozenset({"solver_wall"}))
    assert then == SolverCounters("Time limit reached", 3, 150, -1.0, 0.5, {"cuts": 7, "solver_wall": 0.25, "word": "b"})
    with pytest.raises(ValueError, match="typed"):
        SolverCounters(extra={"nodes": 1})


# ---- real runs: each layer's record says what its solver said -------------------------------
LAYERS = [("native", "highs", "galaxies/flow", {"Optimal"}), ("pulp", "cbc", "galaxies/flow", {"Optimal"}),
          ("ortools", "cpsat", "galaxies/flow", {"OPTIMAL"}), ("pyomo", "highs", "galaxies/flow",
                                                              {"convergenceCriteriaSatisfied"}),
          ("native", "scip", "galaxies/cuts", {"optimal"})]


@pytest.fixture(scope="module")
def layer_runs(tmp_path_factory: pytest.TempPathFactory) -> list[RunRecord]:
    from puzzlebench.engine.run.spec import RunSpec
    from puzzlebench.engine.run.workers import run_many

    puzzle = need_shared(REFERENCE / "galaxies" / "puzzle_1.json")
    specs = [RunSpec.for_file(puzzle, variant, layer, solver, 60.0,
                              options={"cut_loop": "callback"} if variant == "galaxies/cuts" else {})
             for layer, solver, variant, _ in LAYERS]
    return [records.read(p) for p in run_many(specs, tmp_path_factory.mktemp("counters"), grace=30.0)]


@pytest.mark.parametrize("k", range(len(LAYERS)), ids=[f"{la}-{so}" for la, so, _, _ in LAYERS])
def test_each_layers_run_records_its_solvers_status(layer_runs: list[RunRecord], k: int) -> None:
    layer, solver, _, words = LAYERS[k]
    rec = layer_runs[k]
    assert (rec.layer, rec.solver) == (layer, solver)
    assert rec.status == RunStatus.SOLVED, rec.message  # the checker accepted the answer
    assert rec.counters.status in words  # the solver's own word, typed, in one place
    assert not set(rec.stats) & set(MOVED)  # no layer's old key is left in stats
    assert rec.counters.nodes is not None and rec.counters.gap in (0.0, None)
    if (layer, solver) == ("native", "scip"):  # branch-and-cut: the solver's and the separator's counts
        assert rec.stats["cut_loop"] == "callback" and rec.stats["lazy_callbacks"] >= 1


def test_root_rounds_ask_the_adapter_whether_it_solves_an_lp(monkeypatch: pytest.MonkeyPatch) -> None:
    """The LP rounds before the integer loop run for a solver whose adapter says it solves an
    LP, whatever its name: CP-SAT's adapters say it does not, and HiGHS made to say so
    skips them too."""
    import puzzlebench as pb
    from puzzlebench.engine.run.runner import SolverCall, solve_loop
    from puzzlebench.models.backends import get_adapter

    assert not get_adapter("ortools", "cpsat").solves_lp and not get_adapter("native", "cpsat").solves_lp
    assert get_adapter("native", "highs").solves_lp and get_adapter("pulp", "cbc").solves_lp
    inst = pb.load_instance(Path(__file__).resolve().parents[1] / "instances" / "galaxies" / "galaxies-7x7-s1.json")
    form = pb.build_model(inst, "galaxies/cuts", root_rounds=2)
    asked = solve_loop(form, SolverCall("native", "highs", 30.0), lazy=True)
    assert asked.stats["root_rounds"] >= 1
    monkeypatch.setattr(get_adapter("native", "highs"), "solves_lp", False)
    skipped = solve_loop(form, SolverCall("native", "highs", 30.0), lazy=True)
    assert "root_rounds" not in skipped.stats and skipped.outcome.has_point
