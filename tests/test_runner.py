"""One run -> one record, in-process, with CP-SAT only (the one backend that is safe in a
process where other tests may have imported pulp). Status rules are checked on real
variants and on throw-away test variants (monkeypatched into the registry)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from puzzlebench.engine.run import records
from puzzlebench.engine.run.records import CheckResult, RunRecord, RunStatus
from puzzlebench.engine.run.runner import run, run_spec
from puzzlebench.engine.run.spec import RunSpec
from puzzlebench.instances.io import load, load_all, save
from puzzlebench.instances.types import TroixInstance
from puzzlebench.models.model import EQ, GE, ModelBuilder, ModelTooLarge
from puzzlebench.models.registry import _REGISTRY, Variant

REF_TROIX_1 = "troix/puzzle_1.json"
REF_GAL_4 = "galaxies/puzzle_4.json"
NONE_WRONG_JANKO = "41_7x7"  # a janko puzzle where galaxies/none returns galaxies in pieces


def _run(inst, path, variant: str, options: dict, time_limit: float, **kw) -> RunRecord:
    """One in-process run with ortools/cpsat (the instance id: the file stem, else its name)."""
    spec = RunSpec.for_file(path or "", variant, "ortools", "cpsat", time_limit, options,
                            instance_id=Path(path).stem if path else inst.name, **kw)
    return run(spec, inst)


def _record(reference_dir: Path, rel: str, variant: str, **kw) -> RunRecord:
    path = reference_dir / rel
    return _run(load(path), path, variant, kw.pop("options", {}), kw.pop("time_limit", 10.0), **kw)


def test_solved_record_has_every_field_and_follows_the_schema(reference_dir: Path) -> None:
    rec = _record(reference_dir, REF_TROIX_1, "troix/onehot", seed=3, repeat=2)
    records.validate(rec)
    data = rec.to_json()
    assert tuple(data) == records.FIELDS and set(data["times"]) == set(records.STEPS)
    assert rec.status == RunStatus.SOLVED and rec.check == CheckResult(True, [])
    assert rec.instance.puzzle == "troix" and (rec.instance.rows, rec.instance.cols) == (9, 9)
    assert rec.instance.id == "puzzle_1" and rec.instance.loaded and data["instance"]["loaded"] is True
    assert rec.label == "onehot" and rec.run_id.startswith("puzzle_1__onehot__ortools-cpsat__r2__")
    assert rec.code.puzzlebench and "commit" in data["code"]
    assert rec.solution is not None and all(isinstance(r, str) and len(r) == 9 for r in rec.solution)
    assert rec.seed == 3 and rec.repeat == 2
    assert rec.times.solve.wall > 0 and rec.times.formulate.wall > 0
    assert rec.size is not None and rec.size.variables == 243 and rec.size.nonzeros > 0
    assert "CP-SAT" in rec.solver_version
    for key in ("python", "numpy", "ortools", "pulp", "pyomo", "highspy", "pyscipopt", "coinor-cbc", "glpk-utils"):
        assert rec.versions[key], key
    assert rec.machine["cores"] >= 1 and rec.machine["hostname"]
    json.dumps(data, allow_nan=False)  # plain JSON, no NaN
    assert RunRecord.from_json(json.loads(json.dumps(data))) == rec  # the JSON is the whole record


def test_instance_identity_is_stable_and_content_based(reference_dir: Path, tmp_path: Path) -> None:
    a = _record(reference_dir, REF_TROIX_1, "troix/onehot")
    inst = load(reference_dir / REF_TROIX_1)
    copy = tmp_path / "copy.json"
    save(inst, copy)  # another format, same puzzle
    b = _run(load(copy), copy, "troix/onehot", {}, 10.0)
    assert a.instance.sha256 == b.instance.sha256


def test_galaxies_record_solution_is_grid_of_dot_indices(reference_dir: Path) -> None:
    rec = _record(reference_dir, REF_GAL_4, "galaxies/flow", options={"pairs": True})
    assert rec.status == RunStatus.SOLVED, rec.message
    assert rec.options["pairs"] is True and rec.options["prune"] == "reach"  # effective options
    assert rec.solution is not None
    assert len(rec.solution) == 21 and all(isinstance(v, int) for v in rec.solution[0])


def test_cut_loop_counts_rounds_and_cuts(reference_dir: Path) -> None:
    rec = _record(reference_dir, REF_GAL_4, "galaxies/cuts")
    assert rec.status == RunStatus.SOLVED, rec.message
    st = rec.stats
    assert st["cut_rounds"] >= 1 and st["cuts"] >= st["cut_rounds"]
    assert rec.size is not None and st["final_constraints"] == rec.size.constraints + st["cuts"]
    assert st["model_violations"] == 0


def test_galaxies_none_is_recorded_wrong_where_connectivity_matters(janko_path: Path, tmp_path: Path) -> None:
    good, _ = load_all(janko_path)
    inst = next(i for i in good if i.name == NONE_WRONG_JANKO)
    path = tmp_path / f"{inst.name}.json"
    save(inst, path)
    rec = run_spec(RunSpec.for_file(path, "galaxies/none", "ortools", "cpsat", 10))
    assert rec.status == RunStatus.WRONG
    assert rec.check.valid is False
    assert {v["rule"] for v in rec.check.violations} == {"connectivity"}
    assert rec.stats["model_violations"] == 0  # the solver was right about its model
    flow = run_spec(RunSpec.for_file(path, "galaxies/flow", "ortools", "cpsat", 10).to_json())
    assert flow.status == RunStatus.SOLVED


# ---- status rules on throw-away variants -------------------------------------------------
class _Form:
    def __init__(self, model, inst):
        self.model = model
        self.instance = inst

    def decode(self, values):
        return tuple("XOI" * (self.instance.cols // 3) for _ in range(self.instance.rows))

    def encode(self, solution):
        return np.zeros(self.model.num_vars)


def _build(inst, kind: str = "infeasible"):
    b = ModelBuilder(kind)
    if kind == "too_large":
        raise ModelTooLarge("test: over the cap")
    if kind == "hard":  # market split: no answer within a fraction of a second
        rng = np.random.default_rng(1)
        A = rng.integers(0, 100, size=(5, 40))
        x = b.add_vars("x[{}]", np.arange(40))
        b.add_rows("s", "s[{}]", np.arange(5), np.arange(6) * 40, np.tile(x, 5), A.ravel().astype(float), EQ,
                   (A.sum(axis=1) // 2).astype(float))
    elif kind == "infeasible":
        x = b.add_vars("x[{}]", np.arange(2))
        b.add_rows("c", "c[{}]", [0], [0, 2], x, 1.0, GE, 3.0)
    elif kind == "boom":
        raise RuntimeError("formulation bug")
    return _Form(b.build(), inst)


@pytest.fixture
def test_variant(monkeypatch: pytest.MonkeyPatch) -> str:
    from puzzlebench.models.registry import variants

    variants()  # load the real ones first
    monkeypatch.setitem(_REGISTRY, "troix/_test", Variant("troix/_test", "troix", "test", _build, {"kind": "infeasible"}))
    return "troix/_test"


@pytest.mark.parametrize(("kind", "with_solution", "status"), [
    ("infeasible", False, RunStatus.INFEASIBLE),
    ("infeasible", True, RunStatus.WRONG),  # the known solution is valid: the 'proof' is wrong
    ("too_large", False, RunStatus.TOO_LARGE),
    ("hard", False, RunStatus.TIMEOUT),
    ("boom", False, RunStatus.ERROR),
])
def test_status_rules(test_variant: str, reference_dir: Path, kind: str, with_solution: bool, status: RunStatus) -> None:
    inst = load(reference_dir / REF_TROIX_1)
    inst = TroixInstance(inst.rows, inst.cols, inst.givens, None, inst.name)
    if with_solution:  # the reference file has none: take a checked one from a real run
        solved = _run(inst, None, "troix/onehot", {}, 10.0)
        assert solved.status == RunStatus.SOLVED
        inst = inst.with_solution(solved.solution)
    rec = _run(inst, None, test_variant, {"kind": kind}, 0.3)
    records.validate(rec)
    assert rec.status == status, rec.message
    if status in (RunStatus.TOO_LARGE, RunStatus.ERROR):
        assert rec.message
    if kind == "hard":
        assert rec.times.solve.wall < 3.0


def test_atomic_write_leaves_no_temp_files(tmp_path: Path, reference_dir: Path) -> None:
    rec = _record(reference_dir, REF_TROIX_1, "troix/onehot")
    out = tmp_path / "runs" / "r.json"
    records.write_atomic(out, rec)
    records.write_atomic(out, rec)  # overwrite
    assert records.read(out) == rec and records.is_complete(out)
    assert [p.name for p in out.parent.iterdir()] == ["r.json"]
    out.write_text('{"record_version": 2, "status": "solv')  # a torn file is not complete
    assert not records.is_complete(out)


def test_a_write_killed_midway_leaves_a_temporary_the_writers_next_start_removes(tmp_path: Path) -> None:
    """SIGKILL runs no cleanup: the temporary file stays, until the shard resumes."""
    import os
    import signal
    import subprocess
    import sys

    from puzzlebench.instances.files import remove_stale_temporaries

    runs = tmp_path / "runs"
    mine, other = runs / "a__r1.json", runs / "b__r1.json"
    code = ("import sys, time; from puzzlebench.instances.files import write_atomic\n"
            "def fill(fh):\n    fh.write(b'{'); fh.flush(); print('writing', flush=True); time.sleep(60)\n"
            f"write_atomic({str(mine)!r}, fill)\n")
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline().strip() == "writing"
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    left = [p.name for p in runs.iterdir()]
    assert len(left) == 1 and left[0].startswith(".a__r1.json.") and left[0].endswith(".tmp")
    (runs / ".b__r1.json.zzzzzzzz.tmp").write_text("{")  # another record's: not ours to touch
    (runs / ".a__r10.json.qqqqqqqq.tmp").write_text("{")  # a longer name sharing the prefix
    assert remove_stale_temporaries([mine, runs / "c__r1.json", tmp_path / "absent" / "x.json"]) == 1
    assert sorted(p.name for p in runs.iterdir()) == [".a__r10.json.qqqqqqqq.tmp", ".b__r1.json.zzzzzzzz.tmp"]
    assert not mine.exists() and not other.exists()
