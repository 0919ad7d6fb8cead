// Kysely's SqliteDialect over Node's built-in `node:sqlite` (no native addon to compile: npm
// cannot fetch prebuilt binaries here, and Node 24 ships SQLite). Kysely expects a
// better-sqlite3-shaped database; this adapts the few calls it makes.

import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { SqliteDialect } from 'kysely';

function bindable(values: readonly unknown[]): SQLInputValue[] {
  return values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : (v as SQLInputValue)));
}

// Unix nanoseconds exceed 2^53, which node:sqlite refuses to read as a number. A statement reads
// its integers as numbers (fast) until one of them is out of range: a select is then read again,
// and from then on, as BigInt, turned into numbers (exact to 256 ns at today's times, which is all
// the service needs); anything else that returns rows (a write's RETURNING, a WITH that may write)
// always reads BigInt, as it cannot be run twice.
// Rows come as arrays and are built into plain objects (node:sqlite's have no prototype), as
// PostgreSQL's are: a third of the time of reading objects and copying them. Each column list
// compiles its builder once (an object literal of its names), which V8 makes with one shape:
// a third of the time of setting the keys one by one on 18,000 rows of a 15-day history.
const bigSql = new Set<string>();

class Statement {
  readonly reader: boolean;
  readonly #stmt: StatementSync;
  readonly #sql: string;
  readonly #select: boolean;
  readonly #object: RowBuilder;
  constructor(stmt: StatementSync, sql: string) {
    this.#stmt = stmt;
    this.#sql = sql;
    this.#select = /^\s*select\b/i.test(sql);
    const columns = stmt.columns().map((c) => c.name);
    this.reader = columns.length > 0;
    this.#object = rowBuilder(columns);
    stmt.setReturnArrays(true);
  }
  all(params: readonly unknown[]) {
    return this.#read((p) => this.#stmt.all(...p), params).map((r) => this.#object(r as unknown as unknown[]));
  }
  run(params: readonly unknown[]) {
    const r = this.#stmt.run(...bindable(params));
    return { changes: Number(r.changes), lastInsertRowid: r.lastInsertRowid };
  }
  *iterate(params: readonly unknown[]) {
    this.#stmt.setReadBigInts(true);
    for (const r of this.#stmt.iterate(...bindable(params))) yield this.#object(r as unknown as unknown[]);
  }

  #read<T>(read: (p: SQLInputValue[]) => T, params: readonly unknown[]): T {
    const p = bindable(params);
    const big = !this.#select || bigSql.has(this.#sql);
    this.#stmt.setReadBigInts(big);
    if (big) return read(p);
    try {
      return read(p);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ERR_OUT_OF_RANGE') throw err;
      bigSql.add(this.#sql);
      this.#stmt.setReadBigInts(true);
      return read(p);
    }
  }
}

type RowBuilder = (values: unknown[]) => Record<string, unknown>;
/** Builders by column list: Kysely prepares a statement per query, compiling is done once. */
const builders = new Map<string, RowBuilder>();

/**
 * A function making a row's object from its values, BigInts as numbers. A name repeated in a
 * select keeps its last value, as when the keys were set one by one.
 */
function rowBuilder(columns: string[]): RowBuilder {
  const key = columns.join('\0');
  let build = builders.get(key);
  if (build === undefined) {
    const last = new Map(columns.map((name, i) => [name, i]));
    const fields = [...last].map(([name, i]) => `${JSON.stringify(name)}: n(v[${i}])`);
    const n = (x: unknown) => (typeof x === 'bigint' ? Number(x) : x);
    build = new Function('n', `return (v) => ({ ${fields.join(', ')} });`)(n) as RowBuilder;
    builders.set(key, build);
  }
  return build;
}

export function openSqlite(path: string): { dialect: SqliteDialect; db: DatabaseSync } {
  const db = new DatabaseSync(path);
  // WAL lets the CLI (`warren key create`) write while the server runs. node:sqlite is synchronous,
  // so an fsync per commit would stall the event loop on every audited call: in WAL mode,
  // synchronous=NORMAL keeps the database consistent across a crash and syncs at checkpoints.
  // A page cache of up to 64 MiB (the default is 2 MiB): a 15-day history reads about 1 MiB of
  // pages of one sandbox, which the default cache lost to other reads (16 -> 13 ms for 21,600 rows).
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; PRAGMA cache_size = -65536;',
  );
  const adapter = {
    prepare: (sql: string) => new Statement(db.prepare(sql), sql),
    close: () => db.close(),
  };
  return { dialect: new SqliteDialect({ database: adapter }), db };
}
