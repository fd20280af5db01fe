"""Who wins, with evidence: a configuration is named the winner only when it is first and
the data tell it apart from the runner-up; otherwise the claim is the group of
configurations that cannot be told apart.

The rule (issue 20; :mod:`puzzlebench.analysis.stats` has the statistics):

* the *leader* is the first of :func:`~puzzlebench.analysis.stats.ranking` by
  :data:`~puzzlebench.analysis.stats.LEADER_STAT` (fewest wrong answers, most solved,
  smallest geometric mean of its per-instance time over the fastest): the statistic of the
  per-instance test below, so the two agree far more often than a shifted mean at 10 s
  does on runs of milliseconds. Where they still disagree (the shifted mean names another
  first; a configuration tied with the leader is faster on the median instance) the claim
  lists it (:attr:`Claim.disagreements`) and the findings say so;
* it is compared with every other configuration on the instances both ran: the median of
  the other's time / the leader's, with its bootstrap interval and the bootstrap test of a
  median ratio of 1 (:func:`~puzzlebench.analysis.stats.speedup`);
* the comparisons a findings section states together are one family: their p-values are
  adjusted with Holm's method (:func:`~puzzlebench.analysis.stats.holm`), so the chance
  that any of them "tells apart" two configurations that do not differ stays at most
  :data:`~puzzlebench.analysis.stats.ALPHA`;
* the leader is the **winner** when its comparison with the runner-up rejects in its
  favour; else the claim names the **group**: the leader and every configuration it is not
  told apart from (or, when the test rejects the other way, the runner-up is faster per
  instance though it solves fewer or has a larger mean: no winner either);
* with fewer than :data:`~puzzlebench.analysis.stats.MIN_INSTANCES` instances there is no
  interval, and no winner: the claim says so.

Why a claim needs the runner-up *and* a family: a variant that only adds rows the model
already implies was named a winner at 1.16x [0.82x-1.57x] (faster on 9 instances, slower
on 6), one of dozens of comparisons nobody corrected for."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import pandas as pd

from puzzlebench.analysis import stats as S


class Verdict(StrEnum):
    """What a claim may say about the first place."""

    WINNER = "winner"  # first, and told apart from the runner-up
    TIED = "tied"  # first, but the runner-up (at least) cannot be told apart from it
    TOO_FEW = "too_few"  # fewer than MIN_INSTANCES instances: no interval, no winner
    DISAGREE = "disagree"  # first by the ranking (solves more), yet the runner-up is faster per instance
    ALONE = "alone"  # a single configuration: nothing to compare


@dataclass(frozen=True)
class Versus:
    """The leader against one other configuration: ``speedup`` is the other's time / the
    leader's per instance (> 1: the leader is faster); ``p_holm`` its Holm-adjusted p-value
    within the section's family (NaN: too few instances for a test)."""

    config: str
    speedup: S.Speedup
    p_holm: float = math.nan

    @property
    def tested(self) -> bool:
        return self.speedup.has_interval and not math.isnan(self.p_holm)

    @property
    def told_apart(self) -> bool:
        """The data tell the two apart: the family's adjusted test rejects a ratio of 1."""
        return self.tested and self.p_holm < S.ALPHA


@dataclass(frozen=True)
class Claim:
    """What may be said about the first place among some configurations on some instances."""

    shift: float
    leader: str
    runner_up: str | None
    instances: int
    verdict: Verdict
    versus: tuple[Versus, ...]
    """The leader against every other configuration, in ranking order."""
    family: int
    """Comparisons in the Holm family this claim's tests were adjusted in."""
    sgm_first: str | None = None
    """The first by the shifted geometric mean at :attr:`shift` (same tiers: wrong answers,
    solved), when it is not the leader."""

    @property
    def disagreements(self) -> tuple[Disagreement, ...]:
        """Where another statistic than the leader's ranks another configuration ahead."""
        out = []
        v = None if self.sgm_first is None else self.against(self.sgm_first)
        if v is not None:
            out.append(Disagreement(Statistic.SGM, v))
        out += [Disagreement(Statistic.MEDIAN, w) for w in self.versus
                if w.tested and not w.told_apart and w.speedup.median < 1 and w is not v]
        return tuple(out)

    @property
    def winner(self) -> str | None:
        return self.leader if self.verdict is Verdict.WINNER else None

    @property
    def group(self) -> tuple[str, ...]:
        """The leader and every configuration with a test that does not tell it apart from
        the leader (ranking order); the leader alone for a winner."""
        return (self.leader, *(v.config for v in self.versus if v.tested and not v.told_apart))

    @property
    def untested(self) -> tuple[Versus, ...]:
        """Configurations shared with the leader on too few instances for an interval."""
        return tuple(v for v in self.versus if not v.speedup.has_interval)

    def against(self, config: str) -> Versus | None:
        return next((v for v in self.versus if v.config == config), None)

    @property
    def runner_up_versus(self) -> Versus | None:
        return None if self.runner_up is None else self.against(self.runner_up)

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"verdict": self.verdict.value, "leader": self.leader, "winner": self.winner,
                               "runner_up": self.runner_up, "instances": self.instances, "shift": self.shift,
                               "indistinguishable": list(self.group) if self.verdict is Verdict.TIED else [],
                               "comparisons": self.family, "min_instances": S.MIN_INSTANCES, "alpha": S.ALPHA}
        out["disagreements"] = [{"statistic": d.statistic.value, "config": d.versus.config, "median": d.versus.speedup.median,
                                 "faster": d.versus.speedup.losses, "slower": d.versus.speedup.wins,
                                 "instances": d.versus.speedup.instances} for d in self.disagreements]
        ru = self.runner_up_versus
        if ru is not None:
            out["runner_up_speedup"] = speedup_json(ru.speedup) | {"p_holm": ru.p_holm}
        return out


class Statistic(StrEnum):
    """A statistic other than the leader's that can put another configuration ahead."""

    SGM = "sgm"  # the shifted geometric mean at the claim's shift ranks it first
    MEDIAN = "median"  # tied with the leader, and faster on the median instance


@dataclass(frozen=True)
class Disagreement:
    """``versus.config`` is ahead of the leader by ``statistic`` (``versus.speedup.median``
    is its time / the leader's per instance: below 1 it is faster on the median instance)."""

    statistic: Statistic
    versus: Versus


def speedup_json(s: S.Speedup) -> dict[str, Any]:
    """A speedup as findings.json writes it."""
    return {"median": s.median, "lo": s.lo, "hi": s.hi, "wins": s.wins, "losses": s.losses, "ties": s.ties,
            "instances": s.instances, "p": s.p}


@dataclass(frozen=True)
class _Open:
    """A claim before its family's correction: the leader's raw comparisons."""

    shift: float
    leader: str
    runner_up: str | None
    instances: int
    versus: list[S.Speedup]
    sgm_first: str | None


def _candidates(rank: pd.DataFrame) -> pd.DataFrame:
    """The configurations that may win: none with a wrong answer (unless all have one)."""
    return rank[rank["wrong"] == 0] if (rank["wrong"] == 0).any() else rank


def _first_by(rank: pd.DataFrame, column: str) -> str:
    """The configuration :func:`~puzzlebench.analysis.stats.ranking` would put first by
    ``column`` (same tiers: fewest wrong answers, most solved; ties in configuration
    order), read off a ranking by another column rather than ranking again."""
    order = S.best_first(rank[column].to_numpy(dtype=float), rank["solved"].to_numpy(), rank["wrong"].to_numpy(),
                         ties=rank["config"].to_numpy(dtype=object))
    return str(rank["config"].iloc[order[0]])


def _open(per: pd.DataFrame, rank: pd.DataFrame, shift: float, n: int, seed: int) -> _Open:
    rank = _candidates(rank)
    order = [str(c) for c in rank["config"]]
    leader = order[0]
    by_sgm = _first_by(rank, f"sgm_{shift:g}s")
    # nothing to compare with (one configuration): no pivot of the runs to find that out
    versus = S.speedups_against(per, leader, order[1:], seed, n) if len(order) > 1 else []
    return _Open(shift, leader, order[1] if len(order) > 1 else None, int(per["instance"].nunique()), versus,
                 None if by_sgm == leader else by_sgm)


def claims(pers: Sequence[pd.DataFrame], shift: float = S.SHIFT, seed: int = 0,
           ranks: Sequence[pd.DataFrame] | None = None) -> list[Claim]:
    """One claim per frame of :func:`~puzzlebench.analysis.stats.per_instance` rows (each
    frame non-empty: the instances of a puzzle, or of one class), their comparisons adjusted
    as one Holm family (the section that states them). ``ranks``: each frame's
    :func:`~puzzlebench.analysis.stats.ranking` by :data:`~puzzlebench.analysis.stats.LEADER_STAT`
    with ``shift`` among its shifts, when the caller has it already (the results read the
    ranking too: one ranking per frame, not three)."""
    if ranks is None:
        ranks = [S.ranking(p, (shift,), by=S.LEADER_STAT) for p in pers]
    upper = sum(max(len(r) - 1, 0) for r in ranks)
    opened = [_open(p, r, shift, S.resamples(upper), seed) for p, r in zip(pers, ranks, strict=True)]
    flat = [s.p if s.has_interval else math.nan for o in opened for s in o.versus]
    adjusted = iter(S.holm(flat))
    family = sum(1 for p in flat if not math.isnan(p))
    out = []
    for o in opened:
        versus = tuple(Versus(s.base, s, next(adjusted)) for s in o.versus)
        out.append(Claim(o.shift, o.leader, o.runner_up, o.instances, _verdict(o, versus), versus, family,
                         o.sgm_first))
    return out


def _verdict(o: _Open, versus: tuple[Versus, ...]) -> Verdict:
    if o.runner_up is None:
        return Verdict.ALONE
    ru = versus[0]
    if not ru.tested:
        return Verdict.TOO_FEW
    if not ru.told_apart:
        return Verdict.TIED
    return Verdict.WINNER if ru.speedup.lo > 1 else Verdict.DISAGREE


def claim(per: pd.DataFrame, shift: float = S.SHIFT, seed: int = 0) -> Claim:
    """The claim about the configurations of ``per`` alone (a family of its own)."""
    return claims([per], shift, seed)[0]
