// Connecting to a unix socket that a just-started process (QEMU) may not have created yet.

import net from 'node:net';

/** Connects to `path`, retrying every `retryMs` until `deadline` (ms epoch); then throws the last error. */
export async function connectUnixSocket(path: string, deadline: number, retryMs: number): Promise<net.Socket> {
  for (;;) {
    try {
      return await new Promise<net.Socket>((resolve, reject) => {
        const s = net.createConnection(path);
        s.once('connect', () => {
          s.removeListener('error', reject);
          resolve(s);
        });
        s.once('error', reject);
      });
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, retryMs));
    }
  }
}
