#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for tests, on loopback, in a temporary folder.
#   scripts/test/postgres-cluster.sh start DIR [PORT]   creates and starts it; prints its DATABASE_URL
#   scripts/test/postgres-cluster.sh stop DIR           stops it and removes DIR
#   scripts/test/postgres-cluster.sh pause DIR          stops the server, keeping its data (a fault test)
#   scripts/test/postgres-cluster.sh resume DIR         starts it again, on the same port
# PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
set -euo pipefail

usage='usage: postgres-cluster.sh start|stop|pause|resume DIR [PORT]'
command=${1:?$usage}
dir=${2:?$usage}
port=${3:-55432}

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r | head -n 1)
if [ -z "$bindir" ] || [ ! -x "$bindir/pg_ctl" ]; then
  echo "postgres-cluster: PostgreSQL is not installed (scripts/test/ensure-postgres.sh installs it)" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    # From /: the postgres user may not enter the caller's folder (a clone under a 0700 temporary one).
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

case "$command" in
  start)
    mkdir -p "$dir"
    if [ "$(id -u)" -eq 0 ]; then
      chown postgres "$dir"
      # The postgres user must reach DIR: let it through the folders above (mktemp makes them 0700).
      parent=$(dirname "$(realpath "$dir")")
      while [ "$parent" != / ]; do chmod o+x "$parent"; parent=$(dirname "$parent"); done
    fi
    as_owner "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
      { cat "$dir/initdb.log" >&2; exit 1; }
    # Durability settings are not what is tested here; speed is what the suite needs.
    echo "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >"$dir/options"
    as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 -o "$(cat "$dir/options")" \
      start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  pause)
    as_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  resume)
    as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 -o "$(cat "$dir/options")" \
      start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    ;;
  stop)
    if [ -d "$dir/data" ]; then
      as_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "$usage" >&2
    exit 2
    ;;
esac
