// The filesystem of one volume (docs/volumes.md, "Size"): an ext4 image file on the data store,
// allocated whole when made (so a volume never writes into the host's disk reserve, and its size is
// a true ENOSPC for the guest), loop-mounted nosuid, nodev, noexec. The one place mkfs.ext4, mount,
// umount, losetup, resize2fs, fsfreeze and fallocate are called for volumes. It knows files and
// mounts, nothing of uids, servers or sandboxes.

import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { run } from '../../sys/run.ts';

const MIB = 1024 * 1024;
/** One inode per 4 KiB: a 512 MiB volume holds 131,072 files (inode tables take 1/16 of it). */
const BYTES_PER_INODE = 4096;
const MOUNT_OPTIONS = 'loop,nosuid,nodev,noexec,noatime,noinit_itable';

/** Makes `file` an ext4 filesystem of `sizeMb`, every block allocated, its root owned by `uid`. */
export async function makeImage(file: string, sizeMb: number, uid: number): Promise<void> {
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, '', { mode: 0o600 });
  await allocate(file, sizeMb);
  await run([
    'mkfs.ext4',
    '-q',
    '-F',
    '-m',
    '0',
    '-i',
    String(BYTES_PER_INODE),
    '-L',
    'warren-volume',
    // nodiscard: mkfs discards a file's blocks by punching holes in it, which would undo the
    // fallocate above and let the volume's writes take the host's free space later.
    '-E',
    `root_owner=${uid}:${uid},lazy_itable_init=1,lazy_journal_init=1,nodiscard`,
    file,
  ]);
}

/** Allocates `file` to `sizeMb` (its holes too: a volume's space is taken when it is made). */
export async function allocate(file: string, sizeMb: number): Promise<void> {
  await run(['fallocate', '-l', String(sizeMb * MIB), file]);
}

export function isMounted(dir: string): boolean {
  const target = fs.realpathSync(dir);
  return fs
    .readFileSync('/proc/self/mounts', 'utf8')
    .split('\n')
    .some((line) => line.split(' ')[1] === target.replace(/ /g, '\\040'));
}

/** Loop device backing the mount at `dir`. */
function loopDevice(dir: string): string {
  const target = fs.realpathSync(dir);
  for (const line of fs.readFileSync('/proc/self/mounts', 'utf8').split('\n')) {
    const [source, at] = line.split(' ');
    if (at === target && source.startsWith('/dev/loop')) return source;
  }
  throw new Error(`${dir} is not a loop mount`);
}

export async function mountImage(file: string, dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  if (isMounted(dir)) return;
  await run(['mount', '-t', 'ext4', '-o', MOUNT_OPTIONS, file, dir]);
}

/** Unmounts (the loop device goes with it: mount's autoclear). A mount that is not there is fine. */
export async function unmountImage(dir: string): Promise<void> {
  if (!fs.existsSync(dir) || !isMounted(dir)) return;
  await run(['umount', dir]);
}

/**
 * Unmounts `dir` and waits, at most `timeoutMs`, until no loop device holds `file`: false if one
 * still does. A mount namespace made while the volume was mounted (each jail's launcher copies the
 * host's mounts until it pivots away from them) keeps the filesystem, and so its loop device, a
 * moment after this unmount; checking, resizing or mounting the file before it lets go would work
 * under a filesystem still open (a new mount would even get the old one's superblock, at the old
 * size).
 */
export async function unmountWhole(file: string, dir: string, timeoutMs = 10_000): Promise<boolean> {
  await unmountImage(dir);
  const deadline = Date.now() + timeoutMs;
  while (loopsOf(file).length > 0) {
    if (Date.now() > deadline) return false;
    await delay(10);
  }
  return true;
}

/** The loop devices whose backing file is `file`. */
function loopsOf(file: string): string[] {
  const target = fs.realpathSync(file);
  return fs.readdirSync('/sys/block').filter((name) => {
    if (!name.startsWith('loop')) return false;
    try {
      return fs.readFileSync(`/sys/block/${name}/loop/backing_file`, 'utf8').trim() === target;
    } catch {
      return false; // no file behind it, or detached since the listing
    }
  });
}

/**
 * Grows the image and its mounted filesystem to `sizeMb` online (sandboxes keep writing). False
 * where the kernel refuses an online resize (a host agent without CAP_SYS_RESOURCE, as in some
 * containers): the caller grows it unmounted instead (growUnmounted).
 */
export async function growImage(file: string, dir: string, sizeMb: number): Promise<boolean> {
  await allocate(file, sizeMb);
  const dev = loopDevice(dir);
  await run(['losetup', '-c', dev]);
  const r = await run(['resize2fs', dev], { allowFailure: true });
  if (r.code === 0) return true;
  if (/Permission denied/.test(r.stderr)) return false;
  throw new Error(`resize2fs ${dev}: ${r.stderr.trim()}`);
}

/** Grows an image that is not mounted to `sizeMb` (checked first, as resize2fs wants). */
export async function growUnmounted(file: string, sizeMb: number): Promise<void> {
  await allocate(file, sizeMb);
  // e2fsck: 0 clean, 1 errors fixed; anything else is a filesystem it would not repair alone.
  const fsck = await run(['e2fsck', '-f', '-p', file], { allowFailure: true });
  if (fsck.code !== 0 && fsck.code !== 1)
    throw new Error(`e2fsck ${file}: ${fsck.stderr.trim() || fsck.stdout.trim()}`);
  await run(['resize2fs', file]);
}

/** Blocks writes to the mounted filesystem (a consistent copy), and lets them go on. */
export async function freeze(dir: string): Promise<void> {
  await run(['fsfreeze', '-f', dir]);
}

export async function thaw(dir: string): Promise<void> {
  await run(['fsfreeze', '-u', dir]);
}

/** Used blocks and inodes of the mounted filesystem, in bytes and inodes. */
export function usedSpace(dir: string): { bytes: number; inodes: number; sizeBytes: number } {
  const st = fs.statfsSync(dir);
  return { bytes: (st.blocks - st.bfree) * st.bsize, inodes: st.files - st.ffree, sizeBytes: st.blocks * st.bsize };
}
