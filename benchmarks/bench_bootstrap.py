"""Benchmark: why the findings give no interval below ``stats.MIN_INSTANCES`` instances.

For n instances of per-instance speedup ratios drawn at random (seeded), this measures
the findings' own statistics (``puzzlebench.analysis.stats.median_test``, the percentile
bootstrap of the median ratio and the test it inverts):

* coverage: how often the 95 % interval contains the true median ratio (1), for
  log-normal noise of two spreads;
* false rejections: how often the test at 5 % tells apart two configurations that do not
  differ (true ratio 1);
* power: how often it tells apart a real 1.3x speedup (log-normal noise, sigma 0.3).

Prints a Markdown table and writes it to ``--out`` (default ``results/bench/bootstrap.md``)::

    .venv/bin/python benchmarks/bench_bootstrap.py [--trials 2000] [--resamples 2000]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from puzzlebench.analysis import stats as S  # noqa: E402

SIZES = (3, 5, 8, 10, 12, 15, 20, 40)


def row(n: int, trials: int, resamples: int, rng: np.random.Generator) -> dict[str, float]:
    cover_narrow = cover_wide = false = power = 0
    for t in range(trials):
        lo, hi, p = S.median_test(rng.lognormal(0, 0.5, n), resamples, seed=t)
        cover_narrow += lo <= 1 <= hi
        false += p < S.ALPHA
        lo, hi, _ = S.median_test(rng.lognormal(0, 1.5, n), resamples, seed=t)
        cover_wide += lo <= 1 <= hi
        power += S.median_test(1.3 * rng.lognormal(0, 0.3, n), resamples, seed=t)[2] < S.ALPHA
    return {"n": n, "coverage sigma 0.5": cover_narrow / trials, "coverage sigma 1.5": cover_wide / trials,
            "false rejections": false / trials, "power at 1.3x": power / trials}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--trials", type=int, default=2000)
    ap.add_argument("--resamples", type=int, default=S.BOOTSTRAP)
    ap.add_argument("--out", type=Path, default=ROOT / "results" / "bench" / "bootstrap.md")
    a = ap.parse_args(argv)
    rng = np.random.default_rng(0)
    rows = [row(n, a.trials, a.resamples, rng) for n in SIZES]
    cols = list(rows[0])
    lines = ["| " + " | ".join(cols) + " |", "|" + "---:|" * len(cols)]
    lines += ["| " + " | ".join(f"{r[c]:.3f}" if c != "n" else str(r[c]) for c in cols) + " |" for r in rows]
    text = "\n".join(lines) + "\n"
    print(text, end="")
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
