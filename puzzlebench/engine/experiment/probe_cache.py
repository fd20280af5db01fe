"""A modelling layer's probe answer, remembered for a while under a key of what it depends on.

Why: the experiment step probes each layer the experiment names in a fresh interpreter
(:mod:`puzzlebench.engine.experiment.probe`: the layer's imports and every solver's version
call, about 0.75 s of CPU for OR-Tools), and every experiment on a machine asks the same
question. The experiment step keeps the answers in the experiment's ``resources`` folder
(beside the fetched datasets, shared by the experiments that name it), one file per layer
and key.

The key holds what the answer is read from and can change without notice to this cache: the
interpreter, the installed distributions (their ``dist-info`` names carry the versions), the
adapters' code (``puzzlebench/models/backends``) and the probe's own, and the environment the
probe runs in (``PATH``, the library and Python paths, every variable naming a solver or a
licence). What no key can see (a licence that expires, a solver program replaced in place
under the same name) is why an answer is believed for :data:`MAX_AGE_S` only. A probe that
failed (timed out, crashed: a ``broken`` row) is never kept, and ``puzzlebench solvers``
always probes afresh. A cache file that cannot be read, is too large, too old or not the
answer for its layer is a miss, never an error; one that cannot be written is skipped.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import stat
import sys
import time
from collections.abc import Callable
from pathlib import Path

from puzzlebench.instances.files import safe_name, write_json_atomic
from puzzlebench.models.backends import Availability, BackendInfo

MAX_AGE_S = 3600.0
"""Seconds a kept answer is believed (a licence's expiry, a program replaced in place)."""
MAX_BYTES = 1 << 20
"""Largest cache file read (a layer's rows are about 2 KB)."""
_SOLVER_ENV = re.compile(r"LICEN[CS]E|GUROBI|GRB_|CPLEX|ILOG|XPRESS|XPAUTH|MOSEK|COPT|HIGHS|SCIP|CBC|GLPK|ORTOOLS",
                         re.IGNORECASE)
_PATHS = ("PATH", "LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH", "PYTHONPATH", "PYTHONHOME")
_BACKENDS = Path(__file__).resolve().parents[2] / "models" / "backends"


def _distributions() -> list[str]:
    """The installed distributions as their metadata folders' names (name and version), from
    every folder on ``sys.path``: a listing, not a read of each one's metadata (~0.1 s)."""
    names: set[str] = set()
    for entry in sys.path:
        with contextlib.suppress(OSError):
            names.update(e.name for e in os.scandir(entry or ".")
                         if e.name.endswith((".dist-info", ".egg-info", ".egg-link", ".pth")))
    return sorted(names)


def _code(extra: str) -> str:
    """A digest of the adapters' code (their probes and version calls) and ``extra``."""
    digest = hashlib.sha256(extra.encode())
    for path in sorted(_BACKENDS.rglob("*.py")):
        digest.update(str(path.relative_to(_BACKENDS)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def key(layer: str, env: dict[str, str], code: str = "") -> str:
    """The key of ``layer``'s answer: what the probe, run with ``env``, reads (see the module
    doc); ``code`` is the probe's own program."""
    seen = {k: v for k, v in sorted(env.items()) if k in _PATHS or _SOLVER_ENV.search(k)}
    payload = [layer, sys.executable, sys.version, _distributions(), _code(code), seen]
    return hashlib.sha256(json.dumps(payload).encode()).hexdigest()[:24]


def _path(folder: Path, layer: str, k: str) -> Path:
    return folder / f"{safe_name(layer, fallback='layer')}.{k}.json"


def read(folder: Path, layer: str, k: str, now: float | None = None) -> list[BackendInfo] | None:
    """The kept answer of ``layer`` under key ``k``; None when there is none to believe."""
    path = _path(folder, layer, k)
    try:
        st = os.stat(path, follow_symlinks=False)
        if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_BYTES:
            return None
        age = (time.time() if now is None else now) - st.st_mtime
        if not 0 <= age < MAX_AGE_S:
            return None
        rows = [BackendInfo(**row) for row in json.loads(path.read_text(encoding="utf-8"))]
    except (OSError, ValueError, TypeError, UnicodeDecodeError):  # none, unreadable, not the shape
        return None
    if not rows or any(r.layer != layer or r.reason is Availability.BROKEN for r in rows):
        return None
    return rows


def write(folder: Path, layer: str, k: str, rows: list[BackendInfo]) -> None:
    """Keep ``rows`` as ``layer``'s answer under ``k``, unless the probe failed (a broken row)
    or the folder cannot be written (the answer is still used, only not kept)."""
    if not rows or any(r.reason is Availability.BROKEN for r in rows):
        return
    data = [{"layer": r.layer, "solver": r.solver, "available": r.available, "why": r.why, "version": r.version,
             "reason": str(r.reason), "build": r.build} for r in rows]
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
        write_json_atomic(_path(folder, layer, k), data)


def cached(folder: Path, layer: str, env: dict[str, str], code: str,
           probe: Callable[[str], list[BackendInfo]]) -> list[BackendInfo]:
    """``layer``'s rows: the kept answer when there is one to believe, else ``probe(layer)``
    (kept for the next experiment)."""
    k = key(layer, env, code)
    rows = read(folder, layer, k)
    if rows is None:
        rows = probe(layer)
        write(folder, layer, k, rows)
    return rows
