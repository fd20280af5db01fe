"""Troix formulations: the textbook one-hot model and the line-pattern model.

* :mod:`models.troix.common`  -- symbols, :class:`~models.troix.common.TroixFormulation`
  (decode/encode), the ``x`` variables and the ``given`` rows both variants share;
* :mod:`models.troix.deduce`  -- option ``deduce``: exact line propagation, fixed by bounds;
* :mod:`models.troix.onehot`  -- ``troix/onehot``, the textbook rows;
* :mod:`models.troix.lines`   -- ``troix/lines``, one valid filling per row and column.

A variant is a build function decorated with :func:`models.variant.variant` in one of
these modules and listed in :data:`VARIANTS`, which :mod:`models.registry` reads.
"""

from __future__ import annotations

from models.troix import lines, onehot
from models.variant import Variant

VARIANTS: tuple[Variant, ...] = (onehot.onehot, lines.lines)
