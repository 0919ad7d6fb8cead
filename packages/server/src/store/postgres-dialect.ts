// Kysely's PostgresDialect over a `pg` pool, made to hand back the same values as the SQLite
// dialect: PostgreSQL's bigint (int8: times in Unix nanoseconds, counts) and numeric (sums of
// bigints) arrive from `pg` as strings; here they become numbers, exact to 256 ns at today's
// times as on SQLite. The parsers belong to this pool only: nothing global is changed.

import { PostgresDialect } from 'kysely';
import pg from 'pg';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

function getTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}

/** A dialect over a pool of connections to `url` (postgres://user:password@host:port/database). */
export function openPostgres(url: string): { dialect: PostgresDialect; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: 'warren',
    max: 10,
    // A server that is down fails a query in seconds instead of hanging the request behind it.
    connectionTimeoutMillis: 5000,
    types: { getTypeParser } as pg.CustomTypesConfig,
  });
  // An idle connection the server dropped (restart, failover) is reported, not a crash: the pool
  // opens a new one on the next query.
  pool.on('error', (err) => console.error(`postgres: idle connection lost: ${err.message}`));
  return { dialect: new PostgresDialect({ pool }), pool };
}
