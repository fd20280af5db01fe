# Shared names and helpers of the rules: where things go, which jobs exist.
import json
import math
import sys
from pathlib import Path

from engine import plan as P

REPO = Path(workflow.basedir)
PY = sys.executable  # the interpreter running Snakemake (the project's venv)
EXP = config["experiment"]
OUT = f"{config.get('results', 'results')}/{EXP}"
RES = config.get("resources", "resources")
SETS = {s["name"]: s for s in config["instance_sets"]}
LABELS = {P.variant_label(v): v for v in config["variants"]}
SHARDS = P.shard_names(config)
TIME_LIMIT = float(config.get("time_limit", 60))
THREADS = int(config.get("threads", 1))

if len(LABELS) != len(config["variants"]):
    raise ValueError("two variants of the experiment have the same label; give one a 'label'")

wildcard_constraints:
    set="[A-Za-z0-9_-]+",
    label="[A-Za-z0-9_.+=-]+",
    shard="[a-z0-9_]+\\.[0-9]+",


def set_puzzle(spec):
    """The puzzle of a set when the config tells it (None: mixed or unknown until read)."""
    if spec["source"] in ("janko", "sgt"):
        return "galaxies"
    return spec.get("puzzle")


def repo_path(path):
    p = Path(path)
    return p if p.is_absolute() else REPO / p


def formulate_jobs():
    """(label, set) pairs whose puzzles can match: one formulate job each."""
    if not config.get("formulate", True):
        return []
    out = []
    for label, v in LABELS.items():
        for name, spec in SETS.items():
            puzzle = set_puzzle(spec)
            if puzzle is None or puzzle == P.variant_puzzle(v):
                out.append((label, name))
    return out


def as_json(obj):
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))
