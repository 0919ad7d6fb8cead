// The store on both dialects for the store tests: `forEachDialect` runs a describe body once on
// SQLite (a fresh file) and once on a real PostgreSQL server (a fresh database), with a store
// opened before and closed after. One PostgreSQL server per test process, stopped at its end.

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe } from 'node:test';
import { type Dialect, nowNs, openStore, SANDBOX_DEFAULTS, type SandboxRow, type Store } from '../src/store/index.ts';
import { SCRATCH } from './host-fixture.ts';
import { type PostgresServer, startPostgres } from './postgres-fixture.ts';

let postgres: Promise<PostgresServer> | undefined;

export async function openTestStore(dialect: Dialect): Promise<Store> {
  if (dialect === 'postgres') {
    postgres ??= startPostgres();
    return openStore({ sqlitePath: '', postgresUrl: await (await postgres).createDatabase() });
  }
  const dir = mkdtempSync(join(SCRATCH, 'warren-store-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return openStore({ sqlitePath: join(dir, 'warren.db') });
}

/** Runs `body` in a describe per dialect; `store()` is that dialect's store inside the tests. */
export function forEachDialect(name: string, body: (store: () => Store, dialect: Dialect) => void): void {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    describe(`${name} on ${dialect}`, () => {
      let store: Store | undefined;
      before(async () => {
        store = await openTestStore(dialect);
      });
      after(() => store?.close());
      body(() => {
        if (!store) throw new Error('store not open yet');
        return store;
      }, dialect);
    });
  }
}

/** A sandbox record as the store keeps it (a running busybox, 1 vCPU, 256 MiB), with `fields` over it. */
export function sandboxRecord(orgId: string, fields: Partial<SandboxRow> = {}): SandboxRow {
  return {
    vm_id: randomUUID(),
    org_id: orgId,
    state: 'running',
    image: 'busybox',
    cpus: 1,
    memory_mb: 256,
    runtime: 'container',
    disable_internet: 0,
    guest_ip: null,
    node: 'local',
    parent_vm_id: null,
    created_unix_ns: nowNs(),
    deleted_unix_ns: null,
    checkpoint_id: null,
    last_snapshot_id: null,
    ...SANDBOX_DEFAULTS,
    ...fields,
  };
}
