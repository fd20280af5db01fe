"""``puzzlebench render INSTANCE [--solution S | --with-solution] -o PIC.svg|PIC.png``.

Draws the puzzle as SVG or PNG (chosen by the output suffix). By default only the puzzle
is drawn, even when the instance file carries a solution: a picture of the puzzle is what
one usually wants to show, and it must never give the answer away by accident.
``--with-solution`` draws the file's own solution; ``--solution S`` draws the grid in S
(canonical file, run record, JSON grid or text grid).
"""

from __future__ import annotations

import argparse
import sys

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.io import FORMAT_NAMES, load, load_solution
from puzzlebench.instances.types import Instance, Solution


def add_solution_arguments(parser: argparse.ArgumentParser) -> None:
    """The INSTANCE / --from / --solution / --with-solution options shared with ``show``."""
    parser.add_argument("instance", metavar="INSTANCE", help="puzzle file (any supported format)")
    parser.add_argument("--from", dest="fmt", choices=FORMAT_NAMES, help="format of INSTANCE")
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--solution", metavar="S",
        help="draw this solution (canonical JSON with 'solution', a run record, a JSON grid, "
        "or a text grid)",
    )
    group.add_argument(
        "--with-solution", action="store_true",
        help="draw the solution stored in INSTANCE itself (default: the puzzle only)",
    )


def load_with_solution(args: argparse.Namespace) -> tuple[Instance, Solution | None]:
    """The instance and the solution the options ask for (None: draw the puzzle only)."""
    instance = load(args.instance, args.fmt)
    if args.solution is not None:
        return instance, load_solution(args.solution, instance)
    if args.with_solution:
        if instance.solution is None:
            raise PuzzleInputError(
                "holds no solution; drop --with-solution or give --solution S", source=args.instance
            )
        return instance, instance.solution
    return instance, None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_solution_arguments(parser)
    parser.add_argument("-o", "--output", required=True, metavar="PIC", help="output picture: .svg or .png")
    parser.add_argument("--title", help="caption above the grid (default: none)")
    parser.add_argument("--side-by-side", action="store_true",
                        help="two panels: the puzzle alone, then with the solution (needs a solution)")


def run(args: argparse.Namespace) -> int:
    from puzzlebench.instances.pictures import render

    instance, solution = load_with_solution(args)
    if args.side_by_side and solution is None:
        raise PuzzleInputError("--side-by-side needs a solution: add --with-solution or --solution S")
    out = render(instance, solution, args.output, title=args.title, side_by_side=args.side_by_side)
    what = "puzzle and solution" if solution is not None else "puzzle"
    print(f"wrote {out} ({instance.puzzle} {instance.rows}x{instance.cols}, {what})", file=sys.stderr)
    return 0
