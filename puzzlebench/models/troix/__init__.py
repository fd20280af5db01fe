"""Troix formulations: the textbook one-hot model and the line-pattern model.

* :mod:`puzzlebench.models.troix.common`    -- symbols, :class:`~puzzlebench.models.troix.common.TroixFormulation`
  (decode/encode), the ``x`` variables and the ``given`` rows both variants share;
* :mod:`puzzlebench.models.troix.deduce`    -- option ``deduce``: exact line propagation, fixed by bounds;
* :mod:`puzzlebench.models.troix.objective` -- option ``objective`` of ``troix/onehot``: seeded random costs;
* :mod:`puzzlebench.models.troix.onehot`    -- ``troix/onehot``, the textbook rows;
* :mod:`puzzlebench.models.troix.lines`     -- ``troix/lines``, one valid filling per row and column.

Adding a variant touches its own module (and its entry in :mod:`puzzlebench.models.variant_table`): variant ``troix/<kind>`` is a build
function decorated with ``@variant("troix/<kind>", ...)`` (:func:`puzzlebench.models.variant.variant`)
in a new module ``puzzlebench/models/troix/<kind>.py``; :mod:`puzzlebench.models.registry` finds it there.
Nothing else is listed or edited, so the other variants' fingerprints
(:mod:`puzzlebench.engine.run.fingerprint`) and their records stay as they were.
"""
