"""The pipeline's formulate step: one variant x every instance of a set, in one process.

"Formulate once, solve many": each instance x variant model is built once and written as
free MPS (the hand-over to any solver, here or elsewhere) with a JSON beside it in the shape
``puzzlebench formulate`` writes (size, build time, status). One process per (set, variant)
rather than one per instance keeps the step cheap for the 580-puzzle janko set: importing
the libraries costs more than building a small model.

A model that hits its size cap is recorded ``too_large`` (no MPS); any other failure is
recorded ``error`` with the message, so one bad instance never stops the others.

Usage::

    python -m engine.formulate_set SET_MANIFEST.json VARIANT_JSON --label L --out-dir D --manifest M.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from engine.plan import load_json_arg, safe, variant_puzzle, write_json_atomic
from instances.io import load
from models.export import write_mps
from models.model import ModelTooLarge
from models.registry import get


def formulate_one(instance_entry: Mapping[str, Any], variant: Mapping[str, Any], out_dir: Path) -> dict[str, Any]:
    """Build, export and describe one model; never raises for a per-instance failure."""
    v = get(variant["variant"])
    options = dict(variant.get("options") or {})
    stem = safe(Path(instance_entry["path"]).stem)
    mps = out_dir / f"{stem}.mps"
    entry: dict[str, Any] = {"instance_id": instance_entry["id"], "variant": v.name,
                             "options": {**dict(v.options), **options}}
    w0, c0 = time.perf_counter(), time.process_time()
    try:
        instance = load(instance_entry["path"])
        w0, c0 = time.perf_counter(), time.process_time()
        form = v.make(instance, **options)
        build = {"wall": time.perf_counter() - w0, "cpu": time.process_time() - c0}
        w1 = time.perf_counter()
        tmp = mps.with_name(f".{mps.name}.tmp")
        write_mps(form.model, tmp)
        tmp.replace(mps)
        entry.update(status="ok", model=str(mps), size=form.model.size(), build=build,
                     write={"wall": time.perf_counter() - w1})
    except ModelTooLarge as exc:
        mps.unlink(missing_ok=True)
        entry.update(status="too_large", message=str(exc),
                     build={"wall": time.perf_counter() - w0, "cpu": time.process_time() - c0})
    except Exception as exc:  # recorded: one failing instance must not stop the set
        entry.update(status="error", message=f"{type(exc).__name__}: {exc}")
    write_json_atomic(mps.with_suffix(".json"), entry)
    return entry


def formulate_set(manifest: Mapping[str, Any], variant: Mapping[str, Any], out_dir: str | Path) -> list[dict[str, Any]]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    puzzle = variant_puzzle(variant)
    return [formulate_one(e, variant, out) for e in manifest["instances"] if e["puzzle"] == puzzle]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="formulate_batch", description=__doc__.splitlines()[0])
    p.add_argument("set_manifest")
    p.add_argument("variant", help="the variant's config entry as JSON")
    p.add_argument("--label", required=True)
    p.add_argument("--out-dir", required=True)
    p.add_argument("--manifest", required=True)
    args = p.parse_args(argv)
    manifest = json.loads(Path(args.set_manifest).read_text())
    variant = load_json_arg(args.variant)
    models = formulate_set(manifest, variant, args.out_dir)
    write_json_atomic(args.manifest, {"label": args.label, "set": manifest["set"], "models": models})
    bad = [m for m in models if m["status"] != "ok"]
    print(f"formulate {args.label} x {manifest['set']}: {len(models)} models"
          + (f", {len(bad)} not built ({bad[0]['status']}: {bad[0].get('message', '')})" if bad else ""),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
