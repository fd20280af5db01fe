"""puzzlebench: a benchmark harness for MIP formulations of the Troix and Galaxies puzzles.

The public API is the handful of calls below (:mod:`puzzlebench.api`; examples in
``docs/api.md``)::

    import puzzlebench as pb
    inst = pb.load_instance("instances/troix/troix-6x6-s1.json")
    rec = pb.run(inst, "troix/onehot", layer="ortools", solver="cpsat", time_limit=10)
    rec.status                       # RunStatus.SOLVED: the independent checker accepted it
    with pb.Session() as s:          # a loop of runs on workers kept alive
        recs = [s.run(inst, "troix/onehot", "ortools", "cpsat", deduce=d) for d in (False, True)]

One import name for the whole library: ``puzzlebench.instances`` (the puzzle side),
``puzzlebench.models`` (formulations and solver adapters), ``puzzlebench.engine`` (runs,
experiments, measurements, generators, baselines), ``puzzlebench.analysis`` (tables,
statistics, figures) and ``puzzlebench.scripts`` (the command line), each a real folder of
this package (docs/architecture.md).

The API's names are imported on first use (PEP 562), so ``import puzzlebench.instances``
in a worker or a CLI command pays for nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from puzzlebench.api import (
        Session,
        VariantInfo,
        build_model,
        export_model,
        generate,
        load_all,
        load_instance,
        read_results,
        run,
        solvers,
        variants,
    )
    from puzzlebench.engine.run.records import RunRecord, RunStatus
    from puzzlebench.instances.checker import check
    from puzzlebench.instances.types import GalaxiesInstance, Instance, TroixInstance

_API = {
    "VariantInfo": "puzzlebench.api", "build_model": "puzzlebench.api", "export_model": "puzzlebench.api",
    "load_instance": "puzzlebench.api", "read_results": "puzzlebench.api", "run": "puzzlebench.api",
    "solvers": "puzzlebench.api", "variants": "puzzlebench.api", "Session": "puzzlebench.api",
    "generate": "puzzlebench.api", "load_all": "puzzlebench.api",
    "RunRecord": "puzzlebench.engine.run.records", "RunStatus": "puzzlebench.engine.run.records",
    "check": "puzzlebench.instances.checker",
    "Instance": "puzzlebench.instances.types", "TroixInstance": "puzzlebench.instances.types",
    "GalaxiesInstance": "puzzlebench.instances.types",
}
__all__ = [
    "GalaxiesInstance", "Instance", "RunRecord", "RunStatus", "Session", "TroixInstance", "VariantInfo",
    "build_model", "check", "export_model", "generate", "load_all", "load_instance", "read_results", "run",
    "solvers", "variants",
]


def __getattr__(name: str) -> Any:
    module = _API.get(name)
    if module is None:
        raise AttributeError(f"module 'puzzlebench' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # once: the next lookup is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
