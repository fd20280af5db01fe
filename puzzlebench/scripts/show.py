"""``puzzlebench show INSTANCE [--solution S | --with-solution] [--ascii]``: print the puzzle.

Like ``render`` the puzzle alone is shown unless a solution is asked for. Box-drawing
characters are used when the terminal's encoding can show them (``--ascii`` forces plain
ASCII); colour is used only on a terminal and never when ``NO_COLOR`` is set.
"""

from __future__ import annotations

import argparse
import os
import sys

from puzzlebench.scripts.render import add_solution_arguments, load_with_solution


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_solution_arguments(parser)
    parser.add_argument("--ascii", action="store_true", help="plain ASCII lines (default: box drawing on UTF-8 terminals)")
    parser.add_argument("--no-color", action="store_true", help="never use ANSI colours")
    parser.add_argument("--compact", action="store_true",
                        help="Galaxies: one character per lattice point (default: cells three wide)")


def _unicode_ok() -> bool:
    enc = (getattr(sys.stdout, "encoding", None) or "").lower().replace("-", "")
    return enc in ("utf8", "utf_8")


def run(args: argparse.Namespace) -> int:
    from puzzlebench.instances.text_render import printable, to_text

    instance, solution = load_with_solution(args)
    charset = "ascii" if args.ascii or not _unicode_ok() else "unicode"
    color = not args.no_color and sys.stdout.isatty() and "NO_COLOR" not in os.environ
    name = printable(str(instance.name or args.instance))
    header = f"{name}: {instance.puzzle} {instance.rows}x{instance.cols}"  # no raw control characters
    if instance.puzzle == "galaxies":
        header += f", {len(instance.dots)} dots"
    else:
        header += f", {sum(1 for _ in instance.given_cells())} givens"
    if solution is not None:
        header += " (with solution)"
    sys.stdout.write(header + "\n" + to_text(instance, solution, charset=charset, color=color,
                                                      compact=args.compact))
    return 0
