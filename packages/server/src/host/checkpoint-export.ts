// An export of a checkpoint, built on the host that has its files: `memory.img.zst` (guest RAM)
// and `disk.img.zst` (the whole disk chain flattened to raw) as zstd streams, `state.json` (the
// sandbox as the control plane describes it, the checkpoint's metadata and QEMU's device state) and
// `manifest.json` (version 2, every file with its sha256), each put under exports/<export_id>/.
// The working files live in the scratch space and go when the export ends, success or failure.

import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ObjectStore } from '../objects/types.ts';
import { crashPoint } from '../sys/crash-points.ts';
import { compress } from '../sys/zstd.ts';
import { flattenToRaw } from './disks.ts';
import type { ExportFile, ExportJob } from './types.ts';

export const exportKey = (exportId: string, name: string) => `exports/${exportId}/${name}`;

export interface ExportContext {
  /** The checkpoint's directory (complete). */
  dir: string;
  scratch: string;
  objects: ObjectStore;
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function exportCheckpoint(ctx: ExportContext, job: ExportJob): Promise<ExportFile[]> {
  const { dir, objects } = ctx;
  mkdirSync(ctx.scratch, { recursive: true });
  const work = mkdtempSync(join(ctx.scratch, `warren-export-${job.exportId}-`));
  try {
    const files: ExportFile[] = [];
    const add = async (name: string, path: string, raw_bytes?: number) => {
      files.push({
        name,
        bytes: statSync(path).size,
        ...(raw_bytes !== undefined ? { raw_bytes } : {}),
        sha256: await sha256(path),
      });
      await objects.putFile(exportKey(job.exportId, name), path);
    };
    await compress(join(dir, 'memory'), join(work, 'memory.img.zst'));
    await add('memory.img.zst', join(work, 'memory.img.zst'), statSync(join(dir, 'memory')).size);
    await crashPoint('export:memory-stored');
    await flattenToRaw(join(dir, 'disk.qcow2'), join(work, 'disk.img'));
    const diskRaw = statSync(join(work, 'disk.img')).size;
    await compress(join(work, 'disk.img'), join(work, 'disk.img.zst'));
    rmSync(join(work, 'disk.img'));
    await add('disk.img.zst', join(work, 'disk.img.zst'), diskRaw);
    const state = {
      ...job.describe,
      checkpoint: JSON.parse(readFileSync(join(dir, 'checkpoint.json'), 'utf8')),
      device_state_b64: readFileSync(join(dir, 'state')).toString('base64'),
    };
    writeFileSync(join(work, 'state.json'), JSON.stringify(state, null, 2));
    await add('state.json', join(work, 'state.json'));
    const manifest = {
      version: 2,
      export_id: job.exportId,
      snapshot_id: job.snapshotId,
      created_unix_ns: Date.now() * 1e6,
      files: [...files],
    };
    writeFileSync(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await add('manifest.json', join(work, 'manifest.json'));
    return files;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
