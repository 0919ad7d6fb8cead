#!/bin/bash
# Installs what Warren needs on a Debian 12 host, idempotently and quickly when all is there:
# Debian packages (scripts/apt-packages.txt, plus any lists given as arguments), Node 24 and npm
# packages (node_modules), the data store (scripts/store.sh), and the guest artifacts and images
# (guest/), and the jail's launcher. Run as root.
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

want=$(for list in scripts/apt-packages.txt "$@"; do missing_packages "$list"; done | sort -u)
if [ -n "$want" ]; then apt_install $want; fi

# npm brings Node 24 itself (the `node` devDependency); a bare Debian machine needs an npm first.
if ! command -v npm >/dev/null; then apt_install nodejs npm; fi
deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

scripts/store.sh
# The jail's launcher, which every QEMU starts through (packages/server/src/host/jail/, docs/security.md).
JAIL=packages/server/src/host/jail
if [ ! -x build/jail/warren-jail ] || [ "$JAIL/launcher.c" -nt build/jail/warren-jail ] \
   || [ "$JAIL/readonly-memory.c" -nt build/jail/readonly-memory.so ] \
   || [ ! -x build/jail/warren-pages ] || [ "$JAIL/written-pages.c" -nt build/jail/warren-pages ]; then
  echo "==> jail: building build/jail/warren-jail, readonly-memory.so and warren-pages"
  mkdir -p build/jail
  gcc -O2 -Wall -Wextra -Werror -o build/jail/warren-jail.tmp "$JAIL/launcher.c"
  gcc -O2 -Wall -Wextra -Werror -shared -fPIC -o build/jail/readonly-memory.so.tmp "$JAIL/readonly-memory.c" -ldl
  gcc -O2 -Wall -Wextra -Werror -o build/jail/warren-pages.tmp "$JAIL/written-pages.c"
  mv build/jail/readonly-memory.so.tmp build/jail/readonly-memory.so
  mv build/jail/warren-pages.tmp build/jail/warren-pages
  mv build/jail/warren-jail.tmp build/jail/warren-jail
fi
guest/build.sh
guest/images/default.sh
