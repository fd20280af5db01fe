"""Benchmark: translate time per modelling layer and solver on the same models, the native
layer (the solver-neutral arrays straight into each solver's API) included.

Models: the first janko 20x36 puzzle as ``galaxies/flow`` (about 5,900 columns, 11,700 rows)
and as ``galaxies/cuts`` with ``pairs`` (about 940 columns, 900 rows: within every free
commercial licence), and a seeded 100x100 Galaxies partition as ``galaxies/cuts`` with
``pairs``: drawn as the generator draws them (janko-like galaxy sizes, seed 1), not certified
unique, since only its model is translated (the committed scaling series stops at 40x40).
Every (layer, solver) available here translates each model through ``solve_model`` (the
time limit is short: only the translate step is read), in ``--repeats`` rounds; each round
runs every layer once, each in its own interpreter (layers must not meet in one process),
so the layers are measured side by side, interleaved, in one run of this script, and a
burst of load on the shared machine hits all of them alike. The table gives the fastest
round (the least disturbed), as ``bench_formulate.py`` does. A model a size-limited
licence refuses is ``licence`` (nothing is translated). Read with care: Pyomo and PuLP do
part of their translation inside the solve call (Pyomo's hand-over to the solver, PuLP's
LP file for CBC and GLPK), which this table does not see.

Writes ``<out>.csv`` and ``<out>.md`` (default ``results/bench/layers``)::

    .venv/bin/python benchmarks/bench_layers.py [--repeats 3] [--out PATH]
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

LAYERS = ("native", "ortools", "pulp", "pyomo")
SOLVE_LIMIT = 0.2  # seconds: the solve is cut short, only the translate step counts
JANKO = ROOT.parent / "shared" / "instances" / "janko" / "Galaxies_dataset.json"
BIG_SIDE, BIG_SEED = 100, 1
MODELS = (("janko 20x36 flow", "janko", "galaxies/flow", {}),
          ("janko 20x36 cuts+pairs", "janko", "galaxies/cuts", {"pairs": True}),
          ("100x100 cuts+pairs", "big", "galaxies/cuts", {"pairs": True}))


def _instances() -> dict[str, Any]:
    import random

    from puzzlebench.instances.galaxies_growth import canonical_instance, random_partition
    from puzzlebench.instances.io import load_all

    good, _ = load_all(JANKO)
    big = canonical_instance(*random_partition(BIG_SIDE, BIG_SIDE, random.Random(BIG_SEED)))
    return {"janko": next(p for p in good if (p.rows, p.cols) == (20, 36)), "big": big}


def layer_main(layer: str, repeats: int) -> None:
    """Child: every available solver of ``layer`` on every model; JSON rows on the real stdout."""
    out = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # solver banners go to stderr
    import warnings

    warnings.simplefilter("ignore")
    from puzzlebench.models import registry
    from puzzlebench.models.backends import OutcomeStatus, catalogue, solve_model

    insts = _instances()
    models = {name: registry.get(v).make(insts[key], **o).model for name, key, v, o in MODELS}
    rows = []
    for info in catalogue([layer]):
        if not info.available:
            continue
        for name, model in models.items():
            walls, status = [], ""
            for _ in range(repeats):
                o = solve_model(model, layer, info.solver, time_limit=SOLVE_LIMIT)
                status = str(o.status)
                if o.status == OutcomeStatus.LICENCE_LIMIT:
                    break
                walls.append(o.times["translate"]["wall"])
            rows.append({"layer": layer, "solver": info.solver, "model": name, "columns": model.num_vars,
                         "rows": model.num_rows, "status": status, "build": info.build,
                         "translate_s": min(walls) if walls else None, "repeats": len(walls)})
    out.write(json.dumps(rows))
    out.flush()


def _cell(row: dict[str, Any]) -> str:
    if row["translate_s"] is None:
        return "licence" if row["status"] == "licence_limit" else row["status"]
    return f"{row['translate_s'] * 1000:.1f}"


def markdown(rows: list[dict[str, Any]], note: str) -> str:
    models = list(dict.fromkeys(r["model"] for r in rows))
    head = "| layer / solver | " + " | ".join(f"{m} ms" for m in models) + " |"
    lines = [note, "", head, "|---|" + "---|" * len(models)]
    for pair in dict.fromkeys((r["layer"], r["solver"]) for r in rows):
        cells = {r["model"]: _cell(r) for r in rows if (r["layer"], r["solver"]) == pair}
        lines.append(f"| {pair[0]} / {pair[1]} | " + " | ".join(cells.get(m, "-") for m in models) + " |")
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", default=str(ROOT / "results" / "bench" / "layers"))
    ap.add_argument("--layer", help=argparse.SUPPRESS)  # the child
    args = ap.parse_args()
    if args.layer:
        layer_main(args.layer, args.repeats)
        return
    from puzzlebench.engine.run import environment
    from puzzlebench.engine.run.children import python_env

    start, load, commit = time.strftime("%Y-%m-%d %H:%M"), os.getloadavg()[0], environment.code()["commit"]
    best: dict[tuple[str, str, str], dict[str, Any]] = {}
    for round_ in range(args.repeats):
        for layer in LAYERS:
            t = time.perf_counter()
            res = subprocess.run([sys.executable, __file__, "--layer", layer, "--repeats", "1"],
                                 capture_output=True, text=True, env=python_env(), timeout=3600)
            if res.returncode != 0:
                sys.exit(f"bench_layers: the {layer} child failed: {res.stderr.strip().splitlines()[-1:]}")
            for row in json.loads(res.stdout):
                key = (row["layer"], row["solver"], row["model"])
                old = best.get(key)
                if old is None or (row["translate_s"] is not None and
                                   (old["translate_s"] is None or row["translate_s"] < old["translate_s"])):
                    best[key] = {**row, "repeats": (old or {}).get("repeats", 0) + row["repeats"]}
                else:
                    old["repeats"] += row["repeats"]
            print(f"bench_layers: round {round_ + 1}, {layer} done in {time.perf_counter() - t:.0f} s",
                  file=sys.stderr)
    rows = list(best.values())
    note = (f"Fastest translate time (ms) of {args.repeats} interleaved rounds; commit {commit}, {start}, "
            f"1-minute load {load:.1f} at the start, {os.getloadavg()[0]:.1f} at the end "
            f"({os.cpu_count()} cores); `licence`: a size-limited licence refuses the model, nothing translated.")
    md = markdown(rows, note)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out.with_suffix(".csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    out.with_suffix(".md").write_text(md)
    print(md)


if __name__ == "__main__":
    main()
