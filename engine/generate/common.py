"""What both generators do last: check, certify, and stamp versions into ``source``."""

from __future__ import annotations

from typing import Any

from puzzlebench.engine.uniqueness import UniquenessVerdict
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance


def finish(inst: Any, source: dict[str, Any], algorithm: int, *, certify: bool, time_limit: float) -> Any:
    """Attach versions and the uniqueness certificate; shared by both generators."""
    from puzzlebench.engine.uniqueness import certify as run_certificate
    from puzzlebench.engine.uniqueness import solver_version
    from puzzlebench.instances.checker import check

    bad = check(inst)
    if bad:  # pragma: no cover - the generators only emit full valid grids
        raise RuntimeError(f"generated an invalid solution: {bad[0]}")
    source = dict(source)
    source["version"] = {"puzzlebench": package_version(), "algorithm": algorithm}
    if certify:
        res = run_certificate(inst, time_limit=time_limit)
        if res.verdict != UniquenessVerdict.UNIQUE:
            raise RuntimeError(f"{inst.name}: certificate says {res.summary()}, expected unique")
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

