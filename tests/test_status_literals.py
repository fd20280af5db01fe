"""No status string literals outside the module of their enum.

A run's status, a solver outcome, a baseline's status, sgt's own result, a uniqueness
verdict and a formulate status each have one ``StrEnum`` (its module owns the fact); code
elsewhere names the member (``RunStatus.SOLVED``), so a typo is an ``AttributeError`` at
once instead of a filter that silently matches nothing. This walks the AST of the library
(``puzzlebench/``), the maintenance scripts (``scripts/``), ``workflow/steps/`` and ``benchmarks/``
and fails on a status value written as a literal in a *status context*:

- compared (``==``, ``!=``, ``in``) with a status expression (a name or attribute containing
  ``status``, ``verdict``, a ``["status"]``/``["verdict"]`` subscript or ``.get("status")``),
  or any comparison with a run/outcome/baseline status value;
- passed to ``.isin(...)`` or to a method of a status expression (``statuses.count("ok")``);
  given as a ``status=``/``verdict=`` keyword; the status argument
  of ``SolveOutcome``/``BaselineResult``/``SgtResult``/``UniquenessResult``/``failure_record``;
- assigned to a status/verdict name, attribute or key, or to an upper-case ``*STATUS*`` name;
- the value of a ``"status"``/``"verdict"`` key in a dict display, or a key of a map from
  status values to exit codes or to other statuses.

A literal inside a conditional expression, ``or``, a tuple or a ``.get`` default counts.
Column names such as a ``"solved"`` count are not status contexts. The enum modules are
found by the same walk (classes deriving from ``StrEnum``): a value is allowed in the module
that defines an enum with that value.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("puzzlebench", "scripts", "workflow/steps", "benchmarks")

RUN = {"solved", "infeasible", "timeout", "wrong", "too_large", "gave_up", "error"}
DISTINCT = RUN | {"optimal", "feasible", "found"}
"""Values that read as a status wherever they are compared."""
VALUES = DISTINCT | {"unique", "multiple", "none", "unknown", "ok"}
"""Every status value; the generic words (``none``, ``ok``) only count in a status context."""
CONSTRUCTORS = {"SolveOutcome": 0, "BaselineResult": 0, "SgtResult": 0, "UniquenessResult": 0,
                "AmbiguityResult": 0, "ClusterResult": 0, "failure_record": 1}
"""Callables whose positional argument at that index is a status (``res`` is sgt_tool's
``functools.partial(SgtResult, ...)``)."""
CONSTRUCTORS["res"] = 0

Hit = tuple[str, int, str]


def python_files() -> Iterator[Path]:
    for folder in FOLDERS:
        yield from sorted((ROOT / folder).rglob("*.py"))


def _is_status_word(name: str) -> bool:
    return "status" in name.lower() or name == "verdict"


def is_status_expr(node: ast.expr) -> bool:
    """A name, attribute or key that holds a status (``status``, ``rec.status``, ``r["status"]``,
    ``r.get("status")``, ``str(...)`` of one of these)."""
    if isinstance(node, ast.Name):
        return _is_status_word(node.id)
    if isinstance(node, ast.Attribute):
        return _is_status_word(node.attr)
    if isinstance(node, ast.Subscript):
        key = node.slice
        return isinstance(key, ast.Constant) and key.value in ("status", "verdict")
    if isinstance(node, ast.Call):
        fn = node.func
        if isinstance(fn, ast.Attribute) and fn.attr == "get" and node.args:
            key = node.args[0]
            return isinstance(key, ast.Constant) and key.value in ("status", "verdict")
        if isinstance(fn, ast.Name) and fn.id == "str" and node.args:
            return is_status_expr(node.args[0])
    return False


def literals(node: ast.expr | None, values: set[str] = VALUES) -> list[ast.Constant]:
    """The string constants with a status value that ``node`` evaluates to (looking into
    conditional expressions, ``and``/``or``, tuples, lists, sets, ``(...)[i]`` and ``.get``
    defaults)."""
    if node is None:
        return []
    if isinstance(node, ast.Constant):
        return [node] if isinstance(node.value, str) and node.value in values else []
    if isinstance(node, ast.IfExp):
        return literals(node.body, values) + literals(node.orelse, values)
    if isinstance(node, ast.BoolOp):
        return [c for v in node.values for c in literals(v, values)]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [c for e in node.elts for c in literals(e, values)]
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Tuple | ast.List):
        return literals(node.value, values)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
        return [c for a in node.args[1:] for c in literals(a, values)]
    return []


def _callee(node: ast.Call) -> str:
    fn = node.func
    return fn.attr if isinstance(fn, ast.Attribute) else fn.id if isinstance(fn, ast.Name) else ""


def _targets(node: ast.Assign | ast.AnnAssign) -> list[tuple[ast.expr, ast.expr | None]]:
    """(target, value) pairs, tuple assignments paired element by element."""
    pairs: list[tuple[ast.expr, ast.expr | None]] = []
    for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
        value = node.value
        if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple) and len(target.elts) == len(value.elts):
            pairs += zip(target.elts, value.elts, strict=True)
        elif isinstance(target, ast.Tuple):
            pairs += [(t, value) for t in target.elts]
        else:
            pairs.append((target, value))
    return pairs


def _compare(node: ast.Compare) -> list[ast.Constant]:
    sides = [node.left, *node.comparators]
    found: list[ast.Constant] = []
    status_side = any(is_status_expr(s) for s in sides)
    for k, side in enumerate(sides):
        # ``"error" in reply`` tests a key: only a literal on the right of ``in`` is a status
        if k == 0 and isinstance(side, ast.Constant) and all(isinstance(op, ast.In | ast.NotIn) for op in node.ops):
            continue
        found += literals(side, VALUES if status_side else DISTINCT)
    return found


def status_literals(tree: ast.AST) -> list[ast.Constant]:
    found: list[ast.Constant] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            found += _compare(node)
        elif isinstance(node, ast.Call):
            name = _callee(node)
            on_status = isinstance(node.func, ast.Attribute) and is_status_expr(node.func.value)
            if name == "isin" or on_status:
                found += [c for a in node.args for c in literals(a)]
            found += [c for kw in node.keywords if kw.arg and _is_status_word(kw.arg) for c in literals(kw.value)]
            index = CONSTRUCTORS.get(name)
            if index is not None and len(node.args) > index:
                found += literals(node.args[index])
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            for target, value in _targets(node):
                upper = isinstance(target, ast.Name) and target.id.isupper() and "STATUS" in target.id
                if is_status_expr(target) or upper:
                    found += literals(value)
        elif isinstance(node, ast.Dict):
            keys = [k for k in node.keys if k is not None]
            for k, v in zip(node.keys, node.values, strict=True):
                if isinstance(k, ast.Constant) and k.value in ("status", "verdict"):
                    found += literals(v)
            status_keys = [k for k in keys if literals(k)]
            if len(keys) >= 2 and len(status_keys) == len(keys):  # a status -> exit code/status map
                plain = all(
                    (isinstance(v, ast.Constant) and isinstance(v.value, int) and not isinstance(v.value, bool))
                    or literals(v) for v in node.values)
                if plain:
                    found += [c for k in status_keys for c in literals(k)] + [c for v in node.values for c in literals(v)]
    return found


def enum_values(tree: ast.AST) -> set[str]:
    """The member values of every ``StrEnum`` class defined in ``tree``."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and any(
                (isinstance(b, ast.Name) and b.id == "StrEnum") or (isinstance(b, ast.Attribute) and b.attr == "StrEnum")
                for b in node.bases):
            for stmt in node.body:
                if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str):
                    out.add(stmt.value.value)
    return out


def hits() -> list[Hit]:
    trees = {p: ast.parse(p.read_text(encoding="utf-8"), str(p)) for p in python_files()}
    owners = {p: enum_values(t) for p, t in trees.items()}
    out: set[Hit] = set()
    for path, tree in trees.items():
        for c in status_literals(tree):
            if c.value not in owners[path]:
                out.add((str(path.relative_to(ROOT)), c.lineno, c.value))
    return sorted(out)


def test_no_status_literal_outside_its_enum_module() -> None:
    walked = {p.relative_to(ROOT).as_posix() for p in python_files()}
    assert {"puzzlebench/engine/run/records.py", "scripts/committed_sets.py"} <= walked  # not an empty walk
    found = hits()
    assert not found, "status literals (use the enum member):\n" + "\n".join(f"{f}:{n}: {v!r}" for f, n, v in found)


def test_the_scan_sees_every_status_context() -> None:
    """The rule itself: each context is caught, column names and key tests are not."""
    code = '''
rec["status"] = "error"
rec.status, rec.message = "too_large", "m"
status = "found" if x else _MAP.get(y, "error")
if out.status == "timeout" or res.verdict in ("unique", "none"):
    pass
df[df["status"].isin(["solved", "wrong"])]
SolveOutcome("infeasible")
failure_record(spec, "timeout", "m", 0.0)
entry.update(status="ok")
EXIT = {"unique": 0, "multiple": 1}
res.verdict = ("none", "unique")[k]
x = {"status": "gave_up"}
lambda s: s == "solved"
statuses.count("ok")
'''
    assert sorted(c.value for c in status_literals(ast.parse(code))) == sorted(
        ["error", "too_large", "found", "error", "timeout", "unique", "none", "solved", "wrong",
         "infeasible", "timeout", "ok", "unique", "multiple", "none", "unique", "gave_up", "solved", "ok"])
    clean = '''
row = {"solved": int(n), "wrong": 0, "runs": 3}
if "error" in reply:
    pass
prune = "none"
if prune == "none":
    pass
'''
    assert status_literals(ast.parse(clean)) == []
