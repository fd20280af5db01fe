"""What a count of a puzzle's solutions found: the verdict and the solutions behind it.

Apart from :mod:`puzzlebench.engine.generate.uniqueness` (which re-exports these names) so that a
baseline's uniqueness mode (:mod:`puzzlebench.engine.baselines.inprocess`) can give the same
result without importing the harness's certificate route, the runner and the solver adapters:
a baseline's fingerprint (:mod:`puzzlebench.engine.run.fingerprint`) then covers its own code only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from puzzlebench.instances.types import Solution


class UniquenessVerdict(StrEnum):
    """Whether a puzzle has exactly one solution, as far as a search could tell (also the
    verdict of the Galaxies generator's own ambiguity check, which never answers ``none``)."""

    UNIQUE = "unique"  # one checked solution and a proof that there is no other
    MULTIPLE = "multiple"  # at least two distinct checked solutions
    NONE = "none"  # a proof that there is no solution
    UNKNOWN = "unknown"  # undecided (time limit, solver trouble, limit 1): the message says why


@dataclass
class UniquenessResult:
    """How many solutions were found (each one checked), and whether that is all of them."""

    verdict: UniquenessVerdict
    solutions: list[Solution] = field(default_factory=list)
    route: str = ""
    solver_version: str = ""
    wall: float = 0.0
    solves: int = 0
    message: str = ""

    @property
    def count(self) -> int:
        return len(self.solutions)

    def summary(self) -> str:
        """One line for people: ``unique``, ``N solutions`` / ``at least N solutions``, ..."""
        if self.verdict == UniquenessVerdict.UNIQUE:
            return "unique"
        if self.verdict == UniquenessVerdict.NONE:
            return "no solution"
        if self.verdict == UniquenessVerdict.MULTIPLE:
            return f"{self.count} solutions" if self.count > 1 else "multiple"
        found = f" ({self.count} solution{'s' if self.count != 1 else ''} found)" if self.count else ""
        return f"unknown{found}: {self.message}" if self.message else f"unknown{found}"

    def certificate(self) -> dict[str, Any]:
        """The ``source.uniqueness`` entry of a generated file (no timings: files stay byte-stable)."""
        return {"verdict": self.verdict.value, "route": self.route, "solver_version": self.solver_version}


def exhausted_verdict(count: int) -> UniquenessVerdict:
    """The verdict once a search proved it found every solution: 0 -> none, 1 -> unique,
    more -> multiple (the baselines' uniqueness modes decide the same way)."""
    if count == 0:
        return UniquenessVerdict.NONE
    return UniquenessVerdict.UNIQUE if count == 1 else UniquenessVerdict.MULTIPLE
