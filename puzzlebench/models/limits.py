"""A model's size caps: past them a model is not built and the run is recorded
``too_large`` (a traceback or an exhausted machine otherwise). Written as the puzzle
side's :class:`~puzzlebench.instances.limits.Bound` where a user gives the number."""

from __future__ import annotations

from puzzlebench.instances.limits import Bound

MAX_MODEL_VARIABLES = 5_000_000
"""A model with more variables is not built: the run is recorded ``too_large`` (building
a 10^7-variable Galaxies flow model takes 4.6 GB and 36 s, writing it as MPS over 20 GB)."""

MAX_MODEL_NONZEROS = 25_000_000
"""A model with more constraint non-zeros is not built: the run is recorded ``too_large``."""

MAX_GALAXY_CELL_PAIRS = 50_000_000
"""Galaxies x cells above which a Galaxies model is not even started (its candidate and arc
maps are dense galaxies x cells arrays: 32 bytes a pair for the flow arcs alone). Measured
on a 100x100 with 2321 galaxies (2.3e7 pairs): cuts (reach, pairs, deduce) peaks at 0.8 GB,
flow at 1.4 GB; so the cap stays near 3 GB, and a 1000x1000 stops at once."""

PATH_CAP = Bound("path cap", int, 1, 10**8)
"""The most paths the path model enumerates (``--path-cap``, the ``path_cap`` option)."""
