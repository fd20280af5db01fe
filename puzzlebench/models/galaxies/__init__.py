"""Galaxies formulations: one base model, six ways to make every galaxy connected.

* :mod:`puzzlebench.models.galaxies.geometry`    -- mirrors, centre cells, candidate sets F_g (pruning
  none/basic/reach), cross-galaxy deduction, piece and dilation helpers;
* :mod:`puzzlebench.models.galaxies.base`        -- x(i,j,g) and the cover, centre, symmetry, outside rows;
* :mod:`puzzlebench.models.galaxies.formulation` -- what the variants share: their common options,
  the formulation object (decode, encode) and the build's first half (``start``);
* :mod:`puzzlebench.models.galaxies.none`        -- ``galaxies/none``, the base model alone;
* :mod:`puzzlebench.models.galaxies.flow`        -- ``galaxies/flow``, single-commodity flow rows;
* :mod:`puzzlebench.models.galaxies.paths`       -- ``galaxies/paths``, chordless path enumeration and
  path rows;
* :mod:`puzzlebench.models.galaxies.cuts`        -- ``galaxies/cuts``, separator cuts: the separation
  routine and local cuts;
* :mod:`puzzlebench.models.galaxies.mcf`         -- ``galaxies/mcf``, multi-commodity flow;
* :mod:`puzzlebench.models.galaxies.labels`      -- ``galaxies/labels``, distance labels and predecessors;
* :mod:`puzzlebench.models.galaxies.hops`        -- ``galaxies/hops``, length-bounded separator cuts;
* :mod:`puzzlebench.models.galaxies.network` and :mod:`~puzzlebench.models.galaxies.lazy` -- what
  those share (arcs, breadth-first trees, the reach bound; cut-off pieces, cut-loop options).

Adding a variant touches its own module (and its entry in :mod:`puzzlebench.models.variant_table`): variant ``galaxies/<kind>`` is a build
function decorated with ``@variant("galaxies/<kind>", ...)`` (:func:`puzzlebench.models.variant.variant`)
in a new module ``puzzlebench/models/galaxies/<kind>.py``, usually ``start(...)``, its rows, ``finish(...)``
(:mod:`~puzzlebench.models.galaxies.formulation`). :mod:`puzzlebench.models.registry` finds it
there; nothing else is listed or edited, so the other variants' fingerprints
(:mod:`puzzlebench.engine.run.fingerprint`) and their records stay as they were.
"""
