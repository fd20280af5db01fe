"""The public Python API: load a puzzle, list the variants and solvers, build and export a
model, run one configuration and get its checked record back, read a results folder.

Why a module of its own: the command line (:mod:`puzzlebench.scripts`) and the pipeline
(``workflow/``) are two ways in; a notebook or another tool is the third, and it should not
need to know which engine module owns which step. Each call hands over to the one owner of
its step (the instance readers, the variant registry, the formulate-and-export step, the run
engine, the tables), so the API and the commands cannot drift apart. Examples, executed by
the test suite, are in ``docs/api.md``.

Bad input (an unknown variant or option, a puzzle of the wrong kind, an unreadable file)
raises :class:`~puzzlebench.instances.errors.PuzzleInputError`, a ``ValueError`` with one
line that says what to change.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from puzzlebench.engine.run.limits import DEFAULT_TIME_LIMIT
from puzzlebench.engine.run.records import RunRecord
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.types import Instance

if TYPE_CHECKING:
    import pandas as pd

    from puzzlebench.models.backends import BackendInfo
    from puzzlebench.models.variant import Formulation

__all__ = [
    "VariantInfo",
    "build_model",
    "export_model",
    "load_instance",
    "read_results",
    "run",
    "solvers",
    "variants",
]

PathLike = str | os.PathLike[str]


def load_instance(path: PathLike, format: str | None = None) -> Instance:
    """The puzzle in ``path``, in any supported format (detected unless ``format`` names
    one: ``json``, ``seed-json``, ``janko``, ``sgt``, ``puzzlink``, ...)."""
    from puzzlebench.instances.io import load

    if not isinstance(path, str | os.PathLike):  # an int would open that file descriptor
        raise PuzzleInputError(f"load_instance takes a file path (str or os.PathLike), got {type(path).__name__}")
    return load(path, format)


@dataclass(frozen=True)
class VariantInfo:
    """A formulation variant as a user picks it: its name, puzzle, one-line summary, its
    options with their defaults, and whether it solves by a cut loop (``lazy``)."""

    name: str
    puzzle: str
    summary: str
    options: Mapping[str, Any]
    lazy: bool


def variants(puzzle: str | None = None) -> list[VariantInfo]:
    """Every formulation variant (of ``puzzle``: ``troix`` or ``galaxies``), by name."""
    from puzzlebench.models import registry

    return [VariantInfo(v.name, v.puzzle, v.summary, dict(v.options), v.lazy)
            for v in registry.variants(puzzle)]


def solvers(*, available_only: bool = False) -> list[BackendInfo]:
    """Every (layer, solver) pair and baseline, whether it runs on this machine, its version
    and why not. Each layer is probed in an interpreter of its own (the layers must not meet
    in one process), so this takes a few seconds."""
    from puzzlebench.engine.experiment.probe import probe
    from puzzlebench.models.backends import pairs

    layers = list(dict.fromkeys(layer for layer, _ in pairs()))
    rows = probe(layers)
    return [r for r in rows if r.available] if available_only else rows


def _variant_for(instance: Instance, variant: str, options: Mapping[str, Any]) -> None:
    """PuzzleInputError unless ``variant`` takes ``options`` and is for ``instance``'s puzzle
    (the run request's own checks and words, without a solver)."""
    from puzzlebench.engine.run.request import RequestError, Target, puzzle_problem
    from puzzlebench.models.options import variant_options

    variant_options(variant, given=options)  # an unknown variant, option or value: one line
    why = puzzle_problem(Target.of(instance, instance.name or "instance"), variant, "", "")
    if why is not None:
        raise RequestError(why)


def build_model(instance: Instance, variant: str, **options: Any) -> Formulation:
    """``variant``'s formulation of ``instance``: ``.model`` is the solver-neutral model
    (``.model.size()``), ``.decode(values)`` reads a solver's values back as a grid."""
    from puzzlebench.models import registry

    _variant_for(instance, variant, options)
    return registry.get(variant).make(instance, **options)


def export_model(instance: Instance, variant: str, path: PathLike, **options: Any) -> dict[str, Any]:
    """Build ``variant`` for ``instance`` and write it to ``path`` (``.mps``: free MPS,
    ``.lp``: CPLEX LP), with ``path`` + ``.json`` beside it; returns that JSON (status,
    options with defaults, size, build and write times). A model over a size cap is
    ``"status": "too_large"`` and no model file, as ``puzzlebench formulate`` writes."""
    from puzzlebench.engine.measure.formulate import export_model as export

    _variant_for(instance, variant, options)
    try:
        return export(instance, None, variant, options, path)
    except ValueError as exc:  # the file suffix
        raise PuzzleInputError(str(exc)) from None


def run(
    instance: Instance | PathLike,
    variant: str | None,
    layer: str,
    solver: str,
    *,
    options: Mapping[str, Any] | None = None,
    solver_options: Mapping[str, Any] | None = None,
    time_limit: float = DEFAULT_TIME_LIMIT,
    threads: int = 1,
    seed: int = 0,
    record: PathLike | None = None,
    isolated: bool = True,
) -> RunRecord:
    """Run one configuration on one puzzle; its checked record (``.status``, ``.times``,
    ``.size``, ``.solution``, ...). The independent checker decides ``solved``/``wrong``.
    ``variant`` is None for a baseline (``layer`` and ``solver`` both name it: ``"sgt"``).

    The request is checked as the command line and the pipeline check theirs
    (:func:`puzzlebench.engine.run.request.run_spec`), and ``record`` before the run: a
    folder, or a file in a folder that does not exist, is refused before any solver starts.
    ``isolated`` (the default) runs it in a worker process that is killed at the time limit
    plus a grace, as the pipeline does: a hung or crashing solver becomes a ``timeout`` or
    ``error`` record, never a hung notebook. ``isolated=False`` runs it in this process
    (faster to start; but two modelling layers in one process can crash it: PuLP imported
    before OR-Tools' pywraplp HiGHS segfaults). ``record``: also write the record there.
    """
    from puzzlebench.engine.run import records
    from puzzlebench.engine.run.request import (
        RequestError,
        RunLimits,
        Target,
        record_target_problem,
        run_spec,
    )
    from puzzlebench.instances.formats import canonical

    inst = instance if isinstance(instance, Instance) else load_instance(instance)
    run_limits = RunLimits(time_limit, threads, seed)
    if record is not None:
        why = record_target_problem(record)
        if why is not None:
            raise RequestError(f"record: {why}")
    with tempfile.TemporaryDirectory(prefix="puzzlebench-run-") as tmp:
        # a worker reads its puzzle from a file
        path = Path(tmp) / "instance.json" if isinstance(instance, Instance) else Path(instance)
        spec = run_spec(Target.of(inst, path), variant, layer, solver, options=options, solver_options=solver_options,
                        run_limits=run_limits)
        if isinstance(instance, Instance):
            path.write_text(canonical.dumps(inst), encoding="utf-8")
        if isolated:
            from puzzlebench.engine.run.workers import run_isolated

            rec = run_isolated(spec)
        else:
            from puzzlebench.engine.run.runner import run as run_here

            rec = run_here(spec, inst)
    if record is not None:
        records.write_atomic(record, rec)
    return rec


def read_results(path: PathLike) -> pd.DataFrame:
    """The runs table (one row per run, the columns of ``runs.csv``) of the records in
    ``path``: a pipeline results folder (``results/<experiment>``: its ``runs/``), a folder
    of record files, or one record file. Records that cannot be read are left out with a
    warning (``warnings.warn``), as the pipeline's aggregate step reports them. The
    ``experiment`` column names a results folder's experiment (empty for loose records)."""
    import warnings

    from puzzlebench.analysis.tables import collect, experiment_of

    p = Path(path)
    if not p.exists():
        raise PuzzleInputError(f"{p}: no such results folder or record file")
    results_folder = (p / "runs").is_dir()
    source = p / "runs" if results_folder else p
    df, notes = collect([source], experiment_of(p) if results_folder else "")
    for note in notes:
        warnings.warn(note, stacklevel=2)
    return df
