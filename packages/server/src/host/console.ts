// The serial console capture of a VM: QEMU appends everything the guest writes to ttyS0 to a file
// in the sandbox's run directory, kept across reboots (the run directory stays) and sleeps (the
// process stays). Reading its tail touches only that file, never the guest.

import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { ConsoleTail } from './types.ts';

/** The last `maxBytes` bytes of a console file; empty when there is none (the VM is gone). */
export function readConsoleTail(file: string, maxBytes: number): ConsoleTail {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { content: Buffer.alloc(0), truncated: false };
    throw err;
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, maxBytes);
    const buf = Buffer.alloc(length);
    let read = 0;
    while (read < length) {
      const n = readSync(fd, buf, read, length - read, size - length + read);
      if (n === 0) break;
      read += n;
    }
    return { content: buf.subarray(0, read), truncated: size > maxBytes };
  } finally {
    closeSync(fd);
  }
}
