// /webhooks: an organization's webhooks (the secret only in the 201) and each one's delivery log
// (docs/webhooks.md).

import { type Static, Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { pageFrom, pageOf, readAhead } from '../../control/pages.ts';
import { EVENT_TYPES } from '../../control/webhooks/events.ts';
import { viewDelivery } from '../../control/webhooks/webhooks.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { NextCursor, PageParams, type PageQuery } from '../schemas.ts';

const EventTypeSchema = T.Union(EVENT_TYPES.map((e) => T.Literal(e)));
const CreateWebhook = T.Object(
  {
    url: T.String({
      minLength: 1,
      maxLength: 2048,
      description: 'http:// or https:// URL; a public address unless the operator allows others',
    }),
    events: T.Optional(
      T.Array(EventTypeSchema, { maxItems: EVENT_TYPES.length, description: 'types it gets; absent or empty: all' }),
    ),
  },
  { additionalProperties: false },
);
const Webhook = T.Object(
  {
    webhook_id: T.String(),
    url: T.String(),
    events: T.Array(T.String(), { description: 'empty: every type' }),
    created_unix_ns: T.Integer(),
  },
  { title: 'Webhook' },
);
const CreatedWebhook = T.Object({
  ...Webhook.properties,
  secret: T.String({ description: 'whsec_...: signs every delivery; shown only here' }),
});
const Delivery = T.Object(
  {
    delivery_id: T.String({ description: 'the same on every attempt: de-duplicate on it' }),
    event_type: T.String(),
    state: T.String({ description: 'pending, delivered or failed (given up)' }),
    attempts: T.Integer(),
    last_status: T.Union([T.Integer(), T.Null()], { description: 'HTTP status of the last attempt' }),
    last_error: T.Union([T.String(), T.Null()]),
    created_unix_ns: T.Integer(),
    next_attempt_unix_ns: T.Union([T.Integer(), T.Null()]),
    finished_unix_ns: T.Union([T.Integer(), T.Null()]),
    body: T.String({ description: 'the JSON body sent' }),
  },
  { title: 'WebhookDelivery' },
);
const WebhookParams = T.Object({ webhook_id: T.String() });
type WebhookParams = Static<typeof WebhookParams>;
const errors = { 400: { $ref: 'Error#' }, 404: { $ref: 'Error#' }, 409: { $ref: 'Error#' } };

export function registerWebhooks(app: FastifyInstance, { webhooks }: ApiDeps): void {
  app.post<{ Body: Static<typeof CreateWebhook> }>(
    '/webhooks',
    {
      schema: {
        summary: 'Create a webhook: sandbox, snapshot and export events POSTed to url, signed with its secret',
        body: CreateWebhook,
        response: { 201: CreatedWebhook, ...errors },
      },
    },
    async (req, reply) => {
      const created = await webhooks.create(callerOf(req), req.body);
      reply.status(201);
      return created;
    },
  );

  app.get(
    '/webhooks',
    {
      schema: {
        summary: "The organization's webhooks (secrets are never shown again)",
        response: { 200: T.Object({ webhooks: T.Array(Webhook) }) },
      },
    },
    async (req) => ({ webhooks: await webhooks.list(callerOf(req)) }),
  );

  app.get<{ Params: WebhookParams }>(
    '/webhooks/:webhook_id',
    { schema: { summary: 'Get a webhook', params: WebhookParams, response: { 200: Webhook, ...errors } } },
    async (req) => webhooks.get(callerOf(req), req.params.webhook_id),
  );

  app.delete<{ Params: WebhookParams }>(
    '/webhooks/:webhook_id',
    {
      schema: {
        summary: 'Delete a webhook (its pending deliveries are given up); repeating it is a no-op 204',
        params: WebhookParams,
      },
    },
    async (req, reply) => {
      await webhooks.delete(callerOf(req), req.params.webhook_id);
      reply.status(204).send();
    },
  );

  app.get<{ Params: WebhookParams; Querystring: PageQuery }>(
    '/webhooks/:webhook_id/deliveries',
    {
      schema: {
        summary: "A webhook's delivery log, newest first (paged with limit and cursor)",
        params: WebhookParams,
        querystring: T.Object(PageParams),
        response: { 200: T.Object({ deliveries: T.Array(Delivery), next_cursor: NextCursor }), ...errors },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const id = req.params.webhook_id;
      const page = pageOf(req.query);
      if (!page) return { deliveries: (await webhooks.deliveries(caller, id)).map(viewDelivery) };
      const { rows, next_cursor } = pageFrom(await webhooks.deliveries(caller, id, readAhead(page)), page, (r) => ({
        at: r.created_unix_ns,
        id: r.delivery_id,
      }));
      return { deliveries: rows.map(viewDelivery), next_cursor };
    },
  );
}
