// What a guest controls stays bounded on the host (docs/security.md): its console flood never
// grows the host's files past their cap, a memory hog stays inside its guest RAM and its QEMU's
// cgroup limit, and a fork storm makes no host processes. Real microVMs through the host agent.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { consoleFiles } from '../src/host/console.ts';
import type { QemuHostAgentApi } from '../src/host/host-agent.ts';
import { openHostAgent } from '../src/host/host-agent.ts';
import { BUILD, MIB, SCRATCH, spec } from './host-fixture.ts';
import { assertConfined, cgroupDirs, qemuPidOf } from './jail-fixture.ts';

const CAP = 64 * 1024;
let dataDir: string;
let host: QemuHostAgentApi;

async function sh(vmId: string, command: string, background = false) {
  return host.exec(vmId, { args: ['sh', '-c', command], background });
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(SCRATCH, 'warren-bounds-'));
  host = await openHostAgent({ dataDir, buildDir: BUILD, accel: 'tcg', consoleFileBytes: CAP });
});

after(async () => {
  await host?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a console flood', () => {
  it('never grows the host files past their cap, and the tail still reads the latest lines', async () => {
    await host.start(spec('flood'));
    // A cold boot (what a template build runs) is jailed like every restore.
    assertConfined(qemuPidOf(dataDir, 'flood'), 256);
    const files = consoleFiles(path.join(dataDir, 'run', 'flood'));
    // ~330 KB through the serial port: five times both files' cap.
    const flood =
      'i=0; while [ $i -lt 5000 ]; do echo "flood line $i ................................................"; i=$((i+1)); done > /dev/console';
    await sh('flood', `${flood}; echo last-line > /dev/console`);
    let last = '';
    const deadline = Date.now() + 20_000;
    while (!last.includes('last-line') && Date.now() < deadline) {
      last = (await host.consoleTail('flood', 256 * 1024)).content.toString();
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.match(last, /flood line 4999 .*\r?\nlast-line/);
    assert.ok(fs.statSync(files.current).size <= CAP, 'console.log within its cap');
    assert.ok(fs.statSync(files.previous).size <= CAP, 'console.log.1 within its cap');
    assert.equal(fs.statSync(files.current).uid, 0, "the console files are the agent's, not the VM's");
    const tail = await host.consoleTail('flood', 256 * 1024);
    assert.equal(tail.truncated, true);
    assert.ok(tail.content.length <= 2 * CAP);
  });
});

describe('a memory hog and a fork storm stay inside the guest', () => {
  it("a guest filling its RAM is OOM-killed inside; its QEMU stays under the cgroup's limit", async () => {
    await host.start(spec('hog'));
    const pid = qemuPidOf(dataDir, 'hog');
    const memory = cgroupDirs(pid).get('memory') as string;
    const limit = Number(fs.readFileSync(path.join(memory, 'memory.limit_in_bytes'), 'utf8'));
    // Allocate and touch far more than the guest has (256 MiB): the guest's own OOM killer acts.
    const r = await sh('hog', 'dd if=/dev/zero of=/dev/null bs=200M count=1 2>/dev/null; echo $?');
    assert.notEqual(r.stdout.toString().trim(), '0', 'the hog did not survive');
    assert.equal((await sh('hog', 'echo alive')).stdout.toString(), 'alive\n');
    const peak = Number(fs.readFileSync(path.join(memory, 'memory.max_usage_in_bytes'), 'utf8'));
    assert.ok(peak <= limit, `peak ${peak} within limit ${limit}`);
    const failcnt = Number(fs.readFileSync(path.join(memory, 'memory.failcnt'), 'utf8'));
    console.log(
      `# memory hog: QEMU cgroup peak ${(peak / MIB).toFixed(0)} MiB of ${(limit / MIB).toFixed(0)} MiB (failcnt ${failcnt})`,
    );
    assert.ok(fs.existsSync(`/proc/${pid}`), 'QEMU itself was not killed');
  });

  it('a fork storm in the guest adds no host process or thread', async () => {
    const pid = qemuPidOf(dataDir, 'hog');
    const pidsDir = cgroupDirs(pid).get('pids') as string;
    const before = Number(fs.readFileSync(path.join(pidsDir, 'pids.current'), 'utf8'));
    await sh('hog', 'bomb() { bomb | bomb & }; bomb', true);
    await new Promise((r) => setTimeout(r, 2000));
    const during = Number(fs.readFileSync(path.join(pidsDir, 'pids.current'), 'utf8'));
    // QEMU's I/O worker threads come and go; the guest's thousands of processes are not host tasks.
    assert.ok(during <= before + 16, `QEMU tasks ${before} -> ${during}`);
    assert.ok(during <= Number(fs.readFileSync(path.join(pidsDir, 'pids.max'), 'utf8')));
    await host.destroy('hog');
  });
});
