// The README's "Use it from TypeScript / the shell / an agent (MCP)" examples, run as written
// against a real server and real VMs: the TypeScript block is packages/sdk/examples/quickstart.ts
// word for word and runs; the shell block runs in bash with `warren` on the PATH; the MCP client
// configuration starts `warren mcp` through the official SDK's stdio client.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { SCRATCH, startTestServer, type TestServer } from '../../server/test/helpers.ts';

const REPO = resolve(import.meta.dirname, '../../..');
const README = readFileSync(join(REPO, 'README.md'), 'utf8');
const BIN = join(REPO, 'node_modules', '.bin');

/** The first fenced block of `lang` in the README section titled `heading`. */
function block(heading: string, lang: string): string {
  const section = README.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0];
  assert.ok(section, `README has a section "${heading}"`);
  const m = new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``).exec(section);
  assert.ok(m, `its ${lang} block`);
  return m[1];
}

let t: TestServer;
let env: Record<string, string>;
before(async () => {
  t = await startTestServer({ idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 } });
  env = { PATH: `${BIN}:${process.env.PATH ?? ''}`, SVC_TOKEN: t.client.key, SVC_API_URL: t.server.url };
});
after(() => t.close());

describe('README: Use it from TypeScript', () => {
  it('shows packages/sdk/examples/quickstart.ts word for word, and it runs', async () => {
    const example = join(REPO, 'packages/sdk/examples/quickstart.ts');
    assert.equal(block('Use it from TypeScript', 'ts'), readFileSync(example, 'utf8'));
    const run = await promisify(execFile)(join(BIN, 'node'), ['--disable-warning=ExperimentalWarning', example], {
      env,
      timeout: 300_000,
    });
    assert.equal(run.stdout, '0 hello from Linux\n2 /tmp/data.csv\na,b\n1,2\n\n');
  });
});

describe('README: Use it from the shell', () => {
  it('runs in bash as written', async () => {
    const dir = mkdtempSync(join(SCRATCH, 'warren-readme-'));
    try {
      const run = await promisify(execFile)('bash', ['-eo', 'pipefail', '-c', block('Use it from the shell', 'sh')], {
        env,
        cwd: dir,
        timeout: 300_000,
      });
      const lines = run.stdout.split('\n');
      assert.equal(lines[0], 'hello');
      assert.equal(lines[1], 'exit code 3');
      assert.match(lines[2], /^copied 1 file \(9 bytes\) to [0-9a-f-]{36}:\/work$/);
      assert.equal(lines[3], 'print(1)');
      assert.match(lines[4], /^[0-9a-f-]{36}$/, 'the snapshot id');
      assert.match(lines[5], /^VM_ID +STATE/);
      assert.match(lines.at(-2) ?? '', /^deleted [0-9a-f-]{36}$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('README: Use it from an agent (MCP)', () => {
  it("the client configuration starts warren mcp, which lists the specification's 19 tools, command_output, run_code and the six volume tools, and runs them", async () => {
    const config = JSON.parse(block('Use it from an agent (MCP)', 'json'));
    const server = config.mcpServers.warren;
    const transport = new StdioClientTransport({
      command: server.command,
      args: server.args,
      // The example's placeholders, filled with this server's key and address.
      env: { ...server.env, SVC_TOKEN: t.client.key, SVC_API_URL: t.server.url, PATH: env.PATH },
    });
    const mcp = new Client({ name: 'readme', version: '0' });
    await mcp.connect(transport);
    try {
      assert.equal((await mcp.listTools()).tools.length, 27);
      const r = await mcp.callTool({ name: 'list_sandboxes', arguments: {} });
      assert.ok(Array.isArray((r.structuredContent as { sandboxes: unknown }).sandboxes));
    } finally {
      await mcp.close();
    }
  });
});
