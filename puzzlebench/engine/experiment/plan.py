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

from puzzlebench.engine.experiment.design import RunDesign
from puzzlebench.engine.run.spec import RunSpec


class PlanError(ValueError):
    """The experiment cannot be planned (e.g. two runs would share a record)."""


SKIPPED_KEY = "skipped_solvers"
"""Where the experiment step writes the skipped entries in the resolved experiment file, and
the plan step reads them (:func:`read_skipped`). Here, not beside the checks that find them:
the plan step reads the file without importing the checks (the registry and the backends,
numpy and scipy: ~0.3 s of CPU a process)."""


def read_skipped(resolved: Mapping[str, Any]) -> set[tuple[str, str]]:
    """The (layer, solver) pairs the experiment step skipped, from its resolved experiment."""
    return {(str(s["layer"]), str(s["solver"])) for s in resolved.get(SKIPPED_KEY) or ()}


Design = RunDesign | Mapping[str, Any]
"""The plan takes the typed design, or the experiment's mapping (its :data:`RunDesign.KEYS`)."""


def design_of(config: Design) -> RunDesign:
    return config if isinstance(config, RunDesign) else RunDesign.from_config(config)


def layer_names(config: Design) -> list[str]:
    """The distinct layers of the experiment, in config order (one group of solve jobs each)."""
    return design_of(config).layers()


def shard_names(config: Design) -> list[str]:
    """``layer.k`` for every layer and shard: the solve jobs of the experiment."""
    return design_of(config).shard_names()


def expand(config: Design, instances: Sequence[Mapping[str, Any]], runs_dir: str | Path,
           skip: Collection[tuple[str, str]] = ()) -> list[RunSpec]:
    """All run specs (:meth:`puzzlebench.engine.experiment.design.RunDesign.runs`)."""
    return design_of(config).runs(instances, runs_dir, skip)


def split(specs: Sequence[RunSpec], config: Design) -> dict[str, list[RunSpec]]:
    """Deal each layer's specs round-robin over its shards (so every shard gets a mix of sizes)."""
    design = design_of(config)
    shards: dict[str, list[RunSpec]] = {name: [] for name in design.shard_names()}
    counters: dict[str, int] = {}
    for spec in specs:
        k = counters.get(spec.layer, 0)
        counters[spec.layer] = k + 1
        shards[f"{spec.layer}.{k % design.shards}"].append(spec)
    return shards


def read_manifests(paths: Iterable[str | Path]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for p in paths:
        data = json.loads(Path(p).read_text())
        out.extend(data["instances"])
    return out


def make_plan(config: Design, manifests: Iterable[str | Path], runs_dir: str | Path,
              skip: Collection[tuple[str, str]] = (), *, checked: bool = False) -> dict[str, list[RunSpec]]:
    """The shards of an experiment, from its instance-set manifests, without the ``skip``
    pairs (their shards stay, empty). PlanError when two runs would share a record (two
    instances with the same id). ``checked``: the experiment's configurations passed
    :func:`puzzlebench.engine.experiment.checks.check` already (:meth:`RunDesign.runs`)."""
    design = design_of(config)
    specs = design.runs(read_manifests(manifests), runs_dir, skip, checked=checked)
    seen: set[str] = set()
    for s in specs:
        if s.id in seen:
            raise PlanError(f"two runs share the id {s.id!r} (duplicate instance names?)")
        seen.add(s.id)
    return split(specs, design)


def shard_json(name: str, specs: Sequence[RunSpec]) -> dict[str, Any]:
    """A shard file's content (what :func:`read_shard` reads back)."""
    return {"shard": name, "runs": [s.to_json() for s in specs]}


def read_shard(path: str | Path) -> tuple[str, list[RunSpec]]:
    data = json.loads(Path(path).read_text())
    return str(data.get("shard", Path(path).stem)), [RunSpec.from_json(s) for s in data["runs"]]
