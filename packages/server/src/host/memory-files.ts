// Guest RAM files on the host: sparse copies (only allocated extents), clones on filesystems that
// share extents, and their real size. A RAM file is as large as the guest's memory but holds only
// the pages the guest ever touched.

import fs from 'node:fs';
import path from 'node:path';
import { run } from '../sys/run.ts';

/**
 * Copies a file keeping its holes. GNU cp (coreutils >= 9) clones it where the filesystem shares
 * extents (XFS with reflink, btrfs: a few ms whatever the size, no space used) and otherwise walks
 * the data extents with SEEK_DATA/SEEK_HOLE and copies them with copy_file_range, so holes cost
 * nothing. Measured here (ext4, page cache hot): ~1.8 GB/s of allocated data.
 */
export async function copySparse(src: string, dst: string): Promise<void> {
  await run(['cp', '--sparse=auto', '--reflink=auto', src, dst]);
}

/**
 * Whether files in `dir` can be cloned (FICLONE). A clone shares the file's blocks on disk, so the
 * source's dirty pages are written back first: `flushFile` a RAM file while its guest still runs
 * and the clone taken while it is stopped only writes what the guest dirtied since.
 */
export async function canClone(dir: string): Promise<boolean> {
  const probe = path.join(dir, `.clone-probe-${process.pid}`);
  fs.writeFileSync(probe, 'x');
  try {
    await run(['cp', '--reflink=always', probe, `${probe}.copy`]);
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(probe, { force: true });
    fs.rmSync(`${probe}.copy`, { force: true });
  }
}

/** Writes a file's dirty pages back to disk (fdatasync), off the event loop. */
export async function flushFile(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r+');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Bytes a file occupies on disk (allocated blocks), 0 if it is missing. */
export function allocatedBytes(file: string): number {
  try {
    return fs.statSync(file).blocks * 512;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
}
