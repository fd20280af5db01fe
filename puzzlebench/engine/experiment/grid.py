"""Parameter grids: an experiment's entry with lists for option values stands for every
combination of them (the product), minus the combinations its ``exclude:`` names.

    variants:
      - variant: galaxies/flow
        options: {prune: [basic, reach], pairs: [false, true]}
        exclude: [{prune: basic, pairs: true}]      # 3 entries, not 4
    solvers:
      - {layer: pyomo, solver: highs, options: {presolve: [on, off]}}   # 2 solver entries

Why here, before the plan: every later step (labels, the formulate jobs, run ids, tables)
sees plain entries with one value per option, so a grid needs nothing of them. A list
always means a grid: no variant or solver option of ours takes a list as its value.
An exclude item naming an option the entry does not vary is an error (a typo would
otherwise exclude nothing, silently).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from puzzlebench.engine.run.spec import variant_label


class GridError(ValueError):
    """An entry's grid or its exclude list is malformed."""


def grid_keys(options: Mapping[str, Any] | None) -> list[str]:
    """The options given as lists (the axes of the grid), in the order written."""
    return [k for k, v in (options or {}).items() if isinstance(v, list)]


def combinations(options: Mapping[str, Any] | None, exclude: Sequence[Mapping[str, Any]] = (),
                 where: str = "entry") -> list[dict[str, Any]]:
    """Every option set of the grid, in order (the last axis varies fastest), excluded ones left out."""
    options = dict(options or {})
    axes = grid_keys(options)
    for k in axes:
        if not options[k]:
            raise GridError(f"{where}: option {k} is an empty list (a grid axis needs at least one value)")
    for item in exclude:
        if not isinstance(item, Mapping) or not item:
            raise GridError(f"{where}: each exclude item is a mapping of option: value, got {item!r}")
        stray = sorted(set(item) - set(axes))
        if stray:
            raise GridError(f"{where}: exclude names {', '.join(stray)}, which the entry does not vary "
                            f"(its grid: {', '.join(axes) or 'none'})")
    out = []
    for values in itertools.product(*(options[k] for k in axes)):
        combo = {**options, **dict(zip(axes, values, strict=True))}
        if any(all(combo[k] == v for k, v in item.items()) for item in exclude):
            continue
        out.append(combo)
    if not out:
        raise GridError(f"{where}: exclude leaves no combination")
    return out


def expand_variants(entries: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Plain variant entries (``variant``, ``options``, ``label`` when given). A given label
    of a grid entry gets the varied options appended (``flow`` -> ``flow-pairs-prune=reach``)."""
    out: list[dict[str, Any]] = []
    for entry in entries:
        axes = grid_keys(entry.get("options"))
        for combo in combinations(entry.get("options"), entry.get("exclude") or (), f"variant {entry['variant']}"):
            plain: dict[str, Any] = {"variant": entry["variant"], "options": combo}
            if entry.get("label"):
                # the varied options as variant_label writes them: "" or "-pairs-prune_reach"
                plain["label"] = str(entry["label"]) + variant_label("g", {k: combo[k] for k in axes})[1:]
            out.append(plain)
    return out


def expand_solvers(entries: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Plain solver entries (``layer``, ``solver``, ``options``, ``puzzles`` when given)."""
    out: list[dict[str, Any]] = []
    for entry in entries:
        where = f"solver {entry['layer']}/{entry['solver']}"
        for combo in combinations(entry.get("options"), entry.get("exclude") or (), where):
            plain = {k: v for k, v in entry.items() if k not in ("options", "exclude")}
            plain["options"] = combo
            out.append(plain)
    return out
