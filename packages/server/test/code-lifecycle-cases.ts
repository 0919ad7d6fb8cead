// A context's variables live in guest memory, so they go wherever the sandbox's memory goes
// (docs/code.md, "Forkable state"): a DataFrame defined once is seen by three fork children, each
// changing only its own copy (and drawing random numbers of its own), and is still there after
// sleep and in a sandbox restored from a snapshot. On the shared default sandbox.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type DefaultSandbox, runCode } from './default-sandbox.ts';

const sum = 'int(df["a"].sum())';

export function describeCodeLifecycle(fx: () => DefaultSandbox): void {
  describe('contexts survive fork, sleep and snapshot → restore', () => {
    it('fork ×3: each child sees the DataFrame and changes only its own copy', async () => {
      const { t, vm } = fx();
      await runCode(t, vm, { code: 'import pandas as pd, random\ndf = pd.DataFrame({"a": [1, 2, 3]})' });
      const forked = await t.client.post(`/vms/${vm}/branch`, { count: 3 });
      assert.equal(forked.status, 201, JSON.stringify(forked.body));
      const children: string[] = forked.body.vms.map((c: { vm_id: string }) => c.vm_id);
      try {
        const runs = await Promise.all(
          children.map((child, i) =>
            runCode(t, child, { code: `df["a"] = df["a"] * ${i + 2}\n(${sum}, random.random())` }),
          ),
        );
        const answers = runs.map((r) => r.results[0].data['text/plain'] as string);
        assert.deepEqual(
          answers.map((a) => a.split(',')[0]),
          ['(12', '(18', '(24'],
          'each child doubled, tripled, quadrupled its own copy',
        );
        // The children's generators were reseeded after the fork: three different draws.
        assert.equal(new Set(answers.map((a) => a.split(',')[1])).size, 3);
        const parent = await runCode(t, vm, { code: sum });
        assert.equal(parent.results[0].data['text/plain'], '6', "the parent's copy is untouched");
      } finally {
        for (const child of children) await t.client.delete(`/vms/${child}`);
      }
    });

    it('sleep: idle contexts are no work (slept: true), and after the wake the DataFrame is there', async () => {
      const { t, vm } = fx();
      const slept = await t.client.post(`/vms/${vm}/sleep`);
      assert.deepEqual(slept.body, { slept: true });
      assert.equal((await t.client.get(`/vms/${vm}`)).body.state, 'slept');
      const run = await runCode(t, vm, { code: sum });
      assert.equal(run.results[0].data['text/plain'], '6');
      assert.equal((await t.client.get(`/vms/${vm}`)).body.state, 'running');
    });

    it('snapshot → restore: the restored sandbox has the DataFrame, as its own copy', async () => {
      const { t, vm } = fx();
      const snap = await t.client.post(`/vms/${vm}/snapshot`, {});
      assert.equal(snap.status, 201, JSON.stringify(snap.body));
      const restored = await t.client.create({ snapshot_id: snap.body.snapshot_id });
      assert.equal(restored.status, 201, JSON.stringify(restored.body));
      const copy = restored.body.vm_id;
      try {
        const run = await runCode(t, copy, { code: `df["a"] += 1\n${sum}` });
        assert.equal(run.results[0].data['text/plain'], '9');
        assert.equal((await runCode(t, vm, { code: sum })).results[0].data['text/plain'], '6');
      } finally {
        await t.client.delete(`/vms/${copy}`);
        await t.client.delete(`/snapshots/${snap.body.snapshot_id}`);
      }
    });
  });
}
