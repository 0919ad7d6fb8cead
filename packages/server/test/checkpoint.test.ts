// Checkpoints, restores, forks and pause through openHostAgent on real microVMs (busybox image):
// what docs/checkpoints.md promises. Prints the pause, restore and fork timings it measures.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CheckpointError } from '../src/host/checkpoint.ts';
import type { QemuHostAgentApi } from '../src/host/host-agent.ts';
import { openHostAgent } from '../src/host/host-agent.ts';
import { BUILD, MIB, qemuPids, SCRATCH, spec } from './host-fixture.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const COUNTER = 'echo $$ > /tmp/counter.pid; i=0; while true; do i=$((i+1)); echo $i > /tmp/count; sleep 0.1; done';

let host: QemuHostAgentApi;
let dataDir: string;
/** Where the host keeps checkpoint `id`. */
const at = (id: string) => host.checkpointDir(id);
const PARENT = 'cp-parent';

async function sh(vmId: string, script: string): Promise<string> {
  const r = await host.exec(vmId, { args: ['sh', '-c', script] });
  assert.equal(r.exitCode, 0, `${script}: ${r.stderr.toString()}`);
  return r.stdout.toString();
}

async function count(vmId: string): Promise<number> {
  return Number((await sh(vmId, 'cat /tmp/count')).trim());
}

/**
 * Whether the counter loop counts past `from`: it ticks every 0.1 s, but a TCG guest on a loaded
 * host (the full suite runs two lanes) may take a while, so it is given up to 10 s.
 */
async function countsOn(vmId: string, from: number): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while ((await count(vmId)) <= from) {
    if (Date.now() > deadline) return false;
    await sleep(200);
  }
  return true;
}

/** Restores and measures the time until the new VM's first exec result. */
async function restoreTimed(vmId: string, checkpointId: string, memory: 'copy' | 'map' = 'copy') {
  const t0 = performance.now();
  const placement = await host.restore(spec(vmId), checkpointId, { memory });
  const r = await host.exec(vmId, { args: ['true'] });
  assert.equal(r.exitCode, 0);
  return { placement, ms: performance.now() - t0 };
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(SCRATCH, 'warren-cp-'));
  host = await openHostAgent({
    dataDir,
    buildDir: BUILD,
    accel: (process.env.WARREN_ACCEL as 'tcg' | undefined) ?? 'auto',
  });
  await host.start(spec(PARENT));
  await host.exec(PARENT, { args: ['sh', '-c', COUNTER], background: true });
  await sh(PARENT, 'echo written-before > /tmp/before.txt');
  while ((await count(PARENT).catch(() => 0)) < 2) await sleep(100);
});

after(async () => {
  await host?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('checkpoint and restore', () => {
  const cp1 = 'one';

  it('checkpoints a running sandbox and it keeps running (pause time printed)', async () => {
    const info = await host.checkpoint(PARENT, cp1);
    console.log(
      `# checkpoint 256 MiB: paused ${info.pausedMs.toFixed(1)} ms, ${(info.logicalBytes / MIB).toFixed(1)} MiB held`,
    );
    for (const f of ['memory', 'state', 'disk.qcow2', 'checkpoint.json'])
      assert.ok(fs.existsSync(path.join(at(cp1), f)), f);
    assert.ok(!fs.existsSync(`${at(cp1)}.tmp`));
    assert.ok(info.logicalBytes > 0);
    assert.equal(host.isPaused(PARENT), false);
    const before = await count(PARENT);
    assert.ok(await countsOn(PARENT, before), 'the parent keeps counting');
  });

  it('on the data store the checkpoint memory is a clone: its extents are shared, not copied', async () => {
    assert.equal(host.clones, true, `${dataDir} should clone files: scripts/store.sh prepares the store`);
    const extents = execFileSync('filefrag', ['-v', path.join(at(cp1), 'memory')], { encoding: 'utf8' });
    const data = extents.split('\n').filter((l) => /^\s*\d+:/.test(l));
    assert.ok(data.length > 0, extents);
    // Pages the guest rewrote since may have been written back to extents of their own by now.
    assert.ok(
      data.some((l) => l.includes('shared')),
      extents,
    );
  });

  it('a restore continues the running process and keeps files written before (restore time printed)', async () => {
    const { placement, ms } = await restoreTimed('cp-child', cp1);
    console.log(`# restore 256 MiB (memory copied) to first exec result: ${ms.toFixed(0)} ms`);
    assert.equal(await sh('cp-child', 'cat /tmp/before.txt'), 'written-before\n');
    assert.ok(await countsOn('cp-child', await count('cp-child')), 'the counter loop runs on in the restored VM');
    assert.match(placement.guestIp, /^\d+\.\d+\.\d+\.\d+$/);
    assert.match(
      await sh('cp-child', 'ip -4 addr show eth0'),
      new RegExp(`inet ${placement.guestIp.replaceAll('.', '\\.')}/`),
    );
  });

  it('parent and child diverge in memory and on disk', async () => {
    await sh(PARENT, 'echo parent > /tmp/who; sync');
    await sh('cp-child', 'echo child > /tmp/who; touch /tmp/child-only; kill $(cat /tmp/counter.pid); sync');
    assert.equal(await sh(PARENT, 'cat /tmp/who'), 'parent\n');
    assert.equal(await sh('cp-child', 'cat /tmp/who'), 'child\n');
    assert.equal((await host.exec(PARENT, { args: ['test', '-e', '/tmp/child-only'] })).exitCode, 1);
    const p0 = await count(PARENT);
    const c0 = await count('cp-child');
    assert.ok(await countsOn(PARENT, p0), 'the parent counts on');
    await sleep(400);
    assert.equal(await count('cp-child'), c0, 'the child stopped counting');
  });

  it('restoring the same checkpoint again still gives its state (the checkpoint is untouched)', async () => {
    await host.restore(spec('cp-again'), cp1);
    assert.equal((await host.exec('cp-again', { args: ['test', '-e', '/tmp/child-only'] })).exitCode, 1);
    assert.equal(await sh('cp-again', 'cat /tmp/before.txt'), 'written-before\n');
    await host.destroy('cp-again');
  });

  it('a restore with the checkpoint memory mapped copy-on-write works too; its own checkpoint captures what it wrote', async () => {
    const before = fs.readFileSync(path.join(at(cp1), 'memory'));
    const { ms } = await restoreTimed('cp-mapped', cp1, 'map');
    console.log(`# restore 256 MiB (memory mapped share=off) to first exec result: ${ms.toFixed(0)} ms`);
    assert.equal(await sh('cp-mapped', 'cat /tmp/before.txt'), 'written-before\n');
    // A value that lives only in a process's memory, written out when asked (after a restore).
    const secret = randomBytes(8).toString('hex');
    await host.exec('cp-mapped', {
      args: ['sh', '-c', `x=${secret}; while [ ! -e /tmp/go ]; do sleep 0.1; done; echo $x > /tmp/out`],
      background: true,
    });
    await sh('cp-mapped', 'head -c 20000000 /dev/urandom > /dev/null; echo mapped-write > /tmp/mapped.txt');
    const info = await host.checkpoint('cp-mapped', 'mapped');
    console.log(`# checkpoint of a mapped restore: paused ${info.pausedMs.toFixed(1)} ms`);
    await host.restore(spec('cp-mapped-child'), 'mapped');
    await sh('cp-mapped-child', 'touch /tmp/go; while [ ! -e /tmp/out ]; do sleep 0.1; done');
    assert.equal(await sh('cp-mapped-child', 'cat /tmp/out /tmp/mapped.txt'), `${secret}\nmapped-write\n`);
    // The file the clone maps never saw its writes.
    assert.ok(fs.readFileSync(path.join(at(cp1), 'memory')).equals(before), 'the mapped checkpoint is untouched');
    await Promise.all([host.destroy('cp-mapped'), host.destroy('cp-mapped-child')]);
  });
});

describe('forks from one checkpoint', () => {
  it('two restores have different random state and different guest IPs, both answer exec', async () => {
    await host.checkpoint(PARENT, 'fork');
    const [a, b] = await Promise.all([host.restore(spec('fork-a'), 'fork'), host.restore(spec('fork-b'), 'fork')]);
    assert.notEqual(a.guestIp, b.guestIp);
    const read = 'cat /proc/sys/kernel/random/uuid; head -c 16 /dev/urandom | od -An -tx1';
    const [ra, rb] = await Promise.all([sh('fork-a', read), sh('fork-b', read)]);
    assert.notEqual(ra.split('\n')[0], rb.split('\n')[0], 'uuids differ');
    assert.notEqual(ra.split('\n')[1], rb.split('\n')[1], 'urandom differs');
    await Promise.all([host.destroy('fork-a'), host.destroy('fork-b')]);
  });

  it('4 restores from one checkpoint at once all answer (fork time printed)', async () => {
    const info = await host.checkpoint(PARENT, 'fan');
    const ids = ['fan-0', 'fan-1', 'fan-2', 'fan-3'];
    const t0 = performance.now();
    await Promise.all(ids.map((id) => host.restore(spec(id), 'fan').then(() => host.exec(id, { args: ['true'] }))));
    const ms = performance.now() - t0;
    console.log(
      `# fork of 4 (checkpoint paused ${info.pausedMs.toFixed(0)} ms, then 4 concurrent restores to first exec): ${ms.toFixed(0)} ms`,
    );
    const ips = new Set<string>();
    for (const id of ids) {
      assert.equal(await sh(id, 'cat /tmp/before.txt'), 'written-before\n');
      ips.add((await sh(id, "ip -4 addr show eth0 | awk '/inet /{print $2}'")).trim());
    }
    assert.equal(ips.size, 4);
    await Promise.all(ids.map((id) => host.destroy(id)));
  });
});

/** Resident, proportional and private (anonymous: written) MiB of the RAM mapping of a VM's QEMU. */
function ramMapping(vmId: string): { rss: number; pss: number; written: number } {
  const pid = fs.readFileSync(path.join(dataDir, 'run', vmId, 'qemu.pid'), 'utf8').trim();
  const maps = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/);
  const ram = maps.find((m) => /\/memory( \(deleted\))?$/.test(m.split('\n')[0]));
  assert.ok(ram, `no RAM mapping of a memory file in ${vmId}'s QEMU`);
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(ram)?.[1] ?? 0) / 1024;
  return { rss: kib('Rss'), pss: kib('Pss'), written: kib('Anonymous') };
}

describe('memory shared between clones (map)', () => {
  it("two mapped clones share the checkpoint's pages in the page cache; what one writes is its own", async () => {
    const sum = (vmId: string) => sh(vmId, 'md5sum /tmp/shared.bin | cut -d" " -f1');
    await sh(PARENT, 'head -c 24000000 /dev/urandom > /tmp/shared.bin');
    const original = await sum(PARENT);
    await host.checkpoint(PARENT, 'shared');
    const memoryFile = path.join(at('shared'), 'memory');
    const hash = () => execFileSync('md5sum', [memoryFile], { encoding: 'utf8' }).split(' ')[0];
    const before = hash();
    await Promise.all(['share-a', 'share-b'].map((id) => host.restore(spec(id), 'shared', { memory: 'map' })));
    assert.equal(await sum('share-a'), original);
    assert.equal(await sum('share-b'), original);
    for (const id of ['share-a', 'share-b']) {
      const m = ramMapping(id);
      console.log(
        `# ${id}: RAM mapping RSS ${m.rss.toFixed(1)} MiB, PSS ${m.pss.toFixed(1)} MiB, written ${m.written.toFixed(1)} MiB`,
      );
      assert.ok(m.rss > 24, `the file's pages are resident in ${id} (${m.rss} MiB)`);
      // Shared by both clones (and the page cache): each pays about half of what it reads.
      assert.ok(m.pss < 0.7 * m.rss, `${id} shares its pages (PSS ${m.pss} of RSS ${m.rss} MiB)`);
      assert.ok(m.written < m.rss / 3, `${id} wrote little of what it maps (${m.written} MiB)`);
    }
    // A writes over the file in its memory: its copy changes, B's and the checkpoint's do not.
    await sh('share-a', 'dd if=/dev/zero of=/tmp/shared.bin bs=1000000 count=24 conv=notrunc 2>/dev/null; sync');
    assert.notEqual(await sum('share-a'), original);
    assert.equal(await sum('share-b'), original);
    assert.ok(ramMapping('share-a').written > 20, "A's writes are pages private to it");
    assert.equal(hash(), before, "the checkpoint's memory file never saw a clone's writes");
    await Promise.all([host.destroy('share-a'), host.destroy('share-b')]);
  });
});

describe("a mapped clone's writes tracked between its checkpoints", () => {
  it("later checkpoints copy only what it wrote since; each restores whole, also once the last one's memory is gone", async () => {
    await host.restore(spec('track'), 'shared', { memory: 'map' });
    const pid = fs.readFileSync(path.join(dataDir, 'run', 'track', 'qemu.pid'), 'utf8').trim();
    const fds = fs.readdirSync(`/proc/${pid}/fd`).map((fd) => fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
    assert.ok(fds.includes('anon_inode:[userfaultfd]'), "the jailed QEMU's RAM mapping is write-tracked");
    // 16 MB that live only in guest RAM (tmpfs), then each round rewrites 1 MB of it and adds 1 MB.
    await sh('track', 'mkdir -p /run/m && mount -t tmpfs tmpfs /run/m && head -c 16000000 /dev/urandom > /run/m/a');
    const all = () => sh('track', 'cat /run/m/* | md5sum');
    const sums = new Map<string, string>();
    const copied: number[] = [];
    for (let i = 0; i < 4; i++) {
      await sh('track', `dd if=/dev/urandom of=/run/m/a bs=1M count=1 seek=${3 * i} conv=notrunc 2>/dev/null`);
      await sh('track', `head -c 1000000 /dev/urandom > /run/m/b${i}`);
      sums.set(`track-${i}`, await all());
      // The last one finds the previous checkpoint's memory gone (as when a merged chain's old
      // checkpoints are collected): it copies every written page again.
      if (i === 3) fs.rmSync(path.join(at('track-2'), 'memory'));
      copied.push((await host.checkpoint('track', `track-${i}`)).pausedCopyBytes ?? Number.NaN);
    }
    console.log(
      `# bytes copied in the pause per checkpoint: ${copied.map((b) => (b / MIB).toFixed(1)).join(', ')} MiB`,
    );
    // Everything written before a checkpoint was copied while the guest ran; the pause copies only
    // the little written meanwhile (the 16 MB, had they been copied then, would show).
    for (const i of [0, 1, 2]) assert.ok(copied[i] < 4 * MIB, `checkpoint ${i} paused to copy ${copied[i]} bytes`);
    assert.ok(copied[3] > 16 * MIB, `without the last checkpoint, every written page again (${copied[3]})`);
    for (const id of ['track-0', 'track-1', 'track-3']) {
      await host.restore(spec(`${id}-child`), id, { memory: 'map' });
      assert.equal(await sh(`${id}-child`, 'cat /run/m/* | md5sum'), sums.get(id), `${id} restores what was written`);
      await host.destroy(`${id}-child`);
    }
    await host.destroy('track');
  });
});

describe('checkpoint chains', () => {
  it('repeated checkpoints of one sandbox; an older one restores the older disk', async () => {
    const older = 'chain-1';
    const newer = 'chain-2';
    await sh(PARENT, 'echo 1 > /tmp/generation; sync');
    await host.checkpoint(PARENT, older);
    await sh(PARENT, 'echo 2 > /tmp/generation; echo later > /tmp/later.txt; sync');
    await host.checkpoint(PARENT, newer);
    await sh(PARENT, 'echo 3 > /tmp/generation');
    const meta = JSON.parse(fs.readFileSync(path.join(at(newer), 'checkpoint.json'), 'utf8'));
    assert.equal(meta.disk_chain[0], path.join(at(newer), 'disk.qcow2'));
    assert.equal(meta.disk_chain[1], path.join(at(older), 'disk.qcow2'));
    await host.restore(spec('chain-old'), older);
    await host.restore(spec('chain-new'), newer);
    assert.equal(await sh('chain-old', 'cat /tmp/generation'), '1\n');
    assert.equal((await host.exec('chain-old', { args: ['test', '-e', '/tmp/later.txt'] })).exitCode, 1);
    assert.equal(await sh('chain-new', 'cat /tmp/generation'), '2\n');
    assert.equal(await sh('chain-new', 'cat /tmp/later.txt'), 'later\n');
    assert.equal(await sh(PARENT, 'cat /tmp/generation'), '3\n');
    await host.destroy('chain-old');
  });

  it('a restored sandbox can be checkpointed and restored again, and survives a reboot on its chain', async () => {
    await sh('chain-new', 'echo grandchild > /tmp/g.txt; sync');
    await host.checkpoint('chain-new', 'of-restore');
    await host.restore(spec('grandchild'), 'of-restore');
    assert.equal(await sh('grandchild', 'cat /tmp/g.txt /tmp/generation'), 'grandchild\n2\n');
    await host.reboot('grandchild');
    assert.equal(await sh('grandchild', 'cat /tmp/g.txt'), 'grandchild\n');
    await Promise.all([host.destroy('grandchild'), host.destroy('chain-new')]);
  });
});

describe('disk chain merge', () => {
  it('past maxDiskLayers a checkpoint first merges the chain: its disk sits on the image, older layers can go', async () => {
    const dir = fs.mkdtempSync(path.join(SCRATCH, 'warren-merge-'));
    const merging = await openHostAgent({ dataDir: dir, buildDir: BUILD, accel: 'tcg', maxDiskLayers: 2 });
    const run = async (vmId: string, script: string) => {
      const r = await merging.exec(vmId, { args: ['sh', '-c', script] });
      assert.equal(r.exitCode, 0, `${script}: ${r.stderr.toString()}`);
      return r.stdout.toString();
    };
    try {
      await merging.start(spec('merge-vm'));
      const cps = ['m1', 'm2', 'm3'];
      const merged: boolean[] = [];
      for (const [i, cp] of cps.entries()) {
        await run('merge-vm', `echo ${i} > /layer-${i}; sync`);
        merged.push((await merging.checkpoint('merge-vm', cp)).chainMerged);
      }
      assert.deepEqual(merged, [false, false, true], 'the third checkpoint found two layers below the VM');
      const disk = (cp: string) => path.join(merging.checkpointDir(cp), 'disk.qcow2');
      const chain = (cp: string): string[] =>
        JSON.parse(fs.readFileSync(path.join(merging.checkpointDir(cp), 'checkpoint.json'), 'utf8')).disk_chain;
      const base = chain(cps[0]).at(-1);
      assert.deepEqual(chain(cps[1]), [disk(cps[1]), disk(cps[0]), base]);
      assert.deepEqual(chain(cps[2]), [disk(cps[2]), base]);
      // Neither the VM nor the merged checkpoint reads the older layers any more.
      for (const cp of cps.slice(0, 2)) await merging.removeCheckpoint(cp);
      await run('merge-vm', 'echo after > /after; sync');
      await merging.reboot('merge-vm'); // boots from the disk alone: page cache gone
      assert.equal(await run('merge-vm', 'cat /layer-0 /layer-1 /layer-2 /after'), '0\n1\n2\nafter\n');
      await merging.restore(spec('merge-restored'), cps[2]);
      await merging.reboot('merge-restored');
      assert.equal(await run('merge-restored', 'cat /layer-0 /layer-1 /layer-2'), '0\n1\n2\n');
    } finally {
      await merging.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pause', () => {
  it('leavePaused leaves the sandbox paused; resume continues it', async () => {
    const info = await host.checkpoint(PARENT, 'paused', { leavePaused: true });
    assert.equal(host.isPaused(PARENT), true);
    await sleep(300);
    await host.resume(PARENT);
    assert.equal(host.isPaused(PARENT), false);
    assert.ok(await countsOn(PARENT, await count(PARENT)), 'the parent counts on');
    assert.ok(info.pausedMs > 0);
  });

  it('pause and resume stop and continue the vCPUs', async () => {
    await host.pause(PARENT);
    assert.equal(host.isPaused(PARENT), true);
    await host.pause(PARENT); // idempotent
    await sleep(200);
    await host.resume(PARENT);
    assert.equal(host.isPaused(PARENT), false);
    assert.equal((await host.exec(PARENT, { args: ['true'] })).exitCode, 0);
    // The counter's shell at least (its `sleep` comes and goes between samples).
    const s = await host.stats(PARENT);
    assert.ok(s.procs >= 1, `${s.procs} processes`);
  });
});

describe('failures', () => {
  it('a checkpoint into an existing directory fails and leaves the sandbox running', async () => {
    const dir = at('taken');
    fs.mkdirSync(dir, { recursive: true });
    await assert.rejects(
      host.checkpoint(PARENT, 'taken'),
      (err: Error) => err instanceof CheckpointError && err.code === 'exists',
    );
    assert.equal(host.isPaused(PARENT), false);
    assert.ok(await countsOn(PARENT, await count(PARENT)), 'the parent counts on');
    assert.deepEqual(fs.readdirSync(dir), []);
  });

  it('destroying a restored sandbox leaves no QEMU process and keeps the checkpoint', async () => {
    await host.restore(spec('doomed'), 'one');
    const runDir = path.join(dataDir, 'run', 'doomed');
    assert.equal(qemuPids(runDir).length, 1);
    await host.destroy('doomed');
    assert.deepEqual(qemuPids(runDir), []);
    for (const f of ['memory', 'state', 'disk.qcow2', 'checkpoint.json'])
      assert.ok(fs.existsSync(path.join(at('one'), f)), f);
    await host.destroy('cp-child');
  });
});
