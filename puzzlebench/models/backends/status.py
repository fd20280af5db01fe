"""The two vocabularies of the solver adapters, as enums: what a solve claims, why a pair is
missing; and what a probe of a pair answers (:class:`BackendInfo`). Standard library only:
the experiment's checks and probes read these without the adapters' numpy and model code.

Both are ``StrEnum``: a member *is* its string (``OutcomeStatus.TIMEOUT == "timeout"``), so
records, JSON and string comparisons read exactly as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple


class OutcomeStatus(StrEnum):
    """What a solver call claims about its point (not about the puzzle: the checker decides).

    ``optimal`` and ``feasible`` both carry values (our models have no objective, so any
    feasible point is a solution); ``timeout`` is the solver's own limit; ``licence_limit``
    is a size-limited licence refusing the model (:mod:`puzzlebench.models.backends.licence`:
    decided from the model's size before translation, or from the solver's first answer),
    no solver result; ``error`` covers a failing library call, a refused model and a status
    the adapter cannot read.
    """

    OPTIMAL = "optimal"
    FEASIBLE = "feasible"
    INFEASIBLE = "infeasible"
    TIMEOUT = "timeout"
    LICENCE_LIMIT = "licence_limit"
    ERROR = "error"


OUTCOME_STATUSES: tuple[str, ...] = tuple(s.value for s in OutcomeStatus)
POINT_STATUSES = frozenset({OutcomeStatus.OPTIMAL, OutcomeStatus.FEASIBLE})


class Availability(StrEnum):
    """Why a (layer, solver) pair can or cannot run here: the reason code of a probe.

    A probe returns ``(availability, why, version)``; ``why`` is the human sentence, this
    is the code to group or filter by. A member is truthy only when ``AVAILABLE``, so a
    probe's first element reads as the plain ``bool`` older adapters (test doubles) return.
    """

    AVAILABLE = "available"
    NOT_INSTALLED = "not_installed"  # the layer, the solver's module or its binary is missing
    NO_LICENCE = "no_licence"  # a commercial solver without its module or licence
    NOT_BUILT = "not_built"  # not compiled into this wheel (OR-Tools' pywraplp backends)
    BROKEN = "broken"  # the probe itself raised
    UNAVAILABLE = "unavailable"  # an adapter that only answered False

    def __bool__(self) -> bool:
        return self is Availability.AVAILABLE

    @classmethod
    def of(cls, ok: object) -> Availability:
        """A probe's first element as a member (a plain bool -> AVAILABLE / UNAVAILABLE)."""
        if isinstance(ok, Availability):
            return ok
        return cls.AVAILABLE if ok else cls.UNAVAILABLE


class ProbeResult(NamedTuple):
    """A probe's answer, typed: whether the pair (or baseline) runs here and, if not, why
    (the code and the sentence), and its version. Still the ``(availability, why, version)``
    tuple a probe returns, so unpacking it reads as before; the fields name what
    ``probe()[2]`` used to."""

    availability: Availability
    why: str
    version: str

    @property
    def available(self) -> bool:
        return bool(self.availability)

    @classmethod
    def of(cls, probed: tuple[object, str, str]) -> ProbeResult:
        """A probe's tuple (availability as a member or a plain bool) as a result."""
        ok, why, version = probed
        return cls(Availability.of(ok), str(why or ""), str(version or ""))


@dataclass(frozen=True)
class BackendInfo:
    """One (layer, solver) pair as ``puzzlebench solvers`` shows it.

    ``reason`` is the code behind ``available``/``why`` (``available`` when it is).
    """

    layer: str
    solver: str
    available: bool
    why: str
    version: str
    reason: Availability = Availability.AVAILABLE
    build: str = ""  # the solver program, as it reports itself (SolverBuild.describe())

    def __post_init__(self) -> None:
        reason = Availability(self.reason)
        if not self.available and reason is Availability.AVAILABLE:
            reason = Availability.UNAVAILABLE
        object.__setattr__(self, "reason", reason)
