"""Command-line pieces several commands share, so they spell them the same way.

Variant options (``solve``, ``formulate``: :func:`add_variant_options`): ``--prune``,
``--pairs/--no-pairs``, ``--deduce/--no-deduce``, ``--path-cap`` and ``-O/--option
KEY=VALUE`` for any other option the variant declares, VALUE typed by the option's declared
default. ``--solver-option KEY=VALUE`` (``solve``, ``unique``): the solver's own option, by
the solver's own name, VALUE read as JSON when it parses (``3``, ``true``, ``0.5``), else
kept as text (``off``). Both are parsed by the library (:mod:`puzzlebench.models.options`);
this module only declares the flags. ``-q``/``-v``: every command takes them
(:mod:`puzzlebench.scripts.cli` adds them). Exit codes of each command are listed in its
``--help`` (``puzzlebench.scripts.cli.EXIT_CODES``).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.models import limits
from puzzlebench.models.options import solver_option_error, solver_options, variant_options

# the variant options with a flag of their own (``--path-cap`` for ``path_cap``); -O sets the others
NAMED_VARIANT_OPTIONS = ("prune", "pairs", "deduce", "path_cap")
VERBOSITY = 0  # -1 quiet, 0 normal, 1+ verbose (set by puzzlebench.scripts.cli for the command running)


def add_variant_options(parser: argparse.ArgumentParser) -> None:
    """The variant's options as ``solve`` and ``formulate`` both spell them: the named flags
    of the options several variants share, and ``-O/--option`` for any other."""
    parser.add_argument("--prune", choices=("none", "basic", "reach"), help="Galaxies pruning")
    parser.add_argument("--pairs", action=argparse.BooleanOptionalAction, default=None,
                        help="Galaxies: one variable per mirror pair")
    parser.add_argument("--deduce", action=argparse.BooleanOptionalAction, default=None,
                        help="fix what logic forces before solving (Galaxies and Troix)")
    parser.add_argument("--path-cap", type=limits.PATH_CAP.arg, metavar="N",
                        help="galaxies/paths: stop with too_large beyond N paths")
    parser.add_argument("-O", "--option", action="append", default=[], metavar="KEY=VALUE",
                        help="any other option the variant declares, repeatable (e.g. -O pattern_cap=50000 "
                             "for troix/lines); VALUE is read by the type of the option's default "
                             "(true/false, yes/no, on/off or 1/0 for a flag)")


def variant_options_given(args: argparse.Namespace) -> bool:
    """Whether any variant option is on the command line (a baseline takes none)."""
    return bool(args.option) or any(getattr(args, name) is not None for name in NAMED_VARIANT_OPTIONS)


def chosen_variant_options(args: argparse.Namespace, variant: str) -> dict[str, Any]:
    """The variant options on the command line, typed and checked for ``variant`` (exit 2 if not)."""
    named = {name: getattr(args, name) for name in NAMED_VARIANT_OPTIONS if getattr(args, name) is not None}
    return variant_options(variant, args.option, named, flag="-O/--option")


def add_solver_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--solver-option", dest="solver_option", action="append", default=[], metavar="KEY=VALUE",
                        help="a solver's own option by the solver's own name, repeatable (e.g. cpsat "
                             "num_workers=2, highs presolve=off, scip limits/nodes=100, cbc maxNodes=100); "
                             "VALUE is read as JSON if it parses; unknown keys are refused with the "
                             "solver's list where the layer can tell")


def checked_solver_options(args: argparse.Namespace, layer: str, solver: str) -> dict[str, Any]:
    """The ``--solver-option`` values, checked against the solver's names (exit 2 if unknown)."""
    opts = solver_options(getattr(args, "solver_option", []) or [])
    why = solver_option_error(layer, solver, opts)
    if why is not None:
        raise PuzzleInputError(why)
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
