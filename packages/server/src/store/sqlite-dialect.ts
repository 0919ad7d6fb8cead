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
  readonly #db: DatabaseSync;
  readonly #stmt: StatementSync;
  readonly #sql: string;
  readonly #select: boolean;
  readonly #object: RowBuilder;
  constructor(db: DatabaseSync, sql: string) {
    const stmt = db.prepare(sql);
    this.#db = db;
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
  /** A statement of its own: the kept one may run again before the rows are all read. */
  *iterate(params: readonly unknown[]) {
    const stmt = this.#db.prepare(this.#sql);
    stmt.setReturnArrays(true);
    stmt.setReadBigInts(true);
    for (const r of stmt.iterate(...bindable(params))) yield this.#object(r as unknown as unknown[]);
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
/** Builders by column list, shared by the statements that read the same columns: each compiled once. */
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

/** Statements kept between queries. */
const KEPT_STATEMENTS = 500;

/**
 * Prepared statements by their SQL, the least recently used dropped past KEPT_STATEMENTS: Kysely
 * asks for a statement per query, and compiling it again each time was the largest part of the
 * server's own CPU in the store under a soak (17 of 455 s of its main thread). A statement that
 * changes the schema empties the cache (a kept statement's column list would be stale) and is
 * not kept itself.
 */
class StatementCache {
  readonly #db: DatabaseSync;
  readonly #kept = new Map<string, Statement>();
  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  get(sql: string): Statement {
    const kept = this.#kept.get(sql);
    if (kept) {
      this.#kept.delete(sql);
      this.#kept.set(sql, kept);
      return kept;
    }
    const made = new Statement(this.#db, sql);
    if (/^\s*(create|alter|drop)\b/i.test(sql)) {
      this.#kept.clear();
      return made;
    }
    this.#kept.set(sql, made);
    if (this.#kept.size > KEPT_STATEMENTS) this.#kept.delete(this.#kept.keys().next().value as string);
    return made;
  }
}

/** The most SQLite keeps of the database in the server's memory. */
const PAGE_CACHE_KIB = 8192;

export function openSqlite(path: string): { dialect: SqliteDialect; db: DatabaseSync } {
  const db = new DatabaseSync(path);
  // WAL lets the CLI (`warren key create`) write while the server runs. node:sqlite is synchronous,
  // so an fsync per commit would stall the event loop on every audited call: in WAL mode,
  // synchronous=NORMAL keeps the database consistent across a crash and syncs at checkpoints.
  // A page cache of up to 8 MiB (the default is 2 MiB): a 15-day history reads about 1 MiB of
  // pages of one sandbox, which the default cache lost to other reads (16 -> 13 ms for 21,600 rows).
  // The cache is the server's memory and fills as the database grows (40 MiB written grew a
  // process by 43.5 MiB at 64 MiB; sqlite-memory.test.ts): a server up for weeks kept all of it.
  db.exec(
    `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; PRAGMA cache_size = -${PAGE_CACHE_KIB};`,
  );
  const statements = new StatementCache(db);
  const adapter = {
    prepare: (sql: string) => statements.get(sql),
    close: () => db.close(),
  };
  return { dialect: new SqliteDialect({ database: adapter }), db };
}
