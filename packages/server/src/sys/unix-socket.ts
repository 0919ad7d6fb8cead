// Connecting to a unix socket that a just-started process (QEMU) may not have created yet, by a
// path of any length: a unix socket address holds at most 107 bytes, so a longer path is reached
// through a descriptor of its directory (/proc/self/fd/N/NAME).

import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const UNIX_PATH_MAX = 107;

function connectOnce(socketPath: string): Promise<net.Socket> {
  let dirFd: number | undefined;
  let address = socketPath;
  if (Buffer.byteLength(socketPath) > UNIX_PATH_MAX) {
    dirFd = fs.openSync(path.dirname(socketPath), 'r');
    address = `/proc/self/fd/${dirFd}/${path.basename(socketPath)}`;
  }
  return new Promise<net.Socket>((resolve, reject) => {
    const s = net.createConnection(address);
    s.once('connect', () => {
      s.removeListener('error', reject);
      resolve(s);
    });
    s.once('error', reject);
  }).finally(() => {
    if (dirFd !== undefined) fs.closeSync(dirFd);
  });
}

/**
 * Connects to `path`, retrying every `retryMs` for `timeoutMs`, then for as long again while
 * `again()` says so (a starved VMM: sys/starvation.ts); then throws the last error.
 */
export async function connectUnixSocket(
  path: string,
  timeoutMs: number,
  retryMs: number,
  again: () => boolean = () => false,
): Promise<net.Socket> {
  let deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await connectOnce(path);
    } catch (err) {
      if (Date.now() > deadline) {
        if (!again()) throw err;
        deadline = Date.now() + timeoutMs;
      }
      await new Promise((r) => setTimeout(r, retryMs));
    }
  }
}
