#!/bin/bash
# Installs what Warren needs on a Debian 12 host, idempotently and quickly when all is there:
# Debian packages (scripts/apt-packages.txt), Node 24 and npm packages (node_modules), and the
# guest artifacts (guest/build.sh). Run as root. Everything it does is skipped when up to date.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

missing_packages() {
  local pkgs
  pkgs=$(grep -v '^#' "$1" | grep -v '^$')
  for p in $pkgs; do
    dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q 'install ok installed' || echo "$p"
  done
}

apt_install() {
  echo "==> apt: installing $*"
  if [ -z "${WARREN_APT_UPDATED:-}" ]; then
    apt-get update -q >/dev/null
    export WARREN_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@" >/dev/null
}

extra_lists=("$@")
want=$(missing_packages scripts/apt-packages.txt; for l in "${extra_lists[@]}"; do missing_packages "$l"; done)
if [ -n "$want" ]; then apt_install $want; fi

# npm brings Node 24 itself (the `node` devDependency); a bare Debian machine needs an npm first.
if ! command -v npm >/dev/null; then apt_install nodejs npm; fi
lock_hash=$(sha256sum package-lock.json | cut -c1-64)
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-lock 2>/dev/null)" != "$lock_hash" ]; then
  echo "==> npm: installing packages"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_hash" > node_modules/.warren-lock
fi

guest/build.sh
guest/images/default.sh
