"""Benchmark: troix/onehot against troix/lines, side by side, with HiGHS (highspy) directly.

For each instance (the four reference puzzles; seeded random puzzles with sparser givens;
seeded uniquely solvable puzzles with a minimal set of givens, made here by greedy removal
with HiGHS deciding uniqueness) and each variant this measures

* the build (wall seconds) and the model size;
* the feasibility solve (the models as built, objective 0): wall time, branch-and-bound
  nodes, simplex iterations; the decoded grid must pass the independent checker;
* LP strength: the same random objective on x (seeded, identical for both variants, since
  both have the same x) is minimised by the LP relaxation and by the MIP; ``gap`` is
  (MIP optimum - LP bound) / |MIP optimum|, 0 when the LP already closes it.

Each variant runs with and without option ``deduce`` (line propagation fixes forced cells
by bounds first). ``--harness`` instead runs the committed puzzles through the real
harness (``puzzlebench.engine.run.runner.run``) on CP-SAT, PuLP/CBC and Pyomo/HiGHS (about 3 minutes).

Single-threaded HiGHS with a time limit per solve; the default run takes about 35 s. Prints a Markdown table and writes it to ``--out FILE`` (default ``results/bench/troix.md``)::

    .venv/bin/python benchmarks/bench_troix.py [--limit 20] [--out results/bench/troix.md]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import zlib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import highspy  # noqa: E402
import numpy as np  # noqa: E402

from puzzlebench.engine.run.records import RunStatus  # noqa: E402
from puzzlebench.instances.checker import check  # noqa: E402
from puzzlebench.instances.io import load  # noqa: E402
from puzzlebench.instances.types import TroixInstance  # noqa: E402
from puzzlebench.models import registry  # noqa: E402
from puzzlebench.models.model import LE, Model, ModelTooLarge, RowCollector  # noqa: E402

REFERENCE = ROOT.parent / "shared" / "instances" / "reference" / "troix"
# (variant, deduce)
VARIANTS = (("troix/onehot", False), ("troix/onehot", True), ("troix/lines", False),
            ("troix/lines", True))
# troix/lines fillings cap here (the variant's default is 200,000): lines+deduce on the random
# 15x15 puzzle builds 176,865 fillings / 2.4 M non-zeros under the default, and HiGHS then
# needs minutes for the three solves; this cap keeps the whole run near a minute
LINES_CAP = 100_000
# (rows, cols, fraction of cells kept as givens, seed)
GENERATED = ((12, 12, 0.35, 1), (15, 15, 0.35, 2), (18, 18, 0.40, 3), (9, 9, 0.0, 4))
# (rows, cols, seed) of uniquely solvable puzzles with a minimal set of givens
MINIMAL = ((12, 12, 5), (15, 15, 6))


def random_grid(R: int, C: int, seed: int) -> list[str]:
    """A random valid full grid: the one-hot model of an empty grid under a random objective.

    (A plain backtracking generator stalls beyond 12x12; HiGHS draws an 18x18 grid in well
    under a second. The grid is re-checked by the independent checker.)
    """
    empty = TroixInstance(R, C, ["." * C] * R)
    f = registry.get("troix/onehot").make(empty)
    cost = np.random.default_rng(seed).standard_normal(f.model.num_vars)
    h = highs_for(f.model, 30.0, cost=cost)
    h.setOptionValue("mip_max_improving_sols", 1)  # any feasible grid will do
    h.run()
    grid = f.decode(np.array(h.getSolution().col_value))
    assert check(empty, grid) == [], "generator produced an invalid grid"
    return list(grid)


def is_unique(givens: list[str], sol: list[str]) -> bool:
    """True when ``sol`` is the only completion of ``givens``: the one-hot model plus a
    no-good row excluding ``sol`` is infeasible for HiGHS."""
    R, C = len(sol), len(sol[0])
    f = registry.get("troix/onehot").make(TroixInstance(R, C, givens))
    cells = [(i, j, "XOI".index(ch)) for i, row in enumerate(sol) for j, ch in enumerate(row)]
    cols = np.array([f.x[s, i, j] for i, j, s in cells])
    coll = RowCollector("nogood", "nogood")
    coll.add((), cols, 1.0, LE, R * C - 1)
    m = f.model.with_rows(coll.rowset())
    h = highs_for(m, 30.0)
    h.run()
    return h.modelStatusToString(h.getModelStatus()) == "Infeasible"


def minimal_puzzle(R: int, C: int, seed: int) -> TroixInstance:
    """A uniquely solvable puzzle with no removable given (greedy removal in random order,
    uniqueness decided by HiGHS each time): the kind of puzzle people publish."""
    sol = random_grid(R, C, seed)
    rng = random.Random(seed)
    givens = [list(row) for row in sol]
    cells = [(i, j) for i in range(R) for j in range(C)]
    rng.shuffle(cells)
    for i, j in cells:
        keep = givens[i][j]
        givens[i][j] = "."
        if not is_unique(["".join(r) for r in givens], sol):
            givens[i][j] = keep
    return TroixInstance(R, C, ["".join(r) for r in givens], name=f"minimal_{R}x{C}_seed{seed}")


def instances() -> list[TroixInstance]:
    out = [load(p) for p in sorted(REFERENCE.glob("puzzle_*.json"))] if REFERENCE.exists() else []
    for R, C, keep, seed in GENERATED:
        rng = random.Random(seed)
        sol = random_grid(R, C, seed)
        givens = ["".join(ch if rng.random() < keep else "." for ch in row) for row in sol]
        out.append(TroixInstance(R, C, givens, name=f"random_{R}x{C}_{int(keep * 100)}pct"))
    out += [minimal_puzzle(R, C, seed) for R, C, seed in MINIMAL]
    return out


def highs_for(m: Model, limit: float, relax: bool = False, cost: np.ndarray | None = None) -> highspy.Highs:
    lp = highspy.HighsLp()
    A = m.A.tocsc()
    lp.num_col_, lp.num_row_ = m.num_vars, m.num_rows
    lp.col_cost_ = m.objective if cost is None else cost
    lp.col_lower_, lp.col_upper_ = m.lb, m.ub
    lp.row_lower_ = np.where(m.sense >= 0, m.rhs, -highspy.kHighsInf)
    lp.row_upper_ = np.where(m.sense <= 0, m.rhs, highspy.kHighsInf)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_, lp.a_matrix_.index_, lp.a_matrix_.value_ = A.indptr, A.indices, A.data
    if not relax:
        kinds = [highspy.HighsVarType.kInteger, highspy.HighsVarType.kContinuous]
        lp.integrality_ = [kinds[0] if t else kinds[1] for t in m.is_integer.tolist()]
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    h.setOptionValue("time_limit", float(limit))
    h.passModel(lp)
    return h


def run_one(inst: TroixInstance, variant: str, limit: float, deduce: bool = False) -> dict[str, Any]:
    name = variant.split("/")[1] + ("+deduce" if deduce else "")
    row: dict[str, Any] = {"instance": inst.name, "size": f"{inst.rows}x{inst.cols}", "variant": name}
    t = time.perf_counter()
    try:
        opts = {"pattern_cap": LINES_CAP} if variant == "troix/lines" else {}
        f = registry.get(variant).make(inst, deduce=deduce, **opts)
    except ModelTooLarge as exc:
        row.update(status=RunStatus.TOO_LARGE, build_s=time.perf_counter() - t, note=str(exc))
        return row
    row["build_s"] = time.perf_counter() - t
    m = f.model
    row.update({k: v for k, v in m.size().items() if k in ("variables", "constraints", "nonzeros")})
    row["fixed"] = m.meta.get("deduce", {}).get("fixed_cells")

    h = highs_for(m, limit)
    t = time.perf_counter()
    h.run()
    row["solve_s"] = time.perf_counter() - t
    info = h.getInfo()
    row["nodes"] = int(info.mip_node_count)
    status = h.modelStatusToString(h.getModelStatus())
    if status == "Optimal":
        grid = f.decode(np.array(h.getSolution().col_value))
        row["status"] = RunStatus.SOLVED if check(inst, grid) == [] else RunStatus.WRONG
    else:
        row["status"] = status.lower()

    # LP strength under a random objective on x (same c for both variants)
    rng = np.random.default_rng(zlib.crc32(inst.name.encode()))
    cost = np.zeros(m.num_vars)
    cost[f.x.ravel()] = rng.standard_normal(f.x.size)
    lp = highs_for(m, limit, relax=True, cost=cost)
    t = time.perf_counter()
    lp.run()
    row["lp_s"] = time.perf_counter() - t
    row["lp_iters"] = int(lp.getInfo().simplex_iteration_count)
    bound = lp.getInfo().objective_function_value
    mip = highs_for(m, limit, cost=cost)
    mip.run()
    if mip.modelStatusToString(mip.getModelStatus()) == "Optimal":
        opt = mip.getInfo().objective_function_value
        gap = (opt - bound) / max(abs(opt), 1e-9)
        row["gap"] = 0.0 if abs(gap) < 1e-9 else gap  # round-off, not a gap
        row["obj_nodes"] = int(mip.getInfo().mip_node_count)
    return row


COLUMNS = ("instance", "size", "variant", "status", "build_s", "variables", "constraints", "nonzeros",
           "fixed", "solve_s", "nodes", "lp_s", "lp_iters", "gap", "obj_nodes")


def table(rows: list[dict[str, Any]]) -> str:
    def fmt(v: Any) -> str:
        if v is None:
            return ""
        if isinstance(v, float):
            return f"{v:.3f}" if abs(v) >= 1e-3 or v == 0 else f"{v:.1e}"
        return str(v)

    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    lines += ["| " + " | ".join(fmt(r.get(c)) for c in COLUMNS) + " |" for r in rows]
    return "\n".join(lines) + "\n"


# ---- side by side through the real harness (puzzlebench.engine.run.runner.run) -----------------------------
HARNESS_SOLVERS = (("ortools", "cpsat"), ("pulp", "cbc"), ("pyomo", "highs"))
HARNESS_CONFIGS = (("troix/onehot", False), ("troix/onehot", True), ("troix/lines", False),
                   ("troix/lines", True))
DATA = ROOT / "instances" / "troix"


def harness(limit: float, jsonl: Path | None) -> str:
    """Every committed puzzle x solver x (variant, deduce) through ``puzzlebench.engine.run.runner.run``:
    the same records the pipeline writes (formulate / translate / solve times, checker
    verdict). Prints per-run lines to stderr and returns a table of medians."""
    from puzzlebench.engine.run.runner import run
    from puzzlebench.engine.run.spec import RunSpec

    recs: list[dict[str, Any]] = []
    paths = sorted(DATA.glob("*.json"))
    for layer, solver in HARNESS_SOLVERS:
        for path in paths:
            inst = load(path)
            for variant, ded in HARNESS_CONFIGS:
                r = run(RunSpec.for_file(path, variant, layer, solver, limit, {"deduce": ded}), inst)
                row = {"instance": path.stem, "solver": f"{layer}/{solver}",
                       "config": variant.split("/")[1] + ("+deduce" if ded else ""),
                       "status": r.status.value, "total": r.times.wall(),
                       **{k: v["wall"] for k, v in r.times.to_json().items()},
                       "branches": r.stats.get("branches"),
                       }
                recs.append(row)
                print(row, file=sys.stderr)
                if jsonl:
                    with jsonl.open("a") as fh:
                        fh.write(json.dumps(row) + "\n")
    return harness_table(recs)


def harness_table(recs: list[dict[str, Any]]) -> str:
    """Medians per solver and configuration, over all puzzles and over the -min ones."""
    cols = ("solver", "config", "puzzles", "solved", "too_large", "formulate", "translate",
            "solve", "total", "min: solve", "min: total", "branches (max)")
    out = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    keys = sorted({(r["solver"], r["config"]) for r in recs}, key=lambda k: (k[0], k[1]))
    for solver, config in keys:
        rs = [r for r in recs if r["solver"] == solver and r["config"] == config]
        ok = [r for r in rs if r["status"] == RunStatus.SOLVED]
        mins = [r for r in ok if r["instance"].endswith("-min")]

        def med(xs: list[dict[str, Any]], key: str) -> str:
            return f"{float(np.median([x[key] for x in xs])):.3f}" if xs else ""

        br = [r["branches"] for r in ok if r.get("branches") is not None]
        out.append("| " + " | ".join([
            solver, config, str(len(rs)), str(len(ok)),
            str(sum(r["status"] == RunStatus.TOO_LARGE for r in rs)),
            med(ok, "formulate"), med(ok, "translate"), med(ok, "solve"), med(ok, "total"),
            med(mins, "solve"), med(mins, "total"), str(max(br)) if br else ""]) + " |")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=float, default=20.0, help="time limit per HiGHS solve (s)")
    ap.add_argument("--out", type=Path, default=ROOT / "results" / "bench" / "troix.md",
                    help="where the Markdown table goes too (default results/bench/troix.md, with "
                         "--harness results/bench/troix_harness.md)")
    ap.add_argument("--harness", action="store_true",
                    help="instead: the committed puzzles through puzzlebench.engine.run.runner.run (CP-SAT, "
                         "PuLP/CBC, Pyomo/HiGHS), onehot/lines with and without deduce")
    ap.add_argument("--jsonl", type=Path, help="with --harness: append every run here")
    args = ap.parse_args(argv)
    if args.harness and args.out == ap.get_default("out"):  # its own table beside the other
        args.out = args.out.with_name("troix_harness.md")
    if args.harness:
        text = harness(args.limit, args.jsonl)
        print(text)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text)
        print(f"wrote {args.out}", file=sys.stderr)
        return 0
    rows = []
    for inst in instances():
        for variant, ded in VARIANTS:
            rows.append(run_one(inst, variant, args.limit, ded))
            print(rows[-1], file=sys.stderr)
    text = table(rows)
    print(text)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text)
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
