"""Step fetch: a set's URL -> resources/<set>.<sha256[:16]>.data, checked against the experiment's sha256
(a checked copy is reused offline; a changed file is refused). Library: puzzlebench.instances.fetch."""

from step import run

from puzzlebench.instances.fetch import fetch


def main(smk):
    fetch(smk.params.url, smk.output[0], smk.params.sha256 or None)


run(snakemake, main)  # noqa: F821 (defined by Snakemake's script directive)
