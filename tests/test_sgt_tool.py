"""sgt-galaxies wrapper: output parsing (no binary needed), real solves and generation
(skipped with the reason when the binary is absent), and timeouts/crashes via fake binaries."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlebench.engine.baselines import sgt_tool
from puzzlebench.engine.baselines.sgt_tool import (
    SgtError,
    parse_save,
    parse_solve_move,
    regions_to_solution,
)
from puzzlebench.instances.checker import check
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats.sgt import from_game_id, to_game_id
from puzzlebench.instances.types import GalaxiesInstance

HAVE_SGT, WHY_NOT = sgt_tool.available()
needs_sgt = pytest.mark.skipif(not HAVE_SGT, reason=f"sgt-galaxies unavailable: {WHY_NOT}")

SAVE_3X3 = """SAVEFILE:41:Simon Tatham's Portable Puzzle Collection
VERSION :1:1
GAME    :8:Galaxies
PARAMS  :5:3x3dn
DESC    :3:cnc
SOLVE   :26:S;E1,2;E3,2;E4,3;E4,5;E5,2
"""
CNC_GRID = ((0, 0, 0), (1, 1, 2), (1, 1, 2))


# ------------------------------------------------------------------ parsing, no binary
def test_parse_save_and_move():
    fields = parse_save(SAVE_3X3)
    assert fields["DESC"] == "cnc" and fields["GAME"] == "Galaxies"
    edges = parse_solve_move(fields["SOLVE"], 3, 3)
    assert edges == {(2, 1), (2, 3), (3, 4), (5, 4), (2, 5)}  # (r2, c2)
    assert regions_to_solution(from_game_id("3x3:cnc"), edges) == CNC_GRID


def test_outline_edges_are_ignored_and_junk_refused():
    assert parse_solve_move("S;E0,1;E1,0;E6,5", 3, 3) == set()
    for bad in ("X;E1,2", "S;E1,2;Q", "S;E2,2", "S;E9,2", "S;E1"):
        with pytest.raises(SgtError):
            parse_solve_move(bad, 3, 3)


def test_region_errors():
    inst = from_game_id("3x3:cnc")
    with pytest.raises(SgtError, match="holds no dot"):  # cell (0, 0) cut off the top row
        regions_to_solution(inst, {(2, 1), (2, 3), (3, 4), (5, 4), (2, 5), (1, 2)})
    with pytest.raises(SgtError, match="two dots"):  # bottom-right domino merged with the block
        regions_to_solution(inst, {(2, 1), (2, 3), (2, 5)})
    with pytest.raises(SgtError, match="cut by an edge"):  # edges through the vertex dot (4, 2)
        regions_to_solution(inst, {(2, 1), (2, 3), (3, 4), (5, 4), (2, 5), (4, 1), (4, 3)})


@st.composite
def domino_tilings(draw):
    """A random tiling by 1x1 and 1x2/2x1 pieces: each piece is a valid galaxy about its centre."""
    rows, cols = draw(st.integers(1, 6)), draw(st.integers(1, 6))
    grid = [[-1] * cols for _ in range(rows)]
    dots = []
    for i in range(rows):
        for j in range(cols):
            if grid[i][j] >= 0:
                continue
            options = ["one"]
            if j + 1 < cols and grid[i][j + 1] < 0:
                options.append("right")
            if i + 1 < rows:
                options.append("down")
            kind = draw(st.sampled_from(options))
            g = len(dots)
            grid[i][j] = g
            if kind == "one":
                dots.append((2 * i + 1, 2 * j + 1))
            elif kind == "right":
                grid[i][j + 1] = g
                dots.append((2 * i + 1, 2 * j + 2))
            else:
                grid[i + 1][j] = g
                dots.append((2 * i + 2, 2 * j + 1))
    return rows, cols, dots, grid


@given(domino_tilings())
def test_edges_round_trip_to_regions(tiling):
    rows, cols, dots, grid = tiling
    inst = GalaxiesInstance(rows, cols, dots)
    edges = set()
    for i in range(rows):
        for j in range(cols):
            if j + 1 < cols and grid[i][j] != grid[i][j + 1]:
                edges.add((2 * i + 1, 2 * j + 2))
            if i + 1 < rows and grid[i][j] != grid[i + 1][j]:
                edges.add((2 * i + 2, 2 * j + 1))
    move = "S" + "".join(f";E{c2},{r2}" for r2, c2 in sorted(edges))
    sol = regions_to_solution(inst, parse_solve_move(move, rows, cols))
    assert check(inst, sol) == []
    rank = {d: k for k, d in enumerate(inst.dots)}
    assert sol == tuple(tuple(rank[dots[g]] for g in row) for row in grid)


def test_too_small_and_missing_binary():
    small = GalaxiesInstance(2, 2, [(2, 2)])
    r = sgt_tool.solve(small, 5)
    assert r.status == "error" and ">= 3" in r.message
    r = sgt_tool.solve(from_game_id("3x3:cnc"), 5, binary="/nonexistent/sgt-galaxies")
    assert r.status == "error" and "sgt-puzzles" in r.message
    assert sgt_tool.available("/nonexistent/sgt-galaxies")[0] is False


# ------------------------------------------------------------------------ fake binaries
def _fake(tmp_path: Path, body: str) -> str:
    path = tmp_path / "fake-sgt"
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def test_timeout_kills_the_process_group(tmp_path: Path):
    pidfile = tmp_path / "child.pid"
    fake = _fake(tmp_path, f"sleep 30 & echo $! > {pidfile}; wait")
    t = time.perf_counter()
    r = sgt_tool.solve(from_game_id("3x3:cnc"), 0.3, binary=fake)
    assert r.status == "timeout" and "0.3" in r.message
    assert time.perf_counter() - t < 5
    assert 0.25 < r.wall < 5
    pid = int(pidfile.read_text())
    deadline = time.time() + 3
    while time.time() < deadline:  # the grandchild died with the group (gone or a zombie)
        try:
            state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
        except FileNotFoundError:
            break
        if state == "Z":
            break
        time.sleep(0.05)
    else:
        os.kill(pid, 9)
        pytest.fail("the grandchild sleep survived the timeout")


def test_crash_and_garbage_are_errors(tmp_path: Path):
    crash = _fake(tmp_path, "kill -SEGV $$")
    r = sgt_tool.solve(from_game_id("3x3:cnc"), 5, binary=crash)
    assert r.status == "error" and "-11" in r.message
    garbage = _fake(tmp_path, 'printf "SOLVE   :7:S;E1,1Q\\n" > "${2}0"')
    r = sgt_tool.solve(from_game_id("3x3:cnc"), 5, binary=garbage)
    assert r.status == "error" and "E1,1Q" in r.message
    silent = _fake(tmp_path, "exit 0")
    assert sgt_tool.solve(from_game_id("3x3:cnc"), 5, binary=silent).status == "error"


# ------------------------------------------------------------------------- real binary
@needs_sgt
def test_version():
    v = sgt_tool.version()
    assert v and v != "unknown"


@needs_sgt
def test_solve_cnc():
    r = sgt_tool.solve(from_game_id("3x3:cnc"), 10)
    assert r.status == "solved" and r.solution == CNC_GRID
    assert r.wall > 0 and r.cpu >= 0 and r.game_id == "3x3:cnc"


@needs_sgt
def test_unlimited_time_and_nan():
    assert sgt_tool.solve(from_game_id("3x3:cnc"), float("inf")).status == "solved"
    with pytest.raises(PuzzleInputError, match="NaN"):
        sgt_tool.solve(from_game_id("3x3:cnc"), float("nan"))


@needs_sgt
def test_unsolvable_puzzle_gives_up():
    # one dot at the centre of cell (0, 1) of a 3x3 grid: its galaxy can only be row 0
    # (or less), nothing can cover the other rows, so no solution exists
    r = sgt_tool.solve(from_game_id("3x3:c"), 10)
    assert r.status == "gave_up" and "unable to show solution" in r.message
    assert r.solution is None


@needs_sgt
def test_single_centre_dot_is_the_whole_grid():
    # 4x4 with one dot at the vertex in the middle, (4, 4): point 3*7+3 = 24 -> 'y'. Not
    # ambiguous at all: the whole grid is the only galaxy (sgt answers "S", no edges)
    inst = from_game_id("4x4:y")
    assert inst.dots == ((4, 4),)
    r = sgt_tool.solve(inst, 10)
    assert r.status == "solved" and r.solution == ((0,) * 4,) * 4 and r.edges == 0


@needs_sgt
def test_non_unique_puzzle_returns_one_solution():
    # 3x3:cjj (dots at the centres of the middle column) has exactly two solutions (brute
    # force): three rows, or a single top and bottom cell around a seven-cell middle galaxy.
    # sgt does not give up on it: it silently picks one, and the checker accepts it
    inst = from_game_id("3x3:cjj")
    r = sgt_tool.solve(inst, 10)
    assert r.status == "solved" and check(inst, r.solution) == []


@needs_sgt
def test_generate_is_seeded_and_checked():
    a = sgt_tool.generate((6, 4), "n", 3, "t1")
    b = sgt_tool.generate((6, 4), "n", 2, "t1")
    assert [x.source["game_id"] for x in a[:2]] == [x.source["game_id"] for x in b]
    for k, inst in enumerate(a):
        assert (inst.rows, inst.cols) == (4, 6)
        assert check(inst) == []
        assert inst.name == f"sgt_6x4n_t1_{k:03d}"
        assert inst.source["generator"] == "sgt-galaxies"
        assert inst.source["version"] == sgt_tool.version()
        assert to_game_id(inst) == inst.source["game_id"]
    u = sgt_tool.generate((5, 5), "u", 2, "t1")
    assert all(check(x) == [] and x.source["difficulty"] == "unreasonable" for x in u)
    assert {x.source["game_id"] for x in u}.isdisjoint({x.source["game_id"] for x in a})


@needs_sgt
def test_generate_unseeded_names_by_game_id():
    (inst,) = sgt_tool.generate((4, 3), "n", 1, None)
    assert inst.source["seed"] is None and inst.name.startswith("sgt_4x3n_")
    assert check(inst) == []


@pytest.mark.parametrize(
    ("size", "difficulty", "count", "seed", "match"),
    [((2, 5), "n", 1, None, ">= 3"), ((5, 5), "x", 1, None, "difficulty"),
     ((5, 5), "n", 0, None, "count"), ((5, 5), "n", 1, "a b", "seed"), ((5,), "n", 1, None, "size")],
)
def test_generate_bad_arguments(size, difficulty, count, seed, match):
    with pytest.raises(PuzzleInputError, match=match):
        sgt_tool.generate(size, difficulty, count, seed, binary="/nonexistent")


@needs_sgt
def test_sgt_gives_up_on_solvable_janko_puzzles(janko_path: Path):
    """Two janko 10x10 puzzles (of 579) need more than sgt's solver can do: it gives up
    although janko's solution, which the checker accepts, exists. The other 577 it solves
    (docs/pictures-and-sgt.md)."""
    import json

    from puzzlebench.instances.formats.janko import parse_entry

    data = json.loads(janko_path.read_text())["data"]
    for name in ("159_10x10", "171_10x10"):
        inst = parse_entry(name, data[name])
        assert check(inst) == []
        r = sgt_tool.solve(inst, 10)
        assert r.status == "gave_up", (name, r.status, r.message)
    easy = parse_entry("01_7x7", data["01_7x7"])
    r = sgt_tool.solve(easy, 10)
    assert r.status == "solved" and check(easy, r.solution) == []


def test_generate_timeout_and_garbage(tmp_path: Path):
    slow = _fake(tmp_path, "sleep 30")
    t = time.perf_counter()
    with pytest.raises(SgtError, match="did not finish"):
        sgt_tool.generate((5, 5), "n", 1, "s", binary=slow, time_limit=0.3)
    assert time.perf_counter() - t < 5
    junk = _fake(tmp_path, 'echo "5x5:!!"')
    with pytest.raises(SgtError, match="unreadable game ID"):
        sgt_tool.generate((5, 5), "n", 1, "s", binary=junk)
    short = _fake(tmp_path, "exit 0")
    with pytest.raises(SgtError, match="printed 0 game IDs"):
        sgt_tool.generate((5, 5), "n", 2, "s", binary=short)
