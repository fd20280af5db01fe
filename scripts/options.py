"""Command-line pieces several commands share, so they spell them the same way.

``--solver-option KEY=VALUE`` (``solve``, ``unique``): the solver's own option, by the
solver's own name, VALUE read as JSON when it parses (``3``, ``true``, ``0.5``), else kept
as text (``off``). ``-q``/``-v``: every command takes them (:mod:`scripts.cli` adds them).
Exit codes of each command are listed in its ``--help`` (:data:`EXIT_CODES_COMMON`).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable
from typing import Any

from instances.errors import PuzzleInputError

EXIT_CODES_COMMON = "exit codes: 0 done, 2 bad input or usage, 130 interrupted"


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
    from models.backends import check_solver_options

    opts = key_values(getattr(args, "solver_option", []) or [], "--solver-option")
    try:
        check_solver_options(layer, solver, opts)
    except KeyError as exc:
        raise PuzzleInputError(str(exc.args[0] if exc.args else exc)) from None
    except ValueError as exc:
        raise PuzzleInputError(str(exc)) from None
    return opts
