"""Ctrl-C swept over `make run`'s launcher (scripts.run_experiment: Snakemake behind one
progress line): at each moment the launcher ends with 130 within seconds, leaves no process
behind, and the next run goes on from there, every run recorded exactly once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pandas as pd
import pytest
from pipeline_helpers import ROOT, tiny_config

pytestmark = pytest.mark.slow


def _launcher(work: Path, config: Path) -> subprocess.Popen[str]:
    cmd = [sys.executable, "-m", "scripts.run_experiment", "tiny", "--file", str(config), "--",
           "--cores", "1", "-s", str(ROOT / "Snakefile"), "-d", str(work)]
    return subprocess.Popen(cmd, cwd=work, env={**os.environ, "PYTHONPATH": str(ROOT)}, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)


def _left(group: int) -> list[str]:
    return subprocess.run(["pgrep", "-g", str(group)], capture_output=True, text=True).stdout.split()


def test_ctrl_c_at_any_moment_exits_130_and_the_next_run_goes_on(tmp_path: Path) -> None:
    config = tiny_config(tmp_path)
    out = tmp_path / "results" / "tiny"
    moments: list[tuple[str, Callable[[], bool]]] = [
        ("while the experiment is set up", lambda: (out / "logs").is_dir()),
        ("in the solve stage", lambda: any((out / "runs").glob("*.json"))),
        ("in the analysis", lambda: (out / "runs.csv").exists()),
    ]
    interrupted = 0
    for name, reached in moments:
        proc = _launcher(tmp_path, config)
        deadline = time.monotonic() + 180
        while proc.poll() is None and not reached() and time.monotonic() < deadline:
            time.sleep(0.05)
        if proc.poll() is not None:  # finished before this moment: nothing left to interrupt
            continue
        os.killpg(proc.pid, signal.SIGINT)  # what a terminal's Ctrl-C does
        t0 = time.monotonic()
        text, _ = proc.communicate(timeout=60)
        assert proc.returncode == 130, f"{name}: exit {proc.returncode}\n{text[-2000:]}"
        assert time.monotonic() - t0 < 30, name
        assert "Traceback" not in text, text[-2000:]
        time.sleep(0.5)
        assert _left(proc.pid) == [], f"{name}: processes left running"
        interrupted += 1
    assert interrupted >= 2, "the tiny experiment ran faster than the sweep could interrupt it"
    done = _launcher(tmp_path, config)
    text, _ = done.communicate(timeout=300)
    assert done.returncode == 0, text[-3000:]
    df = pd.read_csv(out / "runs.csv")
    assert len(df) and not df.duplicated(["instance", "label", "layer", "solver", "repeat"]).any()
    assert (out / "findings.md").is_file()
