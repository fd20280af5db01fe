"""A layer's probe answer kept for the next experiment: used while its key (interpreter,
installed versions, adapters' code, the solver-related environment) and its hour hold, never
when the probe failed; whatever the cache file holds is a miss or an answer, never an error."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from puzzlebench.engine.experiment import checks, probe, probe_cache
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.models.backends import Availability, BackendInfo

ROWS = [BackendInfo("ortools", "cpsat", True, "", "ortools 9 / CP-SAT", Availability.AVAILABLE, "CP-SAT 9"),
        BackendInfo("ortools", "gurobi", False, "no licence", "", Availability.NOT_BUILT, "")]
ENV = {"PATH": "/usr/bin", "GRB_LICENSE_FILE": "/opt/gurobi.lic", "TERM": "xterm"}


class Probe:
    """A stand-in for the probe of a layer, counting its calls."""

    def __init__(self, rows: list[BackendInfo]) -> None:
        self.rows, self.calls = rows, 0

    def __call__(self, layer: str) -> list[BackendInfo]:
        self.calls += 1
        return [r for r in self.rows if r.layer == layer] or [
            BackendInfo(layer, "*", False, "probe timed out", "", Availability.BROKEN)]


def test_a_kept_answer_is_used_and_equal(tmp_path: Path) -> None:
    fake = Probe(ROWS)
    first = probe_cache.cached(tmp_path, "ortools", ENV, "child", fake)
    again = probe_cache.cached(tmp_path, "ortools", ENV, "child", fake)
    assert fake.calls == 1 and first == again == ROWS


def test_the_key_follows_what_the_answer_depends_on(monkeypatch: pytest.MonkeyPatch) -> None:
    base = probe_cache.key("ortools", ENV, "child")
    assert probe_cache.key("ortools", {**ENV, "TERM": "dumb", "OLDPWD": "/x"}, "child") == base
    assert probe_cache.key("pyomo", ENV, "child") != base
    assert probe_cache.key("ortools", {**ENV, "PATH": "/opt/bin:/usr/bin"}, "child") != base
    assert probe_cache.key("ortools", {**ENV, "GRB_LICENSE_FILE": "/other.lic"}, "child") != base
    assert probe_cache.key("ortools", {**ENV, "XPRESSDIR": "/opt/xpress"}, "child") != base
    assert probe_cache.key("ortools", ENV, "another child") != base
    names = probe_cache._distributions()
    assert any(n.startswith("ortools-") for n in names)  # the versions are in the key
    monkeypatch.setattr(probe_cache, "_distributions", lambda: [*names, "ortools-99.0.dist-info"])
    assert probe_cache.key("ortools", ENV, "child") != base


def test_an_answer_is_believed_for_an_hour_only(tmp_path: Path) -> None:
    fake = Probe(ROWS)
    probe_cache.cached(tmp_path, "ortools", ENV, "child", fake)
    k = probe_cache.key("ortools", ENV, "child")
    assert probe_cache.read(tmp_path, "ortools", k) == ROWS
    assert probe_cache.read(tmp_path, "ortools", k, now=time.time() + probe_cache.MAX_AGE_S + 1) is None
    assert probe_cache.read(tmp_path, "ortools", k, now=time.time() - 60) is None  # written in the future
    (path,) = tmp_path.iterdir()
    old = time.time() - probe_cache.MAX_AGE_S - 1
    os.utime(path, (old, old))
    probe_cache.cached(tmp_path, "ortools", ENV, "child", fake)
    assert fake.calls == 2


def test_a_failed_probe_is_never_kept(tmp_path: Path) -> None:
    fake = Probe(ROWS)
    rows = probe_cache.cached(tmp_path, "pulp", ENV, "child", fake)
    assert rows[0].reason is Availability.BROKEN and not list(tmp_path.iterdir())
    probe_cache.cached(tmp_path, "pulp", ENV, "child", fake)
    assert fake.calls == 2


def test_a_folder_that_cannot_be_written_only_costs_the_keeping(tmp_path: Path) -> None:
    blocker = tmp_path / "probes"
    blocker.write_text("a file where the folder would be")
    fake = Probe(ROWS)
    assert probe_cache.cached(blocker, "ortools", ENV, "child", fake) == ROWS
    assert probe_cache.cached(blocker, "ortools", ENV, "child", fake) == ROWS and fake.calls == 2


@given(st.one_of(st.binary(max_size=300), st.sampled_from([
    b"[]", b"{}", b"null", b'[{"layer": "pyomo", "solver": "highs", "available": true, "why": "", "version": ""}]',
    b'[{"layer": "ortools", "solver": "cpsat", "available": true, "why": "", "version": "", "reason": "weird"}]',
    b'[{"layer": "ortools", "solver": "*", "available": false, "why": "x", "version": "", "reason": "broken"}]',
    b'[{"layer": "ortools"}]', b'[1, 2]', b'"\\ud800"'])))
def test_whatever_the_file_holds_is_a_miss_or_an_answer(data: bytes) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        k = probe_cache.key("ortools", ENV, "child")
        (Path(tmp) / f"ortools.{k}.json").write_bytes(data)
        rows = probe_cache.read(Path(tmp), "ortools", k)
    assert rows is None or (rows and all(r.layer == "ortools" and r.reason is not Availability.BROKEN
                                         for r in rows))


def test_a_link_or_a_huge_file_is_a_miss(tmp_path: Path) -> None:
    k = probe_cache.key("ortools", ENV, "child")
    probe_cache.write(tmp_path / "real", "ortools", k, ROWS)
    (tmp_path / "linked").mkdir()
    (tmp_path / "linked" / f"ortools.{k}.json").symlink_to(tmp_path / "real" / f"ortools.{k}.json")
    assert probe_cache.read(tmp_path / "real", "ortools", k) == ROWS
    assert probe_cache.read(tmp_path / "linked", "ortools", k) is None
    (tmp_path / "real" / f"ortools.{k}.json").write_text(" " * (probe_cache.MAX_BYTES + 1))
    assert probe_cache.read(tmp_path / "real", "ortools", k) is None


EXPERIMENT: dict[str, Any] = {**yaml.safe_load((Path(__file__).resolve().parents[1] / "config" / "tiny.yaml").read_text()),
                              "variants": [{"variant": "galaxies/flow"}],
                              "solvers": [{"layer": "ortools", "solver": "cpsat"}]}


def test_the_experiment_check_probes_once_for_two_experiments(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    fake = Probe(ROWS)
    monkeypatch.setattr(probe, "probe_layer", fake)
    assert checks.check(EXPERIMENT, probe_cache=tmp_path) == []
    other = {**EXPERIMENT, "experiment": "u", "variants": [{"variant": "galaxies/cuts"}]}
    assert checks.check(other, probe_cache=tmp_path) == []
    assert fake.calls == 1
    checks.check(EXPERIMENT)  # no cache: the probe runs
    assert fake.calls == 2
    gone = Probe([BackendInfo("ortools", "cpsat", False, "gone", "", Availability.UNAVAILABLE)])
    monkeypatch.setattr(probe, "probe_layer", gone)
    with pytest.raises(PuzzleInputError, match="not available here: gone"):
        checks.check(EXPERIMENT)  # without the cache, the machine as it is now
