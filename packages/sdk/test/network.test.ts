// @warren/sdk's egress rules against a real server and a real microVM: `network` at create, read
// back on the sandbox, replaced with setNetwork, removed with {}, and bad rules refused. What the
// rules do to a guest's connections is the server's test (packages/server/test/egress.test.ts).

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';
import { Client, InvalidRequestError } from '../src/index.ts';

let t: TestServer;
let client: Client;
before(async () => {
  t = await startTestServer();
  client = new Client({ token: t.client.key, apiUrl: t.server.url });
});
after(async () => {
  client.close();
  await t.close();
});

describe('egress rules', () => {
  it('create with network, setNetwork, {} removes them, bad rules are InvalidRequestError', async () => {
    const sb = await client.sandboxes.create({
      image: 'busybox',
      cpus: 1,
      memory_mb: 256,
      network: { allow_out: ['pypi.org', '*.pythonhosted.org', '10.1.0.0/16'] },
    });
    try {
      assert.deepEqual(sb.network, { allow_out: ['pypi.org', '*.pythonhosted.org', '10.1.0.0/16'] });
      await sb.setNetwork({ deny_out: ['Example.com', '192.0.2.7'] });
      assert.deepEqual(sb.network, { deny_out: ['example.com', '192.0.2.7/32'] });
      assert.deepEqual((await client.sandboxes.get(sb.vm_id)).network, sb.network);
      await sb.setNetwork({});
      assert.equal(sb.network, null);
      await assert.rejects(sb.setNetwork({ allow_out: ['10.0.0.1/8'] }), InvalidRequestError);
    } finally {
      await sb.delete();
    }
  });
});
