// What egress rules mean (docs/network.md), without VMs or namespaces: which entries are valid
// and how they are stored, which names and addresses a policy allows (deny over allow, `*.domain`
// below the apex only), how long a resolver's answer counts, and what the proxy reads as the
// name of a connection (a real ClientHello's SNI from Node's TLS client, an HTTP request's Host).
// Enforcement on real VMs: egress.test.ts.

import assert from 'node:assert/strict';
import net from 'node:net';
import { describe, it } from 'node:test';
import tls from 'node:tls';
import { Answers, MAX_ANSWER_S, MIN_ANSWER_S } from '../src/host/egress/answers.ts';
import { EgressPolicy, egressRulesError, normalizeEgressRules } from '../src/host/egress/policy.ts';
import { hostOf, sniOf } from '../src/host/egress/sni-proxy.ts';

describe('egress rule entries', () => {
  it('takes IPv4 addresses and CIDRs, domains and *.domain; refuses the rest', () => {
    for (const e of ['1.2.3.4', '10.0.0.0/8', '0.0.0.0/0', 'a.test', 'Pypi.ORG', 'x-1.b.c', '*.a.test', 'localhost']) {
      assert.equal(egressRulesError({ allow_out: [e] }), null, e);
    }
    for (const e of [
      '10.0.0.1/8',
      '1.2.3.4/33',
      '256.1.1.1',
      '01.2.3.4',
      '*.',
      'a..b',
      '*.*.a',
      '-a.test',
      'a-.test',
      'http://a.test',
      'a.test.',
      '1.2.3',
      'a_b.test',
      '',
      `${'a'.repeat(64)}.test`,
      `${'a.'.repeat(126)}test`,
    ]) {
      assert.notEqual(egressRulesError({ deny_out: [e] }), null, e);
    }
    assert.notEqual(egressRulesError({ allow_out: Array.from({ length: 257 }, (_, i) => `n${i}.test`) }), null);
  });

  it('is stored lowercase, addresses as /32, without duplicates; no lists is no rules', () => {
    assert.deepEqual(normalizeEgressRules({ allow_out: ['A.test', 'a.test', '1.2.3.4'], deny_out: [] }), {
      allow_out: ['a.test', '1.2.3.4/32'],
      deny_out: [],
    });
    assert.equal(normalizeEgressRules({}), null);
    assert.equal(normalizeEgressRules(undefined), null);
  });
});

describe('egress policy', () => {
  it('allow_out lists what may be reached; *.domain matches names below it, not the apex', () => {
    const p = new EgressPolicy({ allow_out: ['a.test', '*.wild.test', '10.1.0.0/16'] });
    assert.equal(p.nameAllowed('a.test'), true);
    assert.equal(p.nameAllowed('A.TEST.'), true);
    assert.equal(p.nameAllowed('b.a.test'), false);
    assert.equal(p.nameAllowed('x.wild.test'), true);
    assert.equal(p.nameAllowed('y.x.wild.test'), true);
    assert.equal(p.nameAllowed('wild.test'), false);
    assert.equal(p.nameAllowed('notwild.test'), false);
    assert.equal(p.addressAllowed('10.1.200.3'), true);
    assert.equal(p.addressAllowed('10.2.0.1'), false);
  });

  it('deny wins over allow; without allow_out everything not denied is allowed; [] allows nothing', () => {
    const p = new EgressPolicy({ allow_out: ['*.a.test', '10.0.0.0/8'], deny_out: ['x.a.test', '10.9.0.0/16'] });
    assert.equal(p.nameAllowed('y.a.test'), true);
    assert.equal(p.nameAllowed('x.a.test'), false);
    assert.equal(p.addressAllowed('10.9.1.1'), false);
    assert.equal(p.addressDenied('10.9.1.1'), true);
    const denyOnly = new EgressPolicy({ deny_out: ['bad.test'] });
    assert.equal(denyOnly.allowAll, true);
    assert.equal(denyOnly.nameAllowed('good.test'), true);
    assert.equal(denyOnly.nameAllowed('bad.test'), false);
    const nothing = new EgressPolicy({ allow_out: [] });
    assert.equal(nothing.allowAll, false);
    assert.equal(nothing.nameAllowed('a.test'), false);
    assert.equal(nothing.addressAllowed('1.2.3.4'), false);
  });
});

describe("a resolver's answers", () => {
  it('count for their TTL, held between the minimum and the maximum, per name', () => {
    const a = new Answers();
    const now = 1_000_000;
    const added = a.add(
      'a.test',
      [
        { ip: '1.1.1.1', ttlS: 0 },
        { ip: '2.2.2.2', ttlS: 300 },
        { ip: '3.3.3.3', ttlS: 10 ** 9 },
      ],
      now,
    );
    assert.deepEqual(
      added.map((x) => x.timeoutS),
      [MIN_ANSWER_S, 300, MAX_ANSWER_S],
    );
    assert.equal(a.includes('a.test', '1.1.1.1', now + (MIN_ANSWER_S - 1) * 1000), true);
    assert.equal(a.includes('a.test', '1.1.1.1', now + MIN_ANSWER_S * 1000), false);
    assert.equal(a.includes('b.test', '2.2.2.2', now), false);
    // The same address for another name: already in the set, only a later expiry changes it.
    assert.deepEqual(a.add('b.test', [{ ip: '2.2.2.2', ttlS: 60 }], now), []);
    assert.deepEqual(a.add('b.test', [{ ip: '2.2.2.2', ttlS: 600 }], now), [
      { ip: '2.2.2.2', timeoutS: 600, present: true },
    ]);
    a.retain((name) => name !== 'b.test');
    assert.equal(a.includes('b.test', '2.2.2.2', now), false);
    assert.equal(a.addresses(now).get('2.2.2.2'), now + 300_000);
  });
});

/** The first bytes Node's TLS client sends: a real ClientHello, naming `sni` (none: no SNI). */
async function clientHello(sni?: string): Promise<Buffer> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const first = new Promise<Buffer>((resolve) => server.once('connection', (s) => s.once('data', resolve)));
  const port = (server.address() as net.AddressInfo).port;
  const client = tls.connect({ host: '127.0.0.1', port, servername: sni, rejectUnauthorized: false });
  client.on('error', () => undefined);
  const hello = await first;
  client.destroy();
  server.close();
  return hello;
}

describe('what the proxy reads as the name', () => {
  it("a ClientHello's SNI, lowercased; none without one or for what is not a ClientHello", async () => {
    const body = (record: Buffer) => record.subarray(5);
    assert.equal(sniOf(body(await clientHello('Allowed.Test'))), 'allowed.test');
    assert.equal(sniOf(body(await clientHello())), null);
    assert.equal(sniOf(Buffer.from('GET / HTTP/1.1\r\n\r\n')), null);
    assert.equal(sniOf(body(await clientHello('a.test')).subarray(0, 60)), null);
  });

  it("an HTTP/1.x request's Host, without its port; an absolute target must agree", () => {
    assert.equal(hostOf('GET / HTTP/1.1\r\nHost: A.test:8080\r\nAccept: */*'), 'a.test');
    assert.equal(hostOf('GET http://a.test/x HTTP/1.1\r\nHost: a.test'), 'a.test');
    assert.equal(hostOf('GET http://b.test/x HTTP/1.1\r\nHost: a.test'), null);
    assert.equal(hostOf('GET / HTTP/1.1\r\nHost: a.test\r\nHost: b.test'), null);
    assert.equal(hostOf('GET / HTTP/1.1\r\nAccept: */*'), null);
    assert.equal(hostOf('\x16\x03\x01 not http'), null);
  });
});
