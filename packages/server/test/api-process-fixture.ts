// A `warren api` child process for the tests (docs/deploy.md): one replica of a cluster's control
// plane on PostgreSQL and an S3-compatible bucket, driving the hosts registered in the store, with
// its own data directory and the cluster's shared secrets; listening on 127.0.0.1 (a free port, or
// the one it had before a restart).

import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { S3Config } from '../src/objects/s3.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(REPO, 'node_modules/.bin/node');
const CLI = path.join(REPO, 'packages/cli/src/main.ts');

export interface ApiProcessOptions {
  dataDir: string;
  postgres: string;
  s3: S3Config;
  /** Files every replica shares: the cluster secret and the key sealing stored secrets. */
  clusterSecretFile: string;
  secretKeyFile: string;
  hostLossTimeout: string;
  replicas: number;
  edgePorts: string;
  /** `--idle-after` (the default, 60 s, when unset). */
  idleAfter?: string;
}

export class WarrenApi {
  #opts: ApiProcessOptions;
  #child: ChildProcess | undefined;
  #port = 0;

  constructor(opts: ApiProcessOptions) {
    this.#opts = opts;
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /**
   * Starts it (again, on the same port after a first start; with `changes` to its options from
   * then on) and waits until it serves.
   */
  async start(changes: Partial<ApiProcessOptions> = {}): Promise<void> {
    this.#opts = { ...this.#opts, ...changes };
    const o = this.#opts;
    const creds = path.join(o.dataDir, 's3.json');
    writeFileSync(creds, JSON.stringify({ access_key_id: o.s3.accessKeyId, secret_access_key: o.s3.secretAccessKey }));
    const args = [
      '--disable-warning=ExperimentalWarning',
      CLI,
      'api',
      ...['--postgres', o.postgres, '--host-secret-file', o.clusterSecretFile, '--secret-key-file', o.secretKeyFile],
      ...['--host-loss-timeout', o.hostLossTimeout, '--replicas', String(o.replicas)],
      ...['--listen', `127.0.0.1:${this.#port}`, '--data', o.dataDir, '--edge-ports', o.edgePorts],
      ...['--s3-bucket', o.s3.bucket, '--s3-endpoint', o.s3.endpoint as string, '--s3-region', o.s3.region],
      ...['--s3-credentials-file', creds],
      ...(o.idleAfter ? ['--idle-after', o.idleAfter] : []),
    ];
    const child = spawn(NODE, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    this.#child = child;
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`warren api not serving in 60 s: ${out}`)), 60_000);
      child.stdout?.on('data', (b: Buffer) => {
        out += b.toString();
        if (out.includes('serving')) {
          clearTimeout(timer);
          resolve(out);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`warren api exited with ${code}: ${out}`));
      });
    });
    this.#port = Number(/serving http:\/\/127\.0\.0\.1:(\d+)/.exec(line)?.[1]);
  }

  get running(): boolean {
    return this.#child !== undefined && this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** Kills it at once, as a crash would. */
  async kill(): Promise<void> {
    await this.#signal('SIGKILL');
  }

  async stop(): Promise<void> {
    await this.#signal('SIGTERM');
  }

  async #signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }
}
