"""The Galaxies connectivity models side by side on open puzzles, one run at a time.

    python -m benchmarks.bench_connectivity [--limit 60] [--variants flow,cuts,mcf,labels]
        [--solvers ortools/cpsat,native/highs,native/scip] [--out results/bench/connectivity.csv]

Every run goes through the harness's runner (formulate, solve, the checker decides) in this
process, sequentially, so two runs never share the machine's cores with each other; the
load average is written beside each row (other jobs may share the machine). The LP bound
of each model (seeded objective, :mod:`puzzlebench.engine.measure.lp_strength`) is measured
once per (variant, instance). Defaults: prune=reach, pairs=True, no deduction (deduction
settles these sets' puzzles before any solver starts, which would hide the models).
"""

from __future__ import annotations

import argparse
import csv
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
INSTANCES = ("galaxies-20x20-s1-open34", "galaxies-20x20-s2-open34", "galaxies-30x30-s1-open34")
VARIANTS = {
    "flow": ("galaxies/flow", {}),
    "mcf": ("galaxies/mcf", {}),
    "labels": ("galaxies/labels", {}),
    "cuts": ("galaxies/cuts", {}),
    "cuts+bc": ("galaxies/cuts", {"cut_loop": "callback"}),
    "hops": ("galaxies/hops", {}),
    "hops+bc": ("galaxies/hops", {"cut_loop": "callback"}),
}


def lp_bound(variant: str, options: dict, path: Path) -> str:
    """The LP bound and gap of the seeded objective, as text (empty when not measured)."""
    from puzzlebench.engine.measure.lp_strength import (
        ROOT_ROUNDS,
        assignment_columns,
        relaxation,
        root,
        seeded_costs,
    )
    from puzzlebench.instances.io import load
    from puzzlebench.models import registry

    inst = load(path)
    form = registry.get(variant).make(inst, prune="reach", pairs=True, **options)
    cost = seeded_costs(form, inst)
    table = assignment_columns(form)
    if hasattr(form, "separate_fractional"):  # a cut loop: its root after LP separation rounds
        rel = root(form, table, cost, 60.0, ROOT_ROUNDS)
    else:
        rel = relaxation(form.model, table, cost, 60.0)[0]
    known = float(cost @ form.encode_x(inst.solution)) if inst.solution is not None else float("nan")
    return f"{rel.bound:.2f}/{known:.2f}" if rel.bound is not None else ""


def one(variant: str, options: dict, path: Path, layer: str, solver: str, limit: float) -> dict:
    """One run through the runner (in a child process: a solver that misbehaves takes only it)."""
    code = (
        "import json, sys\n"
        "from puzzlebench.engine.run.runner import run\n"
        "from puzzlebench.engine.run.spec import RunSpec\n"
        "from puzzlebench.instances.io import load\n"
        "a = json.loads(sys.argv[1])\n"
        "spec = RunSpec(instance=a['path'], instance_id='b', variant=a['variant'], "
        "options={'prune': 'reach', 'pairs': True, **a['options']}, layer=a['layer'], solver=a['solver'], "
        "time_limit=a['limit'])\n"
        "rec = run(spec, load(a['path']))\n"
        "s = rec.stats\n"
        "print(json.dumps({'status': str(rec.status), 'solve': rec.times.solve.wall, "
        "'formulate': rec.times.formulate.wall, 'cut_loop': s.get('cut_loop', ''), "
        "'cuts': s.get('cuts', ''), 'rounds': s.get('cut_rounds', ''), "
        "'callbacks': s.get('lazy_callbacks', ''), 'variables': rec.size.variables if rec.size else ''}))\n"
    )
    import json

    arg = json.dumps({"path": str(path), "variant": variant, "options": options, "layer": layer,
                      "solver": solver, "limit": limit})
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    try:
        res = subprocess.run([sys.executable, "-c", code, arg], capture_output=True, text=True, env=env,
                             timeout=limit * 3 + 60, check=False)
        out = json.loads(res.stdout.strip().splitlines()[-1])
    except (subprocess.TimeoutExpired, ValueError, IndexError):
        out = {"status": "killed"}
    out["load"] = f"{os.getloadavg()[0]:.1f}"
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=float, default=60.0)
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--solvers", default="ortools/cpsat,native/highs,native/scip")
    ap.add_argument("--instances", default=",".join(INSTANCES))
    ap.add_argument("--out", default=str(ROOT / "results" / "bench" / "connectivity.csv"))
    args = ap.parse_args()
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    fields = ["instance", "variant", "layer", "solver", "status", "formulate", "solve", "cut_loop", "cuts",
              "rounds", "callbacks", "variables", "lp", "load"]
    new = not out.exists()
    with out.open("a", newline="") as fh:
        w = csv.DictWriter(fh, fields)
        if new:
            w.writeheader()
        for name in args.instances.split(","):
            path = ROOT / "instances" / "large" / "galaxies" / f"{name}.json"
            for label in args.variants.split(","):
                variant, options = VARIANTS[label]
                lp = lp_bound(variant, options, path)
                for pair in args.solvers.split(","):
                    layer, solver = pair.split("/")
                    if options.get("cut_loop") == "callback" and solver not in ("scip", "gurobi", "cplex", "xpress"):
                        continue
                    row = {"instance": name, "variant": label, "layer": layer, "solver": solver, "lp": lp,
                           **one(variant, options, path, layer, solver, args.limit)}
                    w.writerow({k: row.get(k, "") for k in fields})
                    fh.flush()
                    print(row, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
