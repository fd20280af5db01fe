# Aggregate the records into tables, draw the figures (flagged for `snakemake --report`).

TABLES = [f"{OUT}/{name}" for name in
          ("runs.csv", "runs.parquet", "summary.csv", "summary.md", "summary.tex")]
FIGURE_STEMS = ("profile", "scaling", "model_size", "heatmap", "samples")
FIGURES = [f"{OUT}/figures/{stem}.{fmt}" for stem in FIGURE_STEMS for fmt in ("png", "svg")]


rule aggregate:
    input:
        expand(f"{OUT}/solve/{{shard}}.done", shard=SHARDS),
    output:
        runs_csv=f"{OUT}/runs.csv",
        runs_parquet=f"{OUT}/runs.parquet",
        summary_csv=report(f"{OUT}/summary.csv", caption="../report/summary.rst", category="Tables"),
        summary_md=f"{OUT}/summary.md",
        summary_tex=f"{OUT}/summary.tex",
    params:
        runs=f"{OUT}/runs",
        plan=f"{OUT}/plan",
    log:
        f"{OUT}/logs/aggregate.log",
    benchmark:
        f"{OUT}/benchmarks/aggregate.tsv"
    shell:
        "{PY} -m analysis.tables {params.runs:q} --plan {params.plan:q} --out-dir {OUT:q} 2> {log:q}"


def _figure(stem, fmt):
    path = f"{OUT}/figures/{stem}.{fmt}"
    if fmt != "png":
        return path
    return report(path, caption=f"../report/{stem}.rst", category="Figures",
                  labels={"figure": stem})


rule plot:
    input:
        f"{OUT}/runs.parquet",
    output:
        [_figure(stem, fmt) for stem in FIGURE_STEMS for fmt in ("png", "svg")],
    params:
        dir=f"{OUT}/figures",
        samples=int(config.get("sample_pictures", 4)),
    log:
        f"{OUT}/logs/plot.log",
    benchmark:
        f"{OUT}/benchmarks/plot.tsv"
    shell:
        "MPLBACKEND=Agg {PY} -m analysis.figures {input:q} --out-dir {params.dir:q}"
        " --samples {params.samples} 2> {log:q}"
