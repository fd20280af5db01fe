"""Options typed as ``KEY=VALUE`` text: one parser for a variant's, one for a solver's.

Why one module: ``solve`` and ``formulate`` used to read ``-O`` with two rules of their own
(``-O pairs=yes`` built a model in one and was refused by the other). Every command, and
anything else that takes such text, parses it here:

* a **variant's** option (:func:`variant_options`) is typed by the default the variant
  declares, because the variant knows its options and the text does not: a flag takes
  ``true/false``, ``yes/no``, ``on/off`` or ``1/0``; an integer option an integer, a number
  option a number, anything else the text itself. The variant then checks the value
  (:meth:`puzzlebench.models.variant.Variant.resolve`).
* a **solver's** option (:func:`solver_options`) is read as JSON when it parses (``3``,
  ``true``, ``0.5``), else kept as text (``off``): its names and types belong to the solver
  library, which checks them (:func:`solver_option_error`).

Every mistake is a :class:`~puzzlebench.instances.errors.PuzzleInputError` with one line.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from puzzlebench.instances.errors import PuzzleInputError

TRUE_WORDS = frozenset({"1", "true", "yes", "on"})
FALSE_WORDS = frozenset({"0", "false", "no", "off"})


def assignments(items: Iterable[str], flag: str) -> dict[str, str]:
    """``["a=1", "b=off"]`` -> ``{"a": "1", "b": "off"}`` (a later KEY wins); an item
    without ``KEY=`` is bad input naming ``flag``."""
    out: dict[str, str] = {}
    for item in items:
        key, eq, value = item.partition("=")
        key = key.strip()
        if not eq or not key:
            raise PuzzleInputError(f"{flag} wants KEY=VALUE, got {item!r}")
        out[key] = value
    return out


def solver_options(items: Iterable[str], flag: str = "--solver-option") -> dict[str, Any]:
    """``KEY=VALUE`` items as a solver's options: VALUE as JSON when it parses, else text."""
    out: dict[str, Any] = {}
    for key, text in assignments(items, flag).items():
        try:
            out[key] = json.loads(text)
        except ValueError:
            out[key] = text
    return out


def solver_option_error(layer: str, solver: str, options: Mapping[str, Any]) -> str | None:
    """Why ``options`` are not the solver's own (one line, the solver's list where the layer
    can tell), or an unknown pair; None when they pass."""
    from puzzlebench.models.backends import check_solver_options  # the solver's own library, on use

    try:
        check_solver_options(layer, solver, options)
    except (KeyError, ValueError) as exc:
        return str(exc.args[0] if exc.args else exc)
    return None


def option_value(option: str, text: str, default: Any) -> Any:
    """``text`` as a value of the type of ``default`` (see the module doc)."""
    if isinstance(default, bool):
        word = text.strip().lower()
        if word in TRUE_WORDS:
            return True
        if word in FALSE_WORDS:
            return False
        raise PuzzleInputError(f"option {option} takes true or false, got {text!r}")
    if isinstance(default, int):
        try:
            return int(text)
        except ValueError:
            raise PuzzleInputError(f"option {option} takes an integer, got {text!r}") from None
    if isinstance(default, float):
        try:
            return float(text)
        except ValueError:
            raise PuzzleInputError(f"option {option} takes a number, got {text!r}") from None
    return text


def variant_options(name: str, items: Iterable[str] = (), given: Mapping[str, Any] | None = None,
                    *, flag: str = "-O") -> dict[str, Any]:
    """The options chosen for variant ``name``: ``given`` (already typed, e.g. a command's
    named flags), then ``items`` (``KEY=VALUE`` text, ``-`` in KEY read as ``_``, typed by
    the option's declared default), each checked by the variant.

    Only the chosen options, not the defaults: a run's spec and id name what was chosen.
    An unknown variant or option is the registry's or the variant's own error (it lists
    what there is); a bad value names the option.
    """
    from puzzlebench.models.registry import get  # numpy, scipy, every formulation: only when asked

    try:
        variant = get(name)
    except KeyError as exc:
        raise PuzzleInputError(str(exc.args[0])) from None
    chosen = dict(given or {})
    for key, text in assignments(items, flag).items():
        key = key.replace("-", "_")
        chosen[key] = option_value(key, text, variant.options[key]) if key in variant.options else text
    try:
        variant.resolve(chosen)
    except ValueError as exc:  # PuzzleInputError is one: either way one line
        raise PuzzleInputError(str(exc)) from None
    return chosen
