#!/usr/bin/env bash
# Makes sure Debian's wrk is installed: the load generator of `npm run bench`. It is written in C and
# takes about a tenth of a millisecond of CPU per 130 kB page, where a generator in Node took more than
# one and so, on the same cores, held back the server it measured (docs/benchmarks.md).
# Idempotent: prints nothing and exits 0 when wrk is already there.
set -euo pipefail

# shellcheck source=scripts/test/debian-packages.sh
source "$(dirname "$0")/debian-packages.sh"

command -v wrk >/dev/null 2>&1 && exit 0
echo "ensure-wrk: installing Debian's wrk..."
apt_install wrk
command -v wrk >/dev/null 2>&1 || { echo "ensure-wrk: installed wrk but it is still not on PATH" >&2; exit 1; }
