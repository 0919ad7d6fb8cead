// Kysely's SqliteDialect over Node's built-in `node:sqlite` (no native addon to compile: npm
// cannot fetch prebuilt binaries here, and Node 24 ships SQLite). Kysely expects a
// better-sqlite3-shaped database; this adapts the few calls it makes.

import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { SqliteDialect } from 'kysely';

function bindable(values: readonly unknown[]): SQLInputValue[] {
  return values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : (v as SQLInputValue)));
}

// Unix nanoseconds exceed 2^53, which node:sqlite refuses to read as a number. Read integers as
// BigInt and hand Kysely numbers: exact to 256 ns at today's times, which is all the service needs.
// Rows become plain objects (node:sqlite's have no prototype), as PostgreSQL's are.
function numbers(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in row) out[k] = typeof row[k] === 'bigint' ? Number(row[k]) : row[k];
  return out;
}

class Statement {
  readonly reader: boolean;
  readonly #stmt: StatementSync;
  constructor(stmt: StatementSync) {
    this.#stmt = stmt;
    this.#stmt.setReadBigInts(true);
    this.reader = stmt.columns().length > 0;
  }
  all(params: readonly unknown[]) {
    return this.#stmt.all(...bindable(params)).map((r) => numbers(r as Record<string, unknown>));
  }
  run(params: readonly unknown[]) {
    const r = this.#stmt.run(...bindable(params));
    return { changes: Number(r.changes), lastInsertRowid: r.lastInsertRowid };
  }
  *iterate(params: readonly unknown[]) {
    for (const r of this.#stmt.iterate(...bindable(params))) yield numbers(r as Record<string, unknown>);
  }
}

export function openSqlite(path: string): { dialect: SqliteDialect; db: DatabaseSync } {
  const db = new DatabaseSync(path);
  // WAL lets the CLI (`warren key create`) write while the server runs. node:sqlite is synchronous,
  // so an fsync per commit would stall the event loop on every audited call: in WAL mode,
  // synchronous=NORMAL keeps the database consistent across a crash and syncs at checkpoints.
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;',
  );
  const adapter = {
    prepare: (sql: string) => new Statement(db.prepare(sql)),
    close: () => db.close(),
  };
  return { dialect: new SqliteDialect({ database: adapter }), db };
}
