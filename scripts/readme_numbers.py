"""Write the README's paragraph about an experiment from that experiment's results folder.

The README quotes what ``make run`` found. Typed by hand, such numbers drift from the run
they claim to come from (issue 20: "the README's numbers come from a run the docs name").
This script reads ``findings.json`` and ``runs.csv`` of one results folder and writes the
paragraph between two marker comments in the README, naming the run: experiment, commit,
the time span and the 1-minute load its records carry::

    python -m scripts.readme_numbers results/smoke            # print the paragraph
    python -m scripts.readme_numbers results/smoke --write README.md
    python -m scripts.readme_numbers results/frontier --why --write docs/measurements.md

``--why`` adds each model's row per size (what explains its count), for the docs. Exit 2 with one line when the folder has no findings or the README has no markers.

``--targets RUN`` writes the harness-cost targets instead (issue 33), from the tables the
target benchmarks wrote (``results/bench/``: ``targets.md``, ``baselines.md``,
``step_cost.md``), measured one after the other; ``RUN`` names that sitting (commit, time,
load), which the tables do not all carry::

    python -m scripts.readme_numbers results/bench --targets "commit abc1234, ..." --write README.md

``--generation RUN`` writes the generation targets (issue 34) from the tables
``benchmarks/bench_scale_generate.py`` wrote into FOLDER (every ``scale_generate*.md`` there:
one run may be two processes side by side, each with its own ``--out``); ``RUN`` names the
run::

    python -m scripts.readme_numbers results/bench --generation "commit abc1234, ..." --write README.md
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from puzzlebench.analysis.outputs import FINDINGS
from puzzlebench.engine.run.records import RunStatus


def start_marker(experiment: str) -> str:
    return f"<!-- readme-numbers {experiment}: written by scripts/readme_numbers.py, not by hand -->"


def end_marker(experiment: str) -> str:
    return f"<!-- /readme-numbers {experiment} -->"


class Refused(Exception):
    """A user mistake: the message is the one line printed (exit 2)."""


@dataclass(frozen=True)
class RunName:
    """Which run the numbers are from, as its records say."""

    experiment: str
    commits: tuple[str, ...]
    first: str
    last: str
    load_low: float
    load_high: float
    runs: int

    def sentence(self) -> str:
        commits = ", ".join(f"`{c}`" for c in self.commits) or "an unknown commit"
        return (f"`{self.experiment}` experiment, {self.runs:,} runs made {self.first} to {self.last} UTC "
                f"at commit {commits}, 1-minute load {self.load_low:.1f}-{self.load_high:.1f} as the records "
                "carry it, 2 cores")


def run_name(runs: pd.DataFrame) -> RunName:
    started = pd.to_datetime(runs["started_at"], utc=True, format="ISO8601").dropna()
    commits = tuple(sorted({str(c)[:12] for c in runs["commit"].dropna()}))
    load = runs["load_average"].dropna()
    experiment = str(runs["experiment"].dropna().iloc[0]) if runs["experiment"].notna().any() else "?"
    first, last = started.min(), started.max()
    # A run resumed over several days names the last day too, or its span reads as hours.
    last_format = "%H:%M:%S" if first.date() == last.date() else "%Y-%m-%d %H:%M:%S"
    return RunName(experiment, commits, first.strftime("%Y-%m-%d %H:%M:%S"), last.strftime(last_format),
                   float(load.min()) if len(load) else float("nan"),
                   float(load.max()) if len(load) else float("nan"), len(runs))


def _x(v: float) -> str:
    return f"{v:.2f}x"


def _versus(s: dict[str, Any]) -> str:
    return f"{_x(s['median'])} [{_x(s['lo'])}-{_x(s['hi'])}]"


def puzzle_sentence(puzzle: str, p: dict[str, Any], runs: pd.DataFrame) -> str:
    """The claim about one puzzle, the other layers/solvers it is told apart from, its wrong answers."""
    c = p["claim"]
    head = f"**{puzzle.capitalize()}** ({c['instances']} instances): "
    if c["verdict"] == "winner":
        head += (f"won by **{c['leader']}**, {_versus(c['runner_up_speedup'])} as fast per instance as the "
                 f"runner-up {c['runner_up']} (Holm over {c['comparisons']} comparisons)")
    elif c["verdict"] == "tied":
        others = [x for x in c["indistinguishable"] if x != c["leader"]]
        head += (f"no winner. **{c['leader']}** is first (least time per instance against the fastest) but cannot be told apart from "
                 f"{len(others)} other configuration(s) ({', '.join(others)}; runner-up {c['runner_up']} "
                 f"{_versus(c['runner_up_speedup'])}, Holm over {c['comparisons']} comparisons)")
    else:
        head += f"no winner ({c['verdict'].replace('_', ' ')}; first: {c['leader']})"
    apart = [f"{o['layer/solver']} ({o['its best']}) {o['leader speedup']:.2f}x [{o['ci95_lo']:.2f}x-{o['ci95_hi']:.2f}x]"
             for o in p["other_solvers"] if o["told_apart"]]
    if apart:
        head += f"; the first is told apart from the best of {', '.join(apart)}"
    mine = runs[runs["puzzle"] == puzzle]
    wrong = mine[mine["status"] == RunStatus.WRONG.value].groupby("label").size()
    if len(wrong):
        total = mine[mine["label"].isin(wrong.index)].groupby("label").size()
        head += "; wrong answers: " + ", ".join(
            f"`{label}` on {int(n)} of {int(total[label])} runs" for label, n in wrong.items())
    return head + "."


def strength_sentence(rows: list[dict[str, Any]]) -> str:
    """LP relaxation: on how many instances each variant's LP leaves a gap."""
    by_puzzle: dict[str, list[str]] = {}
    for r in rows:
        by_puzzle.setdefault(r["puzzle"], []).append(f"`{r['label']}` {r['gap_instances']}/{r['instances']}")
    if not by_puzzle:
        return ""
    parts = [f"{puzzle}: {', '.join(v)}" for puzzle, v in sorted(by_puzzle.items())]
    return "LP relaxation with a gap to the integer optimum (instances): " + "; ".join(parts) + "."


def by_size_table(puzzle: str, mbs: dict[str, Any]) -> str:
    """Which model solves most at each size (findings.json's ``models_by_size``) as a table."""
    solved = {(m["size"], m["model"]): f"{m['solved']}/{m['runs']}" for m in mbs["models"]}
    head = [f"**{puzzle.capitalize()} by size** (cells: instance x layer/solver x deduction; *ahead*: a Holm-corrected "
            "test rejects a tie with the runner-up):", "",
            "| size | first | solved | runner-up | solved | runner-up time / first [95 %] | verdict |",
            "|---|---|---|---|---|---|---|"]
    rows = []
    for v in mbs["verdicts"]:
        runner = v["runner_up"] or ""
        ratio = "" if v["ratio"] is None else f"{v['ratio']:.2f}" + (
            "" if v["ratio_lo"] is None else f" [{v['ratio_lo']:.2f}-{v['ratio_hi']:.2f}]")
        rows.append(f"| {v['size']} | `{v['leader']}` | {solved[(v['size'], v['leader'])]} | "
                    f"{f'`{runner}`' if runner else ''} | {solved.get((v['size'], runner), '')} | {ratio} | {v['verdict']} |")
    return "\n".join(head + rows)


def _num(v: Any, fmt: str) -> str:
    return "" if v is None or v != v else format(v, fmt)  # None / NaN: not measured


def why_table(puzzle: str, mbs: dict[str, Any]) -> str:
    """Each model per size with what explains its count (findings.json's ``models_by_size``):
    the docs' longer version of :func:`by_size_table`."""
    head = [f"**{puzzle.capitalize()}, each model per size** (medians over its runs; LP gap: relative, at the root, "
            "after the cut loop's LP rounds for a cut model; build: the share of the run spent building the model; "
            "*bar*: not MIP, in no comparison):", "",
            "| size | model | solved [95 %] | sgm 10 s | LP gap at root | build | nodes | separator cuts | binaries |",
            "|---|---|---|---|---|---|---|---|---|"]
    rows = [f"| {m['size']} | `{m['model']}`{' (bar)' if m['bar'] else ''} | {m['solved']}/{m['runs']} "
            f"[{m['share_lo']:.0%}-{m['share_hi']:.0%}] | {_num(m['sgm_s'], '.3g')} s | {_num(m['lp_gap'], '.3f')} | "
            f"{_num(m['build_share'], '.0%')} | {_num(m['nodes'], '.0f')} | {_num(m['cuts'], '.0f')} | "
            f"{_num(m['binaries'], '.0f')} |" for m in mbs["models"]]
    return "\n".join(head + rows)


def paragraph(folder: Path, why: bool = False, sizes: bool = True) -> tuple[str, str]:
    """(experiment, the markdown paragraph) for a results folder; ``why``: with each model's
    row per size too; ``sizes=False``: without the per-size tables (the smoke run's sizes
    are too small for a verdict, so its tables would only say "too few cells")."""
    findings, runs_csv = folder / FINDINGS["json"], folder / "runs.csv"
    if not findings.is_file() or not runs_csv.is_file():
        raise Refused(f"{folder}: no {FINDINGS['json']} and runs.csv here (run the experiment first)")
    data = json.loads(findings.read_text(encoding="utf-8"))
    runs = pd.read_csv(runs_csv, low_memory=False)
    name = run_name(runs)
    lines = [f"From the {name.sentence()}:"]
    limited = sum(int(n) for n in data.get("licence_limited", {}).values())
    if limited:
        lines.append(f"{limited} runs were refused by a size-limited solver licence and are counted apart.")
    for puzzle, p in sorted(data["puzzles"].items()):
        lines.append(puzzle_sentence(puzzle, p, runs))
    strength = strength_sentence(data.get("lp_strength", []))
    if strength:
        lines.append(strength)
    body = "\n".join(f"- {line}" if i else line for i, line in enumerate(lines))
    tables = [by_size_table(p, m) for p, m in sorted(data.get("models_by_size", {}).items())] if sizes else []
    if why:
        tables += [why_table(p, m) for p, m in sorted(data.get("models_by_size", {}).items())]
    return name.experiment, "\n\n".join([body, *tables])


TARGETS_BLOCK = "harness-targets"


def _md_rows(path: Path) -> list[list[str]]:
    """The body rows of the Markdown tables in ``path`` (header and rule rows left out)."""
    rows = []
    lines = path.read_text(encoding="utf-8").splitlines()
    for k, line in enumerate(lines):
        nxt = lines[k + 1] if k + 1 < len(lines) else ""
        if line.startswith("| ") and not line.startswith("|---") and not nxt.startswith("|---"):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def targets_table(folder: Path, run: str) -> str:
    """The README's harness-cost table: a small experiment's fixed cost (``step_cost.md``,
    side A), the harness CPU per run (``targets.md``), the janko 20x36 in-process total and
    the peer ratios per class, first solution and uniqueness proof (``baselines.md``), the
    routes of both named as the benchmark names them."""
    import re

    try:
        step = (folder / "step_cost.md").read_text(encoding="utf-8")
        runs = {r[0]: r for r in _md_rows(folder / "targets.md")}
        peers = _md_rows(folder / "baselines.md")
    except OSError as exc:
        raise Refused(f"{exc.filename}: {exc.strerror}; run the target benchmarks first") from None
    fixed = re.search(r"^A: fixed cost ([0-9.]+) s of CPU.*target ([0-9.]+) s: (met|missed)", step, re.M)
    per_run = runs.get("harness CPU per run")
    if fixed is None or per_run is None or not peers:
        raise Refused(f"{folder}: the target benchmarks' tables are incomplete")
    out = [f"From {run}:", "", "| target | measured | target | met |", "|---|---|---|---|",
           f"| a small experiment's fixed cost (CPU, the steps other than the solve) | {fixed[1]} s "
           f"| <= {fixed[2]} s | {'yes' if fixed[3] == 'met' else 'no'} |",
           f"| harness CPU per run in a worker | {float(per_run[1]) * 1000:.1f} ms "
           f"| <= {float(per_run[2]) * 1000:.0f} ms | {per_run[3]} |"]
    pairs: dict[str, dict[str, list[str]]] = {}
    for row in peers:
        m = re.match(r"(.+): (first solution|uniqueness proof), multi-puzzle-solver / best", row[0])
        if m:
            pairs.setdefault(m[1], {})[m[2]] = row
        elif "in-process total" in row[0]:
            where = row[0].split(":")[0]
            where = where if where.startswith("janko") else f"janko {where}"
            out.append(f"| {where}: best configuration's in-process total (CPU) | {row[1]} "
                       f"| {row[2]} | {row[3]} |")
    for name, kinds in pairs.items():
        first, proof = kinds.get("first solution"), kinds.get("uniqueness proof")
        if first and proof:  # the routes, where the benchmark names them (they may not be a solver's)
            routes = [f"{what}: {got[1].strip()}" for what, row, key in
                      (("first solution", first, "route"), ("proof", proof, "proof"))
                      if len(row) > 4 and (got := re.search(rf"{key}: (.+)$", row[4]))]
            how = f" ({'; '.join(routes)})" if routes else ""
            out.append(f"| {name}: multi-puzzle-solver's CPU / ours, first solution / uniqueness proof{how} "
                       f"| {first[1]} / {proof[1]} | {first[2]} | {first[3]} / {proof[3]} |")
    return "\n".join(out)


GENERATION_BLOCK = "generation-targets"
GENERATION_COLUMNS = 12  # a target's row in bench_scale_generate's table (its size table has 6)


def _thousands(cell: str, digits: int) -> str:
    """A figure as the README writes it (1,321.0); a word (over, -) as it stands."""
    try:
        return f"{float(cell):,.{digits}f}"
    except ValueError:
        return cell


def size_cells(size: str) -> int:
    """Cells of a size the benchmark writes as ROWSxCOLS (0 for anything else: first)."""
    rows, _, cols = size.partition("x")
    return int(rows) * int(cols) if rows.isdigit() and cols.isdigit() else 0


def generation_table(folder: Path, run: str) -> str:
    """The README's generation-targets table: one row per target measured, the figures
    as ``bench_scale_generate.py`` wrote them (median and max wall time, median CPU, met on
    the median)."""
    rows = [row for path in sorted(folder.glob("scale_generate*.md")) for row in _md_rows(path)
            if len(row) == GENERATION_COLUMNS and row[0] in ("galaxies", "troix")]
    rows.sort(key=lambda r: (r[0], "min_open" in r[2], size_cells(r[1])))  # default before open, small first
    if not rows:
        raise Refused(f"{folder}: no scale_generate*.md table with a target's row; "
                      "run benchmarks/bench_scale_generate.py first")
    out = [f"From {run}:", "", "| target | seeds done | median (s) | max (s) | target (s) | met | median CPU (s) |",
           "|---|---|---|---|---|---|---|"]
    for puzzle, size, options, done, median, top, target, met, cpu, *_ in rows:
        kind = "open" if "min_open" in options else "default"
        out.append(f"| {puzzle.capitalize()} {size} {kind} | {done} | {_thousands(median, 1)} | {_thousands(top, 1)} "
                   f"| {_thousands(target, 0)} | {met.strip('*')} | {_thousands(cpu, 1)} |")
    return "\n".join(out)


def replace_block(text: str, experiment: str, body: str) -> str:
    start, end = start_marker(experiment), end_marker(experiment)
    i, j = text.find(start), text.find(end)
    if i < 0 or j < i:
        raise Refused(f"no '{start}' ... '{end}' block in the README")
    return text[: i + len(start)] + "\n" + body + "\n" + text[j:]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder", type=Path, help="a results folder (results/<experiment>), or results/bench with --targets")
    ap.add_argument("--write", type=Path, metavar="README", help="replace the marked block of this file")
    ap.add_argument("--why", action="store_true",
                    help="add each model's row per size (LP gap, build share, nodes, cuts): the docs' version")
    ap.add_argument("--no-sizes", action="store_true", help="leave the per-size tables out")
    which = ap.add_mutually_exclusive_group()
    which.add_argument("--targets", metavar="RUN",
                       help="the harness-cost targets from the benchmarks' tables in FOLDER; RUN names the sitting")
    which.add_argument("--generation", metavar="RUN",
                       help="the generation targets from bench_scale_generate's tables in FOLDER; RUN names the run")
    args = ap.parse_args(argv)
    try:
        if args.targets:
            experiment, body = TARGETS_BLOCK, targets_table(args.folder, args.targets)
        elif args.generation:
            experiment, body = GENERATION_BLOCK, generation_table(args.folder, args.generation)
        else:
            experiment, body = paragraph(args.folder, args.why, sizes=not args.no_sizes)
        if args.write is None:
            print(body)
            return 0
        text = args.write.read_text(encoding="utf-8")
        args.write.write_text(replace_block(text, experiment, body), encoding="utf-8")
    except (Refused, OSError, KeyError, ValueError) as exc:
        print(f"readme_numbers: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
