// PUT /vms/{id}/network: replaces a sandbox's egress rules at runtime (docs/network.md). The
// rules themselves are set at create (`network`) and shown on the sandbox; both use NetworkRules.

import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SandboxEgress } from '../../control/network/egress.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { Sandbox } from '../sandboxes/schemas.ts';
import { VmParams } from '../schemas.ts';
import { NetworkRules } from './schemas.ts';

const errors = { 400: { $ref: 'Error#' }, 401: { $ref: 'Error#' }, 404: { $ref: 'Error#' }, 409: { $ref: 'Error#' } };

export function registerNetwork(app: FastifyInstance, { store, sandboxes }: ApiDeps): void {
  const egress = new SandboxEgress(store, sandboxes);
  app.put<{ Params: VmParams; Body: Static<typeof NetworkRules> }>(
    '/vms/:id/network',
    {
      schema: {
        summary:
          "Replace a sandbox's egress rules ({}: none); new connections follow them when this answers, open ones go on",
        description:
          'Running, paused or slept: applied on its VM at once. Archived: stored, applied when it starts again. ' +
          'Other states: 409.',
        params: VmParams,
        body: NetworkRules,
        response: { 200: Sandbox, ...errors },
      },
    },
    async (req) => sandboxes.view(await egress.replace(callerOf(req), req.params.id, req.body)),
  );
}
