"""One run request: (instance, variant, layer, solver, options, limits) -> a valid run spec,
or one line that says what to change.

Why one owner: the command line (``puzzlebench solve``), the Python API (``puzzlebench.run``)
and the pipeline (the experiment check, then the plan) each checked "a variant for another
puzzle", "a baseline takes no options", "unknown layer/solver" and defaulted the time limit
their own way, and they disagreed: the API could not run the baselines the command line
runs, and one wrong request read three ways. Every door now builds its runs with
:func:`run_spec` (the pipeline checks each configuration of an experiment with
:func:`configuration_problem` before any instance exists), so a bad request is refused with
the same sentence wherever it comes in; the door only adds its own prefix.

The checks, in the order a reader meets them: the (layer, solver) pair is known (a MIP pair
or a baseline); a baseline takes no variant and no options, a MIP pair needs a variant whose
options it accepts and solver options the solver has; the variant (or the baseline) is for
the instance's puzzle, and a baseline takes the instance's size; the numbers are within the
run's bounds (:mod:`puzzlebench.engine.run.limits`; ``True`` is no time limit).
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from puzzlebench.engine import baselines
from puzzlebench.engine.run import limits
from puzzlebench.engine.run.spec import RunSpec, variant_puzzle
from puzzlebench.instances.errors import PuzzleInputError, bounded
from puzzlebench.instances.types import Instance


class RequestError(PuzzleInputError):
    """A run request that cannot run: one line, the same from every door."""


@dataclass(frozen=True)
class RunLimits:
    """A run's time limit, threads and seed, each checked against its bound when made (a
    ``bool`` is no number: ``time_limit=True`` is refused, not run as 1 s). ``grace``: the
    seconds on top of the limit before the run is killed from outside (None: the worker's
    default)."""

    time_limit: float = limits.DEFAULT_TIME_LIMIT
    threads: int = limits.DEFAULT_THREADS
    seed: int = 0
    grace: float | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "time_limit", _checked(limits.TIME_LIMIT, self.time_limit, "time_limit"))
        object.__setattr__(self, "threads", _checked(limits.THREADS, self.threads, "threads"))
        object.__setattr__(self, "seed", _checked(limits.SEED, self.seed, "seed"))
        if self.grace is not None:
            object.__setattr__(self, "grace", _checked(limits.GRACE, self.grace, "grace"))

    @property
    def hard_timeout(self) -> float:
        """Seconds before the run is killed from outside (0: the worker's default grace)."""
        return self.time_limit + self.grace if self.grace is not None else 0.0


def _checked(bound: limits.Bound[Any], value: object, name: str) -> Any:
    try:
        return bound.check(value, name)
    except PuzzleInputError as exc:
        raise RequestError(str(exc)) from None


@dataclass(frozen=True)
class Target:
    """The puzzle a run is for, as far as the request needs it: its file, id, puzzle and
    digest, and the loaded instance when the door has it (a baseline then checks its size)."""

    path: str
    id: str
    puzzle: str
    sha256: str = ""
    set: str = ""
    instance: Instance | None = None

    @classmethod
    def of(cls, instance: Instance, path: str | os.PathLike[str], instance_id: str = "") -> Target:
        """A loaded puzzle read from ``path`` (its id: the puzzle's name, else the file's stem)."""
        from puzzlebench.instances.formats import canonical

        return cls(path=str(path), id=instance_id or instance.name or Path(path).stem, puzzle=instance.puzzle,
                   sha256=canonical.digest(instance), instance=instance)

    @classmethod
    def from_manifest(cls, entry: Mapping[str, Any]) -> Target:
        """An instance set's manifest entry (``id``, ``path``, ``puzzle``, ``sha256``, ``set``)."""
        return cls(path=str(entry["path"]), id=str(entry["id"]), puzzle=str(entry["puzzle"]),
                   sha256=str(entry.get("sha256", "")), set=str(entry.get("set", "")))


def known_pair(layer: str, solver: str) -> bool:
    """Whether (``layer``, ``solver``) names a MIP pair or a baseline (extra backends included)."""
    from puzzlebench.models.backends import pairs

    return baselines.is_baseline(layer, solver) or (layer, solver) in pairs(include_extra=True)


def pair_problem(layer: str, solver: str) -> str | None:
    """Why (``layer``, ``solver``) is no solver of ours (None: it is one)."""
    if known_pair(layer, solver):
        return None
    return f"unknown solver {bounded(layer, 60)}/{bounded(solver, 60)} (see `puzzlebench solvers`)"


def baseline_takes_nothing(layer: str) -> str:
    return (f"{layer} is a baseline that solves the puzzle itself: it takes no variant, variant options "
            "or solver options")


def configuration_problem(variant: str | None, layer: str, solver: str, options: Mapping[str, Any] | None = None,
                          solver_options: Mapping[str, Any] | None = None) -> str | None:
    """Why the configuration (variant with options on a solver with its options) cannot run
    anywhere, whatever the instance (None: it can). Does not probe this machine. Answers are
    kept per configuration (the plan asks once per run); options that are no JSON (a numpy
    number) are checked as they are, uncached."""
    try:
        keys = (json.dumps(dict(options or {}), sort_keys=True, allow_nan=False),
                json.dumps(dict(solver_options or {}), sort_keys=True, allow_nan=False))
    except (TypeError, ValueError):
        return _problem(variant or "", layer, solver, dict(options or {}), dict(solver_options or {}))
    return _configuration_problem(variant or "", layer, solver, *keys)


@lru_cache(maxsize=4096)
def _configuration_problem(variant: str, layer: str, solver: str, options_key: str,
                           solver_options_key: str) -> str | None:
    return _problem(variant, layer, solver, json.loads(options_key), json.loads(solver_options_key))


def _problem(variant: str, layer: str, solver: str, options: Mapping[str, Any],
             solver_options: Mapping[str, Any]) -> str | None:
    return (pair_problem(layer, solver)
            or (variant_problem(variant, options) if variant and not baselines.is_baseline(layer, solver) else None)
            or options_problem(variant, layer, solver, options, solver_options))


def variant_problem(variant: str, options: Mapping[str, Any] | None = None) -> str | None:
    """Why ``variant`` is unknown or refuses ``options`` (the registry's line), else None.
    Asked of the table of names and options (:mod:`puzzlebench.models.variant_table`, held
    equal to the registry by a test): the registry imports every formulation."""
    from puzzlebench.models.variant_table import resolve_options

    try:
        resolve_options(variant, options)
    except ValueError as exc:
        return str(exc)
    return None


def options_problem(variant: str | None, layer: str, solver: str, options: Mapping[str, Any] | None,
                    solver_options: Mapping[str, Any] | None) -> str | None:
    """For a known pair: a baseline given a variant or any option, a MIP pair without a
    variant, or solver options the solver does not have."""
    if baselines.is_baseline(layer, solver):
        return baseline_takes_nothing(layer) if variant or options or solver_options else None
    if not variant:
        return f"{layer}/{solver} needs a variant (see `puzzlebench variants`)"
    return solver_options_problem(layer, solver, solver_options)


def solver_options_problem(layer: str, solver: str, solver_options: Mapping[str, Any] | None) -> str | None:
    """Why a MIP pair's ``solver_options`` are not the solver's own (its library's line)."""
    from puzzlebench.models.options import solver_option_error

    return solver_option_error(layer, solver, dict(solver_options or {}))


def check_configuration(variant: str | None, layer: str, solver: str, options: Mapping[str, Any] | None = None,
                        solver_options: Mapping[str, Any] | None = None) -> None:
    """:func:`configuration_problem` as a :class:`RequestError`."""
    why = configuration_problem(variant, layer, solver, options, solver_options)
    if why is not None:
        raise RequestError(why)


def puzzle_problem(target: Target, variant: str | None, layer: str, solver: str) -> str | None:
    """Why the (known) configuration cannot take this puzzle: another puzzle's variant or
    baseline, or a size the baseline's tool refuses."""
    if baselines.is_baseline(layer, solver):
        puzzles = baselines.puzzles_of(layer)
        if target.puzzle not in puzzles:
            return f"{layer} solves {' and '.join(puzzles)} only, but {bounded(target.id, 80)} is a {target.puzzle} puzzle"
        if target.instance is not None:
            why = baselines.instance_problem(layer, target.instance)
            return f"{bounded(target.id, 80)}: {why}" if why is not None else None
        return None
    puzzle = variant_puzzle(variant or "")
    if puzzle != target.puzzle:
        return f"variant {variant} is for {puzzle}, but {bounded(target.id, 80)} is a {target.puzzle} puzzle"
    return None


def run_spec(target: Target, variant: str | None, layer: str, solver: str, *,
             options: Mapping[str, Any] | None = None, solver_options: Mapping[str, Any] | None = None,
             run_limits: RunLimits | None = None, repeat: int = 0, permutation: int = 0, seed_index: int = 0,
             label: str = "", record: str = "", fmt: str = "", checked: bool = False) -> RunSpec:
    """The run spec of one request, or :class:`RequestError` with one line (module doc).
    ``checked``: the configuration passed :func:`configuration_problem`'s checks already
    (the pipeline's experiment step checks each of an experiment's before its plan), so only
    the puzzle and the numbers are checked here: the configuration's check imports the
    registry (numpy, scipy, every formulation), which the plan needs for nothing else."""
    if not checked:
        check_configuration(variant, layer, solver, options, solver_options)
    why = puzzle_problem(target, variant, layer, solver)
    if why is not None:
        raise RequestError(why)
    lim = run_limits if run_limits is not None else RunLimits()
    return RunSpec(instance=target.path, instance_id=target.id, instance_sha256=target.sha256, set=target.set,
                   variant=variant or "", options=dict(options or {}), layer=layer, solver=solver,
                   time_limit=lim.time_limit, threads=lim.threads, seed=lim.seed,
                   repeat=_checked(limits.REPEAT, repeat, "repeat"),
                   permutation=_checked(limits.PERMUTATION, permutation, "permutation"),
                   seed_index=_checked(limits.SEED_INDEX, seed_index, "seed_index"),
                   label=label, record=record, format=fmt, hard_timeout=lim.hard_timeout,
                   solver_options=dict(solver_options or {}))


def record_target_problem(path: str | os.PathLike[str]) -> str | None:
    """Why a run's record can never be written at ``path`` (None: it can), asked before the
    run so that a run's minutes are not spent on a record with nowhere to go: a folder, a
    parent that is no folder, or a parent that does not exist (the harness makes no folders
    the caller did not ask for)."""
    p = Path(path)
    if p.is_dir():
        return f"{p} is a folder; give a file name such as {p / 'run.json'}"
    parent = p.parent
    if not parent.exists():
        return f"{p}: the folder {parent} does not exist"
    if not parent.is_dir():
        return f"{p}: {parent} is not a folder"
    return None
