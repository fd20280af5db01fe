"""``puzzlebench formulate INSTANCE --variant NAME [options] -o MODEL.mps``: build and export.

Formulate once, solve anywhere: the model file (free MPS, or CPLEX LP when ``-o`` ends in
``.lp``) goes to any solver, and ``MODEL.json`` beside it records what was built::

    {"status": "ok", "variant": "troix/onehot", "options": {...every option, defaults too},
     "instance": {"name", "path", "sha256", "puzzle", "rows", "cols"},
     "size": {variables, binaries, integers, continuous, constraints, nonzeros},
     "build": {"wall": s, "cpu": s}, "write": {"wall": s, "cpu": s},
     "output": {"file": "MODEL.mps", "format": "mps"}, "meta": {...variant's own facts}}

The JSON is :func:`puzzlebench.engine.formulate.export_model`'s, the same the pipeline's formulate step
writes; ``instance.sha256`` is the puzzle's identity (canonical JSON without solution).

Options: ``--prune``, ``--pairs/--no-pairs``, ``--deduce/--no-deduce`` and ``--path-cap``
are spelled as on ``solve``; ``-O KEY=VALUE`` sets any other option a variant declares (e.g.
``-O pattern_cap=50000`` for ``troix/lines``), parsed by the type of its default. An
option the chosen variant does not take is an error (exit 2), never silently ignored.

Exit codes: 0 written; 2 bad input (unknown variant, option or file); 3 the build hit a
size cap (:class:`puzzlebench.models.model.ModelTooLarge`): ``MODEL.json`` is written with
``"status": "too_large"`` and the message, no model file (a stale one is removed).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from puzzlebench.engine.formulate import FormulateStatus, export_model, model_format
from puzzlebench.instances import limits
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.io import FORMAT_NAMES, load
from puzzlebench.models import registry
from puzzlebench.scripts.variants import format_options

EXIT_TOO_LARGE = 3
# CLI flag -> registry option name
_NAMED = {"prune": "prune", "pairs": "pairs", "deduce": "deduce", "path_cap": "path_cap"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("instance", metavar="INSTANCE", help="puzzle file (any supported format)")
    parser.add_argument("--from", dest="fmt", choices=FORMAT_NAMES, help="format of INSTANCE")
    parser.add_argument("--variant", required=True, help="variant name (see `puzzlebench variants`)")
    parser.add_argument("--prune", choices=("none", "basic", "reach"), help="Galaxies pruning")
    parser.add_argument("--pairs", action=argparse.BooleanOptionalAction, default=None,
                        help="Galaxies: one variable per mirror pair")
    parser.add_argument("--deduce", action=argparse.BooleanOptionalAction, default=None,
                        help="fix what logic forces before solving (Galaxies and Troix)")
    parser.add_argument("--path-cap", dest="path_cap", type=limits.PATH_CAP.arg, metavar="N",
                        help="galaxies/paths: stop with too_large beyond N paths")
    parser.add_argument("-O", "--option", dest="extra", action="append", default=[],
                        metavar="KEY=VALUE", help="any other option the variant declares")
    parser.add_argument("-o", "--output", required=True, metavar="MODEL",
                        help="model file to write: .mps (free MPS) or .lp (CPLEX LP)")


def _parse_value(key: str, text: str, default: Any) -> Any:
    if isinstance(default, bool):
        low = text.strip().lower()
        if low in ("1", "true", "yes", "on"):
            return True
        if low in ("0", "false", "no", "off"):
            return False
        raise PuzzleInputError(f"option {key} takes true or false, got {text!r}")
    if isinstance(default, int):
        try:
            return int(text)
        except ValueError:
            raise PuzzleInputError(f"option {key} takes an integer, got {text!r}") from None
    if isinstance(default, float):
        try:
            return float(text)
        except ValueError:
            raise PuzzleInputError(f"option {key} takes a number, got {text!r}") from None
    return text


def chosen_options(args: argparse.Namespace, declared: dict[str, Any], variant: str) -> dict[str, Any]:
    """Options set on the command line, checked against what ``variant`` declares."""
    given: dict[str, Any] = {}
    for attr, key in _NAMED.items():
        value = getattr(args, attr, None)
        if value is not None:
            given[key] = value
    for item in args.extra:
        key, sep, text = item.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not key:
            raise PuzzleInputError(f"-O takes KEY=VALUE, got {item!r}")
        if key in declared:
            given[key] = _parse_value(key, text, declared[key])
        else:
            given[key] = text
    unknown = sorted(set(given) - set(declared))
    if unknown:
        flags = ", ".join("--" + k.replace("_", "-") for k in unknown)
        takes = format_options(declared) if declared else "no options"
        raise PuzzleInputError(f"variant {variant} does not take {flags} (it takes: {takes})")
    return given


def run(args: argparse.Namespace) -> int:
    out = Path(args.output)
    if model_format(out) is None:
        raise PuzzleInputError(f"-o {args.output}: the model file must end in .mps or .lp")
    by_name = {v.name: v for v in registry.variants()}
    if args.variant not in by_name:
        known = ", ".join(sorted(by_name)) or "none"
        raise PuzzleInputError(f"unknown variant {args.variant!r}; known: {known}")
    variant = by_name[args.variant]
    options = chosen_options(args, dict(variant.options), variant.name)
    instance = load(args.instance, args.fmt)
    if instance.puzzle != variant.puzzle:
        raise PuzzleInputError(f"variant {variant.name} is for {variant.puzzle}, but "
                               f"{args.instance} is a {instance.puzzle} puzzle")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise PuzzleInputError(f"cannot create {out.parent}: {exc.strerror or exc}") from None
    try:
        record = export_model(instance, str(args.instance), variant.name, options, out)
    except OSError as exc:
        raise PuzzleInputError(f"cannot write {out}: {exc.strerror or exc}") from None
    meta_path = out.with_suffix(".json")
    if record["status"] == FormulateStatus.TOO_LARGE:
        print(f"puzzlebench: too large: {record['message']} (wrote {meta_path})", file=sys.stderr)
        return EXIT_TOO_LARGE
    if record["status"] != FormulateStatus.OK:
        print(f"puzzlebench: error: {args.instance}: {record['message']} (wrote {meta_path})", file=sys.stderr)
        return 1
    size = record["size"]
    print(f"{out}: {size['variables']} variables, {size['constraints']} constraints, "
          f"{size['nonzeros']} non-zeros; build {record['build']['wall']:.3f} s")
    return 0
