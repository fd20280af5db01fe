"""Galaxies formulations: one base model, four ways to make every galaxy connected.

* :mod:`puzzlebench.models.galaxies.geometry`    -- mirrors, centre cells, candidate sets F_g (pruning
  none/basic/reach), cross-galaxy deduction, piece and dilation helpers;
* :mod:`puzzlebench.models.galaxies.base`        -- x(i,j,g) and the cover, centre, symmetry, outside rows;
* :mod:`puzzlebench.models.galaxies.flow`        -- single-commodity flow rows (``galaxies/flow``);
* :mod:`puzzlebench.models.galaxies.paths`       -- chordless path enumeration and path rows (``galaxies/paths``);
* :mod:`puzzlebench.models.galaxies.cuts`        -- separator cuts: the separation routine and local cuts
  (``galaxies/cuts``);
* :mod:`puzzlebench.models.galaxies.formulation` -- formulation objects, the build dispatcher and the
  variant declarations.

:data:`VARIANTS` is what :mod:`puzzlebench.models.registry` reads: a new variant is declared with
:func:`puzzlebench.models.variant.variant` and listed here.
"""

from __future__ import annotations

from puzzlebench.models.galaxies.formulation import build_cuts, build_flow, build_none, build_paths
from puzzlebench.models.variant import Variant

VARIANTS: tuple[Variant, ...] = (build_none, build_flow, build_paths, build_cuts)
