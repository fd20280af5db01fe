"""The helpers of the one-node test cluster that need no cluster: the machine-wide hold on
it, and the parsing of what Snakemake and squeue print (tests/test_slurm_cluster.py uses them
on a real cluster)."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

import pytest

from scripts import slurm_local


def _try_to_hold(wait: float, answer: multiprocessing.Queue) -> None:
    try:
        with slurm_local.exclusive(wait=wait):
            answer.put("held")
    except TimeoutError as exc:
        answer.put(str(exc))


def _other_process(wait: float) -> str:
    answer: multiprocessing.Queue = multiprocessing.get_context("fork").Queue()
    proc = multiprocessing.get_context("fork").Process(target=_try_to_hold, args=(wait, answer))
    proc.start()
    proc.join(timeout=30)
    return answer.get(timeout=5)


def test_one_holder_of_the_cluster_at_a_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(slurm_local, "CLUSTER_DIR", tmp_path / "cluster")
    with slurm_local.exclusive():
        refused = _other_process(wait=0.5)
        assert refused.startswith("the test cluster is in use (pid ") and str(tmp_path / "cluster.lock") in refused
    assert _other_process(wait=0.5) == "held"  # released on leaving


def test_submitted_jobs_and_squeue_units() -> None:
    log = ("Job 3 has been submitted with SLURM jobid 17 (log: /w/.snakemake/slurm_logs/rule_solve/pyomo.0/17.log).\n"
           "Job 0 has been submitted with SLURM jobid 18 (log: /w/.snakemake/slurm_logs/rule_aggregate/18.log).\n")
    assert slurm_local.submitted(log) == {17: ("solve", "pyomo.0"), 18: ("aggregate", "")}
    assert [slurm_local._minutes(t) for t in ("5:00", "1:00:00", "1-00:10:00", "4:30")] == [5, 60, 1450, 5]
    assert [slurm_local._mem_mb(m) for m in ("2000M", "2G", "1500")] == [2000, 2048, 1500]
