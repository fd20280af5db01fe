"""Materialise one instance set of an experiment: canonical JSON files plus a manifest.

Why: every source (a committed set, a generator spec, the janko dataset, an sgt import, a
fetched URL) ends up as the same thing — one canonical file per puzzle under
``results/<exp>/instances/<set>/`` and a manifest listing id, path, puzzle and size — so the
later steps never care where a puzzle came from. Puzzles that fail to parse (the janko
dataset has one malformed entry) are listed in the manifest's ``skipped`` with the reason,
never silently dropped.

Each manifest entry carries the puzzle's identity (``sha256``:
:func:`puzzlebench.instances.formats.canonical.digest`), the same one run records and model files carry.
"""

from __future__ import annotations

import glob
import os
import random
import re
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from puzzlebench.engine.run.children import dies_with_me
from puzzlebench.engine.run.ticker import Progress
from puzzlebench.instances import io
from puzzlebench.instances.errors import PuzzleInputError, bounded
from puzzlebench.instances.files import safe_name
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.types import Instance

PUZZLE_FILES = ("*.json", "*.sgt", "*.url", "*.puzzlink")
MAX_STEM = 100  # longer puzzle names are cut, and a digest keeps them apart


DATA_ROOTS_ENV = "PUZZLEBENCH_DATA_ROOTS"
"""Folders (``os.pathsep``-separated) a committed set may read besides the repository. An
environment variable, not an experiment key: the experiment file is what is not trusted."""


def allowed_roots(repo: str | Path, extra: Sequence[str | Path] = ()) -> list[Path]:
    """The folders a committed set may read: the repository, ``extra``, and
    :data:`DATA_ROOTS_ENV`'s."""
    env = [r for r in os.environ.get(DATA_ROOTS_ENV, "").split(os.pathsep) if r]
    return [Path(r).resolve() for r in (repo, *extra, *env)]


def _outside(path: Path, roots: Sequence[Path]) -> str | None:
    """Why ``path`` may not be read (a link loop, or it resolves outside ``roots``), or None."""
    try:
        real = path.resolve()
    except (OSError, RuntimeError):  # RuntimeError: Python 3.11's "Symlink loop"
        return "a symbolic link loop"
    if any(real == r or r in real.parents for r in roots):
        return None
    return "outside the repository and the allowed roots (PUZZLEBENCH_DATA_ROOTS)"


def committed_files(spec: Mapping[str, Any], repo: Path, roots: Sequence[Path]) -> list[Path]:
    """The files a committed set's ``path`` (a file, folder or glob) matches, sorted. Also
    the pipeline's inputs of the set, so a puzzle added to (or changed in) the folder makes
    the set, and then the plan, again: only its runs are added. Raises PuzzleInputError
    when the path leads out of ``roots`` or matches nothing."""
    shown = bounded(spec["path"], 200)
    pattern = Path(spec["path"])
    if not pattern.is_absolute():
        pattern = repo / pattern
    base = Path(*[part for part in pattern.parts if not glob.has_magic(part)] or ["/"])
    why = _outside(base, roots)
    if why is not None:
        raise PuzzleInputError(f"instance set {spec['name']!r}: {shown} is {why}; not read")
    if pattern.is_dir():
        files = sorted(f for ext in PUZZLE_FILES for f in pattern.rglob(ext))
    else:
        files = sorted(Path(f) for f in glob.glob(str(pattern), recursive=True))
    files = [f for f in files if f.name != "manifest.json"]
    if not files:
        raise PuzzleInputError(f"instance set {spec['name']!r}: no puzzle files match {shown!r}")
    return files


def _committed(spec: Mapping[str, Any], repo: Path, roots: Sequence[Path]) -> tuple[list[Instance], list[str]]:
    """A committed set's files: only inside ``roots`` (a path, glob or link that leads out
    is refused, never read: its text would reach the manifest's ``skipped`` reasons)."""
    files = committed_files(spec, repo, roots)
    good: list[Instance] = []
    bad: list[str] = []
    for f in files:
        why = _outside(f, roots)
        if why is not None:
            bad.append(f"{bounded(f)}: {why}; not read")
            continue
        try:
            insts, errors = io.load_all(f)
        except PuzzleInputError as exc:
            bad.append(str(exc))
            continue
        good.extend(insts)
        bad.extend(str(e) for e in errors)
    if not good:
        more = f" (and {len(bad) - 1} more)" if len(bad) > 1 else ""
        raise PuzzleInputError(f"instance set {spec['name']!r}: none of its {len(files)} files could be read: "
                               f"{bad[0]}{more}")
    return good, bad


def _from_file(path: Path) -> tuple[list[Instance], list[str]]:
    insts, errors = io.load_all(path)
    return list(insts), [str(e) for e in errors]


def _generate(spec: Mapping[str, Any], command: Sequence[str],
              progress: Progress | None = None) -> tuple[list[Instance], list[str]]:
    """Run a generator command per size; it writes puzzle files into a temporary directory."""
    good: list[Instance] = []
    bad: list[str] = []
    with tempfile.TemporaryDirectory(prefix="pb-gen-") as tmp:
        for k, size in enumerate(spec["sizes"]):
            rows, cols = (int(v) for v in size.split("x"))
            out = Path(tmp) / f"{k}"
            out.mkdir()
            cmd = _generator_argv(spec, command, rows, cols, out)
            # the generator (and its sgt-galaxies) dies with this step, however the step dies
            proc = subprocess.run(cmd, capture_output=True, text=True, preexec_fn=dies_with_me())
            if proc.returncode != 0:
                tail = (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["(no output)"]
                raise PuzzleInputError(f"instance set {spec['name']!r}: {' '.join(cmd)} failed: {tail[0]}")
            for f in sorted(p for ext in PUZZLE_FILES for p in out.rglob(ext)):
                insts, errors = io.load_all(f)
                good.extend(insts)
                bad.extend(str(e) for e in errors)
            if progress is not None:
                progress(k + 1, len(spec["sizes"]), f"size {size}: {len(good)} puzzles so far")
    return good, bad


def _generator_argv(spec: Mapping[str, Any], command: Sequence[str], rows: int, cols: int, out: Path) -> list[str]:
    """The command for one size. Its seed is fixed by ``gen_seed`` and the size, so a set is
    the same on every machine and adding a size to the list leaves the other sizes' puzzles
    unchanged (the generators take ``count`` consecutive seeds from there)."""
    seed = int(spec.get("gen_seed", 0)) * 1000 + rows * 37 + cols
    count = str(int(spec.get("count", 1)))
    if spec["source"] == "sgt":
        diff = spec.get("difficulty", "n")
        # sgt sizes are W x H (columns first); the config's are ROWS x COLS like everywhere else
        return [*command, "import-sgt", "--size", f"{cols}x{rows}", "--count", count, "--difficulty",
                diff, "--seed", f"pb{seed}", "-o", str(out), "-q"]
    return [*command, "generate", spec["puzzle"], "--rows", str(rows), "--cols", str(cols),
            "--count", count, "--seed", str(seed), "-q", *checked_extra_args(spec), "-o", str(out)]


HARNESS_FLAGS = ("--out", "--rows", "--cols", "--seed", "--count", "--quiet")
EXTRA_ARG = re.compile(r"--[a-z][a-z-]*|[0-9][0-9.e+-]*")


def checked_extra_args(spec: Mapping[str, Any]) -> list[str]:
    """A generated set's ``extra_args``: flags and numbers only (the schema's pattern), none of
    the flags the harness sets itself, nor an abbreviation argparse would read as one
    (``--ou /path`` was ``--out /path``). Why: ``extra_args: [-o, /path]`` wrote the set
    outside results/. The harness's ``-o`` also comes last, so it wins."""
    args = [str(a) for a in spec.get("extra_args", [])]
    for a in args:
        flag = a.split("=", 1)[0]
        if not EXTRA_ARG.fullmatch(a) or any(h.startswith(flag) for h in HARNESS_FLAGS if a.startswith("--")):
            raise PuzzleInputError(f"instance set {spec['name']!r}: extra_args {bounded(a, 60)!r} refused "
                                   "(flags that take numbers only; the harness sets the output, size, seed and count)")
    return args


def select(spec: Mapping[str, Any], instances: Sequence[Instance]) -> list[Instance]:
    """Apply the set's filters (puzzle, names, cells, sample, limit) in a fixed order."""
    out = sorted(instances, key=lambda i: (i.rows * i.cols, i.name))
    if spec.get("puzzle"):
        out = [i for i in out if i.puzzle == spec["puzzle"]]
    if spec.get("names"):
        wanted = set(spec["names"])
        out = [i for i in out if i.name in wanted]
    if spec.get("min_cells"):
        out = [i for i in out if i.rows * i.cols >= spec["min_cells"]]
    if spec.get("max_cells"):
        out = [i for i in out if i.rows * i.cols <= spec["max_cells"]]
    if spec.get("sample") and spec["sample"] < len(out):
        rng = random.Random(int(spec.get("sample_seed", 0)))
        out = sorted(rng.sample(out, spec["sample"]), key=lambda i: (i.rows * i.cols, i.name))
    if spec.get("limit"):
        out = out[: spec["limit"]]
    return out


def unique_stem(inst: Instance, k: int, taken: set[str]) -> str:
    """The file stem of the set's ``k``-th puzzle, never one already ``taken`` (added to it).

    Names are made file-safe, so different names can meet (``x y`` and ``x_y``; a file
    ``x_2`` and two named ``x``); a stem already used gets the puzzle's digest, which does
    not depend on the order the files were read in (then a counter, for the same puzzle
    twice). Before, the second puzzle overwrote the first and the plan ran one of them twice.
    """
    # the one owner of names from untrusted text: no leading dot (hidden file, ".."), cut
    # long names keep 8 hex digits of their sha256 (a file name has at most 255 bytes)
    stem = safe_name(inst.name or f"{inst.puzzle}_{k}", fallback=f"{inst.puzzle}_{k}", max_len=MAX_STEM + 9)
    if stem in taken:
        base = stem = f"{stem}_{canonical.digest(inst)[:8]}"
        n = 2
        while stem in taken:
            stem, n = f"{base}_{n}", n + 1
    taken.add(stem)
    return stem


def materialise(
    spec: Mapping[str, Any],
    out_dir: str | Path,
    *,
    repo: str | Path = ".",
    input_file: str | Path | None = None,
    command: Sequence[str] = ("puzzlebench",),
    progress: Progress | None = None,
    roots: Sequence[str | Path] = (),
) -> dict[str, Any]:
    """Read/generate the set, filter it, write canonical files; return the manifest.
    ``progress`` is called after each generated size (:mod:`puzzlebench.engine.run.ticker`). A
    committed set reads only inside the repository, ``roots`` and
    :func:`allowed_roots`' environment variable."""
    repo = Path(repo)
    source = spec["source"]
    if source == "committed":
        found, bad = _committed(spec, repo, allowed_roots(repo, roots))
    elif source in ("janko", "url"):
        if input_file is None:
            raise PuzzleInputError(f"instance set {spec['name']!r}: no input file given")
        found, bad = _from_file(Path(input_file))
    elif source in ("generate", "sgt"):
        found, bad = _generate(spec, command, progress)
    else:
        raise PuzzleInputError(f"instance set {spec['name']!r}: unknown source {source!r}")
    chosen = select(spec, found)
    if not chosen:
        raise PuzzleInputError(f"instance set {spec['name']!r}: no puzzles left after filtering")
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    entries: list[dict[str, Any]] = []
    seen: set[str] = set()
    for k, inst in enumerate(chosen):
        stem = unique_stem(inst, k, seen)
        path = out_dir / f"{stem}.json"
        io.save(inst, path)
        entries.append({
            "sha256": canonical.digest(inst),
            "id": f"{spec['name']}/{stem}",
            "set": spec["name"],
            "name": inst.name,
            "path": str(path),
            "puzzle": inst.puzzle,
            "rows": inst.rows,
            "cols": inst.cols,
        })
    return {"set": spec["name"], "source": source, "instances": entries, "skipped": bad}
