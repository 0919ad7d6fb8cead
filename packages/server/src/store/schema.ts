// Table types for Kysely. Times are Unix nanoseconds held in JS numbers (exact to ~256 ns, which
// is finer than anything the service measures).

import type { Generated } from 'kysely';

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

export interface Database {
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
  ingresses: IngressTable;
}
