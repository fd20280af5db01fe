"""Benchmark: the best MIP configuration against the baselines that are not MIP, and issue
33's targets, measured side by side in one run.

For every puzzle, in turn and in this one process (imports and first calls made before the
clock starts; sgt, a child process per puzzle, in a pass of its own after the others: see
:func:`measure`; the other methods in a new random order per puzzle, below): the best
configuration (default ``galaxies/cuts`` with ``pairs`` and ``deduce`` on ortools/cpsat,
the one the README's janko table names) through the runner, whose in-process total is
formulate + translate + solve + check; the harness's uniqueness
certificate (:func:`puzzlebench.engine.generate.uniqueness.count_solutions`, limit 2); and each
installed baseline (multi-puzzle-solver, PySAT, clingo, and sgt, a child process per
puzzle) through the same runner (total = its solve + check) and through its uniqueness
mode (limit 2; sgt has none). Every answer is checked: a run that is not ``solved``, or a
verdict that is not ``unique``, is counted and printed.

The order of the in-process methods is shuffled per puzzle (``random.Random(--order-seed)``,
default 1; the seed is written under the tables, so a run can be repeated order for order).
Why: a method's time depends on what ran just before it in this process (caches, the
allocator's state: a method after clingo's large footprint ran slower than after a small
one), and with one fixed order one method always paid that and another never did. Shuffled,
each method follows each of the others, and the previous puzzle's last method, about
equally often, so the conditions are the same for all in expectation; the medians are
over those mixed conditions. Interleaving keeps the load the same for every method too
(each puzzle runs all of them within a few tens of milliseconds).

Garbage collection, the same for every method (``--gc``): by default (``freeze``) the
process's heap after the warm-up (puzzles, imports, the libraries' caches) is frozen
(``gc.freeze``), out of every later collection's sight. Why: a full collection scanned that
whole heap, tens of milliseconds, and fell into whichever call crossed the collector's
threshold, charging it for what the harness and the other methods hold; frozen, a
collection inside a call scans what was made since, the method's own collections still
count. ``collect`` also runs a full collection before each timed call, outside the clock
(timeit's way); not the default, since that sweep through memory leaves the caches cold for
the call after it (docs/measurements.md). ``off``: neither, as before.

Each time is taken twice: wall (``perf_counter``) and CPU (``process_time``: the steps' CPU
for a run, the whole count's for a uniqueness proof; sgt's child reports its own). The
targets are judged on the CPU medians, the wall ratio printed beside: the machine is shared
(two cores, other jobs), and waiting for a core inflates wall time unevenly, most for the
method with more short steps; CPU time is what the load does not inflate.

Size classes: the janko sizes (``--per-class`` puzzles each, all 43 of 20x36); puzzles made
by sgt's generator with ``--sgt`` (20x20 and 30x30 by default: at 40x40 sgt's generator ran
for more than ten minutes for three puzzles, so it is not used there); and ``--generated``
sizes (40x40 and 50x50 by default), janko-like puzzles made by this project's generator
(``puzzlebench generate galaxies --max-open 0``: deduction settles every cell, as on every
janko puzzle; ``--generated-count`` seeds 1, 2, ...). Those are made once, in a child
process, into the benchmark's own cache folder ``--cache`` (default
``results/bench/baselines-puzzles/``, one file per size and seed, named
``galaxies-RxC-sN.json``; 10-60 s each) and read from there afterwards; delete the folder
to make them again. Nothing is written into ``instances/``.

The uniqueness proof of the best configuration is, where the exact deduction settles every
cell (every janko puzzle but a few), that deduction and the independent checker with no
solver call (:mod:`puzzlebench.engine.generate.settled`: every solution is the one grid
left, and the checker accepts it); elsewhere, or with ``--no-settled-unique``, the
harness's certificate (CP-SAT on ``galaxies/labels`` with no-good rows). Its first solution
likewise (``settled.first_solution``): that one grid, checked, where the deduction settles
every cell (its times: the deduction as formulate, the checker as check, no translate and
no solve); elsewhere, or with ``--no-settled-first``, the runner's CP-SAT run, whose
formulate step then also holds the deduction tried first. The table names the routes each
class used, for the first solution and for the proof. ``--sat-unique-from CELLS`` makes it, on puzzles of
at least that many cells, the SAT route the generator's manifest uses beside it
(:mod:`puzzlebench.engine.generate.second_route`: the PySAT baseline's CNF, CaDiCaL, a
blocking clause, within a conflict budget; its solutions checked by the same checker): a
rule by size, fixed before the run, never chosen per puzzle, and the table names the route
per class. Off by default: on the janko-like 40x40 and 50x50 puzzles the CP-SAT
certificate was the faster of the two (docs/measurements.md, "Baselines that are not MIP").

Targets (each printed next to its measured figure, met or not):

- on the janko 20x36 puzzles the best configuration's in-process total, CPU median <= 8 ms;
- against multi-puzzle-solver at every size class, first solution and uniqueness proof:
  the ratio of the CPU medians (multi-puzzle-solver's / the best configuration's) >= 5.

Then the janko 20x36 medians of every method side by side (solve and uniqueness), and where
the best configuration's time goes (median per step). Writes the tables to ``--out``::

    .venv/bin/python benchmarks/bench_baselines.py [--per-class 8] [--sgt 20x20 30x30]
        [--generated 40x40 50x50] [--generated-count 3] [--order-seed 1] [--repeat 1]
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from targets_table import Table, load_now  # noqa: E402  (benchmarks/, the script's own folder)

from puzzlebench.engine import baselines  # noqa: E402
from puzzlebench.engine.generate.second_route import second_verdict  # noqa: E402
from puzzlebench.engine.generate.settled import ROUTE as SETTLED_ROUTE  # noqa: E402
from puzzlebench.engine.generate.settled import SettledSolution, first_solution  # noqa: E402
from puzzlebench.engine.generate.uniqueness import UniquenessVerdict, count_solutions  # noqa: E402
from puzzlebench.engine.run.records import STEPS, RunStatus  # noqa: E402
from puzzlebench.engine.run.runner import run  # noqa: E402
from puzzlebench.engine.run.spec import RunSpec  # noqa: E402
from puzzlebench.instances.io import load, load_all  # noqa: E402
from puzzlebench.instances.types import GalaxiesInstance  # noqa: E402

JANKO = ROOT.parent / "shared" / "instances" / "janko" / "Galaxies_dataset.json"
BIG = "20x36"
BEST = "best"  # the MIP configuration's name in the tables
REFERENCE = "multipuzzle"  # the baseline the speed-up target is against
TOTAL_TARGET = 0.008  # issue 33 (issue 21 had 10 ms)
SPEEDUP_TARGET = 5.0
TIME_LIMIT = 60.0
CACHE = ROOT / "results" / "bench" / "baselines-puzzles"
SETTLED = True  # the best configuration's proof: the deduction alone where it settles every cell
SETTLED_FIRST = True  # the best configuration's first solution: the same, the CP-SAT run elsewhere
SETTLED_NAME = "deduction settles every cell (no solver)"  # how the tables name that route
GC_MODES = ("freeze", "collect", "off")  # the collector's handling, the same for every method (module docstring)
ORDER_SEED = 1  # the default seed of the per-puzzle method order
SAT_UNIQUE_FROM = 0  # cells from which the best configuration proves uniqueness by the SAT route (0: never)
KINDS = (("first", "first solution"), ("unique", "uniqueness proof"))


@dataclass
class Method:
    """One way to solve: a run spec for the first solution (or ``first``, a call that gives a
    result with a run record's ``status``, ``times`` and ``message``), a counter for the
    uniqueness proof."""

    name: str
    spec: Callable[[GalaxiesInstance], RunSpec]
    unique: Callable[[GalaxiesInstance], Any] | None  # None: the method has no uniqueness mode (sgt)
    route: Callable[[GalaxiesInstance, Any], str] = lambda inst, res: ""  # the proof's route, where it varies
    warm: Callable[[GalaxiesInstance], Any] | None = None  # first calls of every route (default: unique)
    child: bool = False  # runs in a child process (sgt): measured in a pass of its own, after the rest
    first: Callable[[GalaxiesInstance], Any] | None = None  # the first solution, where it is not run(spec)
    first_route: Callable[[GalaxiesInstance, Any], str] = lambda inst, res: ""  # its route, where it varies


@dataclass
class Timings:
    """Seconds per (method, size class, kind), wall and CPU; failures listed apart, never timed."""

    seconds: dict[tuple[str, str, str], list[float]] = field(default_factory=lambda: defaultdict(list))
    cpu: dict[tuple[str, str, str], list[float]] = field(default_factory=lambda: defaultdict(list))
    steps: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    routes: dict[tuple[str, str], set[str]] = field(default_factory=lambda: defaultdict(set))  # (size, kind) -> best's routes
    failures: list[str] = field(default_factory=list)

    def median(self, method: str, size: str, kind: str, clock: str = "wall") -> float | None:
        got = (self.seconds if clock == "wall" else self.cpu).get((method, size, kind))
        return statistics.median(got) if got else None

    def add(self, key: tuple[str, str, str], wall: float, cpu: float) -> None:
        self.seconds[key].append(wall)
        self.cpu[key].append(cpu)


BASELINES = ("multipuzzle", "pysat", "clingo", "sgt")
CHILD_PROCESS = frozenset({"sgt"})  # the baselines that run as a child process per puzzle


def methods(variant: str, options: dict[str, Any], layer: str, solver: str,
            names: tuple[str, ...] = BASELINES, sat_from: int = SAT_UNIQUE_FROM,
            settled: bool = SETTLED, settled_first: bool = SETTLED_FIRST) -> list[Method]:
    """The best configuration and the installed baselines among ``names``; the best
    configuration proves uniqueness by the SAT route on puzzles of ``sat_from`` cells or
    more (0: never), the size rule of the module docstring, and, with ``settled``, by the
    deduction alone where it settles every cell (``count_solutions(settled=True)``); with
    ``settled_first`` its first solution too (``settled.first_solution``), the CP-SAT run elsewhere."""
    def sat_route(inst: GalaxiesInstance) -> bool:
        return bool(sat_from) and inst.rows * inst.cols >= sat_from

    def mip_spec(inst: GalaxiesInstance) -> RunSpec:
        return RunSpec(instance="<memory>", instance_id=inst.name, variant=variant, options=options,
                       layer=layer, solver=solver, time_limit=TIME_LIMIT)

    def mip_unique(inst: GalaxiesInstance) -> Any:
        if sat_route(inst):  # the count's result; the conflict budget stands in for the time limit
            return second_verdict(inst).result
        return count_solutions(inst, limit=2, time_limit=TIME_LIMIT, layer=layer, solver=solver, settled=settled)

    def mip_route(inst: GalaxiesInstance, res: Any) -> str:
        if sat_route(inst):
            return "SAT route (CaDiCaL)"
        return SETTLED_NAME if res.route == SETTLED_ROUTE else f"CP-SAT certificate ({layer}/{solver})"

    def mip_first(inst: GalaxiesInstance) -> Any:
        return first_solution(mip_spec(inst), inst, settled=settled_first)

    def mip_first_route(inst: GalaxiesInstance, res: Any) -> str:
        return SETTLED_NAME if isinstance(res, SettledSolution) else f"CP-SAT run ({variant} {layer}/{solver})"

    def mip_warm(inst: GalaxiesInstance) -> None:
        count_solutions(inst, limit=2, time_limit=TIME_LIMIT, layer=layer, solver=solver)
        count_solutions(inst, limit=2, time_limit=TIME_LIMIT, layer=layer, solver=solver, settled=settled)
        mip_first(inst)
        if sat_from:
            second_verdict(inst)

    out = [Method(BEST, mip_spec, mip_unique, mip_route, mip_warm, first=mip_first, first_route=mip_first_route)]
    for name in names:
        ok, why, version = baselines.get(name).probe()
        if not ok:
            print(f"bench_baselines: {name} skipped: {why}", file=sys.stderr)
            continue
        counter = baselines.counting(name)

        def base_spec(inst: GalaxiesInstance, name: str = name) -> RunSpec:
            return RunSpec(instance="<memory>", instance_id=inst.name, variant="", options={},
                           layer=name, solver=name, time_limit=TIME_LIMIT)

        def base_unique(inst: GalaxiesInstance, c: Any = counter) -> Any:
            return c.count_solutions(inst, limit=2, time_limit=TIME_LIMIT)

        out.append(Method(name, base_spec, None if counter is None else base_unique, child=name in CHILD_PROCESS))
    return out


def measure(puzzles: dict[str, list[GalaxiesInstance]], ways: list[Method], seed: int = ORDER_SEED,
            repeat: int = 1, gc_mode: str = GC_MODES[0]) -> Timings:
    """Every method on every puzzle (``repeat`` times in a row, each time in a new order):
    first the in-process methods, puzzle by puzzle, in an order shuffled per puzzle by
    ``random.Random(seed)`` (module docstring: why), then the child-process ones (sgt) in
    a pass of their own. Why apart: a child started with a
    ``preexec_fn`` (sgt's, which ties it to this process) is a plain ``fork`` of this whole
    process, not a ``vfork``, and the in-process run after it pays a copy-on-write page
    fault on each page it writes (docs/measurements.md, issue 33's section); the child's
    own time is its rusage, which the order does not change."""
    got = Timings()
    warm = next(iter(puzzles.values()))[0]
    for way in sorted(ways, key=lambda w: not w.child):  # first calls (imports, caches) outside the
        run(way.spec(warm), warm)  # clock; the children's first, so that no fork comes just before a clock
        if way.unique is not None:
            (way.warm or way.unique)(warm)
    if gc_mode != "off":  # what the warm-up left stays, out of every later collection's sight
        gc.collect()
        gc.freeze()
    collect = gc_mode == "collect"
    rng = random.Random(seed)
    for group in ([w for w in ways if not w.child], [w for w in ways if w.child]):
        for size, insts in puzzles.items():
            for inst in insts:
                for _ in range(repeat):
                    order = rng.sample(group, len(group))
                    for way in order:
                        _measure_one(got, way, size, inst, collect)
                if group:
                    print(f"  {size} {inst.name} done ({', '.join(w.name for w in order)}; load {load_now()})",
                          file=sys.stderr, flush=True)
    return got


def _measure_one(got: Timings, way: Method, size: str, inst: GalaxiesInstance, collect: bool = False) -> None:
    """One method on one puzzle: its first solution, then its uniqueness proof (if it has one);
    with ``collect``, a full garbage collection before each, outside the clock (module docstring)."""
    if collect:
        gc.collect()
    rec = way.first(inst) if way.first is not None else run(way.spec(inst), inst)
    if way.name == BEST:
        got.routes[(size, "first")].add(way.first_route(inst, rec))
    if rec.status == RunStatus.SOLVED:
        got.add((way.name, size, "first"), rec.times.wall(), rec.times.cpu())
        if way.name == BEST and size == f"janko {BIG}":
            for step in STEPS:
                got.steps[step].append(rec.times.step(step).wall)
                got.steps[f"{step} cpu"].append(rec.times.step(step).cpu)
            got.steps["total cpu"].append(rec.times.cpu())
    else:
        got.failures.append(f"{way.name} {inst.name}: {rec.status} {rec.message}")
    if way.unique is None:
        return
    if collect:
        gc.collect()
    cpu = time.process_time()
    res = way.unique(inst)
    cpu = time.process_time() - cpu
    if way.name == BEST:
        got.routes[(size, "unique")].add(way.route(inst, res))
    if res.verdict == UniquenessVerdict.UNIQUE:
        got.add((way.name, size, "unique"), res.wall, cpu)
    else:
        got.failures.append(f"{way.name} uniqueness {inst.name}: {res.summary()}")


def janko_classes(path: Path, per_class: int, big_all: bool) -> dict[str, list[GalaxiesInstance]]:
    good, _ = load_all(path)
    by: dict[str, list[GalaxiesInstance]] = defaultdict(list)
    for inst in good:
        by[f"{inst.rows}x{inst.cols}"].append(inst)  # type: ignore[arg-type]
    order = sorted(by, key=lambda s: (int(s.split("x")[0]) * int(s.split("x")[1]), s))
    return {f"janko {s}": by[s] if (s == BIG and big_all) else by[s][:per_class] for s in order}


def sgt_classes(sizes: list[str], count: int) -> dict[str, list[GalaxiesInstance]]:
    from puzzlebench.engine.baselines.sgt_tool import iter_generate

    out: dict[str, list[GalaxiesInstance]] = {}
    for size in sizes:
        rows, cols = (int(v) for v in size.split("x"))
        print(f"bench_baselines: generating {count} sgt puzzles {size} ...", file=sys.stderr, flush=True)
        out[f"sgt {size}"] = list(iter_generate((cols, rows), "n", count, seed="1"))
    return out


def generated_classes(sizes: list[str], count: int, cache: Path) -> dict[str, list[GalaxiesInstance]]:
    """Janko-like puzzles of this project's generator (``--max-open 0``), seeds 1..count,
    made once into ``cache`` by the CLI in a child process (this checkout's code first on
    its path) and read from there."""
    out: dict[str, list[GalaxiesInstance]] = {}
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    for size in sizes:
        rows, cols = (int(v) for v in size.split("x"))
        insts = []
        for seed in range(1, count + 1):
            path = cache / f"galaxies-{rows}x{cols}-s{seed}.json"
            if not path.is_file():
                print(f"bench_baselines: generating {path.name} into {cache} ...", file=sys.stderr, flush=True)
                cache.mkdir(parents=True, exist_ok=True)
                subprocess.run([sys.executable, "-m", "puzzlebench.scripts.cli", "generate", "galaxies",
                                "--rows", str(rows), "--cols", str(cols), "--max-open", "0", "--seed", str(seed),
                                "-o", str(path), "-q"], check=True, env=env, cwd=ROOT)
            inst = load(path)
            assert isinstance(inst, GalaxiesInstance)
            insts.append(inst)
        out[f"generated {size}"] = insts
    return out


def ms(x: float | None) -> str:
    return "-" if x is None else f"{1000 * x:.1f}"


def tables(got: Timings, ways: list[Method], classes: list[str], load: str) -> list[Table]:
    big = f"janko {BIG}"
    targets = Table("| target | measured | target | met | how |\n|---|---|---|---|---|")
    total, total_cpu = got.median(BEST, big, "first"), got.median(BEST, big, "first", "cpu")
    if total is not None and total_cpu is not None:
        targets.row(f"| {BIG}: best configuration, in-process total (CPU median) | {ms(total_cpu)} ms | "
                    f"<= {1000 * TOTAL_TARGET:g} ms | {'yes' if total_cpu <= TOTAL_TARGET else 'no'} | "
                    f"{len(got.seconds[(BEST, big, 'first')])} runs; formulate + translate + solve + check; "
                    f"wall {ms(total)} ms; route: {', '.join(sorted(got.routes[(big, 'first')]))} |")
    if any(w.name == REFERENCE for w in ways):
        for size in classes:
            for kind, what in KINDS:
                best, ref = got.median(BEST, size, kind, "cpu"), got.median(REFERENCE, size, kind, "cpu")
                if best is None or ref is None:
                    continue
                ratio = ref / best
                wall_b, wall_r = got.median(BEST, size, kind), got.median(REFERENCE, size, kind)
                clock = f"; wall {ms(wall_r)} / {ms(wall_b)} ms = {wall_r / wall_b:.1f}x" if wall_b and wall_r else ""
                routes = ", ".join(sorted(got.routes[(size, kind)]))
                route = (f"; proof: {routes}" if kind == "unique" else f"; route: {routes}") if routes else ""
                targets.row(f"| {size}: {what}, multi-puzzle-solver / best (CPU medians) | {ratio:.1f}x | "
                            f">= {SPEEDUP_TARGET:g}x | {'yes' if ratio >= SPEEDUP_TARGET else 'no'} | "
                            f"CPU {ms(ref)} ms / {ms(best)} ms{clock}, "
                            f"{len(got.cpu[(BEST, size, kind)])} runs{route} |")
    side = Table(f"\n| janko {BIG} (median ms, load {load}) | first solution (total), wall | CPU "
                 "| uniqueness proof, wall | CPU |\n|---|---|---|---|---|")
    for way in ways:
        side.row(f"| {way.name} | {ms(got.median(way.name, big, 'first'))} | {ms(got.median(way.name, big, 'first', 'cpu'))} "
                 f"| {ms(got.median(way.name, big, 'unique'))} | {ms(got.median(way.name, big, 'unique', 'cpu'))} |")
    steps = Table(f"\n| best configuration on janko {BIG}: step | median wall ms | median CPU ms |\n|---|---|---|")
    for step in (*STEPS, "total"):
        wall, cpu = got.steps.get(step), got.steps.get(f"{step} cpu")
        if cpu:
            steps.row(f"| {step} | {ms(statistics.median(wall) if wall else total)} | {ms(statistics.median(cpu))} |")
    return [targets, side, steps]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--janko", type=Path, default=JANKO)
    ap.add_argument("--per-class", type=int, default=8, help="puzzles per janko size class (default 8)")
    ap.add_argument("--all-big", action=argparse.BooleanOptionalAction, default=True,
                    help=f"every janko {BIG} puzzle, not only --per-class (default: yes, all 43)")
    ap.add_argument("--sgt", nargs="*", default=["20x20", "30x30"], metavar="RxC",
                    help="also puzzles made by sgt's generator at these sizes (default 20x20 30x30)")
    ap.add_argument("--sgt-count", type=int, default=3, help="sgt puzzles per size (default 3)")
    ap.add_argument("--generated", nargs="*", default=["40x40", "50x50"], metavar="RxC",
                    help="also janko-like puzzles of this project's generator at these sizes (default 40x40 50x50)")
    ap.add_argument("--generated-count", type=int, default=3, help="generated puzzles per size (default 3)")
    ap.add_argument("--cache", type=Path, default=CACHE,
                    help="folder of the generated puzzles, made once (default results/bench/baselines-puzzles)")
    ap.add_argument("--sat-unique-from", type=int, default=SAT_UNIQUE_FROM, metavar="CELLS",
                    help="the best configuration proves uniqueness by the SAT route from this many cells on "
                         "(default 0: never, the CP-SAT certificate everywhere)")
    ap.add_argument("--settled-unique", action=argparse.BooleanOptionalAction, default=SETTLED,
                    help="the best configuration proves uniqueness by the deduction alone where it settles "
                         "every cell, the certificate elsewhere (default: yes; the table names the route)")
    ap.add_argument("--settled-first", action=argparse.BooleanOptionalAction, default=SETTLED_FIRST,
                    help="the best configuration's first solution is the deduction's grid (checked) where it "
                         "settles every cell, the CP-SAT run elsewhere (default: yes; the table names the route)")
    ap.add_argument("--gc", choices=GC_MODES, default=GC_MODES[0],
                    help="the garbage collector, the same for every method: freeze the warm-up's heap "
                         "(default), also collect before each timed call (collect), or neither (off)")
    ap.add_argument("--order-seed", type=int, default=ORDER_SEED,
                    help=f"seed of the methods' order, shuffled per puzzle (default {ORDER_SEED})")
    ap.add_argument("--repeat", type=int, default=1,
                    help="runs of every method per puzzle, each in a new order (default 1); the medians "
                         "are over all of them (the 7x7 class has 6 puzzles)")
    ap.add_argument("--variant", default="galaxies/cuts")
    ap.add_argument("--pairs", action=argparse.BooleanOptionalAction, default=True)
    ap.add_argument("--deduce", action=argparse.BooleanOptionalAction, default=True)
    ap.add_argument("--layer", default="ortools")
    ap.add_argument("--solver", default="cpsat")
    ap.add_argument("--out", default=str(ROOT / "results" / "bench" / "baselines.md"))
    args = ap.parse_args(argv)
    if min(args.per_class, args.sgt_count, args.generated_count, args.repeat) < 1 or args.sat_unique_from < 0:
        print("bench_baselines: --per-class, --sgt-count, --generated-count and --repeat must be at least 1, "
              "--sat-unique-from at least 0", file=sys.stderr)
        return 2
    if not args.janko.is_file():
        print(f"bench_baselines: {args.janko} not found (../shared/instances/janko)", file=sys.stderr)
        return 2
    puzzles = janko_classes(args.janko, args.per_class, args.all_big)
    if args.sgt:
        puzzles.update(sgt_classes(args.sgt, args.sgt_count))
    if args.generated:
        puzzles.update(generated_classes(args.generated, args.generated_count, args.cache))
    ways = methods(args.variant, {"pairs": args.pairs, "deduce": args.deduce}, args.layer, args.solver,
                   sat_from=args.sat_unique_from, settled=args.settled_unique, settled_first=args.settled_first)
    print(f"bench_baselines: {sum(map(len, puzzles.values()))} puzzles, {len(ways)} methods "
          f"({', '.join(w.name for w in ways)}); best = {args.variant} pairs={args.pairs} deduce={args.deduce} "
          f"{args.layer}/{args.solver}", file=sys.stderr, flush=True)
    before = load_now()
    got = measure(puzzles, ways, args.order_seed, args.repeat, args.gc)
    load = f"{before} / {load_now()}"
    out = tables(got, ways, list(puzzles), load)
    if got.failures:
        print("\nnot timed (not solved, or not proved unique):\n" + "\n".join(got.failures))
    whole = out[0]
    whole.lines += [line for t in out[1:] for line in t.lines]
    whole.row(f"\nload (1-minute) before / after: {load}; failures: {len(got.failures)}; "
              f"methods in a shuffled order per puzzle, seed {args.order_seed}; each puzzle {args.repeat} time(s); "
              f"garbage collector: {args.gc}")
    whole.write(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
