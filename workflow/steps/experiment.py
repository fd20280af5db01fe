"""Step experiment: check the experiment's variants against the registry, its solvers against
this machine (an unknown or unavailable solver, with the reason) and its solvers' options
against the solvers' own names, every point of a grid (an unknown variant, option, option
value, solver or solver option ends the run here, in one line, before any plan or solve),
then write the experiment as the run resolved it (schema defaults filled in) beside its
results, so the tables always say what made them. The plan waits for it. Library:
puzzlebench.models.registry.resolve_options.

Why a job and not a check while Snakemake parses the workflow: importing the registry
(numpy, scipy, every formulation) costs ~0.3 s, which every Snakemake invocation (a dry
run, each SLURM job) would pay; here it runs once, beside the instance-set jobs."""

import yaml
from step import run

from puzzlebench.engine import baselines
from puzzlebench.engine.grid import GridError, expand_solvers, expand_variants
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.files import write_text_atomic
from puzzlebench.models.backends import check_solver_options
from puzzlebench.models.registry import resolve_options


def solver_problems(entries):
    """Each solver entry that is unknown or not available on this machine, with the reason
    (every layer probed in its own interpreter, as `puzzlebench solvers` does): an
    experiment with such an entry would otherwise run to the end with every run `error`."""
    from concurrent.futures import ThreadPoolExecutor

    from puzzlebench.models.backends import pairs
    from puzzlebench.scripts.solvers import baseline_rows, probe_layer

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
    experiment = dict(smk.params.experiment)
    try:
        variants, solvers = expand_variants(experiment["variants"]), expand_solvers(experiment["solvers"])
    except GridError as exc:
        raise PuzzleInputError(f"the experiment's grid: {exc}") from None
    for entry in variants:  # every point of a grid
        try:
            resolve_options(entry["variant"], entry.get("options"))
        except ValueError as exc:
            raise PuzzleInputError(f"variant {entry['variant']!r} in the experiment: {exc}") from None
    problems = solver_problems(solvers)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise PuzzleInputError(problems[0] + more)
    for entry in solvers:  # the solver's own option names
        if baselines.is_baseline(entry["layer"], entry["solver"]):
            if entry["options"]:
                raise PuzzleInputError(f"{entry['layer']} is a baseline: it takes no solver options")
            continue
        try:
            check_solver_options(entry["layer"], entry["solver"], entry["options"])
        except (KeyError, ValueError) as exc:
            raise PuzzleInputError(f"solver {entry['layer']}/{entry['solver']} in the experiment: "
                                   f"{exc.args[0] if exc.args else exc}") from None
    write_text_atomic(smk.output[0], yaml.safe_dump(experiment, sort_keys=False))


run(snakemake, main)  # noqa: F821 (defined by Snakemake's script directive)
