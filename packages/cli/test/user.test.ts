// The user commands of `warren` (node_modules/.bin/warren, as installed) against a real server
// and real microVMs: sandbox create/list/get/delete, exec with the remote exit code, shell's line
// mode over a session under a real terminal (util-linux `script` gives it a pty), cp of files and directories both ways,
// snapshot, fork, events, logs, metrics, templates, exports with a checked download, --json, and
// one-line errors with the API's word and a hint; volumes (create, ls, get, rm, cp both ways
// without a sandbox, --volume on sandbox create).

import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SCRATCH, startTestServer, type TestServer } from '../../server/test/helpers.ts';

const WARREN = resolve(import.meta.dirname, '../../../node_modules/.bin/warren');

let t: TestServer;
let env: Record<string, string>;
let vm: string;
let scratch: string;

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `warren ARGS...` with SVC_TOKEN and SVC_API_URL set; never throws on a non-zero exit. */
function warren(args: string[], input?: string): Promise<Ran> {
  return new Promise((done, fail) => {
    const child = execFile(WARREN, args, { env, timeout: 300_000, maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      if (err && typeof err.code !== 'number') fail(err);
      else done({ code, stdout, stderr });
    });
    child.stdin?.end(input ?? '');
  });
}

async function ok(args: string[], input?: string): Promise<string> {
  const r = await warren(args, input);
  assert.equal(r.code, 0, `warren ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

const json = async (args: string[]) => JSON.parse(await ok([...args, '--json']));

before(async () => {
  t = await startTestServer({ idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 } });
  env = { PATH: process.env.PATH ?? '', SVC_TOKEN: t.client.key, SVC_API_URL: t.server.url };
  scratch = mkdtempSync(join(SCRATCH, 'warren-cli-'));
});
after(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await t.close();
});

describe('warren sandbox', () => {
  it('create prints the vm_id; list, get (--json) show it', async () => {
    vm = (await ok(['sandbox', 'create', '--image', 'busybox', '--cpus', '1', '--memory', '128'])).trim();
    assert.match(vm, /^[0-9a-f-]{36}$/);
    assert.match(await ok(['sandbox', 'list']), new RegExp(`^VM_ID +STATE.*\\n${vm} +running +busybox`));
    const got = await json(['sandbox', 'get', vm]);
    assert.equal(got.vm_id, vm);
    assert.equal(got.memory_mb, 128);
    assert.deepEqual(
      (await json(['sandbox', 'list'])).map((s: { vm_id: string }) => s.vm_id),
      [vm],
    );
  });

  it('errors are one line with the API word and a hint, exit 1', async () => {
    const missing = await warren(['sandbox', 'get', '00000000-0000-4000-8000-000000000000']);
    assert.equal(missing.code, 1);
    assert.equal(
      missing.stderr,
      'warren: not found (HTTP 404): no such sandbox; hint: check the id (warren sandbox list)\n',
    );
    await ok(['sandbox', 'pause', vm]);
    const paused = await warren(['exec', vm, '--', 'true']);
    assert.equal(paused.code, 1);
    assert.match(
      paused.stderr,
      new RegExp(`^warren: sandbox is paused \\(HTTP 409\\).*hint: resume it first: warren sandbox resume ${vm}\\n$`),
    );
    assert.match(await ok(['sandbox', 'resume', vm]), /running/);
    const badKey = await warren(['sandbox', 'list', '--token', 'wrn_sk_nope']);
    assert.match(badKey.stderr, /^warren: unauthorized \(HTTP 401\).*hint: check SVC_TOKEN or --token\n$/);
  });
});

describe('warren exec', () => {
  it('prints the output and exits with the remote exit code', async () => {
    const r = await warren(['exec', vm, '--', 'sh', '-c', 'echo out; echo err >&2; exit 7']);
    assert.deepEqual(r, { code: 7, stdout: 'out\n', stderr: 'err\n' });
    assert.equal(await ok(['exec', vm, '--', 'echo', '-n', 'a b']), 'a b', 'argv passes through, options included');
    assert.equal(await ok(['exec', '--stdin', vm, '--', 'wc', '-c'], 'twelve bytes').then((s) => s.trim()), '12');
    const asJson = await warren(['exec', '--json', vm, '--', 'sh', '-c', 'exit 3']);
    assert.equal(asJson.code, 3);
    assert.equal(JSON.parse(asJson.stdout).exit_code, 3);
  });
});

/** Drives `warren shell VM --session ID` in a real pty: sends each line once the prompt shows. */
async function underPty(lines: string[]): Promise<{ code: number; output: string }> {
  const line = `${WARREN} shell ${vm} --session cli-pty`;
  const child: ChildProcess = spawn('script', ['-qfec', line, '/dev/null'], { env });
  let output = '';
  let prompts = 0;
  const exited = new Promise<number>((r) => child.on('exit', (code) => r(code ?? -1)));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
    const seen = output.split(`${vm.slice(0, 8)}$ `).length - 1;
    while (prompts < seen) {
      const line = lines[prompts++];
      if (line !== undefined) child.stdin?.write(line);
    }
  });
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output.replace(/\r/g, '') };
}

describe('warren shell --session (line mode; the terminal is commands.test.ts)', () => {
  it('is an interactive shell over a session in a terminal: state persists between lines; exit ends it', async () => {
    const { code, output } = await underPty(['cd /tmp && export WHO=me\n', 'echo "$WHO in $(pwd)"\n', 'exit\n']);
    assert.equal(code, 0, output);
    assert.match(output, /me in \/tmp\n/);
  });

  it('Ctrl-D ends it too, with the exit code of the last command', async () => {
    const { code, output } = await underPty(['false\n', '\x04']);
    assert.equal(code, 1, output);
  });
});

describe('warren cp', () => {
  it('copies a directory tree (with a file over 4 MiB) into a sandbox and back', async () => {
    const tree = join(scratch, 'tree');
    mkdirSync(join(tree, 'sub', 'deeper'), { recursive: true });
    writeFileSync(join(tree, 'a.txt'), 'alpha\n');
    writeFileSync(join(tree, 'sub', 'deeper', 'b.bin'), Buffer.from([0, 1, 2, 255]));
    const big = Buffer.alloc(5 * 1024 * 1024 + 3, 'x');
    writeFileSync(join(tree, 'sub', 'big'), big);

    assert.match(await ok(['cp', tree, `${vm}:/work/copy`]), /^copied 3 files \(5242893 bytes\)/);
    assert.equal(await ok(['exec', vm, '--', 'cat', '/work/copy/a.txt']), 'alpha\n');
    assert.equal(
      (await ok(['exec', vm, '--', 'wc', '-c', '/work/copy/sub/big'])).trim().split(/\s+/)[0],
      String(big.length),
    );

    const back = join(scratch, 'back');
    mkdirSync(back);
    await ok(['cp', `${vm}:/work/copy`, back]); // into an existing directory: keeps its name
    assert.equal(readFileSync(join(back, 'copy', 'a.txt'), 'utf8'), 'alpha\n');
    assert.deepEqual(readFileSync(join(back, 'copy', 'sub', 'deeper', 'b.bin')), Buffer.from([0, 1, 2, 255]));
    assert.equal(statSync(join(back, 'copy', 'sub', 'big')).size, big.length);

    await ok(['cp', join(tree, 'a.txt'), `${vm}:/work/single.txt`]);
    await ok(['cp', `${vm}:/work/single.txt`, join(scratch, 'single.txt')]);
    assert.equal(readFileSync(join(scratch, 'single.txt'), 'utf8'), 'alpha\n');
  });
});

describe('warren snapshot, fork, events, logs, metrics, snapshots, exports, templates', () => {
  it('snapshot --wait is durable; snapshots export --wait; exports download checks each file', async () => {
    const snap = await json(['snapshot', vm, '--wait']);
    assert.equal(snap.durable, true);
    const listed = await ok(['snapshots', 'list', '--vm', vm]);
    assert.match(listed, new RegExp(`${snap.snapshot_id} +${vm} +ready +true`));
    const exportId = (await ok(['snapshots', 'export', snap.snapshot_id])).trim();
    await ok(['exports', 'wait', exportId]);
    const dir = join(scratch, 'export');
    const files = await json(['exports', 'download', exportId, dir]);
    assert.deepEqual(files.map((f: { name: string }) => f.name).sort(), readdirSync(dir).sort());
    assert.equal(readdirSync(dir).length, 4);
    await ok(['exports', 'delete', exportId]);
    await ok(['snapshots', 'delete', snap.snapshot_id]);
  });

  it('fork -n 2 prints two children; events, logs and metrics print', async () => {
    const children = (await ok(['fork', vm, '-n', '2'])).trim().split('\n');
    assert.equal(children.length, 2);
    await ok(['sandbox', 'delete', ...children]);
    assert.match(await ok(['events', vm]), /^AT +KIND +DETAIL\n.*forked/s);
    assert.equal(typeof (await json(['logs', vm])).content, 'string');
    assert.equal((await json(['metrics', vm])).cpus, 1);
    assert.match(await ok(['metrics', vm]), /^AT +CPU +MEM_MB/);
  });

  it('templates list and get show the shared busybox template', async () => {
    const [tpl] = await json(['templates', 'list']);
    assert.equal(tpl.source_image, 'busybox');
    assert.match(await ok(['templates', 'get', tpl.template_id]), /busybox +ready +true/);
  });

  it('sandbox delete', async () => {
    assert.equal(await ok(['sandbox', 'delete', vm]), `deleted ${vm}\n`);
    assert.equal((await warren(['sandbox', 'get', vm])).code, 1);
  });
});

describe('warren volume', () => {
  it('create, ls (size, usage), cp of a tree both ways without a sandbox; a file over 4 MiB is refused', async () => {
    const id = (await ok(['volume', 'create', 'cli-data', '--size', '16', '--label', 'team=cli'])).trim();
    assert.match(id, /^[0-9a-f-]{36}$/);
    await ok(['volume', 'create', 'cli-seed', '--size', '16']);
    const tree = join(scratch, 'voltree');
    mkdirSync(join(tree, 'sub'), { recursive: true });
    writeFileSync(join(tree, 'a.txt'), 'alpha\n');
    writeFileSync(join(tree, 'sub', 'b.bin'), Buffer.from([0, 1, 2, 255]));
    assert.match(await ok(['volume', 'cp', tree, 'cli-data:/']), /^copied 2 files \(10 bytes\) to cli-data:\/voltree/);
    await ok(['volume', 'cp', join(tree, 'a.txt'), `${id}:/seed.txt`]);
    assert.match(
      await ok(['volume', 'ls', '--label', 'team=cli']),
      new RegExp(`^VOLUME_ID +NAME +SIZE_MB +USED_MB +FILES +MOUNTED_BY\\n${id} +cli-data +16 +[0-9.]+ +[4-9] +-\\n$`),
    );

    const back = join(scratch, 'volback');
    mkdirSync(back);
    await ok(['volume', 'cp', 'cli-data:/voltree', back]); // into an existing directory: keeps its name
    assert.equal(readFileSync(join(back, 'voltree', 'a.txt'), 'utf8'), 'alpha\n');
    assert.deepEqual(readFileSync(join(back, 'voltree', 'sub', 'b.bin')), Buffer.from([0, 1, 2, 255]));

    writeFileSync(join(scratch, 'big'), Buffer.alloc(4 * 1024 * 1024 + 1));
    const big = await warren(['volume', 'cp', join(scratch, 'big'), 'cli-data:/big']);
    assert.equal(big.code, 1);
    assert.match(big.stderr, /at most 4194304 bytes/);
    const missing = await warren(['volume', 'cp', 'nope:/x', scratch]);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /no such volume "nope".*warren volume ls/);
  });

  it('sandbox create --volume mounts them (:ro read-only); ls shows who mounts; rm is refused until the sandbox goes', async () => {
    const mounted = (
      await ok([
        'sandbox',
        'create',
        '--image',
        'busybox',
        '--cpus',
        '1',
        '--memory',
        '256', // two volumes: one per 128 MiB of memory
        '--volume',
        'cli-data:/data',
        '--volume',
        'cli-seed:/seed:ro',
      ])
    ).trim();
    assert.equal(await ok(['exec', mounted, '--', 'cat', '/data/voltree/a.txt']), 'alpha\n');
    const ro = await warren(['exec', mounted, '--', 'touch', '/seed/x']);
    assert.notEqual(ro.code, 0);
    assert.match(ro.stderr, /Read-only file system/);
    const [data] = await json(['volume', 'ls', '--label', 'team=cli']);
    assert.deepEqual(data.mounted_by, [{ vm_id: mounted, state: 'running', path: '/data', read_only: false }]);
    assert.match(await ok(['volume', 'get', 'cli-seed']), new RegExp(`${mounted}:/seed:ro\\n$`));
    const refused = await warren(['volume', 'rm', 'cli-data']);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /^warren: volume is mounted \(HTTP 409\).*hint: delete the sandboxes that mount it/);
    await ok(['sandbox', 'delete', mounted]);
    assert.equal(await ok(['volume', 'rm', 'cli-data', 'cli-seed']), 'deleted cli-data\ndeleted cli-seed\n');
    assert.deepEqual(await json(['volume', 'ls']), []);
  });
});
