"""Troix formulations: the textbook one-hot model and the line-pattern model.

* :mod:`puzzlebench.models.troix.common`  -- symbols, :class:`~puzzlebench.models.troix.common.TroixFormulation`
  (decode/encode), the ``x`` variables and the ``given`` rows both variants share;
* :mod:`puzzlebench.models.troix.deduce`  -- option ``deduce``: exact line propagation, fixed by bounds;
* :mod:`puzzlebench.models.troix.onehot`  -- ``troix/onehot``, the textbook rows;
* :mod:`puzzlebench.models.troix.lines`   -- ``troix/lines``, one valid filling per row and column.

A variant is a build function decorated with :func:`puzzlebench.models.variant.variant` in one of
these modules and listed in :data:`VARIANTS`, which :mod:`puzzlebench.models.registry` reads.
"""

from __future__ import annotations

from puzzlebench.models.troix import lines, onehot
from puzzlebench.models.variant import Variant

VARIANTS: tuple[Variant, ...] = (onehot.onehot, lines.lines)
