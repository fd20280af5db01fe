"""``puzzlebench import-sgt --size WxH --difficulty n|u --count N [--seed S] -o DIR``.

Drives Debian's ``sgt-galaxies --generate`` headless, solves each puzzle with sgt's own
solver, checks the grid with the independent checker, and writes one canonical JSON file
per puzzle (solution included; ``source`` holds the sgt version, game ID, difficulty and
seed). With ``--seed`` the files are byte-identical on every run with the same sgt
version; without it sgt seeds from the clock, so only the recorded game IDs reproduce
them. Exit 0 on success, 1 when sgt misbehaves, 2 on bad input or a missing binary.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

from puzzlebench.engine.run import limits as run_limits
from puzzlebench.instances import limits
from puzzlebench.instances.errors import PuzzleInputError


def _size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d+)\s*[xX]\s*(\d+)\s*", text)
    if not m:
        raise argparse.ArgumentTypeError(f"size must look like WxH (columns x rows), got {text!r}")
    return limits.SIDE.arg(m.group(1)), limits.SIDE.arg(m.group(2))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--size", required=True, type=_size, metavar="WxH",
                        help="grid size as sgt writes it: W columns x H rows (each >= 3)")
    parser.add_argument("--difficulty", required=True, choices=["n", "u"],
                        help="sgt difficulty: n (normal) or u (unreasonable)")
    parser.add_argument("--count", required=True, type=limits.COUNT.arg, metavar="N", help="number of puzzles")
    parser.add_argument("--seed", help="sgt random seed string (A-Z a-z 0-9 . _ -): same seed, same puzzles")
    parser.add_argument("-o", "--output", required=True, metavar="DIR", help="directory for the canonical files")
    parser.add_argument("--solve-time-limit", type=run_limits.TIME_LIMIT.arg, default=60.0, metavar="T",
                        help="seconds sgt's solver may take per puzzle (default 60)")
    parser.add_argument("--time-limit", type=run_limits.TIME_LIMIT.arg, default=600.0, metavar="T",
                        help="seconds sgt's generator may take for the whole run (default 600)")
    parser.add_argument("--puzzle-time-limit", type=run_limits.TIME_LIMIT.arg, default=300.0, metavar="T",
                        help="seconds sgt's generator may take for each puzzle (default 300)")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress lines on stderr")


def run(args: argparse.Namespace) -> int:
    from puzzlebench.engine.baselines.sgt_tool import SgtError, iter_generate
    from puzzlebench.instances.files import write_text_atomic
    from puzzlebench.instances.formats.canonical import dumps

    out = Path(args.output)
    if out.exists() and not out.is_dir():
        raise PuzzleInputError(f"{out} exists and is not a directory")
    start = time.perf_counter()
    written = 0

    def generated(k: int, game_id: str) -> None:
        if not args.quiet:
            print(f"[{k}/{args.count}] generated after {time.perf_counter() - start:.1f} s", file=sys.stderr)

    try:
        for inst in iter_generate(tuple(args.size), args.difficulty, args.count, args.seed,
                                  time_limit=args.time_limit, solve_time_limit=args.solve_time_limit,
                                  puzzle_time_limit=args.puzzle_time_limit,
                                  on_generated=generated):
            path = out / f"{inst.name}.json"
            try:
                write_text_atomic(path, dumps(inst))
            except OSError as exc:
                raise PuzzleInputError(f"{path}: cannot write: {exc.strerror or exc}") from None
            written += 1
            if not args.quiet:
                print(f"[{written}/{args.count}] solved, checked, wrote {path}", file=sys.stderr)
    except SgtError as exc:
        print(f"puzzlebench: error: {exc}", file=sys.stderr)
        return 1
    if not args.quiet:
        print(f"wrote {written} puzzle(s) to {out} in {time.perf_counter() - start:.1f} s", file=sys.stderr)
        if args.seed is None:
            print("note: no --seed: sgt seeded itself from the clock; the game IDs in 'source' "
                  "reproduce the files", file=sys.stderr)
    return 0
