// Bad input gets a clear error: authentication, request validation and unknown ids, through the
// real HTTP API (no VM is booted by these tests).

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.close());

describe('authentication', () => {
  it('a missing key is 401', async () => {
    const res = await fetch(`${t.server.url}/vms`);
    assert.equal(res.status, 401);
    assert.equal((await res.json()).error, 'unauthorized');
  });

  it('an invalid key is 401', async () => {
    const r = await new Client(t.server.url, 'wrn_sk_notarealkeyatallnotarealkey00').get('/vms');
    assert.equal(r.status, 401);
  });

  it('keys carry a prefix ending in _sk_', () => {
    assert.match(t.client.key, /^[a-z]+_sk_[A-Za-z0-9]{32}$/);
  });
});

describe('POST /vms shape rules', () => {
  const cases: [string, unknown, RegExp][] = [
    ['cpus 0', { image: 'busybox', cpus: 0 }, /cpus/],
    ['cpus 5', { image: 'busybox', cpus: 5 }, /cpus/],
    ['cpus as a string', { image: 'busybox', cpus: '2' }, /cpus/],
    ['cpus fractional', { image: 'busybox', cpus: 1.5 }, /cpus/],
    ['memory_mb 127', { image: 'busybox', memory_mb: 127 }, /memory_mb/],
    ['memory_mb 8193', { image: 'busybox', memory_mb: 8193 }, /memory_mb/],
    ['writable_size_bytes other than 16 GiB', { image: 'busybox', writable_size_bytes: 1024 }, /16 GiB/],
    ['two sources', { image: 'busybox', snapshot_id: 'x' }, /at most one source/],
    ['an unknown runtime', { image: 'busybox', runtime: 'docker' }, /runtime/],
    ['an unknown field', { image: 'busybox', cpu: 2 }, /additional/],
    ['an invalid image reference', { image: 'Not A Valid//Ref' }, /invalid image reference/],
    ['a vm_id that is not a UUID', { image: 'busybox', vm_id: 'abc' }, /vm_id/],
    ['disable_internet as a string', { image: 'busybox', disable_internet: 'yes' }, /disable_internet/],
  ];
  for (const [name, body, message] of cases) {
    it(`400 for ${name}`, async () => {
      const r = await t.client.post('/vms', body);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.equal(r.body.error, 'invalid request');
      assert.match(r.body.message, message);
    });
  }

  it('400 for malformed JSON', async () => {
    const r = await t.client.call('POST', '/vms', '{"image": ');
    assert.equal(r.status, 400);
    assert.match(r.body.message, /malformed JSON/);
  });

  it('400 for a body that is not an object', async () => {
    const r = await t.client.call('POST', '/vms', '[1,2]');
    assert.equal(r.status, 400);
  });

  it('a refused create leaves no sandbox behind', async () => {
    const r = await t.client.get('/vms');
    assert.deepEqual(r.body.vms, []);
  });
});

describe('unknown ids', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  for (const [method, path, body] of [
    ['GET', `/vms/${id}`],
    ['POST', `/vms/${id}/exec`, { args: ['true'] }],
    ['POST', `/vms/${id}/reboot`],
    ['GET', `/vms/${id}/events`],
    ['GET', `/vms/${id}/files?path=/etc/hostname`],
    ['GET', '/vms/not-even-a-uuid'],
  ] as [string, string, unknown?][]) {
    it(`${method} ${path.replace(id, '{unknown}')} is 404`, async () => {
      const r = await t.client.call(method, path, body);
      assert.equal(r.status, 404);
      assert.equal(r.body.error, 'not found');
    });
  }

  it('DELETE of an unknown sandbox is 404 (not the caller`s; repeating a delete of its own stays 204)', async () => {
    const r = await t.client.delete(`/vms/${id}`);
    assert.equal(r.status, 404);
    assert.equal(r.body.error, 'not found');
  });
});

describe('GET /openapi.json', () => {
  it('describes every route', async () => {
    const doc = (await fetch(`${t.server.url}/openapi.json`).then((r) => r.json())) as {
      paths: Record<string, object>;
    };
    for (const path of [
      '/vms',
      '/vms/{id}',
      '/vms/{id}/exec',
      '/vms/{id}/reboot',
      '/vms/{id}/files',
      '/vms/{id}/files/list',
      '/vms/{id}/files/stat',
      '/vms/{id}/files/mkdir',
      '/vms/{id}/files/rename',
      '/vms/{id}/events',
      '/vms/{id}/logs',
      '/vms/{id}/metrics',
      '/vms/{id}/metrics/history',
      '/usage',
      '/usage/series',
      '/usage-export',
      '/audit',
    ]) {
      assert.ok(doc.paths[path], `missing ${path}`);
    }
  });
});

describe('GET /audit', () => {
  it('records mutating calls, newest first, with a cursor', async () => {
    await t.client.delete('/vms/00000000-0000-4000-8000-00000000000a');
    await t.client.delete('/vms/00000000-0000-4000-8000-00000000000b');
    const page1 = await t.client.get('/audit?limit=1');
    assert.equal(page1.status, 200);
    assert.equal(page1.body.records.length, 1);
    assert.equal(page1.body.records[0].resource, '00000000-0000-4000-8000-00000000000b');
    assert.equal(page1.body.records[0].outcome, 404, 'not the caller`s sandbox; failures are recorded too');
    const page2 = await t.client.get(`/audit?limit=1&before=${page1.body.next_before}`);
    assert.equal(page2.body.records[0].resource, '00000000-0000-4000-8000-00000000000a');
  });

  it("another organization's audit log is its own", async () => {
    const r = await t.other.get('/audit');
    assert.deepEqual(r.body.records, []);
  });
});

describe('optional bodies', () => {
  it('a route whose body fields are all optional takes no body at all', async () => {
    // An unknown sandbox gets past validation to the 404: the missing body was accepted.
    const r = await t.client.post('/vms/00000000-0000-4000-8000-000000000000/snapshot');
    assert.equal(r.status, 404);
    const bad = await t.client.post('/vms/00000000-0000-4000-8000-000000000000/snapshot', { leave_paused: 'yes' });
    assert.equal(bad.status, 400);
  });
});

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: { type?: string } }[];
        requestBody?: { content: Record<string, { schema: { required?: string[]; anyOf?: unknown[] } }> };
      }
    >
  >;
};
const openapi = async () => (await fetch(`${t.server.url}/openapi.json`).then((r) => r.json())) as OpenApi;
/** A path of the document with each {param} given an id that names nothing. */
const unknownIds = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe('numeric parameters', () => {
  // Ajv's coercion makes "Infinity", "1e309" and a 5,000-digit number non-finite numbers that
  // pass its integer, minimum and maximum checks; they reached SQL and Date as such (500).
  const refused: [string, string][] = [
    ['Infinity', 'Infinity'],
    ['-Infinity', '-Infinity'],
    ['1e309', '1e309'],
    ['a 5,000-digit number', '9'.repeat(5000)],
    ['a fraction', '1.5'],
    ['a number past 2^53', '1e20'],
    ['NaN', 'NaN'],
    ['an empty value', ''],
    ['a word', 'ten'],
  ];

  it('every integer query parameter of /openapi.json refuses non-finite, fractional and oversized values with 400', async () => {
    const doc = await openapi();
    let tried = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? []) {
          if (p.in !== 'query' || p.schema?.type !== 'integer') continue;
          for (const [name, value] of refused) {
            const url = `${unknownIds(path)}?${p.name}=${encodeURIComponent(value)}`;
            const r = await t.client.call(method.toUpperCase(), url);
            assert.equal(r.status, 400, `${method} ${path} ${p.name}=${name}: ${r.status} ${JSON.stringify(r.body)}`);
            assert.equal(r.body.error, 'invalid request');
            assert.match(r.body.message, new RegExp(p.name));
            tried++;
          }
        }
      }
    }
    assert.ok(tried >= 8 * refused.length, `only ${tried} tried: the document lost its integer parameters`);
  });

  it('GET /usage/series?hours=1e309 is 400 `must be a finite number`', async () => {
    const r = await t.client.get('/usage/series?hours=1e309');
    assert.equal(r.status, 400);
    assert.equal(r.body.message, 'querystring/hours must be a finite number');
  });

  it('-0 is read as 0: refused below a minimum of 1, let through where 0 is allowed', async () => {
    assert.equal((await t.client.get('/audit?limit=-0')).status, 400);
    const r = await t.client.get('/vms/00000000-0000-4000-8000-000000000000/metrics?since_unix=-0');
    assert.equal(r.status, 404, 'past validation to the unknown sandbox');
  });

  it('a body number past what JSON numbers hold is refused, not read as Infinity', async () => {
    for (const text of ['{"cpus": 1e309}', '{"memory_mb": -1e400}', `{"cpus": ${'9'.repeat(5000)}}`]) {
      const r = await t.client.call('POST', '/vms', text);
      assert.equal(r.status, 400, `${text.slice(0, 30)}: ${JSON.stringify(r.body)}`);
      assert.match(r.body.message, /cpus|memory_mb/);
    }
  });

  it('an integer body field with no maximum of its own stops at 2^53 - 1', async () => {
    const r = await t.client.call('POST', '/vms', '{"writable_size_bytes": 1e300}');
    assert.equal(r.status, 400);
    assert.match(r.body.message, /writable_size_bytes must be <= 9007199254740991/);
  });
});

describe('an empty JSON body', () => {
  it('POST /registries with Content-Type: application/json and no bytes is 400 `body is required`', async () => {
    const r = await t.client.call('POST', '/registries', '');
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.deepEqual(r.body, { error: 'invalid request', message: 'body is required' });
  });

  it('every JSON route whose body must say something refuses an empty one with 400', async () => {
    const doc = await openapi();
    const tried: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content['application/json']?.schema;
        if (!schema?.required?.length && !schema?.anyOf) continue;
        const r = await t.client.call(method.toUpperCase(), unknownIds(path), '');
        assert.equal(r.status, 400, `${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
        assert.equal(r.body.message, 'body is required');
        tried.push(`${method} ${path}`);
      }
    }
    assert.ok(tried.includes('post /registries') && tried.length >= 8, tried.join(', '));
  });

  it('a JSON `null` is not taken for no body: POST /vms with `null` is 400 and creates nothing', async () => {
    const r = await t.client.call('POST', '/vms', 'null');
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.equal(r.body.message, 'body must be a JSON object, not null');
    assert.deepEqual((await t.client.get('/vms')).body.vms, []);
  });

  it('a route whose body may be left out takes an empty one as none', async () => {
    const r = await t.client.call('POST', '/vms/00000000-0000-4000-8000-000000000000/snapshot', '');
    assert.equal(r.status, 404);
  });
});
