"""What both generators do last: check, certify, and stamp versions into ``source``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from puzzlebench.engine.generate.uniqueness import UniquenessVerdict
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance


class Phase(StrEnum):
    """What a generator is doing (the progress lines of ``puzzlebench generate`` say it)."""

    PARTITION = "partition"  # Galaxies: draw a random partition
    CHECK = "check"  # Galaxies: one round of the ambiguity search (and its repairs)
    REJECT = "reject"  # the attempt is given up; the next one starts
    GRID = "grid"  # Troix: a random full grid
    TRIM = "trim"  # Troix: givens removed by local line reasoning
    HARD = "hard pass"  # Troix: givens removed by CP-SAT tests until enough is open
    EXACT = "exact pass"  # Troix --minimal: one CP-SAT test per given left
    CERTIFY = "certify"  # the independent uniqueness certificate


class GenerationFailed(RuntimeError):
    """The generator gave up on a seed: no acceptable puzzle within its attempts, or the
    certificate did not say ``unique`` within its time. A user's outcome (try another seed
    or more time), told in one line; any other RuntimeError from a generator is a bug and
    keeps its traceback."""


@dataclass(frozen=True)
class GenerationProgress:
    """One step of a generation, for progress lines; numbers a step does not have stay 0."""

    phase: Phase
    attempt: int
    attempts: int
    round: int = 0
    open_cells: int = 0
    cells: int = 0
    clusters: int = 0
    largest_cluster: int = 0
    repairs: int = 0
    note: str = ""

    def line(self) -> str:
        head = f"attempt {self.attempt + 1}/{self.attempts}, {self.phase}"
        if self.phase == Phase.CHECK:
            head += (f" round {self.round}: {self.open_cells}/{self.cells} cells open, "
                     f"{self.clusters} clusters (largest {self.largest_cluster}), {self.repairs} repairs")
        elif self.phase == Phase.HARD:
            head += f": {self.open_cells}/{self.cells} cells open"
        return f"{head}{': ' + self.note if self.note else ''}"


GenerationListener = Callable[[GenerationProgress], None]


def finish(inst: Any, source: dict[str, Any], algorithm: int, *, certify: bool, time_limit: float) -> Any:
    """Attach versions and the uniqueness certificate; shared by both generators."""
    from puzzlebench.engine.generate.uniqueness import certify as run_certificate
    from puzzlebench.engine.generate.uniqueness import solver_version
    from puzzlebench.instances.checker import check

    bad = check(inst)
    if bad:  # pragma: no cover - the generators only emit full valid grids
        raise RuntimeError(f"generated an invalid solution: {bad[0]}")
    source = dict(source)
    source["version"] = {"puzzlebench": package_version(), "algorithm": algorithm}
    if certify:
        res = run_certificate(inst, time_limit=time_limit)
        if res.verdict != UniquenessVerdict.UNIQUE:
            raise GenerationFailed(f"{inst.name}: certificate says {res.summary()}, expected unique")
        source["uniqueness"] = res.certificate()
        source["version"]["solver"] = res.solver_version
    else:
        source["uniqueness"] = {"verdict": "not certified", "route": "", "solver_version": ""}
        source["version"]["solver"] = solver_version()
    return type(inst)(inst.rows, inst.cols, *_payload(inst), inst.solution, inst.name, source)


def _payload(inst: TroixInstance | GalaxiesInstance) -> tuple[Any]:
    return (inst.givens,) if isinstance(inst, TroixInstance) else (inst.dots,)


def package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("puzzlebench")
    except PackageNotFoundError:  # running from a checkout without install
        return "0+unknown"

