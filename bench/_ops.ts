// Scratch (not committed): counts the file server's syscalls while a guest makes small files.
import { execSync, spawn } from 'node:child_process';
import { startTestServer } from '../packages/server/test/helpers.ts';

const t = await startTestServer({ idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 } });
const c = t.client;
try {
  await c.post('/volumes', { name: 'ops', size_mb: 64 });
  const made = await c.createSmall({ volumes: [{ volume: 'ops', path: '/vol' }] });
  const vm = made.vm_id;
  await c.exec(vm, ['sh', '-c', 'mkdir /vol/w && echo x > /vol/w/warm'], { user: 'root' });
  const pid = execSync("pgrep -f warren-volume-server | head -1").toString().trim();
  const st = spawn('strace', ['-f', '-c', '-p', pid], { stdio: ['ignore', 'inherit', 'inherit'] });
  await new Promise((r) => setTimeout(r, 1500));
  const r = await c.exec(vm, ['sh', '-c', 'cd /vol/w && t0=$(date +%s%N); i=0; while [ $i -lt 200 ]; do echo hello > f$i; i=$((i+1)); done; t1=$(date +%s%N); echo $(( (t1-t0)/1000000 )) ms'], { user: 'root' });
  console.log('loop:', r.stdout, r.stderr);
  await new Promise((r) => setTimeout(r, 500));
  st.kill('SIGINT');
  await new Promise((r) => st.on('exit', r));
} finally {
  await t.close();
}
