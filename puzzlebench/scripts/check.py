"""``puzzlebench check INSTANCE [SOLUTION]``: does a grid solve the puzzle?

Exit 0: valid. Exit 1: invalid, each violation listed (rule and cells). Exit 2: bad input
(one line on stderr, raised as PuzzleInputError and printed by the dispatcher). With no
SOLUTION the instance's own ``solution`` is checked. The verdict comes only from the
independent checker (:mod:`puzzlebench.instances.checker`).
"""

from __future__ import annotations

import argparse
import json
import sys

from puzzlebench.instances.checker import check
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.io import FORMAT_NAMES, load, load_solution


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = (
        "Exit codes: 0 the solution is valid; 1 it breaks a rule (violations listed with rule "
        "and cells); 2 bad input (one line on stderr)."
    )
    parser.add_argument("instance", metavar="INSTANCE", help="puzzle file (any supported format)")
    parser.add_argument(
        "solution", metavar="SOLUTION", nargs="?",
        help="solution file: canonical JSON with 'solution', a run record JSON, a JSON grid, or "
        "a text grid (Troix rows of XOI; Galaxies rows of dot indices). Default: the "
        "instance's own solution",
    )
    parser.add_argument("--from", dest="fmt", choices=FORMAT_NAMES, help="format of INSTANCE")
    parser.add_argument("--json", action="store_true", help="print the verdict as JSON on stdout")
    parser.add_argument("-q", "--quiet", action="store_true", help="print nothing; exit code only")


def run(args: argparse.Namespace) -> int:
    instance = load(args.instance, args.fmt)
    if args.solution is not None:
        solution = load_solution(args.solution, instance)
    elif instance.solution is not None:
        solution = instance.solution
    else:
        raise PuzzleInputError(
            "holds no solution to check; give a SOLUTION file", source=args.instance
        )
    violations = check(instance, solution)
    name = instance.name or args.instance
    if args.json:
        print(json.dumps({
            "instance": args.instance, "name": instance.name, "puzzle": instance.puzzle,
            "valid": not violations, "violations": [v.to_json() for v in violations],
        }))
    elif not args.quiet:
        what = f"{name} ({instance.puzzle} {instance.rows}x{instance.cols})"
        if not violations:
            print(f"valid: the solution solves {what}")
        else:
            print(f"INVALID: {len(violations)} violation(s) for {what}")
            for v in violations:
                cells = " ".join(f"({i},{j})" for i, j in v.cells[:12])
                more = f" ... (+{len(v.cells) - 12})" if len(v.cells) > 12 else ""
                print(f"  {v}" + (f"  cells: {cells}{more}" if cells else ""))
    sys.stdout.flush()
    return 1 if violations else 0
