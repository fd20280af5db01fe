"""Step fetch: a set's URL -> resources/<set>.<sha256[:16]>.data, checked against the experiment's sha256
(a checked copy is reused offline; a changed file is refused). Library: puzzlebench.instances.fetch."""

from step import run_job

from puzzlebench.instances.fetch import fetch


def main(job):
    fetch(job.params.url, job.output[0], job.params.sha256 or None)


run_job(main)
