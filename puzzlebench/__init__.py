"""puzzlebench: a benchmark harness for MIP formulations of the Troix and Galaxies puzzles.

One import name for the whole library: ``puzzlebench.instances`` (the puzzle side),
``puzzlebench.models`` (formulations and solver adapters), ``puzzlebench.engine`` (runs and
records), ``puzzlebench.analysis`` (tables, statistics, figures) and ``puzzlebench.scripts``
(the command line). Each is one of the repository's top-level folders (``models/`` is
``puzzlebench.models``); see docs/architecture.md.
"""
