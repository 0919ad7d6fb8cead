// Per-sandbox disks: a qcow2 overlay of exactly 16 GiB virtual size over the image's read-only
// ext4 base (raw). The bases are built sparse at the full 16 GiB (guest/build.sh), so the guest's
// filesystem already spans the whole writable size and nothing is resized at boot.

import { run } from '../sys/run.ts';

export const WRITABLE_DISK_BYTES = 16 * 1024 * 1024 * 1024;

export function createOverlay(baseDisk: string, overlayPath: string): Promise<void> {
  return createQcow2(overlayPath, baseDisk, 'raw');
}

/**
 * A qcow2 overlay on a frozen qcow2 layer (a checkpoint's disk.qcow2). `backingExists: false`
 * records the name of a layer that will only exist under that name once a checkpoint commits
 * (qemu-img then skips opening it, and needs the size given).
 */
export function createLayerOverlay(
  backingQcow2: string,
  overlayPath: string,
  opts: { backingExists?: boolean } = {},
): Promise<void> {
  return createQcow2(overlayPath, backingQcow2, 'qcow2', opts.backingExists === false ? ['-u'] : []);
}

/** The one `qemu-img create`: a 16 GiB qcow2 at `path` over `backing` of `backingFormat`. */
async function createQcow2(path: string, backing: string, backingFormat: 'raw' | 'qcow2', extra: string[] = []) {
  await run([
    'qemu-img',
    'create',
    '-q',
    '-f',
    'qcow2',
    ...extra,
    '-F',
    backingFormat,
    '-b',
    backing,
    path,
    String(WRITABLE_DISK_BYTES),
  ]);
}

export async function virtualSize(diskPath: string): Promise<number> {
  const { stdout } = await run(['qemu-img', 'info', '--output=json', '-U', diskPath]);
  return Number((JSON.parse(stdout) as { 'virtual-size': number })['virtual-size']);
}

/** The whole disk of a checkpoint as one raw image (its qcow2 chain flattened), for exports. */
export async function flattenToRaw(qcow2: string, rawPath: string): Promise<void> {
  await run(['qemu-img', 'convert', '-q', '-U', '-O', 'raw', qcow2, rawPath]);
}
