"""Expand an experiment (the validated config) into run specs, split into shards per layer.

Why a separate step: Snakemake must know its jobs before the instances exist (generated and
fetched sets are only known after they are made), so the pipeline fixes the *number* of solve
jobs in advance (``shards`` per layer) and this step fills them once the instance manifests
exist. One spec = one run = one record file; the record path is derived from the run's
identity only (:class:`puzzlebench.engine.run.spec.RunSpec`), so re-planning an unchanged experiment gives
byte-identical shards and a resumed run finds the records it already wrote.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from puzzlebench.engine import baselines
from puzzlebench.engine.experiment.grid import expand_config
from puzzlebench.engine.run.request import RunLimits, Target, run_spec
from puzzlebench.engine.run.spec import RunSpec, entry_label, variant_puzzle


class PlanError(ValueError):
    """The experiment cannot be planned (e.g. two runs would share a record)."""


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


def permutations(config: Mapping[str, Any]) -> range:
    """The row/column orders each model runs in: 0 (its own) and, with ``permute: K``, the
    seeded orders 1..K (:mod:`puzzlebench.models.permute`). A baseline solves the puzzle,
    not a model: it runs in order 0 only."""
    return range(int(config.get("permute", 0) or 0) + 1)


def expand(config: Mapping[str, Any], instances: Sequence[Mapping[str, Any]], runs_dir: str | Path,
           skip: Collection[tuple[str, str]] = ()) -> list[RunSpec]:
    """All run specs: instance x matching variant x (layer, solver) x repeat x permutation.

    A baseline (``sgt``) gets one run per instance and repeat of the puzzles it solves,
    labelled by its name. ``instances`` are manifest entries (``id``, ``path``, ``puzzle``,
    ``sha256``, ``set``). A variant only meets instances of its puzzle; a solver entry with
    ``puzzles`` only meets those puzzles. Grids (lists of option values) are expanded first
    (:mod:`puzzlebench.engine.experiment.grid`); a solver entry's ``options`` are the solver's own.
    ``skip``: (layer, solver) pairs left out (optional ones not available here:
    :func:`puzzlebench.engine.experiment.checks.check`).
    """
    runs_dir = Path(runs_dir)
    config = expand_config(config)
    specs: list[RunSpec] = []
    for inst in instances:
        for s in config["solvers"]:
            if (s["layer"], s["solver"]) in skip:
                continue
            if s.get("puzzles") and inst["puzzle"] not in s["puzzles"]:
                continue
            if baselines.is_baseline(s["layer"], s["solver"]):
                if inst["puzzle"] not in baselines.puzzles_of(s["layer"]):
                    continue
                entries: list[Mapping[str, Any]] = [{"variant": "", "options": {}}]
            else:
                entries = [v for v in config["variants"] if variant_puzzle(v["variant"]) == inst["puzzle"]]
            for v in entries:
                label = entry_label(v) if v["variant"] else s["layer"]
                orders = permutations(config) if v["variant"] else range(1)
                for rep, perm in ((r, p) for r in range(int(config.get("repeats", 1))) for p in orders):
                    spec = run_spec(
                        Target.from_manifest(inst), v["variant"], s["layer"], s["solver"],
                        options=v.get("options"), solver_options=s.get("options"),
                        run_limits=RunLimits(float(config.get("time_limit", 60)), int(config.get("threads", 1)),
                                             int(config.get("seed", 0)) + rep),
                        repeat=rep, permutation=perm, label=label)
                    specs.append(spec.with_record(runs_dir / f"{spec.id}.json"))
    return specs


def split(specs: Sequence[RunSpec], config: Mapping[str, Any]) -> dict[str, list[RunSpec]]:
    """Deal each layer's specs round-robin over its shards (so every shard gets a mix of sizes)."""
    shards: dict[str, list[RunSpec]] = {name: [] for name in shard_names(config)}
    n = int(config.get("shards", 2))
    counters: dict[str, int] = {}
    for spec in specs:
        k = counters.get(spec.layer, 0)
        counters[spec.layer] = k + 1
        shards[f"{spec.layer}.{k % n}"].append(spec)
    return shards


def read_manifests(paths: Iterable[str | Path]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for p in paths:
        data = json.loads(Path(p).read_text())
        out.extend(data["instances"])
    return out


def make_plan(config: Mapping[str, Any], manifests: Iterable[str | Path], runs_dir: str | Path,
              skip: Collection[tuple[str, str]] = ()) -> dict[str, list[RunSpec]]:
    """The shards of an experiment, from its instance-set manifests, without the ``skip``
    pairs (their shards stay, empty). PlanError when two runs would share a record (two
    instances with the same id)."""
    specs = expand(config, read_manifests(manifests), runs_dir, skip)
    seen: set[str] = set()
    for s in specs:
        if s.id in seen:
            raise PlanError(f"two runs share the id {s.id!r} (duplicate instance names?)")
        seen.add(s.id)
    return split(specs, config)


def shard_json(name: str, specs: Sequence[RunSpec]) -> dict[str, Any]:
    """A shard file's content (what :func:`read_shard` reads back)."""
    return {"shard": name, "runs": [s.to_json() for s in specs]}


def read_shard(path: str | Path) -> tuple[str, list[RunSpec]]:
    data = json.loads(Path(path).read_text())
    return str(data.get("shard", Path(path).stem)), [RunSpec.from_json(s) for s in data["runs"]]
