#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster (own temp dir, free
# port, removed afterwards). Uses the server binaries under /usr/lib/postgresql/*/bin; as root it
# installs them with apt when missing and runs the server as the 'postgres' user.
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1; }
PGBIN=$(find_bin || true)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "with-postgres: installing the Debian package 'postgresql'..." >&2
    # Only the binaries are wanted: stop Debian from creating and starting a system 'main' cluster.
    mkdir -p /etc/postgresql-common
    [ -f /etc/postgresql-common/createcluster.conf ] || echo "create_main_cluster = false" >/etc/postgresql-common/createcluster.conf
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
      -o Dpkg::Options::=--force-confold postgresql >/dev/null
    PGBIN=$(find_bin)
  else
    echo "with-postgres: PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin." >&2
    echo "Install the Debian package 'postgresql' (apt-get install postgresql) or run as root." >&2
    exit 1
  fi
fi

TMP=$(mktemp -d /tmp/sitewatch-pg.XXXXXX)
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then chown postgres "$TMP"; fi

cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$TMP/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap cleanup EXIT INT TERM

as_pg "$PGBIN/initdb" -D "$TMP/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null
# Durability settings are off: this cluster lives for one test run.
OPTS="-p $PORT -k $TMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
as_pg "$PGBIN/pg_ctl" -D "$TMP/data" -l "$TMP/server.log" -w -t 60 start -o "$OPTS" >/dev/null
# The outage test (apps/server/src/db/outage.db.test.ts) stops and starts this server for real.
export SITEWATCH_PG_CTL="$PGBIN/pg_ctl" SITEWATCH_PGDATA="$TMP/data" SITEWATCH_PG_LOG="$TMP/server.log" SITEWATCH_PG_OPTS="$OPTS"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on port $PORT" >&2
set +e
"$@"
status=$?
set -e
exit $status
