"""Benchmark: the frontier's targets, read from a frontier run, each figure next to its target.

Targets (issue 35): a MIP configuration that solves every open Galaxies 60x60 within 60 s,
and two of three open 100x100 within 300 s (once the committed ladder has them). A MIP
configuration is one label / layer/solver of the run that is not a non-MIP baseline (PySAT,
clingo, sgt). For each target size the benchmark prints the configuration that solved the
most of the size's instances within the target's seconds (ties: the smaller largest time),
how many, and its times; a size the run does not have is printed as not measured. The
figures are the records' own (the run's 1-minute load is printed beside them), read from
``runs.csv`` of the results folder::

    .venv/bin/python benchmarks/bench_frontier.py [--results results/frontier] [--out results/bench/frontier.md]

Exit 2 with one line when the folder has no runs.csv.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from targets_table import Table  # noqa: E402  (benchmarks/, the script's own folder)

from puzzlebench.analysis import stats as S  # noqa: E402
from puzzlebench.engine.run.records import RunStatus  # noqa: E402

NOT_MIP = ("pysat", "clingo", "sgt", "multipuzzle")
"""Layers whose runs are the bar, not MIP configurations."""


@dataclass(frozen=True)
class Target:
    side: int
    seconds: float
    needed: int
    of: int

    @property
    def text(self) -> str:
        return f"{self.needed} of {self.of} within {self.seconds:g} s"


TARGETS = (Target(60, 60.0, 3, 3), Target(100, 300.0, 2, 3))


def best(runs: pd.DataFrame, target: Target) -> tuple[str, int, int, list[float]] | None:
    """(configuration, instances solved within the target's seconds, instances, their
    times) of the MIP configuration that solved most at the target's size; None: no run."""
    d = runs[(runs["rows"] == target.side) & (runs["cols"] == target.side) & ~runs["layer"].isin(NOT_MIP)]
    d = S.measured(d)
    if d.empty:
        return None
    d = d.assign(config=S.config_name(d),
                 ok=(d["status"] == RunStatus.SOLVED) & (d["total_s"].astype(float) <= target.seconds))
    rows = []
    for config, g in d.groupby("config", sort=True):
        solved = g[g["ok"]]
        times = sorted(float(t) for t in solved["total_s"])
        rows.append((-int(solved["instance"].nunique()), max(times, default=float("inf")), str(config),
                     int(g["instance"].nunique()), times))
    rows.sort()
    k, _, config, n, times = rows[0]
    return config, -k, n, times


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--results", type=Path, default=ROOT / "results" / "frontier")
    ap.add_argument("--out", type=Path, default=ROOT / "results" / "bench" / "frontier.md")
    args = ap.parse_args(argv)
    csv = args.results / "runs.csv"
    if not csv.is_file():
        print(f"bench_frontier: {csv}: no runs table (run `make run EXPERIMENT=frontier` first)", file=sys.stderr)
        return 2
    runs = pd.read_csv(csv, low_memory=False)
    load = runs["load_average"].dropna()
    commits = ", ".join(sorted({str(c)[:12] for c in runs["commit"].dropna()}))
    table = Table("| target | best MIP configuration | measured | times [s] | met | run |\n|---|---|---|---|---|---|")
    run = f"commit {commits}, load {load.min():.1f}-{load.max():.1f}" if len(load) else f"commit {commits}"
    for t in TARGETS:
        found = best(runs, t)
        if found is None:
            table.row(f"| open Galaxies {t.side}x{t.side}: {t.text} | not measured (no such runs) | | | no | {run} |")
            continue
        config, solved, n, times = found
        met = "yes" if solved >= t.needed else "no"
        table.row(f"| open Galaxies {t.side}x{t.side}: {t.text} | {config} | {solved} of {n} | "
                  f"{', '.join(f'{x:.1f}' for x in times)} | {met} | {run} |")
    table.write(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
