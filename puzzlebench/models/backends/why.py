"""Why a solve took its time: nodes, LP iterations, gap, dual bound, cuts and separation
rounds, read after the solve from the solver's API or, where the layer gives only a log,
from the log. Every function returns a dict with the keys it found (never raises: a
statistic we cannot read is absent, not an error).

Keys (the runs table's columns, :mod:`puzzlebench.analysis.tables`): ``nodes``, ``iterations`` (LP
iterations), ``gap`` (relative, 0.0 = proven), ``bound`` (dual bound), ``solver_cuts``
(cuts the solver added), ``separation_rounds``, ``conflicts`` (CP-SAT).

Who reports what (measured on this machine's versions):

| layer/solver | source | nodes | LP iterations | gap, bound | cuts | rounds |
|---|---|---|---|---|---|---|
| ortools/cpsat | response | branches | LP iterations | yes | - | - |
| ortools/scip, highs, cbc (pywraplp) | API | yes | yes | bound | - | - |
| pyomo/highs | log | yes | yes | yes | yes | - |
| pyomo/scip | log | yes | yes | yes | yes | yes |
| pyomo/cbc | log | yes | yes | gap | yes | - |
| pulp/highs | highspy API | yes | yes | yes | - | - |
| pulp/scip | pyscipopt API | yes | yes | yes | yes | yes |
| pulp/cbc | log file | yes | yes | gap | yes | - |
| glpk (both layers) | - | no: glpsol's terse log has none of these with msg off | | | | |
"""

from __future__ import annotations

import contextlib
import math
import re
from typing import Any

_NUM = r"([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|inf|-inf)"


def _num(text: str) -> float | None:
    try:
        v = float(text)
    except ValueError:
        return None
    return v if math.isfinite(v) else None


def _grab(log: str, pattern: str) -> float | None:
    found = re.findall(pattern, log, flags=re.MULTILINE)
    return _num(found[-1]) if found else None  # the last: a log may print a value per round


def _put(out: dict[str, Any], key: str, v: float | None, integer: bool = False) -> None:
    if v is not None:
        out[key] = int(v) if integer else float(v)


def highs_log(log: str) -> dict[str, Any]:
    """HiGHS MIP log: the 'Solving report' (nodes, LP iterations, dual bound, gap) and the
    last row of the B&B table (cuts: the 'Cuts' column, pool size at the end)."""
    out: dict[str, Any] = {}
    _put(out, "nodes", _grab(log, rf"^\s*Nodes\s+{_NUM}\s*$"), True)
    _put(out, "iterations", _grab(log, rf"^\s*LP iterations\s+{_NUM}"), True)
    _put(out, "bound", _grab(log, rf"^\s*Dual bound\s+{_NUM}"))
    gap = _grab(log, rf"^\s*Gap\s+{_NUM}%")
    _put(out, "gap", None if gap is None else gap / 100)
    rows = re.findall(r"^.*%\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+[\d.]+s\s*$", log, flags=re.MULTILINE)
    if rows:
        out["solver_cuts"] = int(rows[-1][0])
    return out


def scip_log(log: str) -> dict[str, Any]:
    """SCIP log: the closing summary (nodes, gap, dual bound) and the last row of the
    node table (LP iterations, cuts, separation rounds)."""
    out: dict[str, Any] = {}
    _put(out, "nodes", _grab(log, rf"^Solving Nodes\s*:\s*{_NUM}"), True)
    _put(out, "bound", _grab(log, rf"^Dual Bound\s*:\s*{_NUM}"))
    gap = _grab(log, rf"^Gap\s*:\s*{_NUM}\s*%")
    _put(out, "gap", None if gap is None else gap / 100)
    table = [ln.split("|") for ln in log.splitlines() if ln.count("|") >= 16 and "LP iter" not in ln]
    if table:
        cells = [c.strip() for c in table[-1]]
        with contextlib.suppress(ValueError, IndexError):
            out["iterations"] = int(float(cells[3].rstrip("kM")) * {"k": 1e3, "M": 1e6}.get(cells[3][-1:], 1))
            out["solver_cuts"] = int(cells[10])
            out["separation_rounds"] = int(cells[11])
    return out


def cbc_log(log: str) -> dict[str, Any]:
    """CBC log: 'Enumerated nodes', 'Total iterations', the best possible (dual bound) and
    the cuts every cut generator created (at the root, or as the closing summary says)."""
    out: dict[str, Any] = {}
    _put(out, "nodes", _grab(log, rf"Enumerated nodes:\s*{_NUM}"), True)
    _put(out, "iterations", _grab(log, rf"Total iterations:\s*{_NUM}"), True)
    _put(out, "bound", _grab(log, rf"best possible\s+{_NUM}"))
    cuts = [int(c) for c in re.findall(r"Cut generator \d+ \([^)]*\) - (\d+) row cuts", log)]
    # CBC 2.10's closing summary: "<generator> was tried N times and created M cuts ..."
    cuts = cuts or [int(c) for c in re.findall(r"was tried \d+ times and created (\d+) cuts", log)]
    if cuts:
        out["solver_cuts"] = sum(cuts)
    if "Optimal solution found" in log or "Result - Optimal" in log:
        out["gap"] = 0.0
    return out


def highspy_info(highs: Any) -> dict[str, Any]:
    """From a solved ``highspy.Highs``: nodes, simplex iterations, dual bound, gap."""
    out: dict[str, Any] = {}
    with contextlib.suppress(Exception):
        info = highs.getInfo()
        _put(out, "nodes", max(int(info.mip_node_count), 0), True)
        _put(out, "iterations", max(int(info.simplex_iteration_count), 0), True)
        _put(out, "bound", _num(str(info.mip_dual_bound)))
        _put(out, "gap", _num(str(info.mip_gap)))
    return out


def pyscipopt_info(model: Any) -> dict[str, Any]:
    """From a solved ``pyscipopt.Model``: nodes, LP iterations, dual bound, gap, cuts
    applied, separation rounds."""
    out: dict[str, Any] = {}
    for key, fn, integer in (("nodes", "getNNodes", True), ("iterations", "getNLPIterations", True),
                             ("bound", "getDualbound", False), ("gap", "getGap", False),
                             ("solver_cuts", "getNCutsApplied", True), ("separation_rounds", "getNSepaRounds", True)):
        with contextlib.suppress(Exception):
            _put(out, key, _num(str(getattr(model, fn)())), integer)
    return out
