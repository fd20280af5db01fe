"""One run -> one record: formulate, translate, solve (with the cut loop for lazy variants),
decode, check independently, and describe everything in a dict (:mod:`engine.records`).

Status rules (the solver's word is never trusted):
- a point the formulation decodes into a grid the checker accepts -> ``solved``;
- a point the checker rejects (or that does not even decode) -> ``wrong``;
- "infeasible" from the solver while the instance's own known solution checks valid ->
  ``wrong`` too (a correct model of a solvable puzzle cannot be infeasible);
- :class:`~models.model.ModelTooLarge` from the build -> ``too_large``;
- no point within the limit -> ``timeout``; sgt stopping without a solution -> ``gave_up``.

Timings are taken here, in the process, around each step (perf_counter and process_time):
``formulate`` builds the variant's model; ``translate`` builds the layer's model (summed
over cut rounds); ``solve`` is the solver calls plus, for lazy variants, the separation
between them; ``check`` decodes the point and runs the independent checker.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import functools
import hashlib
import os
import platform
import socket
import subprocess
import sys
import time
from collections.abc import Mapping
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np

from engine.records import RECORD_VERSION, zero_times
from instances.checker import check
from instances.formats import canonical
from instances.types import Instance
from models.backends import SolveOutcome, get_adapter, solve_model
from models.backends.base import Timer, timed
from models.model import Model, ModelTooLarge

PACKAGES = ("numpy", "scipy", "pyomo", "pulp", "ortools", "highspy", "pyscipopt")
DEBIAN = ("coinor-cbc", "glpk-utils", "sgt-puzzles")
SGT_VARIANT = "sgt"


# ---- identity, versions, machine (cached per process: a worker runs thousands) -------------
def instance_info(instance: Instance, path: str | os.PathLike[str] | None) -> dict[str, Any]:
    """id (name, else file stem), sha256 of the puzzle's canonical JSON without solution."""
    text = canonical.dumps(instance, with_solution=False)
    ident = instance.name or (Path(path).stem if path else "")
    info: dict[str, Any] = {
        "id": ident,
        "sha256": hashlib.sha256(text.encode()).hexdigest(),
        "puzzle": instance.puzzle,
        "rows": instance.rows,
        "cols": instance.cols,
    }
    if path is not None:
        info["path"] = str(path)
    return info


@functools.cache
def versions() -> dict[str, str]:
    """Python, the libraries (from package metadata: importing pulp here would be a trap)
    and the Debian solver packages."""
    out = {"python": platform.python_version()}
    for pkg in PACKAGES:
        try:
            out[pkg] = metadata.version(pkg)
        except metadata.PackageNotFoundError:
            out[pkg] = "missing"
    try:
        res = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Package} ${Version}\\n", *DEBIAN],
            capture_output=True, text=True, timeout=10,
        )
        for line in res.stdout.splitlines():
            name, _, ver = line.partition(" ")
            out[name] = ver or "missing"
    except (OSError, subprocess.SubprocessError):
        pass
    for name in DEBIAN:
        out.setdefault(name, "missing")
    return out


@functools.cache
def machine() -> dict[str, Any]:
    cpu = platform.processor()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {"hostname": socket.gethostname(), "cpu": cpu, "cores": os.cpu_count() or 0,
            "platform": platform.platform()}


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="milliseconds")


def _jsonable(v: Any) -> Any:
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [_jsonable(x) for x in v]
    if isinstance(v, np.generic):
        return v.item()
    if isinstance(v, float) and not np.isfinite(v):
        return None
    return v


def solution_json(solution: Any) -> list[Any] | None:
    """The canonical format's ``solution`` shape: strings (Troix) or lists of ints (Galaxies)."""
    if solution is None:
        return None
    return [row if isinstance(row, str) else [int(v) for v in row] for row in solution]


# ---- the record skeleton -----------------------------------------------------------------
def base_record(
    instance_meta: dict[str, Any], variant: str, options: Mapping[str, Any], layer: str, solver: str,
    time_limit: float, threads: int, seed: int, repeat: int,
) -> dict[str, Any]:
    """A complete record with status ``error``; the steps fill it in as they go (and a run
    killed from outside is recorded from this skeleton by :mod:`engine.workers`)."""
    return {
        "record_version": RECORD_VERSION,
        "instance": instance_meta,
        "variant": variant,
        "options": _jsonable(dict(options)),
        "layer": layer,
        "solver": solver,
        "solver_version": "",
        "status": "error",
        "message": "",
        "times": zero_times(),
        "model": None,
        "stats": {},
        "solution": None,
        "check": {"valid": False, "violations": []},
        "versions": versions(),
        "machine": machine(),
        "seed": int(seed),
        "repeat": int(repeat),
        "time_limit": float(time_limit),
        "threads": int(threads),
        "started_at": _now(),
    }


def _add_times(into: dict[str, float], t: Mapping[str, float]) -> None:
    into["wall"] += float(t["wall"])
    into["cpu"] += float(t["cpu"])


# ---- the solve step, with the cut loop ---------------------------------------------------
def solve_loop(
    formulation: Any, layer: str, solver: str, time_limit: float, threads: int, seed: int,
    lazy: bool, times: dict[str, dict[str, float]], stats: dict[str, Any],
) -> tuple[SolveOutcome, Model]:
    """Solve; for lazy variants separate and re-solve until no cut is violated or the time
    limit (which covers the whole loop) runs out. The previous point is passed as a hint
    (CP-SAT, pywraplp, PuLP CBC/SCIP and Pyomo CBC use it; the others ignore it)."""
    from models.registry import separate

    model: Model = formulation.model
    deadline = time.perf_counter() + time_limit
    hint: np.ndarray | None = None
    rounds = cuts = 0
    sep = Timer()
    while True:
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            out = SolveOutcome("timeout", message="time limit reached inside the cut loop")
            break
        out = solve_model(model, layer, solver, time_limit=remaining, threads=threads, seed=seed, hint=hint)
        _add_times(times["translate"], out.times["translate"])
        _add_times(times["solve"], out.times["solve"])
        for k, v in out.stats.items():  # counters add up over rounds, the rest is the last
            stats[k] = stats.get(k, 0) + v if isinstance(v, int | float) and k in stats else v
        if not lazy or not out.has_point:
            break
        with timed(sep):
            rows = separate(formulation, out.values)
        if rows is None or rows.count == 0:
            break
        rounds += 1
        cuts += rows.count
        model = model.with_rows(rows)
        hint = out.values
    if lazy:  # separating is part of solving by cuts: it counts in the solve step too
        _add_times(times["solve"], sep.as_dict())
        stats.update(cut_rounds=rounds, cuts=cuts, separate=sep.as_dict(),
                     final_constraints=model.num_rows)
        if out.status == "timeout" and rounds:
            out.message = out.message or f"time limit reached after {rounds} cut rounds"
    return out, model


# ---- one run -----------------------------------------------------------------------------
def run(
    instance: Instance,
    instance_path: str | os.PathLike[str] | None,
    variant: str,
    options: Mapping[str, Any] | None,
    layer: str,
    solver: str,
    time_limit: float,
    threads: int = 1,
    seed: int = 0,
    repeat: int = 0,
) -> dict[str, Any]:
    """Run one (instance, variant, layer, solver, seed, repeat) in this process; the record."""
    options = dict(options or {})
    adapter = get_adapter(layer, solver)
    if not adapter.mip:
        variant, options = SGT_VARIANT, {}
    else:  # record the effective options (defaults included) so tables group runs right
        from models.registry import get

        with contextlib.suppress(KeyError):
            options = {**get(variant).options, **options}
    rec = base_record(instance_info(instance, instance_path), variant, options, layer, solver,
                      time_limit, threads, seed, repeat)
    times = rec["times"]
    try:
        if not adapter.mip:
            _run_non_mip(rec, adapter, instance, time_limit)
        else:
            _run_mip(rec, instance, variant, options, layer, solver, time_limit, threads, seed)
    except Exception as exc:  # recorded, never raised: one bad run must not end a batch
        rec["status"] = "error"
        rec["message"] = f"{type(exc).__name__}: {exc}"
    rec["times"] = {k: {"wall": float(v["wall"]), "cpu": float(v["cpu"])} for k, v in times.items()}
    rec["stats"] = _jsonable(rec["stats"])
    return rec


def _check_into(rec: dict[str, Any], instance: Instance, solution: Any) -> None:
    with timed(t := Timer()):
        violations = check(instance, solution)
    _add_times(rec["times"]["check"], t.as_dict())
    rec["solution"] = solution_json(solution)
    rec["check"] = {"valid": not violations, "violations": [v.to_json() for v in violations]}
    rec["status"] = "solved" if not violations else "wrong"
    if violations:
        rec["message"] = f"checker rejects the solver's solution: {violations[0]}"


def _known_solution_valid(instance: Instance) -> bool:
    return instance.solution is not None and not check(instance, instance.solution)


def _run_mip(
    rec: dict[str, Any], instance: Instance, variant: str, options: dict[str, Any],
    layer: str, solver: str, time_limit: float, threads: int, seed: int,
) -> None:
    from models.registry import get

    v = get(variant)
    times = rec["times"]
    with timed(t := Timer()):
        try:
            form = v.make(instance, **options)
        except ModelTooLarge as exc:
            form = None
            rec["status"], rec["message"] = "too_large", str(exc) or "model too large"
    _add_times(times["formulate"], t.as_dict())
    if form is None:
        return
    rec["model"] = form.model.size()
    out, final = solve_loop(form, layer, solver, time_limit, threads, seed, v.lazy, times, rec["stats"])
    rec["solver_version"] = out.solver_version or get_adapter(layer, solver).info()[2]
    rec["message"] = out.message
    if out.has_point:
        assert out.values is not None
        with timed(t := Timer()):  # decoding the point is part of checking it
            rec["stats"]["model_violations"] = len(final.violations(out.values))
            try:
                solution, bad = form.decode(out.values), None
            except Exception as exc:  # a point that is not even a grid is a wrong answer
                solution, bad = None, f"solver's point does not decode: {type(exc).__name__}: {exc}"
        _add_times(times["check"], t.as_dict())
        if bad is not None:
            rec["status"], rec["message"] = "wrong", bad
            rec["check"] = {"valid": False, "violations": []}
            return
        _check_into(rec, instance, solution)
    elif out.status == "infeasible":
        with timed(t := Timer()):
            contradicted = _known_solution_valid(instance)
        _add_times(times["check"], t.as_dict())
        if contradicted:
            rec["status"] = "wrong"
            rec["message"] = "solver claims infeasible, but the instance's known solution checks valid"
        else:
            rec["status"] = "infeasible"
    else:
        rec["status"] = out.status  # timeout or error


def _run_non_mip(rec: dict[str, Any], adapter: Any, instance: Instance, time_limit: float) -> None:
    res = adapter.solve_instance(instance, time_limit)
    rec["solver_version"] = adapter.info()[2]
    rec["times"]["solve"] = {"wall": float(res.wall), "cpu": float(res.cpu)}
    rec["message"] = str(res.message or "")
    rec["stats"] = {"sgt_status": str(res.status)}
    if res.solution is not None:
        _check_into(rec, instance, res.solution)
    else:
        rec["status"] = adapter.status_of(res)


def run_spec(spec: Mapping[str, Any]) -> dict[str, Any]:
    """Run a plain-dict spec (as :mod:`engine.workers` passes them): loads the instance."""
    from instances.io import load

    path = spec["instance"]
    with timed(t := Timer()):
        instance = load(path, spec.get("format"))
    rec = run(instance, path, spec["variant"], spec.get("options") or {}, spec["layer"], spec["solver"],
              float(spec["time_limit"]), int(spec.get("threads", 1)), int(spec.get("seed", 0)),
              int(spec.get("repeat", 0)))
    rec["stats"]["load"] = t.as_dict()
    return rec


if __name__ == "__main__":  # pragma: no cover - debugging aid
    import json

    print(json.dumps(run_spec(json.loads(sys.argv[1])), indent=1))
