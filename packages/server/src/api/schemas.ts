// Schemas every part of the API shares: ids, times, the error body, paged lists, a sandbox's id
// in the path, the audit log. Each schema is the validation, the TypeScript type and the OpenAPI
// document at once; a room's own schemas live beside its routes (sandboxes/schemas.ts, ...).

import { type Static, Type as T } from '@sinclair/typebox';
import { MAX_PAGE } from '../control/pages.ts';

export const Uuid = T.String({ format: 'uuid', description: 'UUID' });

export const Rfc3339 = T.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  description: 'RFC3339 time, e.g. 2025-01-31T12:00:00Z',
});

export const ErrorBody = T.Object(
  {
    error: T.String({ description: 'machine word, e.g. "sandbox is paused"; match on it, not on message' }),
    message: T.String(),
  },
  { additionalProperties: true, $id: 'Error' },
);

/** `limit` and `cursor` of a paged list (control/pages.ts); without both the list is whole. */
export const PageParams = {
  limit: T.Optional(
    T.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'page size (default 100 when only cursor is given)' }),
  ),
  cursor: T.Optional(T.String({ minLength: 1, description: 'next_cursor of the previous page' })),
};
export type PageQuery = { limit?: number; cursor?: string };

/** `next_cursor` of a paged list: present only when the request gave limit or cursor; null on the last page. */
export const NextCursor = T.Optional(
  T.Union([T.String(), T.Null()], {
    description:
      'pass as cursor for the next page; null on the last page; absent when neither limit nor cursor was given',
  }),
);

export const VmParams = T.Object({ id: T.String() });
export type VmParams = Static<typeof VmParams>;

export const LimitQuery = T.Object({ limit: T.Optional(T.Integer({ minimum: 1, maximum: 1000, default: 200 })) });

export const AuditQuery = T.Object({
  limit: T.Optional(T.Integer({ minimum: 1, maximum: 1000, default: 200 })),
  before: T.Optional(T.Integer({ minimum: 1, description: 'cursor: next_before of the previous page' })),
});

export const AuditRecord = T.Object({
  id: T.Integer(),
  key_id: T.String(),
  action: T.String(),
  resource: T.String(),
  outcome: T.Integer({ description: 'HTTP status of the call' }),
  request_id: T.String(),
  at: T.String(),
});
