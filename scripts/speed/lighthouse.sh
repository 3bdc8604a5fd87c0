#!/usr/bin/env bash
# Lighthouse against the production build with Debian's Chromium; the work is in scripts/speed/lighthouse.ts.
#   npm run lighthouse                                  every page type, mobile, median of 5 runs
#   npm run lighthouse -- --base URL [--runs N]         the same against a site already running at URL (no owner portal)
#   npm run lighthouse -- --check                       the CI budget of budgets.json (median of 3)
#   npm run lighthouse -- URL [mobile|desktop] [RUNS]   one page
set -euo pipefail
cd "$(dirname "$0")/../.."
exec npx --no-install tsx scripts/speed/lighthouse.ts "$@"
