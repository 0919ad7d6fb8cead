// File operations on a sandbox's filesystem (paths are absolute, inside the image root):
//   PUT    /vms/{id}/files?path=&mode=   body: raw bytes (application/octet-stream), at most 4 MiB
//   GET    /vms/{id}/files?path=         raw bytes, at most 16 MiB
//   DELETE /vms/{id}/files?path=         recursive; a missing path is not an error
//   GET    /vms/{id}/files/list?path=    {entries}
//   GET    /vms/{id}/files/stat?path=    {exists, kind, size, mode, mtime_unix_ns}
//   POST   /vms/{id}/files/mkdir         {path}; creates parents
//   POST   /vms/{id}/files/rename        {from, to}
// Raw bytes rather than base64 JSON: nothing to decode, and binary files cost no more than text.

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from '../../errors.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { VmParams } from '../schemas.ts';
import { FileEntry, FileStat, MkdirBody, PathQuery, RenameBody, WriteQuery } from './schemas.ts';

export const MAX_WRITE_BYTES = 4 * 1024 * 1024;
export const MAX_READ_BYTES = 16 * 1024 * 1024;

// Linux's limits on a path (PATH_MAX, with its NUL) and on each of its names (NAME_MAX): a path
// past them is refused here, as the guest would, whatever its agent's age (older agents answered
// ENAMETOOLONG as an io error).
const PATH_MAX_BYTES = 4095;
const NAME_MAX_BYTES = 255;

function guestPath(path: string): string {
  if (!path.startsWith('/')) throw badRequest(`path must be absolute: ${JSON.stringify(path.slice(0, 256))}`);
  if (path.includes('\0')) throw badRequest('path must not contain NUL');
  if (Buffer.byteLength(path) > PATH_MAX_BYTES) {
    throw new ApiError(400, 'name too long', `path is longer than ${PATH_MAX_BYTES} bytes`);
  }
  if (path.split('/').some((name) => Buffer.byteLength(name) > NAME_MAX_BYTES)) {
    throw new ApiError(400, 'name too long', `a name in the path is longer than ${NAME_MAX_BYTES} bytes`);
  }
  return path;
}

type PathReq = { Params: VmParams; Querystring: { path: string } };

export function registerFiles(app: FastifyInstance, { sandboxes }: ApiDeps): void {
  app.put<{ Params: VmParams; Querystring: { path: string; mode?: string; user?: string }; Body: Buffer }>(
    '/vms/:id/files',
    {
      bodyLimit: MAX_WRITE_BYTES,
      schema: {
        summary: 'Write a file (creates parents, replaces the file; at most 4 MiB)',
        params: VmParams,
        querystring: WriteQuery,
        consumes: ['application/octet-stream'],
      },
    },
    async (req, reply) => {
      const path = guestPath(req.query.path);
      const data = req.body ?? Buffer.alloc(0);
      if (!Buffer.isBuffer(data)) throw badRequest('send the file as application/octet-stream');
      const mode = req.query.mode ? Number.parseInt(req.query.mode, 8) : undefined;
      await sandboxes.guest(callerOf(req), req.params.id, (h) =>
        h.writeFile(req.params.id, path, data, { mode, user: req.query.user }),
      );
      reply.status(204).send();
    },
  );

  app.get<PathReq>(
    '/vms/:id/files',
    {
      schema: {
        summary: 'Read a file as raw bytes (at most 16 MiB)',
        params: VmParams,
        querystring: PathQuery,
        produces: ['application/octet-stream'],
      },
    },
    async (req, reply) => {
      const path = guestPath(req.query.path);
      const data = await sandboxes.guest(callerOf(req), req.params.id, (h) =>
        h.readFile(req.params.id, path, MAX_READ_BYTES),
      );
      reply.type('application/octet-stream');
      return data;
    },
  );

  app.delete<PathReq>(
    '/vms/:id/files',
    { schema: { summary: 'Remove a file or directory, recursively', params: VmParams, querystring: PathQuery } },
    async (req, reply) => {
      const path = guestPath(req.query.path);
      if (path === '/') throw badRequest('refusing to remove /');
      await sandboxes.guest(callerOf(req), req.params.id, (h) => h.remove(req.params.id, path));
      reply.status(204).send();
    },
  );

  app.get<PathReq>(
    '/vms/:id/files/list',
    {
      schema: {
        summary: 'List a directory',
        params: VmParams,
        querystring: PathQuery,
        response: { 200: T.Object({ entries: T.Array(FileEntry) }) },
      },
    },
    async (req) => {
      const path = guestPath(req.query.path);
      const entries = await sandboxes.guest(callerOf(req), req.params.id, (h) => h.listDir(req.params.id, path));
      return { entries };
    },
  );

  app.get<PathReq>(
    '/vms/:id/files/stat',
    {
      schema: {
        summary: 'Whether a path exists, and what it is',
        params: VmParams,
        querystring: PathQuery,
        response: { 200: FileStat },
      },
    },
    async (req) => {
      const path = guestPath(req.query.path);
      return sandboxes.guest(callerOf(req), req.params.id, (h) => h.stat(req.params.id, path));
    },
  );

  app.post<{ Params: VmParams; Body: { path: string; user?: string } }>(
    '/vms/:id/files/mkdir',
    { schema: { summary: 'Create a directory and its parents', params: VmParams, body: MkdirBody } },
    async (req, reply) => {
      const path = guestPath(req.body.path);
      await sandboxes.guest(callerOf(req), req.params.id, (h) => h.mkdir(req.params.id, path, req.body.user));
      reply.status(204).send();
    },
  );

  app.post<{ Params: VmParams; Body: { from: string; to: string } }>(
    '/vms/:id/files/rename',
    { schema: { summary: 'Rename (move) a file or directory', params: VmParams, body: RenameBody } },
    async (req, reply) => {
      const from = guestPath(req.body.from);
      const to = guestPath(req.body.to);
      await sandboxes.guest(callerOf(req), req.params.id, (h) => h.rename(req.params.id, from, to));
      reply.status(204).send();
    },
  );
}
