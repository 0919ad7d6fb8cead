// zstd, the one compressor of checkpoint uploads and exports.

import { CommandError, run } from './run.ts';

/**
 * The input read with O_DIRECT: a 16 GiB disk that is nearly all holes, read through the page
 * cache, first has every hole filled with zeroed cache pages (an export's flattened disk: 22 s
 * here, 19 of them in the kernel), against 11 s read direct. Each stage has its own parent-death
 * signal, so neither outlives the shell, which dies with the server (run.ts).
 */
const READ_DIRECT =
  'set -o pipefail; setpriv --pdeathsig KILL -- dd if="$1" iflag=direct bs=4M status=none' +
  ' | setpriv --pdeathsig KILL -- zstd -q -f -1 -T0 -o "$2"';

/**
 * Compresses `input` into `output` (fast level: checkpoints are mostly zeros). Uploads and exports
 * are background work: at nice 10 the compressor yields the CPUs to sandboxes and to the short
 * steps of a checkpoint (a guest's pause waited ~100 ms more for them without it, seen here).
 * A filesystem that refuses O_DIRECT (tmpfs before Linux 6.6) is read through the page cache instead.
 */
export async function compress(input: string, output: string): Promise<void> {
  try {
    await run(['bash', '-c', READ_DIRECT, 'compress', input, output], { nice: 10 });
  } catch (err) {
    if (!(err instanceof CommandError)) throw err;
    await run(['zstd', '-q', '-f', '-1', '-T0', input, '-o', output], { nice: 10 });
  }
}

/** Decompresses `input` into `output`, keeping runs of zeros as holes. */
export async function decompress(input: string, output: string): Promise<void> {
  await run(['zstd', '-q', '-f', '-d', '--sparse', input, '-o', output]);
}
