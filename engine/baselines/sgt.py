"""``sgt``: Simon Tatham's deductive Galaxies solver as a non-MIP baseline.

It solves puzzles, not models, so it is registered with ``mip = False``: the runner calls
:meth:`Sgt.solve_instance` instead of building a formulation (the record's variant is
``sgt``). The wrapper (:mod:`engine.baselines.sgt_tool`) runs the binary under its own hard
limit; its statuses map to record statuses here (``gave_up`` when sgt stops without a
solution, which it does when the puzzle needs more guessing than it allows).
"""

from __future__ import annotations

from typing import Any

from models.backends.base import Adapter, SolveOptions, SolveOutcome, Timer
from models.model import Model

_STATUS = {"gave_up": "gave_up", "timeout": "timeout", "error": "error"}


class Sgt(Adapter):
    layer, solver = "sgt", "sgt"
    mip = False

    def probe(self) -> tuple[bool, str, str]:
        from engine.baselines import sgt_tool

        ok, why = sgt_tool.available()
        return bool(ok), "" if ok else why, f"sgt-galaxies {sgt_tool.version()}" if ok else ""

    def solve(self, model: Model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        return SolveOutcome("error", message="sgt solves Galaxies puzzles, not MIP models")

    def solve_instance(self, instance: Any, time_limit: float) -> Any:
        """The wrapper's SgtResult (status, solution, wall, cpu, message)."""
        from engine.baselines import sgt_tool
        from instances.types import GalaxiesInstance

        if not isinstance(instance, GalaxiesInstance):
            return sgt_tool.SgtResult("error", None, 0.0, 0.0, f"sgt solves Galaxies only, not {instance.puzzle}")
        return sgt_tool.solve(instance, time_limit)

    @staticmethod
    def status_of(result: Any) -> str:
        """Record status of a result without a solution."""
        return _STATUS.get(str(result.status), "error")
