"""The optimisation side: solver-neutral models, the formulation variants, and the solver adapters.

* :mod:`puzzlebench.models.model`     -- the solver-neutral MILP (numpy/scipy) and its builder;
* :mod:`puzzlebench.models.export`    -- free MPS and CPLEX LP writers for any model;
* :mod:`puzzlebench.models.timing`    -- ``Timer``/``timed``: wall and CPU time of a step;
* :mod:`puzzlebench.models.variant`   -- what a variant is (``Variant``, ``@variant``, option checks);
* :mod:`puzzlebench.models.troix`, :mod:`puzzlebench.models.galaxies` -- one subpackage per puzzle, one module per
  idea; variant ``P/K`` is declared in its own module ``puzzlebench/models/P/K.py``;
* :mod:`puzzlebench.models.registry`  -- variants by name (``get``, ``variants``, ``resolve_options``,
  ``separate``), found by scanning the puzzle packages' modules;
* :mod:`puzzlebench.models.variant_table` -- the variants' names and options in the standard library
  alone (the experiment's checks), held equal to the registry by a test;
* :mod:`puzzlebench.models.backends`  -- one adapter per modelling layer (``solve_model``, ``catalogue``);
* :mod:`puzzlebench.models.counters`  -- ``SolverCounters``: what a solver says about its search (its
  status, nodes, iterations, bound, gap), typed; standard library only, as the run record holds it;
* :mod:`puzzlebench.models.options`   -- ``KEY=VALUE`` text as a variant's options (typed by their
  defaults) or a solver's (JSON if it parses): the one parser of each.

Adding a variant touches its own new module ``puzzlebench/models/<puzzle>/<kind>.py``, with a build
function decorated ``@variant("<puzzle>/<kind>", ...)``, and one entry of
:mod:`puzzlebench.models.variant_table` (its name and options, which the experiment's checks read
without importing the formulations; a test fails until the two agree). No other variant's
module changes, so the other variants' fingerprints (:mod:`puzzlebench.engine.run.fingerprint`:
the code each variant's module imports) stay as they were and their records are kept.

Each module imports only modules listed before it (no cycles, lazy imports included), and
nothing here imports the run engine, the analysis or the entry points; :mod:`instances` is
the only other project package it uses.
"""
