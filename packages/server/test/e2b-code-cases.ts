// E2B's code interpreter (docs/e2b.md, "The code interpreter") driven by the real
// `@e2b/code-interpreter` package (npm, 2.8) against real microVMs, as code written for it runs
// unchanged: port 49999 of the sandbox, header-routed (E2B_SANDBOX_URL), answered by Warren from its
// code contexts. One sandbox of the default template shared by the cases, and one of another
// organization made beside them. e2b.test.ts runs these cases on its server, after its own, so the
// default template (with the warm Python kernel) is built once for both; port 49999 by
// {port}-{id}.{domain} is in e2b-domain-client.ts. Not a test file itself.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Context, NotFoundError, Sandbox, SandboxError, TimeoutError } from '@e2b/code-interpreter';
import { tokenOf } from './e2b-fixture.ts';
import type { TestServer } from './helpers.ts';

/** The eight bytes every PNG file starts with. */
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Context calls wait for an interpreter to start, minutes under TCG on a shared machine. */
const SLOW = { requestTimeoutMs: 300_000 };

/** The cases, on the server `server()` gives once e2b.test.ts's `before` made it (the SDK's env set). */
export function describeCodeInterpreter(server: () => TestServer): void {
  let t: TestServer;
  let sbx: Sandbox;
  let otherSbx: Promise<Sandbox>;

  /** A raw call of the code interpreter through the header-routed origin, as a client that is not the SDK sends it. */
  async function interpreter(vmId: string, method: string, path: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = { 'e2b-sandbox-id': vmId, 'e2b-sandbox-port': '49999' };
    if (token !== undefined) headers['x-access-token'] = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${t.server.e2b?.sandboxUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  }

  describe('@e2b/code-interpreter on Warren', { concurrency: 1 }, () => {
    before(async () => {
      t = server();
      sbx = await Sandbox.create({ envs: { GREETING: 'hello' }, ...SLOW });
      // Another organization's sandbox, made while the cases run.
      otherSbx = Sandbox.create({ apiKey: t.other.key, ...SLOW });
      otherSbx.catch(() => undefined);
    });

    after(async () => {
      await sbx?.kill().catch(() => undefined);
      await (await otherSbx?.catch(() => undefined))?.kill().catch(() => undefined);
    });

    test("Sandbox.create() makes its default template, code-interpreter-v1: Warren's default image", async () => {
      const info = await sbx.getInfo();
      assert.equal(info.templateId, 'code-interpreter-v1');
      const vm = await t.client.get(`/vms/${sbx.sandboxId}`);
      assert.equal(vm.status, 200);
      assert.equal(vm.body.image, 'default');
    });

    test('runCode: the last value, stdout and stderr as they come, variables kept across runs, the count', async () => {
      const out: string[] = [];
      const err: string[] = [];
      const results: string[] = [];
      const first = await sbx.runCode('x = 40\nprint("out")\nimport sys\nprint("err", file=sys.stderr)\nx + 2', {
        onStdout: (m) => void out.push(m.line),
        onStderr: (m) => void err.push(m.line),
        onResult: (r) => void results.push(r.text ?? ''),
      });
      assert.equal(first.text, '42');
      assert.equal(first.results.length, 1);
      assert.equal(first.results[0].isMainResult, true);
      assert.equal(first.logs.stdout.join(''), 'out\n');
      assert.equal(first.logs.stderr.join(''), 'err\n');
      assert.equal(first.error, undefined);
      assert.equal(out.join(''), 'out\n');
      assert.equal(err.join(''), 'err\n');
      assert.deepEqual(results, ['42']);
      assert.equal(typeof first.executionCount, 'number');
      const second = await sbx.runCode('x * 2');
      assert.equal(second.text, '80');
      assert.equal(second.executionCount, (first.executionCount ?? 0) + 1);
      // A string's value without its quotes, as E2B's server gives it.
      assert.equal((await sbx.runCode('"text"')).text, 'text');
    });

    test("envs for one run over the sandbox's own envVars; gone after it", async () => {
      const code = "import os\nf\"{os.environ.get('GREETING')} {os.environ.get('ONLY_HERE', 'gone')}\"";
      assert.equal((await sbx.runCode(code, { envs: { ONLY_HERE: 'here' } })).text, 'hello here');
      assert.equal((await sbx.runCode(code)).text, 'hello gone');
    });

    test('a matplotlib chart: plt.show() is a result with a PNG; a DataFrame has HTML; JSON is an object', async () => {
      const chart = await sbx.runCode(
        'import matplotlib.pyplot as plt\nplt.plot([1, 2, 3], [1, 4, 9])\nplt.title("squares")\nplt.show()',
      );
      assert.equal(chart.error, undefined);
      const png = chart.results.find((r) => r.png);
      assert.ok(png, `results: ${JSON.stringify(chart.results.map((r) => r.formats()))}`);
      assert.equal(png.isMainResult, false, 'a display, not the value of the cell');
      assert.deepEqual(Buffer.from(png.png ?? '', 'base64').subarray(0, 8), PNG_MAGIC);
      assert.ok(png.formats().includes('png'));
      const frame = await sbx.runCode('import pandas as pd\npd.DataFrame({"a": [1, 2]})');
      assert.match(frame.results[0].html ?? '', /<table/);
      assert.match(frame.text ?? '', /a/);
      const json = await sbx.runCode('from IPython.display import JSON\nJSON({"k": [1, 2]})');
      assert.deepEqual(json.results[0].json, { k: [1, 2] });
    });

    test('an error: its name, value and traceback; the context lives on', async () => {
      const errors: string[] = [];
      const r = await sbx.runCode('def f():\n    return 1 / 0\nf()', { onError: (e) => void errors.push(e.name) });
      assert.equal(r.error?.name, 'ZeroDivisionError');
      assert.equal(r.error?.value, 'division by zero');
      assert.match(r.error?.traceback ?? '', /ZeroDivisionError/);
      assert.match(r.error?.traceback ?? '', /f\(\)/);
      assert.deepEqual(errors, ['ZeroDivisionError']);
      assert.equal((await sbx.runCode('x')).text, '40');
    });

    test('javascript by language (and `js`): values, console output, declarations kept', async () => {
      const r = await sbx.runCode('const a = 20\nconsole.log("from js")\na + 1', { language: 'javascript' });
      assert.equal(r.error, undefined, JSON.stringify(r.error));
      assert.equal(r.text, '21');
      assert.equal(r.logs.stdout.join(''), 'from js\n');
      assert.equal((await sbx.runCode('a * 2', { language: 'js' })).text, '40');
    });

    test('createCodeContext, listCodeContexts, restartCodeContext, removeCodeContext', async () => {
      const js = await sbx.createCodeContext({ cwd: '/tmp', language: 'javascript', ...SLOW });
      assert.equal(js.language, 'javascript');
      assert.equal(js.cwd, '/tmp');
      assert.equal((await sbx.runCode('process.cwd()', { context: js })).text, '/tmp');
      await sbx.runCode('let kept = 5', { context: js });
      assert.equal((await sbx.runCode('kept', { context: js })).text, '5');
      // Without a cwd, E2B's default: /home/user.
      const sh = await sbx.createCodeContext({ language: 'bash', ...SLOW });
      assert.equal(sh.cwd, '/home/user');
      assert.equal((await sbx.runCode('pwd', { context: sh })).logs.stdout.join(''), '/home/user\n');
      const listed = await sbx.listCodeContexts();
      const ids = listed.map((c: Context) => c.id);
      for (const id of [js.id, sh.id, 'python', 'javascript']) assert.ok(ids.includes(id), `${id} in ${ids}`);
      assert.deepEqual(
        listed.find((c: Context) => c.id === js.id),
        { id: js.id, language: 'javascript', cwd: '/tmp' },
      );
      await sbx.restartCodeContext(js);
      assert.equal((await sbx.runCode('typeof kept', { context: js })).text, 'undefined', 'a restart forgets');
      await sbx.removeCodeContext(js.id);
      await sbx.removeCodeContext(sh);
      const left = (await sbx.listCodeContexts()).map((c: Context) => c.id);
      assert.ok(!left.includes(js.id) && !left.includes(sh.id), `${left}`);
      await assert.rejects(sbx.runCode('1', { context: js }), NotFoundError);
    });

    test('refusals: an unknown language, code over 1 MiB', async () => {
      await assert.rejects(sbx.runCode('1', { language: 'cobol' }), (err: Error) => {
        assert.ok(err instanceof SandboxError);
        assert.match(err.message, /^400 /);
        return true;
      });
      await assert.rejects(sbx.runCode(`# ${'x'.repeat(1 << 20)}`), (err: Error) => {
        assert.ok(err instanceof SandboxError);
        assert.match(err.message, /^413 /);
        return true;
      });
    });

    test('timeoutMs ends the call; the run is interrupted and the context serves the next run', async () => {
      await assert.rejects(sbx.runCode('import time\ntime.sleep(600)', { timeoutMs: 3_000 }), TimeoutError);
      const next = await sbx.runCode('x + 1');
      assert.equal(next.text, '41');
      assert.equal(next.error, undefined);
    });

    test("/execute asks for the sandbox's access token; the context calls, which the SDK sends without it, do not", async () => {
      const missing = await interpreter(sbx.sandboxId, 'POST', '/execute', { code: '1' });
      assert.equal(missing.status, 401);
      const wrong = await interpreter(sbx.sandboxId, 'POST', '/execute', { code: '1' }, 'not-the-token');
      assert.equal(wrong.status, 401);
      const ok = await interpreter(sbx.sandboxId, 'POST', '/execute', { code: '6 * 7' }, tokenOf(sbx));
      assert.equal(ok.status, 200);
      const lines = ok.text.split('\n');
      assert.equal(lines.pop(), '', 'every line ends with a newline');
      const parsed = lines.map((l) => JSON.parse(l) as { type: string; text?: string });
      assert.ok(parsed.some((l) => l.type === 'result' && l.text === '42'));
      assert.deepEqual(parsed.at(-1), { type: 'end_of_execution' });
      assert.equal((await interpreter(sbx.sandboxId, 'GET', '/contexts')).status, 200);
    });

    test('malformed calls are a 4xx with a reason, never a 5xx', async () => {
      const token = tokenOf(sbx);
      const cases: [string, string, unknown, number][] = [
        ['POST', '/execute', 'not json', 400],
        ['POST', '/execute', [1, 2], 400],
        ['POST', '/execute', {}, 400],
        ['POST', '/execute', { code: 7 }, 400],
        ['POST', '/execute', { code: '1', language: 'python', context_id: 'python' }, 400],
        ['POST', '/execute', { code: '1', env_vars: { 'A=B': 'x' } }, 400],
        ['POST', '/execute', { code: '1', env_vars: { A: 1 } }, 400],
        ['POST', '/execute', { code: '1', context_id: '../../etc' }, 404],
        ['POST', '/contexts', { language: 'r' }, 400],
        ['POST', '/contexts', { cwd: 'relative' }, 400],
        ['POST', '/contexts/no-such-context/restart', undefined, 404],
        ['DELETE', '/contexts/no-such-context', undefined, 404],
        ['DELETE', '/contexts/%zz', undefined, 404],
        ['POST', '/contexts/%E0%A4%A/restart', undefined, 404],
        ['GET', '/no/such/route', undefined, 404],
      ];
      for (const [method, path, body, status] of cases) {
        const headers: Record<string, string> = {
          'e2b-sandbox-id': sbx.sandboxId,
          'e2b-sandbox-port': '49999',
          'x-access-token': token,
          'content-type': 'application/json',
        };
        const raw = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
        const res = await fetch(`${t.server.e2b?.sandboxUrl}${path}`, { method, headers, body: raw });
        const text = await res.text();
        assert.equal(res.status, status, `${method} ${path} ${raw}: ${res.status} ${text}`);
        assert.ok(text.length > 0, 'a reason');
      }
    });

    test("another organization's context is not found; its sandbox refuses this one's token", async () => {
      const other = await otherSbx;
      const theirs = await other.createCodeContext({ language: 'bash', ...SLOW });
      assert.equal((await other.runCode('echo theirs', { context: theirs })).logs.stdout.join(''), 'theirs\n');
      await assert.rejects(sbx.runCode('echo mine', { context: theirs }), (err: Error) => {
        assert.ok(err instanceof NotFoundError);
        assert.match(err.message, new RegExp(`Context ${theirs.id} not found`));
        return true;
      });
      await assert.rejects(sbx.restartCodeContext(theirs), NotFoundError);
      await assert.rejects(sbx.removeCodeContext(theirs), NotFoundError);
      assert.ok(!(await sbx.listCodeContexts()).some((c: Context) => c.id === theirs.id));
      const crossed = await interpreter(other.sandboxId, 'POST', '/execute', { code: '1' }, tokenOf(sbx));
      assert.equal(crossed.status, 401);
    });
  });
}
