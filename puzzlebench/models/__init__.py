"""The optimisation side: solver-neutral models, the formulation variants, and the solver adapters.

* :mod:`puzzlebench.models.model`     -- the solver-neutral MILP (numpy/scipy) and its builder;
* :mod:`puzzlebench.models.export`    -- free MPS and CPLEX LP writers for any model;
* :mod:`puzzlebench.models.timing`    -- ``Timer``/``timed``: wall and CPU time of a step;
* :mod:`puzzlebench.models.variant`   -- what a variant is (``Variant``, ``@variant``, option checks);
* :mod:`puzzlebench.models.troix`, :mod:`puzzlebench.models.galaxies` -- one subpackage per puzzle, one module per
  idea; variant ``P/K`` is declared in its own module ``puzzlebench/models/P/K.py``;
* :mod:`puzzlebench.models.registry`  -- variants by name (``get``, ``variants``, ``resolve_options``,
  ``separate``), found by scanning the puzzle packages' modules;
* :mod:`puzzlebench.models.backends`  -- one adapter per modelling layer (``solve_model``, ``catalogue``);
* :mod:`puzzlebench.models.counters`  -- ``SolverCounters``: what a solver says about its search (its
  status, nodes, iterations, bound, gap), typed; standard library only, as the run record holds it;
* :mod:`puzzlebench.models.options`   -- ``KEY=VALUE`` text as a variant's options (typed by their
  defaults) or a solver's (JSON if it parses): the one parser of each.

Adding a variant touches one place: a new module ``puzzlebench/models/<puzzle>/<kind>.py`` with a build
function decorated ``@variant("<puzzle>/<kind>", ...)``. Nothing is listed anywhere, so the
other variants' fingerprints (:mod:`puzzlebench.engine.run.fingerprint`: the code each variant's
module imports) stay as they were and their records are kept.

Each module imports only modules listed before it (no cycles, lazy imports included), and
nothing here imports the run engine, the analysis or the entry points; :mod:`instances` is
the only other project package it uses.
"""
