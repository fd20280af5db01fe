"""The checks an experiment passes before any plan or run: what it names exists and runs here.

Every point of a grid (:mod:`puzzlebench.engine.experiment.grid`) is checked: its variant and options
against the variants' table (:func:`puzzlebench.models.variant_table.resolve_options`: the
registry's answers without importing the formulations), its solver
against this machine (unknown, or not available here with the probe's reason:
:mod:`puzzlebench.engine.experiment.probe`), its solver options against the solver's own names. A solver
entry marked ``optional: true`` (the baselines of the ``baselines`` extra, in the shipped
experiments) is no problem when it is missing: :func:`check` returns it with the reason,
and the plan leaves it out. Why
before the plan: an experiment with a bad entry would otherwise run to the end with every
run of that entry ``error``.

The cheap checks of the config itself (sizes, time limits, set names) are
:func:`puzzlebench.engine.experiment.file.check_experiment`'s, run while Snakemake parses the
workflow; these need the probes (each layer imported in a child interpreter), so the
pipeline runs them once, as its ``experiment`` step. A solver entry with options also
imports its adapter (numpy, the model) to ask the solver's own names.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from puzzlebench.engine import baselines
from puzzlebench.engine.experiment.design import RunDesign, SolverEntry, VariantEntry
from puzzlebench.engine.experiment.grid import GridError
from puzzlebench.engine.experiment.plan import SKIPPED_KEY, read_skipped
from puzzlebench.engine.experiment.probe import probe
from puzzlebench.engine.run import request
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.models.backends import pairs

Entry = Mapping[str, Any]

__all__ = ["SKIPPED_KEY", "Skipped", "check", "problems", "read_skipped", "skipped_solvers",
           "solver_problems", "variant_problems"]


def variant_problems(variants: Sequence[VariantEntry]) -> list[str]:
    """Each grid point whose variant is unknown or whose options it refuses (the run
    request's line: :func:`puzzlebench.engine.run.request.variant_problem`)."""
    out = []
    for entry in variants:
        why = request.variant_problem(entry.variant, entry.options)
        if why is not None:
            out.append(f"variant {entry.variant!r} in the experiment: {why}")
    return out


def _entries(solvers: Sequence[Entry | SolverEntry]) -> list[SolverEntry]:
    """Plain solver entries (one value per option) as typed ones."""
    return [s if isinstance(s, SolverEntry) else
            SolverEntry(str(s["layer"]), str(s["solver"]), dict(s.get("options") or {}),
                        tuple(s.get("puzzles") or ()), bool(s.get("optional"))) for s in solvers]


def _unavailable(keys: Sequence[tuple[str, str]], cache: Path | None = None) -> dict[tuple[str, str], str]:
    """The known (layer, solver) pairs among ``keys`` that this machine cannot run -> the
    probe's reason (each layer probed once, in its own interpreter, or its answer kept in
    ``cache``; baselines in this one)."""
    baseline_keys = {(b, b) for b in baselines.names()}
    builtin = set(pairs())
    layers = sorted({layer for layer, solver in keys if (layer, solver) in builtin})
    rows = probe(layers, with_baselines=any(key in baseline_keys for key in keys), cache=cache)
    status = {(r.layer, r.solver): r for r in rows}
    out = {}
    for key in keys:
        row = status.get(key) or status.get((key[0], "*"))
        if key in builtin | baseline_keys and row is not None and not row.available:
            out[key] = row.why or "no reason given"
    return out


@dataclass(frozen=True)
class Skipped:
    """A solver entry marked ``optional: true`` that is not available here: the experiment
    runs without it (the plan leaves it out) and says why."""

    layer: str
    solver: str
    why: str

    def line(self) -> str:
        return f"solver {self.layer}/{self.solver} skipped (optional, not available here): {self.why}"


def _solver_report(solvers: Sequence[SolverEntry], cache: Path | None = None) -> tuple[list[str], list[Skipped]]:
    """(problems, skipped) of the solver entries, from one probe of this machine: each entry
    that is unknown, not available here (with the reason; an ``optional`` one is skipped
    instead, each once), or given options it does not take (the run request's lines:
    :mod:`puzzlebench.engine.run.request`)."""
    keys = [s.key for s in solvers]
    out = [why for key in dict.fromkeys(keys) if (why := request.pair_problem(*key)) is not None]
    missing = _unavailable(keys, cache)
    optional = {s.key for s in solvers if s.optional}
    out += [f"solver {key[0]}/{key[1]} is not available here: {why}" for key, why in missing.items()
            if key not in optional]
    for entry in solvers:  # the solver's own option names
        if not request.known_pair(*entry.key) or entry.key in missing:
            continue
        if baselines.is_baseline(*entry.key):
            why = request.options_problem("", *entry.key, {}, entry.options)
        else:
            why = request.solver_options_problem(*entry.key, entry.options)
        if why is not None:
            out.append(f"solver {entry.layer}/{entry.solver} in the experiment: {why}")
    skipped = [Skipped(*key, missing[key]) for key in dict.fromkeys(keys) if key in optional and key in missing]
    return out, skipped


def solver_problems(solvers: Sequence[Entry | SolverEntry]) -> list[str]:
    """Each solver entry that is unknown, not available on this machine (with the reason;
    an ``optional`` entry is skipped instead), or given options that are not the solver's own."""
    return _solver_report(_entries(solvers))[0]


def skipped_solvers(solvers: Sequence[Entry | SolverEntry]) -> list[Skipped]:
    """The optional solver entries (each once) that this machine cannot run, with the probe's
    reason; unknown names are not skipped (:func:`solver_problems` reports them)."""
    return _solver_report(_entries(solvers))[1]


def _report(experiment: Mapping[str, Any] | RunDesign, cache: Path | None = None) -> tuple[list[str], list[Skipped]]:
    try:
        design = experiment if isinstance(experiment, RunDesign) else RunDesign.from_config(experiment)
    except GridError as exc:
        return [f"the experiment's grid: {exc}"], []
    found, skipped = _solver_report(design.solvers, cache)
    if not {s.key for s in design.solvers} - {(s.layer, s.solver) for s in skipped}:
        # it would run nothing and still report: say so instead
        found.append("no solver of the experiment is available here (every one is optional and missing: "
                     + "; ".join(f"{s.layer}/{s.solver}: {s.why}" for s in skipped)[:300] + ")")
    # a grid repeats a bad option in many points: each line once
    return list(dict.fromkeys(variant_problems(design.variants) + found)), skipped


def problems(experiment: Mapping[str, Any] | RunDesign) -> list[str]:
    """Every reason ``experiment`` cannot run here, one line each, variants first; none
    when it can. A grid that does not expand is the only problem reported."""
    return _report(experiment)[0]


def check(experiment: Mapping[str, Any] | RunDesign, *, probe_cache: Path | None = None) -> list[Skipped]:
    """The optional solver entries this machine cannot run (each once, with the probe's
    reason: the plan leaves them out) when ``experiment`` can run here; else
    PuzzleInputError with one line: the first problem and how many more there are. One
    probe of the machine answers both (a layer's answer kept in ``probe_cache`` within the
    hour is used: :mod:`puzzlebench.engine.experiment.probe_cache`)."""
    found, skipped = _report(experiment, probe_cache)
    if found:
        more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
        raise PuzzleInputError(found[0] + more)
    return skipped
