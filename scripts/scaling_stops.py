"""Where each configuration stops on the scaling series: a Markdown table from a run's runs.csv.

    .venv/bin/python -m scripts.scaling_stops results/scaling/runs.csv

One row per puzzle, hardness class and configuration (variant label x layer/solver label):
the largest size up to which every puzzle of every size was solved (and checked) within the
run's limit, with the median total time at that size, then the first size where one was not
(solved / puzzles, and the statuses of the others). Why a script: the docs' table must be
regenerated from the named run, never retyped; the pipeline's own summaries pool sizes.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass
from typing import Any

from puzzlebench.engine.run.records import RunStatus


@dataclass(frozen=True)
class Stop:
    """How far one configuration got on one class."""

    puzzle: str
    hardness: str
    configuration: str
    solver: str
    solved_to: str  # "all to 40x40 (median 1.38 s)", or "none"
    first_failure: str  # "2/3 at 60x60 (timeout)", or "all sizes"


def stops(df: Any) -> list[Stop]:
    """The table's rows (``df``: a runs table as a pandas DataFrame), sorted by puzzle,
    class, configuration and solver."""
    df = df.assign(ok=(df["status"] == RunStatus.SOLVED) & df["valid"].fillna(False).astype(bool),
                   solver_key=df["layer"] + "/" + df["solver_label"].fillna(df["solver"]),
                   hardness=df["hardness_class"] if "hardness_class" in df.columns else "all")
    out = []
    for (puzzle, hardness, label, solver), runs in df.groupby(["puzzle", "hardness", "label", "solver_key"]):
        solved_to, first = "none", "all sizes"
        for (_, rows, cols), size in sorted(runs.groupby(["cells", "rows", "cols"])):
            if size["ok"].all():
                solved_to = f"all to {rows}x{cols} (median {size['total_s'].median():.2f} s)"
                continue
            failed = size.loc[~size["ok"], "status"].astype(str)
            why = Counter(failed.where(failed != RunStatus.SOLVED, "wrong"))  # solved, but the checker said no
            first = (f"{int(size['ok'].sum())}/{len(size)} at {rows}x{cols} "
                     f"({', '.join(s for s, _ in why.most_common())})")
            break
        out.append(Stop(str(puzzle), str(hardness), str(label), str(solver), solved_to, first))
    return out


def markdown(rows: list[Stop]) -> str:
    head = ["| puzzle | class | configuration | solver | every puzzle solved up to | first size not solved |",
            "|---|---|---|---|---|---|"]
    return "\n".join(head + [f"| {r.puzzle} | {r.hardness} | {r.configuration} | {r.solver} | {r.solved_to} "
                             f"| {r.first_failure} |" for r in rows])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("runs", help="runs.csv of the scaling experiment")
    args = ap.parse_args(argv)
    import pandas as pd

    try:
        df = pd.read_csv(args.runs)
    except (OSError, ValueError) as exc:
        print(f"scaling_stops: cannot read {args.runs}: {exc}", file=sys.stderr)
        return 2
    missing = {"puzzle", "label", "layer", "solver", "solver_label", "status", "valid", "total_s", "rows", "cols",
               "cells"} - set(df.columns)
    if missing:
        print(f"scaling_stops: {args.runs} is not a runs table: no column {', '.join(sorted(missing))}",
              file=sys.stderr)
        return 2
    print(markdown(stops(df)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
