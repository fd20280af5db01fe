#!/usr/bin/env bash
# Installs the Debian packages puzzlebench's solvers need, when they are missing:
#   glpk-utils (glpsol), coinor-cbc (cbc), sgt-puzzles (/usr/games/sgt-galaxies), and as root
#   chromium (the report's headless-browser test).
# Runs apt-get update first. Needs root (or sudo); without either it says what to install.
# --slurm adds a one-node SLURM cluster's packages (slurmctld slurmd slurm-client munge), for
# scripts/slurm-up and tests/test_slurm_cluster.py.
set -euo pipefail
need=()
if [ "${1:-}" = "--slurm" ]; then
  command -v slurmctld >/dev/null 2>&1 && command -v slurmd >/dev/null 2>&1 \
    && command -v sbatch >/dev/null 2>&1 && command -v munged >/dev/null 2>&1 \
    || need+=(slurmctld slurmd slurm-client munge)
fi
command -v glpsol >/dev/null 2>&1 || need+=(glpk-utils)
command -v cbc >/dev/null 2>&1 || need+=(coinor-cbc)
[ -x /usr/games/sgt-galaxies ] || need+=(sgt-puzzles)
command -v stdbuf >/dev/null 2>&1 || need+=(coreutils)
# chromium: the report's browser test (tests/test_pipeline.py); only as root, it is large
if [ "$(id -u)" -eq 0 ] && ! command -v chromium >/dev/null 2>&1; then need+=(chromium); fi
if [ ${#need[@]} -eq 0 ]; then
  echo "system packages present: glpk-utils coinor-cbc sgt-puzzles"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "puzzlebench: please install the Debian packages: ${need[*]} (needs root)" >&2
    exit 1
  fi
fi
echo "installing Debian packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${need[@]}"
