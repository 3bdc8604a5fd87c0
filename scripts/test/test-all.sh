#!/usr/bin/env bash
# The whole test suite (`npm test`): static checks, unit tests, both production builds, browser tests,
# the cluster behind nginx, and the speed budgets of budgets.json (docs/speed.md).
# Stops at the first failing step and exits with its status.
set -euo pipefail
cd "$(dirname "$0")/../.."

declare -a summary=()
total_start=$SECONDS
step_no=0
step_count=11

step() {
  local name=$1
  shift
  step_no=$((step_no + 1))
  printf '\n==================================================================\n'
  printf '== [%d/%d] %s\n==   $ %s\n' "$step_no" "$step_count" "$name" "$*"
  printf '==================================================================\n'
  local start=$SECONDS rc=0
  "$@" || rc=$?
  local took=$((SECONDS - start))
  if [ "$rc" -ne 0 ]; then
    printf '\n== FAILED: %s (exit %d after %ds)\n' "$name" "$rc" "$took" >&2
    exit "$rc"
  fi
  printf '== ok: %s (%ds)\n' "$name" "$took"
  summary+=("$(printf '%4ds  %s' "$took" "$name")")
}

# Runs two commands at once, each printing into a file of its own, shown in turn once both have ended;
# fails when either failed.
both() {
  local dir rc1=0 rc2=0
  dir=$(mktemp -d)
  bash -c "$1" >"$dir/1" 2>&1 &
  local pid1=$!
  bash -c "$2" >"$dir/2" 2>&1 &
  local pid2=$!
  wait "$pid1" || rc1=$?
  wait "$pid2" || rc2=$?
  printf -- '-- $ %s (exit %d)\n' "$1" "$rc1"
  cat "$dir/1"
  printf -- '-- $ %s (exit %d)\n' "$2" "$rc2"
  cat "$dir/2"
  rm -rf "$dir"
  [ "$rc1" -eq 0 ] && [ "$rc2" -eq 0 ]
}

# The sample catalogue's history ends on this day (scripts/catalogue/sample-data/history.ts): the builds
# count "new" and "price lowered" from it, so the sample's badges, which the tests look for, do not expire.
export VITRINE_CATALOGUE_TIME="${VITRINE_CATALOGUE_TIME:-2026-11-28T06:00:00.000Z}"

# The database tests run against the embedded database and a real PostgreSQL server: a throw-away
# cluster on loopback, removed when this script ends, whatever happens.
pg_dir=$(mktemp -d "${TMPDIR:-/tmp}/vitrine-pg.XXXXXX")
stop_postgres() { bash scripts/test/postgres-cluster.sh stop "$pg_dir/cluster" || true; rm -rf "$pg_dir"; }
trap stop_postgres EXIT
start_postgres() { TEST_DATABASE_URL=$(bash scripts/test/postgres-cluster.sh start "$pg_dir/cluster" "${TEST_PG_PORT:-55432}") && export TEST_DATABASE_URL; }

# The suite runs on the Node the project declares (package.json's engines, docs/decisions/0053): npm puts
# node_modules/.bin first on the PATH of every script, and the `node` package put Node 24 there, whatever
# the system's Node is.
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" != 24 ]; then
  printf 'npm test runs on Node 24 (package.json engines); found %s at %s: run it through npm, after npm install\n' "$(node --version)" "$(command -v node)" >&2
  exit 1
fi
printf 'node %s (%s)\n' "$(node --version)" "$(command -v node)"

step "Chromium (Debian package)" bash scripts/test/ensure-chromium.sh
step "Java for the HTML checker (Debian package)" bash scripts/test/ensure-java.sh
step "PostgreSQL (Debian package, a cluster on loopback)" eval 'bash scripts/test/ensure-postgres.sh && start_postgres'
# Each of the two runs on one core: side by side, they take the time of the longer.
step "Type check and lint, side by side" both "npm run typecheck" "npm run lint"
step "Unit tests (PGlite and PostgreSQL)" npm run test:unit
step "Production build (with data checks)" npm run build
# Starts the production build on a free port and weighs one page of each type.
step "Byte budget (gzipped JS, CSS, HTML per page type)" npx --no-install tsx scripts/speed/byte-budget.ts
step "Language-config variant build" bash scripts/test/build-variant.sh
step "Browser tests (Playwright)" npx playwright test
# Two instances, a worker, PostgreSQL and nginx (Debian's, installed when missing) on loopback, and the faults.
step "Cluster: two instances behind nginx, and the faults" bash scripts/test/test-cluster.sh
# Last, with nothing else running: Lighthouse's scores move with the machine's load.
step "Lighthouse gate (mobile, beside the bare Next page, 5 rounds)" npx --no-install tsx scripts/speed/lighthouse.ts --check

printf '\n== All steps passed in %ds\n' "$((SECONDS - total_start))"
printf '%s\n' "${summary[@]}"
