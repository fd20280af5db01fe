"""``troix/onehot``: the textbook model of PUZZLES.md (one-hot x, windows of three, balance).

Every build is vectorised with numpy: one row set per family and symbol, no Python loop
per term. A 30x30 one-hot build takes a few milliseconds.
"""

from __future__ import annotations

import numpy as np

from puzzlebench.instances.types import TroixInstance
from puzzlebench.models.model import EQ, LE, ModelBuilder
from puzzlebench.models.troix.common import (
    SYMBOLS,
    TroixFormulation,
    add_givens,
    add_rows,
    add_x,
    check_instance,
    given_codes,
)
from puzzlebench.models.troix.deduce import Deduction, add_contradiction, deduction
from puzzlebench.models.troix.objective import OBJECTIVES, add_objective
from puzzlebench.models.variant import flag, one_of, positive_int, variant


def build_onehot_model(inst: TroixInstance, name: str = "troix_onehot",
                       ded: Deduction | None = None) -> tuple[ModelBuilder, np.ndarray]:
    """The textbook rows (PUZZLES.md) in a builder, so other variants can add to them.

    Sizes for an R x C grid with G givens (asserted in tests/test_troix_models.py):
    variables 3RC; rows RC + G + 3R(C-2) + 3C(R-2) + 3R + 3C;
    non-zeros 3RC + G + 9R(C-2) + 9C(R-2) + 3RC + 3RC.
    ``ded`` (option deduce) only changes bounds, plus one row on a contradiction.
    """
    check_instance(inst)
    R, C = inst.rows, inst.cols
    b = ModelBuilder(name)
    x = add_x(b, R, C, None if ded is None else ded.allowed)
    if ded is not None and ded.contradiction:
        add_contradiction(b, x)
    ii, jj = np.divmod(np.arange(R * C), C)
    add_rows(b, "one_symbol", "one_symbol[{},{}]", np.stack([ii, jj], 1),
             x.transpose(1, 2, 0).reshape(-1, 3), 1.0, EQ, 1.0)
    add_givens(b, x, given_codes(inst))
    for s, sym in enumerate(SYMBOLS):
        xs = x[s]
        if C >= 3:
            wi, wj = np.divmod(np.arange(R * (C - 2)), C - 2)
            cols = np.stack([xs[wi, wj], xs[wi, wj + 1], xs[wi, wj + 2]], 1)
            add_rows(b, "no_three_row", f"no_three_row[{{}},{{}},{sym}]", np.stack([wi, wj], 1),
                     cols, 1.0, LE, 2.0)
        if R >= 3:
            wi, wj = np.divmod(np.arange((R - 2) * C), C)
            cols = np.stack([xs[wi, wj], xs[wi + 1, wj], xs[wi + 2, wj]], 1)
            add_rows(b, "no_three_col", f"no_three_col[{{}},{{}},{sym}]", np.stack([wi, wj], 1),
                     cols, 1.0, LE, 2.0)
    for s, sym in enumerate(SYMBOLS):
        add_rows(b, "balance_row", f"balance_row[{{}},{sym}]", np.arange(R)[:, None],
                 x[s], 1.0, EQ, C // 3)
        add_rows(b, "balance_col", f"balance_col[{{}},{sym}]", np.arange(C)[:, None],
                 x[s].T, 1.0, EQ, R // 3)
    return b, x


@variant("troix/onehot", "textbook model: binaries x[i,j,S], one symbol per cell, no three in a row, balance",
         options={"deduce": False, "objective": "none", "objective_seed": 1},
         checks={"deduce": flag, "objective": one_of(*OBJECTIVES), "objective_seed": positive_int})
def onehot(inst: TroixInstance, deduce: bool = False, objective: str = "none",
           objective_seed: int = 1) -> TroixFormulation:
    """The textbook one-hot model of PUZZLES.md, any R x C (both divisible by 3).

    ``deduce=True`` fixes what line propagation forces as bounds first
    (:func:`puzzlebench.models.troix.deduce.deduction`). ``objective="random"`` adds seeded random
    costs so the LP relaxation has one optimal vertex (:mod:`puzzlebench.models.troix.objective`).
    """
    check_instance(inst)
    ded = deduction(inst, deduce)
    b, x = build_onehot_model(inst, ded=ded)
    add_objective(b, x, objective, objective_seed)
    meta = {"variant": "troix/onehot", **({"deduce": ded.meta} if deduce else {})}
    return TroixFormulation(b.build(meta=meta), inst, x)
