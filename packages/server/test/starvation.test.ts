// Waits on a VMM that count only the time it could run (src/sys/starvation.ts): a window in which
// it mostly waited for a CPU starts again; one in which it could run ends the wait. Here with the
// VMM's wait given as readings, and a socket that appears late (as a starved QEMU's does);
// lifecycle.test.ts starves a real guest.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { STARVED_SHARE, starvedWindows } from '../src/sys/starvation.ts';
import { connectUnixSocket } from '../src/sys/unix-socket.ts';

/** Readings of a VMM's CPU wait that grow by `perReading` ms each time it is read. */
function waiting(perReading: number): () => number {
  let ms = 0;
  return () => {
    ms += perReading;
    return ms;
  };
}

describe('starvation-aware waits', () => {
  it('a window is waited again only when the VMM waited for a CPU for at least half of it', () => {
    const window = 1000;
    assert.equal(starvedWindows(window, waiting(window * STARVED_SHARE))(), true);
    assert.equal(starvedWindows(window, waiting(window * STARVED_SHARE - 1))(), false);
    // Unknown (no process to read): wall time.
    assert.equal(starvedWindows(window, () => undefined)(), false);
  });

  it('a socket that appears after the timeout is reached while its VMM starves, not otherwise', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'warren-starve-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'late.sock');
    const server = net.createServer((s) => s.end());
    t.after(() => server.close());
    setTimeout(() => server.listen(path), 600);

    await assert.rejects(connectUnixSocket(path, 200, 10), /ENOENT/);
    const socket = await connectUnixSocket(path, 200, 10, starvedWindows(200, waiting(150)));
    socket.destroy();
  });
});
