"""Measure a formulation's LP strength on an instance: the numbers of :mod:`puzzlebench.engine.measure.strength`.

Two objectives, because the puzzles' models have none:

* the **zero objective**: any feasible point is optimal, so the LP says whether the
  relaxation is feasible and where the simplex stops (a vertex): its share of fractional
  binaries, and whether it is integral (then the LP alone solved the puzzle);
* a **seeded objective**: costs drawn uniformly from [0, 1) for every (value, cell) of the
  grid -- (galaxy, cell) for Galaxies, (symbol, cell) for Troix -- from
  ``default_rng((COST_SALT, objective_seed, rows, cols, values))``, so every variant of
  one instance gets the same costs on the same decisions (a pair column gets the sum of its
  two cells'). Minimising them, the LP's bound is comparable across variants, and so is the
  gap to the known solution's value under the same costs (the integer optimum when the
  puzzle is unique: its solution is then the only integer point).

The cut loop (a variant with ``separate_fractional``) also gets its root: the same two LPs
after its LP separation rounds (separate on the LP point, add the cuts, solve again) until
no cut is found or :data:`ROOT_ROUNDS` (the variant's ``root_rounds`` option when it sets
one) rounds are done, whatever ``root_rounds`` its runs use.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from puzzlebench.engine.measure.strength import (
    Relaxation,
    StrengthFile,
    StrengthRecord,
    StrengthStatus,
)
from puzzlebench.engine.run.spec import variant_puzzle
from puzzlebench.engine.run.ticker import Progress
from puzzlebench.instances.types import Instance
from puzzlebench.models.backends.cpsat_rows import binary_columns
from puzzlebench.models.galaxies.formulation import GalaxiesFormulation
from puzzlebench.models.model import Model, ModelTooLarge
from puzzlebench.models.registry import get
from puzzlebench.models.relaxation import LpStatus, fractional, highs_version, solve_lp
from puzzlebench.models.troix.common import TroixFormulation
from puzzlebench.models.variant import Formulation

COST_SALT = 4_411
OBJECTIVE_SEED = 0
"""The seeded objective's seed: fixed, so two experiments measure the same direction."""
ROOT_ROUNDS = 10
"""LP separation rounds of the cut loop's root when its variant sets no ``root_rounds``."""


def assignment_columns(form: Formulation) -> np.ndarray:
    """(values, cells) table of the model column deciding "cell takes value" (-1: none, a
    value the formulation pruned): the decisions every variant of a puzzle shares."""
    if isinstance(form, GalaxiesFormulation):
        return np.asarray(form.xcol, dtype=np.int64)
    if isinstance(form, TroixFormulation):
        x = np.asarray(form.x, dtype=np.int64)
        return x.reshape(x.shape[0], -1)
    raise TypeError(f"no assignment columns known for {type(form).__name__}")


def seeded_costs(form: Formulation, instance: Instance, seed: int = OBJECTIVE_SEED) -> np.ndarray:
    """The seeded objective on ``form``'s columns (module doc)."""
    table = assignment_columns(form)
    rng = np.random.default_rng((COST_SALT, seed, instance.rows, instance.cols, table.shape[0]))
    c = rng.random(table.shape)
    cost = np.zeros(form.model.num_vars)
    ok = table >= 0
    np.add.at(cost, table[ok], c[ok])
    return cost


def relaxation(model: Model, table: np.ndarray, cost: np.ndarray | None, time_limit: float,
               rounds: int = 0, cuts: int = 0, extra_wall: float = 0.0) -> tuple[Relaxation, np.ndarray | None]:
    """Solve ``model``'s LP under ``cost`` and measure its point; the point too (None
    without one). ``table``: :func:`assignment_columns`."""
    sol = solve_lp(model, cost, time_limit)
    wall = sol.wall + extra_wall
    outcome = f"{sol.status}: HiGHS {sol.detail}" if sol.detail else str(sol.status)
    if sol.status != LpStatus.OPTIMAL or sol.values is None:
        return Relaxation(False, outcome, wall=wall, iterations=sol.iterations, rounds=rounds,
                          cuts=cuts), None
    x = sol.values
    frac = fractional(x)
    bins = binary_columns(model)
    ok = table >= 0
    cell_frac = np.zeros(table.shape, dtype=bool)
    cell_frac[ok] = frac[table[ok]]
    return Relaxation(True, outcome, bound=sol.objective,
                      fractional_share=float(frac[bins].mean()) if bins.any() else 0.0,
                      fractional_cells=float(cell_frac.any(axis=0).mean()) if table.size else 0.0,
                      integral=not bool(frac[model.is_integer].any()), wall=wall, iterations=sol.iterations,
                      rounds=rounds, cuts=cuts), x


def root(form: Any, table: np.ndarray, cost: np.ndarray | None, time_limit: float, limit: int) -> Relaxation:
    """The cut loop's root: LP, separate on its point, add the cuts, again, at most
    ``limit`` rounds (or until none is found); the last LP's measures, with the time of
    every LP and separation before it."""
    model: Model = form.model
    spent, rounds, cuts = 0.0, 0, 0
    while True:
        rel, x = relaxation(model, table, cost, time_limit, rounds, cuts, spent)
        if x is None or rounds >= limit:
            return rel
        start = time.perf_counter()
        rows = form.separate_fractional(x)
        spent = rel.wall + time.perf_counter() - start
        if rows.count == 0:
            return Relaxation(**{**rel.to_json(), "wall": spent})
        model = model.with_rows(rows)
        rounds += 1
        cuts += rows.count


def measure(instance: Instance, instance_id: str, set_name: str, entry: Mapping[str, Any], label: str,
            time_limit: float = 60.0, seed: int = OBJECTIVE_SEED) -> StrengthRecord:
    """The strength record of ``entry`` (an experiment's variant entry) on ``instance``."""
    v = get(str(entry["variant"]))
    options = dict(entry.get("options") or {})
    base: dict[str, Any] = {"instance_id": instance_id, "set": set_name, "label": label, "variant": v.name,
                            "options": {**v.options, **options}}
    try:
        form = v.make(instance, **options)
    except ModelTooLarge as exc:
        return StrengthRecord(**base, status=StrengthStatus.TOO_LARGE, message=str(exc) or "model too large")
    try:
        table = assignment_columns(form)
        cost = seeded_costs(form, instance, seed)
        zero, _ = relaxation(form.model, table, None, time_limit)
        seeded, _ = relaxation(form.model, table, cost, time_limit)
        known = None if instance.solution is None else float(cost @ form.encode(instance.solution))
        root_zero = root_seeded = None
        if hasattr(form, "separate_fractional"):
            limit = int(getattr(form, "root_rounds", 0) or 0) or ROOT_ROUNDS
            # the cut loop keeps state (its rounds): the first root uses this model, which
            # nothing has separated on yet, the second a fresh one
            root_zero = root(form, table, None, time_limit, limit)
            root_seeded = root(v.make(instance, **options), table, cost, time_limit, limit)
    except Exception as exc:  # recorded: one failing instance must not stop a set
        return StrengthRecord(**base, status=StrengthStatus.ERROR, message=f"{type(exc).__name__}: {exc}")
    return StrengthRecord(**base, status=StrengthStatus.OK, binaries=int(binary_columns(form.model).sum()),
                          zero=zero, seeded=seeded, integer_value=known, root_zero=root_zero,
                          root_seeded=root_seeded)


def measure_set(manifest: Mapping[str, Any], entry: Mapping[str, Any], label: str, time_limit: float = 60.0,
                progress: Progress | None = None) -> StrengthFile:
    """The strength step: ``entry`` on every instance of one set's ``manifest`` of its puzzle."""
    from puzzlebench.instances.io import load

    mine = [e for e in manifest["instances"] if e["puzzle"] == variant_puzzle(str(entry["variant"]))]
    out = []
    for k, e in enumerate(mine, 1):
        out.append(measure(load(Path(e["path"])), str(e["id"]), str(manifest["set"]), entry, label, time_limit))
        if progress is not None:
            progress(k, len(mine), f"{e['id']}: {out[-1].status}")
    return StrengthFile(label=label, set=str(manifest["set"]), objective_seed=OBJECTIVE_SEED,
                        solver=highs_version() if mine else "", time_limit=float(time_limit), records=out)
