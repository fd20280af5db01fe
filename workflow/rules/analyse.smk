# Aggregate the records the solve summaries list into tables, the findings' numbers and prose,
# and the figures (the PNGs are flagged for `snakemake --report`, with their captions); then
# put the findings beside the figures. One step draws the figures after the tables: a step of
# their own started the interpreter and imported pandas again, and re-ran whenever the tables
# changed anyway (docs/measurements.md, "eighth pass").


rule aggregate:
    input:
        shards=expand(f"{OUT}/solve/{{shard}}.json", shard=SHARDS),
        strength=strength_files(),
    output:
        **table_outputs(),
        **{f"findings_{fmt}": FINDINGS_FILES[fmt] for fmt in FINDINGS_DATA},
        figures=FIGURE_OUTPUTS,
    params:
        job=step_job(
            dir=lambda wc, output: str(Path(output.runs_csv).parent),
            experiment=EXP,  # runs.csv's experiment column (records do not carry it)
            figures_dir=lambda wc, output: str(Path(output.figures[0]).parent),
            samples=EXPERIMENT.sample_pictures,
            formats=list(EXPERIMENT.figure_formats),
        ),
    log:
        f"{OUT}/logs/aggregate.log",
    benchmark:
        f"{OUT}/benchmarks/aggregate.tsv"
    shell:
        step_command("aggregate")


# The findings' page (puzzlebench.analysis.findings_page): the sections the aggregate step
# wrote (puzzlebench.analysis.findings, from runs.csv) with every figure; findings.html is shown
# on the report's first page (workflow/report/workflow.rst includes it). The step imports
# no pandas: the statistics were done where the runs were in memory already.
rule findings:
    input:
        sections=FINDINGS_FILES["sections"],
        figures=FIGURE_PNGS,
    output:
        html=FINDINGS_FILES["html"],
    params:
        job=step_job(
            captions={stem: caption(stem) for stem in FIGURE_STEMS},
        ),
    log:
        f"{OUT}/logs/findings.log",
    shell:
        step_command("findings")


# The runs and the summary as tables a reader sorts and filters (puzzlebench.analysis.explore);
# one self-contained page, also in the report.
rule explore:
    input:
        runs=TABLE_FILES["runs_csv"],
        summary=TABLE_FILES["summary_csv"],
    output:
        report(EXPLORE_FILE, caption="../report/explore.rst", category="Explore"),
    params:
        job=step_job(
            experiment=EXP,
        ),
    log:
        f"{OUT}/logs/explore.log",
    shell:
        step_command("explore")
