"""The one registry of formulation variants, by name (``troix/onehot``, ``galaxies/flow``...).

Built once, at import, from the ``VARIANTS`` of each puzzle package (:mod:`puzzlebench.models.troix`,
:mod:`puzzlebench.models.galaxies`); imports go one way (registry -> puzzle packages ->
:mod:`puzzlebench.models.variant`), nothing registers itself back. Adding a variant touches one place,
its puzzle package: a build function decorated with :func:`puzzlebench.models.variant.variant` and
listed in that package's ``VARIANTS``. Nothing here, in the engine or in the CLI changes.

What the engine and the CLI use: :func:`get`, :func:`variants`, :func:`resolve_options`
(the one check of a variant's options) and :func:`separate` (lazy variants' cut loop).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from puzzlebench.models import galaxies, troix
from puzzlebench.models.model import RowSet
from puzzlebench.models.variant import Formulation, Variant

__all__ = ["Formulation", "Variant", "get", "resolve_options", "separate", "variants"]


def _index(*packages: tuple[Variant, ...]) -> dict[str, Variant]:
    out: dict[str, Variant] = {}
    for variants_ in packages:
        for v in variants_:
            if v.name in out:
                raise ValueError(f"variant {v.name} is declared twice")
            out[v.name] = v
    return out


_REGISTRY: dict[str, Variant] = _index(troix.VARIANTS, galaxies.VARIANTS)


def variants(puzzle: str | None = None) -> list[Variant]:
    """Every variant (of ``puzzle``), by name."""
    return [v for k, v in sorted(_REGISTRY.items()) if puzzle is None or v.puzzle == puzzle]


def get(name: str) -> Variant:
    """The variant called ``name``; KeyError naming the known ones."""
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"unknown variant {name!r}; known: {', '.join(sorted(_REGISTRY))}") from None


def resolve_options(name: str, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Every option of variant ``name``: its defaults plus ``options``, each value checked.

    Raises ValueError with one line: an unknown variant (``unknown variant 'x'; known: ...``)
    or option (``variant troix/onehot has no option(s) ['prune']; it takes ['deduce']``), or
    a bad value (:class:`~puzzlebench.instances.errors.PuzzleInputError`, a ValueError:
    ``prune must be one of none, basic, reach, got 'all'``).
    """
    try:
        v = get(name)
    except KeyError as exc:
        raise ValueError(exc.args[0]) from None
    return v.resolve(dict(options or {}))


def separate(formulation: Formulation, values: np.ndarray) -> RowSet | None:
    """Call the formulation's separation routine if it has one."""
    fn = getattr(formulation, "separate", None)
    return fn(values) if fn is not None else None
