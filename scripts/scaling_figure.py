"""The scaling experiment's frontier figure: time against size per variant x solver and class.

    .venv/bin/python -m scripts.scaling_figure results/scaling/runs.csv docs/img/scaling-frontier.png

One row of panels per puzzle and hardness class (settled: deduction fixes every cell; open:
it leaves at least a third open), one panel per solver; one line per variant (label): the
median total time over the instances of each size, the band their range, every run a
marker, on log axes. A solved run is a dot; a run that did not solve is
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

from puzzlebench.engine.run.records import RunStatus

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
    # the solver's label, not its name: a solver run with its own options is a panel of its own
    df["solver_key"] = df["layer"] + "/" + df["solver_label"].fillna(df["solver"])
    df["hardness"] = df["hardness_class"] if "hardness_class" in df.columns else "all"  # runs.csv owns the class
    rows = sorted({(p, h) for p, h in zip(df["puzzle"], df["hardness"], strict=True)})
    solvers = sorted(df["solver_key"].unique())
    fig, axes = plt.subplots(len(rows), len(solvers), figsize=(4.6 * len(solvers), 3.8 * len(rows)),
                             squeeze=False, sharey=True)
    for r, (puzzle, hardness) in enumerate(rows):
        for c, solver in enumerate(solvers):
            ax = axes[r][c]
            sub = df[(df["puzzle"] == puzzle) & (df["solver_key"] == solver) & (df["hardness"] == hardness)]
            if sub.empty:  # a solver run for one puzzle only (e.g. CP-SAT without its LP, Troix): no panel
                ax.set_visible(False)
                continue
            for k, (label, runs) in enumerate(sorted(sub.groupby("label"), key=lambda t: t[0])):
                colour = f"C{k}"
                y = runs["total_s"].where(runs["status"] == RunStatus.SOLVED, runs["time_limit"])
                spread = y.groupby(runs["cells"]).agg(["min", "median", "max"])
                ax.plot(spread.index, spread["median"], color=colour, lw=1.2, alpha=0.8, label=label)
                ax.fill_between(spread.index, spread["min"], spread["max"], color=colour, alpha=0.15, lw=0)
                for status, part in runs.groupby("status"):
                    yy = part["total_s"] if status == RunStatus.SOLVED else part["time_limit"]
                    ax.scatter(part["cells"], yy, color=colour, marker=MARKERS.get(status, "s"), s=22, zorder=3)
            ax.set_xscale("log")
            ax.set_yscale("log")
            ax.set_title(f"{puzzle} {hardness}, {solver}", fontsize=10)
            ax.set_xlabel("grid cells")
            if c == 0:
                ax.set_ylabel("total time [s] (not solved: at the limit)")
            ax.grid(True, which="both", alpha=0.25)
            ax.legend(fontsize=7, loc="upper left")
    fig.suptitle("scaling: o solved, x timeout, ^ too_large, square other (wrong, error)", fontsize=10)
    fig.tight_layout(rect=(0, 0, 1, 0.98))  # room for the title above the first row
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=110)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
