"""The adapters' two vocabularies as enums (puzzlebench/models/backends/status.py), solver-free."""

from __future__ import annotations

import dataclasses
import json

import pytest

from puzzlebench.models.backends import (
    OUTCOME_STATUSES,
    Availability,
    BackendInfo,
    OutcomeStatus,
    SolveOutcome,
)


def test_outcome_status_is_its_string() -> None:
    assert tuple(OUTCOME_STATUSES) == ("optimal", "feasible", "infeasible", "timeout", "licence_limit", "error")
    assert [s.value for s in OutcomeStatus] == list(OUTCOME_STATUSES)
    assert OutcomeStatus.TIMEOUT == "timeout" and f"{OutcomeStatus.TIMEOUT}" == "timeout"
    assert json.dumps({"status": OutcomeStatus.INFEASIBLE}) == '{"status": "infeasible"}'


def test_solve_outcome_stores_a_member_and_refuses_others() -> None:
    out = SolveOutcome("feasible")
    assert out.status is OutcomeStatus.FEASIBLE and not out.has_point
    assert SolveOutcome("optimal", values=[1.0]).has_point
    with pytest.raises(ValueError, match="outcome status 'solved' not in"):
        SolveOutcome("solved")


def test_availability_reads_as_a_bool_and_a_code() -> None:
    assert Availability.AVAILABLE and not Availability.NOT_INSTALLED and not Availability.BROKEN
    assert Availability.of(True) is Availability.AVAILABLE
    assert Availability.of(False) is Availability.UNAVAILABLE
    assert Availability.of(Availability.NO_LICENCE) is Availability.NO_LICENCE
    info = BackendInfo("pulp", "gurobi", False, "no gurobipy", "")
    assert info.reason is Availability.UNAVAILABLE  # not available without a code
    info = BackendInfo("pulp", "gurobi", False, "no gurobipy", "", "no_licence")
    assert info.reason is Availability.NO_LICENCE
    row = json.loads(json.dumps(dataclasses.asdict(info)))
    assert row == {"layer": "pulp", "solver": "gurobi", "available": False, "why": "no gurobipy",
                   "version": "", "reason": "no_licence", "build": ""}


def test_timing_has_one_home() -> None:
    import puzzlebench.models.backends.base as base
    import puzzlebench.models.timing as timing

    assert not hasattr(base, "Timer") and not hasattr(base, "timed")
    t = timing.Timer()
    with timing.timed(t):
        sum(range(1000))
    assert t.wall > 0 and t.as_dict().keys() == {"wall", "cpu"}
