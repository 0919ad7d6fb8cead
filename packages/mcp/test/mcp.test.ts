// `warren mcp` through the official MCP SDK's stdio client, against a real server and real
// microVMs: it offers the specification's 19 tools and command_output, each with a described input
// schema, answers with text and structured content, and returns API errors as tool errors
// carrying the specification's word. Commands: env, cwd and timeout_s on exec and shell,
// exec_background's command_id and its output read from a cursor. Volumes: list, create, delete,
// their files without a sandbox, and a mount on create_sandbox.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { REPO_ROOT } from '@warren/server';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';

const VOLUME_TOOLS = [
  'list_volumes',
  'create_volume',
  'delete_volume',
  'list_volume_files',
  'write_volume_file',
  'read_volume_file',
];

const SPEC_TOOLS = [
  'create_sandbox',
  'exec',
  'shell',
  'exec_background',
  'write_file',
  'read_file',
  'expose_port',
  'snapshot',
  'branch',
  'list_sandboxes',
  'delete_sandbox',
  'pause',
  'resume',
  'sleep',
  'stop',
  'start',
  'reboot',
  'list_snapshots',
  'delete_snapshot',
];

let t: TestServer;
let mcp: Client;
before(async () => {
  t = await startTestServer({
    idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 },
    edge: { ports: { first: 31750, last: 31759 } },
  });
  const transport = new StdioClientTransport({
    command: join(REPO_ROOT, 'node_modules/.bin/node'),
    args: ['--disable-warning=ExperimentalWarning', join(REPO_ROOT, 'packages/cli/src/main.ts'), 'mcp'],
    env: { PATH: process.env.PATH ?? '', SVC_TOKEN: t.client.key, SVC_API_URL: t.server.url },
    stderr: 'inherit',
  });
  mcp = new Client({ name: 'warren-test', version: '0' });
  await mcp.connect(transport);
});
after(async () => {
  await mcp.close();
  await t.close();
});

async function call(name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await mcp.callTool({ name, arguments: args }, undefined, { timeout: 300_000 })) as CallToolResult;
}

/** A successful call's structured content (fails with the tool's text otherwise). */
async function ok(name: string, args: Record<string, unknown> = {}): Promise<any> {
  const r = await call(name, args);
  const text = r.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
  assert.ok(!r.isError, `${name} failed: ${text}`);
  assert.ok(text.length > 0, `${name} answers text`);
  assert.ok(r.structuredContent, `${name} answers structured content`);
  return r.structuredContent;
}

function errorText(r: CallToolResult): string {
  assert.equal(r.isError, true);
  return r.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
}

describe('tools/list', () => {
  it("offers the specification's 19 tools, command_output, run_code and the volume tools, each described with a described JSON input schema", async () => {
    const { tools } = await mcp.listTools();
    assert.deepEqual(
      tools.map((x) => x.name).sort(),
      [...SPEC_TOOLS, 'command_output', 'run_code', ...VOLUME_TOOLS].sort(),
    );
    for (const tool of tools) {
      assert.ok((tool.description ?? '').length > 20, `${tool.name} is described`);
      assert.equal(tool.inputSchema.type, 'object');
      for (const [field, schema] of Object.entries(tool.inputSchema.properties ?? {})) {
        assert.ok((schema as { description?: string }).description, `${tool.name}.${field} is described`);
      }
    }
    const exec = tools.find((x) => x.name === 'exec');
    assert.deepEqual(exec?.inputSchema.required, ['vm_id']);
  });
});

describe('tools/call', () => {
  let vm: string;

  it('create_sandbox, list_sandboxes', async () => {
    const created = await ok('create_sandbox', { image: 'busybox', cpus: 1, memory_mb: 128 });
    assert.equal(created.state, 'running');
    vm = created.vm_id;
    const listed = await ok('list_sandboxes');
    assert.deepEqual(
      listed.sandboxes.map((s: { vm_id: string }) => s.vm_id),
      [vm],
    );
  });

  it('create_sandbox takes labels, lifecycle and network; list_sandboxes filters by labels and state', async () => {
    const labelled = await ok('create_sandbox', {
      image: 'busybox',
      cpus: 1,
      memory_mb: 128,
      labels: { team: 'infra' },
      lifecycle: { max_lifetime_s: 3600, on_expiry: 'delete' },
      network: { allow_out: ['pypi.org', '10.1.0.0/16'] },
    });
    try {
      assert.deepEqual(labelled.labels, { team: 'infra' });
      assert.deepEqual(labelled.network, { allow_out: ['pypi.org', '10.1.0.0/16'] });
      assert.equal((await call('create_sandbox', { network: { allow_out: ['10.0.0.1/8'] } })).isError, true);
      assert.equal(labelled.lifecycle.on_expiry, 'delete');
      const ids = async (args: Record<string, unknown>) =>
        (await ok('list_sandboxes', args)).sandboxes.map((s: { vm_id: string }) => s.vm_id);
      assert.deepEqual(await ids({ labels: { team: 'infra' } }), [labelled.vm_id]);
      assert.deepEqual(await ids({ state: 'running' }), [vm, labelled.vm_id]);
      assert.deepEqual(await ids({ labels: { team: 'infra' }, state: 'paused' }), []);
      assert.equal((await call('create_sandbox', { labels: { ' bad': 'x' } })).isError, true);
    } finally {
      await ok('delete_sandbox', { vm_id: labelled.vm_id });
    }
  });

  it('exec (shell string, argument list, stdin), shell (a persistent session), exec_background', async () => {
    const r = await call('exec', { vm_id: vm, command: 'echo hi; exit 4' });
    assert.equal(r.isError, undefined, 'a non-zero exit is an answer, not a tool error');
    assert.deepEqual(r.structuredContent, {
      exit_code: 4,
      stdout: 'hi\n',
      stderr: '',
      stdout_truncated: false,
      stderr_truncated: false,
    });
    assert.match((r.content[0] as { text: string }).text, /exit_code: 4/);
    assert.equal((await ok('exec', { vm_id: vm, args: ['echo', '$X'] })).stdout, '$X\n');
    assert.equal((await ok('exec', { vm_id: vm, args: ['cat'], stdin: 'fed' })).stdout, 'fed');

    await ok('shell', { vm_id: vm, session_id: 's1', command: 'cd /tmp; X=kept' });
    assert.equal(
      (await ok('shell', { vm_id: vm, session_id: 's1', command: 'echo $X $(pwd)', close: true })).stdout,
      'kept /tmp\n',
    );

    const bg = await ok('exec_background', { vm_id: vm, command: 'echo later > /tmp/bg' });
    assert.ok(bg.pid > 0);
  });

  it('exec and shell take env, cwd and timeout_s', async () => {
    const r = await ok('exec', { vm_id: vm, command: 'echo $X; pwd', env: { X: 'set' }, cwd: '/tmp' });
    assert.equal(r.stdout, 'set\n/tmp\n');
    const slow = await ok('exec', { vm_id: vm, args: ['sleep', '30'], timeout_s: 1 });
    assert.deepEqual([slow.exit_code, slow.timed_out], [137, true]);
    const s = { vm_id: vm, session_id: 's2' };
    assert.equal(
      (await ok('shell', { ...s, command: 'echo $Y; pwd', env: { Y: 'kept' }, cwd: '/tmp' })).stdout,
      'kept\n/tmp\n',
    );
    assert.equal((await ok('shell', { ...s, command: 'sleep 30', timeout_s: 1, close: true })).timed_out, true);
  });

  it('exec_background answers its command_id; command_output reads from a cursor, waits, and says when it ended', async () => {
    const bg = await ok('exec_background', {
      vm_id: vm,
      command: 'echo one; sleep 2; echo two >&2; exit 6',
      cwd: '/tmp',
    });
    assert.match(bg.command_id, /^[0-9a-f-]{36}$/);
    assert.ok(bg.pid > 0);
    const first = await ok('command_output', { vm_id: vm, command_id: bg.command_id, wait_s: 10 });
    assert.deepEqual([first.stdout, first.ended], ['one\n', false]);
    let next = await ok('command_output', {
      vm_id: vm,
      command_id: bg.command_id,
      cursor: first.next_cursor,
      wait_s: 10,
    });
    assert.equal(next.stdout, '', 'no repeat');
    let stderr = next.stderr;
    while (!next.ended) {
      next = await ok('command_output', { vm_id: vm, command_id: bg.command_id, cursor: next.next_cursor, wait_s: 10 });
      stderr += next.stderr;
    }
    assert.deepEqual([stderr, next.exit_code, next.timed_out], ['two\n', 6, false]);
    const all = await ok('command_output', { vm_id: vm, command_id: bg.command_id });
    assert.deepEqual([all.stdout, all.stderr, all.ended, all.next_cursor], ['one\n', 'two\n', true, next.next_cursor]);
    const missing = await call('command_output', { vm_id: vm, command_id: 'no-such' });
    assert.match(errorText(missing), /^not found \(HTTP 404\)/);
  });

  it('write_file and read_file, as text and as base64', async () => {
    assert.equal((await ok('write_file', { vm_id: vm, path: '/data/a/note.txt', content: 'hello' })).bytes, 5);
    const read = await ok('read_file', { vm_id: vm, path: '/data/a/note.txt' });
    assert.deepEqual(read, { path: '/data/a/note.txt', encoding: 'utf8', content: 'hello' });
    const binary = Buffer.from([0, 255, 1, 254]).toString('base64');
    await ok('write_file', { vm_id: vm, path: '/data/b.bin', content: binary, encoding: 'base64' });
    assert.equal((await ok('read_file', { vm_id: vm, path: '/data/b.bin', encoding: 'base64' })).content, binary);
  });

  it('run_code on an image without the code runners is a tool error with the word "no code runner"', async () => {
    // Charts as image content are tested on the default image (server/test/code-clients-cases.ts).
    const r = await call('run_code', { vm_id: vm, code: '1 + 1' });
    assert.match(errorText(r), /^no code runner \(HTTP 409\)/);
  });

  it('pause answers the sandbox paused; exec then is a tool error with the word "sandbox is paused"; resume', async () => {
    assert.equal((await ok('pause', { vm_id: vm })).state, 'paused');
    const r = await call('exec', { vm_id: vm, command: 'true' });
    assert.match(errorText(r), /^sandbox is paused \(HTTP 409\)/);
    assert.equal((r.structuredContent as { error: string }).error, 'sandbox is paused');
    assert.equal((await ok('resume', { vm_id: vm })).state, 'running');
  });

  it('sleep, stop (archive), start (unarchive), reboot', async () => {
    await ok('exec', { vm_id: vm, command: 'pkill sleep; true' });
    assert.deepEqual(await ok('sleep', { vm_id: vm }), { vm_id: vm, slept: true });
    assert.equal((await ok('stop', { vm_id: vm })).state, 'archived');
    assert.match(errorText(await call('exec', { vm_id: vm, command: 'true' })), /^sandbox is stopped/);
    assert.equal((await ok('start', { vm_id: vm })).state, 'running');
    const rebooted = await ok('reboot', { vm_id: vm });
    assert.equal(rebooted.state, 'running');
    assert.equal((await ok('read_file', { vm_id: vm, path: '/data/a/note.txt' })).content, 'hello', 'disk kept');
  });

  it('expose_port answers the ingress with its public HTTPS URL', async () => {
    const ingress = await ok('expose_port', { vm_id: vm, port: 8080 });
    assert.equal(ingress.guest_port, 8080);
    assert.match(ingress.public_url, /^https:\/\//);
  });

  it('snapshot, list_snapshots, branch (one child and siblings), delete_snapshot, delete_sandbox', async () => {
    const snap = await ok('snapshot', { vm_id: vm, wait_durable: true });
    assert.equal(snap.durable, true);
    const listed = await ok('list_snapshots', { vm_id: vm });
    assert.deepEqual(
      listed.snapshots.map((s: { snapshot_id: string }) => s.snapshot_id),
      [snap.snapshot_id],
    );
    const child = await ok('branch', { vm_id: vm });
    assert.equal(child.parent_vm_id, vm);
    const siblings = await ok('branch', { vm_id: vm, count: 2 });
    assert.equal(siblings.sandboxes.length, 2);
    assert.deepEqual(await ok('delete_snapshot', { snapshot_id: snap.snapshot_id }), {
      snapshot_id: snap.snapshot_id,
      deleted: true,
    });
    for (const id of [child.vm_id, ...siblings.sandboxes.map((s: { vm_id: string }) => s.vm_id), vm]) {
      assert.deepEqual(await ok('delete_sandbox', { vm_id: id }), { vm_id: id, deleted: true });
    }
    assert.deepEqual((await ok('list_sandboxes')).sandboxes, []);
  });

  it('expose_port of a deleted sandbox is a tool error with the word "not found"', async () => {
    const r = await call('expose_port', { vm_id: vm, port: 8080 });
    assert.match(errorText(r), /^not found \(HTTP 404\)/);
  });

  it('invalid input is refused by the input schema', async () => {
    const r = await call('create_sandbox', { cpus: 9 });
    assert.equal(r.isError, true);
    assert.match(errorText(r), /cpus/);
  });
});

describe('volume tools', () => {
  it('create_volume, list_volumes, write_volume_file and read_volume_file (text, base64), list_volume_files, delete_volume', async () => {
    const made = await ok('create_volume', { name: 'mcp-data', size_mb: 16, labels: { team: 'mcp' } });
    assert.deepEqual([made.name, made.size_mb, made.state, made.mounted_by], ['mcp-data', 16, 'ready', []]);
    assert.match(
      errorText(await call('create_volume', { name: 'mcp-data', size_mb: 16 })),
      /^volume name in use \(HTTP 409\)/,
    );
    assert.deepEqual(await ok('write_volume_file', { volume: 'mcp-data', path: '/in/a.txt', content: 'héllo' }), {
      path: '/in/a.txt',
      bytes: 6,
    });
    await ok('write_volume_file', { volume: made.volume_id, path: '/in/b.bin', content: 'AAH/', encoding: 'base64' });
    assert.equal((await ok('read_volume_file', { volume: 'mcp-data', path: '/in/a.txt' })).content, 'héllo');
    assert.equal(
      (await ok('read_volume_file', { volume: 'mcp-data', path: '/in/b.bin', encoding: 'base64' })).content,
      'AAH/',
    );
    const listed = await ok('list_volume_files', { volume: 'mcp-data', path: '/in' });
    assert.deepEqual(listed.entries.map((e: { name: string; size: number }) => [e.name, e.size]).sort(), [
      ['a.txt', 6],
      ['b.bin', 3],
    ]);
    const [vol] = (await ok('list_volumes', { labels: { team: 'mcp' } })).volumes;
    assert.ok(vol.bytes_used >= 9 && vol.files_used >= 3, JSON.stringify(vol));
    assert.match(errorText(await call('read_volume_file', { volume: 'nope', path: '/x' })), /no such volume "nope"/);
  });

  it('create_sandbox mounts a volume; delete_volume is refused with "volume is mounted" until the sandbox goes', async () => {
    const created = await ok('create_sandbox', {
      image: 'busybox',
      cpus: 1,
      memory_mb: 128,
      volumes: [{ volume: 'mcp-data', path: '/data', read_only: true }],
    });
    const [mount] = created.volumes;
    assert.deepEqual([mount.path, mount.read_only], ['/data', true]);
    assert.equal((await ok('exec', { vm_id: created.vm_id, command: 'cat /data/in/a.txt' })).stdout, 'héllo');
    assert.match(errorText(await call('delete_volume', { volume: 'mcp-data' })), /^volume is mounted \(HTTP 409\)/);
    await ok('delete_sandbox', { vm_id: created.vm_id });
    assert.equal((await ok('delete_volume', { volume: 'mcp-data' })).deleted, true);
    assert.deepEqual((await ok('list_volumes')).volumes, []);
  });
});
