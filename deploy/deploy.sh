#!/usr/bin/env bash
# Deploys the checked-out commit with deploy/compose.yaml (docs/deployment.md):
#   1. builds the web and worker images, named by the deployment id;
#   2. replaces the web instances one at a time (nginx sends requests to the other meanwhile) and the
#      worker; PostgreSQL stays;
#   3. writes the deployment id into nginx's cache key and reloads nginx, which drops no connection:
#      from then on every page comes from the new deployment.
# Needs Docker with Compose and deploy/.env (deploy/env.example).
set -euo pipefail
cd "$(dirname "$0")"

# The commit, and the data files' changes when they are not committed yet.
id=$(git rev-parse --short=12 HEAD)
if ! git diff --quiet HEAD -- ../data; then id="$id-$(git diff HEAD -- ../data | sha256sum | cut -c1-8)"; fi
export VITRINE_DEPLOYMENT_ID=$id
echo "deploy: deployment $id"

docker compose build
docker compose up -d --wait postgres
for service in web1 web2; do docker compose up -d --no-deps --wait "$service"; done
docker compose up -d --no-deps worker

mkdir -p nginx
printf 'map $host $vitrine_deployment { default "%s"; }\n' "$id" >nginx/deployment.conf
if [ -n "$(docker compose ps -q nginx)" ]; then
  docker compose exec nginx nginx -s reload
else
  docker compose up -d --no-deps nginx
fi
echo "deploy: $id is live"
