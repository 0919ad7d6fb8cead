// Pieces of the list queries that page and filter (GET /vms, /snapshots, /templates, /exports):
// the keyset that continues a page after the last row of the previous one, and the test of one
// label in a sandbox's JSON labels on each dialect. Pages are ordered by creation time and then by
// id, so a row created between two reads is either on a later page or on none already read, and
// no row is read twice.

import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Dialect } from './schema.ts';

/** Where a page starts: after the row with this creation time and id (null: the first page). */
export interface PageAfter {
  at: number;
  id: string;
}

/** A page to read: at most `limit` rows after `after`. */
export interface PageRequest {
  limit: number;
  after?: PageAfter;
}

/** The rows after `after` in the list's order (ascending or descending by `at`, then `id`). */
export function after<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: { at: string; id: string },
  after: PageAfter,
  order: 'asc' | 'desc',
) {
  const op = order === 'asc' ? '>' : '<';
  const at = sql.ref(columns.at);
  const id = sql.ref(columns.id);
  return eb.or([
    sql<boolean>`${at} ${sql.raw(op)} ${after.at}`,
    eb.and([sql<boolean>`${at} = ${after.at}`, sql<boolean>`${id} ${sql.raw(op)} ${after.id}`]),
  ]);
}

/**
 * The value of label `key` in a `labels` column (null when the sandbox has no such label). The key
 * is a bound parameter on both dialects; on SQLite it is quoted in a JSON path, which is safe
 * because a label key holds only letters, digits and `._/-` (control/sandboxes/labels.ts).
 */
export function labelValue(dialect: Dialect, key: string): RawBuilder<string | null> {
  if (dialect === 'postgres') return sql<string | null>`(labels::jsonb ->> ${key})`;
  return sql<string | null>`json_extract(labels, ${`$."${key}"`})`;
}
