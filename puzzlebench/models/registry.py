"""The one registry of formulation variants, by name (``troix/onehot``, ``galaxies/flow``...).

Built once, at import, by scanning the modules of each puzzle package
(:mod:`puzzlebench.models.troix`, :mod:`puzzlebench.models.galaxies`): variant ``P/K`` is the
build function decorated with :func:`puzzlebench.models.variant.variant` in module
``puzzlebench.models.P.K`` (its file ``puzzlebench/models/P/K.py``). Adding a variant touches its own
new module and one entry of :mod:`puzzlebench.models.variant_table` (the names and options the
experiment's checks read without importing the formulations; ``tests/test_variant_table.py``
fails until the two agree); nothing here, in the engine or in the CLI changes. Why one module per variant, named after it: the name alone says which file declares
a variant, so :mod:`puzzlebench.engine.run.fingerprint` finds the code a variant is built from by
reading files, and a new variant's file changes no other variant's fingerprint. A variant
declared in a module of another name is refused here, at import.

What the engine and the CLI use: :func:`get`, :func:`variants`, :func:`resolve_options`
(the one check of a variant's options) and :func:`separate` (lazy variants' cut loop).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator, Mapping
from types import ModuleType
from typing import Any

import numpy as np

from puzzlebench.models.model import RowSet
from puzzlebench.models.variant import Formulation, Variant

__all__ = ["Formulation", "Variant", "get", "resolve_options", "separate", "variants"]

PUZZLES = ("galaxies", "troix")
"""The puzzle packages scanned for variants: ``puzzlebench.models.<puzzle>``."""


def _declared_in(module: ModuleType) -> Iterator[Variant]:
    """The variants ``module`` declares (not those it imports from another module)."""
    for value in vars(module).values():
        if isinstance(value, Variant) and getattr(value.build, "__module__", None) == module.__name__:
            yield value


def _scan(puzzle: str) -> Iterator[Variant]:
    """Every variant of a puzzle package, checked to live in the module named after it."""
    package = importlib.import_module(f"puzzlebench.models.{puzzle}")
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for v in _declared_in(module):
            if v.name != f"{puzzle}/{info.name}":
                raise ValueError(f"variant {v.name} is declared in {module.__name__}; a variant "
                                 f"{puzzle}/NAME is declared in module puzzlebench.models.{puzzle}.NAME")
            yield v


def _index(found: Iterator[Variant]) -> dict[str, Variant]:
    out: dict[str, Variant] = {}
    for v in found:
        if v.name in out:
            raise ValueError(f"variant {v.name} is declared twice")
        out[v.name] = v
    return out


_REGISTRY: dict[str, Variant] = _index(v for puzzle in PUZZLES for v in _scan(puzzle))


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
