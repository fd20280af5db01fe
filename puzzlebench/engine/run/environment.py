"""Where and with what a run ran: code version, library and solver versions, machine.

Read once per process (a worker serves thousands of runs) and written into every record,
so a table row can be traced to the code and the machine that made it.
"""

from __future__ import annotations

import datetime as _dt
import functools
import os
import platform
import socket
import subprocess
from importlib import metadata
from pathlib import Path
from typing import Any

# re-exported: the records and the analysis call environment.formulation_hash(variant)
from puzzlebench.engine.run.fingerprint import formulation_hash as formulation_hash

ROOT = Path(__file__).resolve().parents[3]
PACKAGES = ("numpy", "scipy", "pyomo", "pulp", "ortools", "highspy", "pyscipopt", "gurobipy", "cplex", "xpress")
DEBIAN = ("coinor-cbc", "glpk-utils", "sgt-puzzles")


def package_version() -> str:
    """puzzlebench's own version (``0+unknown`` when run from a checkout not installed)."""
    try:
        return metadata.version("puzzlebench")
    except metadata.PackageNotFoundError:
        return "0+unknown"


LOCK_FILE = ROOT / "requirements" / "lock.txt"
"""The lock ``make setup`` installs from (every pin and file hash of the environment)."""


def lock_hash() -> str:
    """sha256 (16 hex digits) of :data:`LOCK_FILE`, so a record names the exact environment
    its checkout installs; "" without the file (installed from a wheel, not a checkout)."""
    import hashlib

    try:
        return hashlib.sha256(LOCK_FILE.read_bytes()).hexdigest()[:16]
    except OSError:
        return ""


@functools.cache
def code() -> dict[str, str | bool]:
    """The package version, the git commit of the checkout (``-dirty`` with local changes;
    empty outside a git checkout) and its lock (:func:`lock_hash`)."""
    commit = ""
    try:
        res = subprocess.run(["git", "-C", str(ROOT), "describe", "--always", "--dirty", "--abbrev=12"],
                             capture_output=True, text=True, timeout=10, stdin=subprocess.DEVNULL)
        if res.returncode == 0:
            commit = res.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        pass
    return {"puzzlebench": package_version(), "commit": commit, "dirty": commit.endswith("-dirty"),
            "lock": lock_hash()}


def load_average() -> float | None:
    """The machine's 1-minute load average now (None where the OS does not tell)."""
    try:
        return round(os.getloadavg()[0], 2)
    except (OSError, AttributeError):
        return None


@functools.cache
def versions() -> dict[str, str]:
    """Python, the libraries (from package metadata: importing pulp here would be a trap)
    and the Debian solver packages."""
    out = {"python": platform.python_version()}
    for pkg in PACKAGES:
        try:
            out[pkg] = metadata.version(pkg)
        except metadata.PackageNotFoundError:
            out[pkg] = "missing"
    try:
        res = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Package} ${Version}\\n", *DEBIAN],
            capture_output=True, text=True, timeout=10, stdin=subprocess.DEVNULL,
        )
        for line in res.stdout.splitlines():
            name, _, ver = line.partition(" ")
            out[name] = ver or "missing"
    except (OSError, subprocess.SubprocessError):
        pass
    for name in DEBIAN:
        out.setdefault(name, "missing")
    return out


@functools.cache
def machine() -> dict[str, Any]:
    cpu = platform.processor()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {"hostname": socket.gethostname(), "cpu": cpu, "cores": os.cpu_count() or 0,
            "platform": platform.platform()}


def now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="milliseconds")
