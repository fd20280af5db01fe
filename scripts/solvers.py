"""``puzzlebench solvers``: each (layer, solver), available here or not, its version, why not.

Each layer is probed in its own subprocess: probing imports the layer, and the layers must
not meet in one process (pulp imported before OR-Tools' pywraplp HiGHS segfaults here).
The probes run side by side (each mostly waits for imports and solver binaries), and a
progress line on stderr says which layer is done (``-q`` silences it).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from typing import Any


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the table as JSON")
    parser.add_argument("--available", action="store_true", help="list only the available pairs")


def probe_layer(layer: str, timeout: float = 120.0) -> list[dict[str, Any]]:
    """The catalogue rows of one layer, probed in a fresh interpreter."""
    from puzzlebench.engine.children import import_root, python_env

    code = (
        "import json, dataclasses, os, sys\n"
        "out = os.fdopen(os.dup(1), 'w'); os.dup2(2, 1)\n"  # solver banners go to stderr
        "from puzzlebench.models.backends import catalogue\n"
        f"out.write(json.dumps([dataclasses.asdict(b) for b in catalogue([{layer!r}])]))\n"
    )
    try:
        res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             timeout=timeout, env=python_env(), cwd=str(import_root()))
    except subprocess.TimeoutExpired:
        return [{"layer": layer, "solver": "*", "available": False, "why": "probe timed out", "version": ""}]
    if res.returncode != 0:
        tail = res.stderr.strip().splitlines()[-1:] or [f"exit code {res.returncode}"]
        return [{"layer": layer, "solver": "*", "available": False, "why": f"probe failed: {tail[0]}", "version": ""}]
    return json.loads(res.stdout)


def baseline_rows() -> list[dict[str, Any]]:
    """The non-MIP baselines (they import no modelling layer: probed here)."""
    from puzzlebench.engine import baselines

    rows = []
    for name in baselines.names():
        try:
            ok, why, version = baselines.get(name).probe()
        except Exception as exc:  # a broken install is a reason, not a crash
            ok, why, version = False, f"{type(exc).__name__}: {exc}", ""
        rows.append({"layer": name, "solver": name, "available": bool(ok), "why": why, "version": version})
    return rows


def table() -> list[dict[str, Any]]:
    import time
    from concurrent.futures import ThreadPoolExecutor, as_completed

    from puzzlebench.models.backends import pairs
    from puzzlebench.scripts.options import progress

    layers = list(dict.fromkeys(layer for layer, _ in pairs()))
    progress(f"solvers: probing {len(layers)} layers ({', '.join(layers)}) and the baselines, each in its own process ...")
    start, found = time.perf_counter(), {}
    with ThreadPoolExecutor(max_workers=len(layers)) as pool:
        jobs = {pool.submit(probe_layer, layer): layer for layer in layers}
        for job in as_completed(jobs):
            found[jobs[job]] = rows = job.result()
            ok = sum(bool(r["available"]) for r in rows)
            progress(f"solvers: {jobs[job]} probed: {ok}/{len(rows)} available ({time.perf_counter() - start:.1f} s)")
    return [row for layer in layers for row in found[layer]] + baseline_rows()


def run(args: argparse.Namespace) -> int:
    rows = table()
    if args.available:
        rows = [r for r in rows if r["available"]]
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    from tabulate import tabulate

    print(tabulate(
        [[r["layer"], r["solver"], "yes" if r["available"] else "no", r["version"] or "-", r["why"] or ""] for r in rows],
        headers=["layer", "solver", "available", "version", "why not"],
    ))
    return 0
