"""``puzzlebench unique INSTANCE``: count a puzzle's solutions up to a limit.

Prints ``unique``, ``N solutions``, ``no solution`` or ``unknown: why``. Exit code 0 for
unique, 1 for not unique (several or none), 3 for unknown (time limit or solver trouble),
2 for bad input. See :mod:`puzzlebench.engine.generate.uniqueness` for the method (solve, exclude, re-solve).
``--baseline NAME`` asks a baseline's uniqueness mode instead (``pysat``, ``clingo``,
``multipuzzle``: :mod:`puzzlebench.engine.baselines.inprocess`), judged the same way.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from puzzlebench.engine.baselines import Counting
from puzzlebench.engine.generate.uniqueness import UniquenessVerdict
from puzzlebench.engine.run import limits as run_limits
from puzzlebench.instances import io, limits
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats import canonical
from puzzlebench.scripts.options import add_solver_option, checked_solver_options, progress

EXIT = {UniquenessVerdict.UNIQUE: 0, UniquenessVerdict.MULTIPLE: 1, UniquenessVerdict.NONE: 1,
        UniquenessVerdict.UNKNOWN: 3}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("instance", help="puzzle file (any supported format)")
    p.add_argument("--from", dest="fmt", choices=io.FORMAT_NAMES, help="format of INSTANCE (default: detected)")
    p.add_argument("--limit", type=limits.COUNT.arg, default=2, help="stop after this many solutions (default 2)")
    p.add_argument("--time-limit", type=run_limits.TIME_LIMIT.arg, default=60.0, help="total seconds for all solves (default 60)")
    p.add_argument("--layer", default="ortools", help="modelling layer (default ortools)")
    p.add_argument("--solver", default="cpsat", help="solver (default cpsat)")
    p.add_argument("--baseline", metavar="NAME",
                   help="count with a baseline's uniqueness mode instead (pysat, clingo, multipuzzle)")
    add_solver_option(p)
    p.add_argument("--threads", type=run_limits.THREADS.arg, default=1, help="solver threads (default 1)")
    p.add_argument("--seed", type=run_limits.SEED.arg, default=0, help="solver seed (default 0)")
    p.add_argument("--json", action="store_true", help="print a JSON object instead of one line")
    p.add_argument("--write-second", metavar="PATH",
                   help="when a second solution exists, write the puzzle with it as canonical JSON")


def run(args: argparse.Namespace) -> int:
    from puzzlebench.engine.generate.uniqueness import count_solutions

    if args.limit < 1:
        raise PuzzleInputError(f"--limit must be at least 1, got {args.limit}")
    if not args.time_limit > 0:
        raise PuzzleInputError(f"--time-limit must be positive, got {args.time_limit}")
    inst = io.load(args.instance, args.fmt)
    counter = _baseline_counter(inst, args.baseline) if args.baseline else None
    solver_options = {} if args.baseline else checked_solver_options(args, args.layer, args.solver)
    progress(f"unique: {args.instance}: solving with {args.baseline or f'{args.layer}/{args.solver}'}, "
             f"up to {args.limit} solutions, at most {args.time_limit:g} s ...")
    if counter is not None:
        res = counter.count_solutions(inst, limit=args.limit, time_limit=args.time_limit)
    else:
        try:
            res = count_solutions(inst, limit=args.limit, time_limit=args.time_limit,
                                  layer=args.layer, solver=args.solver, solver_options=solver_options,
                                  threads=args.threads, seed=args.seed)
        except KeyError as exc:  # unknown layer/solver
            raise PuzzleInputError(str(exc.args[0] if exc.args else exc)) from None
    second = None
    if args.write_second and res.count >= 2:
        second = Path(args.write_second)
        second.parent.mkdir(parents=True, exist_ok=True)
        other = inst.with_solution(res.solutions[1])
        second.write_text(canonical.dumps(other))
    if args.json:
        out = {
            "instance": str(args.instance),
            "verdict": res.verdict,
            "summary": res.summary(),
            "solutions_found": res.count,
            "limit": args.limit,
            "route": res.route,
            "solver_version": res.solver_version,
            "solves": res.solves,
            "wall_s": round(res.wall, 4),
            "message": res.message,
            "second_solution_file": str(second) if second else None,
        }
        json.dump(out, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(res.summary())
        if second:
            print(f"second solution written to {second}")
        elif args.write_second and res.count < 2:
            print("no second solution to write", file=sys.stderr)
    return EXIT[res.verdict]


def _baseline_counter(inst: Any, name: str) -> Counting:
    """The named baseline's uniqueness mode; a baseline without one, not installed, or not for
    this puzzle: PuzzleInputError (exit 2)."""
    from puzzlebench.engine import baselines

    if not baselines.is_baseline(name):
        raise PuzzleInputError(f"unknown baseline {name!r}; known: {', '.join(baselines.names())}")
    counter = baselines.counting(name)
    if counter is None:
        raise PuzzleInputError(f"{name} has no uniqueness mode (it returns one solution and "
                               "cannot tell whether there are more)")
    ok, why, _ = baselines.get(name).probe()
    if not ok:
        raise PuzzleInputError(f"{name} is not available here: {why}")
    if inst.puzzle not in baselines.puzzles_of(name):
        raise PuzzleInputError(f"{name} does not solve {inst.puzzle} puzzles")
    return counter
