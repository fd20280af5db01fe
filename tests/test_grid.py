"""Parameter grids (puzzlebench.engine.experiment.grid), the plan they make, and the tables grouped by parameter."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st
from pipeline_helpers import snakemake, tiny_config
from test_aggregate import record

from puzzlebench.analysis import tables as A
from puzzlebench.engine.experiment.grid import (
    GridError,
    combinations,
    expand_solvers,
    expand_variants,
)
from puzzlebench.engine.experiment.plan import expand

ROOT = Path(__file__).resolve().parents[1]


def test_lists_expand_to_their_product_minus_exclude() -> None:
    entry = {"variant": "galaxies/flow", "label": "flow", "options": {"prune": ["basic", "reach"], "pairs": [False, True],
                                                                       "deduce": True},
             "exclude": [{"prune": "basic", "pairs": True}]}
    plain = expand_variants([entry])
    assert [v["options"] for v in plain] == [
        {"prune": "basic", "pairs": False, "deduce": True},
        {"prune": "reach", "pairs": False, "deduce": True},
        {"prune": "reach", "pairs": True, "deduce": True},
    ]
    assert [v["label"] for v in plain] == ["flow-prune_basic", "flow-prune_reach", "flow-pairs-prune_reach"]
    assert expand_variants([{"variant": "troix/onehot"}]) == [{"variant": "troix/onehot", "options": {}}]


@given(st.lists(st.integers(1, 3), min_size=0, max_size=3), st.data())
def test_grid_size_is_the_product_less_the_excluded(sizes: list[int], data: st.DataObject) -> None:
    options = {f"o{k}": list(range(n)) for k, n in enumerate(sizes)}
    excluded = data.draw(st.lists(st.fixed_dictionaries({k: st.sampled_from(v) for k, v in options.items()}),
                                  max_size=2)) if options else []
    full = math.prod(sizes)
    gone = {tuple(sorted(e.items())) for e in excluded}
    if len(gone) >= full:
        with pytest.raises(GridError):
            combinations(options, excluded)
        return
    combos = combinations(options, excluded)
    assert len(combos) == full - len(gone)
    assert len({tuple(sorted(c.items())) for c in combos}) == len(combos)


@pytest.mark.parametrize(("options", "exclude", "message"), [
    ({"prune": []}, [], "empty list"),
    ({"prune": ["basic", "reach"]}, [{"pairs": True}], "does not vary"),
    ({"prune": ["basic"]}, [{"prune": "basic"}], "no combination"),
])
def test_bad_grids_are_refused(options: dict, exclude: list, message: str) -> None:
    with pytest.raises(GridError, match=message):
        combinations(options, exclude)


def test_the_plan_runs_every_point_of_both_grids() -> None:
    config = {"variants": [{"variant": "galaxies/flow", "options": {"prune": ["basic", "reach"], "pairs": [False, True]}}],
              "solvers": [{"layer": "pyomo", "solver": "highs", "options": {"presolve": ["on", "off"]}},
                          {"layer": "sgt", "solver": "sgt"}],
              "repeats": 2, "time_limit": 5, "threads": 1, "seed": 3, "shards": 1}
    inst = [{"id": "s/g", "path": "g.json", "puzzle": "galaxies", "sha256": "0" * 64, "set": "s"}]
    specs = expand(config, inst, "runs")
    mip = [s for s in specs if s.variant]
    assert len(mip) == 4 * 2 * 2 and len(specs) == len(mip) + 2  # sgt: once per repeat, no options
    assert len({s.id for s in specs}) == len(specs)
    assert {s.solver_options["presolve"] for s in mip} == {"on", "off"}
    assert {s.seed for s in specs} == {3, 4}  # repeat k uses seed + k
    assert all(not s.solver_options for s in specs if not s.variant)
    assert expand_solvers(config["solvers"])[2] == {"layer": "sgt", "solver": "sgt", "options": {}}


def _rec(run: str, prune: str, pairs: bool, presolve: str | None, solve: float) -> dict:
    rec = record(run, "galaxies/flow", "highs", "solved", solve, rows=5, cols=5, label="flow", time_limit=10,
                 layer="pyomo")
    rec["times"] = {step: {"wall": solve if step == "solve" else 0.0, "cpu": 0.0} for step in rec["times"]}
    rec.update(run_id=run, options={"prune": prune, "pairs": pairs},
               solver_options={"presolve": presolve} if presolve else {})
    return rec


def test_tables_have_a_column_per_parameter_and_group_by_each(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    runs.mkdir()
    recs = [_rec(f"r{k}", prune, pairs, presolve, 1.0 + k)
            for k, (prune, pairs, presolve) in enumerate(
                [("basic", False, "on"), ("basic", True, "off"), ("reach", False, "on"), ("reach", True, None)])]
    for r in recs:
        (runs / f"{r['run_id']}.json").write_text(json.dumps(r))
    df, _ = A.aggregate([runs], tmp_path / "out")
    assert {"option_prune", "option_pairs", "solver_option_presolve", "solver_label"} <= set(df.columns)
    assert set(df["solver_label"]) == {"highs-presolve_on", "highs-presolve_off", "highs"}
    by = A.summary_by_parameter(df)
    assert set(by["parameter"]) == {"option_prune", "option_pairs", "solver_option_presolve"}
    reach = by[(by["parameter"] == "option_prune") & (by["value"] == "reach")].iloc[0]
    assert reach["runs"] == 2 and reach["median_s"] == pytest.approx(3.5)  # runs r2 (3 s) and r3 (4 s)
    summary = A.summarise(df)
    assert "solver_options" in summary.columns and len(summary) == 3  # highs with on / off / none apart
    assert (tmp_path / "out" / "summary_by_parameter.md").read_text().count("| option_prune |") == 2
    back = pd.read_parquet(tmp_path / "out" / "runs.parquet")
    assert list(back["solver_option_presolve"].fillna("-")) == ["on", "off", "on", "-"]


@pytest.mark.slow
def test_an_unknown_solver_option_stops_the_experiment_before_any_run(tmp_path: Path) -> None:
    config = tiny_config(tmp_path, solvers=[{"layer": "pyomo", "solver": "highs", "options": {"presolv": ["on", "off"]}}])
    proc = snakemake(tmp_path, config, "--cores", "2", check=False)
    text = proc.stdout + proc.stderr
    assert proc.returncode != 0 and "Traceback" not in text
    assert "experiment: error: solver pyomo/highs in the experiment: pyomo/highs has no option(s) 'presolv'" in text
    assert not (tmp_path / "results" / "tiny" / "runs").exists()


@pytest.mark.slow
def test_a_grid_experiment_runs_end_to_end_and_its_tables_group_by_each_parameter(tmp_path: Path) -> None:
    """What `make run EXPERIMENT=grid` does (config/grid.yaml), on one sgt-made 5x5: a grid
    over two variant options (one combination excluded) and one HiGHS option."""
    config = tiny_config(
        tmp_path,
        instance_sets=[{"name": "gal", "source": "sgt", "sizes": ["5x5"], "count": 1, "gen_seed": 1}],
        variants=[{"variant": "galaxies/flow", "label": "flow",
                   "options": {"prune": ["basic", "reach"], "pairs": [False, True]},
                   "exclude": [{"prune": "basic", "pairs": True}]}],
        solvers=[{"layer": "pyomo", "solver": "highs", "options": {"presolve": ["on", "off"]}}],
        sample_pictures=1,
    )
    snakemake(tmp_path, config, "--cores", "2")
    out = tmp_path / "results" / "tiny"
    runs = pd.read_csv(out / "runs.csv")
    assert len(runs) == 3 * 2 and set(runs["status"]) == {"solved"}
    assert set(runs["solver_label"]) == {"highs-presolve_on", "highs-presolve_off"}
    assert len(list((out / "models").iterdir())) == 3  # formulate: one model directory per grid point
    by = pd.read_csv(out / "summary_by_parameter.csv")
    groups = by.groupby("parameter")["runs"].apply(list).to_dict()
    assert groups == {"option_pairs": [4, 2], "option_prune": [2, 4], "solver_option_presolve": [3, 3]}
