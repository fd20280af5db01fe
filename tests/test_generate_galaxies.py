"""The Galaxies generator: valid partitions, certified unique, deterministic, all dot kinds."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlebench.engine.generate.galaxies import find_other, generate_galaxies, with_rim
from puzzlebench.engine.generate.galaxies_ambiguity import AmbiguityChecker
from puzzlebench.engine.generate.hardness import measure
from puzzlebench.engine.generate.uniqueness import count_solutions
from puzzlebench.instances.checker import check
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.galaxies_growth import canonical_instance, dot_kinds, random_partition
from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.scripts.cli import main


def test_same_seed_same_text_and_different_seeds_differ():
    a = canonical.dumps(generate_galaxies(8, 9, 4))
    assert a == canonical.dumps(generate_galaxies(8, 9, 4))
    dots = {generate_galaxies(8, 9, s, certify=False).dots for s in (5, 6, 7)}
    assert len(dots) == 3


def test_cli_files_are_byte_identical(tmp_path: Path):
    for name in ("a.json", "b.json"):
        assert main(["generate", "galaxies", "--rows", "7", "--cols", "8", "--seed", "2", "-q",
                     "-o", str(tmp_path / name)]) == 0
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()


def test_valid_unique_all_dot_kinds_and_independent_recount():
    inst = generate_galaxies(12, 10, 3)
    src = dict(inst.source)
    assert check(inst) == []
    assert src["uniqueness"]["verdict"] == "unique" and "galaxies/labels" in src["uniqueness"]["route"]
    assert set(src["dot_kinds"]) == {"cell", "edge", "vertex"} == dot_kinds(list(inst.dots))
    assert count_solutions(inst.with_solution(None)).solutions == [inst.solution]


@pytest.mark.parametrize("k", [1, 3, 6])
def test_max_galaxy_size_is_honoured(k: int):
    inst = generate_galaxies(9, 9, 1, max_galaxy_size=k, certify=False)
    sizes = [sum(row.count(g) for row in inst.solution) for g in range(len(inst.dots))]
    # a dot's centre cells (up to 4) always form a galaxy, whatever k says
    assert max(sizes) <= max(k, 4)
    assert check(inst) == []


def test_random_partition_is_a_valid_solution():
    for seed in range(5):
        dots, owner = random_partition(11, 13, random.Random(seed), 20)
        inst = GalaxiesInstance(11, 13, dots, owner)  # indices into dots as drawn
        assert check(inst) == []


def test_find_other_returns_the_cells_where_another_solution_differs():
    dots = [(1, 3), (3, 3), (5, 3)]  # 3x3, two solutions (see test_uniqueness)
    rows_split = [[0, 0, 0], [1, 1, 1], [2, 2, 2]]
    diffs = find_other(3, 3, dots, rows_split)
    assert isinstance(diffs, list) and len(diffs) == 1 and diffs[0]
    other = count_solutions(GalaxiesInstance(3, 3, dots, None), limit=2).solutions
    canon = GalaxiesInstance(3, 3, dots, rows_split).solution
    second = next(s for s in other if s != canon)
    assert {(i, j) for i in range(3) for j in range(3) if second[i][j] != canon[i][j]} == set(diffs[0])
    assert find_other(1, 4, [(1, 2), (1, 6)], [[0, 0, 1, 1]]) is None


def test_deduction_alone_settles_small_galaxies_and_min_open_gives_harder_ones():
    easy = generate_galaxies(12, 12, 1, max_galaxy_size=4, certify=False)
    hard = generate_galaxies(12, 12, 1, min_open=0.4, certify=False)
    e, h = dict(easy.source)["hardness"], dict(hard.source)["hardness"]
    assert e == measure(easy) and h == measure(hard)  # stored = recomputed from the dots alone
    assert h["open_cells"] >= 0.4 * 144 and h["search"] is True
    assert e["deduced_share"] > h["deduced_share"]
    assert dict(hard.source)["options"]["min_open"] == 0.4


def test_cluster_checker_agrees_with_the_certificate_route():
    for seed in range(4):
        dots, owner = random_partition(9, 9, random.Random(seed), 16)
        inst = canonical_instance(dots, owner)
        mine = AmbiguityChecker().check(inst).verdict
        route = count_solutions(inst.with_solution(None), limit=2).verdict
        assert mine == route, seed


@pytest.mark.parametrize("kwargs", [
    {"rows": 1, "cols": 5}, {"rows": 5, "cols": 201}, {"rows": 5, "cols": 5, "max_galaxy_size": 0},
    {"rows": "5", "cols": 5}, {"rows": 5, "cols": 5, "min_open": 1.0},
])
def test_bad_arguments(kwargs):
    with pytest.raises(PuzzleInputError):
        generate_galaxies(seed=1, **kwargs)


def test_cli_troix_options_refused(tmp_path: Path, capsys):
    assert main(["generate", "galaxies", "--rows", "5", "--cols", "5", "--minimal",
                 "-o", str(tmp_path / "x.json")]) == 2
    assert capsys.readouterr().err.startswith("puzzlebench: error:")


@settings(max_examples=8)
@given(rows=st.integers(2, 8), cols=st.integers(2, 8), seed=st.integers(0, 10**6))
def test_random_small_puzzles_are_valid_and_unique(rows: int, cols: int, seed: int):
    inst = generate_galaxies(rows, cols, seed)
    assert check(inst) == []
    assert dict(inst.source)["uniqueness"]["verdict"] == "unique"
    assert count_solutions(inst.with_solution(None)).solutions == [inst.solution]


def test_window_search_finds_only_real_other_solutions(monkeypatch):
    """Windows forced on small grids (every cluster is 'big', 5x5 windows): the verdict still
    agrees with the certificate route, and each window witness is a real other solution
    (adding a dot on one of its differing cells, as the repair does, changes the answer)."""
    import puzzlebench.engine.generate.galaxies_ambiguity as amb

    monkeypatch.setattr(amb, "WINDOW_MIN_CELLS", 4)
    monkeypatch.setattr(amb, "WINDOW", 5)
    windows = 0
    for seed in range(6):
        dots, owner = random_partition(10, 10, random.Random(seed), 12)
        inst = canonical_instance(dots, owner)
        checker = AmbiguityChecker()
        res = checker.check(inst)
        windows += checker.windows
        route = count_solutions(inst.with_solution(None), limit=2)
        assert res.verdict == route.verdict, seed
        if res.verdict == "multiple":
            others = [s for s in count_solutions(inst.with_solution(None), limit=50).solutions
                      if s != inst.solution]
            diffs = [{(i, j) for i in range(10) for j in range(10) if s[i][j] != inst.solution[i][j]}
                     for s in others]
            for diff in res.diffs:  # the cells one window witness changed: all of them
                assert any(set(diff) <= d for d in diffs), seed
    assert windows > 0  # the windows were used


@pytest.mark.parametrize(("rows", "cols", "seed"), [(12, 12, 1), (20, 20, 2), (17, 31, 4), (40, 40, 3)])
def test_sparse_deduction_is_the_dense_fixed_point(rows: int, cols: int, seed: int):
    """The generator's deduction on candidate pairs gives the same candidates as the
    dense :func:`deduce` (random partitions, and again after splitting cells off)."""
    import numpy as np

    from puzzlebench.engine.generate.galaxies_ambiguity import deduced_candidates
    from puzzlebench.instances.galaxies_growth import split_off
    from puzzlebench.models.galaxies.geometry import candidates, deduce, geometry

    rng = random.Random(seed)
    dots, owner = random_partition(rows, cols, rng)
    for _ in range(3):
        inst = canonical_instance(dots, owner)
        geo = geometry(inst.with_solution(None))
        dense = deduce(geo, candidates(geo, "reach"), reached=True)
        _, cand = deduced_candidates(inst)
        assert np.array_equal(cand, dense)
        open_ = [divmod(int(k), cols) for k in np.flatnonzero(cand.sum(axis=0) > 1)]
        rng.shuffle(open_)
        for c in open_[: max(1, len(open_) // 20)]:
            split_off(owner, dots, [c], rng)



def test_sat_cluster_proof_agrees_with_the_certificate_route():
    """Every cluster forced through the SAT proof (``sat_proof_cells=0``): the verdict is
    the certificate route's, on partitions with and without other solutions, and each
    witness changes only cells where a real other solution differs."""
    proved: dict[str, int] = {}
    for seed in range(8):
        dots, owner = random_partition(12, 12, random.Random(seed), 40)
        inst = canonical_instance(dots, owner)
        checker = AmbiguityChecker(sat_proof_cells=0)
        res = checker.check(inst)
        route = count_solutions(inst.with_solution(None), limit=50)
        assert res.verdict == route.verdict, seed
        others = [{(i, j) for i in range(12) for j in range(12) if s[i][j] != inst.solution[i][j]}
                  for s in route.solutions if s != inst.solution]
        for diff in res.diffs:
            assert any(set(diff) <= d for d in others), seed
        assert checker.windows == 0
        if checker.solves:
            proved[res.verdict] = proved.get(res.verdict, 0) + 1
    assert proved.get("unique", 0) >= 2 and proved.get("multiple", 0) >= 2  # both ways exercised


def test_settling_splits_next_to_a_cluster_it_cannot_split_inside():
    # 20x20 seed 3 at max_open 0: its first attempt ended with a few open cells none of
    # which could be split (version 7 rejected it and took the next partition); a split
    # next to them settles them in the same attempt
    inst = generate_galaxies(20, 20, seed=3, max_open=0.0)
    assert inst.source["attempt"] == 0
    assert inst.source["version"]["algorithm"] == 8
    assert inst.source["hardness"]["open_cells"] == 0 and inst.source["uniqueness"]["verdict"] == "unique"
    assert check(inst) == []


def test_a_cluster_with_its_rim_in_order():
    cells = [(0, 0), (0, 1)]
    assert with_rim(cells, 3, 3) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)]
