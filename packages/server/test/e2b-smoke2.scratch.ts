import { E2B_DOMAIN, runDomainClient, startE2bServer, startWildcardDns } from './e2b-fixture.ts';

const t = await startE2bServer();
const dns = await startWildcardDns(E2B_DOMAIN);
try {
  console.log(JSON.stringify(await runDomainClient(t, dns.address), null, 1));
} catch (err) {
  console.error('FAILED', err);
} finally {
  await dns.close();
  await t.close();
}
