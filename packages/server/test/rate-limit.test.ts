// Request budgets per organization: fixed one-minute windows, 429 with Retry-After, DELETE free.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RateLimiter, rateClass } from '../src/api/rate-limit.ts';
import type { ApiError } from '../src/errors.ts';
import { startTestServer, type TestServer } from './helpers.ts';

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
    const limiter = new RateLimiter({ acquisitionsPerMinute: 4, otherPerMinute: 100, replicas: 2 }, () => now);
    assert.equal(limiter.take('org', 'acquisition'), 1);
    assert.equal(limiter.take('org', 'acquisition'), 0);
    assert.throws(
      () => limiter.take('org', 'acquisition'),
      (e: ApiError) => e.status === 429 && e.headers['retry-after'] === '15' && e.extra.kind === 'rate',
    );
    assert.equal(limiter.take('other-org', 'acquisition'), 1, 'budgets are per organization');
    assert.equal(limiter.take('org', 'other'), 49, 'classes have separate budgets');
    now += 15_000;
    assert.equal(limiter.take('org', 'acquisition'), 1);
  });
});

describe('through the API', () => {
  let t: TestServer;
  before(async () => {
    t = await startTestServer({ rateLimits: { acquisitionsPerMinute: 2, otherPerMinute: 1000, replicas: 1 } });
  });
  after(() => t.close());

  it('answers 429 "rate limited" with Retry-After once the budget is spent; DELETE is never limited', async () => {
    const bad = { image: 'busybox', cpus: 99 };
    const first = await t.client.post('/vms', bad);
    assert.equal(first.headers.get('x-ratelimit-remaining'), '1');
    await t.client.post('/vms', bad);
    const r = await t.client.post('/vms', bad);
    assert.equal(r.status, 429);
    assert.equal(r.body.error, 'rate limited');
    assert.ok(Number(r.headers.get('retry-after')) >= 1);
    assert.equal((await t.client.delete('/vms/00000000-0000-4000-8000-000000000000')).status, 204);
    assert.equal((await t.client.get('/vms')).status, 200, 'other operations have their own budget');
  });
});
