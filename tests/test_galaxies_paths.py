"""The chordless path search of galaxies/paths: right paths, all of them, and capped (its build
time is a benchmark: make bench-targets)."""

from __future__ import annotations

import time

import networkx as nx
import numpy as np
import pytest
from conftest import JANKO, REFERENCE
from test_galaxies_models import solve_highs

from puzzlebench.instances.checker import check
from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models.galaxies.geometry import candidates, geometry
from puzzlebench.models.galaxies.paths import build_paths, enumerate_paths
from puzzlebench.models.model import ModelTooLarge

REFERENCE_KEPT_21x21 = 1088  # chordless paths the reference code kept for puzzle_4


def _janko(name: str) -> GalaxiesInstance:
    if not JANKO.exists():
        pytest.skip(f"{JANKO} not found")
    from puzzlebench.instances.io import load_all

    good, _ = load_all(JANKO)
    return next(i for i in good if i.name == name)


def _reference(k: int) -> GalaxiesInstance:
    path = REFERENCE / "galaxies" / f"puzzle_{k}.json"
    if not path.exists():
        pytest.skip(f"{path} not found")
    from puzzlebench.instances.io import load

    return load(path)


def _adjacent(a: int, b: int, cols: int) -> bool:
    (i, j), (k, m) = divmod(a, cols), divmod(b, cols)
    return abs(i - k) + abs(j - m) == 1


def _brute_force(inst: GalaxiesInstance, prune: str) -> set[tuple[int, tuple[int, ...]]]:
    """Every simple path from a representative cell to C_g inside F_g, kept if chordless
    in the graph with C_g contracted (networkx all_simple_paths, then a filter)."""
    geo = geometry(inst)
    cand = candidates(geo, prune)
    C = geo.cols
    out = set()
    for g in range(geo.n_gal):
        cells = set(np.flatnonzero(cand[g]).tolist())
        centre = set(geo.centres[g].tolist())
        graph = nx.Graph()
        graph.add_nodes_from(cells - centre)
        graph.add_node("c")
        for a in cells - centre:
            for b in cells - centre:
                if a < b and _adjacent(a, b, C):
                    graph.add_edge(a, b)
            if any(_adjacent(a, c, C) for c in centre):
                graph.add_edge(a, "c")
        for a in sorted(cells - centre):
            m = int(geo.mirror[g, a])
            if m < a:
                continue
            for p in nx.all_simple_paths(graph, a, "c"):
                if nx.number_of_edges(graph.subgraph(p)) == len(p) - 1:  # induced = chordless
                    out.add((g, tuple(p[:-1])))
    return out


def _ours(inst: GalaxiesInstance, prune: str) -> set[tuple[int, tuple[int, ...]]]:
    geo = geometry(inst)
    P = enumerate_paths(geo, candidates(geo, prune), cap=10**6)
    return {
        (int(P.gal[k]), tuple(P.cells[P.indptr[k] : P.indptr[k + 1]].tolist()))
        for k in range(P.count)
    }


@pytest.mark.parametrize("prune", ["none", "basic", "reach"])
def test_search_finds_exactly_the_chordless_paths_tiny(prune: str) -> None:
    inst = GalaxiesInstance(3, 4, [(1, 1), (3, 4), (5, 7)])
    assert _ours(inst, prune) == _brute_force(inst, prune)


@pytest.mark.parametrize("name", ["01_7x7", "02_7x7"])
def test_search_finds_exactly_the_chordless_paths_janko(name: str) -> None:
    inst = _janko(name)
    ours = _ours(inst, "basic")
    assert ours == _brute_force(inst, "basic")
    assert len(ours) > 10


def test_paths_are_chordless_and_end_next_to_the_centre() -> None:
    inst = _reference(4)
    f = build_paths(inst, prune="basic", pairs=False, deduce=False, path_cap=200_000)
    P, geo = f.paths, f.geo
    C = geo.cols
    for k in range(P.count):
        cells = P.cells[P.indptr[k] : P.indptr[k + 1]].tolist()
        g = int(P.gal[k])
        centre = geo.centres[g].tolist()
        assert cells[0] == P.start[k]
        assert f.cand[g, cells].all()
        assert not set(cells) & set(centre)
        for a, b in zip(cells, cells[1:], strict=False):
            assert _adjacent(a, b, C)
        touching = [a for a in cells if any(_adjacent(a, c, C) for c in centre)]
        assert touching == [cells[-1]]
        for s in range(len(cells)):
            for t in range(s + 2, len(cells)):
                assert not _adjacent(cells[s], cells[t], C), "chord"


def test_21x21_is_no_larger_than_the_textbook() -> None:
    """Its build time against the target (0.5 s) is a benchmark: `make bench-targets`."""
    inst = _reference(4)
    f = build_paths(inst, prune="basic", pairs=False, deduce=False, path_cap=200_000)
    assert f.paths.count <= REFERENCE_KEPT_21x21
    reach = build_paths(inst, prune="reach", pairs=True, deduce=False, path_cap=200_000)
    assert reach.model.size()["variables"] < f.model.size()["variables"]


@pytest.mark.parametrize("prune", ["none", "basic"])
def test_cap_stops_a_20x36_build_quickly(prune: str) -> None:
    inst = _janko("19_20x36")
    cap = 200_000 if prune == "none" else 2_000
    t0 = time.perf_counter()
    with pytest.raises(ModelTooLarge, match="path_cap"):
        build_paths(inst, prune=prune, pairs=False, deduce=False, path_cap=cap)
    assert time.perf_counter() - t0 < 5.0


@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_paths_model_solves_to_a_valid_grid(k: int) -> None:
    inst = _reference(k)
    f = build_paths(inst, prune="reach", pairs=k % 2 == 0, deduce=False, path_cap=200_000)
    grid = f.decode(solve_highs(f.model))
    assert check(inst, grid) == []
