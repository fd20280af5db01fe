"""``puzzlebench archive FOLDER [-o BUNDLE.tar.gz] [--force]`` and ``puzzlebench archive --verify
BUNDLE.tar.gz``: a results folder as one file for a paper's supplementary material.

The bundle holds the folder's records, tables, figures, findings, report, instance files and
logs, the checkout's lock file, and a ``SHA256SUMS`` (``sha256sum -c SHA256SUMS`` checks it
after extraction; ``--verify`` checks it without extracting). Library:
:mod:`puzzlebench.analysis.archive`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.scripts import options as cli_options


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("folder", metavar="FOLDER",
                   help="the results folder to bundle (results/<experiment>), or with --verify the bundle")
    p.add_argument("-o", "--output", type=Path, default=None, metavar="BUNDLE",
                   help="where to write the bundle (default: <folder>.tar.gz beside the folder)")
    p.add_argument("--force", action="store_true", help="replace an existing bundle")
    p.add_argument("--verify", action="store_true",
                   help="check a bundle's every file against its SHA256SUMS instead of writing one")


def run(args: argparse.Namespace) -> int:
    from puzzlebench.analysis import archive

    if args.verify:
        verdict = archive.verify(Path(args.folder))
        for line in verdict.problems:
            print(f"puzzlebench archive: {line!r}"[:400], file=sys.stderr)
        print(f"{verdict.checked} files checked: {'every checksum matches' if verdict.ok else 'NOT intact'}")
        return 0 if verdict.ok else 1
    folder = Path(args.folder)
    target = args.output or folder.resolve().with_name(folder.resolve().name + ".tar.gz")
    if target.exists() and not args.force:
        raise PuzzleInputError(f"{target}: exists (give --force to replace it)")
    contents = archive.collect(folder, exclude=target)
    for line in contents.skipped:
        cli_options.progress(f"puzzlebench archive: {line!r}")
    archive.write(contents, target)
    print(f"{target}: {len(contents.members) + 1} files (ARCHIVE.md included), {contents.total_bytes / 1e6:.1f} MB before compression, "
          f"{target.stat().st_size / 1e6:.1f} MB written")
    return 0
