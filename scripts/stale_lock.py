"""Remove Snakemake's directory lock when the run that held it is dead (e.g. SIGKILLed).

Why: a Snakemake killed with SIGKILL (or by a power loss, an OOM killer, a lost SSH
session) leaves ``.snakemake/locks/`` behind and the next run refuses to start until
``snakemake --unlock``. Unlocking blindly is unsafe when another Snakemake really is working
in the same directory, so this looks for one first (Linux ``/proc``: a process whose
command line mentions snakemake and whose working directory, or ``-d``/``--directory``
argument, is this directory) and only removes the lock when there is none.

Usage: ``python -m scripts.stale_lock [DIR]`` (exit 0 when the directory is usable, 1 when a
live Snakemake holds it).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path


def _processes() -> Iterator[tuple[int, list[str], Path | None]]:
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
            cwd = Path(os.readlink(entry / "cwd"))
        except OSError:
            continue
        yield int(entry.name), [a.decode("utf-8", "replace") for a in argv if a], cwd


def live_snakemake(directory: Path) -> int | None:
    """The pid of a Snakemake working in ``directory`` (None if none; None without /proc)."""
    if not Path("/proc").is_dir():
        return None
    directory = directory.resolve()
    for pid, argv, cwd in _processes():
        if not any("snakemake" in Path(a).name or a == "snakemake" for a in argv[:3]):
            continue
        if "--unlock" in argv:
            continue
        workdir = cwd
        for flag in ("-d", "--directory"):
            if flag in argv[:-1]:
                arg = Path(argv[argv.index(flag) + 1])
                workdir = arg if arg.is_absolute() else (cwd / arg if cwd else arg)
        if workdir is not None and workdir.resolve() == directory:
            return pid
    return None


def clear_stale_lock(directory: str | os.PathLike[str] = ".") -> tuple[bool, str]:
    """(usable, message): remove the locks when no live Snakemake holds them."""
    directory = Path(directory)
    locks = directory / ".snakemake" / "locks"
    files = sorted(locks.glob("*")) if locks.is_dir() else []
    if not files:
        return True, "no lock"
    if not Path("/proc").is_dir():
        return False, f"{locks} exists; cannot tell whether Snakemake runs here: use snakemake --unlock"
    pid = live_snakemake(directory)
    if pid is not None:
        return False, f"Snakemake (pid {pid}) is running in {directory.resolve()}; lock kept"
    for f in files:
        f.unlink(missing_ok=True)
    return True, f"removed a stale lock ({len(files)} file(s)) left by a killed run"


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    ok, message = clear_stale_lock(args[0] if args else ".")
    print(f"stale_lock: {message}", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
