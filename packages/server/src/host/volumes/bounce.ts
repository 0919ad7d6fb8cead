// Bounce disks (docs/volumes.md, "Bulk data"): a small sparse raw file beside each volume port of
// a VM, a virtio-blk disk to the guest (vmm/qemu.ts QemuSpec.volumeBounce). The data of large reads
// and writes moves through its slots between the port's file server and the guest, one block
// request each, instead of 4 KiB per QEMU main-loop turn over the port. Its contents never matter
// after a request: checkpoints do not keep them, and a restore gets a fresh, empty disk.

import fs from 'node:fs';
import { runFiles } from '../../vmm/qemu.ts';

/** guest/agent/volwire BounceBytes: 8 slots of 256 KiB. */
export const BOUNCE_BYTES = 8 * (256 << 10);

/** Makes the (empty, sparse) bounce disks of a VM about to start, in its run directory. */
export function makeBounceDisks(runDir: string, ports: number): void {
  for (let i = 0; i < ports; i++) {
    const file = runFiles(runDir).volumeBounce(i);
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, '', { mode: 0o600 });
    fs.truncateSync(file, BOUNCE_BYTES);
  }
}

/** Port `port`'s bounce disk, or undefined if the VM has none (made before bounce disks). */
export function bounceDisk(runDir: string, port: number): string | undefined {
  const file = runFiles(runDir).volumeBounce(port);
  return fs.existsSync(file) ? file : undefined;
}
