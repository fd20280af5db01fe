"""Driving Simon Tatham's ``sgt-galaxies`` (Debian ``sgt-puzzles``) without a display.

Two uses: its built-in deductive solver is the non-MIP baseline of the benchmark
(:func:`solve`), and its generator is a third-party source of uniquely solvable puzzles
(:func:`generate`). Both go through the game-ID text format of
:mod:`puzzlebench.instances.formats.sgt`.

How the binary behaves (measured with 20230122.806ae71-2, see docs/pictures-and-sgt.md):

* ``sgt-galaxies --save PREFIX --with-solutions`` reads game IDs on stdin and writes one
  save file ``PREFIX0``, ``PREFIX1``, ... per ID; its ``SOLVE :<len>:S;E<x>,<y>;...``
  line lists the set edges in sgt's doubled coordinates (x = c2, y = r2; the outline is
  implicit). When the solver cannot finish (no solution, or deeper guessing than it
  allows) it prints ``PREFIX0: unable to show solution: ...`` on stderr, exits 1 and
  writes nothing. On a puzzle with several solutions it silently returns one of them.
* IDs with a side below 3 are refused ("Width and height must both be at least 3").
* ``--generate N WxHd<n|u>#SEED`` is deterministic for a given seed string (and a prefix
  of a longer run with the same seed); without ``#SEED`` it seeds from the clock.
  Unknown difficulty letters are silently ignored, so they are checked here.
* Its stdout is block-buffered into a pipe, hence ``stdbuf -oL`` when lines are streamed.

Every child runs in its own process group under a hard wall-clock limit enforced from
outside (the group is killed), in a temporary directory that is always removed; its wall
and CPU time come from ``wait4`` so they are the child's, not ours.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from puzzlebench.engine.run.children import dies_with_me, run_capped
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.types import GalaxiesGrid, GalaxiesInstance, centre_cells

BINARY_ENV = "PUZZLEBENCH_SGT_GALAXIES"
DEFAULT_BINARY = "/usr/games/sgt-galaxies"
APT_PACKAGE = "sgt-puzzles"
MIN_SIDE = 3
DIFFICULTIES = {"n": "normal", "u": "unreasonable"}
PROBE_TIMEOUT = 3.0  # seconds for a --version probe (its process group is killed then)
_SEED = re.compile(r"^[A-Za-z0-9._-]{1,64}$")


class SgtError(RuntimeError):
    """sgt-galaxies did something we cannot use (crash, unparsable output, bad answer)."""


def binary_path() -> str:
    """The binary: ``$PUZZLEBENCH_SGT_GALAXIES`` if set (tests point it at fakes), else Debian's."""
    return os.environ.get(BINARY_ENV) or DEFAULT_BINARY


def _usable(path: str) -> tuple[bool, str]:
    """Can ``path`` be executed? (no child started: solve() calls this every time)"""
    if not os.path.isfile(path):
        return False, f"{path} not found (install the Debian package {APT_PACKAGE!r})"
    if not os.access(path, os.X_OK):
        return False, f"{path} is not executable"
    return True, ""


def available(binary: str | None = None) -> tuple[bool, str]:
    """(True, version) if sgt-galaxies can run here, else (False, why not and how to fix it)."""
    path = binary or binary_path()
    ok, why = _usable(path)
    return (True, version(path)) if ok else (False, why)


@functools.lru_cache(maxsize=8)
def version(binary: str | None = None) -> str:
    """The sgt-puzzles version: the Debian package version, else the binary's ``--version``.

    Cached: the pipeline asks once per run record and the answer never changes mid-run.
    """
    path = binary or binary_path()
    if path == DEFAULT_BINARY and shutil.which("dpkg-query"):
        with contextlib.suppress(OSError):
            code, text = run_capped(["dpkg-query", "-W", "-f", "${Version}", APT_PACKAGE], PROBE_TIMEOUT)
            if code == 0 and text.strip():
                return text.strip()
    try:
        code, text = run_capped([path, "--version"], PROBE_TIMEOUT)
    except OSError as exc:
        return f"unknown ({exc.__class__.__name__})"
    if code is None:
        return f"unknown (--version did not answer within {PROBE_TIMEOUT:g} s)"
    m = re.search(r"Version (\S+)", text)
    return m.group(1) if m else "unknown"


def _require(binary: str) -> None:
    ok, why = _usable(binary)
    if not ok:
        raise PuzzleInputError(f"sgt-galaxies is not available: {why}")


# ------------------------------------------------------------------------ child process
@dataclass
class _Child:
    returncode: int | None  # None: killed at the time limit
    wall: float
    cpu: float
    stderr: str


def _timer(seconds: float, action: Callable[[], None]) -> threading.Timer:
    # threading.Timer cannot wait "forever" (OverflowError past time_t): cap at a year
    timer = threading.Timer(min(max(seconds, 0.0), 365 * 86400.0), action)
    timer.daemon = True
    timer.start()
    return timer


def _run_child(argv: list[str], stdin_text: str, time_limit: float, workdir: Path,
               on_line: Callable[[str], None] | None = None, line_limit: float | None = None) -> _Child:
    """Run ``argv`` in its own process group; kill the group after ``time_limit`` seconds,
    or when ``line_limit`` seconds pass without a line on stdout (a per-puzzle limit for a
    generator that prints one game ID per puzzle). The child also dies with this process
    (:func:`puzzlebench.engine.run.children.die_with_parent`), so a SIGKILL of the caller leaves none behind.

    stdin is written at once (IDs are short); stdout is read line by line and handed to
    ``on_line`` (with ``stdbuf -oL`` lines arrive as they are made); stderr goes to a file so
    a chatty child can never block on a full pipe. ``wait4`` gives the child's own rusage.
    """
    err_path = workdir / "stderr.txt"
    with open(err_path, "wb") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err,
            cwd=workdir, start_new_session=True, preexec_fn=dies_with_me(),
        )
    lock = threading.Lock()
    state: dict[str, Any] = {"done": False, "killed": False}

    def kill() -> None:
        with lock:
            if not state["done"]:
                state["killed"] = True
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)

    timers = [_timer(time_limit, kill)]
    if line_limit is not None:
        timers.append(_timer(line_limit, kill))
    try:
        assert proc.stdin is not None and proc.stdout is not None
        try:
            proc.stdin.write(stdin_text.encode())
            proc.stdin.close()
        except BrokenPipeError:
            pass
        for raw in proc.stdout:
            if line_limit is not None:  # a line came: the next one has line_limit again
                timers.pop().cancel()
                timers.append(_timer(line_limit, kill))
            if on_line is not None:
                on_line(raw.decode(errors="replace").rstrip("\n"))
        proc.stdout.close()
        # wait for the exit without reaping (the pid stays ours), disarm the killer, then
        # reap: so the timer can never signal a process group whose pid was reused
        os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOWAIT)
        wall = time.perf_counter() - start
        with lock:
            state["done"] = True
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
    finally:
        for timer in timers:
            timer.cancel()
        if proc.returncode is None:  # an exception (e.g. from on_line): do not leave it running
            kill()
            proc.wait()
    cpu = usage.ru_utime + usage.ru_stime
    stderr = err_path.read_text(errors="replace")
    return _Child(None if state["killed"] else proc.returncode, wall, cpu, stderr)


def _line_buffered(argv: list[str]) -> list[str]:
    stdbuf = shutil.which("stdbuf")
    return [stdbuf, "-oL", *argv] if stdbuf else argv


# ------------------------------------------------------------------------------- solve
class SgtStatus(StrEnum):
    """What one run of ``sgt-galaxies``' solver did (its grid is sgt's word only).

    Not :class:`~puzzlebench.engine.baselines.BaselineStatus`: this is the binary's own
    result, which the generator uses too (an sgt puzzle sgt cannot solve is refused), and
    its value ``solved`` is what the record's ``stats.sgt_status`` has always said; the
    baseline turns it into ``found``/``gave_up``/``timeout``/``error``."""

    SOLVED = "solved"  # it printed a solution (not yet checked)
    GAVE_UP = "gave_up"  # "unable to show solution": more guessing needed than it allows
    TIMEOUT = "timeout"  # killed at the time limit
    ERROR = "error"  # crash, refusal or output we cannot read, with the reason in ``message``


@dataclass(frozen=True)
class SgtResult:
    """One run of sgt's solver: what happened, the grid if any, and the child's times."""

    status: SgtStatus
    solution: GalaxiesGrid | None
    wall: float  # seconds, spawn to reap (process start included)
    cpu: float  # the child's user + system seconds
    message: str = ""
    game_id: str = ""
    edges: int = field(default=0, compare=False)  # set edges in sgt's answer

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "solution": [list(r) for r in self.solution] if self.solution is not None else None,
            "wall": self.wall, "cpu": self.cpu, "message": self.message, "game_id": self.game_id,
        }


def parse_save(text: str) -> dict[str, str]:
    """sgt's save file: lines ``KEY<spaces>:<len>:<value>`` into {KEY: value}."""
    out: dict[str, str] = {}
    for line in text.splitlines():
        m = re.match(r"^([A-Z]+)\s*:(\d+):(.*)$", line)
        if m:
            out[m.group(1)] = m.group(3)[: int(m.group(2))]
    return out


def parse_solve_move(move: str, rows: int, cols: int) -> set[tuple[int, int]]:
    """The set edges ``(r2, c2)`` of a ``S;E<x>,<y>;...`` move (x = c2, y = r2 in sgt's lattice).

    Edges on the outline are dropped (implicit); anything that is not an edge point inside
    the 0..2H x 0..2W lattice is an error, since then we do not understand the output.
    """
    parts = move.split(";")
    if not parts or parts[0] != "S":
        raise SgtError(f"solve move does not start with 'S': {move[:40]!r}")
    edges = set()
    for part in parts[1:]:
        m = re.fullmatch(r"E(\d+),(\d+)", part)
        if not m:
            raise SgtError(f"unknown token {part!r} in sgt's solve move")
        c2, r2 = int(m.group(1)), int(m.group(2))
        if not (0 <= r2 <= 2 * rows and 0 <= c2 <= 2 * cols) or (r2 + c2) % 2 == 0:
            raise SgtError(f"edge E{c2},{r2} is not an edge of a {cols}x{rows} grid")
        if 0 < r2 < 2 * rows and 0 < c2 < 2 * cols:
            edges.add((r2, c2))
    return edges


def regions_to_solution(instance: GalaxiesInstance, edges: set[tuple[int, int]]) -> GalaxiesGrid:
    """Cells not separated by a set edge form regions; each must hold exactly one dot.

    Raises SgtError naming the region (by a cell) with no dot or several dots.
    """
    rows, cols = instance.rows, instance.cols
    region = [[-1] * cols for _ in range(rows)]
    count = 0
    for si in range(rows):
        for sj in range(cols):
            if region[si][sj] >= 0:
                continue
            region[si][sj] = count
            queue = deque([(si, sj)])
            while queue:
                i, j = queue.popleft()
                steps = (
                    (i, j + 1, (2 * i + 1, 2 * j + 2)), (i, j - 1, (2 * i + 1, 2 * j)),
                    (i + 1, j, (2 * i + 2, 2 * j + 1)), (i - 1, j, (2 * i, 2 * j + 1)),
                )
                for a, b, edge in steps:
                    if 0 <= a < rows and 0 <= b < cols and region[a][b] < 0 and edge not in edges:
                        region[a][b] = count
                        queue.append((a, b))
            count += 1
    owner: dict[int, int] = {}
    for g, dot in enumerate(instance.dots):
        regs = {region[i][j] for i, j in centre_cells(dot)}
        if len(regs) > 1:
            raise SgtError(f"dot {g} at {dot} is cut by an edge of sgt's answer")
        (reg,) = regs
        if reg in owner:
            raise SgtError(f"one region of sgt's answer holds two dots: {instance.dots[owner[reg]]} and {dot}")
        owner[reg] = g
    for i in range(rows):
        for j in range(cols):
            if region[i][j] not in owner:
                raise SgtError(f"the region of sgt's answer containing cell ({i}, {j}) holds no dot")
    return tuple(tuple(owner[region[i][j]] for j in range(cols)) for i in range(rows))


def solve(instance: GalaxiesInstance, time_limit: float, *, binary: str | None = None) -> SgtResult:
    """Solve with sgt's deductive solver under a hard wall-clock ``time_limit`` (seconds).

    Never raises for solver trouble: a crash, a refusal or unparsable output is status
    ``error`` with the reason; giving up is ``gave_up``; the limit is ``timeout``. The grid
    of a ``solved`` result is sgt's word only: the caller's checker decides.
    """
    from puzzlebench.instances.formats.sgt import to_game_id

    path = binary or binary_path()
    game_id = to_game_id(instance)
    if not time_limit == time_limit:  # NaN would disable the limit silently
        raise PuzzleInputError("time limit must be a number of seconds, got NaN")
    if instance.rows < MIN_SIDE or instance.cols < MIN_SIDE:
        return SgtResult(SgtStatus.ERROR, None, 0.0, 0.0,
                         f"sgt-galaxies needs width and height >= {MIN_SIDE}, got {instance.cols}x{instance.rows}",
                         game_id)
    ok, why = _usable(path)
    if not ok:
        return SgtResult(SgtStatus.ERROR, None, 0.0, 0.0, why, game_id)
    with tempfile.TemporaryDirectory(prefix="pb-sgt-") as tmp:
        work = Path(tmp)
        prefix = work / "save"
        argv = _line_buffered([path, "--save", str(prefix), "--with-solutions"])
        try:
            child = _run_child(argv, game_id + "\n", time_limit, work)
        except OSError as exc:
            return SgtResult(SgtStatus.ERROR, None, 0.0, 0.0, f"cannot run {path}: {exc.strerror or exc}", game_id)
        res = functools.partial(SgtResult, wall=child.wall, cpu=child.cpu, game_id=game_id)
        err = " ".join(re.sub(re.escape(str(prefix)) + r"\d*:\s*", "", child.stderr).split())
        if child.returncode is None:
            return res(SgtStatus.TIMEOUT, None, message=f"killed after the {time_limit:g} s limit")
        if child.returncode != 0:
            if "unable to show solution" in child.stderr:
                return res(SgtStatus.GAVE_UP, None, message=err or "unable to show solution")
            return res(SgtStatus.ERROR, None, message=f"exit code {child.returncode}: {err or 'no message'}")
        save = Path(f"{prefix}0")
        if not save.exists():
            return res(SgtStatus.ERROR, None, message=f"exit code 0 but no save file; stderr: {err or 'empty'}")
        fields = parse_save(save.read_text(errors="replace"))
        move = fields.get("SOLVE")
        if move is None:
            return res(SgtStatus.ERROR, None, message="save file has no SOLVE line")
        try:
            edges = parse_solve_move(move, instance.rows, instance.cols)
            grid = regions_to_solution(instance, edges)
        except SgtError as exc:
            return res(SgtStatus.ERROR, None, message=str(exc))
        return res(SgtStatus.SOLVED, grid, message="", edges=len(edges))


# ---------------------------------------------------------------------------- generate
def _params(cols_by_rows: tuple[int, int], difficulty: str, seed: str | None) -> str:
    if (
        not isinstance(cols_by_rows, tuple | list)
        or len(cols_by_rows) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in cols_by_rows)
    ):
        raise PuzzleInputError(f"size must be (width, height), got {cols_by_rows!r}")
    width, height = cols_by_rows
    if width < MIN_SIDE or height < MIN_SIDE:
        raise PuzzleInputError(f"sgt-galaxies needs width and height >= {MIN_SIDE}, got {width}x{height}")
    if difficulty not in DIFFICULTIES:
        raise PuzzleInputError(f"difficulty must be 'n' (normal) or 'u' (unreasonable), got {difficulty!r}")
    if seed is not None and not _SEED.match(seed):
        raise PuzzleInputError(f"seed must be 1-64 characters from A-Z a-z 0-9 . _ -, got {seed!r}")
    params = f"{width}x{height}d{difficulty}"
    return f"{params}#{seed}" if seed is not None else params


def iter_generate(cols_by_rows: tuple[int, int], difficulty: str, count: int, seed: str | None = None,
                  *, binary: str | None = None, time_limit: float = 600.0,
                  solve_time_limit: float = 60.0, puzzle_time_limit: float | None = None,
                  on_generated: Callable[[int, str], None] | None = None) -> Iterator[GalaxiesInstance]:
    """Yield ``count`` puzzles from ``sgt-galaxies --generate`` as they come, each solved and checked.

    Generation runs in one child; its IDs are collected (streamed through ``stdbuf -oL``) and
    then solved one by one; ``on_generated(k, game_id)`` is called as each ID arrives, so a
    long run can show progress (``time_limit`` bounds the whole generation child, in seconds;
    ``solve_time_limit`` each solve, ``puzzle_time_limit`` the wait for each next ID). With ``seed`` the IDs depend
    only on the seed, size, difficulty and sgt version; without it sgt seeds from the clock
    and only the recorded game IDs make the files reproducible.
    """
    from puzzlebench.instances.checker import check
    from puzzlebench.instances.formats.sgt import from_game_id

    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise PuzzleInputError(f"count must be a positive integer, got {count!r}")
    params = _params(cols_by_rows, difficulty, seed)
    path = binary or binary_path()
    _require(path)
    ids: list[str] = []

    def got(line: str) -> None:
        if line.strip():
            ids.append(line.strip())
            if on_generated is not None:
                on_generated(len(ids), ids[-1])

    with tempfile.TemporaryDirectory(prefix="pb-sgtgen-") as tmp:
        child = _run_child(_line_buffered([path, "--generate", str(count), params]), "", time_limit,
                           Path(tmp), on_line=got, line_limit=puzzle_time_limit)
    if child.returncode is None:
        per = f" or {puzzle_time_limit:g} s per puzzle" if puzzle_time_limit is not None else ""
        raise SgtError(f"sgt-galaxies --generate {count} {params} did not finish within {time_limit:g} s{per} "
                       f"({len(ids)} of {count} puzzles made)")
    if child.returncode != 0:
        raise SgtError(f"sgt-galaxies --generate {count} {params} failed (exit {child.returncode}): "
                       f"{' '.join(child.stderr.split()) or 'no message'}")
    if len(ids) != count:
        raise SgtError(f"sgt-galaxies --generate {count} {params} printed {len(ids)} game IDs")
    ver = version(path)
    for k, game_id in enumerate(ids):
        try:
            inst = from_game_id(game_id)
        except PuzzleInputError as exc:  # sgt's own output: its fault, not the user's
            raise SgtError(f"sgt-galaxies printed an unreadable game ID {game_id[:60]!r}: {exc}") from None
        if (inst.cols, inst.rows) != tuple(cols_by_rows):
            raise SgtError(f"sgt-galaxies made {game_id!r}, not a {cols_by_rows[0]}x{cols_by_rows[1]} puzzle")
        result = solve(inst, solve_time_limit, binary=path)
        if result.status != SgtStatus.SOLVED or result.solution is None:
            raise SgtError(f"sgt-galaxies could not solve its own puzzle {game_id}: {result.status} {result.message}")
        violations = check(inst, result.solution)
        if violations:
            raise SgtError(f"sgt's solution of {game_id} fails the checker: {violations[0]}")
        source = {
            "generator": "sgt-galaxies",
            "version": ver,
            "game_id": game_id,
            "difficulty": DIFFICULTIES[difficulty],
            "params": params,
            "seed": seed,
            "index": k,
            "uniqueness": "by construction (sgt-galaxies generates uniquely solvable puzzles)",
        }
        yield GalaxiesInstance(inst.rows, inst.cols, inst.dots, result.solution,
                               instance_name(cols_by_rows, difficulty, seed, k, game_id), source)


def generate(cols_by_rows: tuple[int, int], difficulty: str, count: int, seed: str | None = None,
             **kwargs: Any) -> list[GalaxiesInstance]:
    """All of :func:`iter_generate` as a list."""
    return list(iter_generate(cols_by_rows, difficulty, count, seed, **kwargs))


def instance_name(cols_by_rows: tuple[int, int], difficulty: str, seed: str | None, index: int,
                  game_id: str) -> str:
    """A deterministic file-safe name: by seed and index, else by a hash of the game ID."""
    import hashlib

    width, height = cols_by_rows
    stem = f"sgt_{width}x{height}{difficulty}"
    if seed is not None:
        return f"{stem}_{seed}_{index:03d}"
    return f"{stem}_{hashlib.sha256(game_id.encode()).hexdigest()[:10]}"
