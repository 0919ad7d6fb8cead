// Request budgets per organization: fixed one-minute windows, `x-ratelimit-*` headers, 429 with
// Retry-After, DELETE free, and budgets an operator sets per organization with `warren org limits`
// that the running server applies at once.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { RateLimiter, rateClass } from '../src/api/rate-limit.ts';
import type { ApiError } from '../src/errors.ts';
import { type Response, startTestServer, storeFlags, type TestServer } from './helpers.ts';

const WARREN = resolve(import.meta.dirname, '../../../node_modules/.bin/warren');

describe('rate classes', () => {
  it('counts creates, snapshots, forks, exposes, templates and exports as acquisitions', () => {
    for (const [m, p] of [
      ['POST', '/vms'],
      ['POST', '/vms/x/snapshot'],
      ['POST', '/vms/x/branch'],
      ['POST', '/vms/x/expose'],
      ['POST', '/templates'],
      ['POST', '/snapshots/s/export'],
    ]) {
      assert.equal(rateClass(m, p), 'acquisition', `${m} ${p}`);
    }
    assert.equal(rateClass('POST', '/vms/x/exec'), 'other');
    assert.equal(rateClass('GET', '/vms'), 'other');
    assert.equal(rateClass('DELETE', '/vms/x'), undefined);
  });
});

describe('RateLimiter', () => {
  it('each replica holds its share, and the budget returns all at once in the next window', () => {
    let now = 60_000 * 1000 + 45_000; // 15 s before a window ends
    const limiter = new RateLimiter(2, () => now);
    assert.deepEqual(limiter.take('org', 'acquisition', 4), { limit: 2, remaining: 1, resetS: 15 });
    assert.equal(limiter.take('org', 'acquisition', 4).remaining, 0);
    assert.throws(
      () => limiter.take('org', 'acquisition', 4),
      (e: ApiError) =>
        e.status === 429 &&
        e.error === 'rate limited' &&
        e.headers['retry-after'] === '15' &&
        e.headers['x-ratelimit-remaining'] === '0' &&
        e.extra.kind === 'rate' &&
        e.extra.retry_after === 15,
    );
    assert.equal(limiter.take('other-org', 'acquisition', 4).remaining, 1, 'budgets are per organization');
    assert.equal(limiter.take('org', 'other', 100).remaining, 49, 'classes have separate budgets');
    now += 15_000;
    assert.deepEqual(limiter.take('org', 'acquisition', 4), { limit: 2, remaining: 1, resetS: 60 });
  });

  it('a budget raised or lowered mid-window counts what the window already spent', () => {
    const limiter = new RateLimiter(1, () => 120_000);
    for (let i = 0; i < 3; i++) limiter.take('org', 'other', 10);
    assert.equal(limiter.take('org', 'other', 5).remaining, 1);
    assert.throws(
      () => limiter.take('org', 'other', 4),
      (e: ApiError) => e.status === 429,
    );
    assert.equal(limiter.take('org', 'other', 100).remaining, 95);
  });
});

/** The ratelimit headers of a response, as numbers. */
function budget(r: Response): { limit: number; remaining: number; reset: number } {
  return {
    limit: Number(r.headers.get('x-ratelimit-limit')),
    remaining: Number(r.headers.get('x-ratelimit-remaining')),
    reset: Number(r.headers.get('x-ratelimit-reset')),
  };
}

/**
 * Waits, if needed, until the current one-minute window has at least `seconds` left, so that the
 * counting in a test happens within one window (the budget refills in full when it ends).
 */
async function roomInWindow(seconds: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 50));
}

describe('through the API, with small configured budgets (3 acquisitions, 6 others per minute)', () => {
  let t: TestServer;
  // cpus 99 is refused (400) after the budget is spent, so no sandbox is made.
  const badCreate = { image: 'busybox', cpus: 99 };
  before(async () => {
    t = await startTestServer({ rateLimits: { acquisitionsPerMinute: 3, otherPerMinute: 6, replicas: 1 } });
    // The cases that count within one window take 3-4 s: 20 s is ample room.
    await roomInWindow(20);
  });
  after(() => t.close());

  it('successful responses carry x-ratelimit-limit, x-ratelimit-remaining and x-ratelimit-reset', async () => {
    const a = await t.client.get('/vms');
    const b = await t.client.get('/vms');
    assert.equal(a.status, 200);
    assert.equal(b.status, 200);
    assert.equal(budget(a).limit, 6);
    assert.equal(budget(a).remaining, 5);
    assert.equal(budget(b).remaining, 4);
    for (const r of [a, b]) {
      const { reset } = budget(r);
      assert.ok(reset >= 1 && reset <= 60, `x-ratelimit-reset is the seconds left in the window: ${reset}`);
    }
  });

  it('answers 429 `rate limited` with Retry-After once the acquisitions are spent; the other class and other organizations are unaffected', async () => {
    const spent = [];
    for (let i = 0; i < 3; i++) spent.push(await t.client.post('/vms', badCreate));
    assert.deepEqual(
      spent.map((r) => [r.status, budget(r).limit, budget(r).remaining]),
      [
        [400, 3, 2],
        [400, 3, 1],
        [400, 3, 0],
      ],
    );
    const r = await t.client.post('/vms', badCreate);
    assert.equal(r.status, 429);
    assert.equal(r.body.error, 'rate limited');
    assert.equal(r.body.kind, 'rate');
    const retryAfter = Number(r.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    assert.equal(r.body.retry_after, retryAfter);
    assert.deepEqual(budget(r), { limit: 3, remaining: 0, reset: retryAfter });

    const other = await t.client.get('/vms');
    assert.equal(other.status, 200, 'other operations have their own budget');
    assert.equal((await t.other.post('/vms', badCreate)).status, 400, 'another organization has its own budget');

    // The refused call is in the audit log like any other mutating call.
    const audit = await t.client.get('/audit?limit=1');
    assert.equal(audit.body.records[0].outcome, 429);
    assert.equal(audit.body.records[0].request_id, r.headers.get('x-request-id'));
  });

  it('DELETE is never limited', async () => {
    for (;;) {
      const r = await t.client.get('/vms');
      if (r.status === 429) break;
      assert.equal(r.status, 200);
    }
    for (let i = 0; i < 20; i++) {
      const r = await t.client.delete(`/vms/00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`);
      assert.equal(r.status, 404, 'refused as an id not the caller`s, never as over budget');
      assert.equal(r.headers.get('x-ratelimit-remaining'), null, 'a DELETE spends no budget');
    }
  });

  it('`warren org limits NAME --other N --acquisitions N` changes a running server`s budgets for that organization; `default` restores them', async () => {
    const cli = (...args: string[]) =>
      promisify(execFile)(WARREN, ['org', 'limits', ...args, ...storeFlags(t)], { timeout: 30_000 });

    // globex has spent 1 acquisition (above) and no others.
    assert.equal(budget(await t.other.get('/vms')).limit, 6);
    const set = await cli('globex', '--other', '3', '--acquisitions', '1');
    assert.equal(set.stdout, 'acquisitions 1 per minute\nother 3 per minute\n');
    const b = await t.other.get('/vms');
    assert.deepEqual([b.status, budget(b).limit, budget(b).remaining], [200, 3, 1]);
    await t.other.get('/vms');
    assert.equal((await t.other.get('/vms')).status, 429, 'the lowered budget holds at once');
    const acq = await t.other.post('/vms', badCreate);
    assert.equal(acq.status, 429, 'one acquisition a minute, and one was spent');

    const shown = await cli('globex');
    assert.equal(shown.stdout, 'acquisitions 1 per minute\nother 3 per minute\n', 'without flags it shows them');
    // acme spent its other budget above; its refusal still states its (default) budget.
    assert.equal(budget(await t.client.get('/vms')).limit, 6, 'acme keeps the default budget');

    const reset = await cli('globex', '--other', 'default');
    // The command line states the built-in default; this test server was started with smaller ones.
    assert.equal(reset.stdout, 'acquisitions 1 per minute\nother 12000 per minute (default)\n');
    const c = await t.other.get('/vms');
    assert.deepEqual([c.status, budget(c).limit, budget(c).remaining], [200, 6, 2]);
  });

  it('`warren org limits` refuses a figure that is not a whole number, and an unknown organization', async () => {
    const run = (...args: string[]) =>
      promisify(execFile)(WARREN, ['org', 'limits', ...args, ...storeFlags(t)], { timeout: 30_000 }).then(
        () => assert.fail('expected a failure'),
        (err: { code: number; stderr: string }) => err,
      );
    const zero = await run('acme', '--other', '0');
    assert.equal(zero.code, 1);
    assert.match(zero.stderr, /--other wants a whole number/);
    const unknown = await run('nobody', '--other', '5');
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /no organization named nobody/);
  });
});
