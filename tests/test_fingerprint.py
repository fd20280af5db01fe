"""A fingerprint per formulation: it covers the module that declares a variant and what that
module imports, so adding a variant re-runs only its own runs and a changed module re-runs
only the variants that import it (puzzlebench/engine/run/fingerprint.py)."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_layers import copy_package

from puzzlebench.engine import baselines
from puzzlebench.engine.experiment import plan as P
from puzzlebench.engine.run import environment, fingerprint, records
from puzzlebench.engine.run.spec import RunSpec
from puzzlebench.models import registry

VARIANTS = tuple(v.name for v in registry.variants())
NAMES = (*VARIANTS, *baselines.names())

# a real variant added the way puzzlebench/models/troix/__init__.py says: one new module, nothing else edited
NEW_VARIANT = '''"""``troix/textbook``: the rows of ``troix/onehot`` under another name."""

from __future__ import annotations

from puzzlebench.instances.types import TroixInstance
from puzzlebench.models.troix.common import TroixFormulation
from puzzlebench.models.troix.onehot import build_onehot_model
from puzzlebench.models.variant import variant


@variant("troix/textbook", "the textbook rows again, under another name")
def textbook(inst: TroixInstance) -> TroixFormulation:
    b, x = build_onehot_model(inst, name="troix_textbook")
    return TroixFormulation(b.build(meta={"variant": "troix/textbook"}), inst, x)
'''

INSTANCES = [
    {"id": "g/a", "path": "g/a.json", "puzzle": "galaxies", "rows": 5, "cols": 5, "set": "g", "sha256": "1" * 64},
    {"id": "t/a", "path": "t/a.json", "puzzle": "troix", "rows": 6, "cols": 6, "set": "t", "sha256": "2" * 64},
    {"id": "t/b", "path": "t/b.json", "puzzle": "troix", "rows": 9, "cols": 9, "set": "t", "sha256": "3" * 64},
]
CONFIG = {
    "variants": [{"variant": v} for v in VARIANTS] + [{"variant": "troix/onehot", "label": "onehot+deduce",
                                                       "options": {"deduce": True}}],
    "solvers": [{"layer": "ortools", "solver": "cpsat"}, {"layer": "pulp", "solver": "cbc"},
                {"layer": "sgt", "solver": "sgt"}],
    "repeats": 1, "time_limit": 5, "threads": 1, "seed": 0, "shards": 2,
}


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the package's Python files (real folders, no links), read instead of this
    checkout's by :func:`puzzlebench.engine.run.environment.formulation_hash`."""
    copy_package(tmp_path)
    package = tmp_path / "puzzlebench"
    monkeypatch.setattr(fingerprint, "PACKAGE", package)
    environment.formulation_hash.cache_clear()
    yield package
    environment.formulation_hash.cache_clear()


def _all(package: Path) -> dict[str, str]:
    return {name: fingerprint.fingerprint(name, package) for name in NAMES}


def _specs(config: dict[str, Any], runs: Path) -> list[RunSpec]:
    manifest = runs.parent / "manifest.json"
    manifest.write_text(json.dumps({"instances": INSTANCES}))
    return [s for shard in P.make_plan(config, [manifest], runs).values() for s in shard]


def test_every_variant_and_baseline_has_its_own_fingerprint_from_its_module() -> None:
    prints = _all(fingerprint.PACKAGE)
    assert len(set(prints.values())) == len(prints) and all(len(p) == 16 for p in prints.values())
    assert prints["troix/onehot"] == environment.formulation_hash("troix/onehot")
    for v in registry.variants():  # the name alone says the module, as the registry makes sure
        assert fingerprint.declaring_module(v.name) == v.build.__module__
        assert v.build.__module__ in fingerprint.sources(v.name)
    for name in baselines.names():
        assert fingerprint.declaring_module(name) == baselines.BUILTIN[name].split(":")[0]
    assert "puzzlebench.engine.baselines" in fingerprint.sources("sgt")  # imported by name: covered
    assert "puzzlebench.models.troix" not in fingerprint.sources("troix/onehot")  # only on the way
    # not a variant, or nothing: the digest of the name alone, no code
    for name in ("", "troix/common", "troix/nope", "nope", "galaxies/"):
        assert fingerprint.sources(name) == () and fingerprint.declaring_module(name) is None
    assert len({fingerprint.fingerprint(n) for n in ("", "troix/common", "nope")} | set(prints.values())) == len(prints) + 3


def test_a_copy_of_the_package_has_the_same_fingerprints(tree: Path) -> None:
    """Module names and bytes are hashed, not paths: where the package lies does not matter."""
    assert _all(tree) == _all(Path(environment.__file__).absolute().parents[2])


def test_the_closure_is_what_an_import_graph_says() -> None:
    """Cross-check with grimp (import-linter's graph builder), an independent reading of
    the same imports; the top package is left out by design (see puzzlebench/engine/run/fingerprint.py)."""
    grimp = pytest.importorskip("grimp")
    graph = grimp.build_graph("puzzlebench", exclude_type_checking_imports=False, cache_dir=None)
    for imported in graph.find_modules_directly_imported_by("puzzlebench"):  # the top package's
        graph.remove_import(importer="puzzlebench", imported=imported)      # names are no module's code
    for name in NAMES:
        module = fingerprint.declaring_module(name)
        assert module is not None
        expected = ({module} | graph.find_upstream_modules(module)) - {"puzzlebench"}
        assert set(fingerprint.sources(name)) == expected, name


def test_adding_a_variant_plans_only_its_runs_again(tree: Path, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    runs = tmp_path / "runs"
    before = _all(tree)
    old = _specs(CONFIG, runs)
    for spec in old:  # every run of the experiment done, recorded by the code before the change
        instance = records.InstanceInfo(
            id=spec.instance_id, path=spec.instance, sha256=spec.instance_sha256,
            puzzle="troix" if spec.instance_id.startswith("t") else "galaxies", rows=6, cols=6)
        rec = records.new_record(spec, instance)
        rec.status = records.RunStatus.SOLVED
        records.write_atomic(spec.record, rec)
        assert rec.code.formulation == before[spec.variant or spec.layer]
    assert all(records.is_complete(s.record) for s in old)

    (tree / "models/troix/textbook.py").write_text(NEW_VARIANT)
    environment.formulation_hash.cache_clear()
    after = {name: fingerprint.fingerprint(name, tree) for name in (*NAMES, "troix/textbook")}
    assert {k: after[k] for k in before} == before  # no other variant's fingerprint moved
    assert after["troix/textbook"] not in before.values()
    assert {"puzzlebench.models.troix.textbook", "puzzlebench.models.troix.onehot"} <= set(
        fingerprint.sources("troix/textbook", tree))

    config = {**CONFIG, "variants": [*CONFIG["variants"], {"variant": "troix/textbook"}]}
    # the plan checks each run request against this process's registry, which never read the
    # copy: here the copy's new variant passes (the copy's own registry finds it: below)
    from puzzlebench.engine.run import request

    monkeypatch.setattr(request, "variant_problem", lambda variant, options=None: None)
    request._configuration_problem.cache_clear()
    new = _specs(config, runs)
    request._configuration_problem.cache_clear()
    pending = [s for s in new if not records.is_complete(s.record)]  # what a solve job would run
    assert {s.id for s in new} - {s.id for s in pending} == {s.id for s in old}
    assert pending and {s.variant for s in pending} == {"troix/textbook"}
    assert len(pending) == 2 * 2  # two Troix instances x two MIP solvers

    # and the new file alone makes it a variant: the copy's registry finds it and builds it
    probe = ("from puzzlebench.models import registry; from puzzlebench.instances.types import TroixInstance;"
             "import puzzlebench; print(puzzlebench.__file__);"
             "i = TroixInstance(3, 3, ['X..', '...', '...']);"
             "a, b = registry.get('troix/textbook').make(i).model, registry.get('troix/onehot').make(i).model;"
             "print(a.size() == b.size() and (a.A != b.A).nnz == 0, sorted(v.name for v in registry.variants('troix')))")
    env = {**os.environ, "PYTHONPATH": str(tree.parent)}
    res = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, env=env,
                         cwd=tree.parent)
    assert res.returncode == 0, res.stderr[-2000:]
    where, found = res.stdout.splitlines()
    assert Path(where).is_relative_to(tree)
    assert found == "True ['troix/lines', 'troix/onehot', 'troix/textbook']"


def _touch(path: Path) -> None:
    path.write_text(path.read_text() + "\n# changed\n")


@pytest.mark.parametrize(("module", "changed"), [
    ("models/troix/common.py", {"troix/onehot", "troix/lines"}),
    ("models/troix/objective.py", {"troix/onehot"}),
    ("models/troix/lines.py", {"troix/lines"}),
    ("models/galaxies/flow.py", {"galaxies/flow"}),
    ("models/galaxies/paths.py", {"galaxies/paths"}),
    # every Galaxies variant builds on the shared formulation module
    ("models/galaxies/formulation.py", {n for n in VARIANTS if n.startswith("galaxies/")}),
    ("engine/baselines/sgt_tool.py", {"sgt"}),
    ("models/troix/__init__.py", set()),  # a package's docs: on the way, not covered
    ("models/backends/base.py", set()),  # solving, not building: not a formulation's code
])
def test_changing_a_module_changes_exactly_the_fingerprints_of_its_importers(
        tree: Path, module: str, changed: set[str]) -> None:
    before = _all(tree)
    importers = {n for n in NAMES if f"puzzlebench.{module.removesuffix('.py').replace('/', '.')}"
                 in fingerprint.sources(n, tree)}
    _touch(tree / module)
    after = _all(tree)
    moved = {n for n in NAMES if after[n] != before[n]}
    assert moved == changed == importers


def test_every_module_moves_only_its_importers(tree: Path) -> None:
    """The same for every file of the package a formulation could read (the closures do not
    change with a comment, so they are read once)."""
    covered = {n: fingerprint.sources(n, tree) for n in NAMES}
    for path in sorted((tree / "models").rglob("*.py")) + sorted((tree / "instances").rglob("*.py")):
        module = ".".join(["puzzlebench", *path.relative_to(tree).with_suffix("").parts]).removesuffix(".__init__")
        before = {n: fingerprint.digest(m, tree) for n, m in covered.items()}
        _touch(path)
        moved = {n for n, m in covered.items() if fingerprint.digest(m, tree) != before[n]}
        assert moved == {n for n, m in covered.items() if module in m}, module
    assert {n: fingerprint.digest(m, tree) for n, m in covered.items()} == {n: fingerprint.fingerprint(n, tree)
                                                                           for n in NAMES}


def test_the_packages_on_a_variants_way_hold_no_code() -> None:
    """They are not covered (puzzlebench/engine/run/fingerprint.py says why), so nothing in them may change
    how a model is built: a docstring and imports only."""
    package = Path(environment.__file__).absolute().parents[2]
    for path in (package / "models/__init__.py", *(package / f"models/{p}/__init__.py" for p in registry.PUZZLES)):
        body = ast.parse(path.read_text()).body
        assert all(isinstance(n, ast.Import | ast.ImportFrom) for n in body[1:]), path
        assert isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant), path


def test_a_variant_in_a_module_of_another_name_is_refused(tree: Path) -> None:
    (tree / "models/troix/mine.py").write_text(NEW_VARIANT)
    res = subprocess.run([sys.executable, "-c", "import puzzlebench.models.registry"], capture_output=True,
                         text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(tree.parent)}, cwd=tree.parent)
    assert res.returncode == 1
    assert ("variant troix/textbook is declared in puzzlebench.models.troix.mine; a variant troix/NAME is "
            "declared in module puzzlebench.models.troix.NAME") in res.stderr
