// A byte stream from this host to a TCP port of a guest: what the edge forwards a public port to.
// The host reaches every guest at its slot's guestIp (docs/networking.md: the slot's rules let the
// host open connections to the guest, with or without disable_internet). Owns only the connect and
// how its failures read; which guest and which port are the caller's (the edge's ingress rows).

import net from 'node:net';
import { starvedWindows, type WaitedMs } from '../sys/starvation.ts';
import { GuestPortRefusedError } from './types.ts';

/** A guest that does not answer a SYN within this is given up on (a paused guest never does). */
const CONNECT_TIMEOUT_MS = 10_000;
/** Between tries while the guest's address does not answer ARP (EHOSTUNREACH). */
const UNREACHABLE_RETRY_MS = 200;

/**
 * Opens a TCP connection to `guestIp:port`. Rejects with GuestPortRefusedError when nothing listens
 * there (the guest answered with a reset), with a plain Error on a timeout or any other failure.
 * A guest starved of CPU may answer neither ARP (EHOSTUNREACH, after the kernel's few probes) nor
 * the SYN in time: it is tried again until the timeout, and for as long again while `waitedMs`
 * shows its QEMU starved (sys/starvation.ts).
 */
export async function connectGuestPort(
  guestIp: string,
  port: number,
  timeoutMs = CONNECT_TIMEOUT_MS,
  waitedMs: WaitedMs = () => undefined,
): Promise<net.Socket> {
  let deadline = Date.now() + timeoutMs;
  // Read from the first failure on: a connect that goes through at once (nearly all) reads no /proc.
  let again: (() => boolean) | undefined;
  for (;;) {
    try {
      return await connectOnce(guestIp, port, deadline - Date.now());
    } catch (err) {
      if (err instanceof GuestPortRefusedError) throw err;
      again ??= starvedWindows(timeoutMs, waitedMs);
      const unreachable = (err as NodeJS.ErrnoException).code === 'EHOSTUNREACH';
      if (Date.now() >= deadline) {
        if (!again()) throw err;
        deadline = Date.now() + timeoutMs;
      } else if (!unreachable) throw err;
      await new Promise((r) => setTimeout(r, UNREACHABLE_RETRY_MS));
    }
  }
}

function connectOnce(guestIp: string, port: number, timeoutMs: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: guestIp, port, noDelay: true });
    const timer = setTimeout(
      () => {
        socket.destroy();
        reject(new Error(`guest port ${port} did not answer within ${timeoutMs} ms`));
      },
      Math.max(0, timeoutMs),
    );
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
