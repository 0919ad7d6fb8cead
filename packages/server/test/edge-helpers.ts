// Shared setup of the edge tests and bench/edge.ts: the guest web server fixture
// (fixtures/edge-guest.py) started in a sandbox of the `python` image, and real curl against
// public URLs, trusting the server's local CA.

import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client, TestServer } from './helpers.ts';
import { until } from './helpers.ts';

const FIXTURE = readFileSync(join(import.meta.dirname, 'fixtures', 'edge-guest.py'));

/** Ports the edge tests hand out (outside the default range, so other servers here never clash). */
export const TEST_EDGE_PORTS = { first: 31500, last: 31599 };
/** Ports of lifetimes.test.ts, which the test command runs on PostgreSQL beside the edge tests. */
export const LIFETIMES_EDGE_PORTS = { first: 31600, last: 31699 };

export interface CurlResult {
  /** curl's exit code: 0, 7 (could not connect), 28 (timed out), ... */
  code: number;
  status: number;
  body: string;
  stderr: string;
}

/**
 * Runs curl against a URL with the server's CA; `-w` appends the status on a last line. Bounded by
 * `--max-time` (default 60 s).
 */
export function curl(t: TestServer, url: string, args: string[] = [], maxTimeS = 60): Promise<CurlResult> {
  const argv = ['-sS', '--cacert', caCert(t), '--max-time', String(maxTimeS), '-w', '\n%{http_code}', ...args, url];
  return new Promise((resolve) => {
    execFile('curl', argv, { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (err, stdout, stderr) => {
      const code = err ? Number((err as { code?: number }).code ?? 1) : 0;
      const cut = stdout.lastIndexOf('\n');
      resolve({ code, status: Number(stdout.slice(cut + 1)) || 0, body: stdout.slice(0, cut), stderr });
    });
  });
}

export function caCert(t: TestServer): string {
  const ca = t.server.edge.caCertFile;
  if (!ca) throw new Error('the server runs with an operator certificate');
  return ca;
}

/** Starts the fixture server in a sandbox on `port`, answering "hello from NAME", in the background. */
export async function startGuestServer(client: Client, vmId: string, port: number, name: string): Promise<void> {
  const put = await client.call('PUT', `/vms/${vmId}/files?path=/srv/edge-guest.py`, new Uint8Array(FIXTURE));
  if (put.status !== 204 && put.status !== 200) throw new Error(`upload fixture: ${put.status}`);
  const r = await client.post(`/vms/${vmId}/exec`, {
    args: ['python3', '/srv/edge-guest.py', String(port), name],
    background: true,
  });
  if (r.status !== 200) throw new Error(`start fixture: ${r.status} ${JSON.stringify(r.body)}`);
}

/** Waits until a public URL answers 200 (the guest server is up behind it). */
export async function waitServing(t: TestServer, url: string, timeoutMs = 60_000): Promise<CurlResult> {
  return until(
    `${url} serving`,
    async () => {
      const r = await curl(t, url, [], 10);
      return r.status === 200 ? r : undefined;
    },
    timeoutMs,
  );
}

/** Creates a small sandbox of the `python` image (256 MiB, 1 vCPU). */
export async function createPython(client: Client): Promise<{ vm_id: string; guest_ip: string }> {
  return client.createSmall({ image: 'python' });
}
