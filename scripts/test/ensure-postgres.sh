#!/usr/bin/env bash
# Makes sure PostgreSQL's server programs (initdb, pg_ctl) are installed, for the database tests
# that run against a real server besides the embedded one. Installs Debian's postgresql package when
# they are missing. Idempotent: prints nothing and exits 0 when they are there.
set -euo pipefail

# shellcheck source=scripts/test/debian-packages.sh
source "$(dirname "$0")/debian-packages.sh"

pg_bindir() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

if pg_bindir >/dev/null; then
  exit 0
fi
echo "ensure-postgres: PostgreSQL's server programs not found; installing Debian's postgresql package..."
apt_install postgresql
# The package starts a cluster of its own; the tests use their own in a temporary folder instead.
as_root service postgresql stop >/dev/null 2>&1 || true
if ! dir=$(pg_bindir); then
  echo "ensure-postgres: installed postgresql but found no initdb under /usr/lib/postgresql/*/bin" >&2
  exit 1
fi
echo "ensure-postgres: $("$dir/postgres" --version) installed"
