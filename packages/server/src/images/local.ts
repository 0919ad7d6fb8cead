// Images built on this host by guest/build.sh (build/images/<name>/{disk.ext4,config.json}).
// Until registry pulls land, these are the images a sandbox can start from; a reference names one
// by its last path component and tag `latest` (so "busybox" and "busybox:latest" both work).

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageReference } from './reference.ts';
import type { LocalImage } from './types.ts';

export function localImageNames(buildDir: string): string[] {
  const dir = join(buildDir, 'images');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((n) => existsSync(join(dir, n, 'disk.ext4')));
}

export function findLocalImage(buildDir: string, text: string, ref: ImageReference): LocalImage | undefined {
  if (ref.digest || ref.tag !== 'latest') return undefined;
  const name = ref.repository.split('/').pop() as string;
  const dir = join(buildDir, 'images', name);
  if (!existsSync(join(dir, 'disk.ext4'))) return undefined;
  const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as {
    entrypoint?: string[];
    env?: string[];
    cwd?: string;
  };
  return {
    ref: text,
    baseDisk: join(dir, 'disk.ext4'),
    entrypoint: config.entrypoint ?? [],
    env: config.env ?? [],
    cwd: config.cwd ?? '/',
    buildId: localBuildId(dir),
  };
}

/**
 * Which build of a local image `dir` holds: its base disk file's identity. Every build writes a
 * new file (even from the same inputs, mkfs lays the filesystem out anew), so a template's disk
 * layer belongs to exactly one.
 */
function localBuildId(dir: string): string {
  const disk = statSync(join(dir, 'disk.ext4'));
  return `${disk.ino}:${disk.size}:${disk.mtimeMs}:${disk.ctimeMs}`;
}
