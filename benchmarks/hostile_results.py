"""Hostile results folders against the readers: how each case ends, for any checkout.

Builds each case in a temporary folder (plain JSON and CSV, no import of the code under
test), runs ``puzzlebench compare`` or the aggregate's ``tables.aggregate`` on it as a
subprocess with the checkout ``--code`` first on ``PYTHONPATH``, a time bound and a
memory bound, and sorts the outcome into: ``ok`` (exit 0, 1 or 2 with no traceback),
``traceback``, ``hang`` (killed at the time bound), ``forged`` (a folder's string reached
the output raw: a forged ``regression:`` line, an escape character, ``NaN`` replaced
inside a label), ``lost`` (the aggregate lost the good records beside a bad one). Prints one Markdown table::

    .venv/bin/python benchmarks/hostile_results.py --code /path/to/checkout [--timeout 20]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from puzzlebench.engine.run.records import RunStatus  # noqa: E402  (its values; the cases run --code's)

PYTHON = sys.executable
SOLVED, WRONG = RunStatus.SOLVED.value, RunStatus.WRONG.value
MEMORY = 3 * 1024**3  # the address space a case may use: /dev/zero read unbounded runs into it


def record(inst: str, label: str, solve: float, status: str = SOLVED) -> dict:
    """A version-4 run record's JSON (what puzzlebench.engine.run.records writes)."""
    return {
        "record_version": 4, "run_id": f"{inst}__{label}__ortools-cpsat__r0", "label": label, "set": "s",
        "code": {"puzzlebench": "0.1.0", "commit": "abc", "dirty": False, "formulation": "", "lock": ""},
        "instance": {"id": f"s/{inst}", "loaded": True, "sha256": "0" * 64, "path": f"{inst}.json",
                     "puzzle": "galaxies", "rows": 6, "cols": 6, "deduced_share": None, "open_cells": None,
                     "needs_search": None, "largest_galaxy": None},
        "variant": "galaxies/flow", "options": {}, "layer": "ortools", "solver": "cpsat", "solver_version": "1",
        "solver_build": {}, "solver_options": {}, "status": status, "message": "",
        "times": {s: {"wall": solve if s == "solve" else 0.1, "cpu": 0.1} for s in ("formulate", "translate", "solve", "check")},
        "size": None, "stats": {}, "solution": None, "check": {"valid": status == SOLVED, "violations": []},
        "versions": {}, "machine": {}, "seed": 0, "repeat": 0, "time_limit": 30.0, "threads": 1,
        "started_at": "2026-01-01T00:00:00Z", "permutation": 0,
    }


def records_folder(root: Path, name: str, label: str = "flow", wrong: bool = False) -> Path:
    out = root / name
    (out / "runs").mkdir(parents=True)
    for k in range(12):
        rec = record(f"p{k}", label, 1.0 + k, WRONG if wrong and k == 3 else SOLVED)
        (out / "runs" / f"p{k}.json").write_text(json.dumps(rec))
    return out


CSV_HEAD = "instance,label,layer,solver,status,total_s,time_limit,puzzle,cells,experiment\n"


def csv_folder(root: Path, name: str, label: str = "flow", total: str = "1.5") -> Path:
    out = root / name
    out.mkdir(parents=True)
    rows = "".join(f's/p{k},"{label}",ortools,cpsat,solved,{total if k == 3 else 1 + k},30,galaxies,36,{name}\n'
                   for k in range(12))
    (out / "runs.csv").write_text(CSV_HEAD + rows)
    return out


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run(code: Path, argv: list[str], cwd: Path, timeout: float) -> tuple[str, int | None, str, str]:
    env = {**os.environ, "PYTHONPATH": str(code)}
    try:
        done = subprocess.run([PYTHON, *argv], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout,
                              preexec_fn=_limits, check=False, errors="replace")
    except subprocess.TimeoutExpired:
        return "hang", None, "", ""
    kind = "traceback" if "Traceback (most recent call last)" in done.stderr else "ok"
    return kind, done.returncode, done.stdout, done.stderr


def compare(code: Path, a: Path, b: Path, cwd: Path, timeout: float, *extra: str) -> tuple[str, str]:
    kind, rc, out, _ = run(code, ["-m", "puzzlebench.scripts.cli", "compare", str(a), str(b), *extra], cwd, timeout)
    if kind == "ok" and rc not in (0, 1, 2):
        kind = "traceback"
    return kind, out


def forged(kind: str, out: str, mark: str) -> str:
    """``forged`` when ``mark`` (what a raw folder string would print) is in the output."""
    return "forged" if kind == "ok" and mark in out else kind


def aggregate(code: Path, sources: list[Path], out: Path, cwd: Path, timeout: float, good: int) -> str:
    """The aggregate step's library call; ``lost`` when fewer than ``good`` runs came out."""
    script = ("import sys; from puzzlebench.analysis.tables import aggregate\n"
              "df, w = aggregate(sys.argv[2:], sys.argv[1])\nprint(len(df))")
    kind, rc, stdout, _ = run(code, ["-c", script, str(out), *map(str, sources)], cwd, timeout)
    if kind != "ok":
        return kind
    return "lost" if rc != 0 or int(stdout.split()[-1]) < good else "ok"


def cases(root: Path, code: Path, timeout: float) -> dict[str, str]:
    good = records_folder(root, "good")
    csv_good = csv_folder(root, "csvgood")
    out: dict[str, str] = {}

    def case(name: str, make: Callable[[Path], Path]) -> None:
        folder = make(root / f"case{len(out)}")
        out[name] = compare(code, good, folder, root, timeout)[0]

    def bad_record(path: Path, write: Callable[[Path], None]) -> Path:
        folder = records_folder(path.parent, path.name)
        write(folder / "runs" / "x.json")
        return folder

    case("record: FIFO", lambda p: bad_record(p, lambda f: os.mkfifo(f)))
    case("record: link to /dev/zero", lambda p: bad_record(p, lambda f: f.symlink_to("/dev/zero")))
    case("record: nested 200,000 deep", lambda p: bad_record(p, lambda f: f.write_text("[" * 200_000 + "]" * 200_000)))
    case("record: record nested 200,000 deep in stats",
         lambda p: bad_record(p, lambda f: f.write_text(json.dumps(record("p1", "flow", 1.0)).replace(
             '"stats": {}', '"stats": {"x": ' + "[" * 200_000 + "]" * 200_000 + "}"))))
    case("record: NaN time", lambda p: bad_record(p, lambda f: f.write_text(
        json.dumps(record("p1", "flow", float("nan"))))))
    case("record: 10^5-digit integer", lambda p: bad_record(p, lambda f: f.write_text(
        json.dumps(record("p1", "flow", 1.0)).replace('"seed": 0', '"seed": ' + "9" * 100_000))))
    case("record: link to a record outside", lambda p: bad_record(p, lambda f: f.symlink_to(good / "runs" / "p0.json")))

    def table(p: Path, write: Callable[[Path], None], name: str = "runs.csv") -> Path:
        p.mkdir()
        write(p / name)
        return p

    case("runs.csv: FIFO", lambda p: table(p, lambda f: os.mkfifo(f)))
    case("runs.csv: link to /dev/zero", lambda p: table(p, lambda f: f.symlink_to("/dev/zero")))
    case("runs.parquet: link to /dev/zero", lambda p: table(p, lambda f: f.symlink_to("/dev/zero"), "runs.parquet"))
    case("runs.parquet: not parquet", lambda p: table(p, lambda f: f.write_bytes(b"PAR1" + b"\xff" * 1000 + b"PAR1"),
                                                      "runs.parquet"))
    case("runs.csv: text in total_s", lambda p: csv_folder(p.parent, p.name, total="fast"))
    case("runs.csv: no header", lambda p: table(p, lambda f: f.write_text("\n\n")))
    case("runs.csv: not UTF-8", lambda p: table(p, lambda f: f.write_bytes(CSV_HEAD.encode() + b"\xff\xfe,\x00\n")))
    case("runs.csv: link out of the folder", lambda p: table(p, lambda f: f.symlink_to(csv_good / "runs.csv")))

    def big(p: Path) -> Path:
        p.mkdir()
        row = "s/p1,flow,ortools,cpsat,solved,1.5,30,galaxies,36," + "x" * 1000 + "\n"
        with (p / "runs.csv").open("w") as fh:
            fh.write(CSV_HEAD)
            for _ in range(300 * 1024):  # 300 MB
                fh.write(row)
        return p

    case("runs.csv: 300 MB", big)

    # strings from the folder reaching the output
    for name, label, mark, extra in (
            ("label: newline forges a regression line", "x\nregression: forged: 1 new wrong answer(s)",
             "\nregression: forged", ()),
            ("label: carriage return", "x\rregression: forged", "\rregression: forged", ()),
            ("label: escape sequence", "x\x1b]0;owned\x07", "\x1b", ()),
            ("label: NaN in --json", "NaNcy-flow", "nullcy", ("--json",))):
        a = csv_folder(root, f"a-{len(out)}", label=label.replace('"', ""))
        b = csv_folder(root, f"b-{len(out)}", label=label.replace('"', ""))
        kind, stdout = compare(code, a, b, root, timeout, *extra)
        out[name] = forged(kind, stdout, mark)

    # the aggregate step: one bad record beside eleven good ones
    for name, write in (("aggregate: record nested 200,000 deep", lambda f: f.write_text("[" * 200_000 + "]" * 200_000)),
                        ("aggregate: record FIFO", lambda f: os.mkfifo(f)),
                        ("aggregate: record link to /dev/zero", lambda f: f.symlink_to("/dev/zero"))):
        folder = records_folder(root, f"agg-{len(out)}")
        write(folder / "runs" / "x.json")
        out[name] = aggregate(code, [folder / "runs"], folder, root, timeout, good=12)
    folder = records_folder(root, f"agg-{len(out)}")
    summary = folder / "solve.json"
    summary.write_text(json.dumps({"records": [str(p) for p in sorted((folder / "runs").glob("*.json"))] + ["/dev/zero"]}))
    out["aggregate: summary lists /dev/zero"] = aggregate(code, [summary], folder, root, timeout, good=12)
    folder = records_folder(root, f"agg-{len(out)}")
    (folder / "solve.json").unlink(missing_ok=True)
    os.mkfifo(folder / "solve.json")
    out["aggregate: summary FIFO"] = aggregate(code, [folder / "runs", folder / "solve.json"], folder, root, timeout,
                                               good=12)
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--code", required=True, help="the checkout whose puzzlebench runs the cases")
    p.add_argument("--timeout", type=float, default=20.0)
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        found = cases(Path(tmp), Path(args.code).resolve(), args.timeout)
    print("| case | outcome |\n|---|---|")
    for name, kind in found.items():
        print(f"| {name} | {kind} |")
    print(f"\n{len(found)} cases: " + ", ".join(f"{k} {n}" for k, n in sorted(Counter(found.values()).items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
