"""The tiny experiment through the SLURM profile on a real one-node cluster, with faults.

scripts/slurm-up starts slurmctld + slurmd (+ munged) on this machine; where it cannot
(not root, no apt, no executor plugin) the tests skip with its reason. One module fixture
runs the experiment (config/tiny.yaml with 10 repeats: 100 runs, 40 in the pyomo shard, so
that its job is hit mid-solve: the cancel lands 3-7 runs after the first record, measured in
docs/testing.md) twice:

- locally (``--cores 2``), the reference, at the same time as the SLURM run;
- through ``--workflow-profile profiles/slurm`` on the cluster, while this test drains the
  node and ``scancel``s the pyomo solve job after some of its records are written; then it
  resumes the node. The profile's retry resubmits the cancelled job (it pends until the
  node is back); then the same command is run again and must finish and make the report.

Then: every planned run has exactly one record and the records written before the cancel
are untouched; the runs and their statuses equal the local run's; the solve jobs asked
SLURM for the runtime and memory the plan derives.
"""

from __future__ import annotations

import json
import math
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd
import pytest
import yaml
from pipeline_helpers import ROOT, SNAKEMAKE, snakemake, tiny_config

from scripts import slurm_local

pytestmark = pytest.mark.slow

REPEATS = 10
VICTIM = "pyomo.0"  # the shard cancelled mid-solve (pyomo/highs: the slowest runs here)


@dataclass
class Outcome:
    """What the SLURM run did, for the assertions."""

    local: Path
    slurm: Path
    config: Path
    first_rc: int
    logs: str = ""
    before_cancel: dict[str, int] = field(default_factory=dict)  # record -> inode
    victim_runs: int = 0
    pended_while_drained: bool = False
    final: subprocess.CompletedProcess[str] | None = None
    seconds: dict[str, float] = field(default_factory=dict)  # wall time per phase, printed


def _wait(what: str, ok, timeout: float, proc: subprocess.Popen[str] | None = None):
    """Poll ``ok()`` until it returns something true; fail naming ``what`` on timeout."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = ok()
        if got:
            return got
        if proc is not None and proc.poll() is not None:
            pytest.fail(f"snakemake ended ({proc.returncode}) before {what}")
        time.sleep(0.1)
    pytest.fail(f"timed out waiting for {what}")


def _victim_job(log: Path) -> int | None:
    text = log.read_text() if log.exists() else ""
    return next((sid for sid, (rule, wc) in slurm_local.submitted(text).items()
                 if rule == "solve" and wc == VICTIM), None)


@pytest.fixture(scope="module")
def cluster():
    pytest.importorskip("snakemake_executor_plugin_slurm",
                        reason="snakemake-executor-plugin-slurm not installed (pip install -e '.[slurm]')")
    # one user of the machine's cluster at a time (another checkout's suite, the benchmark):
    # a TimeoutError names the holder
    with slurm_local.exclusive():
        ok, message = slurm_local.up()
        if not ok:
            pytest.skip(message)
        print(message)
        yield
        if "already up" not in message:  # stop it only when this test started it
            print(slurm_local.down())


@pytest.fixture(scope="module")
def done(cluster, tmp_path_factory: pytest.TempPathFactory) -> Outcome:
    # the local reference runs beside the SLURM run: that one mostly waits for the queue
    local = tmp_path_factory.mktemp("local")
    local_cmd = [*SNAKEMAKE, "-s", str(ROOT / "Snakefile"), "-d", str(local), "--configfile",
                 str(tiny_config(local, repeats=REPEATS)), "--cores", "2"]
    reference = subprocess.Popen(local_cmd, cwd=local, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE, text=True)
    seconds: dict[str, float] = {}
    t0 = time.monotonic()
    work = tmp_path_factory.mktemp("slurm")
    config = tiny_config(work, repeats=REPEATS)
    args = [*SNAKEMAKE, "-s", str(ROOT / "Snakefile"), "-d", str(work), "--configfile", str(config),
            "--workflow-profile", str(ROOT / "profiles" / "slurm"), *slurm_local.CLUSTER_FLAGS,
            *slurm_local.fit_to_node(), "--report", "results/tiny/report.html", "--report-after-run"]
    log = work / "first.log"
    runs = work / "results" / "tiny" / "runs"
    with log.open("w") as out:
        proc = subprocess.Popen(args, cwd=work, stdout=out, stderr=subprocess.STDOUT, text=True)
        try:
            victim = _wait("the pyomo solve job's submission", lambda: _victim_job(log), 300, proc)
            written = _wait("the pyomo shard's first records",
                            lambda: sorted(runs.glob("*__pyomo-highs__*.json")), 120, proc)
            slurm_local.scontrol("update", f"nodename={slurm_local.NODE}", "state=drain",
                                 "reason=puzzlebench-test")
            subprocess.run(["scancel", str(victim)], check=True, timeout=30)
            time.sleep(1)  # scancel signals at once; let the job's processes go
            before = {p.name: p.stat().st_ino for p in runs.glob("*.json")}
            # the profile's retry resubmits the cancelled job: it must wait for the node
            pended = _wait("the resubmitted pyomo job pending on the drained node",
                           lambda: any(j.state == "PENDING" and j.wildcards == VICTIM
                                       for j in slurm_local.jobs(log.read_text())), 180, proc)
            slurm_local.scontrol("update", f"nodename={slurm_local.NODE}", "state=resume")
            seconds["slurm, until the cancel"] = time.monotonic() - t0
            first_rc = proc.wait(timeout=600)
            seconds["slurm, first call"] = time.monotonic() - t0
        finally:
            if proc.poll() is None:
                proc.kill()
            subprocess.run(["scontrol", "update", f"nodename={slurm_local.NODE}", "state=resume"],
                           capture_output=True)
    _, err = reference.communicate(timeout=600)
    assert reference.returncode == 0, f"the local run failed:\n{err[-3000:]}"
    plan = json.loads((work / "results" / "tiny" / "plan" / f"{VICTIM}.json").read_text())
    assert len(written) < len(plan["runs"]), "the pyomo shard was cancelled after it had finished"
    t0 = time.monotonic()
    final = snakemake(work, config, *args[args.index("--workflow-profile"):], timeout=600)
    seconds["slurm, the same command again"] = time.monotonic() - t0
    return Outcome(local, work, config, first_rc, log.read_text() + final.stdout + final.stderr,
                   before, len(plan["runs"]), bool(pended), final, seconds)


def _records(work: Path) -> list[str]:
    return sorted(p.name for p in (work / "results" / "tiny" / "runs").glob("*.json"))


def test_every_run_recorded_once_nothing_lost_after_scancel_and_drain(done: Outcome) -> None:
    out = done.slurm / "results" / "tiny"
    summaries = [json.loads(p.read_text()) for p in sorted((out / "solve").glob("*.json"))]
    planned = [json.loads(p.read_text()) for p in sorted((out / "plan").glob("*.json"))]
    n = sum(len(s["runs"]) for s in planned)
    listed = sorted(Path(r).name for s in summaries for r in s["records"])
    assert n == 10 * REPEATS and listed == _records(done.slurm) and len(set(listed)) == n
    df = pd.read_parquet(out / "runs.parquet")
    assert len(df) == n and df["run_id"].is_unique
    # the records written before the cancel were kept as they were, not run again
    now = {p.name: p.stat().st_ino for p in (out / "runs").glob("*.json")}
    assert all(now[name] == ino for name, ino in done.before_cancel.items())
    victim = next(s for s in summaries if s["shard"] == VICTIM)
    # cancelled mid-solve: its resubmission found some of its runs recorded, not all
    assert victim["runs"] == done.victim_runs and 1 <= victim["resumed"] < victim["runs"]
    assert not list((out / "runs").glob("*.tmp*")), "a cancelled write left a temporary file"
    assert done.pended_while_drained


def test_same_runs_and_statuses_as_a_local_run(done: Outcome) -> None:
    assert _records(done.slurm) == _records(done.local)
    cols = ["run_id", "label", "layer", "solver", "instance", "repeat", "status"]

    def table(work: Path) -> pd.DataFrame:
        df = pd.read_parquet(work / "results" / "tiny" / "runs.parquet")[cols]
        return df.sort_values("run_id").reset_index(drop=True)

    pd.testing.assert_frame_equal(table(done.slurm), table(done.local))
    assert (table(done.slurm)["status"] == "solved").all()


def test_jobs_asked_for_the_runtime_and_memory_the_plan_derives(done: Outcome) -> None:
    jobs = slurm_local.jobs(done.logs)
    rules = {j.rule for j in jobs}
    assert {"instance_set", "solve", "aggregate"} <= rules
    assert not rules & {"experiment", "plan", "all"}, "bookkeeping steps are local rules"
    cfg = yaml.safe_load(done.config.read_text())
    mem = int(cfg.get("slurm", {}).get("mem_mb", 2000))
    overhead = float(cfg.get("slurm", {}).get("overhead_s", 30))
    plan = done.slurm / "results" / "tiny" / "plan"
    solves = [j for j in jobs if j.rule == "solve"]
    assert sorted({j.wildcards for j in solves}) == ["ortools.0", "pyomo.0", "sgt.0"]
    for job in solves:
        n = len(json.loads((plan / f"{job.wildcards}.json").read_text())["runs"])
        minutes = max(5, math.ceil(n * (cfg["time_limit"] + 2) / 60 + overhead / 60))
        attempt = 2 if job.wildcards == VICTIM and job.state != "CANCELLED" else 1
        assert (job.limit_min, job.mem_mb) == (minutes * attempt, mem), job
    assert [j.state for j in solves if j.wildcards == VICTIM] == ["CANCELLED", "COMPLETED"]
    assert all(j.state == "COMPLETED" for j in jobs if j.wildcards != VICTIM), jobs


def test_rerun_finished_with_report_and_nothing_left_to_do(done: Outcome) -> None:
    report = done.slurm / "results" / "tiny" / "report.html"
    assert report.stat().st_size > 10_000 and "profile.png" in report.read_text(errors="replace")
    proc = snakemake(done.slurm, done.config, "--cores", "1", "--dry-run")
    assert "Nothing to be done" in proc.stdout + proc.stderr
    victim = json.loads((done.slurm / "results" / "tiny" / "solve" / f"{VICTIM}.json").read_text())
    print(f"wall seconds: {done.seconds}; {VICTIM}: {victim['resumed']} of {victim['runs']} runs "
          "recorded before the cancel")
    print(f"first SLURM call exit {done.first_rc}; jobs: "
          + ", ".join(f"{j.rule}:{j.wildcards}={j.state}" for j in slurm_local.jobs(done.logs)))
