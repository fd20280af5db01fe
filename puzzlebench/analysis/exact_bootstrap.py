"""The bootstrap distribution of a median computed exactly, not resampled.

Why: ``puzzlebench compare`` tests one speedup per configuration, Holm-adjusted over all
of them, so each test needs enough resamples for its smallest p-value to pass Holm's
strictest level (:func:`puzzlebench.analysis.stats.resamples`: 80,000 for 1,000
configurations). Resampled, 1,000 configurations of 10 instances took 83 s; but for a
sample of ``k`` values the median of a resample is one of at most ``k (k + 1) / 2``
values (an order statistic, or the mean of two for even ``k``), each with a probability
that depends on ``k`` alone. With those probabilities (:func:`median_weights`, once per
``k``) the distribution resampling converges to is known exactly, for any number of
configurations, in microseconds each.

The probabilities, for a resample of ``k`` draws from the sorted values ``x_0 <= ... <= x_{k-1}``
(each position with probability ``1/k``), ``m = (k + 1) / 2`` for odd ``k``: the median is
``x_i`` when the ``m``-th smallest draw is position ``i``, ``P(Bin(k, (i+1)/k) >= m)`` less
the same at ``i - 1``. For even ``k``, ``m = k / 2``, the median is ``(x_i + x_j) / 2`` for
the ``m``-th and ``m+1``-th smallest draws ``i <= j``: for ``i < j``, ``a < m`` draws below
``i``, ``m - a`` at ``i``, none between, the other ``k - m`` at ``j`` or above with at
least one at ``j``; for ``i = j``, fewer than ``m`` below ``i`` and more than ``m`` up to
and including ``i``.
"""

from __future__ import annotations

import functools
import math

import numpy as np
from scipy import special
from scipy.stats import binom

MAX_EXACT = 1000
"""Largest sample whose median's bootstrap distribution is computed exactly (``k^2``
weights); larger samples are few in any comparison and are resampled."""


@functools.lru_cache(maxsize=64)
def median_weights(k: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For a sample of ``k`` sorted values: the positions ``(i, j)`` whose mean
    ``(x_i + x_j) / 2`` a resample's median can be, and the probability of each."""
    if not 1 <= k <= MAX_EXACT:
        raise ValueError(f"exact median weights for 1..{MAX_EXACT} values, not {k}")
    pos = np.arange(k)
    if k % 2:
        m = (k + 1) // 2
        below = binom.sf(m - 1, k, (pos + 1) / k)  # P(m-th smallest draw <= i)
        return pos, pos, np.diff(below, prepend=0.0)
    m = k // 2
    a = np.arange(m)
    # g(i) = sum_a k! / (a! (m-a)! (k-m)!) (i/k)^a (1/k)^(m-a): a below i, m - a at i
    log_coef = special.gammaln(k + 1) - special.gammaln(a + 1) - special.gammaln(m - a + 1) - special.gammaln(k - m + 1)
    with np.errstate(divide="ignore", invalid="ignore"):
        log_i = np.log(pos[:, None] / k)
        terms = np.where(a[None, :] == 0, log_coef[None, :] - m * math.log(k),
                         log_coef[None, :] + a[None, :] * log_i - (m - a[None, :]) * math.log(k))
    g = np.exp(terms).sum(axis=1)
    h = ((k - pos) / k) ** (k - m) - ((k - pos - 1) / k) ** (k - m)  # the others at j or above, one at j at least
    upper = np.triu(np.outer(g, h), 1)
    i, x = pos[:, None], a[None, :]  # fewer than m below i, more than m - x of the rest at i
    diag = np.asarray(binom.pmf(x, k, i / k) * binom.sf(m - x, k - x, 1 / (k - i))).sum(axis=1)
    weights = upper + np.diag(diag)
    ii, jj = np.nonzero(weights > 0)
    return ii, jj, weights[ii, jj]


def median_test(ratios: np.ndarray) -> tuple[float, float, float]:
    """The 95 % percentile-bootstrap interval of the median of ``ratios`` and the
    two-sided p-value of a median of 1 (twice the smaller probability of a resampled
    median on either side of 1), from the exact distribution: what
    :func:`puzzlebench.analysis.stats.median_test` gives with infinitely many resamples."""
    x = np.sort(np.asarray(ratios, dtype=float))
    ii, jj, w = median_weights(x.size)
    values = (x[ii] + x[jj]) / 2
    order = np.argsort(values, kind="stable")
    values, cdf = values[order], np.cumsum(w[order])
    cdf /= cdf[-1]
    lo = float(values[min(np.searchsorted(cdf, 0.025 - 1e-12), values.size - 1)])
    hi = float(values[min(np.searchsorted(cdf, 0.975 - 1e-12), values.size - 1)])
    below = float(cdf[np.searchsorted(values, 1.0, side="right") - 1]) if values[0] <= 1 else 0.0
    above = 1.0 - (float(cdf[np.searchsorted(values, 1.0, side="left") - 1]) if values[0] < 1 else 0.0)
    return lo, hi, min(1.0, 2 * min(below, above))
