// Builds the read-only ext4 base disk of an image from an unpacked root filesystem, the way
// guest/build.sh builds the local images: a sparse file of the sandbox's full writable size
// (16 GiB) populated by `mkfs.ext4 -d`, so the per-sandbox qcow2 overlay exposes the whole disk
// without a resize in the guest, and unwritten blocks cost nothing on the host.

import { open } from 'node:fs/promises';
import { run } from '../sys/run.ts';

/** Every sandbox has a fixed 16 GiB writable disk (spec, fact 4). */
export const BASE_DISK_BYTES = 16 * 1024 ** 3;

export const ROOT_LABEL = 'warren-root';

export async function buildExt4(rootfs: string, out: string, sizeBytes = BASE_DISK_BYTES): Promise<void> {
  const fh = await open(out, 'w');
  try {
    await fh.truncate(sizeBytes);
  } finally {
    await fh.close();
  }
  // Lazy inode-table and journal init: the kernel finishes them on first mount, so building
  // takes a fraction of a second instead of writing gigabytes of zeros.
  await run([
    'mkfs.ext4',
    '-q',
    '-F',
    '-L',
    ROOT_LABEL,
    '-d',
    rootfs,
    '-E',
    'lazy_itable_init=1,lazy_journal_init=1',
    out,
  ]);
}
