"""``sgt``: Simon Tatham's deductive Galaxies solver (``sgt-galaxies --solve``) as a baseline.

The binary runs under its own hard limit (:mod:`puzzlebench.engine.baselines.sgt_tool`); its result is
turned into a :class:`~puzzlebench.engine.baselines.BaselineResult` here. sgt returns one solution
and does not tell whether there are more; it gives up when a puzzle needs more guessing
than it allows.
"""

from __future__ import annotations

from puzzlebench.engine.baselines import BaselineResult, BaselineStatus, sgt_tool
from puzzlebench.engine.baselines.sgt_tool import SgtStatus
from puzzlebench.instances.types import GalaxiesInstance, Instance

_STATUS = {SgtStatus.GAVE_UP: BaselineStatus.GAVE_UP, SgtStatus.TIMEOUT: BaselineStatus.TIMEOUT}
"""sgt's own result without a grid -> the baseline's (anything else is an error)."""


class SgtBaseline:
    name = "sgt"
    puzzles = ("galaxies",)

    def probe(self) -> tuple[bool, str, str]:
        """Once per process: it runs the binary."""
        if not hasattr(self, "_probe"):
            ok, info = sgt_tool.available()  # (True, version) or (False, why not): one probe
            self._probe = (bool(ok), "" if ok else info, f"sgt-galaxies {info}" if ok else "")
        return self._probe

    def instance_problem(self, instance: Instance) -> str | None:
        """sgt-galaxies refuses a side under its minimum: say so before it runs."""
        if instance.rows < sgt_tool.MIN_SIDE or instance.cols < sgt_tool.MIN_SIDE:
            return (f"sgt-galaxies needs width and height >= {sgt_tool.MIN_SIDE}, "
                    f"got {instance.cols}x{instance.rows}")
        return None

    def solve(self, instance: Instance, time_limit: float) -> BaselineResult:
        if not isinstance(instance, GalaxiesInstance):
            return BaselineResult(BaselineStatus.ERROR, None, 0.0, 0.0, f"sgt solves Galaxies only, not {instance.puzzle}")
        res = sgt_tool.solve(instance, time_limit)
        status = BaselineStatus.FOUND if res.solution is not None else _STATUS.get(res.status, BaselineStatus.ERROR)
        return BaselineResult(status, res.solution, float(res.wall), float(res.cpu), str(res.message or ""),
                              {"sgt_status": str(res.status)})
