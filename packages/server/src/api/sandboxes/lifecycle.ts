// Lifecycle routes of a sandbox: pause, resume, sleep, snapshot and branch (fork).

import { type Static, Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { viewSnapshot } from '../../control/checkpoints/snapshots.ts';
import { Snapshot } from '../checkpoints/schemas.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { VmParams } from '../schemas.ts';
import { Sandbox } from './schemas.ts';

const SnapshotBody = T.Object(
  {
    leave_paused: T.Optional(T.Boolean({ description: 'rest the sandbox after the snapshot; the next call wakes it' })),
    snapshot_id: T.Optional(T.String({ format: 'uuid', description: 'caller-chosen id; makes a retry safe' })),
  },
  { additionalProperties: false },
);
const BranchBody = T.Object(
  {
    count: T.Optional(T.Integer({ minimum: 2, maximum: 4, description: 'siblings from one point in time' })),
    child_vm_id: T.Optional(T.String({ format: 'uuid', description: 'single fork only; makes a retry safe' })),
  },
  { additionalProperties: false },
);

export function registerLifecycle(app: FastifyInstance, { sandboxes }: ApiDeps): void {
  app.post<{ Params: VmParams }>(
    '/vms/:id/pause',
    { schema: { summary: 'Pause (vCPUs stop, RAM stays); only resume undoes it', params: VmParams } },
    async (req, reply) => {
      await sandboxes.pause(callerOf(req), req.params.id);
      reply.status(204).send();
    },
  );

  app.post<{ Params: VmParams }>(
    '/vms/:id/resume',
    { schema: { summary: 'Resume a paused or slept sandbox', params: VmParams } },
    async (req, reply) => {
      await sandboxes.resume(callerOf(req), req.params.id);
      reply.status(204).send();
    },
  );

  app.post<{ Params: VmParams }>(
    '/vms/:id/sleep',
    {
      schema: {
        summary: 'Sleep if idle; a busy sandbox keeps running and answers slept: false',
        params: VmParams,
        response: { 200: T.Object({ slept: T.Boolean() }) },
      },
    },
    async (req) => ({ slept: await sandboxes.sleep(callerOf(req), req.params.id) }),
  );

  app.post<{ Params: VmParams }>(
    '/vms/:id/stop',
    {
      schema: {
        summary: 'Archive: memory and disk saved to object storage; host resources and the cap slot released',
        params: VmParams,
        response: { 200: T.Object({ stopped: T.Literal(true) }) },
      },
    },
    async (req) => {
      await sandboxes.archive(callerOf(req), req.params.id);
      return { stopped: true as const };
    },
  );

  app.post<{ Params: VmParams }>(
    '/vms/:id/start',
    {
      schema: {
        summary: 'Unarchive: processes, sockets and memory continue',
        params: VmParams,
        response: { 200: T.Object({ started: T.Literal(true), node: T.String() }) },
      },
    },
    async (req) => {
      const row = await sandboxes.unarchive(callerOf(req), req.params.id);
      return { started: true as const, node: row.node ?? '' };
    },
  );

  app.post<{ Params: VmParams; Body: Static<typeof SnapshotBody> | undefined }>(
    '/vms/:id/snapshot',
    {
      schema: {
        summary: 'Checkpoint memory and disk; restorable at once, durable seconds later',
        params: VmParams,
        body: SnapshotBody,
        response: { 201: T.Omit(Snapshot, ['durable', 'logical_bytes']) },
      },
    },
    async (req, reply) => {
      const snap = await sandboxes.snapshot(callerOf(req), req.params.id, {
        leavePaused: req.body?.leave_paused,
        snapshotId: req.body?.snapshot_id,
      });
      reply.status(201);
      return viewSnapshot(snap);
    },
  );

  app.post<{ Params: VmParams; Body: Static<typeof BranchBody> | undefined }>(
    '/vms/:id/branch',
    {
      schema: {
        summary: 'Fork live copies: one child, or count 2-4 siblings from one point in time',
        params: VmParams,
        body: BranchBody,
        response: { 201: T.Union([Sandbox, T.Object({ vms: T.Array(Sandbox) })]) },
      },
    },
    async (req, reply) => {
      const children = await sandboxes.fork(callerOf(req), req.params.id, req.body ?? {});
      reply.status(201);
      return req.body?.count ? { vms: children.map((r) => sandboxes.view(r)) } : sandboxes.view(children[0]);
    },
  );
}
