"""A pipeline step imports what it uses and no more: each step is its own process, and a
heavy import (scipy.stats ~0.75 s of CPU, pandas ~0.45 s, seaborn, which imports both) is
paid by every run of the pipeline however small. Each case imports the step's library in
a fresh interpreter and lists what got loaded."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

CASES = [
    # the plot and findings libraries: scipy.stats only when a binomial test is reached
    ("puzzlebench.analysis.figures", ("seaborn", "scipy.stats")),
    ("puzzlebench.analysis.findings", ("seaborn", "scipy.stats")),
    # the findings step puts the sections the aggregate step wrote beside the figures
    ("puzzlebench.analysis.findings_page", ("pandas", "numpy", "matplotlib", "scipy")),
    # the explore page reads its two CSV tables with the standard library
    ("puzzlebench.analysis.explore", ("pandas", "numpy", "matplotlib")),
    # the experiment step's checks: the variants' table, the pairs and the probes' types, no
    # formulation and no adapter (numpy, scipy: the registry and the adapters' base)
    ("puzzlebench.engine.experiment.checks", ("numpy", "scipy", "pandas", "puzzlebench.models.registry",
                                              "puzzlebench.models.backends.base")),
]


@pytest.mark.parametrize(("module", "absent"), CASES)
def test_step_library_leaves_heavy_modules_out(module: str, absent: tuple[str, ...]) -> None:
    code = f"import json, sys, {module}; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(json.loads(out.stdout))
    assert module in loaded
    assert not loaded & set(absent), f"{module} imports {sorted(loaded & set(absent))}"


def test_experiment_checks_of_plain_entries_load_no_model_code() -> None:
    """A variant with its options and a solver without options are checked from the
    variants' table and the pairs' table (the probe, a child process, is apart)."""
    code = """if True:
        import json, sys
        from puzzlebench.engine.experiment import checks
        from puzzlebench.engine.experiment.design import SolverEntry, VariantEntry
        from puzzlebench.engine.run import request
        bad = checks.variant_problems([VariantEntry("galaxies/cuts", {"pairs": True, "deduce": True}, "a"),
                                       VariantEntry("galaxies/cuts", {"prune": "all"}, "b")])
        solver = SolverEntry("ortools", "cpsat", {}, (), False)
        why = [request.pair_problem(*solver.key), request.solver_options_problem(*solver.key, solver.options)]
        print(json.dumps([bad, why, sorted(sys.modules)]))
    """
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    bad, why, loaded = json.loads(out.stdout)
    assert bad == ["variant 'galaxies/cuts' in the experiment: prune must be one of none, basic, reach, got 'all'"]
    assert why == [None, None]
    heavy = {"numpy", "scipy", "pandas", "puzzlebench.models.registry", "puzzlebench.models.backends.base"}
    assert not set(loaded) & heavy, sorted(set(loaded) & heavy)
