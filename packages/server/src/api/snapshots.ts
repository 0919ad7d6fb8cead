// Snapshot routes: list, get, delete (restore is POST /vms with snapshot_id).

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { viewSnapshot } from '../control/snapshots.ts';
import { type ApiDeps, callerOf } from './app.ts';
import { Snapshot, VmParams } from './schemas.ts';

const SnapshotParams = T.Object({ snapshot_id: T.String() });
const SnapshotList = T.Object({ snapshots: T.Array(Snapshot) });

export function registerSnapshots(app: FastifyInstance, { sandboxes, snapshots, store }: ApiDeps): void {
  app.get(
    '/snapshots',
    { schema: { summary: "The organization's snapshots", response: { 200: SnapshotList } } },
    async (req) => ({
      snapshots: (await snapshots.list(callerOf(req))).map(viewSnapshot),
    }),
  );

  app.get<{ Params: VmParams }>(
    '/vms/:id/snapshots',
    { schema: { summary: "A sandbox's snapshots", params: VmParams, response: { 200: SnapshotList } } },
    async (req) => {
      await sandboxes.get(callerOf(req), req.params.id);
      return { snapshots: (await snapshots.list(callerOf(req), req.params.id)).map(viewSnapshot) };
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
      await snapshots.delete(callerOf(req), req.params.snapshot_id, (id) => store.hasPendingExport(id));
      reply.status(204).send();
    },
  );
}
