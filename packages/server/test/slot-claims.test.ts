// Claims of machine-wide indexes (src/host/slot-claims.ts) when several host agents take over the
// same dead process's claims at once: each index ends with exactly one holder, and no agent fails.
// Two real processes race over many indexes whose claims name a process that has exited.

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../src/index.ts';
import { SCRATCH } from './helpers.ts';

const INDEXES = 400;

/** A process that takes every index it can, starting at `at` (ms since the epoch); prints them. */
function claimer(dir: string, at: number): Promise<{ code: number | null; taken: number[]; stderr: string }> {
  const claims = JSON.stringify(`${REPO_ROOT}/packages/server/src/host/slot-claims.ts`);
  const script = `import { SlotClaims } from ${claims};
    const c = new SlotClaims(${JSON.stringify(dir)});
    while (Date.now() < ${at});
    const taken = [];
    for (let i = 0; i < ${INDEXES}; i++) if (c.tryClaim(i)) taken.push(i);
    console.log(JSON.stringify(taken));
    setTimeout(() => {}, 3000);`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [
      '--disable-warning=ExperimentalWarning',
      '--input-type=module',
      '-e',
      script,
    ]);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (b) => {
      stderr += b;
    });
    // Answer once it has printed, while it still lives (its claims name a live process).
    child.stdout.on('data', (b) => {
      stdout += b;
      if (stdout.includes('\n')) resolve({ code: child.exitCode, taken: JSON.parse(stdout), stderr });
    });
    child.on('exit', (code) => resolve({ code, taken: [], stderr }));
  });
}

describe('claims of a dead process, taken over by two agents at once', () => {
  it('each index goes to exactly one of them, and neither fails', async () => {
    const dir = mkdtempSync(join(SCRATCH, 'warren-claims-'));
    try {
      const dead = Number(execFileSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' }).trim());
      for (let i = 0; i < INDEXES; i++) writeFileSync(join(dir, String(i)), `${dead} gone`);
      const at = Date.now() + 1500;
      const [a, b] = await Promise.all([claimer(dir, at), claimer(dir, at)]);
      assert.equal(a.stderr + b.stderr, '', 'no claimer failed');
      const all = [...a.taken, ...b.taken].sort((x, y) => x - y);
      assert.deepEqual(
        all,
        Array.from({ length: INDEXES }, (_, i) => i),
        'every index taken exactly once',
      );
      const holders = new Set(readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8').split(' ')[0]));
      assert.equal(holders.has(String(dead)), false, 'no claim of the dead process is left');
      assert.equal(
        readdirSync(dir).every((f) => /^\d+$/.test(f)),
        true,
        'nothing moved aside is left',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
