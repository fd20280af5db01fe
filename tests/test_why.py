"""'Why' statistics (nodes, LP iterations, gap, bound, cuts, rounds) in every record for
every (layer, solver) that reports them: the log parsers on real log excerpts, and one
solve per pair through the workers (one process per layer) on a reference Galaxies."""

from __future__ import annotations

from functools import cache

import pytest
from conftest import REFERENCE

from puzzlebench.analysis import tables as A
from puzzlebench.engine.run.records import RunRecord, RunStatus
from puzzlebench.models.backends import why

# What each pair reports (puzzlebench/models/backends/why.py's table); glpk reports none of them
EXPECTED = {
    ("ortools", "cpsat"): {"nodes", "iterations", "bound", "gap", "conflicts"},
    ("ortools", "scip"): {"nodes", "iterations", "bound"},
    ("ortools", "highs"): {"nodes", "iterations", "bound"},
    ("ortools", "cbc"): {"nodes", "iterations", "bound"},
    ("pyomo", "highs"): {"nodes", "iterations", "bound", "gap", "solver_cuts"},
    ("pyomo", "scip"): {"nodes", "iterations", "bound", "gap", "solver_cuts", "separation_rounds"},
    ("pyomo", "cbc"): {"nodes", "iterations", "gap", "solver_cuts"},
    ("pulp", "highs"): {"nodes", "iterations", "bound", "gap"},
    ("pulp", "scip"): {"nodes", "iterations", "bound", "gap", "solver_cuts", "separation_rounds"},
    ("pulp", "cbc"): {"nodes", "iterations", "gap", "solver_cuts"},
    ("pulp", "glpk"): set(),
    ("pyomo", "glpk"): set(),
}
COLUMN = {"solver_cuts": "solver_cuts", "separation_rounds": "separation_rounds"}

HIGHS = """
        Nodes      |    B&B Tree     |            Objective Bounds              |  Dynamic Constraints |       Work
Src  Proc. InQueue |  Leaves   Expl. | BestBound       BestSol              Gap |   Cuts   InLp Confl. | LpIters     Time
         0       0         0   0.00%   0               inf                  inf        0      0      0         0     0.0s
 T      12       0         5  100.00%  0               0                  0.00%       17      3     10       412     0.1s
Solving report
  Status            Optimal
  Dual bound        0
  Gap               0% (tolerance: 0.01%)
  Nodes             12
  LP iterations     412
"""
SCIP = """ time | node  | left  |LP iter|LP it/n|mem/heur|mdpt |vars |cons |rows |cuts |sepa|confs|strbr|  dualbound   | primalbound  |  gap   | compl.
  0.1s|     1 |     0 |  1.2k |     - |  2339k |   0 |  11 |   5 |   5 |  23 |  4 |   0 |   0 | 0.000000e+00 | 0.000000e+00 |   0.00%| unknown
Solving Nodes      : 7
Dual Bound         : +0.00000000000000e+00
Gap                : 0.00 %
"""
CBC = """Cbc0014I Cut generator 0 (Probing) - 12 row cuts average 2.0 elements, 0 column cuts (0 active)
Cbc0014I Cut generator 1 (Gomory) - 5 row cuts average 20.1 elements, 0 column cuts (0 active)
Cbc0010I After 0 nodes, 1 on tree, 1e+50 best solution, best possible 0 (0.02 seconds)
Result - Optimal solution found
Enumerated nodes:               9
Total iterations:               321
"""


def test_log_parsers_read_real_log_shapes() -> None:
    assert why.highs_log(HIGHS) == {"nodes": 12, "iterations": 412, "bound": 0.0, "gap": 0.0, "solver_cuts": 17}
    assert why.scip_log(SCIP) == {"nodes": 7, "bound": 0.0, "gap": 0.0, "iterations": 1200, "solver_cuts": 23,
                                  "separation_rounds": 4}
    assert why.cbc_log(CBC) == {"nodes": 9, "iterations": 321, "bound": 0.0, "solver_cuts": 17, "gap": 0.0}
    summary = "Probing was tried 3 times and created 12 cuts of which 0 were active\nGomory was tried 1 times and created 2 cuts\n"
    assert why.cbc_log(summary) == {"solver_cuts": 14}
    assert why.highs_log("") == why.scip_log("garbage | x") == why.cbc_log("") == {}
    assert why.highspy_info(None) == {} and why.pyscipopt_info(None) == {}


@cache
def _records(out_dir: str) -> dict[tuple[str, str], RunRecord]:
    from puzzlebench.engine.run import records
    from puzzlebench.engine.run.spec import RunSpec
    from puzzlebench.engine.run.workers import run_many

    pairs = sorted(EXPECTED)
    specs = [RunSpec.for_file(REFERENCE / "galaxies" / "puzzle_2.json", "galaxies/flow", layer, solver, 60.0,
                              options={"prune": "basic"}) for layer, solver in pairs]
    paths = run_many(specs, out_dir, grace=30.0)
    return {pair: records.read(p) for pair, p in zip(pairs, paths, strict=True)}


@pytest.mark.slow
@pytest.mark.parametrize("pair", sorted(EXPECTED), ids=lambda p: "/".join(p))
def test_every_pair_records_what_it_reports(pair: tuple[str, str], tmp_path_factory: pytest.TempPathFactory) -> None:
    if not REFERENCE.exists():
        pytest.skip(f"{REFERENCE} not found")
    rec = _records(str(tmp_path_factory.getbasetemp() / "why"))[pair]
    if rec.status == RunStatus.ERROR and "not available" in rec.message:
        pytest.skip(rec.message)
    assert rec.status == RunStatus.SOLVED, rec.message
    said = {**rec.stats, **rec.counters.to_json()}  # nodes, iterations, bound, gap: the typed counters
    assert rec.counters.status  # every pair that ran says its own status
    got = {k for k in ("nodes", "iterations", "bound", "gap", "conflicts", "solver_cuts", "separation_rounds")
           if isinstance(said.get(k), int | float)}
    assert got >= EXPECTED[pair], f"{pair}: missing {EXPECTED[pair] - got}"
    row = A.row_of(rec)
    for k in EXPECTED[pair]:  # and the runs table carries them
        assert row[COLUMN.get(k, k)] is not None, k
