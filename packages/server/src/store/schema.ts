// Table types for Kysely. Times are Unix nanoseconds held in JS numbers (exact to ~256 ns, which
// is finer than anything the service measures).

import type { Generated } from 'kysely';

/** The database the store runs on (docs/storage.md). */
export type Dialect = 'sqlite' | 'postgres';

import type { AccountTables } from './accounts-schema.ts';

export interface OrgTable {
  id: string;
  name: string;
  created_unix_ns: number;
}

export interface ApiKeyTable {
  id: string;
  org_id: string;
  /** sha256 of the whole key, hex. The key itself is shown once and never stored. */
  key_hash: string;
  /** First characters of the key, to tell keys apart in listings. */
  prefix: string;
  created_unix_ns: number;
  /** 1: an operator key (warren key create --operator): may read every organization's usage. */
  operator: Generated<number>;
  /** Given at creation (empty for keys made by `warren key create`). */
  name: Generated<string>;
  /** `operator` or `user:<email>`. */
  created_by: Generated<string>;
  /** Updated at most once a minute. */
  last_used_unix_ns: number | null;
  /** Set by DELETE /keys/{id}; the key then answers 401. */
  revoked_unix_ns: number | null;
}

export interface SandboxTable {
  vm_id: string;
  org_id: string;
  state: string;
  image: string;
  cpus: number;
  memory_mb: number;
  runtime: string;
  disable_internet: number;
  guest_ip: string | null;
  node: string | null;
  parent_vm_id: string | null;
  created_unix_ns: number;
  /** Set when DELETE was accepted; the record then answers 404. */
  deleted_unix_ns: number | null;
  /** The checkpoint the sandbox's disk chain sits on (its overlay's backing), if any. */
  checkpoint_id: string | null;
  /** The newest snapshot taken of (or restored into) this sandbox: the next one's parent. */
  last_snapshot_id: string | null;
  /** Labels: a JSON object of string to string (control/sandboxes/labels.ts). */
  labels: Generated<string>;
  /** Egress rules as JSON {allow_out?, deny_out?} (control/network/egress.ts); null: none. */
  egress: string | null;
  /** Mounted volumes as JSON [{volume_id, path, read_only}] (control/volumes/mounts.ts); null: none. */
  volumes: Generated<string | null>;
  /** Seconds without activity before on_idle acts; null: the server's idle period. */
  idle_after_s: number | null;
  /** sleep, archive or delete; null: sleep. */
  on_idle: string | null;
  /** Set at create or by PATCH; the expiry is created_unix_ns plus this, pushed by extend. */
  max_lifetime_s: number | null;
  /** archive or delete; null: archive. */
  on_expiry: string | null;
  /** When the lifetime policy acts (null: never). */
  expires_unix_ns: number | null;
  /** The expiry the `expiring` event was written for (one event per expiry). */
  expiry_noticed_unix_ns: number | null;
}

export interface EventTable {
  id: Generated<number>;
  vm_id: string;
  org_id: string;
  kind: string;
  detail: string;
  node: string;
  at_unix_ns: number;
}

export interface AuditTable {
  id: Generated<number>;
  org_id: string;
  key_id: string;
  action: string;
  resource: string;
  outcome: number;
  request_id: string;
  at_unix_ns: number;
}

export interface RegistryTable {
  org_id: string;
  host: string;
  kind: string;
  /** The credential's fields (username and secret, or role_arn and external_id), sealed. */
  secret_box: string;
  created_unix_ns: number;
  updated_unix_ns: number;
}

export interface SnapshotTable {
  snapshot_id: string;
  org_id: string;
  vm_id: string;
  parent_snapshot_id: string | null;
  /** `snapshot` (the user's), `fork` (taken to branch) or `archive` (taken to stop); only
   * snapshots are listed. */
  kind: string;
  state: string;
  durable: number;
  image: string;
  cpus: number;
  memory_mb: number;
  runtime: string;
  disable_internet: number;
  logical_bytes: number;
  /** Host holding the checkpoint's local files. */
  node: string;
  /** The checkpoint whose disk this one's disk layer is stacked on. */
  chain_parent: string | null;
  created_unix_ns: number;
  deleted_unix_ns: number | null;
  /** Its sandbox's labels when it was taken (JSON object). */
  labels: Generated<string>;
  /** Its sandbox's egress rules when it was taken (JSON), for restores; null: none. */
  egress: string | null;
  /** Its sandbox's volume mounts when it was taken (JSON), re-attached by restores; null: none. */
  volumes: Generated<string | null>;
}

export interface ExportTable {
  export_id: string;
  org_id: string;
  snapshot_id: string;
  /** pending, ready or failed */
  state: string;
  /** JSON list of the files made (name, bytes, raw_bytes, sha256) once ready. */
  files: string | null;
  error: string | null;
  attempts: number;
  created_unix_ns: number;
  deleted_unix_ns: number | null;
}

export interface TemplateTable {
  template_id: string;
  /** Owner; null for a shared template of a public image (read-only to every organization). */
  org_id: string | null;
  name: string;
  version: string;
  source_image: string;
  cpus: number;
  memory_mb: number;
  runtime: string;
  disable_internet: number;
  /** building, ready or failed */
  status: string;
  status_detail: string;
  /** The checkpoint creates restore. */
  base_snapshot_id: string | null;
  /** The organization whose request started the build (whose registry credentials it uses). */
  builder_org_id: string;
  created_unix_ns: number;
  last_used_unix_ns: number;
  deleted_unix_ns: number | null;
}

export interface TemplateUseTable {
  org_id: string;
  template_id: string;
}

/** Every change of a sandbox's state, as written (the usage meter's timeline). */
export interface StateChangeTable {
  id: Generated<number>;
  vm_id: string;
  org_id: string;
  state: string;
  at_unix_ns: number;
}

/** A recent host-side sample of a sandbox (kept about 2 hours). */
export interface MetricSampleTable {
  vm_id: string;
  org_id: string;
  at_ms: number;
  /** Time since the sandbox's previous sample (or since it was first seen). */
  interval_ms: number;
  cpu_ms: number;
  mem_mb: number;
  rx_bytes: number;
  tx_bytes: number;
  state: string;
}

/**
 * What was measured of a sandbox in one minute while it was in one state (a minute with a state
 * change has a row per state). No row for a minute: nothing was measured (a gap).
 */
export interface VmMinuteTable {
  vm_id: string;
  /** Unix seconds at the start of the minute. */
  minute: number;
  state: string;
  org_id: string;
  node: string;
  /** memory_mb of the sandbox (what it holds while resident). */
  memory_mb: number;
  /** Time the meter saw the sandbox in this state in this minute. */
  util_ms: number;
  cpu_ms: number;
  /** Largest resident memory sampled. */
  mem_mb: number;
  rx_bytes: number;
  tx_bytes: number;
}

/** Usage of an organization per minute and state (from finished minutes of vm_minutes). */
export interface UsageMinuteTable {
  org_id: string;
  minute: number;
  state: string;
  vm_seconds: number;
  cpu_ms: number;
  memory_mb_seconds: number;
}

/** usage_minutes summed per hour (`hour`: Unix seconds, a multiple of 3600), kept with it by closeMinutes. */
export interface UsageHourTable {
  org_id: string;
  hour: number;
  state: string;
  vm_seconds: number;
  cpu_ms: number;
  memory_mb_seconds: number;
}

/** Per node: minutes before this one (Unix seconds) are rolled into usage_minutes. */
export interface MeterStateTable {
  node: string;
  closed_until: number;
}

export interface OrgLimitsTable {
  org_id: string;
  /** Per-minute budgets of the organization (the guarantee across all api replicas); null: default. */
  acquisitions_per_minute: number | null;
  other_per_minute: number | null;
  updated_unix_ns: number;
}

export interface IngressTable {
  ingress_id: string;
  org_id: string;
  vm_id: string;
  guest_port: number;
  /** The node whose edge holds the public port. */
  gateway_node: string;
  public_port: number;
  created_unix_ns: number;
  /** Set by DELETE /ingress (or the sandbox's delete); the port is free again from then. */
  deleted_unix_ns: number | null;
}

/**
 * What the E2B-compatible API (e2b/, docs/e2b.md) keeps of a sandbox it made, beside the sandbox's
 * own row: a sandbox with one is reachable the E2B way (its ports routed implicitly on the sandbox
 * origins). Its tokens are derived from the server's key and the vm_id, never stored.
 */
export interface E2bSandboxTable {
  vm_id: string;
  org_id: string;
  /** The templateID the create named (`base`, a template, a snapshot id). */
  template_id: string;
  /** envVars of the create as JSON: every process started through envd gets them. */
  env_vars: string;
  /** 1: envd asks for the access token (X-Access-Token or a signed URL). */
  secure: number;
  /** 0: the sandbox's ports ask for the traffic token (allowPublicTraffic: false). */
  public_traffic: number;
  /** 1: at its timeout the sandbox is paused (archived), not killed. */
  auto_pause: number;
  created_unix_ns: number;
}

/** A `warren host` as it registered itself (docs/hosts.md): where it serves and what it offers. */
export interface HostTable {
  node: string;
  /** Its internal API (http:// or https://HOST:PORT). */
  mgmtd_addr: string;
  /** Guest memory it hands out to resident sandboxes, in MiB. */
  memory_mb: number;
  cpus: number;
  /** Changes with every start of its `warren host` process. */
  boot_id: string;
  started_unix_ns: number;
  /** Written every few seconds while it runs; a host silent too long is lost. */
  heartbeat_unix_ns: number;
}

/** Work one api replica does for all (docs/deploy.md): held by `holder` until `expires_unix_ns`. */
export interface LeaseTable {
  name: string;
  holder: string;
  expires_unix_ns: number;
}

/**
 * When an API call last named a sandbox, as the api replicas of a cluster share it for the idle
 * policy (control/lifetimes/shared-activity.ts); one row per sandbox called, written at most every few seconds.
 */
export interface SandboxCallTable {
  vm_id: string;
  last_unix_ns: number;
}

/** An organization's webhook (docs/webhooks.md): where its events go. */
export interface WebhookTable {
  webhook_id: string;
  org_id: string;
  url: string;
  /** JSON list of the event types it wants; empty: every type. */
  events: string;
  /** Its signing secret, sealed (shown once, at creation). */
  secret_box: string;
  created_unix_ns: number;
  deleted_unix_ns: number | null;
}

/**
 * The outbox: one row per (event, webhook), written in the transaction that records the event, so
 * an event is never lost and never given two delivery ids; retried until delivered or given up.
 */
export interface WebhookDeliveryTable {
  /** The id receivers de-duplicate on (header webhook-id, body `id`). */
  delivery_id: string;
  webhook_id: string;
  org_id: string;
  event_type: string;
  /** The JSON body, exactly as sent on every attempt. */
  body: string;
  /** pending, delivered or failed (given up) */
  state: string;
  attempts: number;
  next_attempt_unix_ns: number;
  /** A sender holds it until then (one sender at a time, also across replicas). */
  claimed_until_unix_ns: number | null;
  /** HTTP status of the last attempt (null: no answer). */
  last_status: number | null;
  last_error: string | null;
  created_unix_ns: number;
  /** When it was delivered or given up. */
  finished_unix_ns: number | null;
}

/** A volume (docs/volumes.md): a named filesystem of an organization, on one host. */
export interface VolumeTable {
  volume_id: string;
  org_id: string;
  /** Unique among the organization's volumes that are not deleted. */
  name: string;
  size_mb: number;
  /** `creating`, `ready`, `deleting`. */
  state: string;
  /** The host its files are on. */
  node: string;
  /** Labels: a JSON object of string to string (control/sandboxes/labels.ts rules). */
  labels: Generated<string>;
  /** The volume snapshot it was made from, if any. */
  from_snapshot_id: string | null;
  /** Its usage as last measured on its host (shown while the host cannot be asked). */
  bytes_used: Generated<number>;
  files_used: Generated<number>;
  created_unix_ns: number;
  deleted_unix_ns: number | null;
}

/** A durable, read-only copy of a volume's files in the object store; outlives its volume. */
export interface VolumeSnapshotTable {
  volume_snapshot_id: string;
  org_id: string;
  volume_id: string;
  /** The volume's name when it was taken. */
  volume_name: string;
  size_mb: number;
  /** Bytes of the compressed copy in the object store. */
  bytes: Generated<number>;
  /** Bytes the volume's files took. */
  bytes_used: Generated<number>;
  /** `pending` (being copied and uploaded), `ready` (durable), `failed`. */
  state: string;
  created_unix_ns: number;
  deleted_unix_ns: number | null;
}

export interface Database extends AccountTables {
  orgs: OrgTable;
  api_keys: ApiKeyTable;
  sandboxes: SandboxTable;
  events: EventTable;
  audit: AuditTable;
  registries: RegistryTable;
  snapshots: SnapshotTable;
  exports: ExportTable;
  templates: TemplateTable;
  template_uses: TemplateUseTable;
  state_changes: StateChangeTable;
  metric_samples: MetricSampleTable;
  vm_minutes: VmMinuteTable;
  usage_minutes: UsageMinuteTable;
  usage_hours: UsageHourTable;
  meter_state: MeterStateTable;
  org_limits: OrgLimitsTable;
  ingresses: IngressTable;
  e2b_sandboxes: E2bSandboxTable;
  hosts: HostTable;
  leases: LeaseTable;
  sandbox_calls: SandboxCallTable;
  webhooks: WebhookTable;
  webhook_deliveries: WebhookDeliveryTable;
  volumes: VolumeTable;
  volume_snapshots: VolumeSnapshotTable;
}
