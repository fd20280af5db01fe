"""A tiny experiment end to end through Snakemake: tables, figures, report, no-op rerun;
the job graph (formulate beside the runs, not before them), profiles, user mistakes."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pandas as pd
import pytest
import yaml
from pipeline_helpers import ROOT, dry_run_jobs, snakemake, tiny_config

from puzzlebench.analysis import tables as A
from puzzlebench.engine import baselines
from puzzlebench.engine.run import records
from puzzlebench.engine.run.spec import variant_puzzle
from puzzlebench.instances import io
from puzzlebench.instances.checker import check

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
    for stem in ("profile", "scaling", "model_size", "heatmap", "samples", "speedup", "time_split", "deduction",
                 "effects"):
        # figure_formats' default: the PNG alone, no PDF or SVG unless asked
        assert (out / "figures" / f"{stem}.png").stat().st_size > 1000
        assert not (out / "figures" / f"{stem}.pdf").exists() and not (out / "figures" / f"{stem}.svg").exists()
    for name in ("findings.md", "findings.html", "findings.json"):
        assert (out / name).stat().st_size > 500, name
    # formulate once: one MPS per instance x variant, with its size record
    mps = sorted((out / "models").rglob("*.mps"))
    assert len(mps) == 4 and all(m.with_suffix(".json").exists() for m in mps)
    assert yaml.safe_load((out / "experiment.yaml").read_text())["experiment"] == "tiny"
    for log in (out / "logs").rglob("*.log"):
        assert "Traceback" not in log.read_text(), log


def test_solve_summaries_list_the_records_aggregated(done: tuple[Path, Path]) -> None:
    """The solve step's output is the shard's summary listing its records; the tables hold
    exactly those records."""
    work = done[0]
    out = work / "results" / "tiny"
    summaries = [json.loads(p.read_text()) for p in sorted((out / "solve").glob("*.json"))]
    assert sorted(s["shard"] for s in summaries) == ["ortools.0", "pyomo.0", "sgt.0"]
    listed = sorted(r for s in summaries for r in s["records"])
    assert sum(s["runs"] for s in summaries) == len(listed) == 10
    assert all((work / r).exists() for r in listed)
    df = pd.read_parquet(out / "runs.parquet")
    assert sorted(df["record"]) == listed


def test_one_row_per_run_with_allowed_statuses(done: tuple[Path, Path]) -> None:
    work, config = done
    out = work / "results" / "tiny"
    df = pd.read_parquet(out / "runs.parquet")
    assert set(A.COLUMNS) <= set(df.columns)
    cfg = yaml.safe_load(config.read_text())
    manifests = [json.loads(p.read_text()) for p in (out / "instances").glob("*.json")]
    n_inst = {pz: sum(1 for m in manifests for e in m["instances"] if e["puzzle"] == pz)
              for pz in ("troix", "galaxies")}
    mip = [s for s in cfg["solvers"] if not baselines.is_baseline(s["layer"], s["solver"])]
    per_repeat = sum(n_inst[variant_puzzle(v["variant"])] for v in cfg["variants"]) * len(mip)
    per_repeat += n_inst["galaxies"] * (len(cfg["solvers"]) - len(mip))  # sgt: once per puzzle
    assert len(df) == per_repeat * cfg["repeats"] == 10
    key = ["instance", "label", "layer", "solver", "repeat"]
    assert not df.duplicated(key).any() and not df["run_id"].duplicated().any()
    assert set(df["status"]) <= set(records.STATUSES)
    # records are self-describing: run id, label, set and code version come from the record
    sgt = df[df["layer"] == "sgt"]
    assert len(sgt) == 2 and set(sgt["label"]) == {"sgt"} and set(sgt["variant"]) == {""}
    mip_rows = df[df["layer"] != "sgt"]
    assert set(mip_rows["label"]) == {"flow", "onehot"}
    assert set(df["set"]) == {"gal", "tro"}
    assert all(i.startswith(f"{s}/") for i, s in zip(df["instance"], df["set"], strict=True))
    assert all(Path(r).stem == i for r, i in zip(df["record"], df["run_id"], strict=True))
    assert (df["puzzlebench"] != "").all() and (df["commit"] != "").all()


def test_every_solved_row_is_checked_valid(done: tuple[Path, Path]) -> None:
    df = pd.read_parquet(done[0] / "results" / "tiny" / "runs.parquet")
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


def test_report_in_a_real_browser_shows_findings_and_every_figure(done: tuple[Path, Path]) -> None:
    """Headless Chromium opens the report: the findings (with a winner) and every figure are
    on its first page, no image is broken, the findings take the page's width (the report's
    stylesheet, which the workflow profile passes) with no table clipped, at 1400 and 1920
    px; a screenshot is taken."""
    from puzzlebench.analysis.outputs import FIGURE_STEMS
    from scripts import report_check

    if report_check.browser() is None:
        pytest.skip("no chromium: scripts/install_system_deps.sh installs it (as root, with apt)")
    work = done[0]
    shot = work / "report.png"
    seen = report_check.inspect(work / "results" / "tiny" / "report.html", shot)
    assert report_check.problems(seen, list(FIGURE_STEMS)) == []
    assert "wins galaxies" in seen["findings"] and "wins troix" in seen["findings"]
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000
    wide = report_check.inspect(work / "results" / "tiny" / "report.html", width=1920)
    assert report_check.problems(wide, list(FIGURE_STEMS)) == [] and wide["width"] > 1200
    # the checker fails a page without findings or with a broken image
    assert report_check.problems({"findings": None, "imgs": [{"alt": "x", "figure": "x", "complete": True, "width": 0}]},
                                 ["x", "y"]) == ["no findings section (#findings) on the page", "figure y is not on the page",
                                                 "image x is broken (complete=True, width=0)"]


@pytest.fixture(scope="module")
def dry_run(tmp_path_factory: pytest.TempPathFactory) -> subprocess.CompletedProcess[str]:
    """A plain ``--dry-run`` of the tiny experiment (the default target) in a scratch directory:
    one Snakemake start for the two tests that read it."""
    work = tmp_path_factory.mktemp("dry-run")
    return snakemake(work, tiny_config(work), "--dry-run")


def test_formulate_is_no_precondition_of_the_runs(tmp_path: Path, dry_run: subprocess.CompletedProcess[str]) -> None:
    """Every run builds its own model: the tables need no formulate job; the default target
    asks for the models (formulate: true) and drops them with formulate: false."""
    config = tiny_config(tmp_path)
    jobs = dry_run_jobs(snakemake(tmp_path, config, "--dry-run", "results/tiny/runs.csv"))
    assert "formulate" not in jobs and jobs["solve"] == 3 and jobs["plan"] == 1
    assert dry_run_jobs(dry_run)["formulate"] == 2
    off = tiny_config(tmp_path, formulate=False)
    assert "formulate" not in dry_run_jobs(snakemake(tmp_path, off, "--dry-run"))


def test_slurm_profile_resolves(tmp_path: Path) -> None:
    config = tiny_config(tmp_path)
    proc = snakemake(tmp_path, config, "--workflow-profile", str(ROOT / "profiles" / "slurm"), "--dry-run")
    text = proc.stdout + proc.stderr
    assert "profiles/slurm" in text and "profiles/default" not in text
    assert "rule solve:" in text and "runtime=" in text


def test_default_profile_is_found_beside_the_snakefile(dry_run: subprocess.CompletedProcess[str]) -> None:
    text = dry_run.stderr  # run in a scratch directory: not found in the cwd
    assert f"workflow specific profile {ROOT / 'profiles' / 'default'} " in text


def test_bad_experiment_is_refused(tmp_path: Path) -> None:
    config = tiny_config(tmp_path, time_limit=-1)
    proc = snakemake(tmp_path, config, "--dry-run", check=False)
    assert proc.returncode != 0 and "time_limit" in proc.stdout + proc.stderr


def test_a_bad_set_ends_its_job_with_one_line(tmp_path: Path) -> None:
    """A user's mistake found by a step (here: a committed set whose path matches nothing)
    ends that job with one line on the terminal and in the log, not a traceback."""
    cfg = yaml.safe_load((ROOT / "config" / "tiny.yaml").read_text())
    cfg["instance_sets"][1]["path"] = "instances/no-such-set"
    config = tiny_config(tmp_path, instance_sets=cfg["instance_sets"])
    proc = snakemake(tmp_path, config, "--cores", "1", "results/tiny/instances/tro.json", check=False)
    text = proc.stdout + proc.stderr
    line = "instance_set tro: error: instance set 'tro': no puzzle files match 'instances/no-such-set'"
    assert proc.returncode != 0 and line in text
    log = (tmp_path / "results" / "tiny" / "logs" / "instances" / "tro.log").read_text()
    assert log.strip() == line


def test_a_puzzle_added_to_a_committed_set_remakes_the_set(tmp_path: Path) -> None:
    """A committed set's files are its inputs: a puzzle added to the folder later makes the
    set again (and then the plan, which adds only the new runs); an unchanged folder makes
    nothing. Before, the set had no inputs, so an added puzzle was silently left out."""
    import os
    import shutil

    from puzzlebench.engine.experiment.instance_sets import DATA_ROOTS_ENV

    data = tmp_path / "data"
    data.mkdir()
    shutil.copy(ROOT / "instances" / "troix" / "troix-12x12-s1.json", data)
    cfg = yaml.safe_load((ROOT / "config" / "tiny.yaml").read_text())
    cfg["instance_sets"][1] = {"name": "tro", "source": "committed", "path": str(data / "*.json"),
                               "puzzle": "troix"}
    work = tmp_path / "work"
    work.mkdir()
    config = tiny_config(work, instance_sets=cfg["instance_sets"])
    env = {**os.environ, DATA_ROOTS_ENV: str(data)}
    target = "results/tiny/instances/tro.json"
    snakemake(work, config, "--cores", "1", target, env=env)
    assert len(json.loads((work / target).read_text())["instances"]) == 1
    assert "Nothing to be done" in "".join(snakemake(work, config, "--dry-run", target, env=env).stdout)
    shutil.copy(ROOT / "instances" / "troix" / "troix-12x12-s2.json", data)
    assert dry_run_jobs(snakemake(work, config, "--dry-run", target, env=env)) == {"instance_set": 1}
    snakemake(work, config, "--cores", "1", target, env=env)
    assert len(json.loads((work / target).read_text())["instances"]) == 2
