#!/usr/bin/env bash
# Runs one of the agency's commands in the running worker's container (docs/deployment.md), the
# compiled one the image carries (scripts/build/commands.ts), against the deployment's database:
#   deploy/command.sh owner add --email an@example.be --name "An Owner" --properties 4127
#   deploy/command.sh submissions list
# Commands: owner, staff, submissions, alerts, visits, crm, db-migrate.
set -euo pipefail
cd "$(dirname "$0")"

if [ $# -lt 1 ]; then
  echo "usage: deploy/command.sh owner|staff|submissions|alerts|visits|crm|db-migrate [arguments]" >&2
  exit 2
fi
command=$1
shift
# compose.yaml names the images by the deployment: the one deploy.sh made live.
if [ -z "${VITRINE_DEPLOYMENT_ID:-}" ]; then
  VITRINE_DEPLOYMENT_ID=$(sed -n 's/.*default "\(.*\)".*/\1/p' nginx/deployment.conf)
fi
export VITRINE_DEPLOYMENT_ID
tty=()
[ -t 0 ] || tty=(-T)
exec docker compose exec "${tty[@]}" worker node --require ./server/load-env.cjs ".commands/$command.mjs" "$@"
