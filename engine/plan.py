"""Expand an experiment (the validated config) into run specs, split into shards per layer.

Why a separate step: Snakemake must know its jobs before the instances exist (generated and
fetched sets are only known after they are made), so the pipeline fixes the *number* of solve
jobs in advance (``shards`` per layer) and this step fills them once the instance manifests
exist. One spec = one run = one record file; the record path is derived from the run's
identity only, so re-planning an unchanged experiment gives byte-identical shards and a
resumed run finds the records it already wrote.

Usage (from the Snakefile)::

    python -m engine.plan CONFIG.json --manifests M1.json M2.json ... --out-dir PLAN_DIR
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from instances.io import write_text_atomic

_SAFE = re.compile(r"[^A-Za-z0-9_.+-]+")
# Layers that solve the puzzle without a model (sgt's deductive solver): they run once per
# instance, not once per variant, and only on the puzzles they know.
NON_MIP_LAYERS: dict[str, tuple[str, ...]] = {"sgt": ("galaxies",)}


def safe(text: str) -> str:
    """A file-name-safe form of ``text`` (stable: used in record paths)."""
    return _SAFE.sub("_", text).strip("_") or "x"


def variant_label(entry: Mapping[str, Any]) -> str:
    """Short name of a variant entry: its ``label``, else ``short[-opt=val...]``.

    ``galaxies/flow`` with ``{prune: reach, pairs: true}`` becomes ``flow-pairs-prune=reach``:
    boolean options appear by name when true, other options as ``name=value``.
    """
    if entry.get("label"):
        return str(entry["label"])
    short = str(entry["variant"]).split("/", 1)[1]
    parts = [short]
    for key, value in sorted((entry.get("options") or {}).items()):
        if value is True:
            parts.append(key)
        elif value is False or value is None:
            continue
        else:
            parts.append(f"{key}={value}")
    return safe("-".join(parts))


def variant_puzzle(entry: Mapping[str, Any]) -> str:
    return str(entry["variant"]).split("/", 1)[0]


def layer_names(config: Mapping[str, Any]) -> list[str]:
    """The distinct layers of the experiment, in config order (one group of solve jobs each)."""
    seen: dict[str, None] = {}
    for s in config["solvers"]:
        seen.setdefault(s["layer"], None)
    return list(seen)


def shard_names(config: Mapping[str, Any]) -> list[str]:
    """``layer.k`` for every layer and shard: the solve jobs of the experiment."""
    n = int(config.get("shards", 2))
    return [f"{layer}.{k}" for layer in layer_names(config) for k in range(n)]


def run_id(instance_id: str, label: str, layer: str, solver: str, repeat: int, settings: Mapping[str, Any] | None = None) -> str:
    """The run's record name. ``settings`` (everything else that changes the outcome: the
    puzzle's content hash, variant and options, time limit, threads, seed) enter as a short
    hash, so changing any of them makes new records instead of reusing stale ones."""
    base = f"{safe(instance_id)}__{label}__{layer}-{solver}__r{repeat}"
    if settings is None:
        return base
    digest = hashlib.sha256(json.dumps(settings, sort_keys=True).encode()).hexdigest()[:8]
    return f"{base}__{digest}"


def expand(
    config: Mapping[str, Any],
    instances: Sequence[Mapping[str, Any]],
    runs_dir: str | Path,
    models: Mapping[tuple[str, str], Mapping[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """All run specs: instance x matching variant x (layer, solver) x repeat.

    A non-MIP layer (``sgt``) gets one run per instance and repeat, labelled by the layer.

    ``instances`` are manifest entries (``id``, ``path``, ``puzzle``, ``rows``, ``cols``);
    ``models`` maps (instance id, variant label) to the formulate step's entry, whose model
    file and build time the run may reuse. A variant only meets instances of its puzzle; a
    solver entry with ``puzzles`` only meets those puzzles.
    """
    runs_dir = Path(runs_dir)
    specs: list[dict[str, Any]] = []
    for inst in instances:
        for s in config["solvers"]:
            if s.get("puzzles") and inst["puzzle"] not in s["puzzles"]:
                continue
            if s["layer"] in NON_MIP_LAYERS:  # no model: one run per instance, whatever the variants
                if inst["puzzle"] not in NON_MIP_LAYERS[s["layer"]]:
                    continue
                pairs = [({"variant": s["layer"], "options": {}}, s["layer"])]
            else:
                pairs = [(v, variant_label(v)) for v in config["variants"]
                         if variant_puzzle(v) == inst["puzzle"]]
            for v, label in pairs:
                model = (models or {}).get((inst["id"], label))
                for rep in range(int(config.get("repeats", 1))):
                    settings = {"instance": inst.get("sha256", inst["path"]), "variant": v["variant"],
                                "options": v.get("options") or {},
                                "time_limit": float(config.get("time_limit", 60)),
                                "threads": int(config.get("threads", 1)),
                                "seed": int(config.get("seed", 0)) + rep}
                    rid = run_id(inst["id"], label, s["layer"], s["solver"], rep, settings)
                    spec = {
                        "id": rid,
                        "instance": inst["path"],
                        "instance_id": inst["id"],
                        "set": inst.get("set", ""),
                        "variant": v["variant"],
                        "label": label,
                        "options": dict(v.get("options") or {}),
                        "layer": s["layer"],
                        "solver": s["solver"],
                        "time_limit": float(config.get("time_limit", 60)),
                        "threads": int(config.get("threads", 1)),
                        "seed": int(config.get("seed", 0)) + rep,
                        "repeat": rep,
                        "record": str(runs_dir / f"{rid}.json"),
                    }
                    if model and model.get("model"):
                        spec["model"] = model["model"]
                    specs.append(spec)
    return specs


def split(specs: Sequence[Mapping[str, Any]], config: Mapping[str, Any]) -> dict[str, list[Mapping[str, Any]]]:
    """Deal each layer's specs round-robin over its shards (so every shard gets a mix of sizes)."""
    shards: dict[str, list[Mapping[str, Any]]] = {name: [] for name in shard_names(config)}
    n = int(config.get("shards", 2))
    counters: dict[str, int] = {}
    for spec in specs:
        layer = spec["layer"]
        k = counters.get(layer, 0)
        counters[layer] = k + 1
        shards[f"{layer}.{k % n}"].append(spec)
    return shards


def read_manifests(paths: Iterable[str | Path]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for p in paths:
        data = json.loads(Path(p).read_text())
        out.extend(data["instances"])
    return out


def read_model_manifests(paths: Iterable[str | Path]) -> dict[tuple[str, str], dict[str, Any]]:
    out: dict[tuple[str, str], dict[str, Any]] = {}
    for p in paths:
        data = json.loads(Path(p).read_text())
        for entry in data["models"]:
            out[(entry["instance_id"], data["label"])] = entry
    return out


def write_json_atomic(path: str | Path, data: Any) -> None:
    """Write JSON via a temporary file and rename, so readers never see half a file."""
    write_text_atomic(path, json.dumps(data, indent=1, sort_keys=True) + "\n")


def load_json_arg(arg: str) -> Any:
    """A JSON argument given inline (``{...}``, as the Snakefile passes it) or as a file."""
    text = arg if arg.lstrip().startswith(("{", "[")) else Path(arg).read_text()
    return json.loads(text)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="plan", description=__doc__.splitlines()[0])
    p.add_argument("config", help="the experiment config as JSON")
    p.add_argument("--manifests", nargs="+", required=True, help="instance-set manifests")
    p.add_argument("--models", nargs="*", default=[], help="formulate-step manifests")
    p.add_argument("--runs-dir", required=True, help="where the run records go")
    p.add_argument("--out-dir", required=True, help="where the shard files go")
    args = p.parse_args(argv)
    config = load_json_arg(args.config)
    instances = read_manifests(args.manifests)
    models = read_model_manifests(args.models)
    specs = expand(config, instances, args.runs_dir, models)
    ids = [s["id"] for s in specs]
    if len(set(ids)) != len(ids):
        dup = next(i for i in ids if ids.count(i) > 1)
        print(f"plan: error: two runs share the id {dup!r} (duplicate instance names?)", file=sys.stderr)
        return 2
    for name, shard in split(specs, config).items():
        write_json_atomic(Path(args.out_dir) / f"{name}.json", {"shard": name, "runs": list(shard)})
    print(f"plan: {len(specs)} runs in {len(shard_names(config))} shards", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
