#!/usr/bin/env bash
# `npm run test:cluster`: the deployment of docs/deployment.md on loopback (tests/cluster/): two
# `next start` instances and one outbox worker (compiled, `.commands/worker.mjs`) on a PostgreSQL cluster of their own, nginx with
# deploy/nginx.conf in front over TLS, a real SMTP server; then the checks and the fault tests.
# Installs Debian's nginx, wrk (the load test) and PostgreSQL when they are missing; builds the main and the variant build
# (the "new deployment") when they are missing. Everything listens on 127.0.0.1, ports from
# CLUSTER_PORT (3400) up; CLUSTER_KEEP=1 keeps the folder with the logs.
set -euo pipefail
cd "$(dirname "$0")/../.."

bash scripts/test/ensure-nginx.sh
bash scripts/test/ensure-wrk.sh
bash scripts/test/ensure-postgres.sh
bash scripts/test/ensure-chromium.sh
[ -f .next/BUILD_ID ] || npm run build
[ -f .next-variant/BUILD_ID ] || bash scripts/test/build-variant.sh
# The worker runs compiled, as in the image (scripts/build/commands.ts, a second or two).
npm run build:commands

# A certificate for localhost, trusted by the test's Node processes (NODE_EXTRA_CA_CERTS is read at
# start) and accepted by its browser (ignoreHTTPSErrors).
tls=$(mktemp -d "${TMPDIR:-/tmp}/vitrine-cluster-tls.XXXXXX")
trap 'rm -rf "$tls"' EXIT
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=localhost \
  -addext 'subjectAltName=DNS:localhost,IP:127.0.0.1' -keyout "$tls/key.pem" -out "$tls/cert.pem" 2>/dev/null
chmod 644 "$tls/key.pem"

CLUSTER_TLS_CERT=$tls/cert.pem CLUSTER_TLS_KEY=$tls/key.pem NODE_EXTRA_CA_CERTS=$tls/cert.pem \
  npx playwright test -c tests/cluster/playwright.config.ts "$@"
