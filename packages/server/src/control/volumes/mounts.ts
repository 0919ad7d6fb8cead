// Volumes mounted in a sandbox (docs/volumes.md, "Mounting"): the rules of a create's `volumes`
// (how many, which paths), the stored column (sandboxes and snapshots: JSON written only here, which
// store/volumes.ts's query of who mounts a volume relies on), and reading it back for a start.

import { badRequest } from '../../errors.ts';
import { MAX_VOLUME_PORTS, type VolumeMount, volumePortsFor } from '../../host/types.ts';

/** Volumes one sandbox may mount at most; fewer below 512 MiB (checkMountCount). */
export const MAX_MOUNTS = MAX_VOLUME_PORTS;
/** A mount path: at most this many bytes, each name at most 255. */
export const MAX_MOUNT_PATH = 1024;
/** Paths a volume may not be mounted at or under (and `/` itself). */
export const FORBIDDEN_MOUNTS = ['/proc', '/sys', '/dev'];

/** A mount as a create asks for it: a volume by id or name. */
export interface MountRequest {
  volume: string;
  path: string;
  read_only?: boolean;
}

/** A mount path that breaks the rules: why, else undefined. */
export function mountPathError(p: string): string | undefined {
  if (!p.startsWith('/')) return 'must be absolute';
  if (p === '/') return 'may not be /';
  if (Buffer.byteLength(p) > MAX_MOUNT_PATH) return `is longer than ${MAX_MOUNT_PATH} bytes`;
  if (p.includes('\0')) return 'may not hold NUL';
  const names = p.slice(1).split('/');
  if (names.some((n) => n === '' || n === '.' || n === '..'))
    return 'must be clean (no empty, . or .. names, no trailing /)';
  if (names.some((n) => Buffer.byteLength(n) > 255)) return 'has a name longer than 255 bytes';
  const banned = FORBIDDEN_MOUNTS.find((f) => p === f || p.startsWith(`${f}/`));
  if (banned) return `may not be in ${banned}`;
  return undefined;
}

/**
 * A sandbox of `memoryMb` mounts one volume per 128 MiB, at most MAX_MOUNTS: each is a port of its
 * VM, and each port holds 4 MiB of the guest's memory (host/types.ts volumePortsFor).
 */
export function checkMountCount(count: number, memoryMb: number): void {
  const most = volumePortsFor(memoryMb);
  if (count > most) {
    throw badRequest(
      `a sandbox of ${memoryMb} MiB mounts at most ${most} volume${most === 1 ? '' : 's'} (one per 128 MiB of memory, at most ${MAX_MOUNTS})`,
    );
  }
}

/** Checks a create's mounts among themselves (400 for any rule broken); the volumes are looked up later. */
export function checkMountRequests(mounts: MountRequest[]): void {
  if (mounts.length > MAX_MOUNTS) throw badRequest(`at most ${MAX_MOUNTS} volumes per sandbox`);
  for (const m of mounts) {
    const error = mountPathError(m.path);
    if (error) throw badRequest(`volumes: path ${JSON.stringify(m.path.slice(0, 256))} ${error}`);
  }
  for (const [i, a] of mounts.entries()) {
    for (const b of mounts.slice(i + 1)) {
      if (a.path === b.path || a.path.startsWith(`${b.path}/`) || b.path.startsWith(`${a.path}/`)) {
        throw badRequest(`volumes: ${a.path} and ${b.path} overlap`);
      }
    }
  }
}

/** Mounts as the stored column (null for none). */
export function writeMounts(mounts: VolumeMount[]): string | null {
  if (mounts.length === 0) return null;
  return JSON.stringify(mounts.map((m) => ({ volume_id: m.volumeId, path: m.path, read_only: m.readOnly })));
}

/** The stored column as mounts. */
export function readMounts(column: string | null): VolumeMount[] {
  if (column === null) return [];
  return (JSON.parse(column) as { volume_id: string; path: string; read_only: boolean }[]).map((m) => ({
    volumeId: m.volume_id,
    path: m.path,
    readOnly: m.read_only,
  }));
}
