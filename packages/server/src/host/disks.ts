// Per-sandbox disks: a qcow2 overlay of exactly 16 GiB virtual size over the image's read-only
// ext4 base (raw). The bases are built sparse at the full 16 GiB (guest/build.sh), so the guest's
// filesystem already spans the whole writable size and nothing is resized at boot.

import fs from 'node:fs';
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

/**
 * Renames a frozen qcow2 layer's backing file in its header, data untouched (`qemu-img rebase -u`):
 * for a layer fetched onto a host where its backing layer lives under another path.
 */
export async function renameBacking(layer: string, backing: string, backingFormat: 'raw' | 'qcow2'): Promise<void> {
  await run(['qemu-img', 'rebase', '-q', '-u', '-f', 'qcow2', '-F', backingFormat, '-b', backing, layer]);
}

/** The backing file name a qcow2 layer's header records ('' for none). */
export async function backingName(layer: string): Promise<string> {
  const { stdout } = await run(['qemu-img', 'info', '--output=json', '-U', layer]);
  return (JSON.parse(stdout) as { 'backing-filename'?: string })['backing-filename'] ?? '';
}

const EXT4_SUPERBLOCK = 1024;
const EXT4_MAGIC = 0xef53;

/**
 * Which build of an image base disk this is, the same on every host that has a byte copy of it:
 * the ext4 filesystem UUID, which mkfs draws anew for every build (guest/build.sh, images/ext4.ts).
 * Undefined for a file that is not ext4.
 */
export function baseDiskId(baseDisk: string): string | undefined {
  const sb = Buffer.alloc(1024);
  const fd = fs.openSync(baseDisk, 'r');
  try {
    if (fs.readSync(fd, sb, 0, sb.length, EXT4_SUPERBLOCK) < sb.length) return undefined;
  } finally {
    fs.closeSync(fd);
  }
  if (sb.readUInt16LE(0x38) !== EXT4_MAGIC) return undefined;
  const hex = sb.subarray(0x68, 0x78).toString('hex');
  return `ext4:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function virtualSize(diskPath: string): Promise<number> {
  const { stdout } = await run(['qemu-img', 'info', '--output=json', '-U', diskPath]);
  return Number((JSON.parse(stdout) as { 'virtual-size': number })['virtual-size']);
}

/** The whole disk of a checkpoint as one raw image (its qcow2 chain flattened), for exports. */
export async function flattenToRaw(qcow2: string, rawPath: string): Promise<void> {
  await run(['qemu-img', 'convert', '-q', '-U', '-O', 'raw', qcow2, rawPath]);
}
