"""Galaxy sizes like janko's: the distance measure, the reference, the generator's draws,
``max_open``, and the progress the generator reports."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from puzzlebench.engine.generate.common import GenerationProgress, Phase
from puzzlebench.engine.generate.galaxies import generate_galaxies
from puzzlebench.engine.generate.hardness import measure
from puzzlebench.instances.checker import check
from puzzlebench.instances.galaxies_growth import TargetSizes, random_partition
from puzzlebench.instances.galaxy_sizes import (
    cell_weighted,
    cumulative,
    galaxy_sizes,
    janko_reference,
    ks_distance,
    share_above,
)
from puzzlebench.instances.structure import hardness_class, size_class

JANKO = Path(__file__).resolve().parents[1] / ".." / "shared" / "instances" / "janko" / "Galaxies_dataset.json"
needs_janko = pytest.mark.skipif(not JANKO.exists(), reason="../shared janko dataset not here")


def test_cell_weighted_counts_cells_and_ks_is_the_largest_gap():
    assert galaxy_sizes([[0, 0, 1], [2, 2, 2]]) == [2, 1, 3]
    a = cell_weighted([2, 1, 3])
    assert a == Counter({1: 1, 2: 2, 3: 3})
    assert cumulative(a, 3) == [1 / 6, 3 / 6, 1.0]
    assert ks_distance(a, a) == 0.0
    b = cell_weighted([6])  # every cell in one galaxy of 6
    assert ks_distance(a, b) == pytest.approx(1.0)  # at s = 3 all of a, none of b
    assert share_above(a, 2) == pytest.approx(0.5)


def test_size_and_hardness_classes():
    assert [size_class(s) for s in (1, 12, 13, 24, 25, 60)] == ["<=12", "<=12", "13-24", "13-24", ">24", ">24"]
    assert hardness_class(0, 100) == "settled"
    assert hardness_class(33, 100) == "partial"
    assert hardness_class(34, 100) == "open"


@needs_janko
def test_janko_reference_is_the_measured_one_and_the_generator_table_agrees():
    ref, puzzles = janko_reference(JANKO)
    assert len(puzzles) == 103 and all(p.rows * p.cols >= 300 for p in puzzles)
    assert share_above(ref, 12) == pytest.approx(0.223, abs=0.002)
    from puzzlebench.instances.galaxies_growth import JANKO_PER_MILLE

    count = Counter(s for p in puzzles for s in galaxy_sizes(p.solution))
    total = sum(count.values())
    for s, per_mille in JANKO_PER_MILLE.items():  # the generator's table is janko's, rounded
        assert 1000 * count[s] / total == pytest.approx(per_mille, abs=0.06)


def test_targets_have_no_cap_unless_asked():
    free = TargetSizes.for_grid(100 * 100)
    assert max(free.sizes) > 100  # a geometric tail, bounded by the grid only
    capped = TargetSizes.for_grid(100 * 100, 12)
    assert max(capped.sizes) == 12
    rng = random.Random(0)
    assert all(1 <= capped.draw(rng) <= 12 for _ in range(200))


@needs_janko
def test_partitions_are_janko_like_and_their_largest_galaxy_grows_with_the_grid():
    ref, _ = janko_reference(JANKO)
    largest = {}
    for n in (20, 60):
        pooled: Counter[int] = Counter()
        tops = []
        for seed in range(4):
            dots, owner = random_partition(n, n, random.Random(seed))
            sizes = galaxy_sizes(owner)
            pooled.update(cell_weighted(sizes))
            tops.append(max(sizes))
        assert ks_distance(pooled, ref) <= 0.12, n  # the repairs then add one-cell galaxies
        largest[n] = sorted(tops)[len(tops) // 2]
    assert largest[60] > largest[20] and largest[60] > 24


def test_max_open_zero_means_deduction_settles_every_cell():
    inst = generate_galaxies(14, 14, 3, max_open=0.0, certify=False)
    assert measure(inst) == dict(inst.source)["hardness"]
    assert dict(inst.source)["hardness"]["open_cells"] == 0
    assert dict(inst.source)["options"]["max_open"] == 0.0
    assert check(inst) == []


@pytest.mark.parametrize("kwargs", [{"max_open": 1.0}, {"max_open": -0.1}, {"max_open": 0.2, "min_open": 0.3}])
def test_bad_max_open(kwargs):
    from puzzlebench.instances.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError):
        generate_galaxies(8, 8, 1, **kwargs)


def test_progress_reports_each_step_and_does_not_change_the_puzzle():
    events: list[GenerationProgress] = []
    a = generate_galaxies(12, 12, 2, certify=False, progress=events.append)
    b = generate_galaxies(12, 12, 2, certify=False)
    assert a == b
    phases = [e.phase for e in events]
    assert phases[0] == Phase.PARTITION and Phase.CHECK in phases
    check_events = [e for e in events if e.phase == Phase.CHECK]
    assert all(e.cells == 144 and 0 <= e.open_cells <= 144 for e in check_events)
    assert "cells open" in check_events[-1].line()


def test_cli_prints_progress_with_v_and_refuses_galaxies_options_for_troix(tmp_path: Path, capsys):
    from puzzlebench.scripts.cli import main

    assert main(["generate", "galaxies", "--rows", "8", "--cols", "8", "--seed", "1", "--no-certify",
                 "-v", "-o", str(tmp_path / "g.json")]) == 0
    err = capsys.readouterr().err
    assert "[generate galaxies 8x8 seed 1] attempt 1/20, partition, elapsed" in err
    assert "check round 0" in err
    assert main(["generate", "troix", "--rows", "6", "--cols", "6", "--max-open", "0", "-o",
                 str(tmp_path / "t.json")]) == 2
    assert "galaxies options" in capsys.readouterr().err


def test_help_states_the_real_defaults(capsys):
    from puzzlebench.scripts.cli import main

    with pytest.raises(SystemExit):
        main(["generate", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "default: no cap" in out and "at most 24" not in out
    assert "--max-open" in out
