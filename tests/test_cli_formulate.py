"""``puzzlebench formulate`` and ``puzzlebench variants`` on Troix instances."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from puzzlebench.instances.formats import canonical
from puzzlebench.instances.types import TroixInstance
from puzzlebench.models import registry
from puzzlebench.models.model import ModelBuilder, ModelTooLarge
from puzzlebench.models.troix.common import TroixFormulation
from puzzlebench.models.troix.lines import lines
from puzzlebench.models.troix.onehot import onehot
from puzzlebench.scripts.cli import main

ROOT = Path(__file__).resolve().parents[1]
SOL = ("XXOOII", "OOXIIX", "IIXXOO", "XOIOXI", "OXIIXO", "IIOXOX")


@pytest.fixture
def puzzle(tmp_path) -> Path:
    givens = ["XX....", "......", "..X...", "...O..", "....X.", ".....X"]
    inst = TroixInstance(6, 6, givens, name="six")
    path = tmp_path / "six.json"
    path.write_text(canonical.dumps(inst, with_solution=False))
    return path


def test_solution_fixture_is_valid():
    from puzzlebench.instances.checker import check

    assert check(TroixInstance(6, 6, ["." * 6] * 6), SOL) == []


@pytest.mark.parametrize("variant,suffix", [("troix/onehot", ".mps"), ("troix/lines", ".lp")])
def test_formulate_writes_model_and_record(tmp_path, puzzle, capsys, variant, suffix):
    out = tmp_path / "models" / f"m{suffix}"
    assert main(["formulate", str(puzzle), "--variant", variant, "-o", str(out)]) == 0
    assert out.exists() and out.stat().st_size > 0
    rec = json.loads(out.with_suffix(".json").read_text())
    inst = canonical.loads(puzzle.read_text())
    direct = (onehot if variant.endswith("onehot") else lines)(inst).model
    assert rec["status"] == "ok"
    assert rec["variant"] == variant
    assert rec["size"] == direct.size()
    assert rec["options"] == dict(registry.get(variant).options)
    assert rec["instance"] == {
        "name": "six", "path": str(puzzle),
        "sha256": canonical.digest(inst),  # the puzzle's identity, not the file's bytes
        "puzzle": "troix", "rows": 6, "cols": 6,
    }
    assert set(rec["build"]) == {"wall", "cpu"} and all(v >= 0 for v in rec["build"].values())
    assert rec["output"] == {"file": out.name, "format": suffix[1:]}
    assert "variables" in capsys.readouterr().out


def test_written_mps_solves_to_a_checked_grid(tmp_path, puzzle):
    highspy = pytest.importorskip("highspy")
    from puzzlebench.instances.checker import check
    from puzzlebench.models.export import file_name

    out = tmp_path / "m.mps"
    assert main(["formulate", str(puzzle), "--variant", "troix/onehot", "-o", str(out)]) == 0
    inst = canonical.loads(puzzle.read_text())
    f = onehot(inst)
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.readModel(str(out))
    h.run()
    by_name = dict(zip(h.getLp().col_names_, h.getSolution().col_value, strict=True))
    grid = f.decode(np.array([by_name[file_name(n)] for n in f.model.var_names()]))
    assert check(inst, grid) == []


@pytest.mark.parametrize(("flag", "option"), [(["--prune", "basic"], "prune"), (["--pairs"], "pairs"),
                                              (["--no-pairs"], "pairs"), (["--path-cap", "5"], "path_cap"),
                                              (["-O", "prune=reach"], "prune"), (["-O", "path-cap=5"], "path_cap")])
def test_option_the_variant_does_not_take_is_exit_2(tmp_path, puzzle, capsys, flag, option):
    """The variant's own error, listing the options it takes."""
    out = tmp_path / "m.mps"
    assert main(["formulate", str(puzzle), "--variant", "troix/onehot", *flag, "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"variant troix/onehot has no option(s) ['{option}']; it takes ['deduce', 'objective'" in err
    assert err.count("\n") == 1
    assert not out.exists() and not out.with_suffix(".json").exists()


def test_too_large_writes_record_without_model_exit_3(tmp_path, puzzle, capsys):
    out = tmp_path / "m.mps"
    out.write_text("stale")
    rc = main(["formulate", str(puzzle), "--variant", "troix/lines", "-O", "pattern_cap=3", "-o", str(out)])
    assert rc == 3
    rec = json.loads(out.with_suffix(".json").read_text())
    assert rec["status"] == "too_large" and "fillings" in rec["message"]
    assert rec["options"] == {"pattern_cap": 3, "deduce": False}
    assert set(rec["build"]) == {"wall", "cpu"}
    assert "size" not in rec
    assert not out.exists()
    assert "too large" in capsys.readouterr().err


@pytest.mark.parametrize("argv,needle", [
    (["--variant", "troix/nope"], "unknown variant 'troix/nope'"),
    (["--variant", "troix/lines", "-O", "pattern_cap=many"], "takes an integer"),
    (["--variant", "troix/lines", "-O", "pattern_cap"], "KEY=VALUE"),
    (["--variant", "troix/lines", "-O", "pattern_cap=0"], "positive integer"),
])
def test_bad_requests_are_one_line_exit_2(tmp_path, puzzle, capsys, argv, needle):
    assert main(["formulate", str(puzzle), *argv, "-o", str(tmp_path / "m.mps")]) == 2
    err = capsys.readouterr().err
    assert needle in err and err.count("\n") == 1


def test_bad_output_suffix_and_missing_file(tmp_path, puzzle, capsys):
    assert main(["formulate", str(puzzle), "--variant", "troix/onehot", "-o", str(tmp_path / "m.txt")]) == 2
    assert ".mps or .lp" in capsys.readouterr().err
    assert main(["formulate", str(tmp_path / "none.json"), "--variant", "troix/onehot",
                 "-o", str(tmp_path / "m.mps")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_variant_for_the_other_puzzle_is_refused(tmp_path, puzzle, capsys, monkeypatch):
    def fake(inst):  # pragma: no cover - never built
        raise AssertionError

    monkeypatch.setitem(registry._REGISTRY, "galaxies/zz_fake",
                        registry.Variant("galaxies/zz_fake", "galaxies", "fake", fake, {}))
    assert main(["formulate", str(puzzle), "--variant", "galaxies/zz_fake", "-o", str(tmp_path / "m.mps")]) == 2
    assert "is for galaxies" in capsys.readouterr().err


def test_generic_over_the_registry(tmp_path, puzzle, monkeypatch):
    """A newly registered variant gets the named flags and -O options with no CLI change."""
    seen = {}

    def build(inst, path_cap=100, pairs=False, level=1.5, tag="a"):
        seen.update(path_cap=path_cap, pairs=pairs, level=level, tag=tag)
        if path_cap < 10:
            raise ModelTooLarge(f"more than {path_cap} paths")
        b = ModelBuilder("fake")
        x = b.add_vars("v[{}]", [[0]])
        return TroixFormulation(b.build(meta={"paths": 3}), inst, np.zeros((3, 6, 6), dtype=int) + x[0])

    opts = {"path_cap": 100, "pairs": False, "level": 1.5, "tag": "a"}
    monkeypatch.setitem(registry._REGISTRY, "troix/zz_fake",
                        registry.Variant("troix/zz_fake", "troix", "fake", build, opts))
    out = tmp_path / "f.mps"
    argv = ["formulate", str(puzzle), "--variant", "troix/zz_fake", "--path-cap", "50", "--pairs",
            "-O", "level=2.5", "-O", "tag=b", "-o", str(out)]
    assert main(argv) == 0
    assert seen == {"path_cap": 50, "pairs": True, "level": 2.5, "tag": "b"}
    rec = json.loads(out.with_suffix(".json").read_text())
    assert rec["options"] == seen and rec["meta"] == {"paths": 3}
    argv[argv.index("50")] = "5"
    assert main(argv) == 3
    rec = json.loads(out.with_suffix(".json").read_text())
    assert rec["status"] == "too_large" and rec["message"] == "more than 5 paths"


def test_variants_lists_each_variant_on_one_line(capsys):
    assert main(["variants", "--puzzle", "troix"]) == 0
    lines_ = capsys.readouterr().out.strip().splitlines()
    names = [ln.split()[0] for ln in lines_]
    assert names == sorted(v.name for v in registry.variants("troix"))
    lines_row = next(ln for ln in lines_ if ln.startswith("troix/lines "))
    assert "pattern_cap=200000" in lines_row and "line-pattern" in lines_row


def test_variants_json(capsys):
    assert main(["variants", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    by = {d["name"]: d for d in data}
    assert by["troix/onehot"]["options"] == {"deduce": False, "objective": "none", "objective_seed": 1} and by["troix/onehot"]["puzzle"] == "troix"
    assert by["troix/lines"]["options"] == {"pattern_cap": 200000, "deduce": False}


def test_real_entry_point_prints_no_traceback(tmp_path, puzzle):
    res = subprocess.run([sys.executable, "-m", "puzzlebench.scripts.cli", "formulate", str(puzzle),
                          "--variant", "troix/onehot", "--prune", "none", "-o", str(tmp_path / "m.mps")],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert res.returncode == 2
    assert "Traceback" not in res.stderr and "has no option(s) ['prune']" in res.stderr


def test_unwritable_output_is_exit_2(tmp_path, puzzle, capsys):
    blocker = tmp_path / "afile"
    blocker.write_text("x")
    rc = main(["formulate", str(puzzle), "--variant", "troix/onehot", "-o", str(blocker / "m.mps")])
    assert rc == 2
    err = capsys.readouterr().err
    assert "cannot create" in err and err.count("\n") == 1


def test_encode_refuses_a_bad_grid():
    from puzzlebench.instances.errors import PuzzleInputError

    f = onehot(TroixInstance(6, 6, ["." * 6] * 6))
    with pytest.raises(PuzzleInputError, match="not X, O or I"):
        f.encode(("XXOOIZ", *SOL[1:]))
    with pytest.raises(PuzzleInputError, match="6 rows of 6"):
        f.encode(SOL[:5])
