#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server: initdb into a temp dir, start it on
# 127.0.0.1 on a free port, export TEST_PG_ADMIN_URL, run "$@", stop and delete it afterwards.
# PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user.
set -euo pipefail

pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$pgbin" ] || [ ! -x "$pgbin/postgres" ]; then
  echo "with-postgres: no PostgreSQL in /usr/lib/postgresql/*/bin (apt-get install postgresql)" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/bq-pg.XXXXXX)
as=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  as=(runuser -u postgres --)
fi
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

cleanup() {
  "${as[@]}" "$pgbin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

"${as[@]}" "$pgbin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >/dev/null
# fsync off: a test server's durability is not under test here (the SIGKILL test kills our
# server process, not PostgreSQL).
"${as[@]}" "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-h 127.0.0.1 -p $port -k $dir -F -c max_connections=200" start >/dev/null

export TEST_PG_ADMIN_URL="postgres://postgres@127.0.0.1:$port/postgres"
# How to stop and start this server again (bench:cluster takes it away to watch /readyz turn):
# `$TEST_PG_CTL stop -m fast`, `$TEST_PG_CTL start -w -o "$TEST_PG_OPTS"`.
export TEST_PG_CTL="${as[*]:+${as[*]} }$pgbin/pg_ctl -D $dir/data -l $dir/log"
export TEST_PG_OPTS="-h 127.0.0.1 -p $port -k $dir -F -c max_connections=200"
echo "with-postgres: PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
