// `warren exec` streaming, `warren shell` as a real terminal and `warren commands` (docs/commands.md)
// against a real server and a real microVM. The shell runs under tmux (a real terminal emulator):
// a full-screen program (busybox vi) draws and edits, the screen is read with `capture-pane`, and
// resizing the tmux window reaches the sandbox (`stty size`).

import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { Client } from '@warren/sdk';
import { SCRATCH, startTestServer, type TestServer } from '../../server/test/helpers.ts';

const WARREN = resolve(import.meta.dirname, '../../../node_modules/.bin/warren');
const run = promisify(execFile);

let t: TestServer;
let env: Record<string, string>;
let client: Client;
let vm: string;

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
  /** When each stdout chunk arrived, in ms since the start, with its text. */
  chunks: { at: number; text: string }[];
  /** ms from the start to the exit. */
  took: number;
}

/** Runs `warren ARGS...` with SVC_TOKEN and SVC_API_URL set, `input` on its stdin. */
function warren(args: string[], input = ''): Promise<Ran> {
  return new Promise((done) => {
    const t0 = performance.now();
    const child = spawn(WARREN, args, { env });
    const r: Ran = { code: -1, stdout: '', stderr: '', chunks: [], took: 0 };
    child.stdout.on('data', (d: Buffer) => {
      r.stdout += d;
      r.chunks.push({ at: performance.now() - t0, text: d.toString() });
    });
    child.stderr.on('data', (d: Buffer) => {
      r.stderr += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ ...r, code: code ?? -1, took: performance.now() - t0 });
    });
    child.stdin.end(input);
  });
}

before(async () => {
  t = await startTestServer({ idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 } });
  env = { PATH: process.env.PATH ?? '', SVC_TOKEN: t.client.key, SVC_API_URL: t.server.url };
  client = new Client({ token: t.client.key, apiUrl: t.server.url });
  vm = (await client.sandboxes.create({ image: 'busybox', cpus: 1, memory_mb: 128 })).vm_id;
});
after(async () => {
  await client.sandboxes.delete(vm);
  client.close();
  await t.close();
});

describe('warren exec', () => {
  it('streams stdout and stderr live and exits with the remote code', async () => {
    const r = await warren(['exec', vm, '--', 'sh', '-c', 'echo a; sleep 1; echo b >&2; sleep 1; echo c; exit 4']);
    assert.equal(r.code, 4, r.stderr);
    assert.equal(r.stdout, 'a\nc\n');
    assert.equal(r.stderr, 'b\n');
    const first = r.chunks.find((c) => c.text.includes('a'));
    assert.ok(first && r.took - first.at > 1500, `"a" came ${first && r.took - first.at} ms before the end`);
  });

  it('takes --env, --cwd and --timeout (a timeout says so and exits 137)', async () => {
    const r = await warren([
      'exec',
      '-e',
      'X=1',
      '--env',
      'Y=a b',
      '--cwd',
      '/tmp',
      vm,
      '--',
      'sh',
      '-c',
      'echo $X $Y; pwd',
    ]);
    assert.deepEqual([r.code, r.stdout], [0, '1 a b\n/tmp\n']);
    const slow = await warren(['exec', '--timeout', '1', vm, '--', 'sleep', '30']);
    assert.equal(slow.code, 137);
    assert.match(slow.stderr, /timed out after 1 s/);
  });

  it('--stdin streams this stdin to the command; --json still answers one exec result', async () => {
    assert.equal((await warren(['exec', '--stdin', vm, '--', 'wc', '-c'], 'twelve bytes')).stdout.trim(), '12');
    const asJson = await warren(['exec', '--json', '--env', 'Q=z', vm, '--', 'sh', '-c', 'echo $Q; exit 3']);
    assert.equal(asJson.code, 3);
    assert.deepEqual(JSON.parse(asJson.stdout), {
      exit_code: 3,
      stdout: 'z\n',
      stderr: '',
      stdout_truncated: false,
      stderr_truncated: false,
    });
  });
});

describe('warren commands', () => {
  it('list shows a running command; kill ends it; attach replays and follows a command, stdin to it', async () => {
    const sandbox = await client.sandboxes.get(vm);
    const sleeper = await sandbox.commands.start('sleep 300');
    const listed = await warren(['commands', 'list', vm]);
    assert.match(listed.stdout, new RegExp(`^COMMAND_ID +PID +STATE.*\\n${sleeper.id} +${sleeper.pid} +running`));
    assert.equal((await warren(['commands', 'kill', vm, sleeper.id])).stdout, `sent KILL to ${sleeper.id}\n`);
    assert.deepEqual(await sleeper.wait(), { exit_code: 137, timed_out: false });
    const [json] = JSON.parse((await warren(['commands', 'list', vm, '--json'])).stdout);
    assert.equal(json.command_id, sleeper.id);
    assert.equal(json.exit_code, 137);

    const cat = await sandbox.commands.start('echo ready; cat; exit 2', { stdin: true });
    const attached = await warren(['commands', 'attach', vm, cat.id], 'typed\n');
    assert.deepEqual([attached.code, attached.stdout], [2, 'ready\ntyped\n']);
    assert.equal((await warren(['commands', 'kill', vm, 'no-such'])).code, 1);
  });
});

/** A tmux server of its own (-L), so nothing of the machine's tmux is touched. */
class Tmux {
  readonly socket = `warren-test-${process.pid}`;

  async cmd(...args: string[]): Promise<string> {
    return (await run('tmux', ['-L', this.socket, ...args], { env: { ...env, TERM: 'xterm' } })).stdout;
  }

  screen(): Promise<string> {
    return this.cmd('capture-pane', '-p', '-t', 'w');
  }

  /** Waits until the screen matches `re` (10 s), and answers it. */
  async waitFor(re: RegExp): Promise<string> {
    let screen = '';
    for (let i = 0; i < 100; i++) {
      screen = await this.screen();
      if (re.test(screen)) return screen;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.fail(`the screen never showed ${re}:\n${screen}`);
  }

  keys(...keys: string[]): Promise<string> {
    return this.cmd('send-keys', '-t', 'w', ...keys);
  }

  async kill(): Promise<void> {
    await this.cmd('kill-server').catch(() => undefined); // it ends by itself when its last pane does
  }
}

describe('warren shell', () => {
  it('is a real terminal under tmux: a full-screen program draws and edits, stty size follows a resize, the terminal is restored on exit', async () => {
    const tmux = new Tmux();
    const after = join(SCRATCH, `warren-shell-${process.pid}.stty`);
    try {
      // After the shell: its exit code and the local terminal's mode, then the pane stays.
      const line = `${WARREN} shell ${vm}; echo "shell exited $?"; stty -a > ${after}; sleep 60`;
      await tmux.cmd('new-session', '-d', '-s', 'w', '-x', '80', '-y', '24', line);
      // Typed only at the prompt: ash asks the terminal where its cursor is as it draws the prompt,
      // and keys typed before then put that answer after the command, echoed into its output.
      await tmux.waitFor(/^\/ # ?$/m);
      await tmux.keys('stty size', 'Enter');
      await tmux.waitFor(/^24 80$/m);

      await tmux.keys('vi /tmp/from-vi.txt', 'Enter');
      // vi's empty-line markers down the screen and its status line at the bottom: it drew it all.
      const drawn = await tmux.waitFor(/(^~\n){20}/m);
      assert.match(drawn.trimEnd().split('\n').at(-1) ?? '', /from-vi\.txt/, `vi's status line:\n${drawn}`);
      await tmux.keys('i', 'written in vi', 'Escape');
      await tmux.waitFor(/^written in vi$/m);
      await tmux.keys(':wq', 'Enter');
      const sandbox = await client.sandboxes.get(vm);
      const saved = () => sandbox.run('cat /tmp/from-vi.txt 2>/dev/null').then((r) => r.stdout);
      for (let i = 0; i < 50 && (await saved()) !== 'written in vi\n'; i++)
        await new Promise((r) => setTimeout(r, 100));
      assert.equal(await saved(), 'written in vi\n', 'vi saved the file');

      await tmux.cmd('resize-window', '-t', 'w', '-x', '100', '-y', '30');
      await tmux.keys('stty size', 'Enter');
      await tmux.waitFor(/^30 100$/m);

      await tmux.keys('exit 3', 'Enter');
      await tmux.waitFor(/^shell exited 3$/m);
      for (let i = 0; i < 50 && !readFileSync(after, { flag: 'a+' }).length; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const mode = readFileSync(after, 'utf8');
      assert.match(mode, /(^|\s)icanon(\s|$)/, `canonical mode restored:\n${mode}`);
      assert.match(mode, /(^|\s)echo(\s|$)/, `echo restored:\n${mode}`);
    } finally {
      await tmux.kill();
      rmSync(after, { force: true });
    }
  });

  it('--session keeps the line mode over a persistent session', async () => {
    const r = await warren(
      ['shell', vm, '--session', 'cli-lines'],
      'cd /tmp && export WHO=me\necho "$WHO in $(pwd)"\nfalse\n',
    );
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stdout, /me in \/tmp\n/);
  });
});
