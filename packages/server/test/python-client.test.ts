// The Python client (clients/python) against real servers and real VMs: it installs with pip
// into a fresh venv without a network, passes mypy --strict, and each of its unittest modules
// (clients/python/tests/test_*.py) runs with that venv's Python against a real `warren serve`.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createClient } from '../src/control/access/oauth.ts';
import { DEFAULT_METRICS } from '../src/control/metering/metrics.ts';
import { createKey, createOrg, DEFAULT_ACCOUNTS } from '../src/index.ts';
import { SCRATCH, startTestServer, type TestServer } from './helpers.ts';

const REPO = resolve(import.meta.dirname, '../../..');
const CLIENT = join(REPO, 'clients/python');
const TESTS = join(CLIENT, 'tests');
// Debian's Python: its venv sees python3-setuptools and python3-wheel, which is what an offline
// `pip install --no-build-isolation` needs (PyPI is not reachable here).
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

interface Ran {
  code: number | null;
  output: string;
}

/** Runs a program to its end (killed after `timeoutMs`), with stdout and stderr together. */
function run(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs: number }) {
  return new Promise<Ran>((resolvePromise) => {
    const child = spawn(cmd, args, { cwd: opts.cwd ?? REPO, env: opts.env ?? process.env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const timer = setTimeout(() => {
      output += `\n[killed after ${opts.timeoutMs} ms]\n`;
      child.kill('SIGKILL');
    }, opts.timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, output });
    });
  });
}

describe('Python client', () => {
  let main: TestServer;
  let cap: TestServer;
  let rate: TestServer;
  let work: string;
  let venvPython: string;
  let env: NodeJS.ProcessEnv;

  /** One unittest module (clients/python/tests/FILE) run with the venv's Python. */
  const runModule = (file: string) =>
    run(venvPython, ['-m', 'unittest', 'discover', '-s', TESTS, '-p', file, '-v'], { env, timeoutMs: 900_000 });
  // test_oauth.py spends its time waiting across an access token's 6 s life (calls half a second
  // apart for 10 s), in an organization of its own: it starts once the client is installed, so
  // that its wait overlaps the other modules' work. Its test below awaits and checks it as usual.
  const OVERLAPPED = ['test_oauth.py'];
  const started = new Map<string, Promise<Ran>>();

  before(async () => {
    work = mkdtempSync(join(SCRATCH, 'warren-python-'));
    // Metrics sampled every second and usage minutes of 2 s, so observability has data at once.
    // OAuth access tokens that live 6 s, so the client's renewal before expiry is exercised.
    main = await startTestServer({
      metrics: { ...DEFAULT_METRICS, sampleEveryMs: 1000, minuteS: 2 },
      accounts: { ...DEFAULT_ACCOUNTS, tokenTtlS: 6 },
      // Public ports apart from the edge tests' own range.
      edge: { ports: { first: 31700, last: 31749 } },
    });
    // Room for one 256 MiB sandbox and a fork of it, but not a fork of two; one sandbox per org.
    cap = await startTestServer({ sandboxCap: 1, hostMemoryMb: 600 });
    rate = await startTestServer({ rateLimits: { acquisitionsPerMinute: 300, otherPerMinute: 5, replicas: 1 } });
    await createOrg(cap.server.store, 'capped');
    await createOrg(rate.server.store, 'limited');
    const oauth = await createClient(main.server.store, {
      orgId: await createOrg(main.server.store, 'oauthy'),
      name: 'python client tests',
      createdBy: 'python-client.test.ts',
    });
    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LANG: 'C.UTF-8',
      SVC_API_URL: main.server.url,
      SVC_TOKEN: main.client.key,
      WARREN_TEST_OTHER_TOKEN: main.other.key,
      WARREN_TEST_DATA_DIR: main.config.dataDir,
      WARREN_TEST_CAP_URL: cap.server.url,
      WARREN_TEST_CAP_TOKEN: (await createKey(cap.server.store, 'capped')).key,
      WARREN_TEST_RATE_URL: rate.server.url,
      WARREN_TEST_RATE_TOKEN: (await createKey(rate.server.store, 'limited')).key,
      WARREN_TEST_EDGE_CA: main.server.edge.caCertFile,
      WARREN_TEST_OAUTH_URL: main.server.url,
      WARREN_TEST_OAUTH_CLIENT_ID: oauth.client_id,
      WARREN_TEST_OAUTH_CLIENT_SECRET: oauth.client_secret,
    };
  });

  after(async () => {
    await Promise.all([main?.close(), cap?.close(), rate?.close()]);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('installs with pip into a fresh venv, offline (pip install ./clients/python)', async () => {
    // A copy, so the build leaves nothing in the worktree.
    const source = join(work, 'src');
    cpSync(CLIENT, source, { recursive: true, filter: (p) => !/(__pycache__|\.egg-info|\/build)$/.test(p) });
    const venv = join(work, 'venv');
    const made = await run(PYTHON, ['-m', 'venv', '--system-site-packages', venv], { timeoutMs: 120_000 });
    assert.equal(made.code, 0, made.output);
    venvPython = join(venv, 'bin/python');
    const pip = await run(
      venvPython,
      [
        '-m',
        'pip',
        'install',
        '--no-build-isolation',
        '--no-index',
        '--no-cache-dir',
        '--disable-pip-version-check',
        source,
      ],
      { timeoutMs: 300_000 },
    );
    assert.equal(pip.code, 0, pip.output);
    const where = await run(venvPython, ['-c', 'import warren, os; print(os.path.dirname(warren.__file__))'], {
      cwd: work,
      timeoutMs: 60_000,
    });
    assert.equal(where.code, 0, where.output);
    const installed = where.output.trim();
    assert.ok(installed.startsWith(venv), `warren imported from ${installed}, not the venv`);
    assert.ok(existsSync(join(installed, 'py.typed')), 'py.typed is installed');
    for (const file of OVERLAPPED) started.set(file, runModule(file));
  });

  it('is fully type-hinted: mypy --strict passes on the package, its tests and its benchmark', async () => {
    const mypy = await run(
      'mypy',
      ['--strict', '--python-version', '3.11', 'src/warren', 'tests', 'examples', '../../bench/clients_python.py'],
      {
        cwd: CLIENT,
        env: { ...process.env, MYPYPATH: join(CLIENT, 'src'), MYPY_CACHE_DIR: join(work, 'mypy-cache') },
        timeoutMs: 300_000,
      },
    );
    assert.equal(mypy.code, 0, mypy.output);
  });

  const modules = readdirSync(TESTS)
    .filter((f) => /^test_.*\.py$/.test(f))
    .sort();
  for (const file of modules) {
    it(`unittest ${file} passes against a real server`, async () => {
      assert.ok(venvPython, 'the client was installed by the first test');
      const r = await (started.get(file) ?? runModule(file));
      console.log(r.output);
      assert.equal(r.code, 0, r.output);
      assert.match(r.output, /\nOK/);
    });
  }
});
