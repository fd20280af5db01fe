# Aggregate the records the solve summaries list into tables; draw the figures (the PNGs
# are flagged for `snakemake --report`, with their captions).


rule aggregate:
    input:
        expand(f"{OUT}/solve/{{shard}}.json", shard=SHARDS),
    output:
        runs_csv=f"{OUT}/runs.csv",
        runs_parquet=f"{OUT}/runs.parquet",
        summary_csv=report(f"{OUT}/summary.csv", caption="../report/summary.rst", category="Tables"),
        summary_md=f"{OUT}/summary.md",
        summary_tex=f"{OUT}/summary.tex",
        by_parameter_csv=f"{OUT}/summary_by_parameter.csv",
        by_parameter_md=f"{OUT}/summary_by_parameter.md",
    params:
        dir=lambda wc, output: str(Path(output.runs_csv).parent),
    log:
        f"{OUT}/logs/aggregate.log",
    benchmark:
        f"{OUT}/benchmarks/aggregate.tsv"
    script:
        "../steps/aggregate.py"


rule plot:
    input:
        f"{OUT}/runs.parquet",
    output:
        FIGURE_OUTPUTS,
    params:
        dir=lambda wc, output: str(Path(output[0]).parent),
        samples=config["sample_pictures"],
    log:
        f"{OUT}/logs/plot.log",
    benchmark:
        f"{OUT}/benchmarks/plot.tsv"
    script:
        "../steps/plot.py"



# The findings (puzzlebench.analysis.findings): from runs.csv, with every figure; findings.html is
# shown on the report's first page (workflow/report/workflow.rst includes it).
rule findings:
    input:
        runs=f"{OUT}/runs.csv",
        figures=[f"{OUT}/figures/{stem}.png" for stem in FIGURE_STEMS],
    output:
        md=f"{OUT}/findings.md",
        html=f"{OUT}/findings.html",
        json=f"{OUT}/findings.json",
    params:
        dir=lambda wc, output: str(Path(output.md).parent),
        captions={stem: str(Path(workflow.basedir) / "workflow" / "report" / f"{stem}.rst") for stem in FIGURE_STEMS},
    log:
        f"{OUT}/logs/findings.log",
    script:
        "../steps/findings.py"
