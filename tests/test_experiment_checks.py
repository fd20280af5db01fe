"""The experiment's checks as a library call (puzzlebench.engine.experiment.checks), without Snakemake.

The pipeline's ``experiment`` step is one call of :func:`check`; tests/test_pipeline_config.py,
test_reliability.py and test_grid.py show through Snakemake that a bad experiment stops
there, before any plan or run.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from puzzlebench.engine.experiment.checks import check, problems
from puzzlebench.instances.errors import PuzzleInputError

ROOT = Path(__file__).resolve().parents[1]


def _tiny(**change: Any) -> dict[str, Any]:
    return {**yaml.safe_load((ROOT / "config" / "tiny.yaml").read_text()), **change}


@pytest.fixture(scope="module", autouse=True)
def probed_once() -> Iterator[None]:
    """Each modelling layer probed once for this module (a subprocess per layer, about a
    second each): the machine's answer is the same for every test here. The baselines'
    probe still runs in each test (``no_sgt`` replaces it)."""
    from puzzlebench.engine.experiment import probe

    patch = pytest.MonkeyPatch()
    patch.setattr(probe, "probe_layer", functools.cache(probe.probe_layer))
    yield
    patch.undo()


@pytest.fixture
def no_sgt(monkeypatch: pytest.MonkeyPatch) -> None:
    """This machine without sgt-galaxies (the baseline probes once per process, so its probe
    is replaced rather than the binary's path)."""
    from puzzlebench.engine import baselines

    monkeypatch.setattr(baselines.get("sgt"), "probe", lambda: (False, "no-sgt-here", ""))


@pytest.mark.slow
def test_the_tiny_experiment_passes() -> None:
    assert problems(_tiny()) == []
    check(_tiny())


@pytest.mark.slow
def test_every_problem_is_found_and_the_first_is_raised_in_one_line(no_sgt: None) -> None:
    bad = _tiny(
        variants=[{"variant": "galaxies/flow", "options": {"prune": ["all", "basic"], "pairs": [False, True]}},
                  {"variant": "troix/onehot", "options": {"prune": "none"}},
                  {"variant": "troix/nope"}],
        solvers=[{"layer": "ortools", "solver": "nope"},
                 {"layer": "sgt", "solver": "sgt"},
                 {"layer": "pyomo", "solver": "highs", "options": {"presolv": ["on", "off"]}},
                 {"layer": "ortools", "solver": "cpsat", "options": {"num_workers": 1}}])
    found = problems(bad)
    assert found[:3] == [
        "variant 'galaxies/flow' in the experiment: prune must be one of none, basic, reach, got 'all'",  # once
        "variant 'troix/onehot' in the experiment: variant troix/onehot has no option(s) ['prune']; "
        "it takes ['deduce', 'objective', 'objective_seed']",
        "variant 'troix/nope' in the experiment: unknown variant 'troix/nope'; known: " + found[2].split("known: ")[1],
    ]
    assert found[3] == "unknown solver ortools/nope (see `puzzlebench solvers`)"
    assert found[4].startswith("solver sgt/sgt is not available here: ") and "no-sgt-here" in found[4]
    assert found[5].startswith("solver pyomo/highs in the experiment: pyomo/highs has no option(s) 'presolv'")
    assert len(found) == 6  # cpsat with num_workers is fine
    with pytest.raises(PuzzleInputError) as err:
        check(bad)
    assert str(err.value) == found[0] + " (and 5 more)" and "\n" not in str(err.value)


def test_a_baseline_takes_no_solver_options(monkeypatch: pytest.MonkeyPatch) -> None:
    from puzzlebench.engine import baselines

    monkeypatch.setattr(baselines.get("sgt"), "probe", lambda: (True, "", "sgt-galaxies 1"))
    bad = _tiny(solvers=[{"layer": "sgt", "solver": "sgt", "options": {"x": 1}}])
    assert problems(bad) == ["solver sgt/sgt in the experiment: sgt is a baseline that solves the puzzle itself: "
                             "it takes no variant, variant options or solver options"]


def test_a_grid_that_does_not_expand_is_the_only_problem() -> None:
    bad = _tiny(variants=[{"variant": "galaxies/flow", "options": {"prune": []}}],
                solvers=[{"layer": "ortools", "solver": "nope"}])
    found = problems(bad)
    assert len(found) == 1 and found[0].startswith("the experiment's grid: ")
