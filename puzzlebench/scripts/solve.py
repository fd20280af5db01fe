"""``puzzlebench solve INSTANCE --variant V --layer L --solver S ... -o RUN.json``.

One run, isolated: it happens in a worker subprocess killed from outside at
``time-limit + grace`` (a hung or crashed solver is recorded ``timeout`` or ``error``,
never lost), then the record is written atomically and one summary line printed. The exit
code says how the run went (:data:`EXIT`): 0 solved, 1 wrong, 3 timeout, 4 infeasible,
5 error, 6 too_large, 7 gave_up, 9 licence_limit (a size-limited solver licence refused the
model), the record being written in each case; 2 bad input;
8 the record could not be written at ``-o`` (it is then in the temporary file the error
line names). (The
pipeline does not call this command: its runs end as records whatever their status.)
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from puzzlebench.engine.run import limits
from puzzlebench.engine.run.records import RunRecord, RunStatus
from puzzlebench.scripts.options import (
    NAMED_VARIANT_OPTIONS,
    add_solver_option,
    add_variant_options,
    chosen_variant_options,
    detail,
)

if TYPE_CHECKING:
    from puzzlebench.engine.run.spec import RunSpec

# a run's status -> the exit code (2 stays bad input, as for every command)
EXIT = {RunStatus.SOLVED: 0, RunStatus.WRONG: 1, RunStatus.TIMEOUT: 3, RunStatus.INFEASIBLE: 4,
        RunStatus.ERROR: 5, RunStatus.TOO_LARGE: 6, RunStatus.GAVE_UP: 7,
        RunStatus.LICENCE_LIMIT: 9}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("instance", metavar="INSTANCE", help="puzzle file (any supported format)")
    from puzzlebench.instances.io import FORMAT_NAMES

    # --variant is required for every MIP layer (only a baseline such as sgt goes without):
    # the usage line shows it so
    parser.usage = ("%(prog)s INSTANCE --variant VARIANT [variant options] --layer LAYER --solver SOLVER "
                    "[options]\n       %(prog)s INSTANCE --layer BASELINE --solver BASELINE [options]"
                    "   (BASELINE: sgt, multipuzzle, pysat or clingo)")
    parser.add_argument("--from", dest="fmt", choices=FORMAT_NAMES, help="format of INSTANCE (default: detected)")
    parser.add_argument("--variant", help="formulation variant, e.g. galaxies/flow (see `puzzlebench variants`); "
                                          "required except for a baseline (sgt, multipuzzle, pysat, clingo)")
    add_variant_options(parser)
    add_solver_option(parser)
    parser.add_argument("--layer", required=True, help="modelling layer: pyomo, pulp, ortools, or a baseline")
    parser.add_argument("--solver", required=True, help="solver: cbc, highs, scip, glpk, cpsat, sgt, ...")
    parser.add_argument("--time-limit", type=limits.TIME_LIMIT.arg, default=limits.DEFAULT_TIME_LIMIT,
                        help="seconds for the solver (default %(default)g)")
    parser.add_argument("--threads", type=limits.THREADS.arg, default=limits.DEFAULT_THREADS, help="solver threads (default 1)")
    parser.add_argument("--seed", type=limits.SEED.arg, default=0,
                        help="solver seed (default 0; recorded; ignored by solvers without one: glpk, sgt)")
    parser.add_argument("--repeat", type=limits.REPEAT.arg, default=0, help="repeat number (recorded)")
    parser.add_argument("--grace", type=limits.GRACE.arg, default=30.0,
                        help="seconds on top of the time limit before the run is killed from outside")
    parser.add_argument("-o", "--output", metavar="RUN.json", help="where to write the run record")
    parser.add_argument("--json", action="store_true", help="print the whole record on stdout")


def make_spec(args: argparse.Namespace) -> RunSpec:
    """Validate everything the user typed here, before any worker starts: the puzzle file,
    then the request as every door checks it (:func:`puzzlebench.engine.run.request.run_spec`)."""
    from puzzlebench.engine.baselines import is_baseline
    from puzzlebench.engine.run.request import (
        RequestError,
        RunLimits,
        Target,
        pair_problem,
        run_spec,
    )
    from puzzlebench.instances.io import load
    from puzzlebench.models.options import assignments, solver_options

    instance = load(args.instance, args.fmt)  # PuzzleInputError on a bad file
    why = pair_problem(args.layer, args.solver)
    if why is not None:
        raise RequestError(why)
    if args.variant and not is_baseline(args.layer, args.solver):
        opts = chosen_variant_options(args, args.variant)  # typed by the variant's declared defaults
    else:  # untyped: the request refuses any option a baseline is given, or a MIP run without variant
        opts = {**{k: v for k, v in vars(args).items() if k in NAMED_VARIANT_OPTIONS and v is not None},
                **assignments(args.option, "-O/--option")}
    return run_spec(Target.of(instance, args.instance), args.variant, args.layer, args.solver,
                    options=opts, solver_options=solver_options(args.solver_option or []),
                    run_limits=RunLimits(args.time_limit, args.threads, args.seed, args.grace),
                    repeat=args.repeat, record=args.output or "", fmt=args.fmt or "")


def summary(rec: RunRecord) -> str:
    from puzzlebench.engine.run.spec import solver_label
    from puzzlebench.instances.text_render import printable

    parts = [
        f"{rec.status}:", rec.instance.id, rec.variant or rec.label,
        f"{rec.layer}/{solver_label(rec.solver, rec.solver_options)}",
        f"solve {rec.times.solve.wall:.3f}s total {rec.times.wall():.3f}s",
    ]
    if rec.size is not None:
        parts.append(f"({rec.size.variables} vars, {rec.size.constraints} rows)")
    if "cuts" in rec.stats:
        parts.append(f"cuts {rec.stats['cuts']} in {rec.stats['cut_rounds']} rounds")
    if rec.message:
        parts.append(f"- {rec.message[:200]}")
    return printable(" ".join(parts))  # a name or solver message never drives the terminal


def _writable_target(path: str) -> None:
    """Refuse an ``-o`` that can never hold a record before the run starts (exit 2)."""
    from puzzlebench.engine.run.request import RequestError, record_target_problem

    why = record_target_problem(path)
    if why is not None:
        raise RequestError(f"-o {why}")


RECORD_ELSEWHERE = 8  # exit code: the run was made, its record is not at -o (the error names where)


def save_record(path: str, rec: RunRecord) -> int:
    """Write the finished run's record at ``path``; when that fails (read-only or full file
    system) the record still goes somewhere, named on stderr, and the exit code is 8."""
    from puzzlebench.engine.run import records

    try:
        records.write_atomic(path, rec)
        return 0
    except OSError as exc:
        why = exc.strerror or str(exc)
    fd, spare = tempfile.mkstemp(prefix=f"puzzlebench-{rec.run_id or 'run'}-", suffix=".json")
    os.close(fd)
    try:
        records.write_atomic(spare, rec)
        where = f"the record was written to {spare} instead"
    except OSError as exc:
        Path(spare).unlink(missing_ok=True)
        where = f"nor at {spare} ({exc.strerror or exc}); the record follows on stdout"
        print(json.dumps(rec.to_json(), allow_nan=False))
    print(f"puzzlebench: error: cannot write the record at {path}: {why}; {where}", file=sys.stderr)
    return RECORD_ELSEWHERE


def run(args: argparse.Namespace) -> int:
    from puzzlebench.engine.run.interrupts import Terminated
    from puzzlebench.engine.run.workers import run_isolated
    from puzzlebench.instances.files import remove_stale_temporaries

    spec = make_spec(args)
    if spec.record:
        _writable_target(spec.record)
    try:
        rec = run_isolated(dataclasses.replace(spec, record=""))
        code = save_record(spec.record, rec) if spec.record else 0
    except (Terminated, KeyboardInterrupt):  # the worker is killed by now; no half record
        if spec.record:
            remove_stale_temporaries([Path(spec.record)])
        raise
    if args.json:
        print(json.dumps(rec.to_json(), indent=1))
    print(summary(rec), file=sys.stderr if args.json else sys.stdout)
    detail(f"counters: {json.dumps(rec.counters.to_json())}")
    detail(f"stats: {json.dumps(rec.stats, sort_keys=True)}")
    return code or EXIT[rec.status]
