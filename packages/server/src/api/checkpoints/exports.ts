// Exports of durable snapshots, and the presigned downloads of their files.

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { pageFrom, pageOf, readAhead } from '../../control/pages.ts';
import { ApiError } from '../../errors.ts';
import { ObjectNotFound } from '../../objects/types.ts';
import type { ExportRow } from '../../store/index.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { NextCursor, PageParams, type PageQuery } from '../schemas.ts';

const ExportParams = T.Object({ export_id: T.String() });
const SnapshotParams = T.Object({ snapshot_id: T.String() });
const ExportFile = T.Object({
  name: T.String(),
  bytes: T.Integer(),
  raw_bytes: T.Optional(T.Integer({ description: 'size once decompressed (zstd files)' })),
  sha256: T.String({ description: 'hex sha256 of the file as downloaded' }),
  url: T.String({ description: 'presigned download URL' }),
  url_expires_unix: T.Integer(),
});
const Export = T.Object({
  export_id: T.String(),
  snapshot_id: T.String(),
  state: T.String({ description: 'pending, ready or failed' }),
  files: T.Optional(T.Array(ExportFile)),
  expires_unix: T.Optional(T.Integer({ description: 'expiry of the links' })),
  error: T.Optional(T.String()),
});

export function registerExports(app: FastifyInstance, { exports, downloads }: ApiDeps): void {
  app.post<{ Params: { snapshot_id: string }; Body: { export_id?: string } | undefined }>(
    '/snapshots/:snapshot_id/export',
    {
      schema: {
        summary: 'Export a durable snapshot as downloadable files (experimental)',
        params: SnapshotParams,
        body: T.Object(
          { export_id: T.Optional(T.String({ format: 'uuid', description: 'caller-chosen id; makes a retry safe' })) },
          { additionalProperties: false },
        ),
        response: { 202: T.Object({ export_id: T.String(), state: T.String() }) },
      },
    },
    async (req, reply) => {
      const row = await exports.start(callerOf(req), req.params.snapshot_id, req.body?.export_id);
      reply.status(202);
      return { export_id: row.export_id, state: row.state };
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/exports',
    {
      schema: {
        summary: "The organization's exports, newest first (links presigned on each read; paged with limit and cursor)",
        querystring: T.Object(PageParams),
        response: { 200: T.Object({ exports: T.Array(Export), next_cursor: NextCursor }) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const page = pageOf(req.query);
      const views = (rows: ExportRow[]) => Promise.all(rows.map((r) => exports.view(r)));
      if (!page) return { exports: await views(await exports.list(caller)) };
      const { rows, next_cursor } = pageFrom(await exports.list(caller, readAhead(page)), page, (r) => ({
        at: r.created_unix_ns,
        id: r.export_id,
      }));
      return { exports: await views(rows), next_cursor };
    },
  );

  app.get<{ Params: { export_id: string } }>(
    '/exports/:export_id',
    {
      schema: {
        summary: 'Get an export (links are presigned on each read)',
        params: ExportParams,
        response: { 200: Export },
      },
    },
    async (req) => exports.get(callerOf(req), req.params.export_id),
  );

  app.delete<{ Params: { export_id: string } }>(
    '/exports/:export_id',
    { schema: { summary: 'Delete an export and its files (409 while pending)', params: ExportParams } },
    async (req, reply) => {
      await exports.delete(callerOf(req), req.params.export_id);
      reply.status(204).send();
    },
  );

  // Presigned downloads of the local object store: no API key, the signature in the URL is the
  // credential. An S3 bucket serves its own presigned links.
  if (!downloads) return;
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; sig?: string } }>(
    '/objects/*',
    { config: { public: true }, schema: { hide: true } },
    async (req, reply) => {
      const key = req.params['*'];
      const expires = Number(req.query.expires);
      if (!downloads.verifyPresigned(key, expires, req.query.sig ?? '')) {
        throw new ApiError(403, 'forbidden', 'the link is invalid or has expired');
      }
      try {
        const { size, stream } = await downloads.open(key);
        reply.header('content-length', size).type('application/octet-stream');
        return reply.send(stream);
      } catch (err) {
        if (err instanceof ObjectNotFound) throw new ApiError(404, 'not found', 'the file is gone');
        throw err;
      }
    },
  );
}
