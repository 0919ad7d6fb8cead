import { startTestServer } from './helpers.ts';

const t = await startTestServer({
  e2b: {
    listen: { host: '127.0.0.1', port: 0 },
    sandboxListen: { host: '127.0.0.1', port: 0 },
    shape: { cpus: 1, memory_mb: 512 },
  },
});
const e2b = t.server.e2b!;
process.env.E2B_API_URL = e2b.apiUrl;
process.env.E2B_SANDBOX_URL = e2b.sandboxUrl;
process.env.E2B_API_KEY = t.client.key;
const { Sandbox } = await import('e2b');
try {
  let at = Date.now();
  const sbx = await Sandbox.create({ timeoutMs: 120_000 });
  console.log('created', sbx.sandboxId, Date.now() - at, 'ms');
  at = Date.now();
  const r = await sbx.commands.run('echo hello; id; pwd; echo $HOME');
  console.log('run', JSON.stringify(r), Date.now() - at);
  await sbx.files.write('/home/user/a.txt', 'hi there');
  console.log('read', await sbx.files.read('/home/user/a.txt'));
  console.log(
    'list',
    (await sbx.files.list('/home/user')).map((e) => `${e.name} ${e.type} ${e.owner} ${e.permissions}`),
  );
  console.log('info', JSON.stringify(await sbx.getInfo()));
  console.log('running', await sbx.isRunning());
  await sbx.kill();
  console.log('running after kill', await sbx.isRunning());
} catch (err) {
  console.error('FAILED', err);
} finally {
  await t.close();
}
