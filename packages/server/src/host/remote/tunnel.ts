// openGuestPort across the internal API: the control plane asks for GET /v1/guest-port with
// `Upgrade: warren-guest-port`; the host connects to the guest's port and, once connected, answers
// 101 and splices the two sockets, so the request's connection becomes the raw byte stream to the
// guest (the edge forwards WebSockets, SSE and streaming bodies through it). An end from either
// side ends the other's writing side (half-close travels); a reset or close tears both down.
// Refusals (nothing listens: GuestPortRefusedError) come back as an error answer, not a 101.

import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { HostAgent } from '../types.ts';
import type { WireError } from './errors.ts';
import { errorFromWire, errorToWire } from './errors.ts';
import type { HostTransport } from './transport.ts';

export const TUNNEL_PATH = '/v1/guest-port';
export const TUNNEL_PROTOCOL = 'warren-guest-port';

/** Control-plane side: a Duplex to `port` of the guest of `vmId` on the host behind `transport`. */
export async function openTunnel(transport: HostTransport, vmId: string, port: number): Promise<Duplex> {
  const query = new URLSearchParams({ vm: vmId, port: String(port) });
  const out = await transport.upgrade(`${TUNNEL_PATH}?${query}`, TUNNEL_PROTOCOL);
  if ('socket' in out) return out.socket;
  if (out.headers['content-type']?.startsWith('application/json')) {
    throw errorFromWire(JSON.parse(out.body.toString('utf8')) as WireError);
  }
  throw new Error(`host ${transport.node} answered ${out.status} to a guest port stream`);
}

/** Host side: answers one Upgrade request (already authenticated) by splicing it to the guest. */
export async function serveTunnel(agent: HostAgent, req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://host');
  const vmId = url.searchParams.get('vm') ?? '';
  const port = Number(url.searchParams.get('port'));
  if (
    req.headers.upgrade?.toLowerCase() !== TUNNEL_PROTOCOL ||
    !vmId ||
    !Number.isInteger(port) ||
    port < 1 ||
    port > 65535
  ) {
    refuse(socket, 400, { kind: 'Error', message: 'a guest port stream needs ?vm=ID&port=1..65535' });
    return;
  }
  let guest: Duplex;
  try {
    guest = await agent.openGuestPort(vmId, port);
  } catch (err) {
    refuse(socket, 422, errorToWire(err));
    return;
  }
  if (socket.destroyed) {
    guest.destroy();
    return;
  }
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nconnection: Upgrade\r\nupgrade: ${TUNNEL_PROTOCOL}\r\n\r\n`);
  if (head.length > 0) guest.write(head);
  splice(socket, guest);
}

/** Pipes both ways; an end travels as an end, anything else tears both sockets down. */
function splice(a: Duplex, b: Duplex): void {
  a.pipe(b);
  b.pipe(a);
  const teardown = () => {
    a.destroy();
    b.destroy();
  };
  a.on('error', teardown);
  b.on('error', teardown);
  a.on('close', teardown);
  b.on('close', teardown);
}

function refuse(socket: Duplex, status: number, error: WireError): void {
  const body = JSON.stringify(error);
  socket.end(
    `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Unprocessable Entity'}\r\n` +
      `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
