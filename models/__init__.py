"""The optimisation side: solver-neutral models, the formulation variants, and the solver adapters.

* :mod:`models.model`     -- the solver-neutral MILP (numpy/scipy) and its builder;
* :mod:`models.export`    -- free MPS and CPLEX LP writers for any model;
* :mod:`models.timing`    -- ``Timer``/``timed``: wall and CPU time of a step;
* :mod:`models.variant`   -- what a variant is (``Variant``, ``@variant``, option checks);
* :mod:`models.troix`, :mod:`models.galaxies` -- one subpackage per puzzle, one module per
  idea, each exporting ``VARIANTS``;
* :mod:`models.registry`  -- variants by name (``get``, ``variants``, ``resolve_options``,
  ``separate``);
* :mod:`models.backends`  -- one adapter per modelling layer (``solve_model``, ``catalogue``).

Each module imports only modules listed before it (no cycles, lazy imports included), and
nothing here imports the run engine, the analysis or the entry points; :mod:`instances` is
the only other project package it uses.
"""
