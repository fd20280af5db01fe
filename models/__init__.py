"""The optimisation side: solver-neutral models, the formulation variants, and the solver adapters.

* :mod:`puzzlebench.models.model`     -- the solver-neutral MILP (numpy/scipy) and its builder;
* :mod:`puzzlebench.models.export`    -- free MPS and CPLEX LP writers for any model;
* :mod:`puzzlebench.models.timing`    -- ``Timer``/``timed``: wall and CPU time of a step;
* :mod:`puzzlebench.models.variant`   -- what a variant is (``Variant``, ``@variant``, option checks);
* :mod:`puzzlebench.models.troix`, :mod:`puzzlebench.models.galaxies` -- one subpackage per puzzle, one module per
  idea, each exporting ``VARIANTS``;
* :mod:`puzzlebench.models.registry`  -- variants by name (``get``, ``variants``, ``resolve_options``,
  ``separate``);
* :mod:`puzzlebench.models.backends`  -- one adapter per modelling layer (``solve_model``, ``catalogue``);
* :mod:`puzzlebench.models.options`   -- ``KEY=VALUE`` text as a variant's options (typed by their
  defaults) or a solver's (JSON if it parses): the one parser of each.

Each module imports only modules listed before it (no cycles, lazy imports included), and
nothing here imports the run engine, the analysis or the entry points; :mod:`instances` is
the only other project package it uses.
"""
