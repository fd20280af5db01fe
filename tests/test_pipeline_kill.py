"""Kill (SIGKILL) or interrupt (Ctrl-C) the pipeline in the middle of the solve stage,
resume: every run recorded exactly once, none run twice."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest
from pipeline_helpers import ROOT, SNAKEMAKE, skip_if_ignored, snakemake, tiny_config

from scripts.stale_lock import clear_stale_lock

pytestmark = pytest.mark.slow

SLOW_BACKEND = '''
import time
from puzzlebench.models.backends.ortools_layer import CpSat


class Slow(CpSat):
    """CP-SAT after a pause: runs long enough to be killed in the middle of a shard."""
    layer, solver = "test", "slow"

    def solve(self, model, opts, tr, sv):
        time.sleep(0.25)
        return super().solve(model, opts, tr, sv)


def register_backends(register):
    register("test", "slow", Slow)
'''


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGINT], ids=["SIGKILL", "Ctrl-C"])
def test_interrupt_midway_then_resume(tmp_path: Path, sig: signal.Signals) -> None:
    skip_if_ignored(sig)
    backend = tmp_path / "slow_backend.py"
    backend.write_text(SLOW_BACKEND)
    env = {**os.environ, "PUZZLEBENCH_EXTRA_BACKENDS": str(backend)}
    config = tiny_config(tmp_path, solvers=[{"layer": "test", "solver": "slow"}], repeats=3,
                         formulate=False)
    runs = tmp_path / "results" / "tiny" / "runs"
    cmd = [*SNAKEMAKE, "-s", str(ROOT / "Snakefile"), "-d", str(tmp_path), "--configfile", str(config),
           "--cores", "1"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                            start_new_session=True)
    try:
        deadline = time.monotonic() + 150
        while time.monotonic() < deadline and len(list(runs.glob("*.json"))) < 3:
            assert proc.poll() is None, "the pipeline ended before it could be killed"
            time.sleep(0.05)
        os.killpg(proc.pid, sig)  # snakemake and its jobs; workers end with their pipe
    finally:
        proc.wait(timeout=30)
    before = {p.name: p.stat().st_mtime_ns for p in runs.glob("*.json")}
    assert 3 <= len(before) < 12, f"kill came too late to test a resume ({len(before)} records)"
    assert not (tmp_path / "results" / "tiny" / "runs.csv").exists()

    # SIGKILL leaves Snakemake's lock; no Snakemake runs here any more, so it is stale
    # (after Ctrl-C Snakemake removed it itself and this finds nothing to do)
    assert clear_stale_lock(tmp_path)[0]
    # resume up to the tables (the figures are the end-to-end test's business)
    proc2 = snakemake(tmp_path, config, "--cores", "1", "results/tiny/runs.csv", env=env, check=False)
    text = proc2.stdout + proc2.stderr
    assert proc2.returncode == 0, text[-3000:]
    df = pd.read_csv(tmp_path / "results" / "tiny" / "runs.csv")
    assert len(df) == 12  # 4 instances x 1 variant each x 1 solver x 3 repeats
    assert not df.duplicated(["instance", "label", "layer", "solver", "repeat"]).any()
    assert set(df["status"]) == {"solved"}
    after = {p.name: p.stat().st_mtime_ns for p in runs.glob("*.json")}
    assert all(after[name] == mtime for name, mtime in before.items())  # not run again
    assert "already recorded" in text


def test_live_lock_is_kept_stale_lock_removed(tmp_path: Path) -> None:
    locks = tmp_path / "work" / ".snakemake" / "locks"
    locks.mkdir(parents=True)
    (locks / "0.input.lock").write_text("x")
    fake = tmp_path / "snakemake"  # looks like a Snakemake working in tmp_path/work
    fake.write_text("import time\ntime.sleep(30)\n")
    live = subprocess.Popen([sys.executable, str(fake), "-d", str(tmp_path / "work")])
    try:
        time.sleep(0.2)
        ok, msg = clear_stale_lock(tmp_path / "work")
        assert not ok and str(live.pid) in msg and list(locks.glob("*"))
    finally:
        live.kill()
        live.wait()
    ok, msg = clear_stale_lock(tmp_path / "work")
    assert ok and not list(locks.glob("*")), msg
