#!/bin/bash
# Builds everything a Warren guest boots from, under build/ (gitignored):
#   build/guest/vmlinux            uncompressed kernel (PVH boot; skips XZ decompression under TCG)
#   build/guest/warren-agent       static Go guest agent (PID 1 of the VM)
#   build/guest/warren-volume-server  static Go file server of a volume, run by the host (docs/volumes.md)
#   build/guest/initramfs.cpio     busybox, kernel modules, the agent as /init (uncompressed: the
#                                  kernel unpacks it faster than it could gunzip it under TCG)
#   build/images/busybox/{disk.ext4,config.json}
#   build/images/python/{disk.ext4,config.json}   (Debian 12 minbase + python3, via mmdebstrap)
# Idempotent: each step is skipped when its output is newer than its inputs. Images are rebuilt
# only when missing (or busybox changed): delete build/images/<name> to rebuild one, since
# running sandboxes have overlays on top of the base.
# Usage: guest/build.sh [--no-python]
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/build/guest"
IMAGES="$ROOT/build/images"
KVER="${WARREN_KERNEL_VERSION:-$(ls /lib/modules | sort -V | tail -1)}"
VMLINUZ="/boot/vmlinuz-$KVER"
# ext4 bases are built at the sandbox's full writable size, sparse: the guest sees all 16 GiB
# without an online resize at boot, and unwritten blocks cost nothing on the host.
DISK_SIZE="16G"
WITH_PYTHON=1
[ "${1:-}" = "--no-python" ] && WITH_PYTHON=0

mkdir -p "$OUT" "$IMAGES"
step() { echo "==> $*"; }
# newer OUT IN...: true when OUT exists and is newer than every IN
newer() { local out="$1"; shift; [ -e "$out" ] || return 1; for f in "$@"; do [ "$f" -nt "$out" ] && return 1; done; return 0; }

# --- kernel -----------------------------------------------------------------------------------
if newer "$OUT/vmlinux" "$VMLINUZ"; then
  step "kernel: up to date ($KVER)"
else
  step "kernel: extracting vmlinux from $VMLINUZ"
  # The bzImage carries the kernel as an XZ stream: find its magic and decompress from there
  # (xz complains about the trailing bytes after the stream; the output is complete).
  off=$(LC_ALL=C grep -obUaP '\xfd7zXZ\x00' "$VMLINUZ" | head -1 | cut -d: -f1)
  [ -n "$off" ] || { echo "no XZ payload found in $VMLINUZ" >&2; exit 1; }
  tail -c +"$((off + 1))" "$VMLINUZ" | xz -dc > "$OUT/vmlinux.tmp" 2>/dev/null || true
  [ "$(head -c 4 "$OUT/vmlinux.tmp" | od -An -c | tr -d ' ')" = "177ELF" ] || { echo "decompressed kernel is not ELF" >&2; exit 1; }
  mv "$OUT/vmlinux.tmp" "$OUT/vmlinux"
fi

# --- agent ------------------------------------------------------------------------------------
AGENT_SRC=$(find "$ROOT/guest/agent" -name '*.go' -o -name go.mod)
if newer "$OUT/warren-agent" $AGENT_SRC; then
  step "agent: up to date"
else
  step "agent: go build (static)"
  (cd "$ROOT/guest/agent" && CGO_ENABLED=0 GOFLAGS=-trimpath go build -ldflags='-s -w' -o "$OUT/warren-agent.tmp" .)
  mv "$OUT/warren-agent.tmp" "$OUT/warren-agent"
fi

# --- the host's file server of volumes (docs/volumes.md): built from the agent's module, whose wire it shares
if newer "$OUT/warren-volume-server" $AGENT_SRC; then
  step "volume server: up to date"
else
  step "volume server: go build (static)"
  (cd "$ROOT/guest/agent" && CGO_ENABLED=0 GOFLAGS=-trimpath go build -ldflags='-s -w' -o "$OUT/warren-volume-server.tmp" ./fileserver)
  mv "$OUT/warren-volume-server.tmp" "$OUT/warren-volume-server"
fi

# --- initramfs --------------------------------------------------------------------------------
# Load order matters: the agent loads modules.order in three phases: up to virtio_console before
# it answers the host, then up to ext4 (and mounts the disk), then the network driver.
MODULES=(
  kernel/drivers/virtio/virtio_ring.ko
  kernel/drivers/virtio/virtio.ko
  kernel/drivers/virtio/virtio_mmio.ko
  kernel/drivers/char/virtio_console.ko
  kernel/drivers/block/virtio_blk.ko
  kernel/lib/crc16.ko
  kernel/crypto/crc32c_generic.ko
  kernel/fs/mbcache.ko
  kernel/fs/jbd2/jbd2.ko
  kernel/fs/ext4/ext4.ko
  kernel/net/core/failover.ko
  kernel/drivers/net/net_failover.ko
  kernel/drivers/net/virtio_net.ko
  kernel/fs/fuse/fuse.ko
)
if newer "$OUT/initramfs.cpio" "$OUT/warren-agent" /bin/busybox "$0"; then
  step "initramfs: up to date"
else
  step "initramfs: busybox + ${#MODULES[@]} modules + agent"
  stage="$OUT/initramfs.d"
  rm -rf "$stage"; mkdir -p "$stage"/{bin,sbin,dev,proc,sys,mnt/root,run,tmp,lib/modules,etc}
  cp /bin/busybox "$stage/bin/busybox"
  for app in sh ls cat ps mount umount ip dmesg free top kill mkdir rm; do ln -s busybox "$stage/bin/$app"; done
  : > "$stage/lib/modules/modules.order"
  for m in "${MODULES[@]}"; do
    src="/lib/modules/$KVER/$m"
    [ -f "$src" ] || { echo "missing module $src" >&2; exit 1; }
    # Dropping the appended signature (and debug info) spares the guest an RSA verification per
    # module, which costs ~80 ms each under TCG. The kernel does not enforce signatures.
    strip --strip-debug -o "$stage/lib/modules/$(basename "$m")" "$src"
    basename "$m" >> "$stage/lib/modules/modules.order"
  done
  cp "$OUT/warren-agent" "$stage/init"
  (cd "$stage" && find . -mindepth 1 | LC_ALL=C sort | cpio -o -H newc --quiet -R 0:0 > "$OUT/initramfs.cpio.tmp")
  mv "$OUT/initramfs.cpio.tmp" "$OUT/initramfs.cpio"
  rm -rf "$stage"
fi

# --- images -----------------------------------------------------------------------------------
# make_disk DIR ROOTFS: sparse ext4 of DISK_SIZE populated from ROOTFS (no root needed for -d).
make_disk() {
  local dir="$1" rootfs="$2"
  rm -f "$dir/disk.ext4.tmp"
  truncate -s "$DISK_SIZE" "$dir/disk.ext4.tmp"
  mkfs.ext4 -q -F -L warren-root -d "$rootfs" -E lazy_itable_init=1,lazy_journal_init=1 \
    "$dir/disk.ext4.tmp"
  mv "$dir/disk.ext4.tmp" "$dir/disk.ext4"
}

BB="$IMAGES/busybox"
BB_RECIPE=2  # bump when the busybox image's contents change
if newer "$BB/disk.ext4" /bin/busybox && [ "$(cat "$BB/recipe" 2>/dev/null)" = "$BB_RECIPE" ]; then
  step "image busybox: up to date"
else
  step "image busybox: building"
  mkdir -p "$BB"
  rootfs="$BB/rootfs.d"
  rm -rf "$rootfs"; mkdir -p "$rootfs"/{bin,sbin,usr/bin,usr/sbin,etc,proc,sys,dev,run,tmp,root,home,var}
  chmod 1777 "$rootfs/tmp"
  cp /bin/busybox "$rootfs/bin/busybox"
  for app in $(/bin/busybox --list-full); do
    [ "$app" = bin/busybox ] || [ -e "$rootfs/$app" ] || ln -s /bin/busybox "$rootfs/$app"
  done
  printf 'root:x:0:0:root:/root:/bin/sh\n' > "$rootfs/etc/passwd"
  # Runtime `vm` runs /sbin/init (busybox init): nothing to start, it just reaps.
  printf '::sysinit:/bin/true\n' > "$rootfs/etc/inittab"
  printf 'root:x:0:\n' > "$rootfs/etc/group"
  make_disk "$BB" "$rootfs"
  rm -rf "$rootfs"
  echo "$BB_RECIPE" > "$BB/recipe"
  cat > "$BB/config.json" <<'JSON'
{"entrypoint":[],"env":["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin","HOME=/root"],"cwd":"/"}
JSON
fi

PY="$IMAGES/python"
if [ "$WITH_PYTHON" = 0 ]; then
  step "image python: skipped (--no-python)"
elif [ -e "$PY/disk.ext4" ]; then
  step "image python: up to date"
else
  step "image python: mmdebstrap bookworm minbase + python3 (uses the host's apt sources)"
  command -v mmdebstrap >/dev/null || { echo "mmdebstrap missing: apt-get install mmdebstrap" >&2; exit 1; }
  mkdir -p "$PY"
  rootfs="$PY/rootfs.d"
  rm -rf "$rootfs"
  # The host's own apt sources and apt configuration (proxies, mirrors) are what we may reach.
  sources=(); aptopts=()
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -s "$f" ] && grep -qv '^\s*\(#\|$\)' "$f" && sources+=("$f")
  done
  for f in /etc/apt/apt.conf.d/*; do [ -f "$f" ] && aptopts+=(--aptopt="$f"); done
  mmdebstrap --variant=minbase --include=python3,ca-certificates,procps \
    "${aptopts[@]}" \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' \
    bookworm "$rootfs" "${sources[@]}"
  make_disk "$PY" "$rootfs"
  rm -rf "$rootfs"
  cat > "$PY/config.json" <<'JSON'
{"entrypoint":[],"env":["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin","HOME=/root","LANG=C.UTF-8"],"cwd":"/"}
JSON
fi

step "done: $OUT, $IMAGES"
