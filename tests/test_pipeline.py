"""A tiny experiment end to end through Snakemake: tables, figures, report, no-op rerun."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest
import yaml
from pipeline_helpers import ROOT, snakemake, tiny_config

from analysis import tables as A
from engine import plan as P
from instances import io
from instances.checker import check

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def done(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    work = tmp_path_factory.mktemp("pipeline")
    config = tiny_config(work)
    # what `make run` does: the experiment, then its report, in one call
    snakemake(work, config, "--cores", "2", "--report", "results/tiny/report.html", "--report-after-run")
    return work, config


def test_outputs_exist(done: tuple[Path, Path]) -> None:
    out = done[0] / "results" / "tiny"
    for name in ("runs.csv", "runs.parquet", "summary.csv", "summary.md", "summary.tex"):
        assert (out / name).stat().st_size > 0, name
    for stem in ("profile", "scaling", "model_size", "heatmap", "samples"):
        for fmt in ("png", "svg"):
            assert (out / "figures" / f"{stem}.{fmt}").stat().st_size > 1000
    # formulate once: one MPS per instance x variant, with its size record
    mps = sorted((out / "models").rglob("*.mps"))
    assert len(mps) == 4 and all(m.with_suffix(".json").exists() for m in mps)


def test_one_row_per_run_with_allowed_statuses(done: tuple[Path, Path]) -> None:
    work, config = done
    out = work / "results" / "tiny"
    df = pd.read_csv(out / "runs.csv")
    assert set(A.COLUMNS) <= set(df.columns)
    for col in ("instance", "puzzle", "rows", "cols", "variant", "prune", "layer", "solver", "repeat",
                "status", "formulate_s", "solve_s", "total_s", "variables", "constraints", "nonzeros"):
        assert col in df.columns
    cfg = yaml.safe_load(config.read_text())
    manifests = [json.loads(p.read_text()) for p in (out / "instances").glob("*.json")]
    n_inst = {pz: sum(1 for m in manifests for e in m["instances"] if e["puzzle"] == pz)
              for pz in ("troix", "galaxies")}
    mip = [s for s in cfg["solvers"] if s["layer"] not in P.NON_MIP_LAYERS]
    per_repeat = sum(n_inst[P.variant_puzzle(v)] for v in cfg["variants"]) * len(mip)
    per_repeat += n_inst["galaxies"] * (len(cfg["solvers"]) - len(mip))  # sgt: once per puzzle
    assert len(df) == per_repeat * cfg["repeats"] == 10
    assert set(df.loc[df["layer"] == "sgt", "label"]) == {"sgt"}
    key = ["instance", "label", "layer", "solver", "repeat"]
    assert not df.duplicated(key).any()
    assert set(df["status"]) <= set(A.STATUSES)


def test_every_solved_row_is_checked_valid(done: tuple[Path, Path]) -> None:
    df = pd.read_csv(done[0] / "results" / "tiny" / "runs.csv")
    solved = df[df["status"] == "solved"]
    assert len(solved) > 0
    for _, row in solved.iterrows():
        rec = json.loads((done[0] / row["record"]).read_text())
        assert rec["check"]["valid"] is True
        instance = io.load(done[0] / row["instance_path"])
        assert check(instance, rec["solution"]) == []  # checked again, independently


def test_rerun_does_nothing_and_report_built(done: tuple[Path, Path]) -> None:
    work, config = done
    proc = snakemake(work, config, "--cores", "1", "--dry-run")
    assert "Nothing to be done" in proc.stdout + proc.stderr
    report = work / "results" / "tiny" / "report.html"
    text = report.read_text(errors="replace")
    assert report.stat().st_size > 10_000 and "profile.png" in text


def test_slurm_profile_resolves(tmp_path: Path) -> None:
    config = tiny_config(tmp_path)
    proc = snakemake(tmp_path, config, "--profile", str(ROOT / "workflow" / "profiles" / "slurm"), "--dry-run")
    text = proc.stdout + proc.stderr
    assert "profiles/slurm" in text
    assert "rule solve:" in text and "runtime=" in text


def test_bad_experiment_is_refused(tmp_path: Path) -> None:
    config = tiny_config(tmp_path, time_limit=-1)
    proc = snakemake(tmp_path, config, "--dry-run", check=False)
    assert proc.returncode != 0 and "time_limit" in proc.stdout + proc.stderr
