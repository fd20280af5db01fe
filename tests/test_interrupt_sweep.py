"""Ctrl-C swept over whole runs of ``generate`` (both puzzles, with and without
``--min-open``), ``unique`` (CP-SAT, and PySAT's CaDiCaL through ``--baseline pysat``) and
``solve``: each moment ends with exit 130 within 5 s, nothing on stdout (no verdict), no
output written, no traceback. The solver calls' own SIGINT handlers (CP-SAT's, PySAT's) made
that fail at some moments of every ``generate`` and ``unique`` before
(docs/reliability.md, "Interrupts inside solver calls"). ``make run``: tests/test_pipeline_kill.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from interrupt_sweep import ROOT, Case, Outcome, interrupt_at

pytestmark = pytest.mark.slow

LARGE = ROOT / "instances" / "large"
CASES = [
    Case("generate galaxies min-open", ("generate", "galaxies", "--rows", "16", "--cols", "16", "--seed", "1",
                                        "--min-open", "0.34", "-v", "-o", "OUT"), "stderr"),
    Case("generate galaxies", ("generate", "galaxies", "--rows", "30", "--cols", "30", "--seed", "1", "-v",
                               "-o", "OUT"), "stderr"),
    Case("generate troix min-open", ("generate", "troix", "--rows", "24", "--cols", "24", "--seed", "1",
                                     "--min-open", "0.34", "-v", "-o", "OUT"), "stderr"),
    Case("generate troix", ("generate", "troix", "--rows", "30", "--cols", "30", "--seed", "1", "-v",
                            "-o", "OUT"), "stderr"),
    Case("unique cpsat", ("unique", "-v", str(LARGE / "galaxies" / "galaxies-30x30-s1-open34.json")), "stderr"),
    Case("unique pysat", ("unique", "-v", "--baseline", "pysat", str(LARGE / "galaxies" / "galaxies-40x40-s1-open34.json")),
         "stderr"),
    Case("solve", ("solve", str(LARGE / "galaxies" / "galaxies-30x30-s1-open34.json"), "--variant", "galaxies/flow",
                   "--layer", "ortools", "--solver", "cpsat", "-v", "-o", "OUT"), "worker"),
]
DELAYS = (0.05, 0.6, 1.5, 2.6)


@pytest.mark.parametrize("case", CASES, ids=[c.label for c in CASES])
def test_ctrl_c_is_honoured_at_every_moment(tmp_path: Path, case: Case) -> None:
    results = [interrupt_at(case, d, tmp_path / str(k)) for k, d in enumerate(DELAYS)]
    hit = [r for r in results if r.outcome is not Outcome.FINISHED]
    assert hit, f"the run ended before every moment: {results}"  # a quiet machine finishes the small ones fast
    bad = [r for r in hit if r.outcome is not Outcome.HONOURED]
    assert not bad, "\n".join(f"{r.delay} s: {r.outcome.value} (exit {r.code}): {r.stderr_tail}" for r in bad)
