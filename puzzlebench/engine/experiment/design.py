"""The experiment as one typed value, built once from its file: :class:`Experiment`, and the
part the plan depends on, :class:`RunDesign`, whose :meth:`RunDesign.runs` gives the run specs.

Why a type: the experiment travelled as a ``Mapping[str, Any]`` from the Snakefile through
the rules, the steps, the checks and the plan; its keys were read by string, its grids
expanded in three places and its defaults restated by the plan. Here every key comes from
the key table (:mod:`puzzlebench.engine.experiment.keys`: type, bound, default), the
grids are expanded once (:mod:`puzzlebench.engine.experiment.grid`) into
:class:`VariantEntry` and :class:`SolverEntry`, and each run spec is built by the run
request every door uses (:func:`puzzlebench.engine.run.request.run_spec`).

The plan is given the design's keys only (:data:`RunDesign.KEYS`: a change of any other key
does not re-plan), so :class:`RunDesign` stands on its own.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from puzzlebench.engine.experiment.file import check_experiment
from puzzlebench.engine.experiment.grid import expand_solvers, expand_variants
from puzzlebench.engine.experiment.keys import BY_NAME
from puzzlebench.engine.run.spec import RunSpec, entry_label, variant_puzzle
from puzzlebench.instances.errors import PuzzleInputError


def value(config: Mapping[str, Any], name: str) -> Any:
    """``config[name]``, else the key's default (the key table's); a required key that is
    missing is bad input in one line."""
    key = BY_NAME[name]
    if name in config:
        return config[name]
    if key.required:
        raise PuzzleInputError(f"the experiment sets no {name} ({key.description})")
    return key.default


@dataclass(frozen=True)
class VariantEntry:
    """One point of a variant grid: the variant, its options, its label."""

    variant: str
    options: Mapping[str, Any]
    label: str
    plain: Mapping[str, Any] = field(default_factory=dict, compare=False)
    """The grid point as :func:`puzzlebench.engine.experiment.grid.expand_variants` wrote it:
    what a step is handed as a Snakemake param (a changed param's text would re-run its jobs)."""

    @property
    def puzzle(self) -> str:
        return variant_puzzle(self.variant)


@dataclass(frozen=True)
class SolverEntry:
    """One point of a solver grid: the pair, the solver's own options, the puzzles it is
    restricted to (empty: all), and whether it may be missing here (``optional``)."""

    layer: str
    solver: str
    options: Mapping[str, Any] = field(default_factory=dict)
    puzzles: tuple[str, ...] = ()
    optional: bool = False

    @property
    def key(self) -> tuple[str, str]:
        return self.layer, self.solver

    def meets(self, puzzle: str) -> bool:
        return not self.puzzles or puzzle in self.puzzles


@dataclass(frozen=True)
class RunDesign:
    """What the runs are: variants x solvers x repeats x row/column orders x solver seeds,
    their limits and how many solve jobs per layer."""

    variants: tuple[VariantEntry, ...]
    solvers: tuple[SolverEntry, ...]
    time_limit: float
    threads: int
    seed: int
    repeats: int
    shards: int
    permute: int = 0
    solver_seeds: int = 1

    KEYS = ("variants", "solvers", "repeats", "time_limit", "threads", "seed", "shards", "permute", "solver_seeds")
    """The experiment's keys the plan depends on (its Snakemake params)."""

    @classmethod
    def from_config(cls, config: Mapping[str, Any]) -> RunDesign:
        """The design of ``config`` (the experiment's mapping, or just its :data:`KEYS`),
        grids expanded, defaults from the key table, numbers within their bounds
        (PuzzleInputError; a malformed grid is a GridError, a ValueError)."""
        numbers = {name: _bounded(config, name) for name in ("time_limit", "threads", "seed", "repeats",
                                                             "shards", "permute", "solver_seeds")}
        variants = tuple(VariantEntry(str(v["variant"]), dict(v.get("options") or {}), entry_label(v), v)
                         for v in expand_variants(value(config, "variants")))
        solvers = tuple(SolverEntry(str(s["layer"]), str(s["solver"]), dict(s.get("options") or {}),
                                    tuple(s.get("puzzles") or ()), bool(s.get("optional")))
                        for s in expand_solvers(value(config, "solvers")))
        return cls(variants=variants, solvers=solvers, **numbers)

    def layers(self) -> list[str]:
        """The distinct layers, in the experiment's order (one group of solve jobs each)."""
        return list(dict.fromkeys(s.layer for s in self.solvers))

    def shard_names(self) -> list[str]:
        """``layer.k`` for every layer and shard: the solve jobs of the experiment."""
        return [f"{layer}.{k}" for layer in self.layers() for k in range(self.shards)]

    def permutations(self) -> range:
        """The row/column orders each model runs in: 0 (its own) and, with ``permute: K``,
        the seeded orders 1..K (:mod:`puzzlebench.models.permute`). A baseline solves the
        puzzle, not a model: it runs in order 0 only."""
        return range(self.permute + 1)

    def seed_indices(self, layer: str, solver: str) -> range:
        """The solver seeds a run of this pair is made with: 0..``solver_seeds``-1 when the
        pair's adapter passes a seed to its solver, else 0 only (its seed would vary nothing,
        so one run says all; a baseline, too, runs once)."""
        from puzzlebench.engine import baselines

        if self.solver_seeds == 1 or baselines.is_baseline(layer, solver):
            return range(1)
        # numpy and scipy come with the backends: imported only when a pair has seeds
        from puzzlebench.models.backends import get_adapter

        return range(self.solver_seeds if get_adapter(layer, solver).seeded else 1)

    def seed_of(self, repeat: int, seed_index: int) -> int:
        """The solver seed of repeat ``repeat`` with solver seed ``seed_index``: ``seed +
        repeat + seed_index x repeats``, distinct for every (repeat, seed index)."""
        return self.seed + repeat + seed_index * self.repeats

    def runs(self, instances: Sequence[Mapping[str, Any]], runs_dir: str | Path,
             skip: Collection[tuple[str, str]] = (), *, checked: bool = False) -> list[RunSpec]:
        """All run specs: instance x matching variant x (layer, solver) x repeat x order x
        solver seed (:meth:`seed_indices`).

        A baseline gets one run per instance and repeat of the puzzles it solves, labelled by
        its name. ``instances`` are manifest entries (``id``, ``path``, ``puzzle``,
        ``sha256``, ``set``). A variant only meets instances of its puzzle, a solver entry
        with ``puzzles`` only those puzzles. ``skip``: (layer, solver) pairs left out
        (optional ones not available here: :func:`puzzlebench.engine.experiment.checks.check`).
        ``checked``: every configuration passed that check already (the pipeline's experiment
        step, which the plan step waits for), so each spec is not checked again against the
        registry (:func:`puzzlebench.engine.run.request.run_spec`).
        """
        from puzzlebench.engine import baselines
        from puzzlebench.engine.run.request import RunLimits, Target, run_spec

        runs_dir = Path(runs_dir)
        limits = {(rep, k): RunLimits(self.time_limit, self.threads, self.seed_of(rep, k))
                  for rep in range(self.repeats) for k in range(self.solver_seeds)}
        specs: list[RunSpec] = []
        for inst in instances:
            target = Target.from_manifest(inst)
            for s in self.solvers:
                if s.key in skip or not s.meets(target.puzzle):
                    continue
                if baselines.is_baseline(*s.key):
                    if target.puzzle not in baselines.puzzles_of(s.layer):
                        continue
                    entries: Iterable[VariantEntry | None] = [None]
                else:
                    entries = [v for v in self.variants if v.puzzle == target.puzzle]
                seeds = self.seed_indices(*s.key)
                for v in entries:
                    orders = self.permutations() if v is not None else range(1)
                    for rep, perm, k in ((r, p, k) for r in range(self.repeats) for p in orders for k in seeds):
                        spec = run_spec(target, v.variant if v else None, s.layer, s.solver,
                                        options=v.options if v else None, solver_options=s.options,
                                        run_limits=limits[rep, k], repeat=rep, permutation=perm, seed_index=k,
                                        label=v.label if v else s.layer, checked=checked)
                        specs.append(spec.with_record(runs_dir / f"{spec.id}.json"))
        return specs


def _bounded(config: Mapping[str, Any], name: str) -> Any:
    bound = BY_NAME[name].bound
    assert bound is not None
    return bound.check(value(config, name), name)


@dataclass(frozen=True)
class Experiment:
    """An experiment, every key typed, defaults filled in from the key table, grids expanded
    once. Build it with :meth:`from_config` (after the schema: the file reader or
    Snakemake's ``validate``)."""

    name: str
    results: str
    resources: str
    design: RunDesign
    strength: bool
    formulate: bool
    sample_pictures: int
    figure_formats: tuple[str, ...]  # as the experiment lists them (the schema checks them)
    slurm: Mapping[str, Any]
    instance_sets: tuple[Mapping[str, Any], ...]

    @classmethod
    def from_config(cls, config: Mapping[str, Any]) -> Experiment:
        """The experiment of a schema-valid ``config``, or PuzzleInputError with the first
        problem the schema cannot see (:func:`puzzlebench.engine.experiment.file.experiment_problems`)."""
        check_experiment(config)
        return cls(name=str(value(config, "experiment")), results=str(value(config, "results")),
                   resources=str(value(config, "resources")), design=RunDesign.from_config(config),
                   strength=bool(value(config, "strength")), formulate=bool(value(config, "formulate")),
                   sample_pictures=_bounded(config, "sample_pictures"),
                   figure_formats=tuple(map(str, value(config, "figure_formats"))), slurm=dict(value(config, "slurm")),
                   instance_sets=tuple(dict(s) for s in value(config, "instance_sets")))

    @property
    def out(self) -> str:
        """The experiment's results folder."""
        return f"{self.results}/{self.name}"

    @property
    def labels(self) -> dict[str, VariantEntry]:
        return {v.label: v for v in self.design.variants}

    @property
    def slurm_overhead_s(self) -> float:
        return float(self.slurm.get("overhead_s", 30))

    @property
    def slurm_mem_mb(self) -> int:
        return int(self.slurm.get("mem_mb", 2000))

    def runs(self, instances: Sequence[Mapping[str, Any]], runs_dir: str | Path,
             skip: Collection[tuple[str, str]] = ()) -> list[RunSpec]:
        """The run specs of the experiment on ``instances`` (:meth:`RunDesign.runs`)."""
        return self.design.runs(instances, runs_dir, skip)
