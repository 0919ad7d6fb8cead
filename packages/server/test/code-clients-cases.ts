// The code interpreter through every client (docs/code.md, "Clients"), side by side on the shared
// default sandbox: the Python client (`run_code` with `.png` bytes, `.text`, `.error`, streamed
// callbacks), the TypeScript SDK, the CLI (`warren code`: images saved, their paths printed), the
// MCP tool `run_code` (charts as image content) and the console's cell runner in Chromium (a
// chart shown inline; screenshot docs/console/sandbox-code.png).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Client } from '@warren/sdk';
import { launch, newPage, screenshot } from '../../console/test/browser.ts';
import { createInvitation, invitationLink } from '../src/index.ts';
import type { DefaultSandbox } from './default-sandbox.ts';
import { SCRATCH } from './helpers.ts';

const REPO = resolve(import.meta.dirname, '../../..');
const NODE = join(REPO, 'node_modules/.bin/node');
const PNG = '89504e470d0a1a0a';
const PLOT = 'import matplotlib.pyplot as plt\nplt.plot([0, 1, 2], [2, 0, 1])\nplt.show()\n"drawn"';

/** Runs a program to its end with the server's address and key in its environment. */
function run(fx: DefaultSandbox, cmd: string, args: string[], extra: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    const env = { PATH: process.env.PATH ?? '', SVC_API_URL: fx.t.server.url, SVC_TOKEN: fx.t.client.key, ...extra };
    const child = spawn(cmd, args, { env, cwd: REPO });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code: code ?? -1, stdout, stderr });
    });
  });
}

// The Python client from its source tree (standard library only), as a user's script uses it.
const PYTHON_SCRIPT = `
import json, os, warren
sandbox = warren.Client().sandboxes.get(os.environ["VM"])
chart = sandbox.run_code(${JSON.stringify(PLOT)})
streamed = []
failed = sandbox.run_code("print('before')\\nraise ValueError('nope')", on_stdout=streamed.append)
js = sandbox.run_code("[1, 2].map(x => x * 2)", language="javascript")
print(json.dumps({
    "png": chart.png[:8].hex() if chart.png else None,
    "result_png": chart.results[0].png[:8].hex(),
    "text": chart.text,
    "error": [failed.error.name, failed.error.value] if failed.error else None,
    "streamed": streamed,
    "js": js.text,
    "contexts": sorted(c.language for c in sandbox.contexts.list()),
}))
`;

export function describeCodeClients(fx: () => DefaultSandbox): void {
  describe('code runs through the clients', { concurrency: true }, () => {
    it('Python client: sandbox.run_code returns results with .png bytes and .text, .error, streamed callbacks', async () => {
      const f = fx();
      const r = await run(f, 'python3', ['-c', PYTHON_SCRIPT], {
        PYTHONPATH: join(REPO, 'clients/python/src'),
        VM: f.vm,
      });
      assert.equal(r.code, 0, r.stderr);
      const out = JSON.parse(r.stdout);
      assert.equal(out.png, PNG);
      assert.equal(out.result_png, PNG);
      assert.equal(out.text, "'drawn'");
      assert.deepEqual(out.error, ['ValueError', 'nope']);
      assert.deepEqual(out.streamed, ['before\n']);
      assert.equal(out.js, '[ 2, 4 ]');
      assert.ok(out.contexts.includes('python') && out.contexts.includes('javascript'));
    });

    it('TypeScript SDK: sandbox.runCode with png bytes, text, error and onStdout; sandbox.contexts', async () => {
      const f = fx();
      const client = new Client({ token: f.t.client.key, apiUrl: f.t.server.url });
      try {
        const sandbox = await client.sandboxes.get(f.vm);
        const chart = await sandbox.runCode(PLOT);
        assert.equal(
          Buffer.from(chart.results[0].png ?? [])
            .subarray(0, 8)
            .toString('hex'),
          PNG,
        );
        assert.equal(chart.text, "'drawn'");
        const seen: string[] = [];
        const failed = await sandbox.runCode('echo streamed; false', {
          language: 'bash',
          onStdout: (s) => seen.push(s),
        });
        assert.deepEqual(seen, ['streamed\n']);
        assert.equal(failed.error?.name, 'BashError');
        const made = await sandbox.contexts.create({ language: 'javascript' });
        assert.equal((await sandbox.runCode('40 + 2', { contextId: made.context_id })).text, '42');
        await sandbox.contexts.delete(made.context_id);
        assert.ok(!(await sandbox.contexts.list()).some((c) => c.context_id === made.context_id));
      } finally {
        client.close();
      }
    });

    it('CLI: warren code saves the chart to a file and prints its path; an error exits 1 with its traceback', async () => {
      const f = fx();
      const out = mkdtempSync(join(SCRATCH, 'warren-code-'));
      try {
        const warren = join(REPO, 'packages/cli/src/main.ts');
        const ok = await run(f, NODE, [
          '--disable-warning=ExperimentalWarning',
          warren,
          'code',
          f.vm,
          '-c',
          PLOT,
          '-o',
          out,
        ]);
        assert.equal(ok.code, 0, ok.stderr);
        const path = /^image: (.+\.png)$/m.exec(ok.stdout)?.[1];
        assert.ok(path, ok.stdout);
        assert.equal(readFileSync(path).subarray(0, 8).toString('hex'), PNG);
        assert.match(ok.stdout, /^'drawn'$/m);
        const bad = await run(f, NODE, ['--disable-warning=ExperimentalWarning', warren, 'code', f.vm, '-c', '1/0']);
        assert.equal(bad.code, 1);
        assert.match(bad.stderr, /ZeroDivisionError/);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });

    it('MCP: the run_code tool answers the chart as image content and the value as text', async () => {
      const f = fx();
      const transport = new StdioClientTransport({
        command: NODE,
        args: ['--disable-warning=ExperimentalWarning', join(REPO, 'packages/cli/src/main.ts'), 'mcp'],
        env: { PATH: process.env.PATH ?? '', SVC_TOKEN: f.t.client.key, SVC_API_URL: f.t.server.url },
        stderr: 'inherit',
      });
      const mcp = new McpClient({ name: 'warren-test', version: '0' });
      await mcp.connect(transport);
      try {
        const r = (await mcp.callTool({ name: 'run_code', arguments: { vm_id: f.vm, code: PLOT } }, undefined, {
          timeout: 240_000,
        })) as CallToolResult;
        assert.ok(!r.isError, JSON.stringify(r.content));
        const image = r.content.find((c) => c.type === 'image');
        assert.equal(image?.mimeType, 'image/png');
        assert.equal(
          Buffer.from(image?.data as string, 'base64')
            .subarray(0, 8)
            .toString('hex'),
          PNG,
        );
        const text = r.content.find((c) => c.type === 'text');
        assert.match(text?.type === 'text' ? text.text : '', /'drawn'/);
        assert.equal((r.structuredContent as { images: number }).images, 1);
      } finally {
        await mcp.close();
      }
    });

    it("console: the sandbox page's cell runner shows a chart inline (Chromium)", async () => {
      const f = fx();
      const acme = await f.t.server.store.accounts.findOrgByName('acme');
      assert.ok(acme);
      const inv = await createInvitation(f.t.server.store, {
        email: 'coder@example.com',
        orgId: acme.id,
        invitedBy: 'test',
        ttlS: 3600,
      });
      const browser = await launch();
      try {
        const { page, errors } = await newPage(browser);
        page.setDefaultTimeout(240_000);
        await page.goto(invitationLink(f.t.server.url, inv.token));
        await page.getByLabel('Choose a password').fill('correct horse battery staple');
        await page.getByLabel('Repeat it').fill('correct horse battery staple');
        await page.getByRole('button', { name: 'Set password' }).click();
        await page.getByText('Your password is set').waitFor();
        await page.getByLabel('Password').fill('correct horse battery staple');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Sandboxes' }).waitFor();
        await page.goto(`${f.t.server.url}/console/vms/${f.vm}`);
        const cell = page.getByLabel('Code to run');
        await cell.fill(
          'import matplotlib.pyplot as plt\nplt.bar(["a", "b", "c"], [3, 1, 2])\nplt.title("from the console")\nplt.show()',
        );
        await page.getByRole('button', { name: 'Run', exact: true }).click();
        const chart = page.getByAltText('chart 1 of this run');
        await chart.waitFor();
        assert.ok(await chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100));
        await chart.scrollIntoViewIfNeeded();
        await screenshot(page, 'sandbox-code');
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });
  });
}
