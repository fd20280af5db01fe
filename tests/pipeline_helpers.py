"""Helpers shared by the pipeline tests: run Snakemake on an experiment in a scratch dir."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from instances import io
from instances.types import TroixInstance

ROOT = Path(__file__).resolve().parents[1]
SNAKEMAKE = [sys.executable, "-m", "snakemake"]


def troix_set(dir_: Path, count: int = 2) -> Path:
    """``count`` small Troix puzzles (6x6, a few givens of a known valid grid)."""
    dir_.mkdir(parents=True, exist_ok=True)
    solution = tuple("XOIXOI"[i % 3:] + "XOIXOI"[: i % 3] for i in range(6))
    for k in range(count):
        givens = tuple(
            "".join(ch if (i * 6 + j + k) % 5 == 0 else "." for j, ch in enumerate(row))
            for i, row in enumerate(solution)
        )
        io.save(TroixInstance(6, 6, givens, solution, name=f"t{k}"), dir_ / f"t{k}.json")
    return dir_


def tiny_config(work: Path, **overrides: Any) -> Path:
    """config/tiny.yaml plus a Troix set in ``work``, with ``overrides``; written to work."""
    cfg = yaml.safe_load((ROOT / "config" / "tiny.yaml").read_text())
    cfg["instance_sets"] = [s for s in cfg["instance_sets"] if s["source"] != "committed"] + [
        {"name": "tro", "source": "committed", "puzzle": "troix", "path": str(troix_set(work / "troix"))}
    ]
    cfg.update(overrides)
    path = work / "experiment.yaml"
    path.write_text(yaml.safe_dump(cfg))
    return path


def snakemake(work: Path, config: Path, *args: str, check: bool = True, timeout: float = 240,
              env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    cmd = [*SNAKEMAKE, "-s", str(ROOT / "Snakefile"), "-d", str(work), "--configfile", str(config), *args]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)
    if check and proc.returncode != 0:
        raise AssertionError(f"snakemake failed ({proc.returncode}):\n{proc.stderr[-4000:]}")
    return proc
