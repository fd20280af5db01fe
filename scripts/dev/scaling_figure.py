"""The scaling experiment's frontier figure: time against size per variant x solver.

    .venv/bin/python -m puzzlebench.scripts.dev.scaling_figure results/scaling/runs.csv docs/img/scaling-frontier.png

One panel per puzzle and solver; one line per variant (label): the total time of each run
against the grid's cells, on log axes. A solved run is a dot; a run that did not solve is
drawn at the time limit with a marker for why (x: timeout, triangle: ``too_large`` (the
path enumeration's cap), square: any other status), so where each variant x solver stops
solving -- its frontier -- is where its line leaves the dots. Why a script of its own: the
pipeline's ``scaling`` figure shows solved runs only, merged over solvers, so the
frontier is not visible there.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from puzzlebench.engine.records import RunStatus

MARKERS = {RunStatus.SOLVED: "o", RunStatus.TIMEOUT: "x", RunStatus.TOO_LARGE: "^"}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("runs", help="runs.csv of the scaling experiment")
    ap.add_argument("out", help="output picture (.png or .svg)")
    args = ap.parse_args(argv)
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import pandas as pd

    try:
        df = pd.read_csv(args.runs)
    except (OSError, ValueError) as exc:
        print(f"scaling_figure: cannot read {args.runs}: {exc}", file=sys.stderr)
        return 2
    df["solver_key"] = df["layer"] + "/" + df["solver"]
    puzzles = sorted(df["puzzle"].unique())
    solvers = sorted(df["solver_key"].unique())
    fig, axes = plt.subplots(len(puzzles), len(solvers), figsize=(4.6 * len(solvers), 3.8 * len(puzzles)),
                             squeeze=False, sharey=True)
    for r, puzzle in enumerate(puzzles):
        for c, solver in enumerate(solvers):
            ax = axes[r][c]
            sub = df[(df["puzzle"] == puzzle) & (df["solver_key"] == solver)]
            for k, (label, runs) in enumerate(sorted(sub.groupby("label"), key=lambda t: t[0])):
                runs = runs.sort_values("cells")
                colour = f"C{k}"
                y = runs["total_s"].where(runs["status"] == RunStatus.SOLVED, runs["time_limit"])
                ax.plot(runs["cells"], y, color=colour, lw=1, alpha=0.7, label=label)
                for status, part in runs.groupby("status"):
                    yy = part["total_s"] if status == RunStatus.SOLVED else part["time_limit"]
                    ax.scatter(part["cells"], yy, color=colour, marker=MARKERS.get(status, "s"), s=28, zorder=3)
            ax.set_xscale("log")
            ax.set_yscale("log")
            ax.set_title(f"{puzzle}, {solver}", fontsize=10)
            ax.set_xlabel("grid cells")
            if c == 0:
                ax.set_ylabel("total time [s] (not solved: at the limit)")
            ax.grid(True, which="both", alpha=0.25)
            ax.legend(fontsize=7, loc="upper left")
    fig.suptitle("scaling: o solved, x timeout, ^ too_large, square other (wrong, error)", fontsize=10)
    fig.tight_layout()
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=110)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
