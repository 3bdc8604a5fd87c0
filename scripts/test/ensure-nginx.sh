#!/usr/bin/env bash
# Makes sure Debian's nginx is installed: the caching reverse proxy of `npm run test:cluster`
# (deploy/nginx.conf). The package's own service is stopped and left alone: the test starts an nginx
# of its own on loopback with a configuration and folders in a temporary directory.
# Idempotent: prints nothing and exits 0 when nginx is already there.
set -euo pipefail

# shellcheck source=scripts/test/debian-packages.sh
source "$(dirname "$0")/debian-packages.sh"

nginx_bin() { command -v nginx 2>/dev/null || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; }; }

nginx_bin >/dev/null && exit 0
echo "ensure-nginx: installing Debian's nginx..."
# The package's post-install starts its service on port 80; without a running init (a container) it
# cannot, and that must not fail the install.
apt_install nginx
as_root service nginx stop >/dev/null 2>&1 || true
nginx_bin >/dev/null || { echo "ensure-nginx: installed nginx but found no nginx program" >&2; exit 1; }
echo "ensure-nginx: $("$(nginx_bin)" -v 2>&1) installed"
