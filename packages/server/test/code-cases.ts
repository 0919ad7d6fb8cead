// Code contexts and runs through the API (docs/code.md), on the shared default sandbox
// (default-sandbox.ts) and its real IPython kernel, Node and bash runners: warm from the template,
// rich results, streaming, state between runs, timeouts, dead contexts, parallel contexts, the
// output cap and bad input. Run by default-image.test.ts (one server, one template build).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CAP, type DefaultSandbox, PNG_BASE64, runCode, runStreamed } from './default-sandbox.ts';

const CHART = `
import matplotlib.pyplot as plt
plt.plot([1, 2, 3, 4], [1, 4, 9, 16])
plt.title("squares")
plt.show()
6 * 7
`;

export function describeCode(fx: () => DefaultSandbox): void {
  describe('the default Python context is warm from the template', () => {
    it('the first run of a new sandbox finds a kernel started before the sandbox existed, and answers a chart as a PNG', async () => {
      const { t, vm, created } = fx();
      const listed = await t.client.get(`/vms/${vm}/contexts`);
      assert.equal(listed.status, 200);
      const python = listed.body.contexts.find((c: any) => c.context_id === 'python');
      assert.equal(python?.state, 'running');
      // Started in the template's builder VM: the checkpoint holds it.
      assert.ok(python.started_unix_ns < created.created_unix_ns, 'the kernel is older than the sandbox');
      const run = await runCode(t, vm, { code: CHART });
      assert.equal(run.status, 'ok', JSON.stringify(run.error));
      assert.equal(run.context_id, 'python');
      const [chart, value] = run.results;
      assert.equal(chart.is_main_result, false, 'plt.show() is a display');
      assert.ok(chart.data['image/png'].startsWith(PNG_BASE64), 'the display is a PNG');
      assert.deepEqual(value, { data: { 'text/plain': '42' }, is_main_result: true });
      assert.ok(run.execution_count >= 1);
    });
  });

  describe('POST /vms/{id}/run_code', { concurrency: true }, () => {
    it('streams NDJSON as the code runs: its execution count, stdout, the error with its traceback, one end', async () => {
      const { t, vm } = fx();
      const lines = await runStreamed(t, vm, { code: 'print("one", flush=True)\n1/0' });
      assert.deepEqual(
        lines.map((l) => l.type),
        ['execution_count', 'stdout', 'error', 'end'],
      );
      assert.equal(lines[1].text, 'one\n');
      assert.equal(lines[2].name, 'ZeroDivisionError');
      assert.match(lines[2].traceback, /1\/0/);
      assert.equal(lines[3].status, 'error');
      assert.equal(lines[3].context_state, 'running');
    });

    it("keeps a context's variables between runs; env applies to one run only", async () => {
      const { t, vm } = fx();
      await runCode(t, vm, { code: 'kept = 41' });
      assert.equal((await runCode(t, vm, { code: 'kept + 1' })).results[0].data['text/plain'], '42');
      const withEnv = await runCode(t, vm, { code: 'import os\nos.environ.get("RUN_ONLY")', env: { RUN_ONLY: 'yes' } });
      assert.equal(withEnv.results[0].data['text/plain'], "'yes'");
      const after = await runCode(t, vm, { code: 'os.environ.get("RUN_ONLY")' });
      assert.deepEqual(after.results, [], 'None is no result');
    });

    it('javascript: a context with its cwd and env, top-level await, declarations kept, console output', async () => {
      const { t, vm } = fx();
      const made = await t.client.post(`/vms/${vm}/contexts`, { language: 'javascript', cwd: '/tmp', env: { A: 'b' } });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.equal(made.body.state, 'running');
      assert.equal(made.body.cwd, '/tmp');
      const context_id = made.body.context_id;
      const first = await runCode(t, vm, {
        context_id,
        code: 'const v = await Promise.resolve(6); console.log(process.env.A, process.cwd())',
      });
      assert.equal(first.stdout, 'b /tmp\n');
      const second = await runCode(t, vm, { context_id, code: 'v * 7' });
      assert.equal(second.results[0].data['text/plain'], '42');
      const thrown = await runCode(t, vm, { context_id, code: 'null.x' });
      assert.equal(thrown.status, 'error');
      assert.equal(thrown.error.name, 'TypeError');
    });

    it("bash: the language's default context, made on first use, keeps variables and directory", async () => {
      const { t, vm } = fx();
      await runCode(t, vm, { language: 'bash', code: 'cd /tmp && X=5' });
      const run = await runCode(t, vm, { language: 'bash', code: 'echo $X $(pwd)' });
      assert.equal(run.stdout, '5 /tmp\n');
      assert.equal(run.context_id, 'bash');
      const failed = await runCode(t, vm, { language: 'bash', code: 'false' });
      assert.equal(failed.status, 'error');
      assert.deepEqual(failed.error, { name: 'BashError', value: 'exit status 1', traceback: '' });
    });

    it('a run past its timeout is interrupted (KeyboardInterrupt) and the context lives on with its variables', async () => {
      const { t, vm } = fx();
      await runCode(t, vm, { code: 'before_sleep = 1' });
      const run = await runCode(t, vm, { code: 'import time\ntime.sleep(120)', timeout_s: 2 });
      assert.equal(run.status, 'interrupted');
      assert.equal(run.timed_out, true);
      assert.equal(run.context_state, 'running');
      assert.equal(run.error.name, 'KeyboardInterrupt');
      const after = await runCode(t, vm, { code: 'before_sleep' });
      assert.equal(after.results[0].data['text/plain'], '1');
    });

    it('runs in different contexts go side by side; runs of one context one at a time', async () => {
      const { t, vm } = fx();
      const [a, b] = await Promise.all(
        [0, 1].map(async () => (await t.client.post(`/vms/${vm}/contexts`, { language: 'bash' })).body.context_id),
      );
      const flag = `/tmp/flag-${a}`;
      // A waits for a file that only B's run makes: it ends only if B's run went while A's waited.
      const waiting = runCode(t, vm, {
        context_id: a,
        code: `for i in $(seq 600); do [ -e ${flag} ] && break; sleep 0.1; done; cat ${flag}`,
        timeout_s: 60,
      });
      await runCode(t, vm, { context_id: b, code: `sleep 1; echo made > ${flag}` });
      const waited = await waiting;
      assert.equal(waited.timed_out, false);
      assert.equal(waited.stdout, 'made\n');
      // Two runs sent to one context together: one after the other, each with its own output.
      const [first, second] = await Promise.all([
        runCode(t, vm, { context_id: b, code: 'sleep 1; echo first' }),
        runCode(t, vm, { context_id: b, code: 'echo second' }),
      ]);
      assert.equal(first.stdout, 'first\n');
      assert.equal(second.stdout, 'second\n');
      assert.equal(Math.abs(first.execution_count - second.execution_count), 1);
      for (const id of [a, b]) assert.equal((await t.client.delete(`/vms/${vm}/contexts/${id}`)).status, 204);
    });

    it('a context whose interpreter died says so, refuses runs (409) and can be restarted without its variables', async () => {
      const { t, vm } = fx();
      const made = await t.client.post(`/vms/${vm}/contexts`, { language: 'bash' });
      const id = made.body.context_id;
      await runCode(t, vm, { context_id: id, code: 'Y=kept' });
      const died = await runCode(t, vm, { context_id: id, code: 'exit 3' });
      assert.equal(died.status, 'died');
      assert.equal(died.context_state, 'dead');
      assert.equal(died.error.name, 'ContextDied');
      const listed = (await t.client.get(`/vms/${vm}/contexts`)).body.contexts.find((c: any) => c.context_id === id);
      assert.equal(listed.state, 'dead');
      const refused = await t.client.post(`/vms/${vm}/run_code`, { context_id: id, code: 'echo hi' });
      assert.equal(refused.status, 409);
      assert.equal(refused.body.error, 'context is dead');
      const restarted = await t.client.post(`/vms/${vm}/contexts/${id}/restart`);
      assert.equal(restarted.status, 200, JSON.stringify(restarted.body));
      assert.equal(restarted.body.state, 'running');
      const fresh = await runCode(t, vm, { context_id: id, code: 'test -z "$Y" && echo gone' });
      assert.equal(fresh.stdout, 'gone\n');
      assert.equal((await t.client.delete(`/vms/${vm}/contexts/${id}`)).status, 204);
    });

    it('output past the cap (1 MiB on this server) is dropped with a notice, the run ends and the context goes on', async () => {
      const { t, vm } = fx();
      assert.equal(t.config.code.maxOutputBytes, CAP);
      const run = await runCode(t, vm, {
        language: 'bash',
        code: 'head -c 3000000 /dev/zero | tr "\\0" a; echo; echo after',
      });
      assert.equal(run.truncated, true);
      assert.ok(run.stdout.length > CAP / 2 && run.stdout.length < CAP, `${run.stdout.length} bytes`);
      assert.doesNotMatch(run.stdout, /after/);
      assert.match(run.stderr, new RegExp(`\\[warren: output past ${CAP} bytes dropped\\]`));
      assert.equal((await runCode(t, vm, { language: 'bash', code: 'echo ok' })).stdout, 'ok\n');
    });

    it("bad input is a clear 4xx and loses nothing: unknown language, code over 1 MiB, a missing context, another organization's sandbox", async () => {
      const { t, vm } = fx();
      await runCode(t, vm, { code: 'survivor = "here"' });
      const cases: [string, unknown, number, RegExp][] = [
        ['/run_code', { code: '1', language: 'cobol' }, 400, /language/],
        ['/run_code', { code: '€'.repeat(400_000) }, 413, /at most 1048576/],
        ['/run_code', { code: '1', context_id: 'no-such-context' }, 404, /context/],
        ['/run_code', { code: '1', context_id: '../x' }, 400, /context_id/],
        ['/run_code', { code: '1', timeout_s: 0 }, 400, /timeout_s/],
        ['/run_code', { context_id: 'python' }, 400, /code/],
        ['/contexts', { language: 'cobol' }, 400, /language/],
        ['/contexts', { cwd: 'relative' }, 400, /cwd/],
        ['/contexts', { language: 'bash', cwd: '/no/such/dir' }, 400, /cwd/],
      ];
      for (const [route, body, status, message] of cases) {
        const r = await t.client.post(`/vms/${vm}${route}`, body);
        assert.equal(r.status, status, `${route} ${JSON.stringify(body).slice(0, 80)}: ${JSON.stringify(r.body)}`);
        assert.match(JSON.stringify(r.body), message);
      }
      const mismatch = await t.client.post(`/vms/${vm}/run_code`, {
        code: '1',
        context_id: 'python',
        language: 'bash',
      });
      assert.equal(mismatch.status, 400);
      for (const r of [
        await t.other.post(`/vms/${vm}/run_code`, { code: '1' }),
        await t.other.get(`/vms/${vm}/contexts`),
        await t.other.post(`/vms/${vm}/contexts/python/restart`),
        await t.other.delete(`/vms/${vm}/contexts/python`),
      ]) {
        assert.equal(r.status, 404, JSON.stringify(r.body));
      }
      assert.equal((await t.client.post(`/vms/${vm}/contexts/no-such/restart`)).status, 404);
      assert.equal((await t.client.delete(`/vms/${vm}/contexts/no-such`)).status, 404);
      const kept = await runCode(t, vm, { code: 'survivor' });
      assert.equal(kept.results[0].data['text/plain'], "'here'");
    });
  });

  describe('contexts per sandbox and their deletion', () => {
    it('at most 8 live contexts (the 9th is 409); a deleted context is gone, its delete repeatable', async () => {
      const { t, vm } = fx();
      const live = (await t.client.get(`/vms/${vm}/contexts`)).body.contexts.filter((c: any) => c.state === 'running');
      const made = await Promise.all(
        Array.from({ length: 8 - live.length }, async () => {
          const r = await t.client.post(`/vms/${vm}/contexts`, { language: 'bash' });
          assert.equal(r.status, 201, JSON.stringify(r.body));
          return r.body.context_id as string;
        }),
      );
      const ninth = await t.client.post(`/vms/${vm}/contexts`, { language: 'bash' });
      assert.equal(ninth.status, 409);
      assert.equal(ninth.body.error, 'context limit (8) reached');
      for (const id of made) {
        assert.equal((await t.client.delete(`/vms/${vm}/contexts/${id}`)).status, 204);
        assert.equal((await t.client.delete(`/vms/${vm}/contexts/${id}`)).status, 204, 'a second delete is a no-op');
      }
      const left = (await t.client.get(`/vms/${vm}/contexts`)).body.contexts.map((c: any) => c.context_id);
      for (const id of made) assert.ok(!left.includes(id), `${id} is gone`);
      const gone = await t.client.post(`/vms/${vm}/run_code`, { code: 'echo', context_id: made[0] });
      assert.equal(gone.status, 404);
    });

    it('runs are in the audit log like any mutating call', async () => {
      const { t } = fx();
      const records = (await t.client.get('/audit?limit=1000')).body.records;
      const runs = records.filter((r: any) => r.action === 'POST /vms/:id/run_code');
      assert.ok(runs.some((r: any) => r.outcome === 200));
      assert.ok(runs.some((r: any) => r.outcome === 409));
    });
  });
}
