"""Which solver program a run used, as the solver itself reports it.

"CBC" is three programs here: PuLP runs the binary it bundles (2.10.3, built 2019), Pyomo
Debian's ``coinor-cbc`` (2.10.8), OR-Tools the CBC linked into its wheel (2.10.12); and
OR-Tools' HiGHS calls itself "PDLP Solver". A table that calls all of them ``cbc`` compares
versions without saying so. So every adapter names its solver's build
(:class:`SolverBuild`): the version and build as the program prints them (the binary's
banner, the library's own version call), and where it came from (the package, the path).
Read once per process and build (a banner costs one process start).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import metadata
from typing import Any

from puzzlebench.instances.fields import fields_json


@dataclass(frozen=True)
class SolverBuild:
    """One solver program: ``program`` and ``version`` as it reports them, its ``build`` (date,
    git hash, linked LP solver: what it says besides the version), ``source`` (which package
    or library brought it), ``path`` (its binary, where it is one) and ``licence`` (for the
    commercial solvers: ``size-limited: ...`` or ``full``)."""

    program: str
    version: str = ""
    build: str = ""
    source: str = ""
    path: str = ""
    licence: str = ""

    @property
    def label(self) -> str:
        """``CBC 2.10.3``: the name tables and figures use where two builds of a solver meet."""
        return f"{self.program} {self.version}".strip()

    def describe(self) -> str:
        """One line: ``CBC 2.10.3 (built Dec 15 2019; PuLP 3.3.0's bundled binary)``."""
        more = "; ".join(x for x in (self.build, self.source, self.licence) if x)
        return f"{self.label} ({more})" if more else self.label

    def to_json(self) -> dict[str, str]:
        return fields_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SolverBuild:
        return cls(**{k: str(data.get(k, "")) for k in ("program", "version", "build", "source", "path", "licence")})


@functools.cache
def dist_version(name: str) -> str:
    """An installed distribution's version ("" when it is not installed); once per process
    and name (reading the metadata costs about a millisecond)."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return ""


def debian_package(path: str) -> str:
    """``Debian coinor-cbc 2.10.8+ds1-1``: the package that installed ``path`` ("" if none)."""
    real = os.path.realpath(path)
    try:
        owner = subprocess.run(["dpkg-query", "-S", real], capture_output=True, text=True, timeout=10,
                               stdin=subprocess.DEVNULL)
        if owner.returncode != 0:
            return ""
        package = owner.stdout.split(":", 1)[0].strip()
        ver = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package], capture_output=True, text=True,
                             timeout=10, stdin=subprocess.DEVNULL).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""
    return f"Debian {package} {ver}".strip()


def _banner(argv: list[str]) -> str:
    try:
        res = subprocess.run(argv, capture_output=True, text=True, timeout=20, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return ""
    return res.stdout + res.stderr


@functools.cache
def cbc_binary(path: str, source: str = "") -> SolverBuild:
    """A CBC binary's own banner (``Version: 2.10.3``, ``Build Date: Dec 15 2019``); ``source``
    says who brought it (else the Debian package that owns it, else its path)."""
    text = _banner([path, "-stop"])
    version = re.search(r"Version:\s*(\S+)", text)
    date = re.search(r"Build Date:\s*(.+?)\s*$", text, re.MULTILINE)
    return SolverBuild("CBC", version.group(1) if version else "unknown", f"built {date.group(1)}" if date else "",
                       source or debian_package(path) or path, path)


@functools.cache
def glpsol_binary() -> SolverBuild:
    """glpsol's banner (``GLPSOL--GLPK LP/MIP Solver 5.0``) and its Debian package."""
    path = shutil.which("glpsol")
    if path is None:
        return SolverBuild("GLPK", "not found")
    text = _banner([path, "--version"])
    version = re.search(r"Solver\s*,?\s*v?(\d+(?:\.\d+)+)", text)
    return SolverBuild("GLPK", version.group(1) if version else "unknown", "", debian_package(path) or path, path)


@contextlib.contextmanager
def stdout_captured() -> Iterator[list[str]]:
    """What the process writes to file descriptor 1 inside the block (the solvers' C code
    prints banners there, past Python's ``sys.stdout``); the list holds it afterwards."""
    out: list[str] = []
    fd, path = tempfile.mkstemp(prefix="puzzlebench-banner-")
    saved = os.dup(1)
    try:
        sys.stdout.flush()
        os.dup2(fd, 1)
        yield out
        sys.stdout.flush()
    finally:
        os.dup2(saved, 1)
        os.close(saved)
        os.close(fd)
        with open(path, encoding="utf-8", errors="replace") as fh:
            out.append(fh.read())
        os.unlink(path)


@functools.cache
def highspy_build() -> SolverBuild:
    """HiGHS as highspy reports it (``Highs().version()``, its git hash)."""
    import highspy

    with stdout_captured():  # a new Highs prints its banner
        h = highspy.Highs()
    githash = h.githash() if hasattr(h, "githash") else ""
    return SolverBuild("HiGHS", str(h.version()), f"git {githash}" if githash else "",
                       f"highspy {dist_version('highspy')}")


@functools.cache
def pyscipopt_build() -> SolverBuild:
    """SCIP as pyscipopt reports it (major.minor.tech, and the LP solver it was built with)."""
    import pyscipopt

    m = pyscipopt.Model()
    parts = [getattr(m, f"get{p}Version", lambda: None)() for p in ("Major", "Minor", "Tech")]
    version = ".".join(str(p) for p in parts) if None not in parts else str(m.version())
    lp = m.getLPSolverName() if hasattr(m, "getLPSolverName") else ""  # older pyscipopt lacks it
    return SolverBuild("SCIP", version, f"LP solver {lp}" if lp else "", f"pyscipopt {dist_version('pyscipopt')}")


def cpsat_build() -> SolverBuild:
    """CP-SAT is part of the ortools wheel: its version is the wheel's."""
    return SolverBuild("CP-SAT", dist_version("ortools"), "", f"ortools {dist_version('ortools')}")


_OR = re.compile(r"^(\S+)\s+(\S+)\s*(.*)$")


def ortools_linked(reported: str) -> SolverBuild:
    """A pywraplp backend from its ``SolverVersion()`` (``Cbc 2.10.12``, ``SCIP 10.0.0 [LP
    solver: SoPlex 8.0.0]``): linked into the ortools wheel."""
    m = _OR.match(reported.strip())
    program, version, rest = (m.group(1), m.group(2), m.group(3)) if m else (reported, "", "")
    program = {"Cbc": "CBC"}.get(program, program)
    return SolverBuild(program, version, rest.strip("[] "), f"linked into ortools {dist_version('ortools')}")


@functools.cache
def ortools_highs() -> SolverBuild:
    """pywraplp's HiGHS says "PDLP Solver" for its version; its own banner, printed when a
    one-row model is solved with output on, says ``Running HiGHS 1.12.0 (git hash: ...)``.
    The banner goes to the process's file descriptor 1, so that is captured for the call."""
    from ortools.linear_solver import pywraplp

    with stdout_captured() as banner:
        s = pywraplp.Solver.CreateSolver("HIGHS")
        s.EnableOutput()
        x = s.IntVar(0, 1, "x")
        s.Add(x >= 1)
        s.Solve()
    text = "".join(banner)
    m = re.search(r"Running HiGHS (\S+)(?: \(git hash: (\w+)\))?", text)
    version, githash = (m.group(1), m.group(2) or "") if m else ("unknown", "")
    return SolverBuild("HiGHS", version, f"git {githash}" if githash else "",
                       f"linked into ortools {dist_version('ortools')}")


def commercial(solver: str) -> SolverBuild:
    """Gurobi, CPLEX or Xpress as their Python module reports it, with the licence found here."""
    from puzzlebench.models.backends.licence import licence_kind

    return dataclasses.replace(_commercial(solver), licence=licence_kind(solver))


@functools.cache
def _commercial(solver: str) -> SolverBuild:
    if solver == "gurobi":
        import gurobipy

        return SolverBuild("Gurobi", ".".join(map(str, gurobipy.gurobi.version())), gurobipy.gurobi.platform(),
                           f"gurobipy {dist_version('gurobipy')}")
    if solver == "cplex":
        import cplex

        p = cplex.Cplex()
        try:
            version = p.get_version()
        finally:
            p.end()
        return SolverBuild("CPLEX", version, "", f"cplex {dist_version('cplex')}")
    if solver == "xpress":
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            import xpress

            # getVersion since Xpress 9.9 (getversion before)
            version = (getattr(xpress, "getVersion", None) or getattr(xpress, "getversion"))()  # noqa: B009
        return SolverBuild("Xpress", str(version), "", f"xpress {dist_version('xpress')}")
    raise ValueError(f"{solver} is not a commercial solver")
