// Exports: a durable snapshot turned into downloadable files. `memory.img.zst` (guest RAM) and
// `disk.img.zst` (the whole disk, raw) are zstd streams; `state.json` describes the sandbox and
// carries QEMU's device state; `manifest.json` (version 2) lists every file with its sha256. Built
// in the background, retried up to three times, then failed with a scrubbed reason. Links are
// presigned per read and last LINK_TTL_S from then.

import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, conflict, notFound } from '../errors.ts';
import { flattenToRaw } from '../host/disks.ts';
import type { ObjectStore } from '../objects/types.ts';
import { type ExportRow, nowNs, type Store } from '../store/index.ts';
import { compress } from '../sys/zstd.ts';
import type { Caller } from './keys.ts';
import type { SnapshotService } from './snapshots.ts';

export const LINK_TTL_S = 3600;
const MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

interface ExportFile {
  name: string;
  bytes: number;
  raw_bytes?: number;
  sha256: string;
}

export interface ExportView {
  export_id: string;
  snapshot_id: string;
  state: string;
  files?: (ExportFile & { url: string; url_expires_unix: number })[];
  expires_unix?: number;
  error?: string;
}

const exportKey = (exportId: string, name: string) => `exports/${exportId}/${name}`;

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A failure reason fit to show: no host paths, no URLs with credentials, bounded length. */
export function scrub(message: string): string {
  return message
    .replace(/[a-z]+:\/\/[^\s]*/gi, '<url>')
    .replace(/(\/[\w.@-]+){2,}/g, '<path>')
    .replace(/(secret|password|token|key)=\S+/gi, '$1=<redacted>')
    .slice(0, 500);
}

export class ExportService {
  readonly #store: Store;
  readonly #scratch: string;
  readonly #objects: ObjectStore;
  readonly #snapshots: SnapshotService;
  readonly #running = new Map<string, Promise<void>>();

  /** `scratch`: where each export builds its files (the data directory's tmp/, host/scratch.ts). */
  constructor(store: Store, objects: ObjectStore, snapshots: SnapshotService, scratch: string) {
    this.#scratch = scratch;
    this.#store = store;
    this.#objects = objects;
    this.#snapshots = snapshots;
  }

  async start(caller: Caller, snapshotId: string, exportId?: string): Promise<ExportRow> {
    if (exportId) {
      const existing = await this.#store.getExportAnyOrg(exportId);
      if (existing) {
        if (existing.org_id !== caller.orgId || existing.snapshot_id !== snapshotId) {
          throw conflict('export_id in use', 'export_id is already taken');
        }
        return existing;
      }
    }
    const snap = await this.#snapshots.get(caller, snapshotId);
    if (!snap.durable) throw conflict('snapshot is not durable yet');
    const row: ExportRow = {
      export_id: exportId ?? randomUUID(),
      org_id: caller.orgId,
      snapshot_id: snapshotId,
      state: 'pending',
      files: null,
      error: null,
      attempts: 0,
      created_unix_ns: nowNs(),
      deleted_unix_ns: null,
    };
    await this.#store.insertExport(row);
    this.#launch(row.export_id);
    return row;
  }

  /** Picks up exports left pending by a stopped server. */
  async resume(): Promise<void> {
    for (const row of await this.#store.pendingExports()) this.#launch(row.export_id);
  }

  #launch(exportId: string): void {
    if (this.#running.has(exportId)) return;
    const p = this.#run(exportId).finally(() => this.#running.delete(exportId));
    this.#running.set(exportId, p);
  }

  /** Waits for in-flight exports (shutdown and tests). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.#running.values()]);
  }

  async #run(exportId: string): Promise<void> {
    for (;;) {
      const row = await this.#store.getExportAnyOrg(exportId);
      if (row?.state !== 'pending' || row.deleted_unix_ns !== null) return;
      try {
        const files = await this.#build(row);
        await this.#store.updateExport(exportId, { state: 'ready', files: JSON.stringify(files) });
        return;
      } catch (err) {
        const attempts = row.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        await this.#store.updateExport(exportId, {
          attempts,
          ...(failed ? { state: 'failed', error: scrub((err as Error).message) } : {}),
        });
        if (failed) return;
        await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      }
    }
  }

  async #build(row: ExportRow): Promise<ExportFile[]> {
    const snap = await this.#store.getSnapshotAnyOrg(row.snapshot_id);
    if (!snap) throw new Error('the snapshot is gone');
    const dir = await this.#snapshots.durability.ensureLocal(row.snapshot_id);
    // Removed below whatever happens; a killed server's is cleared by the next start (scratch.ts).
    mkdirSync(this.#scratch, { recursive: true });
    const work = mkdtempSync(join(this.#scratch, `warren-export-${row.export_id}-`));
    try {
      const files: ExportFile[] = [];
      const add = async (name: string, path: string, raw_bytes?: number) => {
        files.push({
          name,
          bytes: statSync(path).size,
          ...(raw_bytes !== undefined ? { raw_bytes } : {}),
          sha256: await sha256(path),
        });
        await this.#objects.putFile(exportKey(row.export_id, name), path);
      };
      await compress(join(dir, 'memory'), join(work, 'memory.img.zst'));
      await add('memory.img.zst', join(work, 'memory.img.zst'), statSync(join(dir, 'memory')).size);
      await flattenToRaw(join(dir, 'disk.qcow2'), join(work, 'disk.img'));
      const diskRaw = statSync(join(work, 'disk.img')).size;
      await compress(join(work, 'disk.img'), join(work, 'disk.img.zst'));
      rmSync(join(work, 'disk.img'));
      await add('disk.img.zst', join(work, 'disk.img.zst'), diskRaw);
      const state = {
        snapshot_id: snap.snapshot_id,
        vm_id: snap.vm_id,
        image: snap.image,
        cpus: snap.cpus,
        memory_mb: snap.memory_mb,
        runtime: snap.runtime,
        disable_internet: Boolean(snap.disable_internet),
        created_unix_ns: Number(snap.created_unix_ns),
        checkpoint: JSON.parse(readFileSync(join(dir, 'checkpoint.json'), 'utf8')),
        device_state_b64: readFileSync(join(dir, 'state')).toString('base64'),
      };
      writeFileSync(join(work, 'state.json'), JSON.stringify(state, null, 2));
      await add('state.json', join(work, 'state.json'));
      const manifest = {
        version: 2,
        export_id: row.export_id,
        snapshot_id: row.snapshot_id,
        created_unix_ns: nowNs(),
        files: [...files],
      };
      writeFileSync(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
      await add('manifest.json', join(work, 'manifest.json'));
      return files;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }

  async get(caller: Caller, exportId: string): Promise<ExportView> {
    const row = await this.#store.getExport(caller.orgId, exportId);
    if (!row) throw notFound('export');
    return this.#view(row);
  }

  /** Every export of the organization, newest first, with fresh links on the ready ones. */
  async list(caller: Caller): Promise<ExportView[]> {
    return Promise.all((await this.#store.listExports(caller.orgId)).map((row) => this.#view(row)));
  }

  async #view(row: ExportRow): Promise<ExportView> {
    const view: ExportView = { export_id: row.export_id, snapshot_id: row.snapshot_id, state: row.state };
    if (row.state === 'ready' && row.files) {
      const expires = Math.floor(Date.now() / 1000) + LINK_TTL_S;
      view.expires_unix = expires;
      view.files = await Promise.all(
        (JSON.parse(row.files) as ExportFile[]).map(async (f) => ({
          ...f,
          url: await this.#objects.presign(exportKey(row.export_id, f.name), expires),
          url_expires_unix: expires,
        })),
      );
    }
    if (row.state === 'failed') view.error = row.error ?? 'export failed';
    return view;
  }

  async delete(caller: Caller, exportId: string): Promise<void> {
    // Repeating the delete of one's own export is a no-op; anything else not the caller's is 404.
    const row = await this.#store.getExportAnyOrg(exportId);
    if (row?.org_id !== caller.orgId) throw notFound('export');
    if (row.deleted_unix_ns !== null) return;
    if (row.state === 'pending')
      throw new ApiError(409, 'export is pending', 'wait until the export is ready or failed');
    await this.#store.markExportDeleted(exportId);
    await this.#objects.deletePrefix(`exports/${exportId}`);
  }
}
