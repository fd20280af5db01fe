"""``puzzlebench formulate INSTANCE --variant NAME [options] -o MODEL.mps``: build and export.

Formulate once, solve anywhere: the model file (free MPS, or CPLEX LP when ``-o`` ends in
``.lp``) goes to any solver, and ``MODEL.json`` beside it records what was built::

    {"status": "ok", "variant": "troix/onehot", "options": {...every option, defaults too},
     "instance": {"name", "path", "sha256", "puzzle", "rows", "cols"},
     "size": {variables, binaries, integers, continuous, constraints, nonzeros},
     "build": {"wall": s, "cpu": s}, "write": {"wall": s, "cpu": s},
     "output": {"file": "MODEL.mps", "format": "mps"}, "meta": {...variant's own facts}}

``MODEL.json`` is named on stderr, and never replaces a file of that name that is not such a
description (a run record of ``solve -o MODEL.json``): exit 2 before anything is built. A
lazy variant's model (``galaxies/cuts``: its connectivity rows are added during the solve)
says in a comment line of the file and on stderr that those rows are missing.
The JSON is :func:`puzzlebench.engine.measure.formulate.export_model`'s, the same the pipeline's formulate step
writes; ``instance.sha256`` is the puzzle's identity (canonical JSON without solution).

Options: ``--prune``, ``--pairs/--no-pairs``, ``--deduce/--no-deduce``, ``--path-cap`` and
``-O KEY=VALUE`` for any other option a variant declares (e.g. ``-O pattern_cap=50000`` for
``troix/lines``), declared and parsed as on ``solve`` (:mod:`puzzlebench.scripts.options`,
:mod:`puzzlebench.models.options`: VALUE typed by the option's default). An option the chosen
variant does not take is an error (exit 2, the variant's list of options), never silently
ignored.

Exit codes: 0 written; 2 bad input (unknown variant, option or file); 3 the build hit a
size cap (:class:`puzzlebench.models.model.ModelTooLarge`): ``MODEL.json`` is written with
``"status": "too_large"`` and the message, no model file (a stale one is removed).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from puzzlebench.engine.measure.formulate import (
    FormulateStatus,
    describes_a_model,
    export_model,
    model_format,
)
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.io import FORMAT_NAMES, load
from puzzlebench.models import registry
from puzzlebench.scripts.options import add_variant_options, chosen_variant_options, progress

EXIT_TOO_LARGE = 3


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("instance", metavar="INSTANCE", help="puzzle file (any supported format)")
    parser.add_argument("--from", dest="fmt", choices=FORMAT_NAMES, help="format of INSTANCE")
    parser.add_argument("--variant", required=True, help="variant name (see `puzzlebench variants`)")
    add_variant_options(parser)
    parser.add_argument("-o", "--output", required=True, metavar="MODEL",
                        help="model file to write: .mps (free MPS) or .lp (CPLEX LP)")


def run(args: argparse.Namespace) -> int:
    out = Path(args.output)
    if model_format(out) is None:
        raise PuzzleInputError(f"-o {args.output}: the model file must end in .mps or .lp")
    options = chosen_variant_options(args, args.variant)  # unknown variant, option or bad value: exit 2
    variant = registry.get(args.variant)
    instance = load(args.instance, args.fmt)
    if instance.puzzle != variant.puzzle:
        raise PuzzleInputError(f"variant {variant.name} is for {variant.puzzle}, but "
                               f"{args.instance} is a {instance.puzzle} puzzle")
    meta_path = out.with_suffix(".json")
    if meta_path.exists() and not describes_a_model(meta_path):
        raise PuzzleInputError(f"{meta_path} exists and is not a model description formulate wrote "
                               "(formulate writes MODEL.json beside MODEL): refusing to replace it; choose another -o")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise PuzzleInputError(f"cannot create {out.parent}: {exc.strerror or exc}") from None
    try:
        record = export_model(instance, str(args.instance), variant.name, options, out)
    except OSError as exc:
        raise PuzzleInputError(f"cannot write {out}: {exc.strerror or exc}") from None
    if record["status"] == FormulateStatus.TOO_LARGE:
        print(f"puzzlebench: too large: {record['message']} (wrote {meta_path})", file=sys.stderr)
        return EXIT_TOO_LARGE
    if record["status"] != FormulateStatus.OK:
        print(f"puzzlebench: error: {args.instance}: {record['message']} (wrote {meta_path})", file=sys.stderr)
        return 1
    size = record["size"]
    print(f"{out}: {size['variables']} variables, {size['constraints']} constraints, "
          f"{size['nonzeros']} non-zeros; build {record['build']['wall']:.3f} s")
    if record.get("warning"):
        print(f"puzzlebench: warning: {record['warning']}", file=sys.stderr)
    progress(f"puzzlebench: also wrote {meta_path} (what was built, its size and build time)")
    return 0
