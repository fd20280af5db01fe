"""``galaxies/none``: the base model alone, no connectivity rows.

It exists to show the failure: without connectivity a solver's answer may have galaxies in
pieces, and the checker says ``connectivity``.
"""

from __future__ import annotations

from typing import Any

from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.galaxies.formulation import CHECKS, OPTIONS, GalaxiesFormulation, start
from puzzlebench.models.variant import variant


@variant(
    "galaxies/none",
    "assignment + symmetry, no connectivity (shows the failure: galaxies in pieces)",
    OPTIONS,
    checks=CHECKS,
)
def build_none(instance: GalaxiesInstance, **options: Any) -> GalaxiesFormulation:
    return start("none", instance, options).finish(GalaxiesFormulation)
