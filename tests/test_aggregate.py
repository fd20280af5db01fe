"""Aggregation math and tables on synthetic run records (no solver involved)."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlebench.analysis import stats as S
from puzzlebench.analysis import tables as A
from puzzlebench.engine.run import records
from puzzlebench.engine.run.records import RunRecord


def record(inst: str, variant: str, solver: str, status: str, solve: float, *, repeat: int = 0,
           prune: str | None = None, rows: int = 6, cols: int = 6, label: str | None = None,
           time_limit: float = 60, layer: str = "ortools", permutation: int = 0) -> dict:
    """A self-describing record's JSON, as puzzlebench.engine.run.records writes them (run id, label, set, code)."""
    label = label or (variant.split("/")[1] if variant else layer)
    return {
        "record_version": records.RECORD_VERSION, "run_id": f"{inst}__{label}__{layer}-{solver}__r{repeat}{f'p{permutation}' if permutation else ''}",
        "label": label, "set": "s",
        "code": {"puzzlebench": "0.1.0", "commit": "abc", "dirty": False, "formulation": "", "lock": ""},
        "instance": {"id": f"s/{inst}", "loaded": True, "sha256": "0" * 64, "path": f"{inst}.json",
                     "puzzle": variant.split("/")[0] if variant else "galaxies", "rows": rows, "cols": cols,
                     "deduced_share": None, "open_cells": None, "needs_search": None,
                     "largest_galaxy": None},
        "variant": variant, "options": {"prune": prune} if prune else {}, "layer": layer,
        "solver": solver, "solver_version": "1", "solver_build": {}, "solver_options": {}, "status": status, "message": "",
        "times": {"formulate": {"wall": 0.5, "cpu": 0.5}, "translate": {"wall": 0.25, "cpu": 0.2},
                  "solve": {"wall": solve, "cpu": solve}, "check": {"wall": 0.01, "cpu": 0.01}},
        "size": {"variables": 10, "binaries": 10, "integers": 0, "continuous": 0, "constraints": 5, "nonzeros": 30},
        "counters": {"status": "OPTIMAL", "nodes": 3, "iterations": None, "bound": None, "gap": None},
        "stats": {"conflicts": 3}, "solution": None,
        "check": {"valid": status == "solved", "violations": []},
        "versions": {}, "machine": {}, "seed": repeat, "repeat": repeat, "time_limit": time_limit,
        "threads": 1, "started_at": "2026-01-01T00:00:00Z", "permutation": permutation,
    }


def row(*args: Any, **kw: Any) -> dict[str, Any]:
    """The runs-table row of :func:`record`'s record."""
    return A.row_of(RunRecord.from_json(record(*args, **kw)))


def test_synthetic_records_follow_the_record_schema() -> None:
    records.validate(record("p1", "galaxies/flow", "cpsat", "solved", 1.0))
    records.validate(record("p1", "", "sgt", "gave_up", 1.0, layer="sgt"))
    data = record("p1", "galaxies/flow", "cpsat", "solved", 1.0)
    assert RunRecord.from_json(data).to_json() == data  # the JSON is the whole record


def write(dir_: Path, name: str, rec: dict) -> None:
    (dir_ / f"{name}.json").write_text(json.dumps(rec))


def test_shifted_geomean_known_values() -> None:
    assert S.shifted_geomean([5.0]) == pytest.approx(5.0)
    # (10+0)(10+30) = 400 -> sqrt = 20 -> minus shift 10
    assert S.shifted_geomean([0.0, 30.0]) == pytest.approx(10.0)
    assert S.shifted_geomean([1, 2, 3], shift=0) == pytest.approx(6 ** (1 / 3))
    assert math.isnan(S.shifted_geomean([]))


@given(st.lists(st.floats(min_value=0, max_value=1e4), min_size=1, max_size=30))
def test_shifted_geomean_between_min_and_arithmetic_mean(ts: list[float]) -> None:
    g = S.shifted_geomean(ts)
    assert min(ts) - 1e-6 <= g <= float(np.mean(ts)) + 1e-6 * max(1.0, max(ts))


def test_collect_rows_times_and_penalty(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    runs.mkdir()
    write(runs, "a", record("p1", "galaxies/flow", "cpsat", "solved", 2.0, prune="reach",
                            label="flow-prune=reach", time_limit=10))
    write(runs, "b", record("p1", "galaxies/flow", "cpsat", "timeout", 10.0, repeat=1,
                            label="flow-prune=reach", time_limit=10))
    (runs / ".c.json.tmp").write_text("{half")  # an interrupted atomic write is not a record
    df, warnings = A.collect([runs])
    assert len(df) == 2 and warnings == []
    a = df[df["repeat"] == 0].iloc[0]
    assert a.total_s == pytest.approx(2.75) and a.time_s == pytest.approx(2.75)
    assert a.prune == "reach" and a.cells == 36 and a.instance == "s/p1" and a.valid
    assert (a.run_id, a.label, a.set, a.puzzlebench, a.commit) == (
        "p1__flow-prune=reach__ortools-cpsat__r0", "flow-prune=reach", "s", "0.1.0", "abc")
    b = df[df["repeat"] == 1].iloc[0]
    assert b.time_s == 10  # unsolved runs count at the time limit
    assert set(A.COLUMNS) <= set(df.columns)


def test_a_solve_summary_names_the_records_read(tmp_path: Path) -> None:
    """The pipeline hands over the solve steps' summaries: only the records they list are
    read (records of an earlier configuration in the same directory are not), and a listed
    record that is missing is a warning, not a crash."""
    runs = tmp_path / "runs"
    runs.mkdir()
    write(runs, "old", record("p1", "troix/onehot", "cbc", "solved", 1.0, label="old"))
    write(runs, "new", record("p1", "troix/onehot", "cbc", "solved", 1.0, label="new"))
    summary = tmp_path / "ortools.0.json"
    summary.write_text(json.dumps({"shard": "ortools.0", "records": [str(runs / "new.json"),
                                                                     str(runs / "gone.json")]}))
    df, warnings = A.collect([summary])
    assert list(df.label) == ["new"] and df.record[0] == str(runs / "new.json")
    assert len(warnings) == 1 and "1 listed run(s) have no record" in warnings[0]


def test_baseline_rows_have_no_variant(tmp_path: Path) -> None:
    write(tmp_path, "s", record("p1", "", "sgt", "gave_up", 0.1, layer="sgt", time_limit=5))
    df, _ = A.collect([tmp_path])
    row = df.iloc[0]
    assert (row.variant, row.label, row.layer, row.solver, row.time_s) == ("", "sgt", "sgt", "sgt", 5)


def test_summary_counts_and_statistics() -> None:
    df = pd.DataFrame([
        row("p1", "troix/onehot", "cbc", "solved", 0.25),
        row("p2", "troix/onehot", "cbc", "wrong", 0.25),
        row("p3", "troix/onehot", "cbc", "timeout", 60),
        row("p1", "troix/onehot", "highs", "solved", 4.0),
    ])
    s = A.summarise(df).set_index("solver")
    cbc = s.loc["cbc"]
    assert (cbc.runs, cbc.solved, cbc.wrong, cbc.timeouts, cbc.other) == (3, 1, 1, 1, 0)
    times = [1.0, 60.0, 60.0]  # solved: 0.5 + 0.25 + 0.25; wrong and timeout: the limit
    assert cbc.sgm_s == pytest.approx(S.shifted_geomean(times))
    assert cbc.median_s == 60 and cbc.max_s == 60
    assert s.loc["highs"].sgm_s == pytest.approx(4.75)


def test_performance_profile_ratios() -> None:
    rows = []
    for inst, t_cbc, st_cbc, t_hi in (("p1", 1.0, "solved", 2.0), ("p2", 3.0, "timeout", 1.5)):
        rows.append(row(inst, "troix/onehot", "cbc", st_cbc, t_cbc - 0.75))
        rows.append(row(inst, "troix/onehot", "highs", "solved", t_hi - 0.75))
    prof = S.performance_profile(S.per_instance(pd.DataFrame(rows))).set_index(["instance", "config"])["ratio"]
    assert prof[("s/p1", "onehot / ortools/cbc")] == pytest.approx(1.0)
    assert prof[("s/p1", "onehot / ortools/highs")] == pytest.approx(2.0)
    assert math.isinf(prof[("s/p2", "onehot / ortools/cbc")])
    assert prof[("s/p2", "onehot / ortools/highs")] == pytest.approx(1.0)


def test_summary_and_ranking_share_one_shifted_geomean(monkeypatch: pytest.MonkeyPatch) -> None:
    """The summary table and the findings' ranking (and so the heat map, which draws the
    ranking) call the one definition, puzzlebench.analysis.stats.shifted_geomean: replace
    it and both change; no other analysis module defines one."""
    df = pd.DataFrame([row(i, "troix/onehot", "cbc", "solved", t) for i, t in (("p1", 0.25), ("p2", 1.25))])
    assert A.summarise(df)["sgm_s"].iloc[0] == pytest.approx(S.shifted_geomean([1.0, 2.0]))
    assert S.ranking(S.per_instance(df))["sgm_10s"].iloc[0] == pytest.approx(S.shifted_geomean([1.0, 2.0]))
    monkeypatch.setattr(S, "shifted_geomean", lambda values, shift=S.SHIFT: 42.0 + shift)
    assert A.summarise(df)["sgm_s"].iloc[0] == 52.0
    assert S.ranking(S.per_instance(df), (S.SHIFT, 1.0))[["sgm_10s", "sgm_1s"]].iloc[0].tolist() == [52.0, 43.0]
    analysis = Path(A.__file__).resolve().parent
    assert [p.name for p in sorted(analysis.glob("*.py")) if "def shifted_geomean" in p.read_text()] == ["stats.py"]


def test_tables_written(tmp_path: Path) -> None:
    df = pd.DataFrame([row("p_1", "galaxies/flow", "cpsat", "solved", 1.0, label="flow_x")])
    paths = A.write_all(df, tmp_path)
    back = pd.read_parquet(paths["runs_parquet"])
    assert len(back) == 1 and back.status[0] == "solved"
    tex = paths["summary_tex"].read_text()
    assert "\\toprule" in tex and "\\bottomrule" in tex and "flow\\_x" in tex
    md = paths["summary_md"].read_text().splitlines()
    assert md[0].startswith("| puzzle | variant | layer | solver | runs |") and len(md) == 3


def test_structure_and_experiment_columns(tmp_path: Path) -> None:
    """Each row says its instance's galaxy-size class (from the record's largest galaxy)
    and hardness class (the instance's deduced share, else the most its runs' own deduction
    settled), and the experiment it belongs to (the pipeline passes the name)."""
    runs = tmp_path / "runs"
    runs.mkdir()
    for name, largest, share in (("a", 12, 1.0), ("b", 13, 0.8), ("c", 25, 0.5), ("d", None, None)):
        rec = record(name, "galaxies/flow", "cpsat", "solved", 1.0)
        rec["instance"].update(largest_galaxy=largest, deduced_share=share)
        write(runs, name, rec)
    deducing = record("d", "galaxies/cuts", "cpsat", "solved", 1.0)
    deducing["stats"]["deduced_share"] = 0.9  # a run's own deduction: the instance's share when it has none
    write(runs, "d-cuts", deducing)
    write(runs, "t", record("t", "troix/onehot", "cpsat", "solved", 1.0))
    df, _ = A.aggregate([runs], tmp_path, experiment="smoke")
    got = df.drop_duplicates("instance").set_index("instance")
    assert got["galaxy_size_class"].to_dict() == {
        "s/a": "largest galaxy <= 12 cells", "s/b": "largest galaxy 13-24 cells", "s/c": "largest galaxy > 24 cells",
        "s/d": "unknown", "s/t": "not applicable"}
    assert got.loc[["s/a", "s/b", "s/c", "s/d"], "hardness_class"].tolist() == [
        "deduction settles all", "deduction leaves < 1/3 open", "deduction leaves >= 1/3 open",
        "deduction leaves < 1/3 open"]
    assert set(df["experiment"]) == {"smoke"}
    back = pd.read_csv(tmp_path / "runs.csv")
    assert set(A.STRUCTURE_COLUMNS + ["experiment"]) <= set(back.columns) and set(back["experiment"]) == {"smoke"}
    assert back["galaxy_size_class"].notna().all() and back["hardness_class"].notna().all()  # no class reads as NaN
    assert A.experiment_of(tmp_path) == tmp_path.name  # no experiment.yaml: the folder's name
    (tmp_path / "experiment.yaml").write_text("experiment: grid\ntime_limit: 20\n")
    assert A.experiment_of(tmp_path) == "grid"
