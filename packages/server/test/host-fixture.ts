// Shared setup of the tests that drive the host agent directly (engine, checkpoints): the
// locally built busybox image, a small sandbox spec, and the QEMU processes of a data directory.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STORE_DIR } from '../src/config.ts';
import type { LocalImage, StartSpec } from '../src/host/types.ts';

/**
 * Where tests and benchmarks keep their data directories: on the data store scripts/store.sh
 * prepares, so they run on the filesystem `warren serve` uses; the system's temp directory where
 * there is none.
 */
export const SCRATCH = fs.existsSync(STORE_DIR) ? path.join(STORE_DIR, 'scratch') : os.tmpdir();
fs.mkdirSync(SCRATCH, { recursive: true });

const REPO = path.resolve(import.meta.dirname, '../../..');
export const BUILD = path.join(REPO, 'build');
const IMAGE_DIR = path.join(BUILD, 'images', 'busybox');
export const MIB = 1024 * 1024;

export function busybox(): LocalImage {
  const config = JSON.parse(fs.readFileSync(path.join(IMAGE_DIR, 'config.json'), 'utf8'));
  return {
    ref: 'busybox',
    baseDisk: path.join(IMAGE_DIR, 'disk.ext4'),
    entrypoint: config.entrypoint,
    env: config.env,
    cwd: config.cwd,
  };
}

export function spec(vmId: string, memoryMb = 256): StartSpec {
  return { vmId, cpus: 1, memoryMb, runtime: 'container', disableInternet: true, image: busybox() };
}

/** Pids of the QEMU processes whose command line contains `match` (e.g. a data directory). */
export function qemuPids(match: string): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((l) => l.includes('qemu-system') && l.includes(match))
    .map((l) => Number(l.trim().split(/\s+/)[0]));
}
