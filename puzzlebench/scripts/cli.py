"""The ``puzzlebench`` command line: one sub-command per module in ``puzzlebench/scripts/``.

Each command module exposes ``add_arguments(parser)`` and ``run(args) -> int`` and is
imported only when its command runs, so ``puzzlebench check`` never pays for importing
Pyomo or OR-Tools. Bad user input (:class:`PuzzleInputError`) becomes one line on stderr
and exit code 2, never a traceback.

Habits every command shares (added here, so no command can forget them): ``--help`` ends
with the command's exit codes (:data:`EXIT_CODES`); ``-q`` silences progress and notes on
stderr, ``-v`` adds detail (at least the command's wall time); ``puzzlebench --version``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections.abc import Sequence
from typing import NoReturn

from puzzlebench.engine.run.children import guard_harness
from puzzlebench.engine.run.interrupts import Terminated, exit_code, signals_raise
from puzzlebench.instances.errors import PuzzleInputError, os_error_line
from puzzlebench.instances.limits import Bound
from puzzlebench.scripts import options as cli_options

# command -> (module in puzzlebench/scripts/, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "check": ("puzzlebench.scripts.check", "check a solution against a puzzle (exit 0 valid, 1 invalid, 2 bad input)"),
    "convert": ("puzzlebench.scripts.convert", "convert between puzzle file formats"),
    "render": ("puzzlebench.scripts.render", "draw a puzzle (and its solution) as SVG or PNG"),
    "show": ("puzzlebench.scripts.show", "print a puzzle (and its solution) in the terminal"),
    "variants": ("puzzlebench.scripts.variants", "list the formulation variants"),
    "formulate": ("puzzlebench.scripts.formulate", "build a variant's model and write it as MPS/LP"),
    "solvers": ("puzzlebench.scripts.solvers", "list (layer, solver) pairs and whether they are available here"),
    "solve": ("puzzlebench.scripts.solve", "solve one instance with one variant, layer and solver; write a run record"),
    "unique": ("puzzlebench.scripts.unique", "count a puzzle's solutions up to a limit"),
    "generate": ("puzzlebench.scripts.generate", "generate a random puzzle with a unique solution"),
    "import-sgt": ("puzzlebench.scripts.import_sgt", "generate puzzles with Simon Tatham's sgt-galaxies"),
    "compare": ("puzzlebench.scripts.compare", "compare two results folders: matched speedups, new failures, what differs"),
    "archive": ("puzzlebench.scripts.archive", "bundle a results folder with checksums (or --verify a bundle)"),
}


_COMMON = "2 bad input or usage (one line on stderr); 130 interrupted; 143 terminated (SIGTERM; 129 SIGHUP)"
# command -> its exit codes, shown at the end of its --help
EXIT_CODES: dict[str, str] = {
    "check": f"0 the solution is valid; 1 it breaks a rule (violations listed); {_COMMON}",
    "convert": (f"0 every puzzle converted; 1 a dataset had bad puzzles (the good ones written), or the "
                f"disk filled up part way (the error says how many were written); {_COMMON}"),
    "render": f"0 picture written; {_COMMON}",
    "show": f"0 shown; {_COMMON}",
    "variants": f"0 listed; {_COMMON}",
    "formulate": f"0 model written; 1 the build failed (MODEL.json says why); 3 too large (size cap); {_COMMON}",
    "solvers": f"0 listed (unavailable pairs are rows, not errors); {_COMMON}",
    "solve": ("0 solved (the checker accepted the solution); 1 wrong (the checker rejected it); "
              "3 timeout; 4 infeasible; 5 error; 6 too_large; 7 gave_up (sgt); 9 licence_limit (a size-limited "
              "solver licence refused the model); the record is "
              "written in every one of these cases; 8 the record could not be written at -o (it is in "
              f"the temporary file the error names); {_COMMON}"),
    "unique": f"0 unique; 1 not unique (several or none); 3 unknown (time limit, solver trouble); {_COMMON}",
    "generate": f"0 puzzle written; {_COMMON}",
    "import-sgt": f"0 puzzles written; 1 sgt misbehaved; {_COMMON} (also a missing sgt binary)",
    "compare": (f"0 no regression; 1 a regression (a new wrong answer, a slowdown beyond --fail-slower, a new "
                f"failure with --fail-new-failures); {_COMMON} (also a missing folder or no matched runs)"),
    "archive": f"0 bundle written, or verified intact; 1 --verify found a file missing, added or changed; {_COMMON}",
}


def _package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"puzzlebench {version('puzzlebench')}"
    except PackageNotFoundError:
        return "puzzlebench (not installed)"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # usage errors: one line, exit 2
        self.exit(2, f"{self.prog}: error: {message}\n")


def state_limits(parser: argparse.ArgumentParser) -> None:
    """Append each bounded option's range (:mod:`puzzlebench.instances.limits`) to its --help line, so
    the limits are stated where the options are, from the one table that checks them."""
    for action in parser._actions:
        bound = getattr(action.type, "__self__", None)
        if isinstance(bound, Bound) and action.help is not argparse.SUPPRESS:
            action.help = f"{action.help or ''} [{bound.describe()}]".strip()


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    parser = _Parser(prog="puzzlebench", description="MIP formulation benchmark for Troix and Galaxies.",
                     epilog="Exit codes: each command's --help lists its own; 2 always means bad input or usage.")
    parser.add_argument("--version", action="version", version=_package_version(),
                        help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    for name, (module, help_text) in COMMANDS.items():
        p = sub.add_parser(name, help=help_text, description=help_text, epilog=f"Exit codes: {EXIT_CODES[name]}.")
        if only is None or only == name:
            try:
                mod = importlib.import_module(module)
            except ModuleNotFoundError as exc:
                if exc.name != module:
                    raise
                p.set_defaults(_missing=module)
                continue
            mod.add_arguments(p)
            p.epilog = f"Exit codes: {EXIT_CODES[name]}."  # one list per command, kept here
            cli_options.add_verbosity(p)
            state_limits(p)
            p.set_defaults(_run=mod.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The program (``argv`` None: ``sys.argv``) or a call with its own arguments (a test).
    As the program it first starts its guard, which kills every process it starts when it
    ends, however it ends (:func:`puzzlebench.engine.run.children.guard_harness`)."""
    if argv is None:
        guard_harness()
    argv = list(sys.argv[1:] if argv is None else argv)
    command = next((a for a in argv if not a.startswith("-")), None)
    parser = build_parser(only=command if command in COMMANDS else None)
    args = parser.parse_args(argv)
    run = getattr(args, "_run", None)
    if run is None:
        print(f"puzzlebench: error: command {args.command!r} is not available in this build", file=sys.stderr)
        return 2
    cli_options.set_verbosity(args)
    start = time.perf_counter()
    try:
        with signals_raise():  # SIGTERM, SIGHUP: cleaned up like Ctrl-C, exit 128 + signal
            code = int(run(args) or 0)
        cli_options.detail(f"puzzlebench {args.command}: {time.perf_counter() - start:.2f} s, exit {code}")
        return code
    except Terminated as exc:
        print(f"puzzlebench: terminated by {exc.name}", file=sys.stderr)
        return exit_code(exc)
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
