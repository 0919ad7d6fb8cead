// Migrations as code, one set for SQLite and PostgreSQL. Append new ones; never edit a shipped one.
// Where the two dialects need different DDL (auto-numbered keys), a helper below chooses; the
// SQLite DDL of every migration stays what it shipped as.

import { type CreateTableBuilder, type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';
import { accountsMigration } from './accounts-migration.ts';

/** Whether a migration runs on PostgreSQL (else SQLite). */
export function onPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Adds an auto-numbered primary key `id`: SQLite's `integer primary key autoincrement` (ids never
 * reused), PostgreSQL's bigint identity column (SQLite's integer is 64-bit too).
 */
export function addSerialId<T extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return onPostgres(db)
    ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A floating-point column type: SQLite's `real` is 8 bytes; PostgreSQL's is 4, so there `double precision`. */
export function float(db: Kysely<any>): 'real' | 'double precision' {
  return onPostgres(db) ? 'double precision' : 'real';
}

export const migrations: Record<string, Migration> = {
  '0001_core': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('orgs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sandboxes')
        .addColumn('vm_id', 'text', (c) => c.primaryKey())
        .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('cpus', 'integer', (c) => c.notNull())
        .addColumn('memory_mb', 'integer', (c) => c.notNull())
        .addColumn('runtime', 'text', (c) => c.notNull())
        .addColumn('disable_internet', 'integer', (c) => c.notNull())
        .addColumn('guest_ip', 'text')
        .addColumn('node', 'text')
        .addColumn('parent_vm_id', 'text')
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('deleted_unix_ns', 'bigint')
        .execute();
      await db.schema.createIndex('sandboxes_org').on('sandboxes').columns(['org_id', 'state']).execute();
      await addSerialId(db, db.schema.createTable('events'))
        .addColumn('vm_id', 'text', (c) => c.notNull())
        .addColumn('org_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('node', 'text', (c) => c.notNull())
        .addColumn('at_unix_ns', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('events_vm').on('events').columns(['vm_id', 'id']).execute();
      await addSerialId(db, db.schema.createTable('audit'))
        .addColumn('org_id', 'text', (c) => c.notNull())
        .addColumn('key_id', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('resource', 'text', (c) => c.notNull())
        .addColumn('outcome', 'integer', (c) => c.notNull())
        .addColumn('request_id', 'text', (c) => c.notNull())
        .addColumn('at_unix_ns', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_org').on('audit').columns(['org_id', 'id']).execute();
    },
  },
  '0002_registries': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('registries')
        .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
        .addColumn('host', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('secret_box', 'text', (c) => c.notNull())
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('updated_unix_ns', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('registries_pk', ['org_id', 'host'])
        .execute();
    },
  },
  '0003_checkpoints': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('snapshots')
        .addColumn('snapshot_id', 'text', (c) => c.primaryKey())
        .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
        .addColumn('vm_id', 'text', (c) => c.notNull())
        .addColumn('parent_snapshot_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('durable', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('cpus', 'integer', (c) => c.notNull())
        .addColumn('memory_mb', 'integer', (c) => c.notNull())
        .addColumn('runtime', 'text', (c) => c.notNull())
        .addColumn('disable_internet', 'integer', (c) => c.notNull())
        .addColumn('logical_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('node', 'text', (c) => c.notNull())
        .addColumn('chain_parent', 'text')
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('deleted_unix_ns', 'bigint')
        .execute();
      await db.schema.createIndex('snapshots_org').on('snapshots').columns(['org_id', 'created_unix_ns']).execute();
      await db.schema.createIndex('snapshots_vm').on('snapshots').columns(['vm_id']).execute();
      await db.schema.alterTable('sandboxes').addColumn('checkpoint_id', 'text').execute();
      await db.schema.alterTable('sandboxes').addColumn('last_snapshot_id', 'text').execute();
    },
  },
  '0004_exports': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('exports')
        .addColumn('export_id', 'text', (c) => c.primaryKey())
        .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
        .addColumn('snapshot_id', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('files', 'text')
        .addColumn('error', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('deleted_unix_ns', 'bigint')
        .execute();
    },
  },
  '0005_templates': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('templates')
        .addColumn('template_id', 'text', (c) => c.primaryKey())
        .addColumn('org_id', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('source_image', 'text', (c) => c.notNull())
        .addColumn('cpus', 'integer', (c) => c.notNull())
        .addColumn('memory_mb', 'integer', (c) => c.notNull())
        .addColumn('runtime', 'text', (c) => c.notNull())
        .addColumn('disable_internet', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('status_detail', 'text', (c) => c.notNull())
        .addColumn('base_snapshot_id', 'text')
        .addColumn('builder_org_id', 'text', (c) => c.notNull())
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('last_used_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('deleted_unix_ns', 'bigint')
        .execute();
      await db.schema
        .createIndex('templates_shape')
        .on('templates')
        .columns(['source_image', 'cpus', 'memory_mb', 'runtime'])
        .execute();
      await db.schema
        .createTable('template_uses')
        .addColumn('org_id', 'text', (c) => c.notNull())
        .addColumn('template_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('template_uses_pk', ['org_id', 'template_id'])
        .execute();
    },
  },
  '0006_ingress': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('ingresses')
        .addColumn('ingress_id', 'text', (c) => c.primaryKey())
        .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
        .addColumn('vm_id', 'text', (c) => c.notNull())
        .addColumn('guest_port', 'integer', (c) => c.notNull())
        .addColumn('gateway_node', 'text', (c) => c.notNull())
        .addColumn('public_port', 'integer', (c) => c.notNull())
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('deleted_unix_ns', 'bigint')
        .execute();
      // A public port of a gateway, and a guest port of a sandbox, belong to one live ingress.
      await db.schema
        .createIndex('ingresses_public_port')
        .on('ingresses')
        .columns(['gateway_node', 'public_port'])
        .unique()
        .where(sql.ref('deleted_unix_ns'), 'is', null)
        .execute();
      await db.schema
        .createIndex('ingresses_guest_port')
        .on('ingresses')
        .columns(['vm_id', 'guest_port'])
        .unique()
        .where(sql.ref('deleted_unix_ns'), 'is', null)
        .execute();
    },
  },
  '0007_metrics': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('api_keys')
        .addColumn('operator', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await addSerialId(db, db.schema.createTable('state_changes'))
        .addColumn('vm_id', 'text', (c) => c.notNull())
        .addColumn('org_id', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('at_unix_ns', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('state_changes_vm').on('state_changes').columns(['vm_id', 'at_unix_ns']).execute();
      await db.schema.createIndex('state_changes_at').on('state_changes').columns(['at_unix_ns']).execute();
      await db.schema.createIndex('events_at').on('events').columns(['at_unix_ns']).execute();
      await db.schema
        .createTable('metric_samples')
        .addColumn('vm_id', 'text', (c) => c.notNull())
        .addColumn('org_id', 'text', (c) => c.notNull())
        .addColumn('at_ms', 'bigint', (c) => c.notNull())
        .addColumn('interval_ms', 'integer', (c) => c.notNull())
        .addColumn('cpu_ms', float(db), (c) => c.notNull())
        .addColumn('mem_mb', 'integer', (c) => c.notNull())
        .addColumn('rx_bytes', 'bigint', (c) => c.notNull())
        .addColumn('tx_bytes', 'bigint', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('metric_samples_vm').on('metric_samples').columns(['vm_id', 'at_ms']).execute();
      await db.schema.createIndex('metric_samples_at').on('metric_samples').columns(['at_ms']).execute();
      await db.schema
        .createTable('vm_minutes')
        .addColumn('vm_id', 'text', (c) => c.notNull())
        .addColumn('minute', 'bigint', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('org_id', 'text', (c) => c.notNull())
        .addColumn('node', 'text', (c) => c.notNull())
        .addColumn('memory_mb', 'integer', (c) => c.notNull())
        .addColumn('util_ms', float(db), (c) => c.notNull())
        .addColumn('cpu_ms', float(db), (c) => c.notNull())
        .addColumn('mem_mb', 'integer', (c) => c.notNull())
        .addColumn('rx_bytes', 'bigint', (c) => c.notNull())
        .addColumn('tx_bytes', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('vm_minutes_pk', ['vm_id', 'minute', 'state'])
        .execute();
      await db.schema.createIndex('vm_minutes_node').on('vm_minutes').columns(['node', 'minute']).execute();
      await db.schema.createIndex('vm_minutes_minute').on('vm_minutes').columns(['minute']).execute();
      await db.schema
        .createTable('usage_minutes')
        .addColumn('org_id', 'text', (c) => c.notNull())
        .addColumn('minute', 'bigint', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('vm_seconds', 'integer', (c) => c.notNull())
        .addColumn('cpu_ms', float(db), (c) => c.notNull())
        .addColumn('memory_mb_seconds', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('usage_minutes_pk', ['org_id', 'minute', 'state'])
        .execute();
      await db.schema.createIndex('usage_minutes_minute').on('usage_minutes').columns(['minute']).execute();
      await db.schema
        .createTable('meter_state')
        .addColumn('node', 'text', (c) => c.primaryKey())
        .addColumn('closed_until', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  '0008_org_limits': {
    async up(db: Kysely<any>) {
      // Per-organization request budgets set by the operator (`warren org limits`); a missing row
      // or a null column means the server's default.
      await db.schema
        .createTable('org_limits')
        .addColumn('org_id', 'text', (c) => c.primaryKey().references('orgs.id'))
        .addColumn('acquisitions_per_minute', 'integer')
        .addColumn('other_per_minute', 'integer')
        .addColumn('updated_unix_ns', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  '0009_accounts': accountsMigration,
  '0010_usage_hours': {
    async up(db: Kysely<any>) {
      // Usage summed per organization, hour and state, so a 15-day usage or series read sums a few
      // hundred rows instead of every minute; the minutes at a window's ragged edges still come
      // from usage_minutes. Filled from what usage_minutes holds, then kept by closeMinutes.
      await db.schema
        .createTable('usage_hours')
        .addColumn('org_id', 'text', (c) => c.notNull())
        .addColumn('hour', 'bigint', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('vm_seconds', 'bigint', (c) => c.notNull())
        .addColumn('cpu_ms', float(db), (c) => c.notNull())
        .addColumn('memory_mb_seconds', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('usage_hours_pk', ['org_id', 'hour', 'state'])
        .execute();
      await db.schema.createIndex('usage_hours_hour').on('usage_hours').columns(['hour']).execute();
      // The hour a minute starts in, rounded down also for negative times (% truncates in both).
      const hour = sql`minute - ((minute % 3600) + 3600) % 3600`;
      await sql`insert into usage_hours (org_id, hour, state, vm_seconds, cpu_ms, memory_mb_seconds)
        select org_id, ${hour}, state, sum(vm_seconds), sum(cpu_ms), sum(memory_mb_seconds)
        from usage_minutes group by org_id, ${hour}, state`.execute(db);
    },
  },
  '0011_vm_minutes_clustered': {
    async up(db: Kysely<any>) {
      // A 15-day history reads 21,600 minutes of one sandbox. SQLite stored them in arrival order,
      // every minute of every sandbox side by side, so each row was a lookup of its own (70 ms for
      // 15 days); a WITHOUT ROWID table keeps them in primary-key order, one sandbox's minutes
      // together (20 ms). PostgreSQL reads the heap pages the primary key points at; unchanged.
      if (onPostgres(db)) return;
      await db.schema
        .createTable('vm_minutes_clustered')
        .addColumn('vm_id', 'text', (c) => c.notNull())
        .addColumn('minute', 'bigint', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('org_id', 'text', (c) => c.notNull())
        .addColumn('node', 'text', (c) => c.notNull())
        .addColumn('memory_mb', 'integer', (c) => c.notNull())
        .addColumn('util_ms', 'real', (c) => c.notNull())
        .addColumn('cpu_ms', 'real', (c) => c.notNull())
        .addColumn('mem_mb', 'integer', (c) => c.notNull())
        .addColumn('rx_bytes', 'bigint', (c) => c.notNull())
        .addColumn('tx_bytes', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('vm_minutes_pk', ['vm_id', 'minute', 'state'])
        .modifyEnd(sql`without rowid`)
        .execute();
      const columns = sql.raw(
        'vm_id, minute, state, org_id, node, memory_mb, util_ms, cpu_ms, mem_mb, rx_bytes, tx_bytes',
      );
      await sql`insert into vm_minutes_clustered (${columns}) select ${columns} from vm_minutes`.execute(db);
      await db.schema.dropTable('vm_minutes').execute();
      await db.schema.alterTable('vm_minutes_clustered').renameTo('vm_minutes').execute();
      await db.schema.createIndex('vm_minutes_node').on('vm_minutes').columns(['node', 'minute']).execute();
      await db.schema.createIndex('vm_minutes_minute').on('vm_minutes').columns(['minute']).execute();
    },
  },
  '0012_cluster': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('hosts')
        .addColumn('node', 'text', (c) => c.primaryKey())
        .addColumn('mgmtd_addr', 'text', (c) => c.notNull())
        .addColumn('memory_mb', 'integer', (c) => c.notNull())
        .addColumn('cpus', 'integer', (c) => c.notNull())
        .addColumn('boot_id', 'text', (c) => c.notNull())
        .addColumn('started_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('heartbeat_unix_ns', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('expires_unix_ns', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  '0013_sandbox_calls': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('sandbox_calls')
        .addColumn('vm_id', 'text', (c) => c.primaryKey())
        .addColumn('last_unix_ns', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  '0014_labels_lifecycle': {
    async up(db: Kysely<any>) {
      // Labels as a JSON object (read with the row, filtered with the dialect's JSON functions:
      // an organization lists its own sandboxes only). Lifecycle fields: null is the default
      // (the server's idle period, sleep on idle, no expiry, archive on expiry).
      await db.schema
        .alterTable('sandboxes')
        .addColumn('labels', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema.alterTable('sandboxes').addColumn('idle_after_s', 'integer').execute();
      await db.schema.alterTable('sandboxes').addColumn('on_idle', 'text').execute();
      await db.schema.alterTable('sandboxes').addColumn('max_lifetime_s', 'integer').execute();
      await db.schema.alterTable('sandboxes').addColumn('on_expiry', 'text').execute();
      await db.schema.alterTable('sandboxes').addColumn('expires_unix_ns', 'bigint').execute();
      await db.schema.alterTable('sandboxes').addColumn('expiry_noticed_unix_ns', 'bigint').execute();
      await db.schema.createIndex('sandboxes_expires').on('sandboxes').columns(['expires_unix_ns']).execute();
      // The labels a snapshot's sandbox had when it was taken (a restore starts with them).
      await db.schema
        .alterTable('snapshots')
        .addColumn('labels', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
    },
  },
  '0015_webhooks': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('webhooks')
        .addColumn('webhook_id', 'text', (c) => c.primaryKey())
        .addColumn('org_id', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('secret_box', 'text', (c) => c.notNull())
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('deleted_unix_ns', 'bigint')
        .execute();
      await db.schema.createIndex('webhooks_org').on('webhooks').columns(['org_id']).execute();
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('delivery_id', 'text', (c) => c.primaryKey())
        .addColumn('webhook_id', 'text', (c) => c.notNull())
        .addColumn('org_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('next_attempt_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('claimed_until_unix_ns', 'bigint')
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('finished_unix_ns', 'bigint')
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['state', 'next_attempt_unix_ns'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_log')
        .on('webhook_deliveries')
        .columns(['webhook_id', 'created_unix_ns'])
        .execute();
    },
  },
  '0030_e2b': {
    async up(db: Kysely<any>) {
      // Sandboxes the E2B-compatible API made (schema.ts, E2bSandboxTable; docs/e2b.md).
      await db.schema
        .createTable('e2b_sandboxes')
        .addColumn('vm_id', 'text', (c) => c.primaryKey())
        .addColumn('org_id', 'text', (c) => c.notNull())
        .addColumn('template_id', 'text', (c) => c.notNull())
        .addColumn('env_vars', 'text', (c) => c.notNull())
        .addColumn('secure', 'integer', (c) => c.notNull())
        .addColumn('public_traffic', 'integer', (c) => c.notNull())
        .addColumn('auto_pause', 'integer', (c) => c.notNull())
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  '0020_egress': {
    async up(db: Kysely<any>) {
      // Egress rules (host/egress/policy.ts) as JSON {allow_out?, deny_out?}; null: none. A
      // snapshot keeps its sandbox's, for the restores made from it.
      await db.schema.alterTable('sandboxes').addColumn('egress', 'text').execute();
      await db.schema.alterTable('snapshots').addColumn('egress', 'text').execute();
    },
  },
  // Numbered apart from the features landing beside it (0021 up), so that their order does not matter.
  '0030_volumes': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('volumes')
        .addColumn('volume_id', 'text', (c) => c.primaryKey())
        .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('size_mb', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('node', 'text', (c) => c.notNull())
        .addColumn('labels', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('from_snapshot_id', 'text')
        .addColumn('bytes_used', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('files_used', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('deleted_unix_ns', 'bigint')
        .execute();
      // Names are unique among the organization's volumes that are not deleted.
      await db.schema
        .createIndex('volumes_name')
        .on('volumes')
        .columns(['org_id', 'name'])
        .unique()
        .where(sql.ref('deleted_unix_ns'), 'is', null)
        .execute();
      await db.schema.createIndex('volumes_org').on('volumes').columns(['org_id', 'created_unix_ns']).execute();
      await db.schema
        .createTable('volume_snapshots')
        .addColumn('volume_snapshot_id', 'text', (c) => c.primaryKey())
        .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
        .addColumn('volume_id', 'text', (c) => c.notNull())
        .addColumn('volume_name', 'text', (c) => c.notNull())
        .addColumn('size_mb', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('bytes_used', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
        .addColumn('deleted_unix_ns', 'bigint')
        .execute();
      await db.schema
        .createIndex('volume_snapshots_org')
        .on('volume_snapshots')
        .columns(['org_id', 'created_unix_ns'])
        .execute();
      // Mounts as JSON [{volume_id, path, read_only}]; a snapshot keeps its sandbox's for restores.
      await db.schema.alterTable('sandboxes').addColumn('volumes', 'text').execute();
      await db.schema.alterTable('snapshots').addColumn('volumes', 'text').execute();
    },
  },
};
