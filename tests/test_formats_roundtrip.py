"""Property tests: every format round-trips random valid instances (non-square included)."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st
from strategies import galaxies_instances, solved_galaxies, troix_instances, troix_solution

from puzzlebench.instances import io
from puzzlebench.instances.formats import canonical, puzzlink, seed_json, sgt
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance


def _puzzle_only(inst: GalaxiesInstance | TroixInstance) -> GalaxiesInstance | TroixInstance:
    return inst.with_solution(None)


@given(galaxies_instances())
@example(GalaxiesInstance(2, 5, ((1, 1), (2, 4), (3, 9))))  # non-square, edge and vertex dots
@example(GalaxiesInstance(13, 1, ((1, 1), (14, 1), (25, 1))))  # one column, long skips
@example(GalaxiesInstance(1, 1, ((1, 1),)))
def test_galaxies_canonical_seed_sgt_puzzlink_chain(inst: GalaxiesInstance) -> None:
    a = canonical.loads(canonical.dumps(inst))
    b = seed_json.loads(seed_json.dumps(a))
    c = sgt.from_game_id(sgt.to_game_id(b))
    d = puzzlink.from_url(puzzlink.to_url(c))
    e = canonical.loads(canonical.dumps(d))
    assert a == b == c == d == e == inst


@given(galaxies_instances())
def test_galaxies_every_writable_format_through_io(inst: GalaxiesInstance) -> None:
    for fmt in ("json", "seed-json", "sgt", "puzzlink"):
        text = io.dumps(inst, fmt)
        assert io.detect_format(None, text) == fmt
        assert io.loads(text) == inst
        assert io.dumps(io.loads(text), fmt) == text  # the writers are deterministic


@given(solved_galaxies())
def test_canonical_keeps_solution_name_and_source(inst: GalaxiesInstance) -> None:
    full = GalaxiesInstance(inst.rows, inst.cols, inst.dots, inst.solution, "p", {"seed": 3})
    back = canonical.loads(canonical.dumps(full))
    assert back == full and dict(back.source) == {"seed": 3}


@given(troix_instances())
@example(TroixInstance(3, 9, ("XX.OO.II.", ".........", "........X")))
def test_troix_canonical_seed_round_trip(inst: TroixInstance) -> None:
    a = canonical.loads(canonical.dumps(inst))
    b = seed_json.loads(seed_json.dumps(a))
    assert a == b == inst
    assert io.loads(seed_json.dumps(inst), "seed-json") == inst


@given(st.integers(1, 4), st.integers(1, 4), st.sampled_from(["XOI", "IXO", "OIX"]))
def test_troix_canonical_keeps_solution(r: int, c: int, perm: str) -> None:
    sol = troix_solution(3 * r, 3 * c, perm)
    inst = TroixInstance(3 * r, 3 * c, ("." * 3 * c,) * 3 * r, sol, "t")
    assert canonical.loads(canonical.dumps(inst)) == inst


@given(galaxies_instances())
def test_sgt_and_puzzlink_bodies_agree_on_points(inst: GalaxiesInstance) -> None:
    # both walk the same lattice; the number of dots decoded must match what was written
    assert len(sgt.from_game_id(sgt.to_game_id(inst)).dots) == len(inst.dots)
    url = puzzlink.to_url(inst)
    assert url.startswith(f"https://puzz.link/p?tentaisho/{inst.cols}/{inst.rows}/")
