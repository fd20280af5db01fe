"""Planning: experiment x instances -> run specs and shards (no Snakemake, no solver)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from puzzlebench.engine import baselines
from puzzlebench.engine.experiment import plan as P
from puzzlebench.engine.run.spec import RunSpec, entry_label

ROOT = Path(__file__).resolve().parents[1]

INSTANCES = [
    {"id": "g/a", "path": "g/a.json", "puzzle": "galaxies", "rows": 5, "cols": 5, "set": "g", "sha256": "1"},
    {"id": "g/b", "path": "g/b.json", "puzzle": "galaxies", "rows": 7, "cols": 7, "set": "g", "sha256": "2"},
    {"id": "t/a", "path": "t/a.json", "puzzle": "troix", "rows": 6, "cols": 6, "set": "t", "sha256": "3"},
]
CONFIG = {
    "variants": [{"variant": "galaxies/flow"}, {"variant": "galaxies/flow", "options": {"pairs": True, "prune": "reach"}},
                 {"variant": "troix/onehot"}],
    "solvers": [{"layer": "ortools", "solver": "cpsat"}, {"layer": "pulp", "solver": "cbc", "puzzles": ["troix"]},
                {"layer": "sgt", "solver": "sgt"}],
    "repeats": 2, "time_limit": 5, "threads": 1, "seed": 7, "shards": 3,
}


def test_labels() -> None:
    assert entry_label({"variant": "galaxies/flow"}) == "flow"
    assert entry_label({"variant": "galaxies/flow", "options": {"pairs": True, "prune": "reach", "deduce": False}}) \
        == "flow-pairs-prune_reach"
    assert entry_label({"variant": "troix/onehot", "label": "mine"}) == "mine"


def test_expand_counts_and_fields(tmp_path: Path) -> None:
    specs = P.expand(CONFIG, INSTANCES, tmp_path)
    # galaxies: 2 inst x 2 variants x cpsat + 2 inst x sgt; troix: 1 inst x 1 variant x (cpsat, cbc); x 2 repeats
    assert len(specs) == (2 * 2 * 1 + 2 + 1 * 1 * 2) * 2
    assert len({s.id for s in specs}) == len(specs) == len({s.record for s in specs})
    sgt = [s for s in specs if s.layer == "sgt"]
    assert len(sgt) == 4 and {(s.variant, s.label) for s in sgt} == {("", "sgt")}
    assert not any(s.solver == "cbc" and s.instance.startswith("g/") for s in specs)
    assert {s.seed for s in specs} == {7, 8}
    assert {s.label for s in specs if s.variant == "galaxies/flow"} == {"flow", "flow-pairs-prune_reach"}
    for s in specs:
        assert s.record == str(tmp_path / f"{s.id}.json")
        assert s.set == s.instance_id.split("/")[0] and s.time_limit == 5
        assert RunSpec.from_json(s.to_json()) == s  # what the shard files carry


def test_ids_stable_but_change_with_settings(tmp_path: Path) -> None:
    a = [s.id for s in P.expand(CONFIG, INSTANCES, tmp_path)]
    assert a == [s.id for s in P.expand(dict(CONFIG), INSTANCES, tmp_path)]
    b = [s.id for s in P.expand({**CONFIG, "time_limit": 6}, INSTANCES, tmp_path)]
    assert not set(a) & set(b)  # a new time limit never reuses an old record
    changed = [dict(i, sha256="x") if i["id"] == "t/a" else i for i in INSTANCES]
    c = {s.id for s in P.expand(CONFIG, changed, tmp_path)}
    assert {i for i in set(a) - c} == {i for i in a if i.startswith("t_a")}


def _spec(k: int, layer: str) -> RunSpec:
    return RunSpec(instance=f"{k}.json", instance_id=str(k), instance_sha256="", variant="troix/onehot",
                   options={}, layer=layer, solver="x", time_limit=1)


@given(st.integers(min_value=0, max_value=60), st.integers(min_value=1, max_value=7))
def test_split_deals_evenly(n: int, shards: int) -> None:
    specs = [_spec(k, "ortools" if k % 3 else "pyomo") for k in range(n)]
    cfg = {**CONFIG, "solvers": [{"layer": "ortools", "solver": "x"}, {"layer": "pyomo", "solver": "y"}],
           "shards": shards}
    out = P.split(specs, cfg)
    assert sorted(out) == sorted(P.shard_names(cfg)) and len(out) == 2 * shards
    assert sorted(s.id for v in out.values() for s in v) == sorted(s.id for s in specs)
    for layer in ("ortools", "pyomo"):
        sizes = [len(v) for k, v in out.items() if k.startswith(layer + ".")]
        assert max(sizes) - min(sizes) <= 1
        assert all(s.layer == layer for k, v in out.items() if k.startswith(layer + ".") for s in v)


def _manifest(path: Path, instances: list[dict]) -> Path:
    import json

    path.write_text(json.dumps({"set": "x", "instances": instances}))
    return path


def test_plan_shards_round_trip(tmp_path: Path) -> None:
    """What the plan step writes and the solve step reads back: the same specs."""
    from puzzlebench.instances.files import write_json_atomic

    m = _manifest(tmp_path / "m.json", INSTANCES)
    shards = P.make_plan(CONFIG, [m], tmp_path / "runs")
    assert sorted(shards) == sorted(P.shard_names(CONFIG))
    for name, specs in shards.items():
        write_json_atomic(tmp_path / f"{name}.json", P.shard_json(name, specs))
        assert P.read_shard(tmp_path / f"{name}.json") == (name, specs)


def test_duplicate_instances_are_a_plan_error(tmp_path: Path) -> None:
    m1 = _manifest(tmp_path / "a.json", INSTANCES)
    m2 = _manifest(tmp_path / "b.json", INSTANCES[:1])  # the same puzzle listed twice
    with pytest.raises(P.PlanError, match="share the id"):
        P.make_plan(CONFIG, [m1, m2], tmp_path / "runs")


def test_shipped_experiments_are_valid() -> None:
    """Every config/*.yaml passes the schema on its own (what the Snakefile checks before
    running); config/config.yaml is the default experiment, smoke."""
    from snakemake.utils import validate

    for path in sorted((ROOT / "config").glob("*.yaml")):
        cfg = yaml.safe_load(path.read_text())
        validate(cfg, str(ROOT / "workflow" / "schemas" / "config.schema.yaml"))
        assert cfg["experiment"] == ("smoke" if path.stem == "config" else path.stem), path


def test_smoke_covers_every_variant_both_puzzles_three_solvers() -> None:
    from puzzlebench.models.registry import variants

    cfg = yaml.safe_load((ROOT / "config" / "config.yaml").read_text())
    assert {v.name for v in variants()} <= {v["variant"] for v in cfg["variants"]}
    mip = {(s["layer"], s["solver"]) for s in cfg["solvers"] if not baselines.is_baseline(s["layer"], s["solver"])}
    assert len(mip) >= 3
    assert any(baselines.is_baseline(s["layer"], s["solver"]) for s in cfg["solvers"])


def test_progress_lines_and_eta() -> None:
    import io

    from test_aggregate import record

    from puzzlebench.engine.experiment.shard import Progress
    from puzzlebench.engine.run.records import RunRecord

    def ran(name: str, status: str) -> tuple[RunSpec, RunRecord]:
        return RunSpec.for_file(f"{name}.json", "troix/onehot", "ortools", "cpsat", 1.0), \
            RunRecord.from_json(record(name, "troix/onehot", "cpsat", status, 1.0))

    now = [0.0]
    out = io.StringIO()
    prog = Progress("ortools.0", 4, every=0.0, out=out, clock=lambda: now[0])
    prog(ran("a", "solved")[0], None)  # recorded by an earlier, interrupted run: no time, no ETA yet
    assert prog.eta() is None and "ETA ?" in out.getvalue()
    now[0] = 10.0
    prog(*ran("b", "solved"))
    assert prog.eta() == 20.0  # 10 s for the one run done here, 2 runs left
    now[0] = 12.0
    prog(*ran("c", "timeout"))
    lines = out.getvalue().strip().splitlines()
    assert lines[-1].startswith("[solve ortools.0] 3/4 runs")
    assert "1 already recorded" in lines[-1] and "timeout 1" in lines[-1] and "ETA 0:06" in lines[-1]


def test_overall_progress_counts_every_shards_records(tmp_path: Path) -> None:
    """One shard's line also tells the whole solve stage: the plan's records (all shards,
    written by other jobs too) present in the runs directory, and an ETA from their rate."""
    from puzzlebench.engine.experiment.shard import Overall

    runs = tmp_path / "runs"
    runs.mkdir()
    wanted = [str(runs / f"r{k}.json") for k in range(10)]
    (runs / "r0.json").write_text("{}")
    (runs / "stranger.json").write_text("{}")  # not in the plan: not counted
    now = [0.0]
    overall = Overall(wanted, clock=lambda: now[0])
    assert overall.line() == "all shards: 1/10 recorded, ETA ?"
    for k in (1, 2, 3, 4):  # four more appear in 8 s: 0.5 per second, 5 left
        (runs / f"r{k}.json").write_text("{}")
    now[0] = 8.0
    assert overall.line() == "all shards: 5/10 recorded, ETA 0:10"


@pytest.mark.slow
def test_generated_and_sgt_sets(tmp_path: Path) -> None:
    """The generator and sgt sources call the real commands (small sizes: about a second)."""
    import sys

    from puzzlebench.engine.experiment.instance_sets import materialise
    from puzzlebench.instances import io

    cmd = (sys.executable, "-m", "puzzlebench.scripts.cli")
    gen = materialise({"name": "g", "source": "generate", "puzzle": "troix", "sizes": ["6x6"], "count": 2},
                      tmp_path / "g", command=cmd)
    sgt = materialise({"name": "s", "source": "sgt", "sizes": ["4x5"], "count": 2}, tmp_path / "s", command=cmd)
    assert [(e["puzzle"], e["rows"], e["cols"]) for e in gen["instances"]] == [("troix", 6, 6)] * 2
    assert [(e["puzzle"], e["rows"], e["cols"]) for e in sgt["instances"]] == [("galaxies", 4, 5)] * 2
    for e in gen["instances"] + sgt["instances"]:
        assert io.load(e["path"]).puzzle == e["puzzle"] and len(e["sha256"]) == 64
    again = materialise({"name": "g", "source": "generate", "puzzle": "troix", "sizes": ["6x6"], "count": 2},
                        tmp_path / "g2", command=cmd)
    assert [e["sha256"] for e in again["instances"]] == [e["sha256"] for e in gen["instances"]]  # seeded


def test_a_checked_plan_is_the_same_plan_and_an_unchecked_one_still_refuses(tmp_path: Path) -> None:
    """``checked=True`` (the plan step, after the experiment step's checks) leaves the
    configurations' check out, not anything the shards say; without it a bad option is
    still refused (the check the experiment step made)."""
    m = _manifest(tmp_path / "m.json", INSTANCES)
    assert P.make_plan(CONFIG, [m], tmp_path / "runs", checked=True) == P.make_plan(CONFIG, [m], tmp_path / "runs")
    bad = {**CONFIG, "variants": [{"variant": "galaxies/flow", "options": {"prune": "all"}}]}
    with pytest.raises(ValueError, match="prune must be one of"):
        P.make_plan(bad, [m], tmp_path / "runs")


def test_the_plan_step_imports_no_model(tmp_path: Path) -> None:
    """What the plan step calls (:func:`read_skipped`, a checked :func:`make_plan` with one
    solver seed) imports neither numpy nor the registry: ~0.3 s of CPU in every experiment's
    plan process, for checks the experiment step made already."""
    import subprocess
    import sys

    m = _manifest(tmp_path / "m.json", INSTANCES)
    code = ("import sys; from puzzlebench.engine.experiment.plan import make_plan, read_skipped\n"
            f"make_plan({CONFIG!r}, [{str(m)!r}], 'runs', read_skipped({{}}), checked=True)\n"
            "print(sorted(k for k in ('numpy', 'scipy', 'puzzlebench.models.registry') if k in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"
