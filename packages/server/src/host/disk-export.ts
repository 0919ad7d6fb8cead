// The whole disk of a checkpoint as one raw image (its qcow2 chain flattened), for exports.

import { run } from '../sys/run.ts';

export async function flattenToRaw(qcow2: string, rawPath: string): Promise<void> {
  await run(['qemu-img', 'convert', '-q', '-U', '-O', 'raw', qcow2, rawPath]);
}
