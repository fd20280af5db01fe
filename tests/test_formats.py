"""Readers and writers of every format on small hand-made inputs, and format detection."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import solved_galaxies

from puzzlebench.instances import io
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats import janko, puzzlink, seed_json, sgt
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance, centre_cells

GOOD = Path(__file__).parent / "data" / "good"


# ---------------------------------------------------------------- sgt
def test_sgt_example_from_the_spec() -> None:
    inst = sgt.from_game_id("3x3:cnc")
    assert (inst.rows, inst.cols) == (3, 3)
    assert inst.dots == ((1, 3), (4, 2), (4, 5))
    assert sgt.to_game_id(inst) == "3x3:cnc"


@pytest.mark.parametrize(
    "game_id",
    ["5x3:bgget", "7x7:efzodfeezrpccza", "7x7:uzqeqbzghpnch", "5x3:cndt", "9x5:aftczbjjjjjzlg",
     "9x5:dfcstczadglzb", "4x10:hbcsokdylek"],
)
def test_sgt_ids_from_sgt_galaxies_round_trip(game_id: str) -> None:
    # IDs printed by `sgt-galaxies --generate` on this machine
    assert sgt.to_game_id(sgt.from_game_id(game_id)) == game_id


def test_sgt_width_is_columns_and_black_dots_count() -> None:
    inst = sgt.from_game_id("4x2:Ab")  # W=4 columns, H=2 rows; 'A' is a black dot
    assert (inst.rows, inst.cols) == (2, 4)
    assert inst.dots == ((1, 1), (1, 3))
    assert sgt.to_game_id(inst) == "4x2:ab"  # written white


def test_sgt_z_skips_25_points_without_a_dot() -> None:
    inst = sgt.from_game_id("7x7:za")
    assert inst.dots == ((2, 13),)  # point 25 with stride 13 -> row 1, col 12 (0-based)
    assert sgt.to_game_id(inst) == "7x7:za"


def test_sgt_accepts_difficulty_letters_in_the_size() -> None:
    assert sgt.from_game_id("3x3dn:cnc").dots == ((1, 3), (4, 2), (4, 5))


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("3x3:cnczz", "runs past"),
        ("3x3:cny", "runs past"),
        ("3x3:c-c", "unknown character"),
        ("3x:abc", "WxH:desc"),
        ("0x3:a", "positive"),
        ("3x3:aa", "share the centre cell"),  # dots (1,1) and (1,2) share cell (0,0)
    ],
)
def test_sgt_rejects(text: str, fragment: str) -> None:
    with pytest.raises(PuzzleInputError, match=fragment):
        sgt.from_game_id(text)


def test_sgt_refuses_troix() -> None:
    with pytest.raises(PuzzleInputError, match="cannot hold a troix"):
        io.dumps(TroixInstance(3, 3, ("...",) * 3), "sgt")


# ---------------------------------------------------------------- puzz.link
def test_puzzlink_known_url() -> None:
    inst = sgt.from_game_id("3x3:cnc")
    url = puzzlink.to_url(inst)
    assert url == "https://puzz.link/p?tentaisho/3/3/hel4a"
    # decode by hand: h skips 2 -> dot at 2 = (1,3); e: skip 2 more ... see module docstring
    assert puzzlink.from_url(url) == inst


@pytest.mark.parametrize(
    "url",
    [
        "http://pzv.jp/p.html?tentaisho/3/3/hel4a",
        "https://puzz.link/p?tentaisho/v:/3/3/hel4a",
        "https://puzz.link/p?tentaisho/3/3/hel4a0000",  # all-zero blocked-cell tail
        "  https://puzz.link/p?tentaisho/3/3/hel4a \n",
    ],
)
def test_puzzlink_variants(url: str) -> None:
    assert puzzlink.from_url(url).dots == ((1, 3), (4, 2), (4, 5))


def test_puzzlink_overshooting_last_skip_ends_the_body() -> None:
    # 25 points: '0' dot at 0, then 'z' 'z' skip 40 (only 24 are left); 'e' is a dot with a
    # run of 7. The decoder stops once the lattice is covered, like pzprjs.
    assert puzzlink.from_url("https://puzz.link/p?tentaisho/3/3/0zz").dots == ((1, 1),)
    assert puzzlink.from_url("https://puzz.link/p?tentaisho/3/3/ez").dots == ((1, 1),)


def test_puzzlink_odd_values_are_black_dots() -> None:
    white = puzzlink.from_url("https://puzz.link/p?tentaisho/3/3/hel4a")
    black = puzzlink.from_url("https://puzz.link/p?tentaisho/3/3/hfl5a")
    assert white.dots == black.dots


@pytest.mark.parametrize(
    ("url", "fragment"),
    [
        ("https://puzz.link/p?tentaisho/3/3/hel4a4", "blocked cells are unsupported"),
        ("https://puzz.link/p?tentaisho/3/3/hel", "truncated"),
        ("https://puzz.link/p?tentaisho/3/3/zz", "at least one dot"),
        ("https://puzz.link/p?tentaisho/3/3/h!l4a", "unknown character"),
        ("https://puzz.link/p?tentaisho/3/3/hel4a@", "unknown character"),
        ("https://puzz.link/p?nurikabe/3/3/abc", "not a puzz.link tentaisho URL"),
        ("https://puzz.link/p?tentaisho/3/hel4a", "cols>/<rows>/<body>"),
    ],
)
def test_puzzlink_rejects(url: str, fragment: str) -> None:
    with pytest.raises(PuzzleInputError, match=fragment):
        puzzlink.from_url(url)


# ---------------------------------------------------------------- seed JSON
def test_seed_galaxies_cells_to_dots() -> None:
    inst = io.load(GOOD / "galaxies_2x4_seed.json")
    assert isinstance(inst, GalaxiesInstance)
    assert (inst.rows, inst.cols) == (2, 4)
    assert inst.dots == ((2, 2), (2, 5), (2, 7))
    assert inst.name == "galaxies_2x4_seed"


@pytest.mark.parametrize(
    ("cells", "dot"),
    [([(3, 4)], (7, 9)), ([(0, 0), (0, 1)], (1, 2)), ([(1, 2), (0, 2)], (2, 5)),
     ([(2, 2), (2, 3), (3, 2), (3, 3)], (6, 6))],
)
def test_seed_dot_of_cells(cells: list[tuple[int, int]], dot: tuple[int, int]) -> None:
    assert seed_json.dot_of_cells(cells, "g") == dot


@pytest.mark.parametrize(
    "cells", [[], [(0, 0), (1, 1)], [(0, 0), (0, 2)], [(0, 0), (0, 1), (1, 0)], [(0, 0), (0, 0)]]
)
def test_seed_rejects_cells_that_are_not_a_dot(cells: list[tuple[int, int]]) -> None:
    with pytest.raises(PuzzleInputError):
        seed_json.dot_of_cells(cells, "g")


def test_seed_troix_reads_fixed_and_writes_back_losslessly() -> None:
    text = (GOOD / "troix_3x6_seed.json").read_text()
    inst = seed_json.loads(text)
    assert inst.givens == ("X.....", "....O.", ".....I")
    assert seed_json.dumps(inst) == text  # same layout as the seed author's files
    assert json.loads(seed_json.dumps(inst)) == json.loads(text)


def test_seed_troix_same_given_twice_is_fine() -> None:
    data = {"shape": [3, 3], "symbol_number": 2,
            "fixed": [{"row": 1, "col": 1, "val": "X"}, {"row": 1, "col": 1, "val": "X"}]}
    assert seed_json.from_data(data).givens == ("...", ".X.", "...")


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        ({"shape": [3], "fixed": []}, "shape"),
        ({"shape": [3, 3], "symbol_number": 3, "fixed": []}, "symbol_number"),
        ({"shape": [3, 3], "fixed": [{"row": 0, "col": 5, "val": "X"}]}, "outside"),
        ({"shape": [3, 3], "fixed": [{"row": -1, "col": 0, "val": "X"}]}, "outside"),
        ({"shape": [3, 3], "fixed": [{"row": 0, "val": "X"}]}, "'row' and 'col'"),
        ({"shape": [3, 3], "fixed": [{"row": 0, "col": 0, "val": "x"}]}, "not X, O or I"),
        ({"shape": [3, 3], "fixed": [{"row": 0, "col": 0, "val": "X"},
                                     {"row": 0, "col": 0, "val": "O"}]}, "given twice"),
        ({"shape": [3, 3], "galaxies": [[{"row": 0, "col": 0}], [{"row": 0, "col": 0}]]},
         "given twice"),
        ({"shape": [3, 3], "galaxies": [[{"row": 0, "col": 0}],
                                        [{"row": 0, "col": 0}, {"row": 0, "col": 1}]]},
         "share the centre cell"),
        ({"shape": [3, 3], "galaxies": [[{"row": 0, "col": 3}]]}, "outside"),
        ({"shape": [3, 3], "galaxies": [[]]}, "no cells"),
    ],
)
def test_seed_rejects(data: dict, fragment: str) -> None:
    with pytest.raises(PuzzleInputError, match=fragment):
        seed_json.from_data(data)


# ---------------------------------------------------------------- janko
def test_janko_tokens_and_solution_mapping() -> None:
    good, bad = io.load_all(GOOD / "janko_mini.json")
    by_name = {i.name: i for i in good}
    a = by_name["a_3x3"]
    assert a.dots == ((1, 3), (4, 2), (4, 5))  # '0' centre, '3' vertex, '2' bottom edge
    assert a.solution == ((0, 0, 0), (1, 1, 2), (1, 1, 2))  # region ids 7/4/5 -> dot indices
    assert dict(a.source) == {"dataset": "janko", "key": "a_3x3", "url": "hand-made"}
    b = by_name["b_2x4"]
    assert b.dots == ((2, 2), (2, 5), (2, 7))
    assert len(bad) == 1 and bad[0].puzzle == "c_bad"
    assert "header says 4 rows, 2 are given" in str(bad[0])
    assert str(bad[0]).startswith(str(GOOD / "janko_mini.json") + ": c_bad: ")


def test_janko_right_edge_token() -> None:
    inst = janko.parse_problem("1 2\n1 -\n")
    assert inst.dots == ((1, 2),)


def test_janko_single_entry_reads_as_one_puzzle() -> None:
    text = json.dumps({"problem": "1 1\n0", "solution": "1 1\n9", "source": "x"})
    inst = io.loads(text)
    assert inst.dots == ((1, 1),) and inst.solution == ((0,),)


@pytest.mark.parametrize(
    ("problem", "solution", "fragment"),
    [
        ("2 2\n0 -\n- -", "2 3\n1 1 1\n1 1 1", "solution is 2x3"),
        ("1 2\n2 -", None, "outside the lattice"),
        ("1 2\n0 0", "1 2\n1 1", "holds two dots"),
        ("1 2\n1 -", "1 2\n1 2", "splits the centre cells"),
        ("1 2\n0 -", "1 2\n1 2", "holds no dot"),
        # the problem's own errors before the solution's, which would read it differently
        ("1 2\n1 0", "1 2\na a", "dots \\(1, 2\\) and \\(1, 3\\) share the centre cell \\(0, 1\\)"),
        ("1 2\n- 1", "1 2\na a", "dot \\(1, 4\\) is outside the lattice"),
        ("2 1\n-\n2", "2 1\na\nb", "dot \\(4, 1\\) is outside the lattice"),
        ("1 2\n- 1", "2 2\na a\na a", "outside the lattice"),
        ("a b\n0", None, "not a \\(reasonable\\) non-negative integer"),
        ("1\n0", None, "not 'ROWS COLS'"),
        ("", None, "empty"),
        ("1 2\n0 5", None, "unknown token '5'"),
    ],
)
def test_janko_rejects(problem: str, solution: str | None, fragment: str) -> None:
    with pytest.raises(PuzzleInputError, match=fragment):
        janko.parse_entry("k", {"problem": problem, "solution": solution})


def _janko_texts(inst: GalaxiesInstance, labels: list[str]) -> tuple[str, str]:
    """The problem and solution texts of a solved instance, region g labelled ``labels[g]``."""
    grid = [["-"] * inst.cols for _ in range(inst.rows)]
    for r2, c2 in inst.dots:
        grid[(r2 - 1) // 2][(c2 - 1) // 2] = str(2 * ((r2 - 1) % 2) + (c2 - 1) % 2)  # 1 right, 2 below
    assert inst.solution is not None
    head = f"{inst.rows} {inst.cols}\n"
    return (head + "\n".join(" ".join(row) for row in grid),
            head + "\n".join(" ".join(labels[g] for g in row) for row in inst.solution))


@given(solved_galaxies(max_side=7), st.data())
def test_janko_entry_reads_the_solution_and_names_the_first_region_without_a_dot(
        inst: GalaxiesInstance, data: st.DataObject) -> None:
    """The entry is the instance whose texts it holds (one instance built, its solution read
    against the sorted dots), named and sourced; a region id that holds no dot is reported
    at its first cell in reading order."""
    labels = [f"r{g}" for g in data.draw(st.permutations(range(len(inst.dots))))]
    problem, solution = _janko_texts(inst, labels)
    got = janko.parse_entry("k", {"problem": problem, "solution": solution, "source": "u", "info": ""})
    assert got == dataclasses.replace(inst, name="k")
    assert dict(got.source) == {"dataset": "janko", "key": "k", "url": "u"}
    centres = {c for d in inst.dots for c in centre_cells(d)}
    free = [(i, j) for i in range(inst.rows) for j in range(inst.cols) if (i, j) not in centres]
    if not free:
        return
    hit = sorted(set(data.draw(st.lists(st.sampled_from(free), min_size=1, max_size=3))))
    rows = [line.split() for line in solution.splitlines()[1:]]
    for i, j in hit:
        rows[i][j] = "zz"
    bad = solution.splitlines()[0] + "\n" + "\n".join(" ".join(r) for r in rows)
    with pytest.raises(PuzzleInputError) as err:
        janko.parse_entry("k", {"problem": problem, "solution": bad})
    assert str(err.value) == f"solution region 'zz' (cell ({hit[0][0]}, {hit[0][1]})) holds no dot"


# ---------------------------------------------------------------- detection and io
@pytest.mark.parametrize(
    ("name", "fmt"),
    [
        ("galaxies_3x3.json", "json"),
        ("troix_6x6.json", "json"),
        ("galaxies_2x4_seed.json", "seed-json"),
        ("troix_3x6_seed.json", "seed-json"),
        ("janko_mini.json", "janko"),
        ("galaxies_3x3.sgt", "sgt"),
    ],
)
def test_detect_format_of_good_files(name: str, fmt: str) -> None:
    path = GOOD / name
    assert io.detect_format(path, path.read_text()) == fmt


def test_detect_format_by_content_without_suffix() -> None:
    assert io.detect_format("x.txt", "3x3:cnc\n") == "sgt"
    assert io.detect_format("x", "https://puzz.link/p?tentaisho/3/3/hel4a") == "puzzlink"
    assert io.detect_format(None, '{"format": "puzzlebench/1"}') == "json"
    with pytest.raises(PuzzleInputError, match="--from"):
        io.detect_format("x.txt", "no idea")


def test_explicit_format_overrides_detection(tmp_path: Path) -> None:
    p = tmp_path / "puzzle.txt"
    p.write_text("3x3:cnc\n")
    assert io.load(p, "sgt").dots == ((1, 3), (4, 2), (4, 5))
    with pytest.raises(PuzzleInputError, match="not valid JSON"):
        io.load(p, "json")


def test_load_names_puzzle_after_file_and_keeps_a_given_name(tmp_path: Path) -> None:
    assert io.load(GOOD / "galaxies_3x3.sgt").name == "galaxies_3x3"
    assert io.load(GOOD / "troix_6x6.json").name == "troix_6x6"


def test_load_refuses_a_dataset_and_load_all_reads_a_single_file() -> None:
    with pytest.raises(PuzzleInputError, match="holds 3 puzzles.*load_all"):
        io.load(GOOD / "janko_mini.json")
    good, bad = io.load_all(GOOD / "galaxies_3x3.json")
    assert len(good) == 1 and not bad


def test_load_errors_carry_the_source(tmp_path: Path) -> None:
    missing = tmp_path / "nope.json"
    with pytest.raises(PuzzleInputError) as info:
        io.load(missing)
    assert info.value.source == str(missing)
    assert "no such file" in str(info.value)
    with pytest.raises(PuzzleInputError, match="directory"):
        io.load(tmp_path)


@pytest.mark.parametrize("fmt", ["json", "seed-json", "sgt", "puzzlink"])
def test_save_and_load_every_writable_format(tmp_path: Path, fmt: str) -> None:
    inst = io.load(GOOD / "galaxies_3x3.json")
    path = tmp_path / "sub" / f"out.{fmt}"
    io.save(inst, path, fmt)
    back = io.load(path, fmt)
    assert back.dots == inst.dots and (back.rows, back.cols) == (inst.rows, inst.cols)
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temp file left


def test_save_picks_format_from_suffix(tmp_path: Path) -> None:
    inst = io.load(GOOD / "galaxies_3x3.json")
    io.save(inst, tmp_path / "a.sgt")
    io.save(inst, tmp_path / "a.url")
    io.save(inst, tmp_path / "a.json")
    assert (tmp_path / "a.sgt").read_text() == "3x3:cnc\n"
    assert (tmp_path / "a.url").read_text().startswith("https://puzz.link/p?tentaisho/3/3/")
    assert io.load(tmp_path / "a.json") == inst  # canonical keeps the solution and name


def test_save_refuses_read_only_format(tmp_path: Path) -> None:
    inst = io.load(GOOD / "galaxies_3x3.json")
    with pytest.raises(PuzzleInputError, match="read only"):
        io.save(inst, tmp_path / "x.json", "janko")


# ---------------------------------------------------------------- solutions
@pytest.mark.parametrize(
    "solution_file", ["galaxies_3x3.sol.txt", "galaxies_3x3.run.json", "galaxies_3x3.json"]
)
def test_load_solution_galaxies(solution_file: str) -> None:
    inst = io.load(GOOD / "galaxies_3x3.sgt")
    assert io.load_solution(GOOD / solution_file, inst) == ((0, 0, 0), (1, 1, 2), (1, 1, 2))


def test_load_solution_troix_text_and_json() -> None:
    inst = io.load(GOOD / "troix_6x6.json")
    assert io.load_solution(GOOD / "troix_6x6.sol.txt", inst) == inst.solution
    assert io.solution_from_text(inst, json.dumps(list(inst.solution))) == inst.solution
    assert io.solution_from_text(inst, "X O I\nI O X\n") == ("XOI", "IOX")


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "empty"),
        ('{"status": "infeasible", "solution": null}', "no solution \\(status 'infeasible'\\)"),
        ('{"status": "optimal"}', "no 'solution' key"),
        ('{"solution": "0 0 0"}', "list of rows"),
        ('{"solution": [[0, "a", 0]]}', "not an integer"),
        ("0 0 x\n", "not a dot index"),
        ('{"format": "puzzlebench/1", "puzzle": "galaxies", "rows": 3, "cols": 3, '
         '"dots": [[1, 1]]}', "different puzzle"),
        ("[1, 2", "not valid JSON"),
    ],
)
def test_load_solution_rejects(text: str, fragment: str) -> None:
    inst = io.load(GOOD / "galaxies_3x3.sgt")
    with pytest.raises(PuzzleInputError, match=fragment):
        io.solution_from_text(inst, text)
