"""Export every formulation of the committed instance sets as model files in ``models/``.

    .venv/bin/python -m scripts.export_models              # the base sets: models/base/ (committed)
    .venv/bin/python -m scripts.export_models --set large  # the scaling series: models/large/ (not committed)
    .venv/bin/python -m scripts.export_models --check      # rebuild in memory, compare with models/base/

One file per (set, variant, instance): ``models/<set>/<puzzle>/<kind>/<instance>.mps`` (free
MPS, or ``--format lp``), each variant with its default options, and the build's JSON beside
it (size, build and write time: not committed, the times differ per machine). Why commit
them: the model file is the hand-over to any solver here or elsewhere (a solver developer
reads ``models/base/`` without installing anything), and ``--check`` shows that the files
are what the code builds today. A lazy variant (``galaxies/cuts``) is not exported: its
connectivity rows are added during the solve, so a file would hold a relaxation that an
outside solver reads as the puzzle.

Only files up to :data:`COMMIT_BYTES` are committed: the base sets' models take 100 MB in
all (Troix ``lines`` up to 17 MB a file), the 66 files under the cap 7 MB, so a clone stays
light and every exported variant still has files of small puzzles; the bigger files and the
whole large series are made on demand. The command writes ``models/<set>/.gitignore`` naming
the files over the cap, so git and ``--check`` know which ones are committed.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from puzzlebench.engine.measure.formulate import FormulateStatus, export_model
from puzzlebench.engine.run.ticker import Ticker
from puzzlebench.instances.errors import os_error_line
from puzzlebench.instances.io import load
from puzzlebench.models import registry

ROOT = Path(__file__).resolve().parents[1]
INSTANCES = ROOT / "instances"
MODELS = ROOT / "models"
SETS = {"base": INSTANCES, "large": INSTANCES / "large"}
"""Set name -> the folder of its puzzle folders (``galaxies/``, ``troix/``)."""
COMMITTED_SETS = ("base",)
COMMIT_BYTES = 256 << 10
"""Largest model file committed (the rest of a committed set is listed in its .gitignore)."""
IGNORE_HEAD = "# written by scripts/export_models.py: model files over the commit cap, and the builds' JSON\n*.json\n"


def exported_variants(puzzle: str) -> list[str]:
    """The variants of ``puzzle`` whose whole model a file can hold (the lazy ones add rows
    during the solve)."""
    return [v.name for v in registry.variants(puzzle) if not v.lazy]


def jobs(set_name: str, out_root: Path) -> Iterator[tuple[Path, str, Path]]:
    """(instance file, variant, model file) for every puzzle of the set and every exported
    variant of its puzzle, in a fixed order."""
    for puzzle in registry.PUZZLES:
        for instance in sorted((SETS[set_name] / puzzle).glob("*.json")):
            for variant in exported_variants(puzzle):
                kind = variant.split("/", 1)[1]
                yield instance, variant, out_root / set_name / puzzle / kind / f"{instance.stem}"


def export(set_name: str, out_root: Path, fmt: str) -> list[str]:
    """Write the set's model files under ``out_root`` (and, for a committed set, the
    .gitignore of its files over the cap); the problems (a build that failed), one line
    each. A model over a size cap is a note on stderr: its JSON says ``too_large``."""
    problems, over_cap = [], []
    todo = list(jobs(set_name, out_root))
    tick = Ticker(f"export {set_name}")
    for k, (instance, variant, stem) in enumerate(todo, 1):
        stem.parent.mkdir(parents=True, exist_ok=True)
        out = stem.with_suffix(f".{fmt}")
        entry = export_model(load(instance), instance.relative_to(ROOT), variant, {}, out)
        if entry["status"] == FormulateStatus.ERROR:
            problems.append(f"{instance.name} {variant}: {entry['message']}")
        elif entry["status"] == FormulateStatus.TOO_LARGE:
            print(f"note: {instance.name} {variant}: not built: {entry['message']}", file=sys.stderr)
        elif out.stat().st_size > COMMIT_BYTES:
            over_cap.append(out.relative_to(out_root / set_name).as_posix())
        tick(k, len(todo), f"{instance.stem} {variant}")
    if set_name in COMMITTED_SETS:
        (out_root / set_name / ".gitignore").write_text(IGNORE_HEAD + "".join(f"/{p}\n" for p in sorted(over_cap)))
    return problems


def committed(folder: Path, fmt: str) -> dict[Path, bytes]:
    """The model files of ``folder`` that its .gitignore does not name: what is committed."""
    ignore = folder / ".gitignore"
    over_cap = {line[1:] for line in ignore.read_text().splitlines() if line.startswith("/")} if ignore.exists() else set()
    return {p.relative_to(folder): p.read_bytes() for p in folder.rglob(f"*.{fmt}")
            if p.relative_to(folder).as_posix() not in over_cap}


def check(set_name: str, fmt: str) -> list[str]:
    """Rebuild the set in a scratch folder and compare its committed files with ``models/``:
    the differences, one line each (missing, extra or changed files)."""
    with tempfile.TemporaryDirectory() as scratch:
        problems = export(set_name, Path(scratch), fmt)
        fresh = committed(Path(scratch) / set_name, fmt)
    have = committed(MODELS / set_name, fmt)
    problems += [f"missing: models/{set_name}/{p}" for p in sorted(fresh.keys() - have.keys())]
    problems += [f"not built by today's code: models/{set_name}/{p}" for p in sorted(have.keys() - fresh.keys())]
    problems += [f"differs: models/{set_name}/{p}" for p in sorted(fresh.keys() & have.keys()) if fresh[p] != have[p]]
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scripts.export_models", description=__doc__.split("\n")[0])
    parser.add_argument("--set", choices=sorted(SETS), default="base", help="which committed sets (default base)")
    parser.add_argument("--format", choices=("mps", "lp"), default="mps", help="model file format (default mps)")
    parser.add_argument("--check", action="store_true", help="rebuild in memory and compare with models/<set>/")
    args = parser.parse_args(argv)
    try:
        problems = check(args.set, args.format) if args.check else export(args.set, MODELS, args.format)
    except OSError as exc:
        print(f"export_models: error: {os_error_line(exc)}", file=sys.stderr)
        return 2
    for line in problems:
        print(line)
    if not problems:
        done = "every model file is what today's code builds" if args.check else f"models/{args.set}/ written"
        print(f"export_models: {done}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
