"""The run: a :class:`~puzzlebench.engine.run.spec.RunSpec` in, one checked, self-describing
:class:`~puzzlebench.engine.run.records.RunRecord` out, in an isolated worker that an outside
kill and every interrupt leave clean. Also the run's own bounds (:mod:`.limits`)."""
