"""Benchmark: solving at scale (issue 10, item 4) -- each target's measured median and max.

Targets (each solver's best configuration, time = formulate + translate + solve + check of
the run record, i.e. from the puzzle file to a checked answer):

* Galaxies generated 40x40: CP-SAT <= 2 s; SCIP, HiGHS and CBC each <= 60 s.
* Galaxies 100x100: the best configuration <= 60 s.
* Troix 99x99 with no givens: CP-SAT <= 5 s, HiGHS <= 10 s, CBC <= 60 s.

Every run goes through the real harness (:func:`puzzlebench.engine.run.workers.run_many`: an isolated
worker per layer, killed from outside after its limit plus grace, every answer checked by
the independent checker). The time limit of a run is a multiple of its target (at least
10 s; ``--limit-factor``, default 1.5), so a miss shows by how much; a run that does not
solve counts as its limit in the median and
max (shown as ``>``). A second table, ``ideas``, puts the ideas measured on the way side by
side on the same instances, in the same run (e.g. CP-SAT with every row linear against
native Boolean constraints; ``PUZZLEBENCH_CPSAT_ROWS=linear`` selects the former).

Instances: Troix 99x99 is the empty grid (seeds vary the solver seed). Galaxies 40x40 are
generated (``generate_galaxies``, seeds 1..N, cached under ``<out>/scale_instances/``;
today ~10-20 s each), Galaxies 100x100 likewise (several minutes each); either is read
from the scaling series where it has the size and seed: the settled class,
``instances/large/galaxies/galaxies-<n>x<n>-s<seed>-settled.json`` (``max_open 0``:
deduction settles every cell, as in janko's puzzles).

    .venv/bin/python benchmarks/bench_scale_solve.py [--seeds 3] [--seeds100 1] [--parts targets,ideas]
        [--only troix99|galaxies] [--out results/bench]

Writes ``scale_solve.csv`` (one row per run) and ``scale_solve.md``. The machine is shared:
the tables carry the load average before and after.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import statistics
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from puzzlebench.engine.generate.galaxies import generate_galaxies  # noqa: E402
from puzzlebench.engine.run import records  # noqa: E402
from puzzlebench.engine.run.records import RunStatus  # noqa: E402
from puzzlebench.engine.run.spec import RunSpec  # noqa: E402
from puzzlebench.engine.run.workers import run_many  # noqa: E402
from puzzlebench.instances.io import save  # noqa: E402
from puzzlebench.instances.types import TroixInstance  # noqa: E402

CUTS_BEST = {"prune": "reach", "pairs": True, "deduce": True}


@dataclass(frozen=True)
class Case:
    """One (instance group, configuration) measured over the group's instances and seeds."""

    group: str  # "galaxies40", "galaxies100", "troix99"
    label: str  # what the table shows
    variant: str
    layer: str
    solver: str
    target: float | None = None  # seconds; None: an idea's row without a target
    options: dict[str, Any] = field(default_factory=dict)
    threads: int = 1
    env: dict[str, str] = field(default_factory=dict)
    solver_options: dict[str, Any] = field(default_factory=dict)  # the solver's own names
    idea_limit: float = 10.0  # an idea's row stands in for a target of this many seconds

    def limit(self, factor: float) -> float:
        """The run's time limit: ``factor`` times the target (ideas: ``idea_limit``), at least 10 s."""
        return max(10.0, factor * (self.target or self.idea_limit))


NO_PRESOLVE = {"cp_model_presolve": False}  # CP-SAT: the cut loop's re-solves skip presolve
# Troix 99x99 and CBC: seeded random costs give the LP one (nearly integral) optimal vertex;
# CBC then stops at its first solution, found by its greedy heuristic, not the pump
RANDOM_OBJ = {"objective": "random"}
CBC_FIRST = {"feasibilityPump": "off", "cuts": "off", "preprocess": "off", "maxSolutions": 1}
ROOT_LP = {**CUTS_BEST, "root_rounds": 50}  # cuts on the LP relaxation before the integer loop

TARGETS: tuple[Case, ...] = (
    Case("galaxies40", "CP-SAT, cuts", "galaxies/cuts", "ortools", "cpsat", 2.0, CUTS_BEST, threads=2,
         solver_options=NO_PRESOLVE),
    Case("galaxies40", "SCIP, cuts", "galaxies/cuts", "ortools", "scip", 60.0, ROOT_LP),
    Case("galaxies40", "HiGHS, cuts", "galaxies/cuts", "ortools", "highs", 60.0, ROOT_LP),
    Case("galaxies40", "CBC, cuts", "galaxies/cuts", "pulp", "cbc", 60.0, ROOT_LP),
    Case("galaxies100", "CP-SAT, cuts", "galaxies/cuts", "ortools", "cpsat", 60.0, CUTS_BEST,
         solver_options=NO_PRESOLVE),  # 1 thread: measured 3/3 in 90 s, 2 threads 0/3 (load 6)
    # the path model (prune=reach, its defaults): the scaling experiment found it fastest at
    # 40x40-100x100 for CP-SAT and HiGHS (the generated galaxies have at most 12 cells, so
    # their chordless paths stay few); a solver's best configuration is the faster of its rows
    *(Case("galaxies40", f"{name}, paths", "galaxies/paths", layer, solver, 2.0 if solver == "cpsat" else 60.0)
      for name, layer, solver in (("CP-SAT", "ortools", "cpsat"), ("SCIP", "ortools", "scip"),
                                  ("HiGHS", "ortools", "highs"), ("CBC", "pulp", "cbc"))),
    Case("galaxies100", "CP-SAT, paths", "galaxies/paths", "ortools", "cpsat", 60.0),
    Case("galaxies100", "HiGHS, paths", "galaxies/paths", "ortools", "highs", 60.0),
    Case("troix99", "CP-SAT", "troix/onehot", "ortools", "cpsat", 5.0, threads=2),
    Case("troix99", "HiGHS", "troix/onehot", "ortools", "highs", 10.0),
    Case("troix99", "CBC", "troix/onehot", "pulp", "cbc", 60.0, RANDOM_OBJ, solver_options=CBC_FIRST),
)

IDEAS: tuple[Case, ...] = (
    Case("galaxies40", "CP-SAT 1 thread, linear rows", "galaxies/cuts", "ortools", "cpsat", None, CUTS_BEST,
         env={"PUZZLEBENCH_CPSAT_ROWS": "linear"}),
    Case("galaxies40", "CP-SAT 1 thread, native rows", "galaxies/cuts", "ortools", "cpsat", None, CUTS_BEST),
    Case("galaxies40", "CP-SAT 2 threads, native rows", "galaxies/cuts", "ortools", "cpsat", None, CUTS_BEST,
         threads=2),
    Case("galaxies40", "CP-SAT 2 threads, + local cuts", "galaxies/cuts", "ortools", "cpsat", None,
         {**CUTS_BEST, "local_cuts": True}, threads=2),
    Case("galaxies40", "CP-SAT 2 threads, flow", "galaxies/flow", "ortools", "cpsat", None, CUTS_BEST, threads=2),
    Case("galaxies40", "CP-SAT 2 threads, no presolve (the target's)", "galaxies/cuts", "ortools", "cpsat", None,
         CUTS_BEST, threads=2, solver_options=NO_PRESOLVE),
    Case("galaxies40", "CP-SAT 2 threads, cut_side=both", "galaxies/cuts", "ortools", "cpsat", None,
         {**CUTS_BEST, "cut_side": "both"}, threads=2),
    Case("galaxies40", "CP-SAT 2 threads, cut_scope=region", "galaxies/cuts", "ortools", "cpsat", None,
         {**CUTS_BEST, "cut_scope": "region"}, threads=2),
    Case("galaxies40", "CP-SAT 2 threads, galaxy_cuts", "galaxies/cuts", "ortools", "cpsat", None,
         {**CUTS_BEST, "galaxy_cuts": True}, threads=2),
    Case("galaxies100", "CP-SAT 2 threads, no presolve", "galaxies/cuts", "ortools", "cpsat", None, CUTS_BEST,
         threads=2, solver_options=NO_PRESOLVE, idea_limit=60.0),
    Case("troix99", "CP-SAT 1 thread", "troix/onehot", "ortools", "cpsat"),
    Case("troix99", "CP-SAT 2 threads, linear rows", "troix/onehot", "ortools", "cpsat", threads=2,
         env={"PUZZLEBENCH_CPSAT_ROWS": "linear"}),
    Case("troix99", "CP-SAT 2 threads, native rows", "troix/onehot", "ortools", "cpsat", threads=2),
    Case("troix99", "HiGHS (Pyomo)", "troix/onehot", "pyomo", "highs"),
    Case("troix99", "CBC no objective, first-solution options", "troix/onehot", "pulp", "cbc",
         solver_options=CBC_FIRST),
    Case("troix99", "HiGHS random objective", "troix/onehot", "ortools", "highs", None, RANDOM_OBJ),
)

GROUP_TITLES = {
    "galaxies40": "Galaxies 40x40 (generated, unique)",
    "galaxies100": "Galaxies 100x100 (generated, unique)",
    "troix99": "Troix 99x99, no givens",
}


# ---- instances ---------------------------------------------------------------------------
COMMITTED = ROOT / "instances" / "large" / "galaxies"
"""The scaling series' Galaxies (settled class); both Galaxies groups use these first."""

def instances(group: str, seeds: int, cache: Path) -> list[Path]:
    """The group's puzzle files (made once, then read from ``cache``)."""
    cache.mkdir(parents=True, exist_ok=True)
    if group == "troix99":
        path = cache / "troix-99x99-empty.json"
        if not path.exists():
            save(TroixInstance(99, 99, ("." * 99,) * 99, name="troix-99x99-empty"), path)
        return [path]
    size = 40 if group == "galaxies40" else 100
    out = []
    for seed in range(1, seeds + 1):
        name = f"galaxies-{size}x{size}-s{seed}.json"  # generated with the default options
        committed = COMMITTED / f"galaxies-{size}x{size}-s{seed}-settled.json"
        path = committed if committed.exists() else cache / name
        if not path.exists():
            t = time.perf_counter()
            save(generate_galaxies(size, size, seed), path)
            print(f"  generated {path.name} in {time.perf_counter() - t:.0f} s", flush=True)
        out.append(path)
    return out


# ---- running -----------------------------------------------------------------------------
@contextmanager
def environment(extra: dict[str, str]) -> Iterator[None]:
    """``extra`` in os.environ while the case runs (its workers inherit it)."""
    old = {k: os.environ.get(k) for k in extra}
    os.environ.update(extra)
    try:
        yield
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def run_case(part: str, case: Case, files: list[Path], seeds: int, factor: float,
             out: Path) -> list[dict[str, Any]]:
    """Every (instance, solver seed) of ``case``; one row per run."""
    runs = [(f, s) for f in files for s in (range(seeds) if len(files) == 1 else (0,))]
    specs = [RunSpec.for_file(f, case.variant, case.layer, case.solver, case.limit(factor), case.options,
                              threads=case.threads, seed=s, label=case.label,
                              solver_options=case.solver_options) for f, s in runs]
    with environment(case.env):
        paths = run_many(specs, out / "scale_runs" / part, resume=False)
    rows = []
    for (f, s), p in zip(runs, paths, strict=True):
        rec = records.read(p)
        rows.append({
            "part": part, "group": case.group, "label": case.label, "instance": f.stem, "seed": s,
            "variant": case.variant, "options": json.dumps(case.options, sort_keys=True),
            "layer": case.layer, "solver": case.solver, "threads": case.threads,
            "env": json.dumps(case.env), "status": rec.status.value, "time_limit": case.limit(factor),
            # formulate + translate + solve + check (cpu: process time, all solver threads)
            "total_wall": round(rec.times.wall(), 3), "total_cpu": round(rec.times.cpu(), 3),
            "solve_wall": round(rec.times.solve.wall, 3),
            "translate_wall": round(rec.times.translate.wall, 3),
            "cut_rounds": rec.stats.get("cut_rounds", ""), "target": case.target or "",
        })
        print(f"  {part:7s} {case.group:11s} {case.label:32s} {f.stem:34s} seed {s}: {rec.status:8s} "
              f"{rec.times.wall():7.2f} s", flush=True)
    return rows


# ---- tables ------------------------------------------------------------------------------
def charged(row: dict[str, Any]) -> float:
    """A run's time; an unsolved one counts as its limit."""
    return float(row["total_wall"]) if row["status"] == RunStatus.SOLVED else float(row["time_limit"])


def summary(rows: list[dict[str, Any]], cases: tuple[Case, ...], part: str) -> list[str]:
    with_target = part == "targets"
    head = "| instances | configuration | runs | solved | median s | max s | median cpu s |"
    head += " target s | met |" if with_target else " median translate s | median cut rounds |"
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for case in cases:
        rs = [r for r in rows if r["part"] == part and r["label"] == case.label and r["group"] == case.group]
        if not rs:
            continue
        times = [charged(r) for r in rs]
        solved = sum(r["status"] == RunStatus.SOLVED for r in rs)
        med, worst = statistics.median(times), max(times)
        mark = "" if solved == len(rs) else ">"
        config = f"{case.layer}/{case.solver} {case.variant} {_opts(case)}"
        cells = [GROUP_TITLES[case.group], f"{case.label}: {config}", str(len(rs)), str(solved),
                 f"{mark}{med:.2f}", f"{mark}{worst:.2f}",
                 f"{statistics.median(float(r['total_cpu']) for r in rs):.2f}"]
        if with_target:
            met = solved == len(rs) and worst <= (case.target or 0)
            cells += [f"{case.target:g}", "yes" if met else "no"]
        else:
            rounds = [r["cut_rounds"] for r in rs if r["cut_rounds"] != ""]
            cells += [f"{statistics.median(float(r['translate_wall']) for r in rs):.2f}",
                      f"{statistics.median(rounds):g}" if rounds else "-"]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def _opts(case: Case) -> str:
    bits = [k if v is True else f"{k}={v}" for k, v in case.options.items()]
    bits += [f"threads={case.threads}"] + [f"{k}={v}" for k, v in case.env.items()]
    bits += [f"{case.solver} {k}={v}" for k, v in case.solver_options.items()]
    return "(" + ", ".join(bits) + ")"


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"{one:.2f} (1 min), {five:.2f} (5 min) on {os.cpu_count()} cores"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=3, help="instances per Galaxies size / solver seeds for Troix")
    ap.add_argument("--seeds100", type=int, default=1,
                    help="Galaxies 100x100 puzzles (seeds 1..N; the committed ones, else generated: minutes each)")
    ap.add_argument("--parts", default="targets,ideas", help="targets, ideas or both (comma-separated)")
    ap.add_argument("--only", default="", help="only these groups (comma-separated: galaxies40, galaxies100, troix99; "
                    "a prefix such as galaxies selects every group it starts)")
    ap.add_argument("--limit-factor", type=float, default=1.5,
                    help="time limit per run = this x its target (ideas: x 10 s), at least 10 s")
    ap.add_argument("--out", type=Path, default=ROOT / "results" / "bench")
    args = ap.parse_args(argv)
    if args.seeds < 1 or args.seeds100 < 1 or not args.limit_factor > 0:
        print("error: --seeds and --seeds100 must be at least 1 and --limit-factor positive", file=sys.stderr)
        return 2
    parts = [p for p in args.parts.split(",") if p]
    if not set(parts) <= {"targets", "ideas"}:
        print(f"error: unknown part in {args.parts!r} (targets, ideas)", file=sys.stderr)
        return 2
    # a name selects every group it starts: "galaxies" = galaxies40 and galaxies100
    wanted = [w for w in args.only.split(",") if w] if args.only else [""]
    groups = {g for g in GROUP_TITLES for w in wanted if g.startswith(w)}
    if not all(any(g.startswith(w) for g in GROUP_TITLES) for w in wanted):
        print(f"error: unknown group in {args.only!r} ({', '.join(GROUP_TITLES)})", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    before, started = load(), time.perf_counter()
    files = {g: instances(g, args.seeds100 if g == "galaxies100" else args.seeds, args.out / "scale_instances")
             for g in sorted(groups)}
    rows: list[dict[str, Any]] = []
    for part in parts:
        for case in TARGETS if part == "targets" else IDEAS:
            if case.group in groups:
                rows += run_case(part, case, files[case.group], args.seeds, args.limit_factor, args.out)
    after = load()
    with open(args.out / "scale_solve.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["part"])
        w.writeheader()
        w.writerows(rows)
    md = [f"# Solving at scale (issue 10): {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}", "",
          f"Load average before {before}, after {after}; wall {time.perf_counter() - started:.0f} s. "
          "Time = formulate + translate + solve + check per run (wall; cpu: process time of "
          "the run, every solver thread, external solver processes such as PuLP's CBC not "
          "included); an unsolved run counts as its limit "
          f"({args.limit_factor:g} x the target, at least 10 s), marked >.", ""]
    for part in parts:
        md += [f"## {part}", "", *summary(rows, TARGETS if part == "targets" else IDEAS, part), ""]
    (args.out / "scale_solve.md").write_text("\n".join(md))
    print("\n".join(md))
    return 0


if __name__ == "__main__":
    sys.exit(main())
