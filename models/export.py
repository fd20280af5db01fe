"""Write a :class:`~models.model.Model` as free MPS or CPLEX LP, fast and readable everywhere.

Formulate once, solve anywhere: the files this module writes are the hand-over point to any
solver, here or on another machine, so they stick to the subset of both formats that HiGHS,
CBC, GLPK (``glpsol --freemps`` / ``--lp``) and SCIP all read (checked by
``tests/test_export.py``):

* **Names.** Model names such as ``x[3,4,O]`` are written through :func:`file_name`, the one
  place names are sanitised: ``[`` -> ``(``, ``]`` -> ``)``, any other character an LP
  reader rejects (whitespace, ``+ - * ^ < > = :``...) -> ``_``, and a leading digit or
  period gets a ``_`` in front. Square brackets are what CPLEX-LP readers reject (they
  delimit quadratic terms); parentheses and commas are accepted by every reader above. The mapping is injective as long as model
  names contain no parentheses (ours never do); a collision raises ``ValueError`` rather
  than writing a file that silently merges two rows. Both formats use the same names, so
  a solution read back from either maps to the same columns.
* **Objective.** Always present (row ``OBJ``, minimised), even when all-zero: some readers
  reject a file without one. A zero objective is written as an explicit ``0`` coefficient.
* **Integers** (MPS): ``MARKER INTORG`` / ``INTEND`` blocks around each run of integer
  columns; every integer column gets explicit ``LO`` and ``UP``/``PL`` bounds, because
  readers disagree on the default upper bound of a marker column (1 in some, +inf in
  others) and ``BV`` is not read by all of them.
* **No OBJSENSE section**: minimisation is every reader's default and GLPK's free-MPS reader
  does not know the section.

Speed: columns are walked in CSC order with numpy, distinct coefficient values are
formatted once, and the file is produced by one ``join``; a 10^6-non-zero model writes in
about a second (see ``docs/formulations-troix.md``).
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import numpy as np
import scipy.sparse as sp

from models.model import EQ, GE, LE, Model

OBJ_ROW = "OBJ"
# characters CPLEX-LP readers accept in names (besides letters and digits); others -> "_"
_UNSAFE = re.compile(r"[^A-Za-z0-9!\"#$%&()/,.;?@_`'{}|~]")
_LP_SENSE = {LE: "<=", EQ: "=", GE: ">="}
_TERMS_PER_LINE = 8  # LP rows are wrapped: some readers limit line length


def file_name(name: str) -> str:
    """The name a model variable/row gets in an MPS or LP file (see module docstring)."""
    out = name.replace("[", "(").replace("]", ")")
    if _UNSAFE.search(out):
        out = _UNSAFE.sub("_", out)
    if not out or out[0].isdigit() or out[0] == ".":
        out = "_" + out
    return out


def _file_names(names: list[str], what: str) -> list[str]:
    out = [file_name(n) for n in names]
    if len(set(out)) != len(out):
        seen: set[str] = set()
        dup = next(n for n in out if n in seen or seen.add(n))  # type: ignore[func-returns-value]
        raise ValueError(f"two {what} names become {dup!r} in the file; names must be unique")
    if OBJ_ROW in out and what == "row":
        raise ValueError(f"a row is named {OBJ_ROW!r}, the name reserved for the objective")
    return out


def _num(v: float) -> str:
    """Shortest round-tripping text for a finite float (``1`` rather than ``1.0``)."""
    if v == int(v) and abs(v) < 1e15:
        return str(int(v))
    return repr(float(v))


def _num_strings(values: np.ndarray) -> list[str]:
    """Format an array of floats, formatting each distinct value only once."""
    if values.size == 0:
        return []
    uniq, inv = np.unique(values, return_inverse=True)
    texts = np.array([_num(float(u)) for u in uniq], dtype=object)
    return texts[inv.ravel()].tolist()


def _check_finite(model: Model) -> None:
    if not np.all(np.isfinite(model.rhs)):
        raise ValueError("a constraint has a non-finite right-hand side")
    if model.A.nnz and not np.all(np.isfinite(model.A.data)):
        raise ValueError("a constraint has a non-finite coefficient")


def _bound_lines_mps(model: Model, cnames: list[str]) -> list[str]:
    lb, ub, integ = model.lb, model.ub, model.is_integer
    out: list[str] = []
    for k in np.flatnonzero((lb != 0) | (ub != np.inf) | integ).tolist():
        lo, hi, name = float(lb[k]), float(ub[k]), cnames[k]
        if lo == hi:
            out.append(f" FX BND {name} {_num(lo)}")
            continue
        if lo == -math.inf and hi == math.inf:
            out.append(f" FR BND {name}")
            continue
        if lo == -math.inf:
            out.append(f" MI BND {name}")
        elif lo != 0 or integ[k] or hi < 0:
            out.append(f" LO BND {name} {_num(lo)}")
        if hi != math.inf:
            out.append(f" UP BND {name} {_num(hi)}")
        elif integ[k]:
            out.append(f" PL BND {name}")
    return out


def mps_text(model: Model) -> str:
    """The model as free-format MPS text."""
    _check_finite(model)
    cnames = _file_names(model.var_names(), "variable")
    rnames = _file_names(model.row_names(), "row")
    n = model.num_vars
    lines = [f"NAME {file_name(model.name) or 'model'}", "ROWS", f" N {OBJ_ROW}"]
    sense_code = np.array(["L", "E", "G"], dtype=object)[model.sense.astype(np.int64) + 1]
    lines += [f" {s} {r}" for s, r in zip(sense_code.tolist(), rnames, strict=True)]
    lines.append("COLUMNS")

    # Objective entries go into the column-major matrix as an extra row (index -1 -> OBJ),
    # and every column without any entry gets an explicit 0 in the objective so it exists.
    A = sp.csc_matrix(model.A)
    A.sort_indices()
    obj = np.asarray(model.objective, dtype=float)
    counts = np.diff(A.indptr)
    obj_cols = np.flatnonzero((obj != 0) | (counts == 0))
    o_count = np.zeros(n, dtype=np.int64)
    o_count[obj_cols] = 1
    total = counts + o_count
    ptr = np.concatenate([[0], np.cumsum(total)])
    rows_all = np.empty(int(ptr[-1]), dtype=np.int64)
    vals_all = np.empty(int(ptr[-1]), dtype=float)
    # objective entry first in each column, then the column's matrix entries
    first = ptr[:-1]
    rows_all[first[obj_cols]] = -1
    vals_all[first[obj_cols]] = obj[obj_cols]
    col_of_nz = np.repeat(np.arange(n), counts)
    pos = np.arange(A.nnz) - np.repeat(A.indptr[:-1], counts) + first[col_of_nz] + o_count[col_of_nz]
    rows_all[pos] = A.indices
    vals_all[pos] = A.data
    col_all = np.repeat(np.arange(n), total)

    rname_arr = np.array([*rnames, OBJ_ROW], dtype=object)  # index -1 -> OBJ
    cname_arr = np.array(cnames, dtype=object)
    entry = [
        f"    {c} {r} {v}"
        for c, r, v in zip(
            cname_arr[col_all].tolist(), rname_arr[rows_all].tolist(), _num_strings(vals_all), strict=True
        )
    ]
    # integer markers: insert around each run of integer columns
    integ = model.is_integer.astype(bool)
    if integ.any():
        change = np.flatnonzero(np.diff(np.concatenate([[False], integ, [False]]).astype(np.int8)))
        starts, ends = change[0::2], change[1::2]
        pieces: list[str] = []
        prev = 0
        for m, (s, e) in enumerate(zip(starts.tolist(), ends.tolist(), strict=True)):
            pieces += entry[ptr[prev] : ptr[s]]
            pieces.append(f"    MARKER{m} 'MARKER' 'INTORG'")
            pieces += entry[ptr[s] : ptr[e]]
            pieces.append(f"    MARKER{m} 'MARKER' 'INTEND'")
            prev = e
        pieces += entry[ptr[prev] :]
        entry = pieces
    lines += entry

    lines.append("RHS")
    nz = np.flatnonzero(model.rhs != 0)
    lines += [
        f"    RHS {r} {v}"
        for r, v in zip(np.array(rnames, dtype=object)[nz].tolist(), _num_strings(model.rhs[nz]), strict=True)
    ]
    lines.append("BOUNDS")
    lines += _bound_lines_mps(model, cnames)
    lines.append("ENDATA")
    return "\n".join(lines) + "\n"


def _lp_bound_lines(model: Model, cnames: list[str]) -> list[str]:
    """Bounds; a column in no row and not in the objective is declared here too (``>= 0``),
    or an LP reader would never hear of it and the column count would change."""
    lb, ub = model.lb, model.ub
    unseen = (np.diff(sp.csc_matrix(model.A).indptr) == 0) & (np.asarray(model.objective) == 0)
    if not np.any(model.objective) or np.any(np.diff(model.A.indptr) == 0):
        unseen[0] = False  # column 0 carries the empty objective or an empty row
    out = [f" {cnames[k]} >= 0" for k in np.flatnonzero(unseen & (lb == 0) & (ub == np.inf)).tolist()]
    for k in np.flatnonzero((lb != 0) | (ub != np.inf)).tolist():
        lo, hi, name = float(lb[k]), float(ub[k]), cnames[k]
        if lo == hi:
            out.append(f" {name} = {_num(lo)}")
        elif lo == -math.inf and hi == math.inf:
            out.append(f" {name} free")
        else:
            lo_s = "-inf" if lo == -math.inf else _num(lo)
            hi_s = "+inf" if hi == math.inf else _num(hi)
            out.append(f" {lo_s} <= {name} <= {hi_s}")
    return out


def _lp_terms(coefs: list[str], names: list[str]) -> str:
    """``+ 1 x + -2 y`` written as ``+ x - 2 y``, wrapped every few terms."""
    parts: list[str] = []
    for k, (v, name) in enumerate(zip(coefs, names, strict=True)):
        if v.startswith("-"):
            sign, mag = "-", v[1:]
        else:
            sign, mag = "+", v
        term = f"{sign} {name}" if mag == "1" else f"{sign} {mag} {name}"
        if k and k % _TERMS_PER_LINE == 0:
            term = "\n   " + term
        parts.append(term)
    return " ".join(parts)


def lp_text(model: Model) -> str:
    """The model as CPLEX-LP text."""
    _check_finite(model)
    if model.num_vars == 0:
        raise ValueError("cannot write an LP file for a model without variables")
    cnames = _file_names(model.var_names(), "variable")
    rnames = _file_names(model.row_names(), "row")
    cname_arr = np.array(cnames, dtype=object)
    lines = [f"\\ {file_name(model.name)}", "Minimize"]
    obj = np.asarray(model.objective, dtype=float)
    onz = np.flatnonzero(obj)
    if onz.size:
        lines.append(f" {OBJ_ROW}: " + _lp_terms(_num_strings(obj[onz]), cname_arr[onz].tolist()))
    else:
        lines.append(f" {OBJ_ROW}: 0 {cnames[0]}")
    lines.append("Subject To")
    A = sp.csr_matrix(model.A)
    A.sort_indices()
    coef_s = _num_strings(A.data)
    col_s = cname_arr[A.indices].tolist()
    ptr = A.indptr.tolist()
    rhs_s = _num_strings(model.rhs)
    senses = model.sense.tolist()
    for r, name in enumerate(rnames):
        a, b = ptr[r], ptr[r + 1]
        body = _lp_terms(coef_s[a:b], col_s[a:b]) if b > a else f"0 {cnames[0]}"
        lines.append(f" {name}: {body} {_LP_SENSE[senses[r]]} {rhs_s[r]}")
    lines.append("Bounds")
    lines += _lp_bound_lines(model, cnames)
    ints = np.flatnonzero(model.is_integer)
    if ints.size:
        lines.append("General")
        names = cname_arr[ints].tolist()
        lines += [" " + " ".join(names[k : k + _TERMS_PER_LINE]) for k in range(0, len(names), _TERMS_PER_LINE)]
    lines.append("End")
    return "\n".join(lines) + "\n"


def write_mps(model: Model, path: str | Path) -> None:
    """Write ``model`` as free MPS to ``path``."""
    Path(path).write_text(mps_text(model), encoding="ascii")


def write_lp(model: Model, path: str | Path) -> None:
    """Write ``model`` as CPLEX LP to ``path``."""
    Path(path).write_text(lp_text(model), encoding="ascii")


def write_model(model: Model, path: str | Path) -> str:
    """Write by suffix (``.mps`` or ``.lp``); returns the format written."""
    suffix = Path(path).suffix.lower()
    if suffix == ".mps":
        write_mps(model, path)
        return "mps"
    if suffix == ".lp":
        write_lp(model, path)
        return "lp"
    raise ValueError(f"unknown model file suffix {suffix!r} (use .mps or .lp)")
