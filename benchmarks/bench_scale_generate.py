"""Benchmark: the generation targets of the hard ladder, measured next to each target (not a timed test).

For each target (a puzzle, size and generator setting with a wall-time limit on 2 cores,
certificate included: Galaxies 40x40 <= 60 s and 100x100 <= 5 min with the default
janko-like galaxy sizes; the open ladder, ``--min-open 0.34`` as the committed open class:
Galaxies 100x100 <= 30 min, Troix 60x60 <= 5 min and 99x99 <= 30 min) this generates seeds 1..N in this process, each *with* its uniqueness
certificate (what ``puzzlebench generate`` does), and prints the median and max wall
time next to the target, the median CPU time of the process (on a machine shared with
other jobs, the wall time is mostly waiting: CPU time is what the generator costs), what
came out (share of cells deduction fixes, largest galaxy) and the load average at the
start and end. For every Galaxies size it generated, and for every size and class of the
committed scaling series (``instances/large/``), it prints the Kolmogorov-Smirnov
distance of the cell-weighted galaxy sizes (pooled over the seeds) to janko's puzzles of
300 cells or more. The table goes to ``--out`` (default ``results/bench/scale_generate.md``)::

    .venv/bin/python benchmarks/bench_scale_generate.py [--seeds 3] [--only galaxies] [--skip 100x100]
        [--target galaxies-100x100-default]

``--from-build DIR`` makes no puzzle: it reads the measurement file of a committed-set
build (``DIR/generation.csv``, one row per instance made, with its wall and CPU seconds,
certificate included, and the load around it) and the puzzles beside it, and prints the
same table for the targets whose puzzles that build made (the open ladder's seeds 1-3 are
the committed ones: a build of ``instances/large`` is the measurement, and it says which
commit, when and at what load).

This is the generation half of ``make bench-scale``; the solving half is
``benchmarks/bench_scale_solve.py``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from targets_table import Table, load_now  # noqa: E402  (benchmarks/, the script's own folder)

from puzzlebench.engine.generate.galaxies import generate_galaxies  # noqa: E402
from puzzlebench.engine.generate.troix import generate_troix  # noqa: E402
from puzzlebench.engine.generate.uniqueness import UniquenessVerdict  # noqa: E402
from puzzlebench.instances.galaxy_sizes import (  # noqa: E402
    galaxy_sizes,
    janko_reference,
    ks_distance,
    of_instances,
    share_above,
)

JANKO = ROOT.parent / "shared" / "instances" / "janko" / "Galaxies_dataset.json"
LARGE = ROOT / "instances" / "large"

# (puzzle, rows, cols, generator options, target seconds)
TARGETS: list[tuple[str, int, int, dict[str, Any], float]] = [
    ("galaxies", 40, 40, {}, 60.0),
    ("galaxies", 100, 100, {}, 300.0),
    ("galaxies", 100, 100, {"min_open": 0.34}, 1800.0),
    ("troix", 60, 60, {"min_open": 0.34}, 300.0),
    ("troix", 99, 99, {"min_open": 0.34}, 1800.0),
]


def one(puzzle: str, rows: int, cols: int, seed: int, opts: dict[str, Any]) -> tuple[float, float, Any]:
    """Wall and CPU seconds of one generation with its certificate, and the puzzle."""
    t0, c0 = time.perf_counter(), time.process_time()
    make = generate_troix if puzzle == "troix" else generate_galaxies
    inst = make(rows, cols, seed, **opts)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    src = dict(inst.source)
    if src["uniqueness"]["verdict"] != UniquenessVerdict.UNIQUE:  # pragma: no cover - the generators raise first
        raise RuntimeError(f"{inst.name}: {src['uniqueness']}")
    return wall, cpu, inst


class _OverCap(Exception):
    """A seed ran past the benchmark's cap (``--cap``)."""


def capped(seconds: float, puzzle: str, rows: int, cols: int, seed: int,
           opts: dict[str, Any]) -> tuple[float, float, Any] | None:
    """:func:`one` stopped after ``seconds`` of wall time (None then): a generator that
    misses its target by far would otherwise hold the benchmark for as long as its
    attempts last (Galaxies 60x60 ``--min-open 0.5``: 100 attempts)."""
    import signal

    def stop(*_: Any) -> None:
        raise _OverCap

    old = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return one(puzzle, rows, cols, seed, opts)
    except _OverCap:
        return None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _secs(t: float) -> str:
    return "over" if t == float("inf") else f"{t:.1f}"


def size_rows(label: str, groups: dict[str, list[Any]], ref: Any) -> list[str]:
    """One markdown row per group of Galaxies puzzles: KS to janko, largest galaxies."""
    out = []
    for key, insts in groups.items():
        pooled = of_instances(insts)
        largest = sorted(max(galaxy_sizes(i.solution)) for i in insts)
        out.append(f"| {label} | {key} | {len(insts)} | {ks_distance(pooled, ref):.3f} "
                   f"| {share_above(pooled, 12):.2f} | {', '.join(map(str, largest))} |")
    return out


def committed_groups() -> dict[str, list[Any]]:
    """The committed scaling series' Galaxies, by size and class (file-name suffix)."""
    from puzzlebench.instances import io

    groups: dict[str, list[Any]] = {}
    for path in sorted((LARGE / "galaxies").glob("*.json")):
        inst = io.load(path)
        cls = "settled" if path.stem.endswith("-settled") else path.stem.rsplit("-", 1)[-1]
        groups.setdefault(f"{inst.rows}x{inst.cols} {cls}", []).append(inst)
    return dict(sorted(groups.items(), key=lambda kv: (kv[1][0].rows * kv[1][0].cols, kv[0])))


HEAD = ("| puzzle | size | options | seeds done | median (s) | max (s) | target (s) | met | median CPU (s) "
        "| deduced share | largest galaxy | load start / end |\n|---|---|---|---|---|---|---|---|---|---|---|---|")


def target_key(puzzle: str, rows: int, cols: int, opts: dict[str, Any]) -> str:
    """A target's name for ``--target``: ``galaxies-100x100-default``, ``troix-60x60-open``."""
    return f"{puzzle}-{rows}x{cols}-{'open' if opts.get('min_open') else 'default'}"


@dataclass
class Measured:
    """A target's seeds: wall and CPU seconds of those done (a missed one is an infinite
    wall time), their puzzles, why the others were missed, and the load around them."""

    seeds: int
    walls: list[float] = field(default_factory=list)
    cpus: list[float] = field(default_factory=list)
    insts: list[Any] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)
    load: str = "-"

    def row(self, puzzle: str, rows: int, cols: int, opts: dict[str, Any], target: float) -> str:
        options = " ".join(f"{k}={v}" for k, v in opts.items()) or "default"
        shares = [dict(i.source)["hardness"]["deduced_share"] for i in self.insts]
        largest = [str(dict(i.source)["largest_galaxy"]) for i in self.insts if puzzle == "galaxies"]
        walls = self.walls or [float("inf")]
        med, top = statistics.median(walls), max(walls)
        done = f"{len(self.insts)} of {self.seeds}" + (f" ({'; '.join(self.missed)})" if self.missed else "")
        return (f"| {puzzle} | {rows}x{cols} | {options} | {done} | {_secs(med)} | {_secs(top)} "
                f"| {target:g} | {'**yes**' if med <= target else '**no**'} "
                f"| {f'{statistics.median(self.cpus):.1f}' if self.cpus else '-'} "
                f"| {', '.join(f'{s:.2f}' for s in shares) or '-'} | {', '.join(largest) or '-'} | {self.load} |")


def generated(puzzle: str, rows: int, cols: int, opts: dict[str, Any], target: float, seeds: int,
              cap: float) -> Measured:
    """Generate seeds 1..``seeds`` here, each stopped after ``cap`` times the target."""
    before = load_now()
    got_all = Measured(seeds)
    for seed in range(1, seeds + 1):
        try:
            got = capped(cap * target, puzzle, rows, cols, seed, opts)
        except RuntimeError as exc:  # no puzzle, or its certificate ran out of time
            got, why = None, str(exc).split(": ", 1)[-1]
        else:
            why = f"over the {cap * target:g} s cap"
        if got is None:  # a missed seed counts as over the target (an infinite time)
            got_all.walls.append(float("inf"))
            got_all.missed.append(f"seed {seed}: {why}")
            print(f"  {puzzle} {rows}x{cols} {opts or ''} seed {seed}: {why}, load {load_now()}",
                  file=sys.stderr, flush=True)
            continue
        wall, cpu, inst = got
        got_all.walls.append(wall)
        got_all.cpus.append(cpu)
        got_all.insts.append(inst)
        print(f"  {puzzle} {rows}x{cols} {opts or ''} seed {seed}: {wall:.1f} s wall, {cpu:.1f} s CPU, "
              f"load {load_now()}", file=sys.stderr, flush=True)
    got_all.load = f"{before} / {load_now()}"
    return got_all


def from_build(folder: Path, puzzle: str, rows: int, cols: int, opts: dict[str, Any], seeds: int) -> Measured | None:
    """The seeds of a target that the build in ``folder`` made (its last row per file), or
    None when it made none of them."""
    import csv

    from puzzlebench.instances import io
    from scripts.committed_sets import rel_of

    log = folder / "generation.csv"
    last = {r["file"]: r for r in csv.DictReader(log.open(newline=""))} if log.exists() else {}
    got = Measured(seeds)
    loads: list[float] = []
    for seed in range(1, seeds + 1):
        rel = rel_of(puzzle, rows, cols, seed, opts)
        row = last.get(rel)
        if row is None or not (folder / rel).exists():
            got.missed.append(f"seed {seed}: not made by this build")
            continue
        got.walls.append(float(row["seconds"]))
        got.cpus.append(float(row["cpu_seconds"]))
        got.insts.append(io.load(folder / rel))
        loads += [float(row[k]) for k in ("load_before", "load_after") if row[k]]
    if not got.insts:
        return None
    got.load = f"{min(loads):.1f}-{max(loads):.1f}" if loads else "-"
    return got


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=3, help="seeds per target (default 3)")
    ap.add_argument("--only", choices=("troix", "galaxies"))
    ap.add_argument("--skip", action="append", default=[], metavar="RxC",
                    help="leave out a target size (e.g. 100x100 when its time is taken elsewhere)")
    keys = [target_key(p, r, c, o) for p, r, c, o, _ in TARGETS]
    ap.add_argument("--target", action="append", default=[], choices=keys, help="only these targets")
    ap.add_argument("--cap", type=float, default=2.0,
                    help="stop a seed after this multiple of its target (default 2); a seed "
                         "stopped or failed counts as over the target in the median")
    ap.add_argument("--from-build", type=Path, metavar="DIR",
                    help="read a committed-set build's generation.csv and puzzles instead of generating")
    ap.add_argument("--out", default=str(ROOT / "results" / "bench" / "scale_generate.md"))
    args = ap.parse_args(argv)
    if args.seeds < 1 or args.cap <= 0:
        print("bench_scale_generate: --seeds must be at least 1 and --cap positive", file=sys.stderr)
        return 2
    if args.from_build is not None and not (args.from_build / "generation.csv").is_file():
        print(f"bench_scale_generate: {args.from_build / 'generation.csv'}: no such file (a committed-set build "
              "writes it beside its manifest)", file=sys.stderr)
        return 2
    table = Table(HEAD)
    made: dict[str, list[Any]] = {}
    for puzzle, rows, cols, opts, target in TARGETS:
        if (args.only and puzzle != args.only) or f"{rows}x{cols}" in args.skip \
                or (args.target and target_key(puzzle, rows, cols, opts) not in args.target):
            continue
        if args.from_build is not None:
            got = from_build(args.from_build, puzzle, rows, cols, opts, args.seeds)
            if got is None:
                continue
        else:
            got = generated(puzzle, rows, cols, opts, target, args.seeds, args.cap)
        table.row(got.row(puzzle, rows, cols, opts, target))
        if puzzle == "galaxies":
            made[f"{rows}x{cols} {' '.join(f'{k}={v}' for k, v in opts.items()) or 'default'}"] = got.insts
    if JANKO.exists():
        ref, _ = janko_reference(JANKO)
        sizes = Table("\n| puzzles | size, class | n | KS to janko | share of cells in galaxies > 12 | largest galaxies |"
                      "\n|---|---|---|---|---|---|")
        sizes.row(f"| janko >= 300 cells | all | {len(_)} | 0 | {share_above(ref, 12):.2f} | up to "
                  f"{max(max(galaxy_sizes(i.solution)) for i in _)} |")
        here = "generated here" if args.from_build is None else "made by the build"
        for line in size_rows(here, made, ref) + size_rows("committed", committed_groups(), ref):
            sizes.row(line)
        table.lines += sizes.lines
    else:
        print(f"bench_scale_generate: {JANKO} not found, no galaxy-size distances", file=sys.stderr)
    table.write(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
