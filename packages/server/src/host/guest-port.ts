// A byte stream from this host to a TCP port of a guest: what the edge forwards a public port to.
// The host reaches every guest at its slot's guestIp (docs/networking.md: the slot's rules let the
// host open connections to the guest, with or without disable_internet). Owns only the connect and
// how its failures read; which guest and which port are the caller's (the edge's ingress rows).

import net from 'node:net';
import { GuestPortRefusedError } from './types.ts';

/** A guest that does not answer a SYN within this is given up on (a paused guest never does). */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Opens a TCP connection to `guestIp:port`. Rejects with GuestPortRefusedError when nothing listens
 * there (the guest answered with a reset), with a plain Error on a timeout or any other failure.
 */
export function connectGuestPort(guestIp: string, port: number, timeoutMs = CONNECT_TIMEOUT_MS): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: guestIp, port, noDelay: true });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`guest port ${port} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      socket.destroy();
      reject(err.code === 'ECONNREFUSED' ? new GuestPortRefusedError(port) : err);
    });
  });
}
