// Upgrades of a store that holds data: a database made by an older release (migrations up to a
// point, rows written) is opened by this one, which migrates it; nothing it held is lost.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Kysely, Migrator, sql } from 'kysely';
import { openStore } from '../src/store/index.ts';
import { migrations } from '../src/store/migrations.ts';
import { openSqlite } from '../src/store/sqlite-dialect.ts';
import { SCRATCH } from './host-fixture.ts';

const dir = mkdtempSync(join(SCRATCH, 'warren-migrate-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A SQLite database migrated up to and including `last`, as the release that shipped it left it. */
async function olderDatabase(path: string, last: string): Promise<Kysely<any>> {
  const db = new Kysely<any>({ dialect: openSqlite(path).dialect });
  const names = Object.keys(migrations);
  const older = Object.fromEntries(names.slice(0, names.indexOf(last) + 1).map((n) => [n, migrations[n]]));
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => older } }).migrateToLatest();
  if (error) throw error;
  return db;
}

describe('0011: vm_minutes kept in primary-key order on SQLite', () => {
  it('moves every minute over, and history reads them back', async () => {
    const path = join(dir, 'vm-minutes.db');
    const old = await olderDatabase(path, '0010_usage_hours');
    const row = (vm: string, minute: number, state: string) => ({
      vm_id: vm,
      minute,
      state,
      org_id: 'org',
      node: 'n1',
      memory_mb: 256,
      util_ms: 60_000,
      cpu_ms: 1234.5,
      mem_mb: 200,
      rx_bytes: 2 ** 40,
      tx_bytes: 7,
    });
    const rows = [];
    for (let m = 0; m < 50; m++)
      rows.push(row('a', 1_795_000_000 + 60 * m, 'running'), row('b', 1_795_000_000 + 60 * m, 'slept'));
    rows.push(row('a', 1_795_000_000, 'slept'));
    await old.insertInto('vm_minutes').values(rows).execute();
    await old.destroy();

    const store = await openStore({ sqlitePath: path });
    try {
      const { ddl } = await sql<{ ddl: string }>`select sql as ddl from sqlite_master where name = 'vm_minutes'`
        .execute(store.db)
        .then((r) => r.rows[0]);
      assert.match(ddl, /without rowid/i);
      const indexes = await sql<{
        name: string;
      }>`select name from sqlite_master where tbl_name = 'vm_minutes' and type = 'index' and sql is not null`.execute(
        store.db,
      );
      assert.deepEqual(indexes.rows.map((r) => r.name).sort(), ['vm_minutes_minute', 'vm_minutes_node']);
      const a = await store.metrics.vmMinutes('a', 0, 2e9);
      assert.equal(a.length, 51);
      assert.deepEqual(
        { ...a[0] },
        {
          minute: 1_795_000_000,
          state: 'running',
          util_ms: 60_000,
          cpu_ms: 1234.5,
          mem_mb: 200,
          rx_bytes: 2 ** 40,
          tx_bytes: 7,
        },
      );
      assert.equal((await store.metrics.vmMinutes('b', 0, 2e9)).length, 50);
    } finally {
      await store.close();
    }
  });
});
