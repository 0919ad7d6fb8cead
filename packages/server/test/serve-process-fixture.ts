// A `warren serve` child process for the tests that restart it (the embedded default: SQLite, the
// host agent and the edge in one process): its data directory, organizations and keys made with
// the CLI, listening on 127.0.0.1 on the same port across restarts. kill() is a crash: the next
// start() adopts the sandboxes' VMs (docs/restarts.md). stop() deletes every sandbox of the given
// clients, stops it cleanly (which takes down what a killed run left) and removes its files.

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Client, qemuPids, SCRATCH, until } from './helpers.ts';
import { freePort } from './registry-fixture.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(REPO, 'node_modules/.bin/node');
const CLI = path.join(REPO, 'packages/cli/src/main.ts');

export class WarrenServe {
  readonly dataDir = mkdtempSync(path.join(SCRATCH, 'warren-serve-'));
  #child: ChildProcess | undefined;
  #port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** `warren ARGS --data DIR`'s output. */
  cli(...args: string[]): string {
    return execFileSync(NODE, ['--disable-warning=ExperimentalWarning', CLI, ...args, '--data', this.dataDir], {
      encoding: 'utf8',
    }).trim();
  }

  /** A client of organization `org` (created on first use). */
  client(org: string): Client {
    try {
      this.cli('org', 'create', org);
    } catch {
      // it exists already
    }
    return new Client(this.url, this.cli('key', 'create', '--org', org));
  }

  async start(): Promise<void> {
    this.#port ||= await freePort();
    const args = ['--disable-warning=ExperimentalWarning', CLI, 'serve'];
    args.push('--listen', `127.0.0.1:${this.#port}`, '--data', this.dataDir, '--warm-pool', '1');
    const child = spawn(NODE, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    this.#child = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (b: Buffer) => {
        if (b.toString().includes('serving')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`warren serve exited with ${code}`)));
    });
  }

  /** Kills it at once, as a crash would; its sandboxes' VMs run on. */
  async kill(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  /** Deletes the clients' sandboxes, stops it (SIGTERM) and removes its data directory. */
  async stop(clients: Client[]): Promise<void> {
    const child = this.#child;
    if (child && child.exitCode === null && child.signalCode === null) {
      for (const c of clients) for (const v of (await c.get('/vms')).body.vms) await c.delete(`/vms/${v.vm_id}`);
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    for (const pid of qemuPids(this.dataDir)) process.kill(pid, 'SIGKILL');
    await until('no QEMU left', async () => (qemuPids(this.dataDir).length === 0 ? true : undefined));
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
