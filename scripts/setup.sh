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
  # Browser suites use Debian's Chromium (never a downloaded build) and one font, so screenshots
  # are byte-stable; the server suite runs a second time against a real PostgreSQL server.
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  dpkg -s fonts-dejavu-core >/dev/null 2>&1 || missing+=(fonts-dejavu-core)
  # Chinese titles (language 1) need glyphs; one small CJK font keeps them readable and stable.
  dpkg -s fonts-wqy-microhei >/dev/null 2>&1 || missing+=(fonts-wqy-microhei)
  compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)
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
