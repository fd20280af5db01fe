"""A fingerprint per formulation: a digest of the code that builds one variant (or baseline).

A run record carries its variant's fingerprint (``code.formulation``); a record whose
fingerprint is not the current one was made by other code, so resume runs it again and the
tables mark it ``stale`` (:func:`puzzlebench.engine.run.records.is_stale`). The fingerprint is
per variant, not per puzzle package, so adding one variant, or changing code only one
variant uses, re-runs that variant's runs and no other's.

**What it covers**: the module that declares the variant and every module of
``puzzlebench`` it imports, transitively, lazy imports inside functions (and annotation-only
ones) included. Variant ``P/K`` is declared in ``puzzlebench.models.P.K`` (the registry,
:mod:`puzzlebench.models.registry`, refuses any other module), so the name says which file to
start from. A baseline's name gives its module from ``BUILTIN`` in
``puzzlebench/engine/baselines/__init__.py``. ``from puzzlebench.x import y`` counts as module ``x.y``
when that is a module (or package) file, else as ``x``.

**Read from the files, never imported**: the analysis, which may not import
``puzzlebench.models``, and the records module call this; parsing a dozen files with
:mod:`ast` takes milliseconds and has no side effects.

**Package ``__init__.py`` files**: one is covered only when a module imports it by name
(``from puzzlebench.engine.baselines import BaselineResult`` covers
``puzzlebench/engine/baselines/__init__.py``), not because Python runs it on the way to a submodule.
Why: the packages on the way (``puzzlebench``, ``puzzlebench.models``, the puzzle packages)
hold the docs and the public face, nothing a model is built from; covering them would make
one line in a puzzle package's docstring re-run every variant of that puzzle, the lumping
this module exists to avoid. ``tests/test_fingerprint.py`` checks that the packages on a
variant's way stay free of code. The top package ``puzzlebench`` is never covered, even when
imported by name: it is the public face, re-exporting what other modules define, and
following it would put the whole library into the fingerprint of whatever imports it.

A name no module declares (or ``""``) gets the digest of the name alone: no code has it,
so a record made under it turns stale once a module declares that name.
"""

from __future__ import annotations

import ast
import functools
import hashlib
from collections.abc import Iterable, Iterator
from pathlib import Path

TOP = "puzzlebench"
PACKAGE = Path(__file__).absolute().parents[2]
"""The ``puzzlebench`` package folder that is read (the module names under it, not the
real paths, are hashed, so a checkout and an install give the same fingerprint)."""
BASELINES = f"{TOP}.engine.baselines"
DIGITS = 16


def module_file(module: str, package: Path) -> Path | None:
    """The file of ``module`` (``puzzlebench.a.b``) under ``package``: ``a/b.py`` or
    ``a/b/__init__.py``; None when it has none (not a module of the package)."""
    parts = module.split(".")
    if parts[0] != TOP:
        return None
    base = package.joinpath(*parts[1:])
    for f in (base.with_suffix(".py") if len(parts) > 1 else None, base / "__init__.py"):
        if f is not None and f.is_file():
            return f
    return None


def _absolute(node: ast.ImportFrom, module: str, is_package: bool) -> str:
    """The package an ``ImportFrom`` reads from, relative imports resolved."""
    if not node.level:
        return node.module or ""
    parts = module.split(".")
    anchor = parts if is_package else parts[:-1]
    anchor = anchor[: len(anchor) - (node.level - 1)]
    return ".".join([*anchor, *([node.module] if node.module else [])])


def _statements(body: Iterable[ast.AST]) -> Iterator[ast.AST]:
    """Every statement of ``body``, nested ones (in functions, classes, ``if``, ``try``...)
    too: imports are statements, so the expressions (most of a tree) need no visit."""
    for node in body:
        yield node
        for name in ("body", "orelse", "finalbody", "handlers", "cases"):
            yield from _statements(getattr(node, name, ()))


def _parse(path: Path) -> ast.Module:
    return ast.parse(path.read_bytes(), filename=str(path))


def imports_of(module: str, package: Path) -> set[str]:
    """The modules of ``puzzlebench`` that ``module`` imports anywhere in its file."""
    path = module_file(module, package)
    if path is None:
        return set()
    found: set[str] = set()
    for node in _statements(_parse(path).body):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(node, module, path.name == "__init__.py")
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                found.add(sub if alias.name != "*" and module_file(sub, package) else source)
    return {m for m in found if m != TOP and module_file(m, package) is not None}


def closure(module: str, package: Path) -> tuple[str, ...]:
    """``module`` and every ``puzzlebench`` module it imports, transitively (sorted)."""
    seen: set[str] = set()
    todo = [module] if module_file(module, package) else []
    while todo:
        m = todo.pop()
        if m not in seen:
            seen.add(m)
            todo.extend(imports_of(m, package) - seen)
    return tuple(sorted(seen))


def _declares(module: str, variant: str, package: Path) -> bool:
    """True when a function of ``module`` is decorated with ``@variant("<variant>", ...)``."""
    path = module_file(module, package)
    if path is None:
        return False
    for node in _parse(path).body:
        for deco in node.decorator_list if isinstance(node, ast.FunctionDef) else ():
            if (isinstance(deco, ast.Call) and deco.args and isinstance(deco.args[0], ast.Constant)
                    and deco.args[0].value == variant
                    and getattr(deco.func, "id", getattr(deco.func, "attr", None)) == "variant"):
                return True
    return False


def _baseline_modules(package: Path) -> dict[str, str]:
    """``BUILTIN`` of the baselines package (name -> ``module:Class``), read as a literal."""
    path = module_file(BASELINES, package)
    if path is None:
        return {}
    for node in _parse(path).body:
        targets: list[ast.expr]
        if isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        elif isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        else:
            continue
        if any(isinstance(t, ast.Name) and t.id == "BUILTIN" for t in targets):
            return {str(k): str(v).split(":", 1)[0] for k, v in ast.literal_eval(value).items()}
    return {}


def declaring_module(name: str, package: Path | None = None) -> str | None:
    """The module that declares variant or baseline ``name``; None for an unknown name."""
    package = PACKAGE if package is None else package
    if "/" not in name:
        return _baseline_modules(package).get(name)
    puzzle, _, kind = name.partition("/")
    module = f"{TOP}.models.{puzzle}.{kind}"
    if not (puzzle.isidentifier() and kind.isidentifier()) or not _declares(module, name, package):
        return None
    return module


def sources(name: str, package: Path | None = None) -> tuple[str, ...]:
    """The modules variant or baseline ``name``'s fingerprint covers (none when unknown)."""
    package = PACKAGE if package is None else package
    module = declaring_module(name, package)
    return closure(module, package) if module else ()


def digest(modules: Iterable[str], package: Path | None = None) -> str:
    """sha256 (16 hex digits) of the names and bytes of ``modules`` (their files in ``package``)."""
    package = PACKAGE if package is None else package
    h = hashlib.sha256()
    for m in sorted(modules):
        path = module_file(m, package)
        h.update(m.encode() + b"\0" + (path.read_bytes() if path else b"") + b"\0")
    return h.hexdigest()[:DIGITS]


def fingerprint(name: str, package: Path | None = None) -> str:
    """The :func:`digest` of :func:`sources`; for an unknown name, the digest of the name alone."""
    covered = sources(name, package)
    if not covered:
        return hashlib.sha256(b"unknown\0" + name.encode()).hexdigest()[:DIGITS]
    return digest(covered, package)


@functools.cache
def formulation_hash(variant: str) -> str:
    """:func:`fingerprint` of ``variant`` (or baseline) in this package, once per process:
    what a record's ``code.formulation`` holds."""
    return fingerprint(variant, PACKAGE)
