import { Client, SandboxPausedError } from '@warren/sdk';

// SVC_TOKEN and SVC_API_URL come from the environment.
const client = new Client();
const sandbox = await client.sandboxes.create({ image: 'busybox', cpus: 1, memory_mb: 256 });
try {
  const result = await sandbox.run('echo hello from $(uname -s)');
  console.log(result.exit_code, result.stdout.trim());
  await sandbox.files.write('/tmp/data.csv', 'a,b\n1,2\n');
  console.log((await sandbox.run(['wc', '-l', '/tmp/data.csv'])).stdout.trim());
  const snapshot = await sandbox.snapshot({ waitDurable: true });
  const copy = await client.snapshots.restore(snapshot.snapshot_id);
  console.log(await copy.files.read('/tmp/data.csv'));
  await copy.delete();
} catch (err) {
  if (err instanceof SandboxPausedError) await sandbox.resume();
  else throw err;
} finally {
  await sandbox.delete();
  client.close();
}
