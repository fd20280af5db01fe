"""Interrupts: the pipeline SIGKILLed during formulate, the aggregate step's tables and its
figures resumes with a plain Snakemake call (the default profile reruns incomplete jobs),
every run recorded once;
sgt-galaxies children never outlive their caller (import-sgt or a solve killed with
Ctrl-C, SIGTERM or SIGKILL of its process group), and a hanging sgt costs its limits, no more.
(The solve-stage kill is tests/test_pipeline_kill.py.)"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pandas as pd
import pytest
from pipeline_helpers import ROOT, SNAKEMAKE, skip_if_ignored, snakemake, tiny_config

from puzzlebench.engine.baselines import sgt_tool
from scripts.stale_lock import clear_stale_lock

pytestmark = pytest.mark.slow

G7 = str(ROOT / "instances" / "galaxies" / "galaxies-7x7-s1.json")


def _processes_with(marker: str) -> list[int]:
    """Pids of live processes whose command line holds ``marker`` (zombies excluded)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if marker.encode() not in (entry / "cmdline").read_bytes():
                continue
            if (entry / "stat").read_text().rsplit(")", 1)[1].split()[0] == "Z":
                continue
        except OSError:
            continue
        found.append(int(entry.name))
    return found


def _wait_for(condition, timeout: float, proc: subprocess.Popen | None = None) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        if proc is not None and proc.poll() is not None:
            return False
        time.sleep(0.02)
    return False


def _kill_when(cmd: list[str], started, env: dict[str, str] | None = None,
               sig: signal.Signals = signal.SIGKILL) -> None:
    """Start ``cmd`` in its own process group; when ``started()`` holds, send ``sig`` to the group."""
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                            start_new_session=True)
    try:
        assert _wait_for(started, 180, proc), f"never reached the moment to kill: {cmd[-3:]}"
        os.killpg(proc.pid, sig)
    finally:
        proc.wait(timeout=60)


# ---- the pipeline -------------------------------------------------------------------------
def test_kill_during_formulate_aggregate_and_figures_then_resume(tmp_path: Path) -> None:
    sets = [{"name": "tro", "source": "committed", "path": "instances/troix", "puzzle": "troix", "limit": 2},
            {"name": "gal", "source": "committed", "path": "instances/galaxies", "puzzle": "galaxies",
             "limit": 2}]
    config = tiny_config(tmp_path, instance_sets=sets, solvers=[{"layer": "ortools", "solver": "cpsat"}],
                         sample_pictures=1)
    out = tmp_path / "results" / "tiny"
    base = [*SNAKEMAKE, "-s", str(ROOT / "Snakefile"), "-d", str(tmp_path), "--configfile", str(config),
            "--cores", "1"]
    formulate_logs = out / "logs" / "formulate"
    # 1: during formulate (only its outputs asked for, so it is the stage that runs)
    _kill_when([*base, "results/tiny/models/onehot/tro.json", "results/tiny/models/flow/gal.json"],
               lambda: formulate_logs.is_dir() and any(formulate_logs.iterdir()))
    assert clear_stale_lock(tmp_path)[0]
    # 2: during aggregate (the solves before it finish)
    _kill_when([*base, "results/tiny/runs.csv"], (out / "logs" / "aggregate.log").exists)
    assert clear_stale_lock(tmp_path)[0]
    records = {p.name: p.stat().st_mtime_ns for p in (out / "runs").glob("*.json")}
    assert len(records) == 4  # 2 Troix x onehot + 2 Galaxies x flow, one solver
    # 3: during the figures (the aggregate step draws them after the tables and the findings)
    log = out / "logs" / "aggregate.log"
    _kill_when(base, lambda: log.exists() and "[figures] 1/" in log.read_text(errors="replace"))
    assert clear_stale_lock(tmp_path)[0]
    # resume: a plain call (the profile reruns the incomplete jobs), and a no-op after it
    proc = snakemake(tmp_path, config, "--cores", "1")
    df = pd.read_csv(out / "runs.csv")
    assert len(df) == 4 and not df.duplicated(["instance", "label", "layer", "solver", "repeat"]).any()
    assert set(df["status"]) == {"solved"}
    assert {p.name: p.stat().st_mtime_ns for p in (out / "runs").glob("*.json")} == records  # none rerun
    figures = list((out / "figures").glob("*.*"))
    assert len(figures) >= 10 and all(f.stat().st_size > 0 for f in figures)  # PNG + SVG each
    assert all((out / "models" / label / f"{name}.json").stat().st_size > 0
               for label, name in (("onehot", "tro"), ("flow", "gal")))
    proc = snakemake(tmp_path, config, "--cores", "1", "--dry-run")
    assert "Nothing to be done" in proc.stdout + proc.stderr


def test_disk_full_mid_pipeline_then_resume(tmp_path: Path) -> None:
    """The results on a tmpfs too small for them: the pipeline stops with the reason, a step
    that fails says it in one line naming the path, no traceback anywhere; with room again,
    a plain call finishes, each run recorded once."""
    size = "48k"  # full at the solve step (24k: at the plan, 72k: at aggregate; same outcome)
    res = tmp_path / "res"
    res.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(res)]).returncode:
        pytest.skip("needs a tmpfs mount (root)")
    try:
        sets = [{"name": "tro", "source": "committed", "path": "instances/troix", "puzzle": "troix",
                 "limit": 2}]
        config = tiny_config(tmp_path, instance_sets=sets, variants=[{"variant": "troix/onehot"}],
                             solvers=[{"layer": "ortools", "solver": "cpsat"}], formulate=False,
                             results=str(res))
        target = f"{res}/tiny/runs.csv"
        proc = snakemake(tmp_path, config, "--cores", "2", target, check=False)
        text = proc.stdout + proc.stderr
        assert proc.returncode != 0 and "No space left on device" in text and "Traceback" not in text
        assert all(f": error: {res}/tiny/" in line for line in text.splitlines() if ": error: " in line)
        assert not [p for p in res.rglob("*.log") if "Traceback" in p.read_text()]
        subprocess.run(["mount", "-o", "remount,size=20m", str(res)], check=True)
        snakemake(tmp_path, config, "--cores", "2", target)
        df = pd.read_csv(res / "tiny" / "runs.csv")
        assert len(df) == 2 == len(list((res / "tiny" / "runs").glob("*.json")))
        assert set(df["status"]) == {"solved"}
    finally:
        subprocess.run(["umount", "-l", str(res)], check=False)


# ---- sgt children -------------------------------------------------------------------------
FAKE_SGT = """#!{python}
import sys, time
if sys.argv[1:2] == ["--version"] and "{hang_version}" != "yes":
    print("sgt-galaxies, Version fake-1")
    sys.exit(0)
time.sleep(1000)
"""


def _fake_sgt(tmp_path: Path, hang_version: bool = False) -> Path:
    fake = tmp_path / f"sgt-galaxies-fake-{uuid.uuid4().hex[:8]}"
    fake.write_text(FAKE_SGT.format(python=sys.executable, hang_version="yes" if hang_version else "no"))
    fake.chmod(0o755)
    return fake


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL], ids=["Ctrl-C", "SIGTERM", "SIGKILL"])
def test_no_sgt_left_after_import_sgt_is_killed(tmp_path: Path, sig: signal.Signals) -> None:
    skip_if_ignored(sig)
    if not sgt_tool.available()[0]:
        pytest.skip("sgt-galaxies is not installed")
    seed = f"pbkill{uuid.uuid4().hex[:10]}"
    marker = f"60x60du#{seed}"  # the generator's argument (import-sgt's own says --seed SEED)
    cmd = [sys.executable, "-m", "puzzlebench.scripts.cli", "import-sgt", "--size", "60x60", "--difficulty", "u",
           "--count", "1", "--seed", seed, "-o", str(tmp_path / "out")]
    try:
        _kill_when(cmd, lambda: bool(_processes_with(marker)), sig=sig)
        assert _wait_for(lambda: not _processes_with(marker), 10), "sgt-galaxies outlived import-sgt"
    finally:
        for pid in _processes_with(marker):  # our own leftovers, if the test failed
            os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL], ids=["Ctrl-C", "SIGTERM", "SIGKILL"])
def test_no_sgt_left_after_a_solve_is_killed(tmp_path: Path, sig: signal.Signals) -> None:
    skip_if_ignored(sig)
    fake = _fake_sgt(tmp_path)
    env = {**os.environ, sgt_tool.BINARY_ENV: str(fake)}
    cmd = [sys.executable, "-m", "puzzlebench.scripts.cli", "solve", G7, "--layer", "sgt", "--solver", "sgt",
           "--time-limit", "600", "-o", str(tmp_path / "run.json")]
    try:
        _kill_when(cmd, lambda: any(b"--save" in Path(f"/proc/{p}/cmdline").read_bytes()
                                    for p in _processes_with(fake.name)), env=env, sig=sig)
        assert _wait_for(lambda: not _processes_with(fake.name), 10), "sgt outlived the solve"
    finally:
        for pid in _processes_with(fake.name):
            os.kill(pid, signal.SIGKILL)


def test_a_hanging_sgt_costs_its_limits_only(tmp_path: Path) -> None:
    """--version hangs too: the probe gives up after its cap, the solve after its limit."""
    fake = _fake_sgt(tmp_path, hang_version=True)
    env = {**os.environ, sgt_tool.BINARY_ENV: str(fake)}
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "puzzlebench.scripts.cli", "solve", G7, "--layer", "sgt", "--solver", "sgt",
                           "--time-limit", "2", "--json"], capture_output=True, text=True, env=env, timeout=120)
    wall = time.monotonic() - t0
    assert proc.returncode == 3 and '"status": "timeout"' in proc.stdout  # 3: solve's exit code for timeout
    # the probe (capped, once per process: in the worker; cached) + the 2 s limit + start-up
    assert wall < sgt_tool.PROBE_TIMEOUT + 2 + 15, wall  # before: 23-25 s at a 2 s limit
    assert _wait_for(lambda: not _processes_with(fake.name), 10)
