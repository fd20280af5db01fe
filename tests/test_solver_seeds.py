"""Solver seeds as an axis beside row/column orders (``solver_seeds: K``): the plan gives K
seeds to every MIP run of a pair that takes one and one to the rest, each with its own
seed, seed index, run id and record; a tiny real run carries the index into runs.csv."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlebench.analysis.tables import collect, row_of
from puzzlebench.analysis.variability import splits
from puzzlebench.engine.experiment import plan as P
from puzzlebench.engine.experiment.design import RunDesign
from puzzlebench.engine.run import records
from puzzlebench.engine.run.runner import run_spec
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.models.backends import get_adapter, pairs
from puzzlebench.models.backends.ortools_layer import _Linear
from puzzlebench.models.backends.pyomo_layer import _Contrib

ROOT = Path(__file__).resolve().parents[1]
TROIX = {"id": "t/a", "path": str(ROOT / "instances" / "troix" / "troix-6x6-s1.json"), "puzzle": "troix",
         "set": "t", "sha256": "3"}
GALAXIES = {"id": "g/a", "path": "g/a.json", "puzzle": "galaxies", "set": "g", "sha256": "1"}
CONFIG = {
    "variants": [{"variant": "troix/onehot"}, {"variant": "galaxies/flow"}],
    "solvers": [{"layer": "ortools", "solver": "cpsat"}, {"layer": "pulp", "solver": "glpk"},
                {"layer": "sgt", "solver": "sgt"}],
    "repeats": 2, "time_limit": 5, "threads": 1, "seed": 7, "shards": 1, "permute": 1, "solver_seeds": 3,
}


def test_seeded_pairs_get_k_seeds_and_the_rest_one(tmp_path: Path) -> None:
    specs = P.expand(CONFIG, [TROIX, GALAXIES], tmp_path)
    by_pair: dict[tuple[str, str], list] = {}
    for s in specs:
        by_pair.setdefault((s.layer, s.solver), []).append(s)
    # cpsat: 2 instances x 2 repeats x 2 orders x 3 seeds; glpk (no seed): x 1 seed; sgt: galaxies, 2 repeats
    assert len(by_pair["ortools", "cpsat"]) == 2 * 2 * 2 * 3
    assert len(by_pair["pulp", "glpk"]) == 2 * 2 * 2
    assert len(by_pair["sgt", "sgt"]) == 2
    assert {s.seed_index for s in by_pair["ortools", "cpsat"]} == {0, 1, 2}
    assert {s.seed_index for s in specs if s.solver != "cpsat"} == {0}
    assert len({s.id for s in specs}) == len(specs)  # every run its own record
    cpsat = by_pair["ortools", "cpsat"]
    seeds = {(s.repeat, s.seed_index): s.seed for s in cpsat}
    assert seeds == {(r, k): 7 + r + 2 * k for r in range(2) for k in range(3)}
    assert len(set(seeds.values())) == 6  # distinct for every (repeat, seed index)
    first = [s for s in cpsat if s.seed_index == 0]
    assert all("s0" not in s.id.split("__")[3] for s in first)  # index 0 keeps the old id
    assert all(s.id.split("__")[3].endswith(f"s{s.seed_index}") for s in cpsat if s.seed_index)


def test_one_seed_is_the_old_plan(tmp_path: Path) -> None:
    old = P.expand({k: v for k, v in CONFIG.items() if k != "solver_seeds"}, [TROIX], tmp_path)
    assert old == P.expand({**CONFIG, "solver_seeds": 1}, [TROIX], tmp_path)
    assert {s.seed_index for s in old} == {0}


@pytest.mark.parametrize("bad", [0, -1, 1001, 2.5, True, "3"])
def test_solver_seeds_out_of_bounds_is_one_line(bad: object) -> None:
    with pytest.raises(PuzzleInputError, match="solver_seeds"):
        RunDesign.from_config({**CONFIG, "solver_seeds": bad})


def test_an_adapter_says_seeded_only_when_the_seed_reaches_its_solver() -> None:
    for layer, solver in pairs():
        a = get_adapter(layer, solver)
        if isinstance(a, _Linear):  # pywraplp: a parameter string, refused by CBC and HiGHS
            assert a.seeded == (solver == "scip"), (layer, solver)
        elif isinstance(a, _Contrib):
            assert a.seeded == bool(a.seed_option)
        elif solver == "glpk":
            assert not a.seeded
    assert get_adapter("ortools", "cpsat").seeded and get_adapter("pulp", "cbc").seeded


def test_a_tiny_real_run_carries_its_seed_index_into_the_record_and_table(tmp_path: Path) -> None:
    config = {**CONFIG, "variants": [{"variant": "troix/onehot"}], "solvers": [{"layer": "ortools", "solver": "cpsat"}],
              "repeats": 1, "permute": 1, "solver_seeds": 2}
    specs = P.expand(config, [TROIX], tmp_path)
    assert [(s.permutation, s.seed_index) for s in specs] == [(0, 0), (0, 1), (1, 0), (1, 1)]
    for s in specs:
        rec = run_spec(s)
        assert rec.status == records.RunStatus.SOLVED, rec.message
        records.write_atomic(s.record, rec)
        back = records.read(s.record)
        assert (back.seed_index, back.seed) == (s.seed_index, s.seed)
        assert row_of(back)["seed_index"] == s.seed_index
    df, notes = collect([tmp_path])
    assert notes == [] and sorted(df["seed_index"]) == [0, 0, 1, 1]
    [split] = splits(df)  # the real runs' spread, split (the shares are what they are; they add up)
    assert (split.permutations, split.seeds, split.instances) == (2, 2, 1)
    assert split.permutation_share + split.seed_share + split.interaction_share == pytest.approx(1.0)
    assert "seed_index" not in records.read(specs[0].record).to_json()  # index 0: the record as before
    older = records.read(specs[1].record).to_json()
    del older["seed_index"]  # a record without the field: index 0
    assert records.RunRecord.from_json(older).seed_index == 0
