"""``puzzlebench solvers``: each (layer, solver), available here or not, its version, why not.

Each layer is probed in its own subprocess, side by side (:func:`puzzlebench.engine.experiment.probe.probe`:
the layers must not meet in one process); a progress line on stderr says which layer is
done (``-q`` silences it).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from puzzlebench.models.backends import BackendInfo


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the table as JSON")
    parser.add_argument("--available", action="store_true", help="list only the available pairs")


def table() -> list[BackendInfo]:
    from puzzlebench.engine.experiment.probe import probe
    from puzzlebench.models.backends import pairs
    from puzzlebench.scripts.options import progress

    layers = list(dict.fromkeys(layer for layer, _ in pairs()))
    progress(f"solvers: probing {len(layers)} layers ({', '.join(layers)}) and the baselines, each in its own process ...")
    start = time.perf_counter()

    def done(layer: str, rows: list[BackendInfo]) -> None:
        ok = sum(r.available for r in rows)
        progress(f"solvers: {layer} probed: {ok}/{len(rows)} available ({time.perf_counter() - start:.1f} s)")

    return probe(layers, done=done)


def run(args: argparse.Namespace) -> int:
    rows = table()
    if args.available:
        rows = [r for r in rows if r.available]
    if args.json:
        print(json.dumps([dataclasses.asdict(r) for r in rows], indent=1))
        return 0
    from tabulate import tabulate

    print(tabulate(
        [[r.layer, r.solver, "yes" if r.available else "no", r.version or "-", r.why or ""] for r in rows],
        headers=["layer", "solver", "available", "version", "why not"],
    ))
    return 0
