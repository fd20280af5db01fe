"""The one-node test cluster (scripts/slurm-up) as the SLURM test and benchmark use it.

Why a module: tests/test_slurm_cluster.py and benchmarks/bench_slurm.py both start the
cluster, run Snakemake through ``profiles/slurm`` with the same three settings the test
cluster needs, and read back which jobs were submitted with which runtime and memory.

The three settings (``CLUSTER_FLAGS``), and why a real cluster does without them:
``--slurm-status-command squeue`` (the test cluster runs no accounting daemon, so ``sacct``
answers "accounting storage is disabled"; a real cluster has slurmdbd and the executor
picks sacct itself), ``--slurm-no-account`` (no accounts without accounting; a real
cluster sets ``slurm_account`` in the profile), ``--slurm-init-seconds-before-status-checks
1`` (the first job-state query after 1 s instead of 40: on a one-node cluster nobody else
pays for the polling, and the tiny experiment's jobs take seconds).
"""

from __future__ import annotations

import fcntl
import os
import re
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NODE = "pbnode"
CLUSTER_DIR = Path(os.environ.get("PUZZLEBENCH_SLURM_DIR", "/tmp/puzzlebench-slurm"))  # as slurm-up's
CLUSTER_FLAGS = ("--slurm-status-command", "squeue", "--slurm-no-account",
                 "--slurm-init-seconds-before-status-checks", "1")
_SUBMITTED = re.compile(r"Job (\d+) has been submitted with SLURM jobid (\d+) "
                        r"\(log: .*?/slurm_logs/rule_(\w+)/(?:(\S+)/)?\d+\.log\)")


@contextmanager
def exclusive(wait: float = 1800.0) -> Iterator[None]:
    """Hold the machine's one test cluster from before ``up()`` to after ``down()``.

    Why: a machine has one such cluster (one slurmctld, one node, fixed ports), and its user
    drains the node, cancels jobs and stops a cluster it started; a second test run or
    benchmark from another checkout would see that happen mid-run. Waits up to ``wait``
    seconds for the holder (TimeoutError naming it). A ``flock`` on a file beside the
    cluster's directory: the kernel releases it when the holder's process ends, however."""
    path = Path(f"{CLUSTER_DIR}.lock")
    with path.open("a+") as fh:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    fh.seek(0)
                    holder = fh.read().strip() or "?"
                    raise TimeoutError(f"the test cluster is in use (pid {holder} holds {path})") from None
                time.sleep(1)
        fh.seek(0)
        fh.truncate()
        fh.write(f"{os.getpid()}\n")
        fh.flush()
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def up() -> tuple[bool, str]:
    """Start the cluster (idempotent): (True, its message) or (False, why it cannot).
    The message starts with "slurm-up: already up" when it was running before."""
    proc = subprocess.run(["bash", str(ROOT / "scripts" / "slurm-up")],
                          capture_output=True, text=True, timeout=600)
    lines = (proc.stdout + proc.stderr).strip().splitlines() or ["(no output)"]
    return proc.returncode == 0, lines[-1]


def down() -> str:
    proc = subprocess.run(["bash", str(ROOT / "scripts" / "slurm-down")],
                          capture_output=True, text=True, timeout=120)
    return (proc.stdout + proc.stderr).strip()


def scontrol(*args: str) -> None:
    subprocess.run(["scontrol", *args], check=True, capture_output=True, text=True, timeout=30)


@dataclass(frozen=True)
class Job:
    """One submitted SLURM job as squeue reports it (finished ones too, for MinJobAge)."""

    slurm_id: int
    rule: str
    wildcards: str  # e.g. "pyomo.0" for a solve shard; "" when the rule has none
    state: str
    limit_min: int  # the runtime requested (sbatch -t), in minutes
    mem_mb: int
    submit: str
    start: str
    end: str


def submitted(log: str) -> dict[int, tuple[str, str]]:
    """The SLURM job ids a Snakemake log names, with each job's rule and wildcards."""
    return {int(m[2]): (m[3], m[4] or "") for m in _SUBMITTED.finditer(log)}


def _minutes(limit: str) -> int:
    """squeue's time limit ([D-]HH:MM:SS, MM:SS) in minutes."""
    days, _, clock = limit.rpartition("-")
    parts = [int(p) for p in clock.split(":")]
    while len(parts) < 3:
        parts.insert(0, 0)
    h, m, s = parts
    return (int(days or 0) * 24 + h) * 60 + m + (1 if s else 0)


def _mem_mb(mem: str) -> int:
    scale = {"K": 1 / 1024, "M": 1, "G": 1024, "T": 1024 * 1024}
    return round(float(mem[:-1]) * scale[mem[-1]]) if mem[-1] in scale else int(mem)


def jobs(log: str) -> list[Job]:
    """squeue's view of every job a Snakemake log says it submitted."""
    names = submitted(log)
    if not names:
        return []
    out = subprocess.run(
        ["squeue", "--states=all", "-h", "-j", ",".join(map(str, names)),
         "-o", "%i|%T|%l|%m|%V|%S|%e"],
        capture_output=True, text=True, timeout=30, check=True).stdout
    found = []
    for line in out.splitlines():
        sid, state, limit, mem, submit, start, end = line.split("|")
        rule, wildcards = names[int(sid)]
        found.append(Job(int(sid), rule, wildcards, state, _minutes(limit), _mem_mb(mem),
                         submit, start, end))
    return sorted(found, key=lambda j: j.slurm_id)


def node_mem_mb() -> int:
    out = subprocess.run(["sinfo", "-h", "-n", NODE, "-o", "%m"], capture_output=True,
                         text=True, timeout=30, check=True).stdout
    return int(out.split()[0])


def fit_to_node(profile: Path = ROOT / "profiles" / "slurm") -> list[str]:
    """``--set-resources`` lowering any rule's memory in the profile to what the node has.

    The profile asks up to 8 GB for a formulate job (the janko and full experiments' big
    models); a node with less would make sbatch refuse the job. Empty when all fits."""
    import yaml

    cfg = yaml.safe_load((profile / "config.yaml").read_text())
    have = node_mem_mb()
    too_big = [rule for rule, res in cfg.get("set-resources", {}).items()
               if int(res.get("mem_mb", 0)) > have]
    return ["--set-resources", *(f"{rule}:mem_mb={have}" for rule in too_big)] if too_big else []
