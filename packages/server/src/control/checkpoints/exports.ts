// Exports: a durable snapshot turned into downloadable files (which files: host/checkpoint-export.ts,
// built by the host holding the checkpoint). Built in the background, retried up to three times,
// then failed with a scrubbed reason. Links are presigned per read and last LINK_TTL_S from then.

import { randomUUID } from 'node:crypto';
import { ApiError, conflict, notFound } from '../../errors.ts';
import { exportKey } from '../../host/checkpoint-export.ts';
import type { ExportFile, HostAgent } from '../../host/types.ts';
import type { ObjectStore } from '../../objects/types.ts';
import { type ExportRow, nowNs, type PageRequest, type Store } from '../../store/index.ts';
import type { Caller } from '../access/keys.ts';
import { exportNotice } from '../webhooks/events.ts';
import type { SnapshotService } from './snapshots.ts';

export const LINK_TTL_S = 3600;
const MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

export interface ExportView {
  export_id: string;
  snapshot_id: string;
  state: string;
  files?: (ExportFile & { url: string; url_expires_unix: number })[];
  expires_unix?: number;
  error?: string;
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
  readonly #host: HostAgent;
  readonly #objects: ObjectStore;
  readonly #snapshots: SnapshotService;
  readonly #running = new Map<string, Promise<void>>();

  constructor(store: Store, objects: ObjectStore, snapshots: SnapshotService, host: HostAgent) {
    this.#host = host;
    this.#store = store;
    this.#objects = objects;
    this.#snapshots = snapshots;
  }

  async start(caller: Caller, snapshotId: string, exportId?: string): Promise<ExportRow> {
    if (exportId) {
      const existing = await this.#store.exports.getAnyOrg(exportId);
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
    await this.#store.exports.insert(row);
    this.#launch(row.export_id);
    return row;
  }

  /** Picks up exports left pending by a stopped server. */
  async resume(): Promise<void> {
    for (const row of await this.#store.exports.pending()) this.#launch(row.export_id);
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
      const row = await this.#store.exports.getAnyOrg(exportId);
      if (row?.state !== 'pending' || row.deleted_unix_ns !== null) return;
      try {
        const files = await this.#build(row);
        await this.#store.exports.finish(
          exportId,
          { state: 'ready', files: JSON.stringify(files) },
          exportNotice(row, 'ready'),
        );
        return;
      } catch (err) {
        const attempts = row.attempts + 1;
        if (attempts >= MAX_ATTEMPTS) {
          const error = scrub((err as Error).message);
          await this.#store.exports.finish(
            exportId,
            { state: 'failed', attempts, error },
            exportNotice(row, 'failed', error),
          );
          return;
        }
        await this.#store.exports.update(exportId, { attempts });
        await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      }
    }
  }

  /** The host holding the snapshot's checkpoint (fetched back if it is gone there) builds the files. */
  async #build(row: ExportRow): Promise<ExportFile[]> {
    const snap = await this.#store.snapshots.getAnyOrg(row.snapshot_id);
    if (!snap) throw new Error('the snapshot is gone');
    await this.#snapshots.durability.ensureLocal(row.snapshot_id);
    return this.#host.exportCheckpoint(row.snapshot_id, {
      exportId: row.export_id,
      snapshotId: row.snapshot_id,
      describe: {
        snapshot_id: snap.snapshot_id,
        vm_id: snap.vm_id,
        image: snap.image,
        cpus: snap.cpus,
        memory_mb: snap.memory_mb,
        runtime: snap.runtime,
        disable_internet: Boolean(snap.disable_internet),
        created_unix_ns: Number(snap.created_unix_ns),
      },
    });
  }

  async get(caller: Caller, exportId: string): Promise<ExportView> {
    const row = await this.#store.exports.get(caller.orgId, exportId);
    if (!row) throw notFound('export');
    return this.#view(row);
  }

  /** Every export of the organization (a page of them with `page`), newest first. */
  list(caller: Caller, page?: PageRequest): Promise<ExportRow[]> {
    return this.#store.exports.list(caller.orgId, page);
  }

  /** An export as the API shows it, with fresh links when ready. */
  view(row: ExportRow): Promise<ExportView> {
    return this.#view(row);
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
    const row = await this.#store.exports.getAnyOrg(exportId);
    if (row?.org_id !== caller.orgId) throw notFound('export');
    if (row.deleted_unix_ns !== null) return;
    if (row.state === 'pending')
      throw new ApiError(409, 'export is pending', 'wait until the export is ready or failed');
    await this.#store.exports.markDeleted(exportId);
    await this.#objects.deletePrefix(`exports/${exportId}`);
  }
}
