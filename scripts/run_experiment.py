"""``make run``'s launcher: read the experiment as plain data, then hand Snakemake a JSON copy.

Usage: ``python -m scripts.run_experiment NAME [--file FILE] [--report]
[-- SNAKEMAKE ARGS...]``. NAME is a plain experiment name (``smoke`` is
``config/config.yaml``, any other ``config/NAME.yaml``; ``--file`` names another file).
The file is read by :func:`puzzlebench.engine.experiment.file.load` (plain YAML: no
template, no tag, no key twice, bounded size and aliases; the schema checked), written as
``<results>/NAME/experiment.input.json`` and only that copy is given to Snakemake, which
reads JSON as JSON: the user's text is never templated. ``--report`` adds
``--report <results>/NAME/report.html --report-after-run``; ``--clear-stale-lock`` first
removes a lock a killed Snakemake left (once the experiment is known to be good), then
redoes any record damaged since its shard ran (:mod:`puzzlebench.engine.experiment.damaged`:
one warning line each, the shard runs again).

The terminal shows one progress display and a closing block (:mod:`scripts.quiet_run`:
Snakemake's job dumps go to ``<results>/NAME/logs/snakemake.log``); ``--verbose``, or a
dry run (``-- --dry-run``), hands the terminal to Snakemake as it is.

Exit codes: 2 a bad name or experiment (one line on stderr, Snakemake never started);
otherwise Snakemake's own.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path

from puzzlebench.engine.experiment import file as experiment_file
from puzzlebench.engine.experiment.damaged import redo_damaged
from puzzlebench.instances.errors import PuzzleInputError, bounded, os_error_line
from scripts import quiet_run
from scripts.stale_lock import clear_stale_lock

REPO = Path(__file__).resolve().parents[1]
NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]*")  # the schema's pattern for `experiment:`


def experiment_path(name: str, given: str | None) -> Path:
    """The file of experiment ``name``: ``given``, else the repository's config/ file."""
    if not NAME.fullmatch(name) or len(name) > 100:
        raise PuzzleInputError(f"experiment {bounded(name, 60)!r}: not a plain name (letters, digits, _ . -)")
    if given:
        return Path(given)
    path = REPO / "config" / ("config.yaml" if name == "smoke" else f"{name}.yaml")
    if not path.is_file():
        known = sorted("smoke" if p.stem == "config" else p.stem for p in (REPO / "config").glob("*.yaml"))
        raise PuzzleInputError(f"experiment {name!r}: no file config/{name}.yaml (experiments here: {', '.join(known)})")
    return path


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="run_experiment", description=__doc__.split("\n\n")[0])
    parser.add_argument("name", metavar="NAME")
    parser.add_argument("--file", help="the experiment file (default: from NAME)")
    parser.add_argument("--report", action="store_true", help="also make <results>/NAME/report.html")
    parser.add_argument("--verbose", action="store_true",
                        help="show Snakemake's own output (every job) instead of one progress display")
    parser.add_argument("--clear-stale-lock", action="store_true",
                        help="first remove a lock a killed Snakemake left here (scripts.stale_lock)")
    argv = list(sys.argv[1:] if argv is None else argv)
    cut = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:cut])
    extra = argv[cut + 1:]  # Snakemake's own arguments
    try:
        path = experiment_path(args.name, args.file)
        config = experiment_file.load(path, name=args.name)
        copy = experiment_file.sanitised_copy(config)
    except PuzzleInputError as exc:
        print(f"puzzlebench: error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"puzzlebench: error: {os_error_line(exc)}", file=sys.stderr)
        return 2
    if args.clear_stale_lock:
        ok, message = clear_stale_lock(".")
        if not ok:
            print(f"puzzlebench: error: {message}", file=sys.stderr)
            return 1
        if message != "no lock":
            print(f"puzzlebench: {message}", file=sys.stderr)
        try:  # no Snakemake works here now: a record damaged since its shard ran is redone
            for line in redo_damaged(copy.parent):
                print(f"puzzlebench: warning: {line}", file=sys.stderr)
        except OSError as exc:
            print(f"puzzlebench: error: {os_error_line(exc)}", file=sys.stderr)
            return 2
    cmd = [sys.executable, "-m", "snakemake", "--configfile", str(copy), *extra]
    if args.report:
        cmd += ["--report", str(copy.parent / "report.html"), "--report-after-run"]
    sys.stdout.flush()
    if args.verbose or {"--dry-run", "-n", "--dryrun"} & set(extra):
        os.execv(sys.executable, cmd)
    return quiet_run.run(cmd, copy.parent)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # Ctrl-C before Snakemake started or after it ended: nothing to stop, no traceback
        sys.exit(130)
