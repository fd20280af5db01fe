"""``puzzlebench convert IN OUT [--from F] [--to F]``: convert between puzzle formats.

Formats come from the flags, else the file suffix, else the content (a ``.json`` file is
recognised as canonical, seed author's or janko dataset by what it holds). OUT ``-`` writes
to stdout. A dataset holding several puzzles (janko) converts to a directory OUT with one
file per puzzle (``<key>.json``, canonical unless ``--to`` says otherwise), solutions
included; each bad puzzle is reported on stderr as one line and the rest are converted.

Exit codes: 0 every puzzle converted; 1 a dataset had bad puzzles (the good ones were
written); 2 bad input (nothing written: unreadable file, or no good puzzle at all).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.files import inside, safe_name
from puzzlebench.instances.formats import registry
from puzzlebench.instances.io import FORMAT_NAMES, dumps, load_all, save
from puzzlebench.instances.types import Instance


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = (
        "Exit codes: 0 every puzzle converted; 1 a dataset had bad puzzles (each reported on "
        "stderr, the good ones written); 2 bad input, nothing written."
    )
    parser.add_argument("input", metavar="IN", help="input puzzle file")
    parser.add_argument(
        "output", metavar="OUT",
        help="output file ('-' for stdout), or a directory (required when IN holds several "
        "puzzles; a single puzzle goes to DIR/<name><suffix>, its name made file-safe)",
    )
    parser.add_argument("--from", dest="src_fmt", choices=FORMAT_NAMES, help="input format")
    parser.add_argument(
        "--to", dest="dst_fmt", choices=[n for n, f in registry.FORMATS.items() if f.write],
        help="output format (default: from OUT's suffix, else canonical json)",
    )
    parser.add_argument(
        "--no-solution", action="store_true", help="leave the solution out (canonical JSON)"
    )


def file_name(name: str, used: set[str]) -> str:
    """A safe, unique file stem for a puzzle name: names and dataset keys come from the file
    being converted, so a key like ``../x`` or ``/etc/x`` must not write outside OUT
    (:func:`puzzlebench.instances.files.safe_name`)."""
    stem = safe_name(name)
    candidate, k = stem, 2
    while candidate in used:
        candidate, k = f"{stem}_{k}", k + 1
    used.add(candidate)
    return candidate


def _strip(instance: Instance, no_solution: bool) -> Instance:
    return instance.with_solution(None) if no_solution else instance


def run(args: argparse.Namespace) -> int:
    good, bad = load_all(args.input, args.src_fmt)
    dataset = len(good) + len(bad) > 1
    if not dataset:
        if bad:
            raise bad[0]
        inst = _strip(good[0], args.no_solution)
        if args.output == "-":
            sys.stdout.write(dumps(inst, args.dst_fmt or "json"))
            return 0
        out = Path(args.output)
        if out.is_dir():  # an existing directory: write <safe name><suffix> inside it, never elsewhere
            fmt = args.dst_fmt or "json"
            out = inside(out, f"{file_name(inst.name, set())}{registry.get(fmt).suffixes[0]}")
        save(inst, out, args.dst_fmt)
        return 0
    if not good:
        raise PuzzleInputError(f"none of its {len(bad)} puzzles could be read", source=args.input)
    if args.output == "-":
        raise PuzzleInputError("holds several puzzles: OUT must be a directory, not '-'", source=args.input)
    out_dir = Path(args.output)
    if out_dir.exists() and not out_dir.is_dir():
        raise PuzzleInputError(
            "is a file, but the input holds several puzzles: give a directory", source=args.output
        )
    fmt = args.dst_fmt or "json"
    suffix = registry.get(fmt).suffixes[0]
    used: set[str] = set()
    for k, inst in enumerate(good):
        name = file_name(inst.name, used)
        try:
            save(_strip(inst, args.no_solution), inside(out_dir, f"{name}{suffix}"), fmt)
        except PuzzleInputError as exc:
            if not k:
                raise  # nothing written: bad input, exit 2
            # exit 2 promises nothing was written; say what was, and stop with 1
            print(f"puzzlebench: error: {exc} (stopped after writing {k} of {len(good)} files "
                  f"into {out_dir}/)", file=sys.stderr)
            return 1
    for err in bad:
        print(f"puzzlebench: error: {err}", file=sys.stderr)
    print(f"converted {len(good)} of {len(good) + len(bad)} puzzles into {out_dir}/ ({fmt})")
    return 1 if bad else 0

