"""A translated CP-SAT model kept and grown by rows (``open_session``), against a fresh
translation of the grown model: the same proto, the same outcomes, the same uniqueness
verdicts (the certificate appends its no-good rows to the kept model)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from puzzlebench.engine.generate import uniqueness
from puzzlebench.engine.generate.uniqueness import count_solutions
from puzzlebench.instances import io
from puzzlebench.instances.checker import check
from puzzlebench.instances.types import GalaxiesInstance, Instance, TroixInstance
from puzzlebench.models import registry
from puzzlebench.models.backends import (
    Session,
    SolveOutcome,
    open_session,
    ortools_layer,
    solve_model,
)
from puzzlebench.models.model import GE, LE, RowCollector

AMBIGUOUS = GalaxiesInstance(3, 3, ((1, 3), (3, 3), (5, 3)))  # two solutions (tests/test_uniqueness.py)
SMALL: list[tuple[Instance, int]] = [
    (AMBIGUOUS, 5),
    (GalaxiesInstance(1, 4, ((1, 2), (1, 6))), 2),  # unique
    (GalaxiesInstance(2, 2, ((1, 1), (3, 3))), 2),  # none
    (TroixInstance(3, 3, ("...", "...", "...")), 20),  # twelve: eleven rows appended one by one
    (TroixInstance(3, 3, ("XOI", "OI.", "...")), 2),  # unique
    (TroixInstance(3, 3, ("X..", "X..", "...")), 2),  # none
]


def _same_count(inst: Instance, limit: int) -> uniqueness.UniquenessResult:
    kept = count_solutions(inst, limit=limit, time_limit=60)
    fresh = count_solutions(inst, limit=limit, time_limit=60, keep_model=False)
    assert (kept.verdict, kept.count, kept.solves, kept.route) == (fresh.verdict, fresh.count, fresh.solves, fresh.route)
    assert sorted(map(str, kept.solutions)) == sorted(map(str, fresh.solutions))
    assert all(check(inst, sol) == [] for sol in kept.solutions)
    return kept


@pytest.mark.parametrize("k", range(len(SMALL)))
def test_kept_model_gives_the_fresh_translations_verdicts(k: int):
    inst, limit = SMALL[k]
    res = _same_count(inst, limit)
    assert res.verdict == ["multiple", "unique", "none", "multiple", "unique", "none"][k]


@pytest.mark.needs_shared
@pytest.mark.parametrize("puzzle,k", [("troix", 1), ("troix", 4), ("galaxies", 1), ("galaxies", 3)])
def test_kept_model_on_reference_puzzles(reference_dir: Path, puzzle: str, k: int):
    inst = io.load(reference_dir / puzzle / f"puzzle_{k}.json")
    assert _same_count(inst, 2).verdict == ("multiple" if (puzzle, k) == ("troix", 4) else "unique")


def test_the_kept_model_is_translated_once(monkeypatch: pytest.MonkeyPatch):
    calls = [0]
    real = ortools_layer.cp_model_of

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(ortools_layer, "cp_model_of", counting)
    res = count_solutions(TroixInstance(3, 3, ("...", "...", "...")), limit=20, time_limit=60)
    assert (res.count, res.solves, calls[0]) == (12, 13, 1)
    calls[0] = 0
    res = count_solutions(TroixInstance(3, 3, ("...", "...", "...")), limit=20, time_limit=60, keep_model=False)
    assert (res.count, res.solves, calls[0]) == (12, 13, 13)


def _rows(n: int) -> RowCollector:
    """A no-good-like row, a linear row with a coefficient 2 and a >= row: every text kind."""
    rows = RowCollector("extra", "extra[{}]")
    rows.add((0,), [0, 1, 2], 1.0, LE, 2.0)
    rows.add((1,), [3, 4], [2.0, 1.0], LE, 2.0)
    rows.add((2,), [n - 1, n - 2], [1.0, -1.0], GE, 0.0)
    return rows


def test_appended_rows_give_the_proto_of_a_fresh_translation():
    form = registry.get("troix/onehot").make(TroixInstance(3, 3, ("X..", "...", "...")))
    session = open_session(form.model, "ortools", "cpsat")
    assert isinstance(session, Session)
    rows = _rows(form.model.num_vars).rowset()
    given = (rows.cols.copy(), rows.coefs.copy())
    session.add_rows(rows)
    assert np.array_equal(rows.cols, given[0]) and np.array_equal(rows.coefs, given[1])  # the caller's rows untouched
    grown = form.model.with_rows(rows)
    lb, ub = session._kept.lb, session._kept.ub  # type: ignore[attr-defined]
    assert str(session._kept.cp.proto) == str(ortools_layer.cp_model_of(grown, lb, ub).proto)  # type: ignore[attr-defined]
    out, ref = session.solve(10), solve_model(grown, "ortools", "cpsat", time_limit=10)
    assert (out.status, out.build, out.solver_version) == (ref.status, ref.build, ref.solver_version)
    assert out.values is not None and ref.values is not None and np.array_equal(out.values, ref.values)
    assert out.times["translate"]["cpu"] > 0 and grown.violations(out.values) == []


def test_a_refused_model_or_option_is_an_outcome_and_other_pairs_keep_nothing():
    form = registry.get("troix/onehot").make(TroixInstance(3, 3, ("X..", "...", "...")))
    bad = open_session(form.model, "ortools", "cpsat", solver_options={"no_such_option": 1})
    assert isinstance(bad, SolveOutcome) and bad.status == "error" and "no_such_option" in bad.message
    assert open_session(form.model, "native", "highs") is None
    half = form.model.with_rows(_rows(form.model.num_vars).rowset())
    scaled = type(half)(**{**half.__dict__, "A": half.A * 0.5})
    refused = open_session(scaled, "ortools", "cpsat")
    assert isinstance(refused, SolveOutcome) and refused.status == "error" and "integer" in refused.message
