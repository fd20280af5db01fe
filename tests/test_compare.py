"""``puzzlebench compare A B`` on two synthetic results folders: matched speedups with
intervals (recomputed here from the runs tables with plain arithmetic), new failures and
wrong answers, what differs, and the exit codes (1 on a regression, 2 on bad input)."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import numpy as np
import pytest
from test_aggregate import record

from puzzlebench.analysis import stats as S
from puzzlebench.analysis import tables as A
from puzzlebench.analysis.comparison import compare, read_side
from puzzlebench.engine.run import records
from puzzlebench.engine.run.records import RunRecord
from puzzlebench.scripts.cli import main

INSTANCES = 12
CONFIGS = (("flow", "galaxies/flow", "cpsat"), ("cuts", "galaxies/cuts", "cpsat"))


def folder(root: Path, name: str, slower: dict[str, float] | None = None, wrong: tuple[str, str] | None = None,
           fails: tuple[str, str] | None = None, commit: str = "abc", solver_version: str = "1",
           configs: tuple[tuple[str, str, str], ...] = CONFIGS, seed: int = 0) -> Path:
    """A results folder as the pipeline leaves it (runs/ + runs.csv/.parquet): every
    configuration on every instance, seeded log-normal times; ``slower`` multiplies a
    label's solve times, ``wrong``/``fails`` turn one (label, instance) into a wrong
    answer or a timeout."""
    out = root / name
    runs = out / "runs"
    runs.mkdir(parents=True)
    bases = np.random.default_rng(0).lognormal(0, 0.5, INSTANCES)  # the instances: the same in every folder
    rng = np.random.default_rng(seed)  # the timer noise of this folder's runs
    for k, base in enumerate(bases):
        for label, variant, solver in configs:
            status = "solved"
            if wrong == (label, f"p{k}"):
                status = "wrong"
            if fails == (label, f"p{k}"):
                status = "timeout"
            t = base * (slower or {}).get(label, 1.0) * rng.lognormal(0, 0.05)
            data = record(f"p{k}", variant, solver, status, t, label=label, rows=5 + k, cols=5 + k, time_limit=30)
            data["code"]["commit"], data["solver_version"] = commit, solver_version
            data["versions"] = {"ortools": "9.15" if commit == "abc" else "9.16", "numpy": "2.0"}
            records.write_atomic(runs / f"p{k}-{label}.json", RunRecord.from_json(data))
    A.aggregate([runs], out, experiment=name)
    return out


def test_matched_speedups_and_what_differs(tmp_path: Path) -> None:
    a = folder(tmp_path, "before")
    b = folder(tmp_path, "after", slower={"flow": 2.0}, commit="def", solver_version="2", seed=1)
    c = compare(read_side(a), read_side(b))
    assert (c.a.experiment, c.b.experiment) == ("before", "after")
    by = {ch.config: ch for ch in c.changes}
    assert set(by) == {"flow / ortools/cpsat", "cuts / ortools/cpsat"} and c.pairs == 2 * INSTANCES
    ta, tb = (A.collect([f / "runs"])[0] for f in (a, b))
    for config, ch in by.items():
        label = config.split(" / ")[0]
        ra = ta[ta["label"] == label].set_index("instance")["total_s"]
        rb = tb[tb["label"] == label].set_index("instance")["total_s"]
        ratio = statistics.median(ra[i] / rb[i] for i in ra.index)  # A time / B time, by hand
        assert ch.speedup.median == pytest.approx(ratio, rel=1e-9)
        assert ch.speedup.instances == INSTANCES and ch.speedup.lo <= ratio <= ch.speedup.hi
    assert by["flow / ortools/cpsat"].speedup.hi < 1 < by["cuts / ortools/cpsat"].speedup.hi  # B's flow is slower
    assert by["cuts / ortools/cpsat"].speedup.lo < 1
    what = {d.what: (d.a, d.b) for d in c.differences}
    assert what["commit"] == (("abc",), ("def",)) and what["solver_version of ortools/cpsat"] == (("1",), ("2",))
    assert what["versions[ortools]"] == (("9.15",), ("9.16",)) and "versions[numpy]" not in what


def test_regression_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = folder(tmp_path, "a")
    b = folder(tmp_path, "b", slower={"flow": 2.0}, seed=1)
    assert main(["compare", str(a), str(b)]) == 0  # slower, but no threshold asked for and no wrong answer
    out = capsys.readouterr().out
    assert "flow / ortools/cpsat: 0." in out and "REGRESSION" not in out and "what differs" not in out
    assert main(["compare", str(a), str(b), "--fail-slower", "1.2"]) == 1
    out = capsys.readouterr().out
    assert "regression: flow / ortools/cpsat: slower" in out and "regression: cuts" not in out
    assert main(["compare", str(a), str(b), "--fail-slower", "3"]) == 0  # 2x is not beyond 3x
    capsys.readouterr()
    assert main(["compare", str(a), str(a), "--fail-slower", "1.01"]) == 0  # against itself: 1.00x
    capsys.readouterr()
    wrong = folder(tmp_path, "wrong", wrong=("cuts", "p3"), fails=("flow", "p5"), seed=2)
    assert main(["compare", str(a), str(wrong)]) == 1  # a new wrong answer, whatever the thresholds
    out = capsys.readouterr().out
    assert "regression: cuts / ortools/cpsat: 1 new wrong answer(s)" in out and "regression: flow" not in out
    assert main(["compare", str(a), str(wrong), "--fail-new-failures"]) == 1
    assert "regression: flow / ortools/cpsat: 1 new failure(s)" in capsys.readouterr().out
    assert main(["compare", str(a), str(b), "--json", "--fail-slower", "1.2"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert list(data["regressions"]) == ["flow / ortools/cpsat"] and data["b"]["experiment"] == "b"


def test_bad_input_is_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = folder(tmp_path, "a")
    other = folder(tmp_path, "other", configs=(("paths", "galaxies/paths", "cpsat"),))
    empty = tmp_path / "empty"
    empty.mkdir()
    for argv, said in (([str(a), str(tmp_path / "gone")], "no such results folder"),
                       ([str(a), str(empty)], "not a results folder"),
                       ([str(a), str(other)], "no (instance, configuration) pair is in both"),
                       ([str(a), str(a), "--fail-slower", "0.5"], "--fail-slower: must be >= 1")):
        try:
            code = main(["compare", *argv])
        except SystemExit as end:  # argparse's usage error: one line, exit 2 (cli._Parser)
            code = int(end.code or 0)
        assert code == 2
        err = capsys.readouterr().err
        assert said in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_records_alone_and_too_few_matched_instances(tmp_path: Path) -> None:
    """A folder with records but no tables is read from its records; a configuration with
    fewer matched instances than the findings' minimum gets no interval (and no slowdown
    regression)."""
    a = folder(tmp_path, "a")
    b = folder(tmp_path, "b", slower={"flow": 3.0}, seed=1)
    for name in ("runs.csv", "runs.parquet"):
        (b / name).unlink()
    for p in sorted((b / "runs").glob("*.json"))[: 2 * (INSTANCES - S.MIN_INSTANCES + 1)]:
        p.unlink()  # leave fewer than MIN_INSTANCES matched instances per configuration
    c = compare(read_side(a), read_side(b))
    assert c.b.experiment == "b"  # the folder's name (no experiment.yaml, no runs.csv)
    assert all(not ch.speedup.has_interval for ch in c.changes) and c.unmatched_instances["a"] > 0
    assert c.regressions(1.2) == {}


def test_times_are_censored_at_the_common_limit(tmp_path: Path) -> None:
    """A configuration that never solves is a tie under two limits, not "10x faster" under
    the shorter one (each side alone keeps its own limit)."""
    a = folder(tmp_path, "long")
    b = folder(tmp_path, "short", seed=1)
    for side, limit in ((a, 30.0), (b, 3.0)):
        df = A.collect([side / "runs"])[0]
        df["time_limit"] = limit
        df.loc[df["label"] == "cuts", ["status", "total_s"]] = ["timeout", limit]  # never solves
        df.to_csv(side / "runs.csv", index=False)
        (side / "runs.parquet").unlink()
    c = compare(read_side(a), read_side(b))
    cuts = next(ch for ch in c.changes if ch.config.startswith("cuts"))
    assert cuts.speedup.median == 1.0 and cuts.speedup.ties == INSTANCES and cuts.new_failures == ()
    assert set(S.per_instance(read_side(a).runs).query("config == @cuts.config")["t"]) == {30.0}


def test_pair_configurations_of_other_names(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One option changed renames the configuration: nothing matches, the error lists what
    each side alone has and how to pair them; --pair compares them."""
    a = folder(tmp_path, "a", configs=(("flow", "galaxies/flow", "cpsat"),))
    b = folder(tmp_path, "b", configs=(("flow-presolve", "galaxies/flow", "cpsat"),), slower={"flow-presolve": 2.0})
    assert main(["compare", str(a), str(b)]) == 2
    err = capsys.readouterr().err
    assert "only in A: 'flow / ortools/cpsat'; only in B: 'flow-presolve / ortools/cpsat'" in err
    assert "--pair 'flow / ortools/cpsat' 'flow-presolve / ortools/cpsat'" in err and len(err.splitlines()) == 1
    assert main(["compare", str(a), str(b), "--pair", "flow / ortools/cpsat", "flow-presolve / ortools/cpsat",
                 "--fail-slower", "1.2"]) == 1
    out = capsys.readouterr().out
    assert "paired: flow / ortools/cpsat (A) with flow-presolve / ortools/cpsat (B)" in out
    assert f"{INSTANCES} matched" in out and "regression: flow / ortools/cpsat: slower" in out
    assert main(["compare", str(a), str(b), "--pair", "flow / ortools/cpsat", "nope"]) == 2
    assert "--pair: no configuration 'nope' in B" in capsys.readouterr().err


def test_exact_bootstrap_is_what_resampling_converges_to() -> None:
    """The exact interval and p-value of compare against the findings' resampled ones with
    many resamples (seeded): the same interval ends, p within the resampling error."""
    from puzzlebench.analysis import exact_bootstrap as E

    rng = np.random.default_rng(5)
    for k in (10, 11, 16, 25):
        r = rng.lognormal(0.1, 0.4, k)
        lo, hi, p = E.median_test(r)
        lo_s, hi_s, p_s = S.median_test(r, 200_000, seed=1)
        assert (lo, hi) == pytest.approx((lo_s, hi_s), rel=0.02) and p == pytest.approx(p_s, abs=0.01)
        assert E.median_weights(k)[2].sum() == pytest.approx(1.0)
