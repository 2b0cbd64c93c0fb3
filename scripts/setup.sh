#!/usr/bin/env bash
# Makes this machine able to run the workspace (and, with `test`, to test it).
# Idempotent and quick when everything is already there, so the README's commands can call it
# on every run: a fresh machine with only Node 20 and npm needs nothing else by hand.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-run}"
PNPM_VERSION=12.21.0

if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION"
  npm install --global --silent "pnpm@$PNPM_VERSION"
fi

if [ "$mode" = test ]; then
  # The server suite runs a second time against a real PostgreSQL server (and PgBouncer). No browser or font is
  # installed from the distribution: the browser suites draw with the Chromium build and the fonts
  # pinned in pnpm-lock.yaml (scripts/chromium.mjs), whatever Debian or Ubuntu release this is.
  missing=()
  compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)
  # The PostgreSQL pass also runs the server through PgBouncer in transaction mode.
  [ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
  if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    echo "setup: installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
pnpm install --frozen-lockfile --reporter=silent
