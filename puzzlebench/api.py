"""The public Python API: load a puzzle (or every puzzle of a file), generate one, list the
variants and solvers, build and export a model, run one configuration (or a loop of them in
a :class:`Session`) and get its checked record back, read a results folder.

One call style for options: a variant's options are keywords everywhere (``build_model``,
``export_model``, ``run``, ``Session.run``: ``deduce=True``); the solver's own are the
mapping ``solver_options={...}``, since their names are the solver library's, not ours.

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
import warnings
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from puzzlebench.engine.run.limits import DEFAULT_TIME_LIMIT
from puzzlebench.engine.run.records import RunRecord
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.types import Instance

if TYPE_CHECKING:
    import pandas as pd

    from puzzlebench.engine.run.request import RunLimits
    from puzzlebench.engine.run.spec import RunSpec
    from puzzlebench.models.backends import BackendInfo
    from puzzlebench.models.variant import Formulation

__all__ = [
    "Session",
    "VariantInfo",
    "build_model",
    "export_model",
    "generate",
    "load_all",
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


def load_all(path: PathLike, format: str | None = None) -> tuple[list[Instance], list[PuzzleInputError]]:
    """Every puzzle in a file that holds many (a janko dataset, a puzzlink list): the ones
    that load, and one located :class:`PuzzleInputError` per entry that does not (a problem
    with the file as a whole is raised)."""
    from puzzlebench.instances.io import load_all as load_every

    if not isinstance(path, str | os.PathLike):
        raise PuzzleInputError(f"load_all takes a file path (str or os.PathLike), got {type(path).__name__}")
    return load_every(path, format)


def generate(puzzle: str, rows: int, cols: int, seed: int = 0, **options: Any) -> Instance:
    """A random puzzle with its solution and a certified unique one (``puzzlebench generate``'s
    generators: :func:`~puzzlebench.engine.generate.troix.generate_troix`,
    :func:`~puzzlebench.engine.generate.galaxies.generate_galaxies`; their keywords, such as
    ``minimal=True`` or ``max_galaxy_size=12``, ``certify=False`` to skip the certificate). The
    same arguments and versions give the same puzzle. The certificate runs CP-SAT in this
    process."""
    import inspect

    from puzzlebench.engine.generate.galaxies import generate_galaxies
    from puzzlebench.engine.generate.troix import generate_troix

    makers: dict[str, Callable[..., Instance]] = {"troix": generate_troix, "galaxies": generate_galaxies}
    make = makers.get(puzzle) if isinstance(puzzle, str) else None
    if make is None:
        raise PuzzleInputError(f"generate: puzzle must be one of {sorted(makers)}, got {puzzle!r}")
    takes = [n for n, p in inspect.signature(make).parameters.items() if p.kind is p.KEYWORD_ONLY]
    unknown = sorted(set(options) - set(takes))
    if unknown:
        raise PuzzleInputError(f"generate {puzzle} has no option(s) {unknown}; it takes {sorted(takes)}")
    try:
        return make(rows, cols, seed, **options)
    except RuntimeError as exc:  # no puzzle for this seed (attempts, certificate)
        raise PuzzleInputError(f"generate {puzzle} {rows}x{cols} seed {seed}: {exc}") from None


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


def _variant_options(options: Mapping[str, Any] | None, keywords: Mapping[str, Any], call: str) -> dict[str, Any]:
    """The variant's options, given as keywords (one style for ``build_model``,
    ``export_model`` and ``run``); the old ``options={...}`` mapping still works, with a
    DeprecationWarning, but not together with keywords."""
    if options is None:
        return dict(keywords)
    warnings.warn(f"{call}(options={{...}}) is deprecated: give the variant's options as keywords, "
                  f"{call}(..., deduce=True)", DeprecationWarning, stacklevel=3)
    if keywords:
        raise PuzzleInputError(f"{call}: give the variant's options as keywords or as options={{...}}, not both")
    if not isinstance(options, Mapping):
        raise PuzzleInputError(f"{call}: options must be a mapping, got {type(options).__name__}")
    return dict(options)


Executor = Callable[["RunSpec", Instance], RunRecord]


def _run(instance: Instance | PathLike, variant: str | None, layer: str, solver: str, options: Mapping[str, Any],
         solver_options: Mapping[str, Any] | None, run_limits: RunLimits, record: PathLike | None,
         execute: Executor) -> RunRecord:
    """Check the request (:func:`~puzzlebench.engine.run.request.run_spec`, the one owner of
    its validity) and ``record`` before any solver starts, run it with ``execute``, write
    ``record``."""
    from puzzlebench.engine.run import records
    from puzzlebench.engine.run.request import RequestError, Target, record_target_problem, run_spec
    from puzzlebench.instances.formats import canonical

    inst = instance if isinstance(instance, Instance) else load_instance(instance)
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
        rec = execute(spec, inst)
    if record is not None:
        records.write_atomic(record, rec)
    return rec


def run(instance: Instance | PathLike, variant: str | None, layer: str, solver: str, *,
        solver_options: Mapping[str, Any] | None = None, time_limit: float = DEFAULT_TIME_LIMIT, threads: int = 1,
        seed: int = 0, record: PathLike | None = None, isolated: bool = True,
        options: Mapping[str, Any] | None = None, **variant_options: Any) -> RunRecord:
    """Run one configuration on one puzzle; its checked record (``.status``, ``.times``,
    ``.size``, ``.solution``, ...). The independent checker decides ``solved``/``wrong``.
    ``variant`` is None for a baseline (``layer`` and ``solver`` both name it: ``"sgt"``).
    The variant's options are keywords, as for :func:`build_model` (``deduce=True``); the
    solver's own are the mapping ``solver_options`` (their names are the solver's, not ours).
    ``options={...}``: the old style, deprecated.

    The request is checked as the command line and the pipeline check theirs
    (:func:`puzzlebench.engine.run.request.run_spec`), and ``record`` before the run: a
    folder, or a file in a folder that does not exist, is refused before any solver starts.
    ``isolated`` (the default) runs it in a worker process that is killed at the time limit
    plus a grace, as the pipeline does: a hung or crashing solver becomes a ``timeout`` or
    ``error`` record, never a hung notebook. Each call starts a fresh worker; for a loop of
    runs, :class:`Session` keeps them. ``isolated=False`` runs it in this process
    (faster to start; but two modelling layers in one process can crash it: PuLP imported
    before OR-Tools' pywraplp HiGHS segfaults). ``record``: also write the record there.
    """
    from puzzlebench.engine.run.request import RunLimits

    opts = _variant_options(options, variant_options, "run")
    limits = RunLimits(time_limit, threads, seed)
    if isolated:
        with Session() as session:
            return session._execute(instance, variant, layer, solver, opts, solver_options, limits, record)

    def here(spec: RunSpec, inst: Instance) -> RunRecord:
        from puzzlebench.engine.run.runner import run as run_here

        return run_here(spec, inst)

    return _run(instance, variant, layer, solver, opts, solver_options, limits, record, here)


class Session:
    """Runs that share their worker processes: ``with pb.Session() as s: s.run(...)``.

    :func:`run` starts a worker (Python, the layer's imports) for every call, which costs
    more than a small solve; a session keeps one worker per layer alive across its runs
    (:class:`puzzlebench.engine.run.workers.WorkerSet`, the pipeline's long-lived workers),
    with the same isolation: a run past its limit plus the grace is killed and recorded
    ``timeout``, a crash ``error``, and the next run of that layer gets a fresh worker.
    Leaving the ``with`` block ends every worker (an exception or Ctrl-C kills them at once);
    a session never closed is closed when it is collected or the interpreter exits. A
    session is for one thread at a time.
    """

    def __init__(self) -> None:
        from puzzlebench.engine.run.workers import WorkerSet

        self._workers = WorkerSet()
        self._finalizer = weakref.finalize(self, self._workers.close, kill=True)

    def run(self, instance: Instance | PathLike, variant: str | None, layer: str, solver: str, *,
            solver_options: Mapping[str, Any] | None = None, time_limit: float = DEFAULT_TIME_LIMIT,
            threads: int = 1, seed: int = 0, record: PathLike | None = None, **variant_options: Any) -> RunRecord:
        """:func:`run` (isolated) on this session's workers; the same arguments."""
        from puzzlebench.engine.run.request import RunLimits

        return self._execute(instance, variant, layer, solver, dict(variant_options), solver_options,
                            RunLimits(time_limit, threads, seed), record)

    def _execute(self, instance: Instance | PathLike, variant: str | None, layer: str, solver: str,
                options: Mapping[str, Any], solver_options: Mapping[str, Any] | None, limits: RunLimits,
                record: PathLike | None) -> RunRecord:
        """One checked request on the session's workers (the arguments already typed)."""
        if not self._finalizer.alive:
            raise PuzzleInputError("this session is closed; start a new one (with pb.Session() as s: ...)")
        return _run(instance, variant, layer, solver, options, solver_options, limits, record,
                    lambda spec, _: self._workers.run(spec))

    def worker_pids(self) -> list[int]:
        """The process ids of the workers alive now (one per layer run so far)."""
        return self._workers.pids()

    def close(self, *, kill: bool = False) -> None:
        """End every worker (``kill``: at once, else when it has read its last request)."""
        self._finalizer.detach()
        self._workers.close(kill=kill)

    def __enter__(self) -> Session:
        return self

    def __exit__(self, exc_type: object, *_: object) -> None:
        self.close(kill=exc_type is not None)


def read_results(path: PathLike) -> pd.DataFrame:
    """The runs table (one row per run, the columns of ``runs.csv``) of the records in
    ``path``: a pipeline results folder (``results/<experiment>``: its ``runs/``), a folder
    of record files, or one record file. Records that cannot be read are left out with a
    warning (``warnings.warn``), as the pipeline's aggregate step reports them. The
    ``experiment`` column names a results folder's experiment (empty for loose records)."""
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
