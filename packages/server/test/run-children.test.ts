// External programs die with the server (src/sys/run.ts): a process that started one through run()
// and is then SIGKILLed leaves nothing running (the parent-death signal), as a killed server must
// not leave a compressor or copy running beside the next one. They are spawned by a process of
// their own (src/sys/spawner.ts), so a slow spawn does not stall the caller's loop: one is made
// again when it is gone, and what a program's start or exit says reaches the caller as before. A
// launched program (QEMU) is the exception that outlives them both, its exit reported while the
// spawning process lives.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../src/index.ts';
import { CommandError, launch, run } from '../src/sys/run.ts';
import { until } from './helpers.ts';

/** Pids of `sleep` processes whose arguments include `arg`. */
function sleepsWith(arg: string): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return (
          readFileSync(`/proc/${p}/comm`, 'utf8').trim() === 'sleep' &&
          readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').includes(arg)
        );
      } catch {
        return false; // exited while we looked
      }
    })
    .map(Number);
}

/**
 * A process that starts a `sleep` through run.ts's `run` or `launch`, and the sleep's pid. A
 * duration no other sleep on the machine has (from `base`) names the program.
 */
async function callerOfSleep(how: 'run' | 'launch', base: number) {
  const arg = `${base + (process.pid % 1000)}.${Date.now() % 100000}`;
  const runTs = JSON.stringify(`${REPO_ROOT}/packages/server/src/sys/run.ts`);
  const start =
    how === 'run' ? `run(['sleep', '${arg}'])` : `await launch(['sleep', '${arg}'], { cwd: '/', stdio: [] })`;
  const script = `import { ${how} } from ${runTs}; ${start}; setInterval(() => {}, 1000);`;
  const parent = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', '--input-type=module', '-e', script],
    {
      stdio: 'ignore',
    },
  );
  const [child] = await until('the program to run', async () => {
    const found = sleepsWith(arg);
    return found.length > 0 ? found : undefined;
  });
  return { parent, child, arg };
}

describe('run()', () => {
  it('a program it started is killed when its caller is SIGKILLed', async () => {
    const { parent, child, arg } = await callerOfSleep('run', 1000);
    parent.kill('SIGKILL');
    await until('the program to be gone', async () => (sleepsWith(arg).includes(child) ? undefined : true), 5_000);
    assert.deepEqual(sleepsWith(arg), []);
  });

  it('a program is spawned by the spawning process, not by its caller, which makes a new one when it is gone', async () => {
    const parentOf = (pid: number) => Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    const { stdout } = await run(['sh', '-c', 'echo $PPID']);
    const spawner = Number(stdout.trim());
    assert.notEqual(spawner, process.pid);
    assert.equal(parentOf(spawner), process.pid);
    assert.match(readFileSync(`/proc/${spawner}/cmdline`, 'utf8'), /spawner\.ts/);

    process.kill(spawner, 'SIGKILL');
    await until('the spawning process to be gone', async () =>
      readdirSync('/proc').includes(String(spawner)) ? undefined : true,
    );
    const again = Number((await run(['sh', '-c', 'echo $PPID'])).stdout.trim());
    assert.notEqual(again, spawner);
    assert.equal(parentOf(again), process.pid);
  });

  it("a program's input, output, exit code and failure to start reach the caller", async () => {
    assert.deepEqual(await run(['cat'], { input: 'in' }), { code: 0, stdout: 'in', stderr: '' });
    assert.equal((await run(['sh', '-c', 'echo $W'], { env: { W: 'given' } })).stdout, 'given\n');
    const failed = await run(['sh', '-c', 'echo no >&2; exit 3']).catch((e: unknown) => e);
    assert.ok(failed instanceof CommandError);
    assert.equal(failed.code, 3);
    assert.equal(failed.stderr, 'no\n');
    assert.equal((await run(['sh', '-c', 'exit 4'], { allowFailure: true })).code, 4);
    // setpriv, the first program, execs the missing one: it exits 127 (command not found).
    const missing = await run(['/nonexistent/program']).catch((e: unknown) => e);
    assert.ok(missing instanceof CommandError);
    assert.equal(missing.code, 127);
  });

  it('a launched program (QEMU) is handed the files asked for, and its exit is reported', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'warren-launch-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'in'), 'handed\n');
    const { pid, exited } = await launch(['sh', '-c', 'cat <&3; exit 7'], {
      cwd: dir,
      stdio: [
        'ignore',
        { path: join(dir, 'log'), flags: 'a', mode: 0o600 },
        'ignore',
        { path: join(dir, 'in'), flags: 'r' },
      ],
    });
    assert.ok(pid > 0);
    assert.deepEqual(await exited, { code: 7, signal: null });
    assert.equal(readFileSync(join(dir, 'log'), 'utf8'), 'handed\n');
    await assert.rejects(launch(['/nonexistent/program'], { cwd: dir, stdio: [] }), /ENOENT/);
  });

  it('a launched program outlives its caller and the spawning process', async () => {
    const { parent, child, arg } = await callerOfSleep('launch', 2000);
    try {
      parent.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 1000));
      assert.deepEqual(sleepsWith(arg), [child]);
    } finally {
      process.kill(child, 'SIGKILL');
    }
  });

  it('when the spawning process goes first, a launched program keeps running and its exit is unknown', async () => {
    const { pid, exited } = await launch(['sleep', '60'], { cwd: '/', stdio: [] });
    try {
      const spawner = Number((await run(['sh', '-c', 'echo $PPID'])).stdout.trim());
      process.kill(spawner, 'SIGKILL');
      assert.equal(await exited, undefined);
      const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1][0];
      assert.notEqual(state, 'Z');
    } finally {
      process.kill(pid, 'SIGKILL');
    }
  });
});

describe('a close that kills its VMs', () => {
  // The spawning process's channel does not hold the process while no program runs, so a server
  // whose last work is waiting for its QEMUs to die must hold itself (sys/holding.ts): otherwise
  // the process ends mid-close, its data directory and the VMs' teardown left behind.
  it('finishes with nothing else holding the process, and leaves no QEMU', { timeout: 120_000 }, async () => {
    const helpers = JSON.stringify(`${REPO_ROOT}/packages/server/test/helpers.ts`);
    const script = `import { qemuPids, startTestServer } from ${helpers};
      const t = await startTestServer();
      await t.client.createSmall();
      const dataDir = t.config.dataDir;
      await t.close();
      console.log(JSON.stringify({ closed: true, dataDir, qemus: qemuPids(dataDir).length }));`;
    const out = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--disable-warning=ExperimentalWarning', '--input-type=module', '-e', script],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let stdout = '';
      child.stdout.on('data', (b) => {
        stdout += b;
      });
      child.on('exit', (code) => resolve({ code, stdout }));
    });
    assert.equal(out.code, 0, `the process ended with ${out.code} before its close finished`);
    const said = JSON.parse(out.stdout.trim().split('\n').at(-1) as string);
    assert.equal(said.closed, true);
    assert.equal(said.qemus, 0);
    assert.equal(existsSync(said.dataDir), false, 'the data directory is removed');
  });
});
