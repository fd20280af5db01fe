"""Helpers shared by the pipeline tests: run Snakemake on an experiment in a scratch dir."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
SNAKEMAKE = [sys.executable, "-m", "snakemake"]


def script_command(name: str) -> list[str]:
    """A maintenance script of the checkout (``scripts/<name>.py``, not installed) as a
    command, run as ``python -m scripts.<name>``: from any directory with
    :func:`~puzzlebench.engine.run.children.python_env` (the checkout, where ``scripts`` is,
    first on ``PYTHONPATH``)."""
    return [sys.executable, "-m", f"scripts.{name}"]


def skip_if_ignored(sig: signal.Signals) -> None:
    """Skip a signal case when this session ignores the signal (SIGHUP under ``nohup``,
    SIGINT in a job a non-interactive shell started in the background): the children
    inherit the ignored signal and the harness keeps it ignored, by design, so the case
    would measure the session, not the harness."""
    if sig != signal.SIGKILL and signal.getsignal(sig) is signal.SIG_IGN:
        pytest.skip(f"{sig.name} is ignored in this session, so the processes under test ignore it too")


def tiny_config(work: Path, **overrides: Any) -> Path:
    """config/tiny.yaml with ``overrides``, written to ``work`` (results go there too)."""
    cfg = yaml.safe_load((ROOT / "config" / "tiny.yaml").read_text())
    cfg.update(overrides)
    path = work / "experiment.yaml"
    path.write_text(yaml.safe_dump(cfg))
    return path


def snakemake(work: Path, config: Path, *args: str, check: bool = True, timeout: float = 240,
              env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Snakemake on the repository's Snakefile, run in ``work`` (results go there too)."""
    cmd = [*SNAKEMAKE, "-s", str(ROOT / "Snakefile"), "-d", str(work), "--configfile", str(config), *args]
    work.mkdir(parents=True, exist_ok=True)
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, cwd=work)
    if check and proc.returncode != 0:
        raise AssertionError(f"snakemake failed ({proc.returncode}):\n{proc.stderr[-4000:]}")
    return proc


def dry_run_jobs(proc: subprocess.CompletedProcess[str]) -> dict[str, int]:
    """The job counts of a ``--dry-run`` (its "Job stats" table), by rule."""
    text = proc.stdout + proc.stderr
    table = text[text.index("Job stats:"):].split("\n\n", 1)[0]
    return {m[1]: int(m[2]) for m in re.finditer(r"^(\w+)\s+(\d+)$", table, re.M) if m[1] != "total"}
