// Which accelerator this host can really use. /dev/kvm existing is not enough (a nested KVM that
// stock guest kernels cannot use hangs the boot), so the probe boots the guest agent under KVM
// with a short timeout and falls back to TCG.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GuestClient } from '../guest/client.ts';
import type { Accel } from '../vmm/qemu.ts';
import { hostTscKhz, QemuProcess, runFiles } from '../vmm/qemu.ts';
import type { Jailer } from './jail/jail.ts';

const PROBE_TIMEOUT_MS = 8_000;

/**
 * `scratchDir` holds the probe VM's run directory while it boots (removed afterwards); the server
 * passes its data directory's tmp/, which every start clears, so not even a killed probe leaves
 * files behind.
 */
export async function probeAccelerator(
  buildDir: string,
  wanted: 'auto' | 'kvm' | 'tcg' = 'auto',
  scratchDir = os.tmpdir(),
  jail?: Jailer,
): Promise<{ accel: Accel; reason: string }> {
  if (wanted !== 'auto') return { accel: wanted, reason: 'configured' };
  try {
    fs.accessSync('/dev/kvm', fs.constants.R_OK | fs.constants.W_OK);
  } catch {
    return { accel: 'tcg', reason: '/dev/kvm is not usable' };
  }
  fs.mkdirSync(scratchDir, { recursive: true });
  const runDir = fs.mkdtempSync(path.join(scratchDir, 'warren-kvm-probe-'));
  const started = Date.now();
  const kernel = path.join(buildDir, 'guest', 'vmlinux');
  const initrd = path.join(buildDir, 'guest', 'initramfs.cpio');
  const vm = { accel: 'kvm' as const, cpus: 1, memoryMb: 128 };
  // Even the probe's QEMU runs in the jail: it is a QEMU like any other.
  const jailed = jail?.config.enabled
    ? await jail.confine({ ...vm, runDir, readWrite: [], owned: [], readOnly: [kernel, initrd], keepFds: [] })
    : undefined;
  const qemu = await QemuProcess.launch({
    ...vm,
    runDir,
    kernel,
    initrd,
    tscKhz: hostTscKhz(),
    jail: jailed ? { prefix: jailed.prefix } : undefined,
  });
  try {
    const exited = qemu.exited.then((r) => {
      throw new Error(`QEMU exited (${r.code ?? r.signal}): ${qemu.logTail(300)}`);
    });
    exited.catch(() => undefined);
    const guest = await Promise.race([GuestClient.connect(runFiles(runDir).agentSocket, 3_000), exited]);
    try {
      await Promise.race([guest.hello(PROBE_TIMEOUT_MS), exited]);
    } finally {
      guest.close();
    }
    return { accel: 'kvm', reason: `a KVM guest booted in ${Date.now() - started} ms` };
  } catch (err) {
    return { accel: 'tcg', reason: `KVM boot failed: ${(err as Error).message.slice(0, 200)}` };
  } finally {
    await qemu.kill();
    if (jailed) await jail?.release(jailed);
    fs.rmSync(runDir, { recursive: true, force: true });
  }
}
