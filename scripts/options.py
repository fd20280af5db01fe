"""Command-line pieces several commands share, so they spell them the same way.

``--solver-option KEY=VALUE`` (``solve``, ``unique``): the solver's own option, by the
solver's own name, VALUE read as JSON when it parses (``3``, ``true``, ``0.5``), else kept
as text (``off``). ``-q``/``-v``: every command takes them (:mod:`puzzlebench.scripts.cli` adds them).
Exit codes of each command are listed in its ``--help`` (``puzzlebench.scripts.cli.EXIT_CODES``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from typing import Any

from puzzlebench.instances.errors import PuzzleInputError

VERBOSITY = 0  # -1 quiet, 0 normal, 1+ verbose (set by puzzlebench.scripts.cli for the command running)


def key_values(items: Iterable[str], flag: str) -> dict[str, Any]:
    """``["a=1", "b=off"]`` -> ``{"a": 1, "b": "off"}``; a malformed item is bad input."""
    out: dict[str, Any] = {}
    for item in items:
        key, eq, value = item.partition("=")
        key = key.strip()
        if not eq or not key:
            raise PuzzleInputError(f"{flag} wants KEY=VALUE, got {item!r}")
        try:
            out[key] = json.loads(value)
        except ValueError:
            out[key] = value
    return out


def add_solver_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--solver-option", dest="solver_option", action="append", default=[], metavar="KEY=VALUE",
                        help="a solver's own option by the solver's own name, repeatable (e.g. cpsat "
                             "num_workers=2, highs presolve=off, scip limits/nodes=100, cbc maxNodes=100); "
                             "VALUE is read as JSON if it parses; unknown keys are refused with the "
                             "solver's list where the layer can tell")


def checked_solver_options(args: argparse.Namespace, layer: str, solver: str) -> dict[str, Any]:
    """The ``--solver-option`` values, checked against the solver's names (exit 2 if unknown)."""
    from puzzlebench.models.backends import check_solver_options

    opts = key_values(getattr(args, "solver_option", []) or [], "--solver-option")
    try:
        check_solver_options(layer, solver, opts)
    except KeyError as exc:
        raise PuzzleInputError(str(exc.args[0] if exc.args else exc)) from None
    except ValueError as exc:
        raise PuzzleInputError(str(exc)) from None
    return opts


def add_verbosity(parser: argparse.ArgumentParser) -> None:
    """``-q/--quiet`` (unless the command has its own) and ``-v/--verbose`` (repeatable)."""
    if "-q" not in parser._option_string_actions:
        parser.add_argument("-q", "--quiet", action="store_true", help="no progress or notes on stderr")
    parser.add_argument("-v", "--verbose", action="count", default=0,
                        help="more detail on stderr (at least the command's wall time and exit code)")


def set_verbosity(args: argparse.Namespace) -> None:
    global VERBOSITY
    VERBOSITY = -1 if getattr(args, "quiet", False) else int(getattr(args, "verbose", 0) or 0)


def progress(message: str) -> None:
    """A progress line or note on stderr, unless ``-q``."""
    if VERBOSITY >= 0:
        print(message, file=sys.stderr, flush=True)


def detail(message: str) -> None:
    """A line on stderr only with ``-v``."""
    if VERBOSITY >= 1:
        print(message, file=sys.stderr, flush=True)
