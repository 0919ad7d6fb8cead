// zstd, the one compressor of checkpoint uploads and exports.

import { run } from './run.ts';

/** Compresses `input` into `output` (fast level: checkpoints are mostly zeros). */
export async function compress(input: string, output: string): Promise<void> {
  await run(['zstd', '-q', '-f', '-1', '-T0', input, '-o', output]);
}

/** Decompresses `input` into `output`, keeping runs of zeros as holes. */
export async function decompress(input: string, output: string): Promise<void> {
  await run(['zstd', '-q', '-f', '-d', '--sparse', input, '-o', output]);
}
