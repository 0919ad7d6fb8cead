// The E2B SDK as a user's program runs it with E2B_DOMAIN (docs/e2b.md, "Wildcard routing"): in a
// process of its own, so that NODE_EXTRA_CA_CERTS (the edge's local CA) and the resolver (a mount
// namespace whose /etc/resolv.conf names the test's DNS server for *.e2b.test) are its own, as on a
// machine with wildcard DNS. e2b.test.ts starts it and asserts on the JSON it prints: what each
// step saw. Not a test file itself.

import { Sandbox as CodeInterpreter } from '@e2b/code-interpreter';
import { Sandbox } from 'e2b';

const seen: Record<string, unknown> = {};

async function fetchText(url: string, init?: RequestInit): Promise<{ status: number; text: string }> {
  const res = await fetch(url, init);
  return { status: res.status, text: await res.text() };
}

/** Polls a URL until it answers 200 (a server starting in the sandbox), or gives its last answer. */
async function whenServing(url: string, init?: RequestInit): Promise<{ status: number; text: string }> {
  let last = { status: 0, text: '' };
  for (let i = 0; i < 300; i++) {
    last = await fetchText(url, init).catch((err: Error) => ({ status: 0, text: err.message }));
    if (last.status === 200) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  return last;
}

const sbx = await Sandbox.create({ timeoutMs: 120_000 });
try {
  seen.envdUrlHost = new URL(`https://${sbx.getHost(49983)}`).hostname;
  seen.run = (await sbx.commands.run('echo routed by host')).stdout;
  await sbx.files.write('/home/user/d.txt', 'signed content');
  seen.read = await sbx.files.read('/home/user/d.txt');

  // The same sandbox through @e2b/code-interpreter: its calls go to port 49999 of it.
  const code = await CodeInterpreter.connect(sbx.sandboxId);
  seen.codeHost = new URL(`https://${code.getHost(49999)}`).hostname;
  seen.code = (await code.runCode('6 * 7', { requestTimeoutMs: 300_000 })).text;

  const download = await sbx.downloadUrl('/home/user/d.txt', { useSignatureExpiration: 60 });
  seen.signedDownload = await fetchText(download);
  const expired = await sbx.downloadUrl('/home/user/d.txt', { useSignatureExpiration: -60 });
  seen.expiredDownload = (await fetchText(expired)).status;
  const forged = new URL(download);
  forged.searchParams.set('path', '/etc/shadow');
  seen.forgedDownload = (await fetchText(forged.toString())).status;
  const bare = new URL(download);
  bare.search = '?path=/home/user/d.txt';
  seen.unsignedDownload = (await fetchText(bare.toString())).status;

  const upload = await sbx.uploadUrl('/home/user/up.txt', { useSignatureExpiration: 60 });
  const form = new FormData();
  form.append('file', new Blob(['uploaded through a signed URL']), '/home/user/up.txt');
  seen.signedUpload = (await fetchText(upload, { method: 'POST', body: form })).status;
  seen.uploaded = await sbx.files.read('/home/user/up.txt');

  await sbx.commands.run('python3 -m http.server 8000', { background: true, cwd: '/home/user' });
  seen.guestPort = await whenServing(`https://${sbx.getHost(8000)}/d.txt`);

  const closed = await Sandbox.create({ timeoutMs: 120_000, network: { allowPublicTraffic: false } });
  try {
    await closed.commands.run('python3 -m http.server 8001', { background: true, cwd: '/home/user' });
    await closed.files.write('/home/user/private.txt', 'behind the traffic token');
    const url = `https://${closed.getHost(8001)}/private.txt`;
    const token = closed.trafficAccessToken ?? '';
    seen.withTrafficToken = await whenServing(url, { headers: { 'e2b-traffic-access-token': token } });
    seen.withoutTrafficToken = (await fetchText(url)).status;
    seen.wrongTrafficToken = (await fetchText(url, { headers: { 'e2b-traffic-access-token': `${token}x` } })).status;
  } finally {
    await closed.kill();
  }
} finally {
  await sbx.kill();
}
seen.runningAfterKill = await sbx.isRunning();
console.log(JSON.stringify(seen));
