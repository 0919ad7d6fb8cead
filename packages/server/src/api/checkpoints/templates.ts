// /templates: an organization's own templates, and the shared ones its creates used.

import { type Static, Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { viewTemplate } from '../../control/checkpoints/templates.ts';
import { pageFrom, pageOf, readAhead } from '../../control/pages.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { NextCursor, PageParams, type PageQuery } from '../schemas.ts';

const Template = T.Object({
  template_id: T.String(),
  name: T.String(),
  version: T.String(),
  source_image: T.String(),
  status: T.String({ description: 'building, ready or failed' }),
  status_detail: T.String({ description: 'progress while building; the reason on failure' }),
  runtime: T.String(),
  cpus: T.Integer(),
  memory_mb: T.Integer(),
  base_snapshot_id: T.String(),
  created_unix_ns: T.Integer(),
  last_used_unix_ns: T.Integer(),
  shared: T.Boolean({ description: 'a read-only template of a public image, shared by every organization' }),
});
const CreateTemplate = T.Object(
  {
    name: T.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9][A-Za-z0-9._/-]*$' }),
    image: T.String({ minLength: 1 }),
    version: T.Optional(T.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' })),
    cpus: T.Optional(T.Integer({ minimum: 1, maximum: 4 })),
    memory_mb: T.Optional(T.Integer({ minimum: 128, maximum: 8192 })),
    disable_internet: T.Optional(T.Boolean()),
    runtime: T.Optional(T.Union([T.Literal('container'), T.Literal('vm')])),
  },
  { additionalProperties: false },
);
const TemplateParams = T.Object({ template_id: T.String() });

export function registerTemplates(app: FastifyInstance, { templates }: ApiDeps): void {
  app.post<{ Body: Static<typeof CreateTemplate> }>(
    '/templates',
    {
      schema: {
        summary: 'Build a template: the image booted once at this shape and checkpointed',
        body: CreateTemplate,
        response: { 201: Template },
      },
    },
    async (req, reply) => {
      reply.status(201);
      return viewTemplate(await templates.create(callerOf(req), req.body));
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/templates',
    {
      schema: {
        summary: 'Own templates plus the shared ones used by your creates, oldest first (paged with limit and cursor)',
        querystring: T.Object(PageParams),
        response: { 200: T.Object({ templates: T.Array(Template), next_cursor: NextCursor }) },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      if (!page) return { templates: (await templates.list(callerOf(req))).map(viewTemplate) };
      const { rows, next_cursor } = pageFrom(await templates.list(callerOf(req), readAhead(page)), page, (r) => ({
        at: r.created_unix_ns,
        id: r.template_id,
      }));
      return { templates: rows.map(viewTemplate), next_cursor };
    },
  );

  app.get<{ Params: { template_id: string } }>(
    '/templates/:template_id',
    {
      schema: {
        summary: 'Get a template (also a shared one named in a 503)',
        params: TemplateParams,
        response: { 200: Template },
      },
    },
    async (req) => viewTemplate(await templates.get(callerOf(req), req.params.template_id)),
  );

  app.delete<{ Params: { template_id: string } }>(
    '/templates/:template_id',
    { schema: { summary: 'Delete one of your own templates', params: TemplateParams } },
    async (req, reply) => {
      await templates.delete(callerOf(req), req.params.template_id);
      reply.status(204).send();
    },
  );
}
