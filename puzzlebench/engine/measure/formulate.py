"""Build one variant's model for one instance, time the build, export it, describe it.

The one owner of "formulate and write": ``puzzlebench formulate`` and the pipeline's
formulate step both call :func:`export_model` and so write the same JSON beside the model::

    {"status": "ok" | "too_large" | "error", "message": "...",
     "variant": "troix/onehot", "options": {...every option, defaults too},
     "instance": {"name", "path", "sha256", "puzzle", "rows", "cols"},
     "size": {variables, binaries, integers, continuous, constraints, nonzeros},
     "build": {"wall": s, "cpu": s}, "write": {"wall": s, "cpu": s},
     "output": {"file": "MODEL.mps", "format": "mps"}, "meta": {...variant's own facts},
     "warning": "" | "...what the file lacks (a lazy variant's rows)"}

``build`` times the variant's build only; reading the instance and writing the file are
not in it (writing is in ``write``). ``instance.sha256`` is the instance's identity
(:func:`puzzlebench.instances.formats.canonical.digest`), the same digest the run records carry.
Why export at all when every run builds its own model: the model file is the hand-over to
any solver here or elsewhere, and the build is measured apart from solving (path
enumeration is the expensive part of the textbook model).
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any

from puzzlebench.engine.run.spec import safe, variant_puzzle
from puzzlebench.engine.run.ticker import Progress
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.files import write_atomic, write_json_atomic
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.types import Instance
from puzzlebench.models.export import lp_text, mps_text
from puzzlebench.models.model import ModelTooLarge
from puzzlebench.models.registry import get, resolve_options
from puzzlebench.models.timing import Timer, timed

MODEL_FORMATS = ("mps", "lp")


class FormulateStatus(StrEnum):
    """How a build-and-export ended (the ``status`` of the JSON beside the model)."""

    OK = "ok"  # built and written
    TOO_LARGE = "too_large"  # the build hit a size cap (ModelTooLarge): no model file
    ERROR = "error"  # the build failed otherwise, with the reason in ``message``: no model file


def lazy_warning(variant: str) -> str:
    """What an exported model of a lazy variant lacks ("" for the others). Why: the file is the
    hand-over to other solvers, and galaxies/cuts adds its connectivity rows during the solve
    (a separation loop): an outside solver reading the file alone said "optimal" for a grid
    the checker rejects."""
    if not get(variant).lazy:
        return ""
    return (f"{variant} adds rows lazily during the solve (a separation loop); they are NOT in this file, "
            "so a solver reading it alone solves a relaxation: check its answer with `puzzlebench check`")


def _comment(text: str, fmt: str) -> str:
    """``text`` as a comment line of ``fmt`` (MPS: ``*`` in column 1; LP: ``\\``)."""
    return f"{'*' if fmt == 'mps' else chr(92)} puzzlebench: {text}\n"


def describes_a_model(path: str | Path) -> bool:
    """``path`` holds a JSON :func:`export_model` wrote (so it may be replaced by the next
    one), not some other file of the same name (a run record ``solve -o X.json`` wrote)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    keys = {"status", "variant", "options", "instance", "build", "write"}
    return (isinstance(data, dict) and keys <= set(data) and "run_id" not in data
            and data.get("status") in set(FormulateStatus))


def model_format(path: str | Path) -> str | None:
    """``mps`` or ``lp`` from the file suffix; None for anything else."""
    fmt = Path(path).suffix.lower().lstrip(".")
    return fmt if fmt in MODEL_FORMATS else None


def instance_entry(instance: Instance, path: str | Path | None) -> dict[str, Any]:
    return {"name": instance.name, "path": "" if path is None else str(path),
            "sha256": canonical.digest(instance), "puzzle": instance.puzzle,
            "rows": instance.rows, "cols": instance.cols}


def _jsonable(value: Any) -> Any:
    try:
        json.dumps(value, allow_nan=False)
        return value
    except (TypeError, ValueError):
        return repr(value)


def export_model(
    instance: Instance,
    instance_path: str | Path | None,
    variant: str,
    options: Mapping[str, Any],
    out: str | os.PathLike[str],
) -> dict[str, Any]:
    """Build ``variant`` for ``instance``, write it to ``out`` (.mps or .lp) and its JSON to
    ``out`` with suffix ``.json``; return that JSON. A build that fails is a status, never
    an exception: ``too_large`` (size cap) or ``error``; a stale model file is removed.
    Writing raises OSError; a bad option value the build refuses raises PuzzleInputError.
    Bad arguments (unknown variant or option, wrong suffix) raise KeyError/ValueError before
    anything is built or written."""
    out = Path(out)
    fmt = model_format(out)
    if fmt is None:
        raise ValueError(f"{out}: the model file must end in .mps or .lp")
    v = get(variant)
    resolved = resolve_options(v.name, options)  # ValueError: unknown option or bad value
    entry: dict[str, Any] = {"status": FormulateStatus.OK.value, "message": "", "variant": v.name, "options": resolved,
                             "instance": instance_entry(instance, instance_path)}
    build, write = Timer(), Timer()
    model = None
    try:
        with timed(build):
            model = v.make(instance, **dict(options)).model
    except ModelTooLarge as exc:
        entry.update(status=FormulateStatus.TOO_LARGE.value, message=str(exc) or "model too large")
    except PuzzleInputError:  # a bad option value: the caller's mistake, not this instance's
        raise
    except Exception as exc:  # recorded: one failing instance must not stop a set
        entry.update(status=FormulateStatus.ERROR.value, message=f"{type(exc).__name__}: {exc}")
    if model is None:
        out.unlink(missing_ok=True)  # no stale model beside a JSON that says there is none
    else:  # a failing write (disk full, read-only) is the caller's OSError, not a status
        warning = lazy_warning(v.name)
        with timed(write):
            text = mps_text(model) if fmt == "mps" else lp_text(model)
            if warning:
                text = _comment(warning, fmt) + text
            write_atomic(out, lambda fh: fh.write(text.encode("ascii")))
        entry["warning"] = warning
        entry.update(size=model.size(), output={"file": out.name, "format": fmt},
                     meta={k: _jsonable(val) for k, val in model.meta.items()})
    entry.update(build=build.as_dict(), write=write.as_dict())
    write_json_atomic(out.with_suffix(".json"), entry, sort_keys=False)
    return entry


def export_set(manifest: Mapping[str, Any], variant: Mapping[str, Any], label: str, out_dir: str | Path,
               progress: Progress | None = None) -> dict[str, Any]:
    """The pipeline's formulate step: ``variant`` (an experiment's ``variants:`` entry) for
    every instance of one set's ``manifest`` of its puzzle, one model file + JSON each in
    ``out_dir``, in one process (importing the libraries costs more than building a small
    model). Returns the step's manifest: label, set and every model's JSON. ``progress`` is
    called after each model (:mod:`puzzlebench.engine.run.ticker`)."""
    from puzzlebench.instances.io import load

    out = Path(out_dir)
    name = str(variant["variant"])
    options = dict(variant.get("options") or {})
    models = []
    mine = [e for e in manifest["instances"] if e["puzzle"] == variant_puzzle(name)]
    for k, entry in enumerate(mine, 1):
        target = out / f"{safe(Path(entry['path']).stem)}.mps"
        models.append({"instance_id": entry["id"],
                       **export_model(load(entry["path"]), entry["path"], name, options, target)})
        if progress is not None:
            progress(k, len(mine), f"{entry['id']}: {models[-1]['status']}")
    return {"label": label, "set": manifest["set"], "models": models}
