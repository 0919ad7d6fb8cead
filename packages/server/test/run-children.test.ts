// External programs die with the server (src/sys/run.ts): a process that started one through run()
// and is then SIGKILLed leaves nothing running (the parent-death signal), as a killed server must
// not leave a compressor or copy running beside the next one.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../src/index.ts';
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

describe('run()', () => {
  it('a program it started is killed when its caller is SIGKILLed', async () => {
    // A duration no other sleep on the machine has names the program.
    const arg = `${1000 + (process.pid % 1000)}.${Date.now() % 100000}`;
    const runTs = JSON.stringify(`${REPO_ROOT}/packages/server/src/sys/run.ts`);
    const script = `import { run } from ${runTs}; run(['sleep', '${arg}']); setInterval(() => {}, 1000);`;
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
    parent.kill('SIGKILL');
    await until('the program to be gone', async () => (sleepsWith(arg).includes(child) ? undefined : true), 5_000);
    assert.deepEqual(sleepsWith(arg), []);
  });
});
