// Accounts benchmark: what authentication costs. Sign-in (one scrypt hash plus a session row),
// the OAuth token exchange, and a cheap authenticated call (GET /org) made with an API key, an
// OAuth access token and a console session, against an unauthenticated route as the floor. No VM.
// Prints a Markdown table and, with --write, replaces the "accounts" section of bench/RESULTS.md.
//   node bench/accounts.ts [--write]

import { loadavg } from 'node:os';
import { hashPassword, verifyPassword } from '../packages/server/src/control/access/passwords.ts';
import { DEFAULT_ACCOUNTS } from '../packages/server/src/index.ts';
import { Browser, operatorInvite, signUp } from '../packages/server/test/accounts-fixture.ts';
import { Client, startTestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, summarize, table, timed } from './stats.ts';

const SIGN_INS = 30;
const TOKENS = 100;
const CALLS = 300;

// Sign-ins below are all right, so the limiter (which counts failures) never interferes.
const t = await startTestServer({ accounts: { ...DEFAULT_ACCOUNTS, tokenTtlS: 3600 } });
try {
  const hashes: number[] = [];
  const checks: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) {
    const [ms, stored] = await timed(() => hashPassword('a benchmark password'));
    hashes.push(ms);
    checks.push((await timed(() => verifyPassword('a benchmark password', stored)))[0]);
  }

  const ada = await signUp(t, operatorInvite(t, 'bench@example.com'), 'bench@example.com', 'bench password');
  const signIns: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) {
    const b = new Browser(t.server.url);
    const [ms, r] = await timed(() => b.signIn('bench@example.com', 'bench password'));
    if (r.status !== 200) throw new Error(`sign-in: ${r.status}`);
    signIns.push(ms);
  }

  const client = (await ada.post('/oauth/clients', { name: 'bench' })).body;
  const basic = `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}`;
  const exchange = () =>
    fetch(`${t.server.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json());
  const tokens: number[] = [];
  let access = '';
  for (let i = 0; i < TOKENS; i++) {
    const [ms, body] = await timed(exchange);
    tokens.push(ms);
    access = body.access_token;
  }

  const key = new Client(t.server.url, (await ada.post('/keys', { name: 'bench' })).body.key);
  const token = new Client(t.server.url, access);
  const calls = async (fn: () => Promise<{ status: number }>) => {
    for (let i = 0; i < 20; i++) await fn(); // warm up connections
    const out: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const [ms, r] = await timed(fn);
      if (r.status !== 200) throw new Error(`call: ${r.status}`);
      out.push(ms);
    }
    return out;
  };
  const floor = await calls(() =>
    fetch(`${t.server.url}/healthz`).then(async (r) => ({ status: r.status, b: await r.text() })),
  );
  const byKey = await calls(() => key.get('/org'));
  const byToken = await calls(() => token.get('/org'));
  const bySession = await calls(() => ada.get('/org'));

  const rows = [
    summarize('scrypt hash of a password (N=2^15, r=8, p=1)', hashes),
    summarize('scrypt check of a password', checks),
    summarize('POST /auth/sign-in (right password; new session)', signIns),
    summarize('POST /oauth/token (client credentials, HTTP Basic)', tokens),
    summarize('GET /healthz (no credential: the floor)', floor),
    summarize('GET /org with an API key', byKey),
    summarize('GET /org with an OAuth access token', byToken),
    summarize('GET /org with a console session cookie', bySession),
  ];
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  const text = [
    `Machine: ${machine()}. Requests one at a time over loopback. Load average at the end: ${load}` +
      ' (the machine is shared; scrypt is CPU- and memory-bound, so its times move with the load).',
    '',
    table(rows),
  ].join('\n');
  console.log(text);
  if (process.argv.includes('--write')) writeSection('accounts', 'Accounts (bench/accounts.ts)', text);
} finally {
  await t.close();
}
