"""Which solvers run on this machine: each modelling layer probed in its own interpreter,
and the baselines.

Why a subprocess per layer: probing imports the layer, and the layers must not meet in one
process (pulp imported before OR-Tools' pywraplp HiGHS segfaults here), nor in the caller's
process, which goes on to run other layers. The probes run side by side: each mostly waits
for imports and solver binaries. ``puzzlebench solvers`` prints what :func:`probe` finds;
the experiment's checks (:mod:`puzzlebench.engine.experiment.checks`) refuse a pair it finds missing.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

from puzzlebench.engine import baselines
from puzzlebench.engine.experiment import probe_cache
from puzzlebench.engine.run.children import import_root, python_env
from puzzlebench.models.backends import Availability, BackendInfo
from puzzlebench.models.backends.status import ProbeResult

PROBE_TIMEOUT = 120.0  # seconds for one layer's probe (imports and every solver's version call)

_CHILD = (
    "import json, dataclasses, os, sys\n"
    "out = os.fdopen(os.dup(1), 'w'); os.dup2(2, 1)\n"  # solver banners go to stderr
    "from puzzlebench.models.backends import catalogue\n"
    "out.write(json.dumps([dataclasses.asdict(b) for b in catalogue([sys.argv[1]])]))\n"
)


def _failed(layer: str, why: str) -> list[BackendInfo]:
    """One row standing for every solver of a layer whose probe itself failed."""
    return [BackendInfo(layer, "*", False, why, "", Availability.BROKEN)]


def probe_layer(layer: str, timeout: float = PROBE_TIMEOUT) -> list[BackendInfo]:
    """The catalogue rows of one layer (:func:`puzzlebench.models.backends.catalogue`),
    probed in a fresh interpreter; a probe that fails or hangs is one row, solver ``*``."""
    try:
        res = subprocess.run([sys.executable, "-c", _CHILD, layer], capture_output=True, text=True,
                             timeout=timeout, env=python_env(), cwd=str(import_root()))
    except subprocess.TimeoutExpired:
        return _failed(layer, "probe timed out")
    if res.returncode != 0:
        tail = res.stderr.strip().splitlines()[-1:] or [f"exit code {res.returncode}"]
        return _failed(layer, f"probe failed: {tail[0]}")
    return [BackendInfo(**row) for row in json.loads(res.stdout)]


def baseline_rows() -> list[BackendInfo]:
    """The non-MIP baselines (they import no modelling layer: probed in this process)."""
    rows = []
    for name in baselines.names():
        try:
            found = ProbeResult.of(baselines.get(name).probe())
        except Exception as exc:  # a broken install is a reason, not a crash
            rows.append(BackendInfo(name, name, False, f"{type(exc).__name__}: {exc}", "", Availability.BROKEN))
            continue
        rows.append(BackendInfo(name, name, found.available, found.why, found.version, found.availability))
    return rows


def _layer_rows(layer: str, cache: Path | None) -> list[BackendInfo]:
    """:func:`probe_layer`, or its kept answer from ``cache`` (:mod:`.probe_cache`)."""
    if cache is None:
        return probe_layer(layer)
    return probe_cache.cached(cache, layer, python_env(), _CHILD, probe_layer)


def probe(layers: Sequence[str], *, with_baselines: bool = True,
          done: Callable[[str, list[BackendInfo]], None] | None = None,
          cache: Path | None = None) -> list[BackendInfo]:
    """The rows of ``layers`` (in that order, each probed in its own interpreter, all side by
    side), then the baselines' (``with_baselines``); ``done(layer, rows)`` as each layer ends.
    With ``cache`` (a folder), a layer's answer kept there within the hour under the same
    installed versions, code and environment is used instead of a probe
    (:mod:`puzzlebench.engine.experiment.probe_cache`)."""
    found: dict[str, list[BackendInfo]] = {}
    if layers:
        with ThreadPoolExecutor(max_workers=len(layers)) as pool:
            jobs = {pool.submit(_layer_rows, layer, cache): layer for layer in layers}
            for job in as_completed(jobs):
                found[jobs[job]] = rows = job.result()
                if done is not None:
                    done(jobs[job], rows)
    rows = [row for layer in layers for row in found[layer]]
    return rows + baseline_rows() if with_baselines else rows
