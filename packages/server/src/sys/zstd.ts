// zstd, the one compressor of checkpoint uploads and exports.

import { run } from './run.ts';

/**
 * Compresses `input` into `output` (fast level: checkpoints are mostly zeros). Uploads and exports
 * are background work: at nice 10 the compressor yields the CPUs to sandboxes and to the short
 * steps of a checkpoint (a guest's pause waited ~100 ms more for them without it, seen here).
 */
export async function compress(input: string, output: string): Promise<void> {
  await run(['zstd', '-q', '-f', '-1', '-T0', input, '-o', output], { nice: 10 });
}

/** Decompresses `input` into `output`, keeping runs of zeros as holes. */
export async function decompress(input: string, output: string): Promise<void> {
  await run(['zstd', '-q', '-f', '-d', '--sparse', input, '-o', output]);
}
