// /volumes (docs/volumes.md): create (empty or from a volume snapshot), list (labels, pages), get,
// patch (grow, labels), delete (409 while mounted); their files without a sandbox; their durable
// snapshots (/volumes/{id}/snapshots, /volume-snapshots).

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { parseLabelFilters } from '../../control/labels.ts';
import { pageFrom, pageOf, readAhead } from '../../control/pages.ts';
import { viewVolumeSnapshot } from '../../control/volumes/view.ts';
import { ApiError, badRequest } from '../../errors.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { FileEntry } from '../sandboxes/schemas.ts';
import { NextCursor, PageParams, type PageQuery } from '../schemas.ts';
import {
  CreateVolume,
  ListVolumesQuery,
  PatchVolume,
  Volume,
  VolumeParams,
  VolumePathQuery,
  VolumeSnapshot,
  VolumeWriteQuery,
} from './schemas.ts';

const errors = { 400: { $ref: 'Error#' }, 401: { $ref: 'Error#' }, 404: { $ref: 'Error#' }, 409: { $ref: 'Error#' } };
/** A create or a grow may also pass the organization's cap (403 quota) or its host's room (503 capacity). */
const sizing = { ...errors, 403: { $ref: 'Error#' }, 503: { $ref: 'Error#' } };

/** As the sandbox files API: at most 4 MiB written and 16 MiB read per call. */
export const MAX_VOLUME_WRITE_BYTES = 4 * 1024 * 1024;
export const MAX_VOLUME_READ_BYTES = 16 * 1024 * 1024;

/** An API path of a volume's file: absolute, within Linux's limits (the server confines it). */
function volumePath(path: string): string {
  if (!path.startsWith('/')) throw badRequest(`path must be absolute: ${JSON.stringify(path.slice(0, 256))}`);
  if (path.includes('\0')) throw badRequest('path must not contain NUL');
  if (Buffer.byteLength(path) > 4095) throw new ApiError(400, 'name too long', 'path is longer than 4095 bytes');
  const names = path.split('/');
  if (names.some((n) => Buffer.byteLength(n) > 255)) {
    throw new ApiError(400, 'name too long', 'a name in the path is longer than 255 bytes');
  }
  if (names.some((n) => n === '..' || n === '.')) throw badRequest('path may not hold . or .. names');
  return path;
}

type VolumeReq = { Params: VolumeParams };
type PathReq = { Params: VolumeParams; Querystring: { path: string } };

export function registerVolumes(app: FastifyInstance, { volumes }: ApiDeps): void {
  app.post<{ Body: CreateVolume }>(
    '/volumes',
    {
      schema: {
        summary: 'Create a volume: a named filesystem of size_mb that outlives sandboxes (or from a volume snapshot)',
        body: CreateVolume,
        response: { 201: Volume, ...sizing },
      },
    },
    async (req, reply) => {
      const row = await volumes.create(callerOf(req), req.body);
      reply.status(201);
      return (await volumes.views([row]))[0];
    },
  );

  app.get<{ Querystring: ListVolumesQuery }>(
    '/volumes',
    {
      schema: {
        summary: "List the organization's volumes, oldest first; filtered by labels and paged when asked",
        querystring: ListVolumesQuery,
        response: { 200: T.Object({ volumes: T.Array(Volume), next_cursor: NextCursor }), 400: { $ref: 'Error#' } },
      },
    },
    async (req) => {
      const filter = { labels: parseLabelFilters(req.query.label) };
      const page = pageOf(req.query);
      if (!page) return { volumes: await volumes.views(await volumes.list(callerOf(req), filter)) };
      const rows = await volumes.list(callerOf(req), filter, readAhead(page));
      const { rows: shown, next_cursor } = pageFrom(rows, page, (r) => ({ at: r.created_unix_ns, id: r.volume_id }));
      return { volumes: await volumes.views(shown), next_cursor };
    },
  );

  app.get<VolumeReq>(
    '/volumes/:id',
    {
      schema: {
        summary: 'Get a volume, its usage and who mounts it',
        params: VolumeParams,
        response: { 200: Volume, ...errors },
      },
    },
    async (req) => (await volumes.views([await volumes.get(callerOf(req), req.params.id)]))[0],
  );

  app.patch<{ Params: VolumeParams; Body: PatchVolume }>(
    '/volumes/:id',
    {
      schema: {
        summary: 'Grow a volume (size_mb; sandboxes using it see the new size at once) or change its labels',
        params: VolumeParams,
        body: PatchVolume,
        response: { 200: Volume, ...sizing },
      },
    },
    async (req) => (await volumes.views([await volumes.update(callerOf(req), req.params.id, req.body)]))[0],
  );

  app.delete<VolumeReq>(
    '/volumes/:id',
    {
      schema: {
        summary:
          'Delete a volume and its files (409 `volume is mounted` while a sandbox mounts it; its snapshots stay)',
        params: VolumeParams,
        response: { 409: { $ref: 'Error#' } },
      },
    },
    async (req, reply) => {
      await volumes.delete(callerOf(req), req.params.id);
      reply.status(204).send();
    },
  );

  // ---- files without a sandbox ----------------------------------------------------------------

  app.put<{ Params: VolumeParams; Querystring: { path: string; mode?: string }; Body: Buffer }>(
    '/volumes/:id/files',
    {
      bodyLimit: MAX_VOLUME_WRITE_BYTES,
      schema: {
        summary: 'Write a file in a volume (creates parents, replaces the file; at most 4 MiB)',
        params: VolumeParams,
        querystring: VolumeWriteQuery,
        consumes: ['application/octet-stream'],
      },
    },
    async (req, reply) => {
      const path = volumePath(req.query.path);
      const data = req.body ?? Buffer.alloc(0);
      if (!Buffer.isBuffer(data)) throw badRequest('send the file as application/octet-stream');
      const mode = req.query.mode ? Number.parseInt(req.query.mode, 8) & 0o777 : undefined;
      await volumes.files(callerOf(req), req.params.id, { op: 'write', path, data, mode });
      reply.status(204).send();
    },
  );

  app.get<PathReq>(
    '/volumes/:id/files',
    {
      schema: {
        summary: 'Read a file of a volume as raw bytes (at most 16 MiB)',
        params: VolumeParams,
        querystring: VolumePathQuery,
        produces: ['application/octet-stream'],
      },
    },
    async (req, reply) => {
      const path = volumePath(req.query.path);
      const data = await volumes.files(callerOf(req), req.params.id, {
        op: 'read',
        path,
        maxBytes: MAX_VOLUME_READ_BYTES,
      });
      reply.type('application/octet-stream');
      return data;
    },
  );

  app.delete<PathReq>(
    '/volumes/:id/files',
    {
      schema: {
        summary: 'Remove a file or directory of a volume, recursively (a missing path is not an error)',
        params: VolumeParams,
        querystring: VolumePathQuery,
      },
    },
    async (req, reply) => {
      const path = volumePath(req.query.path);
      if (path.split('/').every((n) => n === '')) throw badRequest('refusing to remove the volume root');
      await volumes.files(callerOf(req), req.params.id, { op: 'remove', path });
      reply.status(204).send();
    },
  );

  app.get<PathReq>(
    '/volumes/:id/files/list',
    {
      schema: {
        summary: 'List a directory of a volume',
        params: VolumeParams,
        querystring: VolumePathQuery,
        response: { 200: T.Object({ entries: T.Array(FileEntry) }), ...errors },
      },
    },
    async (req) => {
      const path = volumePath(req.query.path);
      return { entries: await volumes.files(callerOf(req), req.params.id, { op: 'list', path }) };
    },
  );

  // ---- snapshots -----------------------------------------------------------------------------

  app.post<VolumeReq>(
    '/volumes/:id/snapshots',
    {
      schema: {
        summary:
          'A durable, read-only copy of the volume in the object store (answers once durable); a volume can be made from it on any host',
        params: VolumeParams,
        response: { 201: VolumeSnapshot, ...errors },
      },
    },
    async (req, reply) => {
      const snap = await volumes.snapshot(callerOf(req), req.params.id);
      reply.status(201);
      return viewVolumeSnapshot(snap);
    },
  );

  app.get<{ Params: VolumeParams; Querystring: PageQuery }>(
    '/volumes/:id/snapshots',
    {
      schema: {
        summary: "A volume's snapshots, oldest first",
        params: VolumeParams,
        querystring: T.Object(PageParams),
        response: { 200: T.Object({ snapshots: T.Array(VolumeSnapshot), next_cursor: NextCursor }), ...errors },
      },
    },
    async (req) => {
      await volumes.get(callerOf(req), req.params.id);
      return listSnapshots(req.query, (page) => volumes.listSnapshots(callerOf(req), req.params.id, page));
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/volume-snapshots',
    {
      schema: {
        summary: "The organization's volume snapshots (of volumes deleted too), oldest first",
        querystring: T.Object(PageParams),
        response: {
          200: T.Object({ snapshots: T.Array(VolumeSnapshot), next_cursor: NextCursor }),
          400: { $ref: 'Error#' },
        },
      },
    },
    async (req) => listSnapshots(req.query, (page) => volumes.listSnapshots(callerOf(req), undefined, page)),
  );

  app.get<VolumeReq>(
    '/volume-snapshots/:id',
    {
      schema: { summary: 'Get a volume snapshot', params: VolumeParams, response: { 200: VolumeSnapshot, ...errors } },
    },
    async (req) => viewVolumeSnapshot(await volumes.getSnapshot(callerOf(req), req.params.id)),
  );

  app.delete<VolumeReq>(
    '/volume-snapshots/:id',
    { schema: { summary: 'Delete a volume snapshot (its copy in the object store goes)', params: VolumeParams } },
    async (req, reply) => {
      await volumes.deleteSnapshot(callerOf(req), req.params.id);
      reply.status(204).send();
    },
  );
}

async function listSnapshots(
  query: PageQuery,
  read: (page?: Parameters<typeof readAhead>[0]) => Promise<Parameters<typeof viewVolumeSnapshot>[0][]>,
) {
  const page = pageOf(query);
  if (!page) return { snapshots: (await read()).map(viewVolumeSnapshot) };
  const rows = await read(readAhead(page));
  const { rows: shown, next_cursor } = pageFrom(rows, page, (r) => ({
    at: r.created_unix_ns,
    id: r.volume_snapshot_id,
  }));
  return { snapshots: shown.map(viewVolumeSnapshot), next_cursor };
}
