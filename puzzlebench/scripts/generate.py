"""``puzzlebench generate troix|galaxies``: random puzzles with a certified unique solution.

Examples::

    puzzlebench generate troix --rows 12 --cols 9 --seed 7 --minimal -o t.json
    puzzlebench generate troix --rows 9 --cols 9 --seed 1 --givens-ratio 0.5 -o t.json
    puzzlebench generate galaxies --rows 10 --cols 20 --seed 3 --max-galaxy-size 12 -o g.json
    puzzlebench generate galaxies --rows 30 --cols 30 --seed 1 --min-open 0.5 -o hard.json
    puzzlebench generate troix --rows 6 --cols 6 --seed 100 --count 3 -o outdir/

A Galaxies generation (a Troix one with ``--min-open``) saves its state at every repair
round (batch of the hard pass) in a hidden file next to its output (``.NAME.json.checkpoint``) and, run again with the same arguments after Ctrl-C,
SIGTERM, a crash or a reboot, resumes from it: the same bytes as an uninterrupted run.

Progress goes to stderr while a puzzle is made (attempt, round, cells left open by
deduction, clusters, repairs, elapsed time; every step with ``-v``; nothing with ``-q``).

With ``--count N`` (or an ``-o`` that is a directory / has no ``.json`` suffix) the seeds
SEED, SEED+1, ... are written as ``DIR/<name>.json``. Output is canonical JSON with the
solution and ``source`` (generator, versions, seed, options, uniqueness certificate);
the same seed and versions give byte-identical files.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from pathlib import Path

from puzzlebench.engine.generate.common import (
    GenerationFailed,
    GenerationListener,
    GenerationProgress,
)
from puzzlebench.engine.run import limits as run_limits
from puzzlebench.instances import limits
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.files import remove_stale_temporaries, write_text_atomic
from puzzlebench.instances.formats import canonical
from puzzlebench.scripts import options as cli_options


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("puzzle", choices=["troix", "galaxies"], help="which puzzle")
    p.add_argument("--rows", type=limits.SIDE.arg, required=True, help="grid rows")
    p.add_argument("--cols", type=limits.SIDE.arg, required=True, help="grid columns")
    p.add_argument("--seed", type=run_limits.SEED.arg, default=0, help="random seed (default 0)")
    p.add_argument("--count", type=limits.COUNT.arg, default=1, help="how many puzzles (seeds SEED, SEED+1, ...)")
    p.add_argument("-o", "--out", required=True, help="output file (.json) or directory")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--givens-ratio", type=float, default=None,
                   help="troix: stop removing givens at this share of cells")
    g.add_argument("--minimal", action="store_true",
                   help="troix: remove givens until none can go (exact CP-SAT test per given); "
                        "default: until none can go by exact line propagation (faster, a few "
                        "percent more givens)")
    p.add_argument("--max-galaxy-size", type=limits.SIDE_AREA.arg, default=None,
                   help="galaxies: cap on a galaxy's size in cells (default: no cap; sizes are drawn "
                        "like janko's puzzles, so the largest galaxy grows with the grid: about 30 "
                        "cells at 40x40, 40-50 at 100x100)")
    p.add_argument("--min-open", type=limits.OPEN_SHARE.arg, default=0.0,
                   help="hard puzzles: accept only when deduction (exact line propagation / the "
                        "Galaxies rules) leaves at least this share of the cells open (default 0)")
    p.add_argument("--requeue", action="store_true",
                   help="troix --min-open: the hard pass of algorithm 7 (what a test did not decide is "
                        "tried again; for grids of 81x81 and more, docs/generators.md)")
    p.add_argument("--escalate", action="store_true",
                   help="troix --min-open: the hard pass of algorithm 8 (--requeue, and a test of one "
                        "given that runs out of effort is tried once more at 4x the effort)")
    p.add_argument("--max-open", type=limits.OPEN_SHARE.arg, default=None,
                   help="galaxies: accept only when deduction leaves at most this share open; 0 = "
                        "deduction settles every cell, like janko's puzzles (default: no bound)")
    p.add_argument("--no-certify", action="store_true",
                   help="skip the solver certificate (source.uniqueness says 'not certified')")
    p.add_argument("--certify-time-limit", type=run_limits.CERTIFY_TIME_LIMIT.arg, default=300.0,
                   help="seconds for the uniqueness certificate (default 300)")
    p.add_argument("-q", "--quiet", action="store_true", help="print nothing on success")


class GenerationTicker:
    """Progress lines on stderr while one puzzle is made: each step with ``-v``, else at most
    one line every ``every`` seconds; a heartbeat repeats the last step (with the elapsed
    time) when a step runs long (a proof, the certificate), so a long generation is never
    silent. ``-q``: nothing."""

    def __init__(self, label: str, *, every: float = 3.0, heartbeat: float = 5.0):
        self.label, self.every, self.heartbeat = label, every, heartbeat
        self.start = self.last = time.monotonic()
        self.latest = "starting"
        self.lock = threading.Lock()
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._beat, daemon=True)
        if cli_options.VERBOSITY >= 0:
            self.thread.start()

    def _say(self, text: str) -> None:
        self.last = time.monotonic()
        cli_options.progress(f"[generate {self.label}] {text}, elapsed {self.last - self.start:.0f} s")

    def __call__(self, event: GenerationProgress) -> None:
        with self.lock:
            self.latest = event.line()
            if cli_options.VERBOSITY >= 1 or time.monotonic() - self.last >= self.every:
                self._say(self.latest)

    def _beat(self) -> None:
        while not self.done.wait(self.heartbeat):
            with self.lock:
                if time.monotonic() - self.last >= self.heartbeat:
                    self._say(f"{self.latest} (still running)")

    def close(self) -> None:
        self.done.set()


def make(args: argparse.Namespace, seed: int, progress: GenerationListener | None = None,
         checkpoint: Path | None = None):
    """One instance for ``seed`` from the parsed arguments (resumed from and saved to
    ``checkpoint``: Galaxies at every repair round, Troix ``--min-open`` at every batch)."""
    certify = not args.no_certify
    if args.puzzle == "troix":
        if args.max_galaxy_size is not None or args.max_open is not None:
            raise PuzzleInputError("--max-galaxy-size and --max-open are galaxies options")
        if (args.requeue or args.escalate) and not args.min_open:
            raise PuzzleInputError("--requeue and --escalate change the hard pass: they need --min-open")
        from puzzlebench.engine.generate.troix import generate_troix

        return generate_troix(args.rows, args.cols, seed, givens_ratio=args.givens_ratio,
                              minimal=args.minimal, min_open=args.min_open, certify=certify,
                              certify_time_limit=args.certify_time_limit, progress=progress,
                              checkpoint=checkpoint, requeue=args.requeue, escalate=args.escalate)
    if args.givens_ratio is not None or args.minimal or args.requeue or args.escalate:
        raise PuzzleInputError("--givens-ratio, --minimal, --requeue and --escalate are troix options")
    from puzzlebench.engine.generate.galaxies import generate_galaxies

    return generate_galaxies(args.rows, args.cols, seed, max_galaxy_size=args.max_galaxy_size,
                             min_open=args.min_open, max_open=args.max_open, certify=certify,
                             certify_time_limit=args.certify_time_limit, progress=progress,
                             checkpoint=checkpoint)


def checkpoint_path(out: Path, to_dir: bool, args: argparse.Namespace, seed: int) -> Path:
    """Where a generation keeps its checkpoint: a hidden file next to its output."""
    if to_dir:
        return out / f".{args.puzzle}-{args.rows}x{args.cols}-s{seed}.checkpoint"
    return out.parent / f".{out.name}.checkpoint"


def run(args: argparse.Namespace) -> int:
    if args.count < 1:
        raise PuzzleInputError(f"--count must be at least 1, got {args.count}")
    out = Path(args.out)
    to_dir = args.count > 1 or out.is_dir() or out.suffix.lower() != ".json"
    for k in range(args.count):
        seed = args.seed + k
        t0 = time.perf_counter()
        ticker = GenerationTicker(f"{args.puzzle} {args.rows}x{args.cols} seed {seed}")
        saved = checkpoint_path(out, to_dir, args, seed)
        remove_stale_temporaries([saved])  # its one writer: what a killed generation left half-written goes
        try:
            inst = make(args, seed, ticker, saved)
        except GenerationFailed as exc:  # no puzzle for this seed (attempts, certificate): one line
            print(f"puzzlebench: generate {args.puzzle} {args.rows}x{args.cols} seed {seed}: {exc}",
                  file=sys.stderr)
            return 1
        finally:
            ticker.close()
        path = out / f"{inst.name}.json" if to_dir else out
        # the folder only now, with a puzzle to put in it: a refused option, a failed or
        # interrupted generation leaves no empty folder behind
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, canonical.dumps(inst))  # a kill mid-write leaves no half a puzzle
        saved.unlink(missing_ok=True)  # the puzzle is there: nothing to resume
        if not args.quiet:
            src = dict(inst.source)
            verdict = src.get("uniqueness", {}).get("verdict", "?")
            print(f"{path}: {args.puzzle} {args.rows}x{args.cols} seed {seed}, {verdict}, "
                  f"{time.perf_counter() - t0:.2f} s", file=sys.stderr)
    return 0
