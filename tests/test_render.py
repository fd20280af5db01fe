"""Pictures (SVG/PNG) and terminal text for both puzzles, built in code (no ../shared)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlebench.instances.checker import check
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.pictures import galaxy_colours, render, render_bytes, to_text
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance, centre_cells
from puzzlebench.scripts.cli import main

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"

# 3x3:cnc -- dots (1,3), (4,2), (4,5): top row; 2x2 block bottom-left; domino bottom-right.
GAL_3X3 = GalaxiesInstance(3, 3, [(1, 3), (4, 2), (4, 5)], [[0, 0, 0], [1, 1, 2], [1, 1, 2]])
# 2 rows x 4 cols, non-square: two 2x2 blocks centred on vertices.
GAL_2X4 = GalaxiesInstance(2, 4, [(2, 2), (2, 6)], [[0, 0, 1, 1], [0, 0, 1, 1]])


def _troix(rows: int, cols: int) -> TroixInstance:
    base = "XOI" * (cols // 3)
    sol = [base[i % 3:] + base[: i % 3] for i in range(rows)]
    givens = ["".join(c if (3 * i + j) % 4 == 0 else "." for j, c in enumerate(r)) for i, r in enumerate(sol)]
    return TroixInstance(rows, cols, givens, sol)


TROIX_6X9 = _troix(6, 9)
INSTANCES = [GAL_3X3, GAL_2X4, TROIX_6X9, _troix(6, 6)]


def test_fixtures_are_valid_solutions():
    for inst in INSTANCES:
        assert check(inst) == []


@pytest.mark.parametrize("inst", INSTANCES, ids=lambda i: f"{i.puzzle}{i.rows}x{i.cols}")
@pytest.mark.parametrize("with_solution", [False, True])
def test_svg_and_png(tmp_path: Path, inst, with_solution: bool):
    sol = inst.solution if with_solution else None
    svg = render(inst, sol, tmp_path / "p.svg")
    root = ET.parse(svg).getroot()
    assert root.tag.endswith("svg")
    png = render(inst, sol, tmp_path / "p.PNG")
    data = png.read_bytes()
    assert data.startswith(PNG_MAGIC) and len(data) > 1000
    assert not list(tmp_path.glob(".*tmp*"))  # atomic write left nothing behind


def test_output_is_deterministic():
    for fmt in ("svg", "png"):
        a = render_bytes(GAL_3X3, GAL_3X3.solution, fmt=fmt)
        b = render_bytes(GAL_3X3, GAL_3X3.solution, fmt=fmt)
        assert a == b
    svg = render_bytes(TROIX_6X9, fmt="svg").decode()
    assert "<dc:date>" not in svg


def test_solution_changes_the_picture():
    assert render_bytes(GAL_3X3, fmt="png") != render_bytes(GAL_3X3, GAL_3X3.solution, fmt="png")


def test_svg_has_one_circle_per_dot():
    root = ET.fromstring(render_bytes(GAL_2X4, GAL_2X4.solution, fmt="svg"))
    # dots are one PatchCollection: one <path> per circle inside the collection group
    groups = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("id", "").startswith("PatchCollection")]
    assert groups, "no patch collections drawn"
    assert len(list(groups[-1].iter("{http://www.w3.org/2000/svg}path"))) >= len(GAL_2X4.dots)


def test_bad_suffix_and_bad_solution(tmp_path: Path):
    with pytest.raises(PuzzleInputError, match="suffix"):
        render(GAL_3X3, None, tmp_path / "p.gif")
    with pytest.raises(PuzzleInputError, match="suffix"):
        render(GAL_3X3, None, tmp_path / "p")
    with pytest.raises(PuzzleInputError, match="grid"):
        render(GAL_3X3, [[0, 0], [1, 1]], tmp_path / "p.svg")
    with pytest.raises(PuzzleInputError, match="dot index"):
        render(GAL_3X3, [[0, 0, 7], [1, 1, 2], [1, 1, 2]], tmp_path / "p.svg")
    assert not any(tmp_path.iterdir())


def test_path_only_call(tmp_path: Path):
    assert render(GAL_3X3, tmp_path / "p.svg").exists()


def test_neighbouring_galaxies_get_different_colours():
    # a 1-row strip of 9 one-cell galaxies plus a long one: every pair of neighbours differs
    inst = GalaxiesInstance(2, 5, [(1, 1), (1, 3), (1, 5), (1, 7), (1, 9), (3, 5)],
                            [[0, 1, 2, 3, 4], [5, 5, 5, 5, 5]])
    col = galaxy_colours(inst, inst.solution)
    for a, b in ((0, 1), (1, 2), (2, 3), (3, 4)):
        assert col[a] != col[b]
    assert all(col[5] != col[g] for g in range(5))


def test_invalid_solution_still_draws():
    # galaxy 0 in two pieces: wrong, but a picture of a wrong answer is useful
    inst = GalaxiesInstance(1, 3, [(1, 1), (1, 3), (1, 5)])
    assert render_bytes(inst, [[0, 1, 0]], fmt="png").startswith(PNG_MAGIC)


# ------------------------------------------------------------------------------ text
def test_troix_text_shows_givens_and_dots():
    text = to_text(TROIX_6X9)
    lines = text.splitlines()
    assert len(lines) == 6 and all(len(line.split()) == 9 for line in lines)
    for i, j, s in TROIX_6X9.given_cells():
        assert lines[i].split()[j] == s
    assert lines[0].split()[1] == "."
    filled = to_text(TROIX_6X9, TROIX_6X9.solution).splitlines()
    assert filled[0].split()[0] == "X"  # given stays upper case
    assert filled[0].split()[1] == "o"  # filled cell in lower case
    assert "." not in to_text(TROIX_6X9, TROIX_6X9.solution)


def test_troix_text_colour():
    text = to_text(TROIX_6X9, TROIX_6X9.solution, color=True)
    assert "\x1b[1mX\x1b[0m" in text and "\x1b[31mO\x1b[0m" in text


def test_galaxies_text_lattice():
    text = to_text(GAL_3X3, GAL_3X3.solution)
    lines = text.splitlines()
    assert len(lines) == 2 * 3 + 1
    assert lines[0] == "+-----------+"
    assert lines[1] == "|     o     |"  # dot (1,3): centre of cell (0,1)
    assert lines[2] == "+-------+---+"  # top row split off; domino boundary starts
    assert lines[3] == "|       |   |"
    assert lines[4] == "|   o   | o |"  # vertex dot (4,2) and edge dot (4,5)
    assert lines[6] == "+-------+---+"


def test_galaxies_text_without_solution_and_unicode():
    plain = to_text(GAL_2X4).splitlines()
    assert plain[0] == "+---------------+"
    assert plain[2] == "|   o   .   o   |"  # two vertex dots, a bare grid vertex between
    uni = to_text(GAL_2X4, GAL_2X4.solution, charset="unicode").splitlines()
    assert uni[0] == "┌───────┬───────┐"
    assert uni[2] == "│   ○   │   ○   │"
    assert uni[-1] == "└───────┴───────┘"
    with pytest.raises(PuzzleInputError):
        to_text(GAL_2X4, charset="ebcdic")


# ------------------------------------------------------------------------------- CLI
def _write(tmp_path: Path, inst, name: str = "p.json") -> Path:
    path = tmp_path / name
    path.write_text(canonical.dumps(inst))
    return path


def test_cli_render_and_show(tmp_path: Path, capsys):
    path = _write(tmp_path, TROIX_6X9)
    assert main(["render", str(path), "-o", str(tmp_path / "a.png")]) == 0
    assert main(["render", str(path), "--with-solution", "-o", str(tmp_path / "b.svg")]) == 0
    assert (tmp_path / "a.png").read_bytes().startswith(PNG_MAGIC)
    ET.parse(tmp_path / "b.svg")
    capsys.readouterr()
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    assert "troix 6x9" in out and "o" not in out.splitlines()[1]
    assert main(["show", str(path), "--with-solution"]) == 0
    assert "with solution" in capsys.readouterr().out


def test_cli_solution_file_and_errors(tmp_path: Path, capsys):
    bare = GalaxiesInstance(3, 3, GAL_3X3.dots)
    path = _write(tmp_path, bare)
    sol = _write(tmp_path, GAL_3X3, "sol.json")
    assert main(["show", str(path), "--solution", str(sol), "--ascii"]) == 0
    assert "+-------+---+" in capsys.readouterr().out
    assert main(["show", str(path), "--with-solution"]) == 2
    assert "no solution" in capsys.readouterr().err
    assert main(["render", str(path), "-o", str(tmp_path / "x.jpg")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and ".jpg" in err


def test_side_by_side(tmp_path: Path):
    one = render_bytes(GAL_2X4, GAL_2X4.solution, fmt="png")
    two = render_bytes(GAL_2X4, GAL_2X4.solution, fmt="png", side_by_side=True)
    assert two.startswith(PNG_MAGIC) and two != one
    ET.fromstring(render_bytes(TROIX_6X9, TROIX_6X9.solution, fmt="svg", side_by_side=True))
    with pytest.raises(PuzzleInputError, match="needs a solution"):
        render(TROIX_6X9, None, tmp_path / "x.png", side_by_side=True)


@st.composite
def galaxies_with_grids(draw):
    """A small random instance (any valid dot set) and a random, not necessarily valid, grid."""
    rows, cols = draw(st.integers(1, 6)), draw(st.integers(1, 6))
    points = [(r, c) for r in range(1, 2 * rows) for c in range(1, 2 * cols)]
    chosen = draw(st.lists(st.sampled_from(points), min_size=1, max_size=8, unique=True))
    taken: set[tuple[int, int]] = set()
    dots = []
    for d in chosen:
        cells = set(centre_cells(d))
        if not cells & taken:
            taken |= cells
            dots.append(d)
    inst = GalaxiesInstance(rows, cols, dots)
    n = len(inst.dots)
    grid = draw(st.lists(st.lists(st.integers(0, n - 1), min_size=cols, max_size=cols), min_size=rows, max_size=rows))
    return inst, grid


@given(galaxies_with_grids())
def test_galaxies_text_properties(case):
    inst, grid = case
    for sol in (None, grid):
        lines = to_text(inst, sol).splitlines()
        assert len(lines) == 2 * inst.rows + 1
        width = 4 * inst.cols + 1
        assert len(lines[0]) == width and set(lines[0]) <= set("+-o")
        assert all(len(line) <= width for line in lines)
        assert sum(line.count("o") for line in lines) == len(inst.dots)
        for r2, c2 in inst.dots:  # lattice column c2 is text column 2*c2 (cells are 3 wide)
            assert lines[r2][2 * c2] == "o"
    uni = to_text(inst, grid, charset="unicode").splitlines()
    assert sum(line.count("○") for line in uni) == len(inst.dots)


@settings(max_examples=8)
@given(galaxies_with_grids())
def test_random_pictures_render(case):
    inst, grid = case
    ET.fromstring(render_bytes(inst, grid, fmt="svg"))


@st.composite
def troix_cases(draw):
    rows, cols = 3 * draw(st.integers(1, 3)), 3 * draw(st.integers(1, 3))
    line = st.text(alphabet="XOI.", min_size=cols, max_size=cols)
    givens = draw(st.lists(line, min_size=rows, max_size=rows))
    filled = draw(st.lists(st.text(alphabet="XOI", min_size=cols, max_size=cols), min_size=rows, max_size=rows))
    return TroixInstance(rows, cols, givens), filled


@given(troix_cases())
def test_troix_text_properties(case):
    inst, filled = case
    plain = [line.split(" ") for line in to_text(inst).splitlines()]
    assert plain == [list(g) for g in inst.givens]
    solved = [line.split(" ") for line in to_text(inst, filled).splitlines()]
    for i in range(inst.rows):
        for j in range(inst.cols):
            g = inst.givens[i][j]
            assert solved[i][j] == (g if g != "." else filled[i][j].lower())


@given(galaxies_with_grids())
def test_compact_text_is_the_lattice(case):
    inst, grid = case
    for sol in (None, grid):
        lines = to_text(inst, sol, compact=True).splitlines()
        assert len(lines) == 2 * inst.rows + 1
        assert len(lines[0]) == len(lines[-1]) == 2 * inst.cols + 1
        for r2, c2 in inst.dots:
            assert lines[r2][c2] == "o"
        assert sum(line.count("o") for line in lines) == len(inst.dots)


def test_compact_cnc():
    assert to_text(GAL_3X3, GAL_3X3.solution, compact=True).splitlines() == [
        "+-----+", "|  o  |", "+---+-+", "|   | |", "| o |o|", "|   | |", "+---+-+",
    ]
