// Snapshot routes: list (whole or paged), get, delete (restore is POST /vms with snapshot_id).

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { viewSnapshot } from '../../control/checkpoints/snapshots.ts';
import { pageFrom, pageOf, readAhead } from '../../control/pages.ts';
import type { PageRequest, SnapshotRow } from '../../store/index.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { NextCursor, PageParams, type PageQuery as PageQueryType, VmParams } from '../schemas.ts';
import { Snapshot } from './schemas.ts';

const SnapshotParams = T.Object({ snapshot_id: T.String() });
const SnapshotList = T.Object({ snapshots: T.Array(Snapshot), next_cursor: NextCursor });
const PageQuery = T.Object(PageParams);
const snapshotKey = (r: SnapshotRow) => ({ at: r.created_unix_ns, id: r.snapshot_id });

/** A snapshot list, whole or as the page the query asks for. */
async function listed(query: PageQueryType, read: (page?: PageRequest) => Promise<SnapshotRow[]>) {
  const page = pageOf(query);
  if (!page) return { snapshots: (await read()).map(viewSnapshot) };
  const { rows, next_cursor } = pageFrom(await read(readAhead(page)), page, snapshotKey);
  return { snapshots: rows.map(viewSnapshot), next_cursor };
}

export function registerSnapshots(app: FastifyInstance, { sandboxes, snapshots, store }: ApiDeps): void {
  app.get<{ Querystring: PageQueryType }>(
    '/snapshots',
    {
      schema: {
        summary: "The organization's snapshots, oldest first (paged with limit and cursor)",
        querystring: PageQuery,
        response: { 200: SnapshotList },
      },
    },
    async (req) => listed(req.query, (page) => snapshots.list(callerOf(req), undefined, page)),
  );

  app.get<{ Params: VmParams; Querystring: PageQueryType }>(
    '/vms/:id/snapshots',
    {
      schema: {
        summary: "A sandbox's snapshots, oldest first (paged with limit and cursor)",
        params: VmParams,
        querystring: PageQuery,
        response: { 200: SnapshotList },
      },
    },
    async (req) => {
      await sandboxes.get(callerOf(req), req.params.id);
      return listed(req.query, (page) => snapshots.list(callerOf(req), req.params.id, page));
    },
  );

  app.get<{ Params: { snapshot_id: string } }>(
    '/snapshots/:snapshot_id',
    { schema: { summary: 'Get a snapshot', params: SnapshotParams, response: { 200: Snapshot } } },
    async (req) => viewSnapshot(await snapshots.get(callerOf(req), req.params.snapshot_id)),
  );

  app.delete<{ Params: { snapshot_id: string } }>(
    '/snapshots/:snapshot_id',
    { schema: { summary: 'Delete a snapshot (409 while an export is in progress)', params: SnapshotParams } },
    async (req, reply) => {
      await snapshots.delete(callerOf(req), req.params.snapshot_id, (id) => store.exports.hasPending(id));
      reply.status(204).send();
    },
  );
}
