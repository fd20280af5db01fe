"""Bundle a results folder for a paper's supplementary material, and verify such a bundle.

A reader of a paper should be able to check that the tables and figures they were sent are
the ones the records produce, and rebuild the environment that made them. So the bundle
holds the whole results folder (records, tables, figures, findings, report, the instance
files the runs read, the resolved experiment, the logs), the checkout's lock file, and a
``SHA256SUMS`` file in the format ``sha256sum -c`` reads. It is a gzipped tar with every
member's time, owner and mode fixed, in sorted order, so the same folder always gives the
same bytes (a checksum of the bundle itself then means something too).

A results folder can come from elsewhere, so it is read as hostile input: only regular files
are bundled (a symbolic link, a FIFO or a device is skipped and named, never followed or
opened), with a cap on each file and on the whole, and an archive is verified without
extracting anything.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import os
import stat
import tarfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import IO

from puzzlebench.engine.run.environment import LOCK_FILE
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.files import write_atomic

README = "ARCHIVE.md"
"""The bundle's own description: what it holds and how to check it."""
SUMS = "SHA256SUMS"
"""The checksum file's name inside the bundle (``sha256sum -c SHA256SUMS`` checks it)."""
LOCK_MEMBER = "environment/lock.txt"
"""Where the checkout's lock goes inside the bundle (the records name its hash)."""
MAX_FILE_BYTES = 2 * 1024**3
"""One file's cap: a runs table of a 100,000-run experiment is about 100 MB."""
MAX_TOTAL_BYTES = 8 * 1024**3
"""The bundle's cap before compression."""
MAX_FILES = 1_000_000
"""More members than this is not a results folder."""
_CHUNK = 1 << 20


@dataclass(frozen=True)
class Member:
    """One file of the bundle: where it comes from and where it goes."""

    source: Path
    name: str
    size: int


@dataclass
class Contents:
    """What a results folder gives the bundle, and what it left out and why."""

    members: list[Member] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    @property
    def total_bytes(self) -> int:
        return sum(m.size for m in self.members)


@dataclass(frozen=True)
class Verdict:
    """The outcome of checking a bundle: the files checked, and each problem in one line."""

    checked: int
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems


def _walk(folder: Path) -> Iterator[tuple[Path, os.stat_result]]:
    """Every entry under ``folder`` with its own ``lstat`` (links are not followed), sorted."""
    stack = [folder]
    while stack:
        here = stack.pop()
        with os.scandir(here) as it:
            entries = sorted(it, key=lambda e: e.name, reverse=True)
        for entry in entries:
            path = Path(entry.path)
            st = entry.stat(follow_symlinks=False)
            if stat.S_ISDIR(st.st_mode):
                stack.append(path)
            yield path, st


def collect(folder: Path, *, exclude: Path | None = None, lock: Path | None = LOCK_FILE) -> Contents:
    """The members of a bundle of ``folder``: its regular files under ``<folder name>/``, the
    lock under :data:`LOCK_MEMBER`. ``exclude``: a path never bundled (the bundle itself)."""
    if not folder.is_dir() or folder.is_symlink():
        raise PuzzleInputError(f"{folder}: not a results folder (no such directory)")
    if not any(folder.joinpath(name).is_file() for name in ("runs.csv", "experiment.yaml")) \
            and not folder.joinpath("runs").is_dir():
        raise PuzzleInputError(f"{folder}: not a results folder (no runs/, runs.csv or experiment.yaml)")
    root = PurePosixPath(folder.resolve().name)
    out = Contents()
    for path, st in _walk(folder):
        rel = path.relative_to(folder).as_posix()
        if stat.S_ISDIR(st.st_mode):
            continue
        if exclude is not None and path.resolve() == exclude.resolve():
            continue
        if not stat.S_ISREG(st.st_mode):
            kind = "a symbolic link" if stat.S_ISLNK(st.st_mode) else "not a regular file"
            out.skipped.append(f"{rel}: {kind}, left out")
            continue
        if st.st_size > MAX_FILE_BYTES:
            raise PuzzleInputError(f"{rel}: {st.st_size:,} bytes, over the cap of {MAX_FILE_BYTES:,} per file")
        out.members.append(Member(path, str(root / rel), st.st_size))
        if len(out.members) > MAX_FILES:
            raise PuzzleInputError(f"{folder}: over {MAX_FILES:,} files: not a results folder")
    if lock is not None and lock.is_file():
        out.members.append(Member(lock, str(root / LOCK_MEMBER), lock.stat().st_size))
    else:
        out.skipped.append(f"{LOCK_MEMBER}: no lock file in this checkout, left out")
    if out.total_bytes > MAX_TOTAL_BYTES:
        raise PuzzleInputError(f"{folder}: {out.total_bytes:,} bytes, over the bundle's cap of {MAX_TOTAL_BYTES:,}")
    out.members.sort(key=lambda m: m.name)
    return out


def _digest(fh: IO[bytes]) -> str:
    h = hashlib.sha256()
    while chunk := fh.read(_CHUNK):
        h.update(chunk)
    return h.hexdigest()


def _info(name: str, size: int) -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.size, info.mtime, info.mode = size, 0, 0o644
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def write(contents: Contents, target: Path) -> Path:
    """Write the bundle to ``target`` atomically (a failure or an interrupt leaves nothing)."""
    root = PurePosixPath(contents.members[0].name).parts[0] if contents.members else "results"

    def fill(raw: IO[bytes]) -> None:
        sums: list[str] = []
        with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as gz, \
                tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar:
            for m in contents.members:
                with m.source.open("rb") as fh:
                    digest = _digest(fh)
                    fh.seek(0)
                    tar.addfile(_info(m.name, m.size), fh)
                sums.append(f"{digest}  {PurePosixPath(m.name).relative_to(root)}\n")
            readme = describe(root, contents).encode()
            tar.addfile(_info(f"{root}/{README}", len(readme)), io.BytesIO(readme))
            sums.append(f"{hashlib.sha256(readme).hexdigest()}  {README}\n")
            text = "".join(sums).encode()
            tar.addfile(_info(f"{root}/{SUMS}", len(text)), io.BytesIO(text))

    return write_atomic(target, fill)


def describe(root: str, contents: Contents) -> str:
    """The bundle's ``ARCHIVE.md``: no date in it, so that the bundle's bytes depend on the
    folder alone."""
    records = sum(1 for m in contents.members if PurePosixPath(m.name).parent.name == "runs")
    return (f"# {root}: a puzzlebench results folder\n\n"
            f"{len(contents.members)} files ({records} run records in `runs/`), and the lock of the checkout "
            f"that bundled them in `{LOCK_MEMBER}` (each record's `code.lock` is the first 16 hex digits of "
            "its sha256 when the two are the same environment).\n\n"
            "Check it: `sha256sum -c SHA256SUMS` in this folder, or `puzzlebench archive --verify` on the "
            "bundle. The tables (`runs.csv`, `summary.*`), figures (`figures/`), findings (`findings.md`) and "
            "report (`report.html`) are made from the records in `runs/` alone; `experiment.yaml` is the "
            "experiment as it ran, `instances/` the puzzle files its runs read.\n")


def _safe_name(name: str) -> bool:
    p = PurePosixPath(name)
    return not p.is_absolute() and ".." not in p.parts and len(p.parts) >= 2


def verify(bundle: Path) -> Verdict:
    """Check every member of ``bundle`` against its ``SHA256SUMS``, extracting nothing."""
    if not bundle.is_file():
        raise PuzzleInputError(f"{bundle}: no such archive (not a regular file)")
    try:
        return _verify(bundle)
    except (tarfile.TarError, EOFError, gzip.BadGzipFile, zlib.error) as exc:
        raise PuzzleInputError(f"{bundle}: not a readable archive ({exc})") from exc


def _verify(bundle: Path) -> Verdict:
    digests: dict[str, str] = {}
    listed: dict[str, str] = {}
    problems: list[str] = []
    root: str | None = None
    with tarfile.open(bundle, mode="r:gz") as tar:
        for count, info in enumerate(tar, 1):
            if count > MAX_FILES:
                raise PuzzleInputError(f"{bundle}: over {MAX_FILES:,} members")
            if not _safe_name(info.name):
                problems.append(f"{info.name}: an unsafe member name")
                continue
            if not info.isfile():
                problems.append(f"{info.name}: not a regular file")
                continue
            top, rel = info.name.split("/", 1)
            root = root or top
            if top != root:
                problems.append(f"{info.name}: outside the bundle's folder {root}/")
                continue
            fh = tar.extractfile(info)
            assert fh is not None  # a regular member always has content
            if rel == SUMS:
                if info.size > MAX_FILE_BYTES:
                    raise PuzzleInputError(f"{bundle}: its {SUMS} is {info.size:,} bytes")
                listed = _parse_sums(fh.read().decode("utf-8", "replace"), problems)
            else:
                digests[rel] = _digest(fh)
    if root is None:
        return Verdict(0, (f"{bundle}: an empty archive",))
    if not listed:
        problems.append(f"{SUMS}: missing or empty")
    for rel, want in listed.items():
        have = digests.get(rel)
        if have is None:
            problems.append(f"{rel}: listed in {SUMS} but not in the archive")
        elif have != want:
            problems.append(f"{rel}: checksum differs")
    problems += [f"{rel}: in the archive but not in {SUMS}" for rel in sorted(set(digests) - set(listed))]
    return Verdict(len(digests), tuple(problems))


def _parse_sums(text: str, problems: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for n, line in enumerate(text.splitlines(), 1):
        digest, sep, rel = line.partition("  ")
        if not sep or len(digest) != 64 or any(c not in "0123456789abcdef" for c in digest):
            problems.append(f"{SUMS} line {n}: not '<sha256>  <file>'")
            continue
        out[rel] = digest
    return out
