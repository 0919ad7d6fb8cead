// `warren doctor`: what this host can run sandboxes with, and what is missing.

import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  canClone,
  DEFAULT_UIDS,
  defaultReserveBytes,
  Jailer,
  localCaPath,
  probeAccelerator,
  probeJail,
  type ServerConfig,
  storeSpace,
} from '@warren/server';

const TOOLS = ['qemu-system-x86_64', 'qemu-img', 'ip', 'nft', 'mkfs.ext4', 'openssl'];

function onPath(tool: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => {
    try {
      accessSync(join(dir, tool), constants.X_OK);
      return true;
    } catch {
      return false; // not in this directory; keep looking
    }
  });
}

/** Each layer of the jail every QEMU starts in, seen on a real jailed QEMU (docs/security.md). */
async function reportJail(config: ServerConfig): Promise<void> {
  const jail = new Jailer({
    enabled: true,
    launcher: join(config.buildDir, 'jail', 'warren-jail'),
    uids: { ...DEFAULT_UIDS, ...config.jail?.uids },
  });
  try {
    for (const l of await probeJail(jail, join(config.dataDir, 'tmp'))) {
      console.log(`jail ${l.layer}: ${l.active ? 'active' : 'NOT ACTIVE'} (${l.detail})`);
    }
  } catch (err) {
    console.log(`jail: NOT ACTIVE (${(err as Error).message})`);
  }
}

export async function doctor(config: ServerConfig): Promise<number> {
  const missing: string[] = [];
  for (const tool of TOOLS) if (!onPath(tool)) missing.push(`program ${tool}`);
  for (const file of ['guest/vmlinux', 'guest/initramfs.cpio', 'jail/warren-jail', 'jail/readonly-memory.so']) {
    if (!existsSync(join(config.buildDir, file))) missing.push(`${join(config.buildDir, file)} (run guest/build.sh)`);
  }
  if (!existsSync(join(config.buildDir, 'images', config.defaultImage, 'disk.ext4'))) {
    missing.push(`default image ${config.defaultImage} (run guest/build.sh)`);
  }
  if (missing.length === 0) {
    const { accel, reason } = await probeAccelerator(config.buildDir, config.accel);
    console.log(`accelerator: ${accel} (${reason})`);
  } else {
    console.log('accelerator: unknown (cannot probe until the parts below are present)');
  }
  mkdirSync(config.dataDir, { recursive: true });
  if (missing.length === 0) await reportJail(config);
  if (await canClone(config.dataDir)) console.log(`storage: ${config.dataDir} clones files (instant RAM copies)`);
  else console.log(`storage: ${config.dataDir} cannot clone files; checkpoints copy RAM (run scripts/store.sh)`);
  const { freeBytes, totalBytes } = storeSpace(config.dataDir);
  const reserve = config.diskReserveBytes ?? defaultReserveBytes(totalBytes);
  const gib = (n: number) => `${(n / 1024 ** 3).toFixed(1)} GiB`;
  console.log(`disk reserve: ${gib(reserve)} of ${gib(totalBytes)}; ${gib(freeBytes)} free (docs/security.md)`);
  if (config.edge.tls) console.log(`edge certificate: ${config.edge.tls.certFile} (the operator's)`);
  else {
    const ca = localCaPath(config.dataDir);
    const made = existsSync(ca) ? '' : ' (made on the first warren serve)';
    console.log(`edge CA certificate: ${ca}${made}; trust it with curl --cacert or in a browser`);
  }
  for (const m of missing) console.log(`missing: ${m}`);
  if (missing.length === 0) console.log('ok: everything warren serve needs is here');
  return missing.length === 0 ? 0 : 1;
}
