// Which layers of the jail are really in force on this host (`warren doctor`, docs/security.md):
// starts one QEMU through the jail exactly as a sandbox's would start (a machine with no devices,
// stopped before its first instruction) and reads each layer back from /proc, as an operator would.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { qemuBinary, SECCOMP } from '../../vmm/qemu.ts';
import { type Jailer, THREAD_SLICE_NS } from './jail.ts';

export interface LayerReport {
  layer: string;
  active: boolean;
  detail: string;
}

function status(pid: number): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) fields.set(line.slice(0, i), line.slice(i + 1).trim());
  }
  return fields;
}

/** Starts a jailed QEMU, inspects it, stops it. Every layer is reported, active or with why not. */
export async function probeJail(jail: Jailer, scratchDir = os.tmpdir()): Promise<LayerReport[]> {
  const layers = jail.layers();
  if (!layers.jail.active) return [{ layer: 'jail', active: false, detail: layers.jail.reason }];
  fs.mkdirSync(scratchDir, { recursive: true });
  const runDir = fs.mkdtempSync(path.join(scratchDir, 'warren-jail-probe-'));
  const confinement = await jail.confine({
    runDir,
    readWrite: [],
    owned: [],
    readOnly: [],
    accel: 'tcg',
    cpus: 1,
    memoryMb: 16,
    keepFds: [],
  });
  const argv = [...confinement.prefix, '--', qemuBinary(), '-M', 'none', '-S', '-nodefaults', '-display', 'none'];
  const child = spawn(argv[0], [...argv.slice(1), '-sandbox', SECCOMP], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => {
    stderr += b.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const pid = child.pid as number;
    // The launcher execs QEMU in place, and QEMU loads its filter once it has read its options:
    // wait for that (or a few seconds, for a QEMU that never does).
    const deadline = Date.now() + 5000;
    let s = new Map<string, string>();
    while (child.exitCode === null && Date.now() < deadline) {
      s = status(pid);
      if (s.get('Seccomp') === '2') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    if (child.exitCode !== null) throw new Error(`the jailed QEMU exited at once: ${stderr.trim()}`);
    const uid = Number(s.get('Uid')?.split(/\s+/)[0]);
    const cgroups = fs.readFileSync(`/proc/${pid}/cgroup`, 'utf8');
    const inCgroup = cgroups.includes(`warren-sandboxes/vm-${uid}`);
    const slice = Number(/^se\.slice\s*:\s*(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/sched`, 'utf8'))?.[1]);
    return [
      { layer: 'uid', active: uid !== 0, detail: `QEMU runs as uid ${uid}, gid ${s.get('Gid')?.split(/\s+/)[0]}` },
      {
        layer: 'capabilities',
        active: s.get('CapEff') === '0000000000000000' && s.get('CapBnd') === '0000000000000000',
        detail: `effective ${s.get('CapEff')}, bounding ${s.get('CapBnd')}`,
      },
      { layer: 'no_new_privs', active: s.get('NoNewPrivs') === '1', detail: `NoNewPrivs ${s.get('NoNewPrivs')}` },
      { layer: 'seccomp', active: s.get('Seccomp') === '2', detail: `Seccomp mode ${s.get('Seccomp')} (2: filter)` },
      {
        layer: 'mount namespace',
        active: !fs.existsSync(`/proc/${pid}/root/etc/passwd`),
        detail: `its root holds ${fs.readdirSync(`/proc/${pid}/root`).sort().join(' ')}`,
      },
      {
        layer: 'cgroups',
        active: inCgroup,
        detail: layers.cgroups.reason,
      },
      {
        // Not a wall: how long a busy sandbox's thread may keep a core from a neighbour's.
        layer: 'time slice',
        active: slice === THREAD_SLICE_NS,
        detail: `EEVDF slice ${slice / 1e6} ms, ${THREAD_SLICE_NS / 1e6} ms asked (a kernel before 6.12 keeps its default)`,
      },
    ];
  } finally {
    child.kill('SIGKILL');
    await exited;
    await jail.release(confinement);
    fs.rmSync(runDir, { recursive: true, force: true });
  }
}
