// /registries: credentials are stored sealed, listed without secrets, per organization.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SecretBox } from '../src/control/access/secret-box.ts';
import { SCRATCH, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.close());

describe('POST /registries', () => {
  it('stores a static credential and lists it without the secret', async () => {
    const r = await t.client.post('/registries', {
      host: 'registry.example.com:5000',
      kind: 'static',
      username: 'ci',
      secret: 'hunter2-very-secret',
    });
    assert.equal(r.status, 204);
    const list = await t.client.get('/registries');
    assert.equal(list.status, 200);
    assert.equal(list.body.registries.length, 1);
    const [reg] = list.body.registries;
    assert.deepEqual(Object.keys(reg).sort(), ['created_unix_ns', 'host', 'kind', 'updated_unix_ns']);
    assert.equal(reg.host, 'registry.example.com:5000');
    assert.equal(reg.kind, 'static');
    assert.ok(!JSON.stringify(list.body).includes('hunter2'));
  });

  it('keeps the secret encrypted at rest', async () => {
    const org = await t.server.store.accounts.findOrgByName('acme');
    const row = await t.server.store.registries.get(org?.id ?? '', 'registry.example.com:5000');
    assert.ok(row && !row.secret_box.includes('hunter2-very-secret'), 'the stored record is sealed');
    for (const file of ['warren.db', 'warren.db-wal']) {
      const path = join(t.config.dataDir, file);
      if (existsSync(path)) assert.ok(!readFileSync(path).includes('hunter2-very-secret'), file);
    }
  });

  it('replaces the credential of the same host and moves updated_unix_ns', async () => {
    const before = (await t.client.get('/registries')).body.registries[0];
    await t.client.post('/registries', {
      host: 'registry.example.com:5000',
      kind: 'static',
      username: 'ci',
      secret: 'new',
    });
    const after = (await t.client.get('/registries')).body.registries;
    assert.equal(after.length, 1);
    assert.equal(after[0].created_unix_ns, before.created_unix_ns);
    assert.ok(after[0].updated_unix_ns > before.updated_unix_ns);
  });

  it('stores a cloud-assume-role credential', async () => {
    const r = await t.client.post('/registries', {
      host: '123456789012.dkr.ecr.us-east-1.amazonaws.com',
      kind: 'cloud-assume-role',
      role_arn: 'arn:aws:iam::123456789012:role/pull',
      external_id: 'ext-1',
    });
    assert.equal(r.status, 204);
    const kinds = (await t.client.get('/registries')).body.registries.map((x: { kind: string }) => x.kind).sort();
    assert.deepEqual(kinds, ['cloud-assume-role', 'static']);
  });

  for (const [name, body] of [
    ['a missing secret', { host: 'r.example', kind: 'static', username: 'u' }],
    ['an unknown kind', { host: 'r.example', kind: 'token', username: 'u', secret: 's' }],
    ['role fields on a static credential', { host: 'r.example', kind: 'static', role_arn: 'x', external_id: 'y' }],
    ['a host with a path', { host: 'r.example/v2', kind: 'static', username: 'u', secret: 's' }],
  ] as [string, unknown][]) {
    it(`400 for ${name}`, async () => {
      assert.equal((await t.client.post('/registries', body)).status, 400);
    });
  }
});

describe('registries are per organization', () => {
  it('another organization neither sees nor deletes them', async () => {
    assert.deepEqual((await t.other.get('/registries')).body.registries, []);
    assert.equal((await t.other.delete('/registries/registry.example.com:5000')).status, 204);
    assert.equal((await t.client.get('/registries')).body.registries.length, 2, 'still there');
  });
});

describe('DELETE /registries/{host}', () => {
  it('removes the credential; repeating it, or an unknown host, is still 204', async () => {
    assert.equal((await t.client.delete('/registries/registry.example.com:5000')).status, 204);
    assert.equal((await t.client.delete('/registries/registry.example.com:5000')).status, 204);
    assert.equal((await t.client.get('/registries')).body.registries.length, 1);
  });
});

describe('the key that seals secrets', () => {
  it('comes from the configured key file, which must exist', async () => {
    const dir = mkdtempSync(join(SCRATCH, 'warren-key-'));
    try {
      const keyFile = join(dir, 'key');
      await assert.rejects(startTestServer({ secretKeyFile: keyFile }), /secret key file .*key cannot be read/);
      const key = randomBytes(32);
      writeFileSync(keyFile, key.toString('base64'));
      const keyed = await startTestServer({ secretKeyFile: keyFile });
      try {
        const body = { host: 'keyed.example', kind: 'static', username: 'u', secret: 'sealed-with-the-file' };
        assert.equal((await keyed.client.post('/registries', body)).status, 204);
        assert.equal(existsSync(join(keyed.config.dataDir, 'secret.key')), false, 'no key made in the data dir');
        const org = await keyed.server.store.accounts.findOrgByName('acme');
        const row = await keyed.server.store.registries.get(org?.id as string, 'keyed.example');
        assert.deepEqual(new SecretBox(key).open(row?.secret_box as string), {
          username: 'u',
          secret: 'sealed-with-the-file',
        });
        assert.throws(() => new SecretBox(randomBytes(32)).open(row?.secret_box as string));
      } finally {
        await keyed.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
