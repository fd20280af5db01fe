"""Regenerate the committed instance sets in ``instances/`` from fixed seeds.

    .venv/bin/python -m scripts.committed_sets            # all of them (a few minutes)
    .venv/bin/python -m scripts.committed_sets --check    # regenerate in memory, compare
    .venv/bin/python -m scripts.committed_sets --only galaxies  # one puzzle; the other's
                                                                  # files and manifest rows stay

A build can be stopped at any moment (Ctrl-C, SIGTERM, a crash, a reboot): every instance
finished is kept, and the same command resumes with the next one (``scripts.build_journal``:
a journal next to the set; a build of many hours can be spread over many sittings).

Why committed files plus this script: tests and the default experiment need puzzles
without running generators (fast, and the same on every machine), and anyone can still
see exactly how every file was made and remake it byte for byte (same seeds, same
puzzlebench, Python and OR-Tools versions). ``manifest.csv`` lists file, puzzle, size,
generator, seed, options, the uniqueness verdict of the stored certificate and that of a
second, independent route (SAT, :mod:`puzzlebench.engine.generate.second_route`; a
disagreement stops the build in one line, exit 2), hardness and structure. What is not the
same on every machine (seconds, load, date) goes to ``generation.csv`` beside it
(:mod:`scripts.generation_log`), never to the manifest.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from puzzlebench.engine.generate.common import GenerationFailed
from scripts import generation_log
from scripts.build_journal import NAME as JOURNAL_NAME
from scripts.build_journal import Journal, JournalError
from scripts.build_journal import build_key as build_key_of
from scripts.generation_log import Generation, MeasurementFileError

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "instances"

# (rows, cols, seeds, options); options go to the generator as keyword arguments
TROIX: list[tuple[int, int, tuple[int, ...], dict[str, Any]]] = [
    (6, 6, (1, 2, 3), {}),
    (9, 9, (1, 2, 3), {}),
    (6, 12, (1, 2), {}),
    (12, 9, (1, 2), {}),
    (12, 12, (1, 2, 3), {}),
    (15, 15, (1, 2, 3), {}),
    (18, 18, (1, 2), {}),
    (21, 21, (1, 2), {}),
    (24, 24, (1, 2), {}),
    (30, 30, (1, 2), {}),
    (9, 9, (11, 12), {"minimal": True}),
    (12, 12, (11,), {"minimal": True}),
    (15, 15, (11,), {"minimal": True}),
    (21, 21, (11,), {"minimal": True}),
    (30, 30, (11,), {"minimal": True}),
]
GALAXIES: list[tuple[int, int, tuple[int, ...], dict[str, Any]]] = [
    (7, 7, (1, 2, 3), {}),
    (10, 10, (1, 2, 3), {}),
    (12, 12, (1, 2, 3), {}),
    (15, 15, (1, 2, 3), {}),
    (20, 20, (1, 2, 3), {}),
    (10, 20, (1, 2), {}),
    (25, 25, (1, 2), {}),
    (30, 30, (1, 2), {}),
]
# The large sets (``instances/large/``, own manifest): a scaling series that holds
# structure fixed. Per puzzle, sizes from small to large (the aim: 100x100 Galaxies, 99x99
# Troix), three seeds per size and per hardness class, every class from one generator setting:
#   settled - deduction settles every cell: Galaxies ``max_open 0`` (janko-like galaxy
#             sizes, as janko's own puzzles, all of which our deduction settles); Troix the
#             default (propagation-solvable by construction);
#   open    - deduction leaves at least a third of the cells open: ``min_open 0.34``.
SEEDS = (1, 2, 3)
SETTLED_G: dict[str, Any] = {"max_open": 0.0}
OPEN: dict[str, Any] = {"min_open": 0.34}
# Sizes per class: the hard ladder to 100x100 / 99x99 (issue 34), as far as it is made
# (docs/generators.md, "Committed sets", says which were made when and how long they took,
# and which are still being built: Troix open 81x81 and 99x99). Add sides here and run
# --set large --keep-existing, which generates only the files that are missing; the build
# keeps every finished puzzle, so it can be spread over many sittings
LARGE_SIDES: dict[str, dict[str, tuple[int, ...]]] = {
    "galaxies": {"settled": (10, 20, 30, 40, 60, 80, 100), "open": (10, 20, 30, 40, 60, 80, 100)},
    "troix": {"settled": (21, 30, 60, 99), "open": (21, 30, 45, 60)},
}
# the certificate's own time limit for every committed puzzle: an open 60x60 Galaxies took
# it 243 s at load 2 (the CLI default of 300 s is for one puzzle at a time); the limit never
# changes bytes
LARGE_CERTIFY_SECONDS = 3600.0
LARGE_GALAXIES: list[tuple[int, int, tuple[int, ...], dict[str, Any]]] = [
    *[(n, n, SEEDS, SETTLED_G) for n in LARGE_SIDES["galaxies"]["settled"]],
    *[(n, n, SEEDS, OPEN) for n in LARGE_SIDES["galaxies"]["open"]],
]
LARGE_TROIX: list[tuple[int, int, tuple[int, ...], dict[str, Any]]] = [
    *[(n, n, SEEDS, {}) for n in LARGE_SIDES["troix"]["settled"]],
    *[(n, n, SEEDS, OPEN) for n in LARGE_SIDES["troix"]["open"]],
]
SECOND = ["second_verdict", "second_route"]  # the second uniqueness route's columns
FIELDS = ["file", "puzzle", "rows", "cols", "generator", "seed", "options", "verdict", "route", *SECOND,
          "deduced_share", "open_cells", "search", "hardness_class", "largest_galaxy", "size_class",
          "share_over_12"]
# a set of seconds, to try the builder (its stop and resume) without the real sets' hours
SMOKE_TROIX: list[tuple[int, int, tuple[int, ...], dict[str, Any]]] = [(12, 12, (1, 2, 3), {})]
SMOKE_GALAXIES: list[tuple[int, int, tuple[int, ...], dict[str, Any]]] = [(16, 16, (1, 2, 3), {})]
SETS = {"base": (TROIX, GALAXIES, DATA), "large": (LARGE_TROIX, LARGE_GALAXIES, DATA / "large"),
        "smoke": (SMOKE_TROIX, SMOKE_GALAXIES, DATA / "smoke")}


def specs(which: str = "base") -> Iterator[tuple[str, int, int, int, dict[str, Any]]]:
    troix, galaxies, _ = SETS[which]
    for rows, cols, seeds, opts in troix:
        for s in seeds:
            yield "troix", rows, cols, s, opts
    for rows, cols, seeds, opts in galaxies:
        for s in seeds:
            yield "galaxies", rows, cols, s, opts


def level(opts: dict[str, Any]) -> str:
    """File-name suffix: -min (minimal), -settled (max_open 0), -open<percent> (hard),
    -cap<size> (capped galaxies)."""
    if opts.get("minimal"):
        return "-min"
    if opts.get("min_open"):
        return f"-open{round(100 * opts['min_open'])}"
    if opts.get("max_open") == 0:
        return "-settled"
    if "max_galaxy_size" in opts:
        return f"-cap{opts['max_galaxy_size']}"
    return ""


def structure_columns(inst: Any) -> dict[str, Any]:
    """The manifest's hardness and structure columns of a puzzle (from its clues' stored
    hardness and, for Galaxies, the solution's galaxy sizes)."""
    from puzzlebench.instances.galaxy_sizes import cell_weighted, galaxy_sizes, share_above
    from puzzlebench.instances.structure import hardness_class, size_class

    h = dict(inst.source)["hardness"]
    out: dict[str, Any] = {"hardness_class": str(hardness_class(h["open_cells"], inst.rows * inst.cols)),
                           "largest_galaxy": "", "size_class": "", "share_over_12": ""}
    if inst.puzzle == "galaxies":
        sizes = galaxy_sizes(inst.solution)
        out.update(largest_galaxy=max(sizes), size_class=str(size_class(max(sizes))),
                   share_over_12=round(share_above(cell_weighted(sizes), 12), 4))
    return out


class NotMade(Exception):
    """The generator gave up on a committed puzzle (no unique puzzle in its attempts, or its
    certificate out of time): one line for the user, the instances finished are kept."""


def make_one(puzzle: str, rows: int, cols: int, seed: int, opts: dict[str, Any],
             checkpoint: Path | None = None) -> Any:
    """One committed puzzle (resumed from and saved to ``checkpoint``); :class:`NotMade`
    when the generator gives up on it."""
    name = f"{puzzle}-{rows}x{cols}-s{seed}{level(opts)}"
    try:
        if puzzle == "troix":
            from puzzlebench.engine.generate.troix import generate_troix

            return generate_troix(rows, cols, seed, name=name, certify_time_limit=LARGE_CERTIFY_SECONDS,
                                  checkpoint=checkpoint, **opts)
        from puzzlebench.engine.generate.galaxies import generate_galaxies

        return generate_galaxies(rows, cols, seed, name=name, certify_time_limit=LARGE_CERTIFY_SECONDS,
                                 checkpoint=checkpoint, **opts)
    except GenerationFailed as exc:  # the generators' way of giving up (docs/generators.md)
        raise NotMade(str(exc)) from None


def build_key(which: str, only: str | None) -> str:
    """What a build makes, for its journal: the specs and every version that changes bytes
    (the second route's too: the journal keeps its verdicts)."""
    from puzzlebench.engine.generate import galaxies, troix
    from puzzlebench.engine.generate.common import package_version
    from puzzlebench.engine.generate.second_route import ROUTE, BudgetedSat
    from puzzlebench.engine.generate.uniqueness import SOLVER_OPTIONS, VARIANTS, solver_version

    return build_key_of({"set": which, "only": only, "specs": list(specs(which)),
                         "certify_seconds": LARGE_CERTIFY_SECONDS,
                         "certificate": [VARIANTS, SOLVER_OPTIONS],
                         "algorithms": [troix.ALGORITHM_VERSION, galaxies.ALGORITHM_VERSION],
                         "puzzlebench": package_version(), "solver": solver_version(),
                         "second_route": [ROUTE, BudgetedSat().probe().version]})


def second_columns(inst: Any, rel: str) -> tuple[dict[str, str], SecondCost]:
    """The manifest's second-route columns of a puzzle, and what they cost; a
    :class:`~puzzlebench.engine.generate.second_route.SecondRouteError` naming ``rel`` when the
    routes disagree or the route fails."""
    from puzzlebench.engine.generate.second_route import agreed_second_verdict

    t0, c0 = time.perf_counter(), time.process_time()
    second = agreed_second_verdict(inst, rel)
    cost = SecondCost(time.perf_counter() - t0, time.process_time() - c0, second.conflicts)
    return {"second_verdict": second.verdict.value, "second_route": second.route}, cost


@dataclass(frozen=True)
class SecondCost:
    """Wall and CPU seconds and conflicts of one second-route verdict (measurements)."""

    seconds: float
    cpu_seconds: float
    conflicts: int

    def __str__(self) -> str:
        return f"{self.seconds:.2f} s ({self.cpu_seconds:.2f} s CPU), {self.conflicts} conflicts"


def build(only: str | None = None, log: Any = sys.stderr, which: str = "base",
          keep_from: Path | None = None, write_to: Path | None = None) -> tuple[dict[str, str], str]:
    """Every file's text by relative path, and the manifest text.

    ``keep_from``: read files that already exist there instead of generating them (to add
    new entries to a big set without re-running hours of generation; ``--check`` without
    it is the full regeneration). ``write_to``: write each file as soon as it is made, and
    keep the build's journal there (an interrupted build keeps what it made, and the next
    call goes on from there; :mod:`scripts.build_journal`), and a row per instance made in
    its measurement file (:mod:`scripts.generation_log`). The second uniqueness route runs
    once per instance of a build, on kept and read files too (the journal keeps its
    verdict for a resumed build)."""
    from puzzlebench.instances import io as puzzle_io
    from puzzlebench.instances.files import remove_stale_temporaries, write_text_atomic
    from puzzlebench.instances.formats import canonical

    journal = Journal.open(write_to, build_key(which, only)) if write_to is not None else None
    todo = [s for s in specs(which) if not only or s[0] == only]
    if write_to is not None:  # this build is their one writer: what a killed one left half-written goes
        remove_stale_temporaries([write_to / name for name in (JOURNAL_NAME, "manifest.csv", generation_log.NAME)]
                                 + [write_to / rel_of(*spec) for spec in todo]
                                 + [checkpoint_of(write_to / rel_of(*spec)) for spec in todo])
    files: dict[str, str] = {}
    buf = io.StringIO()
    w = csv.DictWriter(buf, FIELDS, lineterminator="\n")
    w.writeheader()
    start = time.perf_counter()
    made: list[float] = []  # seconds per instance made in this sitting
    for k, (puzzle, rows, cols, seed, opts) in enumerate(todo, 1):
        rel = rel_of(puzzle, rows, cols, seed, opts)
        text = journal.finished(rel) if journal is not None and write_to is not None else None
        kept = text is not None
        making: Making | None = None
        if text is not None and write_to is not None:
            inst = puzzle_io.load(write_to / rel)
            checkpoint_of(write_to / rel).unlink(missing_ok=True)  # a stop just after the file
            how = "finished before, kept"
        elif keep_from is not None and (keep_from / rel).exists():
            inst = puzzle_io.load(keep_from / rel)
            text, how = canonical.dumps(inst), "read"
        else:
            making = Making.start()
            inst = make_one(puzzle, rows, cols, seed, opts, None if write_to is None else checkpoint_of(write_to / rel))
            making = making.stop()
            text = canonical.dumps(inst)
            made.append(making.seconds)
            how = f"{making.seconds:.2f} s"
        files[rel] = text
        if not kept and write_to is not None:  # before the second route: a puzzle it disagrees on stays to be seen
            write_text_atomic(write_to / rel, text)
        second = journal.columns.get(rel, {}) if kept and journal is not None else {}
        if set(second) != set(SECOND):
            second, cost = second_columns(inst, rel)
            how += f"; second route {second['second_verdict']} in {cost}"
            if making is not None and write_to is not None:
                generation_log.append(write_to, making.row(rel, cost))
        if not kept and write_to is not None and journal is not None:
            journal.record(rel, text, second)
            checkpoint_of(write_to / rel).unlink(missing_ok=True)
        src = dict(inst.source)
        w.writerow({
            "file": rel, "puzzle": puzzle, "rows": rows, "cols": cols,
            "generator": src["generator"], "seed": seed,
            "options": json.dumps(src["options"], sort_keys=True),
            "verdict": src["uniqueness"]["verdict"], "route": src["uniqueness"]["route"], **second,
            "deduced_share": src["hardness"]["deduced_share"], "open_cells": src["hardness"]["open_cells"],
            "search": src["hardness"]["search"], **structure_columns(inst),
        })
        print(f"[{k}/{len(todo)}] {rel}: {how}; {progress_tail(time.perf_counter() - start, made, len(todo) - k)}",
              file=log, flush=True)
    return files, buf.getvalue()  # the caller ends the journal once the manifest is written


@dataclass(frozen=True)
class Making:
    """The clocks and the load around one instance's generation (for ``generation.csv``)."""

    wall0: float
    cpu0: float
    load_before: float | None
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    load_after: float | None = None

    @classmethod
    def start(cls) -> Making:
        from puzzlebench.engine.run.environment import load_average

        return cls(time.perf_counter(), time.process_time(), load_average())

    def stop(self) -> Making:
        from puzzlebench.engine.run.environment import load_average

        return replace(self, seconds=time.perf_counter() - self.wall0, cpu_seconds=time.process_time() - self.cpu0,
                       load_after=load_average())

    def row(self, rel: str, second: SecondCost) -> Generation:
        from puzzlebench.engine.run.environment import code, now

        return Generation(rel, self.seconds, self.cpu_seconds, second.seconds, second.cpu_seconds,
                          second.conflicts, self.load_before, self.load_after, os.cpu_count() or 0, now(),
                          str(code()["commit"]))


def rel_of(puzzle: str, rows: int, cols: int, seed: int, opts: dict[str, Any]) -> str:
    """A committed puzzle's file, relative to its set's folder."""
    return f"{puzzle}/{puzzle}-{rows}x{cols}-s{seed}{level(opts)}.json"


def checkpoint_of(path: Path) -> Path:
    """Where the generation of ``path`` keeps its checkpoint (as ``puzzlebench generate``)."""
    return path.with_name(f".{path.name}.checkpoint")


def progress_tail(elapsed: float, made: list[float], left: int) -> str:
    """Elapsed time and an estimate of the rest: the mean of the instances made in this
    sitting times those left (sizes grow along a set, so it is a floor, not a promise)."""
    text = f"elapsed {_clock(elapsed)}"
    if made and left:
        text += f", at least about {_clock(sum(made) / len(made) * left)} left ({left} to go)"
    return text


def _clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}h{s % 3600 // 60:02d}m" if s >= 3600 else f"{s // 60}m{s % 60:02d}s"


def merge_manifest(old_path: Path, new_text: str, only: str) -> str:
    """The new rows of puzzle ``only`` plus the other puzzle's rows from the old manifest,
    in :func:`specs` order (Troix first): the same text a full rebuild would write."""
    old = list(csv.DictReader(old_path.open(newline=""))) if old_path.exists() else []
    new = list(csv.DictReader(io.StringIO(new_text)))
    kept = [r for r in old if r["puzzle"] != only]
    for r in kept:  # rows written before the structure or second-route columns existed get them from the file
        if any(r.get(f) is None for f in FIELDS):
            from puzzlebench.instances import io as puzzle_io

            inst = puzzle_io.load(old_path.parent / r["file"])
            r.update({k: str(v) for k, v in structure_columns(inst).items()})
            if any(r.get(f) is None for f in SECOND):
                r.update(second_columns(inst, r["file"])[0])
    rows = sorted(kept + new, key=lambda r: ("troix", "galaxies").index(r["puzzle"]))  # stable
    buf = io.StringIO()
    w = csv.DictWriter(buf, FIELDS, lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed files, write nothing")
    ap.add_argument("--set", default="base", choices=tuple(SETS), dest="which",
                    help="base: instances (small, re-certified by the tests); large: "
                         "instances/large (up to 100x100, easy to hard; the tests check them "
                         "cheaply, this --check is the full regeneration)")
    ap.add_argument("--out", default=None, help="target directory (default: the set's)")
    ap.add_argument("--keep-existing", action="store_true",
                    help="read files already there instead of regenerating them (not with --check)")
    ap.add_argument("--only", choices=("troix", "galaxies"),
                    help="regenerate one puzzle's set; the other's manifest rows are kept as they are")
    args = ap.parse_args(argv)
    out = Path(args.out) if args.out else SETS[args.which][2]
    if args.keep_existing and args.check:
        print("committed_sets: --keep-existing and --check exclude each other", file=sys.stderr)
        return 2
    from puzzlebench.engine.generate.second_route import SecondRouteError
    from puzzlebench.engine.run.interrupts import Terminated, exit_code, signals_raise

    try:
        with signals_raise():  # SIGTERM, SIGHUP: stop like Ctrl-C, up to the manifest
            return _build_and_write(args, out)
    except (JournalError, MeasurementFileError, SecondRouteError) as exc:
        print(f"committed_sets: {exc}", file=sys.stderr)
        return 2
    except NotMade as exc:
        print(f"committed_sets: not made: {exc}; the instances finished are kept, and its checkpoint: "
              "the same command tries it again", file=sys.stderr)
        return 1
    except (KeyboardInterrupt, Terminated) as exc:
        print("committed_sets: stopped; the instances finished are kept"
              + ("" if args.check else ", and the same command goes on from the next one"), file=sys.stderr)
        return exit_code(exc)


def _build_and_write(args: argparse.Namespace, out: Path) -> int:
    """The build, then the check or the manifest (the journal goes once it is written)."""
    files, manifest = build(args.only, which=args.which, keep_from=out if args.keep_existing else None,
                            write_to=None if args.check else out)
    if args.only:
        manifest = merge_manifest(out / "manifest.csv", manifest, args.only)
    if args.check:
        bad = [rel for rel, text in files.items()
               if not (out / rel).exists() or (out / rel).read_text() != text]
        if (out / "manifest.csv").read_text() != manifest:
            bad.append("manifest.csv")
        for rel in bad:
            print(f"differs: {rel}")
        if not bad:  # a check that succeeds says so
            print(f"ok: {len(files)} puzzles and manifest.csv in {out} are regenerated byte for byte")
        return 1 if bad else 0
    from puzzlebench.instances.files import write_text_atomic

    write_text_atomic(out / "manifest.csv", manifest)  # the files are written as they are made
    (out / JOURNAL_NAME).unlink(missing_ok=True)  # the build is complete
    print(f"wrote {len(files)} puzzles and manifest.csv to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
