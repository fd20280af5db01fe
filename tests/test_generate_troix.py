"""The Troix generator: valid, certified unique, deterministic, minimal when asked."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlebench.engine.generate.hardness import measure
from puzzlebench.engine.generate.troix import generate_troix
from puzzlebench.engine.generate.uniqueness import count_solutions
from puzzlebench.instances.checker import check
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.io import load
from puzzlebench.instances.troix_search import TroixSearch, domains_to_grid, shuffled_grid
from puzzlebench.instances.types import TroixInstance
from puzzlebench.scripts.cli import main


def _without(inst: TroixInstance, i: int, j: int) -> TroixInstance:
    rows = list(inst.givens)
    rows[i] = rows[i][:j] + "." + rows[i][j + 1:]
    return TroixInstance(inst.rows, inst.cols, tuple(rows))


def test_same_seed_same_text_and_different_seeds_differ():
    a = canonical.dumps(generate_troix(6, 9, 5))
    b = canonical.dumps(generate_troix(6, 9, 5))
    assert a == b
    others = {generate_troix(6, 9, s, certify=False).solution for s in (6, 7, 8)}
    assert len(others) >= 2


def test_cli_files_are_byte_identical(tmp_path: Path):
    for name in ("a.json", "b.json"):
        assert main(["generate", "troix", "--rows", "9", "--cols", "6", "--seed", "3", "-q",
                     "-o", str(tmp_path / name)]) == 0
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()


def test_cli_count_writes_a_directory(tmp_path: Path):
    out = tmp_path / "set"
    assert main(["generate", "troix", "--rows", "6", "--cols", "6", "--seed", "10", "--count", "2",
                 "-q", "-o", str(out)]) == 0
    names = sorted(p.name for p in out.iterdir())
    assert names == ["troix-6x6-s10.json", "troix-6x6-s11.json"]


def test_source_and_independent_recount():
    inst = generate_troix(12, 9, 2)
    src = dict(inst.source)
    assert check(inst) == []
    assert src["generator"] == "puzzlebench.generate_troix" and src["seed"] == 2
    assert src["uniqueness"]["verdict"] == "unique" and "cpsat" in src["uniqueness"]["route"]
    assert src["version"]["puzzlebench"] and src["version"]["solver"]
    assert src["givens"] == sum(ch != "." for row in inst.givens for ch in row)
    assert count_solutions(inst.with_solution(None)).verdict == "unique"


def test_minimal_means_every_given_is_needed():
    inst = generate_troix(6, 6, 4, minimal=True)
    assert dict(inst.source)["minimality"]["minimal"] is True
    for i, j, _ in inst.given_cells():
        assert count_solutions(_without(inst, i, j), limit=2).verdict == "multiple", (i, j)


def test_givens_ratio_tops_up_to_the_share_asked():
    inst = generate_troix(9, 9, 1, givens_ratio=0.8)
    n = sum(1 for _ in inst.given_cells())
    assert n == int(0.8 * 81)
    deeper = generate_troix(9, 9, 1, certify=False)
    assert sum(1 for _ in deeper.given_cells()) < n


def test_min_open_leaves_cells_to_search_and_hardness_is_recorded():
    easy = generate_troix(9, 9, 1, certify=False)
    hard = generate_troix(9, 9, 1, min_open=0.2)
    e, h = dict(easy.source)["hardness"], dict(hard.source)["hardness"]
    assert e == measure(easy) and h == measure(hard)
    assert h["open_cells"] >= 0.2 * 81 and h["search"] is True
    assert dict(hard.source)["uniqueness"]["verdict"] == "unique"
    assert count_solutions(hard.with_solution(None)).solutions == [hard.solution]


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), size=st.integers(1, 12))
def test_the_hard_pass_test_agrees_with_an_independent_count(seed: int, size: int):
    """_BatchTester (one model edited in place, the no-good over the batch only) says a
    batch can go exactly when the puzzle without it still has one solution, counted by the
    textbook model; its witness differs from the solution in a cell of the batch."""
    from puzzlebench.engine.generate.troix import ALL, _BatchTester
    from puzzlebench.instances.troix_search import grid_to_domains

    inst = generate_troix(9, 9, 1, certify=False)  # unique (the certificate is tested elsewhere)
    assert inst.solution is not None
    solution = grid_to_domains(9, 9, inst.solution)
    givens = grid_to_domains(9, 9, inst.givens)
    tester = _BatchTester(TroixSearch(9, 9), solution, effort=8.0)
    rng = random.Random(seed)
    for _ in range(2):  # a second batch on the edited model: the edits must be undone right
        kept = [c for c in range(81) if givens[c] != ALL]
        batch = rng.sample(kept, min(size, len(kept)))
        for c in batch:
            givens[c] = ALL
            tester.remove(c)
        differ = tester.other_solution(batch, givens)
        puzzle = TroixInstance(9, 9, tuple("".join(ch if givens[i * 9 + j] != ALL else "."
                                                   for j, ch in enumerate(row)) for i, row in enumerate(inst.solution)))
        count = len(count_solutions(puzzle).solutions)
        assert (differ is False) == (count == 1), (batch, differ, count)
        if differ is False:
            for c in batch:
                tester.settle(c)
            continue
        assert differ and set(differ) <= set(batch)
        for c in batch:  # put the batch back: the puzzle is unique again
            givens[c] = solution[c]
            tester.put_back(c)
        assert tester.other_solution([], givens) is False


@pytest.mark.parametrize("rows,cols", [(6, 30), (30, 9), (99, 99)])
def test_shuffled_grids_are_valid_and_random(rows: int, cols: int):
    grids = {domains_to_grid(rows, cols, shuffled_grid(rows, cols, random.Random(s))) for s in range(2)}
    for grid in grids:
        assert check(TroixInstance(rows, cols, grid, grid)) == []
    assert len(grids) == 2


@pytest.mark.parametrize("rows,cols", [(6, 30), (30, 9), (24, 24)])
def test_random_full_grids_are_valid(rows: int, cols: int):
    search = TroixSearch(rows, cols)
    grids = set()
    for seed in range(2):
        sol = search.random_solution(random.Random(seed))
        grid = domains_to_grid(rows, cols, sol)
        assert check(TroixInstance(rows, cols, grid, grid)) == []
        grids.add(grid)
    assert len(grids) == 2


@pytest.mark.parametrize("kwargs", [
    {"rows": 8, "cols": 9}, {"rows": 0, "cols": 3}, {"rows": 9, "cols": 9, "givens_ratio": 1.5},
    {"rows": 153, "cols": 9}, {"rows": 9, "cols": 9, "min_open": -0.1},
    {"rows": 9, "cols": 9, "givens_ratio": 0.5, "minimal": True}, {"rows": 3.0, "cols": 3},
])
def test_bad_arguments(kwargs):
    with pytest.raises(PuzzleInputError):
        generate_troix(seed=1, **kwargs)


def test_cli_bad_arguments_exit_2(tmp_path: Path, capsys):
    assert main(["generate", "troix", "--rows", "7", "--cols", "9", "-o", str(tmp_path / "x.json")]) == 2
    assert main(["generate", "troix", "--rows", "6", "--cols", "6", "--max-galaxy-size", "3",
                 "-o", str(tmp_path / "x.json")]) == 2
    assert main(["generate", "troix", "--rows", "6", "--cols", "6", "--requeue", "-o", str(tmp_path / "x.json")]) == 2
    assert main(["generate", "galaxies", "--rows", "6", "--cols", "6", "--requeue", "-o", str(tmp_path / "x.json")]) == 2
    assert main(["generate", "troix", "--rows", "6", "--cols", "6", "--escalate", "-o", str(tmp_path / "x.json")]) == 2
    assert main(["generate", "galaxies", "--rows", "6", "--cols", "6", "--escalate", "--min-open", "0.3",
                 "-o", str(tmp_path / "x.json")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert all(line.startswith("puzzlebench: error:") for line in err) and len(err) == 6
    assert "need --min-open" in err[2] and "troix options" in err[3]
    assert "need --min-open" in err[4] and "troix options" in err[5]
    assert not (tmp_path / "x.json").exists()


def test_cli_requeue_makes_an_algorithm_7_puzzle(tmp_path: Path):
    out = tmp_path / "x.json"
    assert main(["generate", "troix", "--rows", "9", "--cols", "9", "--seed", "2", "--min-open", "0.3", "--requeue",
                 "-q", "-o", str(out)]) == 0
    assert dict(load(out).source)["version"]["algorithm"] == 7


@settings(max_examples=8)
@given(rows=st.sampled_from([3, 6, 9]), cols=st.sampled_from([3, 6, 9]), seed=st.integers(0, 10**6))
def test_random_small_puzzles_are_valid_and_unique(rows: int, cols: int, seed: int):
    inst = generate_troix(rows, cols, seed)
    assert check(inst) == []
    assert dict(inst.source)["uniqueness"]["verdict"] == "unique"
    assert count_solutions(inst.with_solution(None)).solutions == [inst.solution]


@pytest.mark.parametrize(("size", "seed"), [(9, 5), (12, 0), (12, 1)])
def test_swap_witness_is_sound_and_sees_more_than_the_rectangle(size: int, seed: int):
    """Each given a swap witness calls needed is needed (the certificate route finds a
    second solution without it), and the 3-cycles find givens the rectangle alone does not."""
    from puzzlebench.engine.generate.troix import _line_pair_witness, swap_witness
    from puzzlebench.instances.troix_search import ALL, BIT

    inst = generate_troix(size, size, seed, givens_ratio=0.5, certify=False)
    search = TroixSearch(size, size)
    sol = [BIT[ch] for row in inst.solution for ch in row]
    givens = [BIT.get(ch, ALL) for row in inst.givens for ch in row]
    grid = [sol[r * size:(r + 1) * size] for r in range(size)]
    shown = by_rectangle = 0
    for i, j, _ in inst.given_cells():
        c = i * size + j
        if swap_witness(search, givens, sol, c):
            shown += 1
            assert count_solutions(_without(inst, i, j), limit=2).verdict == "multiple", (i, j)
        free = [[givens[r * size + q] == ALL or r * size + q == c for q in range(size)] for r in range(size)]
        by_rectangle += _line_pair_witness(grid, free, i, j, cycles=(2,))
    assert shown > by_rectangle > 0


def test_cli_a_seed_the_generator_gives_up_on_is_one_line_exit_1(tmp_path: Path, capsys):
    # no 9x9 grid leaves 95 % open: the generator redraws its grids, then gives up on the seed
    out = tmp_path / "x.json"
    assert main(["generate", "troix", "--rows", "9", "--cols", "9", "--min-open", "0.95", "-q", "-o", str(out)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["puzzlebench: generate troix 9x9 seed 0: no 9x9 Troix puzzle with 0.95 of the cells open "
                   "in 5 grids for seed 0"]
    assert not out.exists()


def test_cli_removes_what_a_killed_generation_left_half_written(tmp_path: Path):
    """A generation killed while it wrote its checkpoint leaves that write's temporary file;
    the next generation of the same output is the checkpoint's one writer and removes it."""
    from puzzlebench.instances.files import TEMPORARY_SUFFIX, temporary_prefix

    out = tmp_path / "x.json"
    checkpoint = tmp_path / ".x.json.checkpoint"
    stale = tmp_path / f"{temporary_prefix(checkpoint)}0a1b2c3d4e{TEMPORARY_SUFFIX}"
    stale.write_bytes(b"")
    assert main(["generate", "troix", "--rows", "6", "--cols", "6", "--seed", "1", "-q", "-o", str(out)]) == 0
    assert not stale.exists() and out.is_file() and not checkpoint.exists()
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]
