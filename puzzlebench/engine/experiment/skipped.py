"""The optional solvers the experiment step skipped, as its resolved experiment file lists
them: the key it writes and the plan step reads.

Its own module, not :mod:`puzzlebench.engine.experiment.checks` (which re-exports both):
the plan step needs only this, and importing the checks (the probe, the solver registry,
scipy.sparse) cost it ~0.3 s of CPU, half of the step."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

SKIPPED_KEY = "skipped_solvers"
"""Where the experiment step writes the skipped entries in the resolved experiment file, and
the plan step reads them (:func:`read_skipped`)."""


def read_skipped(resolved: Mapping[str, Any]) -> set[tuple[str, str]]:
    """The (layer, solver) pairs the experiment step skipped, from its resolved experiment."""
    return {(str(s["layer"]), str(s["solver"])) for s in resolved.get(SKIPPED_KEY) or ()}
