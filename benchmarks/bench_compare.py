"""Benchmark: ``puzzlebench compare`` on two large synthetic results folders.

Writes two folders of ``--configs`` configurations x ``--instances`` instances (one run
each, seeded log-normal times; B's times are A's with noise), each as a runs.parquet the
way the aggregate step leaves it, then times ``puzzlebench compare A B`` as a subprocess
(the whole command: start, reading, matching, the bootstrap, the output), with the checkout
``--code`` first on ``PYTHONPATH`` (default this one). Prints one Markdown row: wall and CPU
seconds (the CPU time is what a loaded machine changes least) and the 1-minute load
average before and after::

    .venv/bin/python benchmarks/bench_compare.py [--configs 1000] [--instances 10] [--code DIR] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from targets_table import print_into  # noqa: E402  (benchmarks/, the script's own folder)

from puzzlebench.engine.run.records import RunStatus  # noqa: E402


def synthetic(root: Path, name: str, configs: int, instances: int, seed: int) -> Path:
    """A results folder with a runs.parquet of ``configs`` x ``instances`` solved runs."""
    rng = np.random.default_rng(seed)
    base = np.random.default_rng(0).lognormal(0, 1, instances)
    n = configs * instances
    labels = np.repeat([f"flow-c{k}" for k in range(configs)], instances)
    df = pd.DataFrame({
        "run_id": [f"r{i}" for i in range(n)], "instance": np.tile([f"s/p{k}" for k in range(instances)], configs),
        "puzzle": "galaxies", "cells": 100, "variant": "galaxies/flow", "label": labels, "layer": "ortools",
        "solver": "cpsat", "solver_label": "cpsat", "status": RunStatus.SOLVED.value, "time_limit": 60.0,
        "total_s": np.tile(base, configs) * rng.lognormal(0, 0.1, n), "repeat": 0, "stale": False,
        "experiment": name, "commit": "abc" if seed == 0 else "def",
    })
    out = root / name
    out.mkdir(parents=True)
    df.to_parquet(out / "runs.parquet", index=False)
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--configs", type=int, default=1000)
    p.add_argument("--instances", type=int, default=10)
    p.add_argument("--keep", help="write the folders here (default: a temporary folder)")
    p.add_argument("--code", default=str(ROOT), help="the checkout whose puzzlebench runs (default: this one)")
    p.add_argument("--out", default=str(ROOT / "results" / "bench" / "compare.md"),
                    help="also write what is printed here")
    args = p.parse_args()
    print_into(args.out)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(args.keep or tmp)
        a = synthetic(root, "a", args.configs, args.instances, 0)
        b = synthetic(root, "b", args.configs, args.instances, 1)
        load_before = os.getloadavg()[0]
        cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "puzzlebench.scripts.cli", "compare", str(a), str(b)],
                              cwd=root, capture_output=True, text=True, check=False,
                              env={**os.environ, "PYTHONPATH": str(Path(args.code).resolve())})
        took = time.perf_counter() - start
        cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
        load_after = os.getloadavg()[0]
    cpu = (cpu_after.ru_utime - cpu_before.ru_utime) + (cpu_after.ru_stime - cpu_before.ru_stime)
    print("| code | configurations | instances | pairs per side | exit | wall s | CPU s | load before | load after |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    print(f"| {args.code} | {args.configs} | {args.instances} | {args.configs * args.instances} | {done.returncode} | "
          f"{took:.1f} | {cpu:.1f} | {load_before:.2f} | {load_after:.2f} |")
    if done.returncode not in (0, 1):
        print(done.stderr[-2000:], file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
