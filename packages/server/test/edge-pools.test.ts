// The edge's keep-alive pools to guest ports (edge/proxy.ts), on real loopback sockets and without
// a VM: the guest is a plain HTTP server that closes idle streams after 50 ms, as a deleted
// sandbox's streams end. A pool whose streams are all gone is dropped when another is made, so
// sandboxes made and deleted one after another leave no pool each behind; a pool with an idle
// stream still open is kept.

import assert from 'node:assert/strict';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { GuestProxy } from '../src/edge/proxy.ts';

let guest: http.Server;
let front: http.Server;
let proxy: GuestProxy;
let frontUrl: string;

const listen = (s: http.Server) =>
  new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)));

before(async () => {
  guest = http.createServer((_req, res) => res.end('hi'));
  guest.keepAliveTimeout = 50;
  const guestPort = await listen(guest);
  proxy = new GuestProxy(
    async (req) => ({ vmId: String(req.headers['x-vm']), guestPort: 80, guestIp: '100.96.0.2' }),
    async () => net.connect(guestPort, '127.0.0.1'),
  );
  front = http.createServer((req, res) => void proxy.request(req, res));
  frontUrl = `http://127.0.0.1:${await listen(front)}/`;
});

after(async () => {
  proxy.close();
  front.closeAllConnections();
  guest.closeAllConnections();
  await Promise.all([front, guest].map((s) => new Promise((r) => s.close(r))));
});

/** Waits (up to 10 s) until the guest holds no stream open. */
async function guestStreamsClosed(): Promise<void> {
  const open = () => new Promise<number>((r) => guest.getConnections((_err, n) => r(n)));
  for (let i = 0; i < 1000 && (await open()) > 0; i++) await new Promise((r) => setTimeout(r, 10));
  assert.equal(await open(), 0, 'the guest closed its idle streams');
}

async function get(vm: string): Promise<string> {
  const r = await fetch(frontUrl, { headers: { 'x-vm': vm } });
  return r.text();
}

describe("the edge's pools of streams to guests", () => {
  it('a pool whose streams have all ended is dropped when the next one is made', async () => {
    for (let i = 0; i < 5; i++) {
      assert.equal(await get(`vm-${i}`), 'hi');
      // The guest closes the idle stream (50 ms), and the proxy sees it end: that pool is now empty.
      await guestStreamsClosed();
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(proxy.pools, 1, 'only the last sandbox has a pool');
  });

  it('a pool with an idle stream still open is kept', async () => {
    guest.keepAliveTimeout = 10_000;
    assert.equal(await get('vm-a'), 'hi');
    assert.equal(await get('vm-b'), 'hi');
    assert.equal(proxy.pools, 2, "vm-a's idle stream keeps its pool (vm-4's, empty, was dropped)");
  });
});
