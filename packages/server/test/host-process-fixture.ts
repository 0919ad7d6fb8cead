// A `warren host` child process for the tests (docs/hosts.md): its own data directory, node name
// and cluster secret (or a cluster's shared one), listening on 127.0.0.1 (a free port, or the one
// it had before a restart); registered in a cluster's store when given one (docs/deploy.md).

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { S3Config } from '../src/objects/s3.ts';
import { qemuPids } from './helpers.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(REPO, 'node_modules/.bin/node');
const CLI = path.join(REPO, 'packages/cli/src/main.ts');
const ACCEL = (process.env.WARREN_ACCEL as 'tcg' | undefined) ?? 'auto';

export interface HostProcessOptions {
  dataDir: string;
  node: string;
  /** The bucket its checkpoints are pushed to (credentials written to a file in dataDir). */
  s3?: S3Config;
  warmPool?: number;
  /** The cluster secret (default: one of its own). */
  secret?: string;
  /** Registers in this PostgreSQL store, offering memoryMb of guest memory. */
  postgres?: string;
  memoryMb?: number;
}

export class WarrenHost {
  readonly secret: string;
  readonly #opts: HostProcessOptions;
  #child: ChildProcess | undefined;
  #port = 0;

  constructor(opts: HostProcessOptions) {
    this.#opts = opts;
    this.secret = opts.secret ?? randomBytes(24).toString('base64');
    writeFileSync(path.join(opts.dataDir, 'cluster.secret'), `${this.secret}\n`, { mode: 0o600 });
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** Starts it (again, on the same port after a first start) and waits until it serves. */
  async start(): Promise<void> {
    const { dataDir, node, s3, warmPool, postgres, memoryMb } = this.#opts;
    const args = [
      '--disable-warning=ExperimentalWarning',
      CLI,
      'host',
      ...['--secret-file', path.join(dataDir, 'cluster.secret'), '--listen', `127.0.0.1:${this.#port}`],
      ...['--data', dataDir, '--node', node, '--accel', ACCEL, '--warm-pool', String(warmPool ?? 0)],
      ...['--orphan-timeout', '0'],
    ];
    if (s3) {
      const creds = path.join(dataDir, 's3.json');
      writeFileSync(creds, JSON.stringify({ access_key_id: s3.accessKeyId, secret_access_key: s3.secretAccessKey }));
      args.push('--s3-bucket', s3.bucket, '--s3-endpoint', s3.endpoint as string, '--s3-credentials-file', creds);
      args.push('--s3-region', s3.region);
    }
    if (postgres) args.push('--postgres', postgres);
    if (memoryMb) args.push('--memory-mb', String(memoryMb));
    const child = spawn(NODE, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    this.#child = child;
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (b: Buffer) => {
        out += b.toString();
        if (out.includes('serving')) resolve(out);
      });
      child.once('exit', (code) => reject(new Error(`warren host exited with ${code}: ${out}`)));
    });
    this.#port = Number(/127\.0\.0\.1:(\d+)/.exec(line)?.[1]);
  }

  /** Kills it at once (its VMs go on running, as after a crash). */
  async kill(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  /** Stops it and kills whatever VMs it left. */
  async stop(): Promise<void> {
    const child = this.#child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    for (const pid of qemuPids(this.#opts.dataDir)) process.kill(pid, 'SIGKILL');
  }
}
