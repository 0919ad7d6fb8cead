// A real `warren serve` process on a data directory of its own, for tests that kill and restart it
// (restart.test.ts, crash.test.ts): start (with extra flags or environment), SIGKILL, SIGTERM, and a
// restart followed by the checks that everything the server says is true (restartAndCheck).

import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/index.ts';
import { Client, qemuPids, SCRATCH, until } from './helpers.ts';
import { freePort } from './registry-fixture.ts';

const NODE = process.execPath;
const CLI = join(REPO_ROOT, 'packages/cli/src/main.ts');
/** Node's flags as ./warren runs the CLI with them. */
const FLAGS = ['--disable-warning=ExperimentalWarning', '--max-semi-space-size=16'];

export class ServeProcess {
  readonly dataDir: string;
  port = 0;
  child: ChildProcess | undefined;
  /** A client of organization "acme", and an operator key of it. */
  client!: Client;
  operatorKey = '';

  constructor(prefix: string) {
    this.dataDir = mkdtempSync(join(SCRATCH, prefix));
  }

  /** Makes the organization and keys, and starts the server. */
  async init(extra: string[] = []): Promise<void> {
    this.port = await freePort();
    this.cli('org', 'create', 'acme');
    this.client = new Client(`http://127.0.0.1:${this.port}`, this.cli('key', 'create', '--org', 'acme'));
    this.operatorKey = this.cli('key', 'create', '--org', 'acme', '--operator');
    await this.start(extra);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  cli(...args: string[]): string {
    return execFileSync(NODE, [...FLAGS, CLI, ...args, '--data', this.dataDir], {
      encoding: 'utf8',
    }).trim();
  }

  /** `warren <args>` run against the server with its operator key: its output, or its exit status and stderr. */
  operatorCli(...args: string[]): { stdout: string; status: number; stderr: string } {
    try {
      const stdout = execFileSync(NODE, [...FLAGS, CLI, ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, SVC_TOKEN: this.operatorKey, SVC_API_URL: `http://127.0.0.1:${this.port}` },
      });
      return { stdout: stdout.trim(), status: 0, stderr: '' };
    } catch (err) {
      const e = err as { status: number; stdout: string; stderr: string };
      return { stdout: e.stdout.trim(), status: e.status, stderr: e.stderr.trim() };
    }
  }

  async start(extra: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<void> {
    const args = ['serve', '--listen', `127.0.0.1:${this.port}`, '--data', this.dataDir, '--warm-pool', '2'];
    const child = spawn(NODE, [...FLAGS, CLI, ...args, ...extra], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (b: Buffer) => {
        if (b.toString().includes('serving')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  }

  /** SIGKILL, as a crash would; resolves once the process is gone (a caller may start again at once). */
  kill(): Promise<void> {
    const s = this.child;
    this.child = undefined;
    if (!s || s.exitCode !== null || s.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((r) => s.once('exit', () => r()));
    s.kill('SIGKILL');
    return exited;
  }

  /** A clean stop (SIGTERM), waited for. */
  async stop(): Promise<void> {
    const s = this.child;
    this.child = undefined;
    if (!s || s.exitCode !== null) return;
    const exited = new Promise((r) => s.once('exit', r));
    s.kill('SIGTERM');
    await until(
      'server stopped',
      async () => (s.exitCode !== null || s.signalCode !== null ? true : undefined),
      60_000,
    );
    await exited;
  }

  /** The pid of a sandbox's QEMU, by its pidfile. */
  qemuPidOf(vmId: string): number {
    return Number(readFileSync(join(this.dataDir, 'run', vmId, 'qemu.pid'), 'utf8').trim());
  }

  /**
   * The run directory (a sandbox's id, or warm-<id> for a pooled VM) of each QEMU, by its pidfile;
   * undefined for a QEMU no run directory owns, i.e. an orphan.
   */
  qemuOwners(): { pid: number; owner: string | undefined }[] {
    const run = join(this.dataDir, 'run');
    const byPid = new Map<number, string>();
    for (const name of existsSync(run) ? readdirSync(run) : []) {
      const pidfile = join(run, name, 'qemu.pid');
      if (existsSync(pidfile)) byPid.set(Number(readFileSync(pidfile, 'utf8').trim()), name);
    }
    return qemuPids(this.dataDir).map((pid) => ({ pid, owner: byPid.get(pid) }));
  }

  unfinishedObjects(dir = join(this.dataDir, 'objects')): string[] {
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? this.unfinishedObjects(join(dir, e.name))
        : e.name.startsWith('.tmp-')
          ? [join(dir, e.name)]
          : [],
    );
  }

  /** Deletes every sandbox: VMs now outlive restarts, and idle TCG guests still take CPU. */
  async deleteAll(): Promise<void> {
    for (const v of (await this.client.get('/vms')).body.vms) await this.client.delete(`/vms/${v.vm_id}`);
  }

  /** Restarts after a kill (or a clean stop) and checks that everything the server says is true. */
  async restartAndCheck(how: 'SIGKILL' | 'SIGTERM' = 'SIGKILL', settle?: () => Promise<void>): Promise<void> {
    const c = this.client;
    if (how === 'SIGKILL') await this.kill();
    else await this.stop();
    await this.start();
    // Work the new server resumes (a template build) may boot a VM of its own: let it end first.
    await settle?.();
    const vms = (await c.get('/vms')).body.vms as { vm_id: string; state: string }[];
    assert.ok(!vms.some((v) => v.state === 'creating'), 'no sandbox is stuck in creating');
    const resident = vms.filter((v) => ['running', 'paused', 'slept'].includes(v.state)).map((v) => v.vm_id);
    // A QEMU the new server is starting (a warm-pool refill) has no pidfile for a moment; one the
    // killed server left behind never gets one.
    let qemus = this.qemuOwners();
    for (let i = 0; i < 50 && qemus.some((q) => q.owner === undefined); i++) {
      await new Promise((r) => setTimeout(r, 200));
      qemus = this.qemuOwners();
    }
    const orphans = qemus.filter((q) => q.owner === undefined);
    assert.deepEqual(
      orphans.map((q) =>
        existsSync(`/proc/${q.pid}`) ? readFileSync(`/proc/${q.pid}/cmdline`, 'utf8') : `${q.pid} exited`,
      ),
      [],
      'no QEMU is orphaned',
    );
    const owners = qemus.map((q) => q.owner as string);
    assert.deepEqual(
      owners.filter((o) => !o.startsWith('warm-')).sort(),
      resident.sort(),
      'one QEMU per resident sandbox',
    );
    for (const v of vms.filter((x) => x.state === 'running')) {
      assert.equal((await c.exec(v.vm_id, ['echo', 'ok'])).stdout, 'ok\n', `${v.vm_id} says running and answers`);
    }
    // Uploads resumed by the new server may be mid-write; a half-written object left by the killed
    // one would never go away.
    await until(
      'no unfinished objects',
      async () => (this.unfinishedObjects().length === 0 ? true : undefined),
      60_000,
    );
    for (const s of (await c.get('/snapshots')).body.snapshots as { snapshot_id: string; durable: boolean }[]) {
      if (!s.durable) continue;
      for (const f of ['memory.zst', 'state', 'disk.qcow2', 'checkpoint.json']) {
        assert.ok(
          existsSync(join(this.dataDir, 'objects/checkpoints', s.snapshot_id, f)),
          `durable ${s.snapshot_id} has ${f}`,
        );
      }
    }
  }

  /** Kills the server, then a clean start and stop removes what it left on the host; the data directory goes. */
  async close(): Promise<void> {
    await this.kill();
    await this.start();
    await this.deleteAll();
    // A clean stop takes the warm pool down too (sandboxes are deleted: nothing is left to adopt).
    this.child?.kill('SIGTERM');
    await until('teardown', async () => (qemuPids(this.dataDir).length === 0 ? true : undefined), 20_000);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
