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
    # the explore page reads its two CSV tables with the standard library
    ("puzzlebench.analysis.explore", ("pandas", "numpy", "matplotlib")),
]


@pytest.mark.parametrize(("module", "absent"), CASES)
def test_step_library_leaves_heavy_modules_out(module: str, absent: tuple[str, ...]) -> None:
    code = f"import json, sys, {module}; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(json.loads(out.stdout))
    assert module in loaded
    assert not loaded & set(absent), f"{module} imports {sorted(loaded & set(absent))}"
