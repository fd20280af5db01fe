"""Write a :class:`~puzzlebench.models.model.Model` as free MPS or CPLEX LP, fast and readable everywhere.

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
import string
from pathlib import Path

import numpy as np
import scipy.sparse as sp

from puzzlebench.models.model import EQ, GE, LE, Model, NameBlock

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


def _safe_template(template: str) -> str | None:
    """``template`` with :func:`file_name` applied to its literal text, when that equals
    applying it to every formatted name (plain ``{}`` fields, not first); else None."""
    parts = []
    for k, (text, field, spec, conv) in enumerate(string.Formatter().parse(template)):
        if field is not None and (field != "" or spec or conv):
            return None
        if k == 0 and not text and field is not None:
            return None  # a name starting with a number would need the "_" prefix
        literal = _UNSAFE.sub("_", text.replace("[", "(").replace("]", ")"))
        parts.append(literal.replace("{", "{{").replace("}", "}}") + ("{}" if field is not None else ""))
    out = "".join(parts)
    return out if out[:1] not in ("", ".") and not out[0].isdigit() else None


def _block_names(blocks: tuple[NameBlock, ...], total: int) -> list[str]:
    """File names of a model's variables or rows, block by block.

    The template of a block is sanitised once and then formatted (non-negative integer
    indices print as digits, which are safe), instead of sanitising 10^5 finished names.
    """
    out: list[str] = []
    for b in blocks:
        rows = b.index.tolist()
        safe = _safe_template(b.template)
        if safe is not None and (b.index.size == 0 or int(b.index.min()) >= 0):
            fmt = safe.format
            out.extend(fmt(*r) for r in rows)
        else:
            fmt = b.template.format
            out.extend(file_name(fmt(*r)) for r in rows)
    if len(out) != total:
        raise ValueError(f"name blocks cover {len(out)} entries, the model has {total}")
    return out


def _file_names(model: Model, what: str) -> list[str]:
    if what == "variable":
        out = _block_names(model.var_blocks, model.num_vars)
    else:
        out = _block_names(model.row_blocks, model.num_rows)
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
    if np.all(values == values.flat[0]):  # the common all-ones case, without a sort
        return [_num(float(values.flat[0]))] * int(values.size)
    flat = values.ravel()
    lo, hi = float(flat.min()), float(flat.max())
    if hi - lo < 1 << 16 and abs(lo) < 1e15 and abs(hi) < 1e15:
        as_int = flat.astype(np.int64)
        if np.array_equal(as_int, flat):  # small integers: a lookup table, no sort
            base = int(lo)
            table = np.array([str(base + k) for k in range(int(hi) - base + 1)], dtype=object)
            return table[as_int - base].tolist()
    uniq, inv = np.unique(values, return_inverse=True)
    texts = np.array([_num(float(u)) for u in uniq], dtype=object)
    return texts[inv.ravel()].tolist()


def _check_finite(model: Model) -> None:
    if not np.all(np.isfinite(model.rhs)):
        raise ValueError("a constraint has a non-finite right-hand side")
    if model.A.nnz and not np.all(np.isfinite(model.A.data)):
        raise ValueError("a constraint has a non-finite coefficient")


def _bound_lines_mps(model: Model, cnames: list[str]) -> list[str]:
    """BOUNDS lines, column by column (LO before UP), numbers formatted once per value."""
    lb, ub, integ = model.lb, model.ub, model.is_integer.astype(bool)
    ks = np.flatnonzero((lb != 0) | (ub != np.inf) | integ)
    lo, hi, it = lb[ks], ub[ks], integ[ks]
    fixed = lo == hi
    free = (lo == -np.inf) & (hi == np.inf)
    rest = ~fixed & ~free
    lo_kind = np.where(rest & (lo == -np.inf), 1, np.where(rest & ((lo != 0) | it | (hi < 0)), 2, 0))
    hi_kind = np.where(rest & (hi != np.inf), 1, np.where(rest & it, 2, 0))
    lo_txt = _num_strings(np.where(np.isfinite(lo), lo, 0.0))
    hi_txt = _num_strings(np.where(np.isfinite(hi), hi, 0.0))
    names = np.array(cnames, dtype=object)[ks].tolist()
    out: list[str] = []
    for name, fx, fr, lk, hk, lt, ht in zip(names, fixed.tolist(), free.tolist(), lo_kind.tolist(),
                                            hi_kind.tolist(), lo_txt, hi_txt, strict=True):
        if fx:
            out.append(f" FX BND {name} {lt}")
        elif fr:
            out.append(f" FR BND {name}")
        else:
            if lk == 1:
                out.append(f" MI BND {name}")
            elif lk == 2:
                out.append(f" LO BND {name} {lt}")
            if hk == 1:
                out.append(f" UP BND {name} {ht}")
            elif hk == 2:
                out.append(f" PL BND {name}")
    return out


def mps_text(model: Model) -> str:
    """The model as free-format MPS text."""
    _check_finite(model)
    cnames = _file_names(model, "variable")
    rnames = _file_names(model, "row")
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
    ks = np.flatnonzero((lb != 0) | (ub != np.inf))
    lo, hi = lb[ks], ub[ks]
    lo_txt = _num_strings(np.where(np.isfinite(lo), lo, 0.0))
    hi_txt = _num_strings(np.where(np.isfinite(hi), hi, 0.0))
    names = np.array(cnames, dtype=object)[ks].tolist()
    for name, a, b_, lt, ht in zip(names, lo.tolist(), hi.tolist(), lo_txt, hi_txt, strict=True):
        if a == b_:
            out.append(f" {name} = {lt}")
        elif a == -math.inf and b_ == math.inf:
            out.append(f" {name} free")
        else:
            out.append(f" {'-inf' if a == -math.inf else lt} <= {name} <= {'+inf' if b_ == math.inf else ht}")
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
    cnames = _file_names(model, "variable")
    rnames = _file_names(model, "row")
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
