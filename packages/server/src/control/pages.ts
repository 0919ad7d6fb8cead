// Cursors of the paged lists (GET /vms, /snapshots, /templates, /exports): `limit` and `cursor`
// in, `next_cursor` out (null on the last page). A cursor is the creation time and id of the last
// row of a page, opaque to callers (base64url of JSON); the store continues after it (store/lists.ts).
// Without `limit` and `cursor` a list answers as it always did: every row, and no `next_cursor`.

import { badRequest } from '../errors.ts';
import type { PageAfter, PageRequest } from '../store/index.ts';

/** The page size when a cursor is given without a limit. */
export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 1000;

/** What a list query may carry. */
export interface PageQuery {
  limit?: number;
  cursor?: string;
}

/** The page a query asks for, or undefined for the whole list (neither limit nor cursor). */
export function pageOf(query: PageQuery): PageRequest | undefined {
  if (query.limit === undefined && query.cursor === undefined) return undefined;
  return { limit: query.limit ?? DEFAULT_PAGE, after: query.cursor === undefined ? undefined : decode(query.cursor) };
}

/**
 * A page of `rows` read with one row more than the page holds (so the reader knows whether another
 * page follows): the page's rows and the cursor of the next page (null on the last).
 */
export function pageFrom<R>(
  rows: R[],
  page: PageRequest,
  key: (row: R) => PageAfter,
): { rows: R[]; next_cursor: string | null } {
  const shown = rows.slice(0, page.limit);
  return { rows: shown, next_cursor: rows.length > page.limit ? encode(key(shown[shown.length - 1])) : null };
}

/** The request to hand the store: one row more than the page, to see whether another follows. */
export function readAhead(page: PageRequest): PageRequest {
  return { ...page, limit: page.limit + 1 };
}

function encode(after: PageAfter): string {
  return Buffer.from(JSON.stringify([after.at, after.id])).toString('base64url');
}

function decode(cursor: string): PageAfter {
  const bad = badRequest('cursor is not one a list answered with (pass next_cursor as it came)');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw bad;
  }
  if (!Array.isArray(parsed)) throw bad;
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'number' || !Number.isFinite(at) || typeof id !== 'string') throw bad;
  return { at, id };
}
