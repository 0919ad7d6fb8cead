// Per-sandbox disks: a qcow2 overlay of exactly 16 GiB virtual size over the image's read-only
// ext4 base (raw). The bases are built sparse at the full 16 GiB (guest/build.sh), so the guest's
// filesystem already spans the whole writable size and nothing is resized at boot.

import { run } from '../sys/run.ts';

export const WRITABLE_DISK_BYTES = 16 * 1024 * 1024 * 1024;

export async function createOverlay(baseDisk: string, overlayPath: string): Promise<void> {
  await run(['qemu-img', 'create', '-q', '-f', 'qcow2', '-F', 'raw', '-b', baseDisk, overlayPath, String(WRITABLE_DISK_BYTES)]);
}

export async function virtualSize(diskPath: string): Promise<number> {
  const { stdout } = await run(['qemu-img', 'info', '--output=json', '-U', diskPath]);
  return Number((JSON.parse(stdout) as { 'virtual-size': number })['virtual-size']);
}
