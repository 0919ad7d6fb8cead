// Snapshots through the E2B-compatible API (docs/e2b.md, "Snapshots"): Warren's snapshots. Create
// one of a sandbox (it keeps running), list them in pages, delete one (E2B deletes snapshots, as
// templates, with DELETE /templates/{id}: a Warren template of the organization goes the same way).
// A create whose templateID is a snapshot's id restores it (create.ts).

import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { pageFrom, readAhead } from '../../control/pages.ts';
import { ApiError } from '../../errors.ts';
import { callerOf, type E2bApiDeps } from './deps.ts';
import { SandboxParams, SnapshotBody, SnapshotListQuery, TemplateParams } from './schemas.ts';
import { pageAfter } from './translate.ts';

export function registerSnapshots(app: FastifyInstance, d: E2bApiDeps): void {
  app.post<{ Params: SandboxParams; Body: Static<typeof SnapshotBody> }>(
    '/sandboxes/:sandboxID/snapshots',
    { schema: { params: SandboxParams, body: SnapshotBody } },
    async (req, reply) => {
      const caller = callerOf(req);
      const s = await d.e2b.get(caller, req.params.sandboxID);
      const snap = await d.sandboxes.snapshot(caller, s.row.vm_id, {});
      // Warren's snapshots have ids, not names: `names` is empty (docs/e2b.md).
      return reply.status(201).send({ snapshotID: snap.snapshot_id, names: [] });
    },
  );

  app.get<{ Querystring: Static<typeof SnapshotListQuery> }>(
    '/snapshots',
    { schema: { querystring: SnapshotListQuery } },
    async (req, reply) => {
      const q = req.query;
      const page = pageAfter(q.limit, q.nextToken);
      const caller = callerOf(req);
      if (q.sandboxID !== undefined) await d.e2b.get(caller, q.sandboxID);
      const rows = await d.snapshots.list(caller, q.sandboxID, readAhead(page));
      const { rows: shown, next_cursor } = pageFrom(rows, page, (r) => ({
        at: Number(r.created_unix_ns),
        id: r.snapshot_id,
      }));
      if (next_cursor) reply.header('x-next-token', next_cursor);
      return shown.map((r) => ({ snapshotID: r.snapshot_id, names: [] }));
    },
  );

  app.delete<{ Params: Static<typeof TemplateParams> }>(
    '/templates/:templateID',
    { schema: { params: TemplateParams } },
    async (req, reply) => {
      const caller = callerOf(req);
      const id = req.params.templateID;
      try {
        await d.snapshots.delete(caller, id, (snapshotId) => d.store.exports.hasPending(snapshotId));
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
        await d.templates.delete(caller, id);
      }
      return reply.status(204).send();
    },
  );
}
