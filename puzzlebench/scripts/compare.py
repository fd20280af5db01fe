"""``puzzlebench compare A B [--fail-slower X] [--fail-new-failures] [--pair A_CONFIG B_CONFIG]
[--json]``: two results folders side by side.

Matches the (instance, configuration) runs of A and B, gives per configuration the
speedup of B against A (median of A time / B time, 95 % bootstrap interval, none below
the findings' minimum of matched instances), the instances B newly fails or answers
wrongly, and what differs between the two (solver versions, library versions, package,
commit, time limit, machine). Library: :mod:`puzzlebench.analysis.comparison`.

Exit 1 on a regression: any new wrong answer; with ``--fail-slower X``, a configuration
whose slowdown B/A has an interval with lower bound above X (so 1.2 flags only what is
at least 20 % slower beyond the noise); with ``--fail-new-failures``, any new failure.
``--pair`` compares a configuration of B with one of A of another name (one solver option
changed, say); with no matched pair at all the error lists what each side alone has.

Every string from the two folders (labels, instance ids, versions, hostnames, paths) is
printed escaped (:func:`puzzlebench.analysis.safe_text.terminal`): one value, one line, no
escape sequence reaches the terminal and no label forges a ``regression:`` line. ``--json``
is the json module's own output, NaN written as null. Progress goes to stderr on large folders.
"""

from __future__ import annotations

import argparse
import math
import sys
from typing import Any

from puzzlebench.engine.run.limits import SEED
from puzzlebench.instances.limits import Bound

SLOWDOWN = Bound("slowdown", float, 1, 1000)
"""``--fail-slower``: a ratio of times, at least 1 (no slowdown)."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("a", metavar="A", help="the results folder to compare against (results/<experiment>)")
    p.add_argument("b", metavar="B", help="the results folder to compare")
    p.add_argument("--fail-slower", type=SLOWDOWN.arg, default=None, metavar="X",
                   help="exit 1 when a configuration's slowdown B/A has a 95 %% interval whose lower bound exceeds X")
    p.add_argument("--fail-new-failures", action="store_true",
                   help="exit 1 when B fails (does not solve) an instance A solved")
    p.add_argument("--seed", type=SEED.arg, default=0, help="bootstrap seed (default 0)")
    p.add_argument("--pair", nargs=2, action="append", default=[], metavar=("A_CONFIG", "B_CONFIG"),
                   help="compare configuration B_CONFIG of B with A_CONFIG of A (names as printed; repeatable)")
    p.add_argument("--json", action="store_true", help="print the comparison as JSON instead of text")


def _x(v: float) -> str:
    return "n/a" if math.isnan(v) else f"{v:.2f}x"


def _lines(c: Any, regressions: dict[str, list[str]]) -> list[str]:
    from puzzlebench.analysis import stats as S
    from puzzlebench.analysis.safe_text import terminal as t

    out = [f"A: {t(c.a.folder)} (experiment {t(c.a.experiment)}, {len(c.a.runs)} runs)",
           f"B: {t(c.b.folder)} (experiment {t(c.b.experiment)}, {len(c.b.runs)} runs)",
           f"{c.pairs} matched (instance, configuration) pairs in {len(c.changes)} configurations; "
           f"unmatched: {c.unmatched_instances.get('a', 0)} in A, {c.unmatched_instances.get('b', 0)} in B",
           *(f"paired: {t(name_a)} (A) with {t(name_b)} (B)" for name_a, name_b in c.paired.items()),
           "", "speedup of B against A per configuration (median of A time / B time over matched instances, "
           f"95 % bootstrap interval; none below {S.MIN_INSTANCES} instances):"]
    for ch in c.changes:
        s = ch.speedup
        interval = (f"[{_x(s.lo)}-{_x(s.hi)}], Holm p {ch.p_holm:.3g}" if s.has_interval
                    else f"too few instances ({s.instances}) for an interval")
        flags = "".join(f"; {len(x)} {name}" for name, x in (("new failure(s)", ch.new_failures),
                                                             ("new wrong answer(s)", ch.new_wrong)) if x)
        mark = "  REGRESSION" if ch.config in regressions else ""
        out.append(f"  {t(ch.config)}: {_x(s.median)} {interval} over {s.instances} instances, B faster on {s.wins}, "
                   f"slower on {s.losses}; solved {ch.solved_a} -> {ch.solved_b}{flags}{mark}")
    for side, only in (("A", c.only_a), ("B", c.only_b)):
        if only:
            out.append(f"only in {side}: {', '.join(map(t, only))}")
    out.append("")
    if c.differences:
        out.append("what differs:")
        out += [f"  {t(d.what)}: A {', '.join(map(t, d.a)) or '-'}; B {', '.join(map(t, d.b)) or '-'}"
                for d in c.differences]
    else:
        out.append("no difference in solver versions, library versions, package, commit, time limit or machine")
    for config, why in regressions.items():
        out.append(f"regression: {t(config)}: {'; '.join(why)}")
    return out


PROGRESS_FROM = 200
"""Runs (on either side) from which compare prints its progress on stderr."""


def run(args: argparse.Namespace) -> int:
    from puzzlebench.analysis.comparison import compare, read_side
    from puzzlebench.analysis.safe_text import json_text, terminal
    from puzzlebench.engine.run.ticker import Ticker

    a, b = read_side(args.a), read_side(args.b)
    for side, name in ((a, "A"), (b, "B")):
        for warning in side.warnings:
            print(f"puzzlebench: warning: {name}: {terminal(warning)}", file=sys.stderr)
    big = max(len(a.runs), len(b.runs)) >= PROGRESS_FROM
    c = compare(a, b, seed=args.seed, pairs=[tuple(p) for p in args.pair],
                progress=Ticker("compare") if big else None)
    regressions = c.regressions(args.fail_slower, args.fail_new_failures)
    if args.json:
        sys.stdout.write(json_text({**c.as_json(), "regressions": regressions}) + "\n")
    else:
        sys.stdout.write("\n".join(_lines(c, regressions)) + "\n")
    return 1 if regressions else 0
