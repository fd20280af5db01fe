"""The fast reachability and deduction loops give exactly what the plain loops give.

``geometry.py`` skips relabelling a galaxy whose component is already mirror-closed, keeps
the per-cell counts up to date instead of recounting, and labels the stacked slices in 2-d.
The generators rely on ``deduce`` byte for byte, so the plain versions live here (the
straightforward loops the module used to run) and the fast ones must match them on janko
puzzles and on random mirror-closed candidate sets, rows counted and labels numbered alike.
"""

from __future__ import annotations

import numpy as np
import pytest
from conftest import JANKO
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import ndimage

from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.galaxies.geometry import (
    Geometry,
    candidates,
    deduce,
    geometry,
    pieces,
    reach_fixed_point,
)

SLICE_CROSS = np.zeros((3, 3, 3), dtype=bool)
SLICE_CROSS[1] = [[0, 1, 0], [1, 1, 1], [0, 1, 0]]


def plain_reach(geo: Geometry, cand: np.ndarray, only: np.ndarray | None = None) -> np.ndarray:
    cand = cand.copy()
    gal = np.arange(geo.n_gal) if only is None else np.asarray(only, dtype=np.int64)
    while gal.size:
        sub = cand[gal]
        labels, _ = ndimage.label(sub.reshape(gal.size, geo.rows, geo.cols), structure=SLICE_CROSS)
        labels = labels.reshape(gal.size, -1)
        root_label = labels[np.arange(gal.size), geo.root[gal]]
        keep = (labels == root_label[:, None]) & (root_label[:, None] > 0)
        mir = geo.mirror[gal]
        keep &= np.take_along_axis(keep, np.where(mir >= 0, mir, 0), axis=1) & (mir >= 0)
        changed = (keep != sub).any(axis=1)
        cand[gal] = keep
        gal = gal[changed]
    return cand


def plain_deduce(geo: Geometry, cand: np.ndarray, max_rounds: int = 10_000, reached: bool = False) -> np.ndarray:
    G, N = cand.shape
    gal = np.arange(G)
    if not reached:
        cand = plain_reach(geo, cand)
    done = np.zeros(N, dtype=bool)
    for _ in range(max_rounds):
        before = cand
        while True:
            forced = (np.count_nonzero(cand, axis=0) == 1) & ~done
            if not forced.any():
                break
            done |= forced
            cells = np.flatnonzero(forced)
            own = np.argmax(cand[:, cells], axis=0)
            taken = np.concatenate([cells, geo.mirror[own, cells]])
            own = np.concatenate([own, own])
            hh, kk = np.nonzero(cand[:, taken] & (gal[:, None] != own[None, :]))
            tc = taken[kk]
            cand = cand.copy()
            cand[hh, tc] = False
            mm = geo.mirror[hh, tc]
            cand[hh[mm >= 0], mm[mm >= 0]] = False
        changed = np.flatnonzero((cand != before).any(axis=1))
        if changed.size == 0:
            return cand
        new = plain_reach(geo, cand, changed)
        if np.array_equal(new, cand):
            return cand
        cand = new
    return cand


def mirror_closed_subset(geo: Geometry, base: np.ndarray, rng: np.random.Generator, keep: float) -> np.ndarray:
    """``base`` less a random share of cells and their mirrors, the centre cells kept."""
    cand = base & (rng.random(base.shape) < keep)
    g, k = np.nonzero(base & ~cand)
    m = geo.mirror[g, k]
    cand[g[m >= 0], m[m >= 0]] = False
    for gal, cells in enumerate(geo.centres):
        cand[gal, cells] = base[gal, cells]
    return cand


@pytest.fixture(scope="module")
def janko() -> list[GalaxiesInstance]:
    if not JANKO.exists():
        pytest.skip(f"{JANKO} not found")
    from puzzlebench.instances.io import load_all

    good, _ = load_all(JANKO)
    return good[::29]  # 20 puzzles, every size


def test_candidates_and_deduce_match_the_plain_loops(janko) -> None:
    for inst in janko:
        geo = geometry(inst)
        basic = candidates(geo, "basic")
        reach = candidates(geo, "reach")
        assert np.array_equal(reach, plain_reach(geo, basic)), inst.name
        for rounds in (1, 2, 10_000):
            assert np.array_equal(deduce(geo, basic, rounds), plain_deduce(geo, basic, rounds)), inst.name
            assert np.array_equal(deduce(geo, reach, rounds, reached=True),
                                  plain_deduce(geo, reach, rounds, reached=True)), inst.name


@pytest.mark.parametrize("keep", [0.5, 0.8, 0.95])
def test_random_candidate_sets_match_the_plain_loops(janko, keep: float) -> None:
    rng = np.random.default_rng(7)
    for inst in janko:
        geo = geometry(inst)
        cand = mirror_closed_subset(geo, candidates(geo, "basic"), rng, keep)
        only = np.flatnonzero(rng.random(geo.n_gal) < 0.3)
        assert np.array_equal(reach_fixed_point(geo, cand), plain_reach(geo, cand))
        assert np.array_equal(reach_fixed_point(geo, cand, only), plain_reach(geo, cand, only))
        assert np.array_equal(deduce(geo, cand), plain_deduce(geo, cand))
        labels, n = pieces(cand, geo.rows, geo.cols)
        plain, m = ndimage.label(cand.reshape(-1, geo.rows, geo.cols), structure=SLICE_CROSS)
        assert n == m and np.array_equal(labels, plain.reshape(geo.n_gal, -1))


def test_a_candidate_set_without_its_centre_empties_that_galaxy() -> None:
    inst = GalaxiesInstance(3, 3, ((1, 1), (5, 5)))  # dots on cells (0, 0) and (2, 2)
    geo = geometry(inst)
    cand = candidates(geo, "basic")
    cand[0, geo.root[0]] = False
    out = reach_fixed_point(geo, cand)
    assert not out[0].any() and np.array_equal(out, plain_reach(geo, cand))


def plain_centres(inst: GalaxiesInstance) -> tuple[np.ndarray, tuple[np.ndarray, ...], np.ndarray]:
    """owner, centres and root as the dot-by-dot loop made them."""
    from puzzlebench.instances.types import centre_cells

    owner = np.full(inst.rows * inst.cols, -1, dtype=np.int64)
    centres = []
    for g, dot in enumerate(inst.dots):
        cells = np.asarray([i * inst.cols + j for i, j in centre_cells(dot)], dtype=np.int64)
        owner[cells] = g
        centres.append(cells)
    return owner, tuple(centres), np.asarray([c[0] for c in centres], dtype=np.int64)


@st.composite
def dotted_grids(draw: st.DrawFn) -> GalaxiesInstance:
    """A grid with dots anywhere on the lattice (centres, edges and corners), no two
    sharing a centre cell (an instance refuses that)."""
    from puzzlebench.instances.types import centre_cells

    rows, cols = draw(st.integers(1, 7)), draw(st.integers(1, 7))
    lattice = [(r, c) for r in range(1, 2 * rows) for c in range(1, 2 * cols)]
    drawn = draw(st.lists(st.sampled_from(lattice), min_size=1, max_size=8, unique=True))
    dots: list[tuple[int, int]] = []
    used: set[tuple[int, int]] = set()
    for dot in drawn:
        cells = set(centre_cells(dot))
        if not cells & used:
            dots.append(dot)
            used |= cells
    return GalaxiesInstance(rows, cols, tuple(sorted(dots)))


@settings(max_examples=200, deadline=None)
@given(dotted_grids())
def test_centres_owner_and_root_match_the_plain_loop(inst: GalaxiesInstance) -> None:
    geo = geometry(inst)
    owner, centres, root = plain_centres(inst)
    assert np.array_equal(geo.owner, owner) and np.array_equal(geo.root, root)
    assert len(geo.centres) == len(centres)
    assert all(np.array_equal(a, b) and a.dtype == b.dtype for a, b in zip(geo.centres, centres, strict=True))
    assert np.array_equal(geo.centre_cell, np.concatenate(centres))
    assert np.array_equal(geo.centre_galaxy, np.repeat(np.arange(len(centres)), [c.size for c in centres]))


def plain_loose_pieces(geo: Geometry, cand: np.ndarray, grid: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """The loose pieces as the galaxy-by-galaxy loop found them."""
    member = (grid.ravel()[None, :] == np.arange(geo.n_gal)[:, None]) & cand
    labels, _ = pieces(member, geo.rows, geo.cols)
    out = []
    for g in range(geo.n_gal):
        lab = labels[g]
        present = np.unique(lab[lab > 0])
        if present.size <= 1 and (present.size == 0 or lab[geo.centres[g]].max() == present[0]):
            continue
        anchored = set(lab[geo.centres[g]].tolist()) - {0}
        out += [(g, lab == p) for p in present.tolist() if p not in anchored]
    return out


def test_loose_pieces_match_the_plain_loop(janko) -> None:
    """On random assignments of each cell to one of its candidates (many loose pieces) and
    on the puzzles' own solutions (none)."""
    from puzzlebench.models.galaxies.lazy import loose_pieces

    rng = np.random.default_rng(11)
    for inst in janko:
        geo = geometry(inst)
        cand = candidates(geo, "reach")
        grids = [rng.integers(0, geo.n_gal, geo.n_cells) for _ in range(3)]
        grids += [np.argmax(cand * rng.random(cand.shape), axis=0) for _ in range(3)]
        grids.append(np.asarray(inst.solution).ravel())
        for grid in grids:
            got, want = loose_pieces(geo, cand, grid), plain_loose_pieces(geo, cand, grid)
            assert [g for g, _ in got] == [g for g, _ in want], inst.name
            assert all(np.array_equal(a, b) for (_, a), (_, b) in zip(got, want, strict=True)), inst.name
        assert loose_pieces(geo, cand, grids[-1]) == []


@settings(max_examples=200, deadline=None)
@given(dotted_grids(), st.integers(0, 2**32 - 1))
def test_loose_pieces_match_the_plain_loop_on_any_grid(inst: GalaxiesInstance, seed: int) -> None:
    """Thin grids (one row or column) and cells given a galaxy that is not their candidate."""
    from puzzlebench.models.galaxies.lazy import loose_pieces

    geo = geometry(inst)
    cand = candidates(geo, "basic")
    grid = np.random.default_rng(seed).integers(0, geo.n_gal, geo.n_cells)
    got, want = loose_pieces(geo, cand, grid), plain_loose_pieces(geo, cand, grid)
    assert [g for g, _ in got] == [g for g, _ in want]
    assert all(np.array_equal(a, b) for (_, a), (_, b) in zip(got, want, strict=True))


def plain_basic(geo: Geometry) -> np.ndarray:
    """The seed's F_g over the whole (G, N) grid, as the dense formula had it."""
    inside = geo.mirror >= 0
    gal = np.arange(geo.n_gal, dtype=np.int64)[:, None]
    own_ok = (geo.owner[None, :] < 0) | (geo.owner[None, :] == gal)
    mirror_own = geo.owner[np.where(inside, geo.mirror, 0)]
    return inside & own_ok & ((mirror_own < 0) | (mirror_own == gal))


@settings(max_examples=200, deadline=None)
@given(dotted_grids())
def test_basic_candidates_match_the_dense_formula(inst: GalaxiesInstance) -> None:
    geo = geometry(inst)
    assert np.array_equal(candidates(geo, "basic"), plain_basic(geo))


def test_basic_candidates_match_the_dense_formula_on_janko(janko) -> None:
    for inst in janko:
        geo = geometry(inst)
        assert np.array_equal(candidates(geo, "basic"), plain_basic(geo)), inst.name


def plain_mirror(inst: GalaxiesInstance) -> np.ndarray:
    """The mirror map cell by cell (:func:`puzzlebench.instances.types.mirror`)."""
    from puzzlebench.instances.types import mirror

    out = np.full((len(inst.dots), inst.rows * inst.cols), -1, dtype=np.int64)
    for g, dot in enumerate(inst.dots):
        for i in range(inst.rows):
            for j in range(inst.cols):
                mi, mj = mirror((i, j), dot)
                if 0 <= mi < inst.rows and 0 <= mj < inst.cols:
                    out[g, i * inst.cols + j] = mi * inst.cols + mj
    return out


@settings(max_examples=200, deadline=None)
@given(dotted_grids())
def test_the_mirror_map_matches_the_cell_by_cell_one(inst: GalaxiesInstance) -> None:
    got = geometry(inst).mirror
    assert got.dtype == np.int64 and np.array_equal(got, plain_mirror(inst))


def test_the_mirror_map_matches_the_cell_by_cell_one_on_janko(janko) -> None:
    for inst in janko[:5]:
        assert np.array_equal(geometry(inst).mirror, plain_mirror(inst)), inst.name
