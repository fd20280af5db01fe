"""Step experiment: check the experiment's variants against the registry (an unknown
variant, option or option value ends the run here, in one line, before any plan or solve),
and its solvers against this machine (an unknown or unavailable solver ends it too, with the
reason), then write the experiment as the run resolved it (schema defaults filled in) beside its
results, so the tables always say what made them. The plan waits for it. Library:
models.registry.resolve_options.

Why a job and not a check while Snakemake parses the workflow: importing the registry
(numpy, scipy, every formulation) costs ~0.3 s, which every Snakemake invocation (a dry
run, each SLURM job) would pay; here it runs once, beside the instance-set jobs."""

import yaml
from step import run

from instances.errors import PuzzleInputError
from instances.files import write_text_atomic


def solver_problems(entries):
    """Each solver entry that is unknown or not available on this machine, with the reason
    (every layer probed in its own interpreter, as `puzzlebench solvers` does): an
    experiment with such an entry would otherwise run to the end with every run `error`."""
    from concurrent.futures import ThreadPoolExecutor

    from engine import baselines
    from models.backends import pairs
    from scripts.solvers import baseline_rows, probe_layer

    baseline_keys = {(b, b) for b in baselines.names()}
    known = set(pairs(include_extra=True)) | baseline_keys
    problems = [f"unknown solver {e['layer']}/{e['solver']} (see `puzzlebench solvers`)"
                for e in entries if (e["layer"], e["solver"]) not in known]
    builtin = set(pairs())
    layers = sorted({e["layer"] for e in entries if (e["layer"], e["solver"]) in builtin})
    with ThreadPoolExecutor(max_workers=max(1, len(layers))) as pool:
        rows = [r for found in pool.map(probe_layer, layers) for r in found]
    if any((e["layer"], e["solver"]) in baseline_keys for e in entries):
        rows += baseline_rows()
    status = {(r["layer"], r["solver"]): r for r in rows}
    for e in entries:
        key = (e["layer"], e["solver"])
        row = status.get(key) or status.get((e["layer"], "*"))
        if key in builtin | baseline_keys and row is not None and not row["available"]:
            problems.append(f"solver {key[0]}/{key[1]} is not available here: {row['why'] or 'no reason given'}")
    return problems


def main(smk):
    from concurrent.futures import ThreadPoolExecutor

    experiment = dict(smk.params.experiment)
    with ThreadPoolExecutor(max_workers=1) as pool:
        probed = pool.submit(solver_problems, experiment["solvers"])  # ~2 s of subprocesses,
        from models.registry import resolve_options  # while this import and check run

        for entry in experiment["variants"]:
            try:
                resolve_options(entry["variant"], entry.get("options"))
            except ValueError as exc:
                raise PuzzleInputError(f"variant {entry['variant']!r} in the experiment: {exc}") from None
        problems = probed.result()
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise PuzzleInputError(problems[0] + more)
    write_text_atomic(smk.output[0], yaml.safe_dump(experiment, sort_keys=False))


run(snakemake, main)  # noqa: F821 (defined by Snakemake's script directive)
