// Listening sockets inside a slot's network namespace, for the host agent's own process (which
// stays in the root namespace: Node cannot enter another). A short-lived child started in the
// namespace (nsenter --net) binds them and hands them over the IPC channel, then exits; a socket
// belongs to the namespace it was made in for its whole life. One child per ruled slot, ~100 ms.

import { spawn } from 'node:child_process';
import type dgram from 'node:dgram';
import type net from 'node:net';
import { netnsPath } from '../netns.ts';

export interface SlotSockets {
  /** The resolver: UDP and TCP port 53 on the gateway address. */
  dnsUdp: dgram.Socket;
  dnsTcp: net.Server;
  /** The proxy: TCP 80 and 443 on every address (the slot routes marked connections here). */
  http: net.Server;
  https: net.Server;
}

const CHILD_TIMEOUT_MS = 20_000;

// Runs in the namespace: binds, sends each handle, exits. CommonJS through `node -e`.
const CHILD = `
const net = require('node:net');
const dgram = require('node:dgram');
const [gateway] = process.argv.slice(1);
const listen = (port, host) => new Promise((ok, fail) => {
  const s = net.createServer({ pauseOnConnect: true });
  s.once('error', fail);
  s.listen({ port, host, backlog: 511 }, () => ok(s));
});
const send = (name, handle) => new Promise((ok, fail) => process.send(name, handle, (err) => (err ? fail(err) : ok())));
(async () => {
  const udp = dgram.createSocket('udp4');
  await new Promise((ok, fail) => { udp.once('error', fail); udp.bind(53, gateway, ok); });
  const tcp = await listen(53, gateway);
  const http = await listen(80, '0.0.0.0');
  const https = await listen(443, '0.0.0.0');
  await send('dnsUdp', udp);
  await send('dnsTcp', tcp);
  await send('http', http);
  await send('https', https);
  process.exit(0);
})().catch((err) => { console.error(err.message); process.exit(1); });
`;

/** Binds the slot's resolver and proxy sockets inside namespace `netns`. */
export function openSlotSockets(netns: string, gatewayIp: string): Promise<SlotSockets> {
  const child = spawn('nsenter', [`--net=${netnsPath(netns)}`, '--', process.execPath, '-e', CHILD, gatewayIp], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const got: Partial<SlotSockets> = {};
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => {
    stderr += b.toString();
  });
  return new Promise<SlotSockets>((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    let done = false;
    child.on('message', (name: string, handle: unknown) => {
      (got as Record<string, unknown>)[name] = handle;
      if (got.dnsUdp && got.dnsTcp && got.http && got.https) {
        done = true;
        clearTimeout(timer);
        resolve(got as SlotSockets);
      }
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      if (!done) reject(err);
    });
    // After the IPC channel too: every message sent has arrived by now.
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (done) return;
      closeSlotSockets(got);
      reject(new Error(`egress sockets in ${netns}: ${code ?? signal}: ${stderr.trim()}`));
    });
  });
}

export function closeSlotSockets(s: Partial<SlotSockets>): void {
  s.dnsUdp?.close();
  s.dnsTcp?.close();
  s.http?.close();
  s.https?.close();
}
