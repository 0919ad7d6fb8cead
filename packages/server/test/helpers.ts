// Shared test setup: a real Warren server (real SQLite, real host agent, real microVMs) on a
// random port with a fresh data directory, and a small JSON client for its API. With
// WARREN_TEST_STORE=postgres (scripts/test.sh's second pass over the control-plane tests) every
// server's store is a fresh database on a real PostgreSQL server instead.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createKey,
  createOrg,
  defaultConfig,
  type RunningServer,
  type ServerConfig,
  startServer,
} from '../src/index.ts';
import { SCRATCH } from './host-fixture.ts';
import { type PostgresServer, startPostgres } from './postgres-fixture.ts';

export { SCRATCH };

export interface Response<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class Client {
  readonly url: string;
  readonly key: string;
  constructor(url: string, key: string) {
    this.url = url;
    this.key = key;
  }

  async call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response<T>> {
    const init: RequestInit = { method, headers: { authorization: `Bearer ${this.key}`, ...headers } };
    if (body instanceof Uint8Array) {
      init.body = new Uint8Array(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/octet-stream';
    } else if (typeof body === 'string') {
      init.body = body;
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await fetch(this.url + path, init);
    const type = res.headers.get('content-type') ?? '';
    const raw = Buffer.from(await res.arrayBuffer());
    const parsed = type.includes('application/json') ? JSON.parse(raw.toString()) : raw;
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = any>(path: string) => this.call<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.call<T>('POST', path, body);
  delete = <T = any>(path: string) => this.call<T>('DELETE', path);

  /** Runs argv in a sandbox and returns the exec result, failing loudly on a non-200. */
  async exec(vmId: string, args: string[], extra: Record<string, unknown> = {}) {
    const r = await this.post(`/vms/${vmId}/exec`, { args, ...extra });
    if (r.status !== 200) throw new Error(`exec ${args.join(' ')}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as {
      exit_code: number;
      stdout: string;
      stderr: string;
      stdout_truncated: boolean;
      stderr_truncated: boolean;
    };
  }

  sh(vmId: string, command: string) {
    return this.exec(vmId, ['sh', '-c', command]);
  }

  /**
   * POST /vms as a careful client does: on 503 `template building` it polls the template until
   * ready and retries. Returns the final response.
   */
  async create(body: Record<string, unknown>): Promise<Response> {
    for (;;) {
      const r = await this.post('/vms', body);
      if (r.status !== 503 || r.body.error !== 'template building') return r;
      await this.waitTemplate(r.body.template_id);
    }
  }

  /** Polls a template until it is ready; throws with its status_detail if it failed. */
  async waitTemplate(templateId: string, timeoutMs = 180_000): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const t = await this.get(`/templates/${templateId}`);
      if (t.body.status === 'ready') return t.body;
      if (t.body.status === 'failed') throw new Error(`template ${templateId} failed: ${t.body.status_detail}`);
      if (Date.now() > deadline) throw new Error(`template ${templateId} still ${t.body.status}`);
      await new Promise((res) => setTimeout(res, 250));
    }
  }

  /** Creates a small busybox sandbox (256 MiB, 1 vCPU unless told otherwise). */
  async createSmall(extra: Record<string, unknown> = {}) {
    const r = await this.create({ image: 'busybox', cpus: 1, memory_mb: 256, ...extra });
    if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as { vm_id: string; guest_ip: string; state: string; [k: string]: unknown };
  }
}

export interface TestServer {
  server: RunningServer;
  config: ServerConfig;
  /** A client of organization "acme". */
  client: Client;
  /** A client of another organization, "globex". */
  other: Client;
  close(): Promise<void>;
}

const ON_POSTGRES = process.env.WARREN_TEST_STORE === 'postgres';
let postgres: Promise<PostgresServer> | undefined;

/** A fresh database when the tests run on PostgreSQL (one server per test process). */
async function testPostgresUrl(): Promise<{ postgresUrl?: string }> {
  if (!ON_POSTGRES) return {};
  postgres ??= startPostgres();
  return { postgresUrl: await (await postgres).createDatabase() };
}

/** The `warren` flags that reach a test server's store: its data directory, and its database if on PostgreSQL. */
export function storeFlags(t: TestServer): string[] {
  return ['--data', t.config.dataDir, ...(t.config.postgresUrl ? ['--postgres', t.config.postgresUrl] : [])];
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(SCRATCH, 'warren-test-'));
  // One pooled restore per template: creates go through claims, without a burst of background work.
  const config = defaultConfig({
    dataDir,
    listen: { host: '127.0.0.1', port: 0 },
    warmPool: { perSource: 1, memoryMb: 1024 },
    ...(await testPostgresUrl()),
    ...overrides,
  });
  const server = await startServer(config).catch((err) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  await createOrg(server.store, 'acme');
  await createOrg(server.store, 'globex');
  const client = new Client(server.url, (await createKey(server.store, 'acme')).key);
  const other = new Client(server.url, (await createKey(server.store, 'globex')).key);
  return {
    server,
    config,
    client,
    other,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Pids of the QEMU processes whose command line names `dataDir` (a server's VMs). */
export function qemuPids(dataDir: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', `qemu-system.*${dataDir}`], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/** Polls `fn` until it returns something other than undefined, or fails after `timeoutMs`. */
export async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Runs `fn` while the server's local object store fails for real: its root becomes a plain file,
 * so every write fails with ENOTDIR. The store is put back afterwards.
 */
export async function withStoreBroken<T>(t: TestServer, fn: () => Promise<T>): Promise<T> {
  const root = join(t.config.dataDir, 'objects');
  const aside = `${root}.aside`;
  mkdirSync(root, { recursive: true });
  renameSync(root, aside);
  writeFileSync(root, '');
  try {
    return await fn();
  } finally {
    rmSync(root, { force: true });
    renameSync(aside, root);
  }
}

/** One line of GET /vms/{id}/commands/{command_id}/output, with when it arrived (performance.now()). */
export interface OutputLine {
  seq: number;
  stream?: 'stdout' | 'stderr' | 'pty';
  data_b64?: string;
  at_unix_ns?: number;
  dropped_bytes?: number;
  end?: true;
  exit_code?: number;
  timed_out?: boolean;
  arrivedMs: number;
}

/**
 * Reads a command's output as NDJSON from `cursor`; with `cutAfter` the connection is dropped as
 * soon as it returns true for a line (a follower cut off mid-stream).
 */
export async function readOutput(
  c: Client,
  vmId: string,
  commandId: string,
  opts: { cursor?: number; follow?: boolean; cutAfter?: (line: OutputLine) => boolean } = {},
): Promise<{ status: number; contentType: string; lines: OutputLine[] }> {
  const abort = new AbortController();
  const query = `cursor=${opts.cursor ?? 0}&follow=${opts.follow ?? false}`;
  const res = await fetch(`${c.url}/vms/${vmId}/commands/${commandId}/output?${query}`, {
    headers: { authorization: `Bearer ${c.key}` },
    signal: abort.signal,
  });
  const contentType = res.headers.get('content-type') ?? '';
  const lines: OutputLine[] = [];
  if (res.status !== 200 || !res.body) {
    await res.arrayBuffer();
    return { status: res.status, contentType, lines };
  }
  let pending = '';
  const decoder = new TextDecoder();
  try {
    for await (const chunk of res.body) {
      pending += decoder.decode(chunk, { stream: true });
      for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n')) {
        const line = { ...JSON.parse(pending.slice(0, nl)), arrivedMs: performance.now() } as OutputLine;
        pending = pending.slice(nl + 1);
        lines.push(line);
        if (opts.cutAfter?.(line)) {
          abort.abort();
          return { status: res.status, contentType, lines };
        }
      }
    }
  } catch (err) {
    if (!abort.signal.aborted) throw err;
  }
  return { status: res.status, contentType, lines };
}

/** The bytes of the data lines of an output answer, in order. */
export function outputBytes(lines: OutputLine[], stream?: string): Buffer {
  return Buffer.concat(
    lines
      .filter((l) => l.data_b64 !== undefined && (stream === undefined || l.stream === stream))
      .map((l) => Buffer.from(l.data_b64 as string, 'base64')),
  );
}
