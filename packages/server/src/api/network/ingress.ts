// Public ports: POST /vms/{id}/expose, GET /vms/{id}/ingress, DELETE /ingress/{ingress_id}.
// The edge that serves the public URLs is packages/server/src/edge/.

import { type Static, Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type ApiDeps, callerOf } from '../deps.ts';
import { VmParams } from '../schemas.ts';

const ExposeBody = T.Object(
  {
    guest_port: T.Integer({ minimum: 1, maximum: 65535, description: 'TCP port the guest serves on' }),
    public_port: T.Optional(
      T.Integer({
        minimum: 0,
        maximum: 65535,
        description: "0 or unset: assigned; else a port in the edge's public range",
      }),
    ),
  },
  { additionalProperties: false },
);

const Ingress = T.Object(
  {
    ingress_id: T.String(),
    guest_port: T.Integer(),
    gateway_node: T.String({ description: 'node whose edge serves the public port' }),
    public_port: T.Integer(),
    public_url: T.String({ description: 'public HTTPS address (HTTP/1.1 and h2; no API key needed)' }),
  },
  { title: 'Ingress' },
);

const IngressParams = T.Object({ ingress_id: T.String() });
type IngressParams = Static<typeof IngressParams>;

const errors = { 400: { $ref: 'Error#' }, 404: { $ref: 'Error#' }, 409: { $ref: 'Error#' } };

export function registerIngress(app: FastifyInstance, { ingresses }: ApiDeps): void {
  app.post<{ Params: VmParams; Body: Static<typeof ExposeBody> }>(
    '/vms/:id/expose',
    {
      schema: {
        summary: 'Expose a guest port on a public HTTPS URL (again for the same port: the same ingress)',
        params: VmParams,
        body: ExposeBody,
        response: { 201: Ingress, ...errors },
      },
    },
    async (req, reply) => {
      const row = await ingresses.expose(callerOf(req), req.params.id, req.body);
      reply.status(201);
      return ingresses.view(row);
    },
  );

  app.get<{ Params: VmParams }>(
    '/vms/:id/ingress',
    {
      schema: {
        summary: "A sandbox's public ports",
        params: VmParams,
        response: { 200: T.Object({ ingresses: T.Array(Ingress) }), 404: { $ref: 'Error#' } },
      },
    },
    async (req) => ({
      ingresses: (await ingresses.list(callerOf(req), req.params.id)).map((r) => ingresses.view(r)),
    }),
  );

  app.delete<{ Params: IngressParams }>(
    '/ingress/:ingress_id',
    {
      schema: {
        summary: 'Delete an ingress: its URL stops answering at once (repeating it is a no-op 204)',
        params: IngressParams,
        response: { 404: { $ref: 'Error#' } },
      },
    },
    async (req, reply) => {
      await ingresses.unexpose(callerOf(req), req.params.ingress_id);
      reply.status(204).send();
    },
  );
}
