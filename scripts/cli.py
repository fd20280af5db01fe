"""The ``puzzlebench`` command line: one sub-command per module in ``scripts/``.

Each command module exposes ``add_arguments(parser)`` and ``run(args) -> int`` and is
imported only when its command runs, so ``puzzlebench check`` never pays for importing
Pyomo or OR-Tools. Bad user input (:class:`PuzzleInputError`) becomes one line on stderr
and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from instances.errors import PuzzleInputError
from instances.limits import Bound

# command -> (module in scripts/, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "check": ("scripts.check", "check a solution against a puzzle (exit 0 valid, 1 invalid, 2 bad input)"),
    "convert": ("scripts.convert", "convert between puzzle file formats"),
    "render": ("scripts.render", "draw a puzzle (and its solution) as SVG or PNG"),
    "show": ("scripts.show", "print a puzzle (and its solution) in the terminal"),
    "variants": ("scripts.variants", "list the formulation variants"),
    "formulate": ("scripts.formulate", "build a variant's model and write it as MPS/LP"),
    "solvers": ("scripts.solvers", "list (layer, solver) pairs and whether they are available here"),
    "solve": ("scripts.solve", "solve one instance with one variant, layer and solver; write a run record"),
    "unique": ("scripts.unique", "count a puzzle's solutions up to a limit"),
    "generate": ("scripts.generate", "generate a random puzzle with a unique solution"),
    "import-sgt": ("scripts.import_sgt", "generate puzzles with Simon Tatham's sgt-galaxies"),
}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # usage errors: one line, exit 2
        self.exit(2, f"{self.prog}: error: {message}\n")


def state_limits(parser: argparse.ArgumentParser) -> None:
    """Append each bounded option's range (:mod:`instances.limits`) to its --help line, so
    the limits are stated where the options are, from the one table that checks them."""
    for action in parser._actions:
        bound = getattr(action.type, "__self__", None)
        if isinstance(bound, Bound) and action.help is not argparse.SUPPRESS:
            action.help = f"{action.help or ''} [{bound.describe()}]".strip()


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    parser = _Parser(prog="puzzlebench", description="MIP formulation benchmark for Troix and Galaxies.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    for name, (module, help_text) in COMMANDS.items():
        p = sub.add_parser(name, help=help_text, description=help_text)
        if only is None or only == name:
            try:
                mod = importlib.import_module(module)
            except ModuleNotFoundError as exc:
                if exc.name != module:
                    raise
                p.set_defaults(_missing=module)
                continue
            mod.add_arguments(p)
            state_limits(p)
            p.set_defaults(_run=mod.run)
    return parser


def os_error_line(exc: OSError) -> str:
    """``PATH: reason`` for a failed read or write (a rename names its target second)."""
    path = exc.filename2 or exc.filename
    reason = exc.strerror or str(exc)
    return f"{path}: {reason}" if path else reason


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    command = next((a for a in argv if not a.startswith("-")), None)
    parser = build_parser(only=command if command in COMMANDS else None)
    args = parser.parse_args(argv)
    run = getattr(args, "_run", None)
    if run is None:
        print(f"puzzlebench: error: command {args.command!r} is not available in this build", file=sys.stderr)
        return 2
    try:
        return int(run(args) or 0)
    except PuzzleInputError as exc:
        print(f"puzzlebench: error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:  # a read-only, full or missing target: one line naming the path
        print(f"puzzlebench: error: {os_error_line(exc)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("puzzlebench: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
