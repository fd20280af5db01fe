"""``puzzlebench archive``: a results folder as one checksummed bundle, the same bytes for the
same folder, every change to it found by ``--verify``, and a hostile folder (links out of it,
a FIFO) bundled without following or opening what is not a regular file."""

from __future__ import annotations

import gzip
import hashlib
import io
import os
import subprocess
import tarfile
from pathlib import Path

import pytest

from puzzlebench.analysis import archive
from puzzlebench.scripts.cli import main


def _folder(tmp: Path) -> Path:
    f = tmp / "smoke"
    (f / "runs").mkdir(parents=True)
    (f / "figures").mkdir()
    (f / "instances" / "galaxies").mkdir(parents=True)
    (f / "runs" / "a.json").write_text('{"run_id": "a"}\n')
    (f / "runs" / "b.json").write_text('{"run_id": "b"}\n')
    (f / "runs.csv").write_text("run_id\na\nb\n")
    (f / "figures" / "profile.png").write_bytes(bytes(range(256)) * 10)
    (f / "instances" / "galaxies" / "g.json").write_text("{}\n")
    return f


def _members(bundle: Path) -> dict[str, bytes]:
    with tarfile.open(bundle, "r:gz") as tar:
        return {i.name: tar.extractfile(i).read() for i in tar if i.isfile()}  # type: ignore[union-attr]


def test_the_bundle_holds_the_folder_the_lock_and_matching_checksums(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    assert main(["archive", str(folder), "-o", str(tmp_path / "b.tar.gz"), "-q"]) == 0
    members = _members(tmp_path / "b.tar.gz")
    for rel in ("runs/a.json", "runs/b.json", "runs.csv", "figures/profile.png", "instances/galaxies/g.json"):
        assert members[f"smoke/{rel}"] == (folder / rel).read_bytes()
    assert "smoke/environment/lock.txt" in members and "smoke/ARCHIVE.md" in members
    sums = dict(line.split("  ")[::-1] for line in members["smoke/SHA256SUMS"].decode().splitlines())
    assert set(sums) == {n.removeprefix("smoke/") for n in members} - {"SHA256SUMS"}
    assert all(hashlib.sha256(members[f"smoke/{rel}"]).hexdigest() == d for rel, d in sums.items())


def test_sha256sum_checks_the_extracted_bundle(tmp_path: Path) -> None:
    bundle = archive.write(archive.collect(_folder(tmp_path)), tmp_path / "b.tar.gz")
    out = tmp_path / "out"
    out.mkdir()
    with tarfile.open(bundle, "r:gz") as tar:
        tar.extractall(out, filter="data")
    proc = subprocess.run(["sha256sum", "-c", "--quiet", "SHA256SUMS"], cwd=out / "smoke", capture_output=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_the_same_folder_gives_the_same_bytes(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    one = archive.write(archive.collect(folder), tmp_path / "one.tar.gz").read_bytes()
    os.utime(folder / "runs.csv", (1, 1))  # a touched file is the same content
    two = archive.write(archive.collect(folder), tmp_path / "two.tar.gz").read_bytes()
    assert one == two
    (folder / "runs.csv").write_text("run_id\na\n")
    assert archive.write(archive.collect(folder), tmp_path / "three.tar.gz").read_bytes() != one


def _rewrite(bundle: Path, change: dict[str, bytes | None]) -> Path:
    """The bundle with members replaced (bytes), removed (None) or added."""
    members = _members(bundle)
    for name, data in change.items():
        if data is None:
            members.pop(name)
        else:
            members[name] = data
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    out = bundle.with_name("changed.tar.gz")
    out.write_bytes(gzip.compress(buf.getvalue()))
    return out


@pytest.mark.parametrize(("change", "problem"), [
    ({"smoke/runs.csv": b"run_id\nforged\n"}, "runs.csv: checksum differs"),
    ({"smoke/runs/b.json": None}, "runs/b.json: listed in SHA256SUMS but not in the archive"),
    ({"smoke/runs/c.json": b"{}"}, "runs/c.json: in the archive but not in SHA256SUMS"),
    ({"smoke/../evil": b"x"}, "smoke/../evil: an unsafe member name"),
    ({"smoke/SHA256SUMS": None}, "SHA256SUMS: missing or empty"),
])
def test_verify_finds_every_change(tmp_path: Path, change: dict[str, bytes | None], problem: str,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    bundle = archive.write(archive.collect(_folder(tmp_path)), tmp_path / "b.tar.gz")
    assert main(["archive", "--verify", str(bundle)]) == 0
    changed = _rewrite(bundle, change)
    assert main(["archive", "--verify", str(changed)]) == 1
    err = capsys.readouterr().err
    assert problem in err and "Traceback" not in err


def test_a_hostile_folder_is_bundled_without_following_links_or_opening_fifos(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    secret = tmp_path / "secret.txt"
    secret.write_text("outside the folder")
    (folder / "runs" / "link.json").symlink_to(secret)
    (folder / "runs" / "dir-link").symlink_to(tmp_path)
    os.mkfifo(folder / "runs" / "fifo.json")
    contents = archive.collect(folder)
    names = {m.name for m in contents.members}
    assert "smoke/runs/a.json" in names and not any("link" in n or "fifo" in n for n in names)
    assert sorted(s.split(":")[0] for s in contents.skipped) == ["runs/dir-link", "runs/fifo.json", "runs/link.json"]
    bundle = archive.write(contents, tmp_path / "b.tar.gz")
    assert all(b"outside the folder" not in data for data in _members(bundle).values())


@pytest.mark.parametrize("argv", [
    ["archive", "{tmp}/missing"],
    ["archive", "{tmp}/plain"],
    ["archive", "--verify", "{tmp}/missing.tar.gz"],
    ["archive", "--verify", "{tmp}/notgz.tar.gz"],
    ["archive", "{tmp}/smoke", "-o", "{tmp}/exists.tar.gz"],
])
def test_bad_input_is_one_line_and_exit_2(tmp_path: Path, argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    _folder(tmp_path)
    (tmp_path / "plain").mkdir()
    (tmp_path / "notgz.tar.gz").write_text("not a bundle")
    (tmp_path / "exists.tar.gz").write_text("keep me")
    assert main([a.format(tmp=tmp_path) for a in argv]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("puzzlebench: error: ")
    assert (tmp_path / "exists.tar.gz").read_text() == "keep me"


def test_a_bundle_written_into_its_own_folder_leaves_itself_out(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    target = folder / "bundle.tar.gz"
    assert main(["archive", str(folder), "-o", str(target), "-q"]) == 0
    assert main(["archive", str(folder), "-o", str(target), "--force", "-q"]) == 0
    assert "smoke/bundle.tar.gz" not in _members(target)
