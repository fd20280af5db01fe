"""Galaxies formulations: one base model, four ways to make every galaxy connected.

* :mod:`models.galaxies.geometry`    -- mirrors, centre cells, candidate sets F_g (pruning
  none/basic/reach), cross-galaxy deduction, piece and dilation helpers;
* :mod:`models.galaxies.base`        -- x(i,j,g) and the cover, centre, symmetry, outside rows;
* :mod:`models.galaxies.flow`        -- single-commodity flow rows (``galaxies/flow``);
* :mod:`models.galaxies.paths`       -- chordless path enumeration and path rows (``galaxies/paths``);
* :mod:`models.galaxies.cuts`        -- separator cuts: the separation routine and local cuts
  (``galaxies/cuts``);
* :mod:`models.galaxies.formulation` -- formulation objects, the build dispatcher and the
  variant declarations.

:data:`VARIANTS` is what :mod:`models.registry` reads: a new variant is declared with
:func:`models.variant.variant` and listed here.
"""

from __future__ import annotations

from models.galaxies.formulation import build_cuts, build_flow, build_none, build_paths
from models.variant import Variant

VARIANTS: tuple[Variant, ...] = (build_none, build_flow, build_paths, build_cuts)
