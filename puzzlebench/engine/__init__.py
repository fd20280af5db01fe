"""The run engine, one package per job:

- :mod:`~puzzlebench.engine.run`: the run itself: the run spec, one run -> one checked
  record, isolated workers, the environment a record names, interrupts;
- :mod:`~puzzlebench.engine.experiment`: an experiment: its file, checks, parameter grids,
  instance sets, the solver probes, the plan of runs and its shards;
- :mod:`~puzzlebench.engine.measure`: what is measured beside the runs: model build and
  export, LP strength;
- :mod:`~puzzlebench.engine.generate`: generate-and-certify: the generators, uniqueness
  certificates and solution counts;
- :mod:`~puzzlebench.engine.baselines`: solvers that are not MIP, behind one interface.
"""
