// Runs the load generator (bench/http-load.ts) as its own process and reads its answer.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LoadSpec {
  url: string;
  mode: 'h1' | 'h2';
  /** CA certificate file for an https URL (the edge's). */
  ca?: string;
  /** Extra request headers (an API key; what the edge adds, on the direct path). */
  headers?: Record<string, string>;
  concurrency: number;
  /** Requests in all, shared by the workers. */
  requests: number;
}

export interface Load {
  /** Of each request, until its last byte, in ms. */
  latencies: number[];
  errors: number;
  elapsedMs: number;
  /** CPU the load generator used while sending, in ms. */
  cpuMs: number;
}

/** Sends `spec.requests` GETs from another process; throws if any failed or did not answer 200. */
export async function load(spec: LoadSpec): Promise<Load> {
  const { stdout } = await run(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'bench/http-load.ts', JSON.stringify(spec)],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout) as Load;
  if (r.errors > 0) throw new Error(`${spec.url} (${spec.mode}): ${r.errors} failed requests`);
  return r;
}
