// Named wire types of the SDK. Every one that the server's OpenAPI document describes is taken
// from the generated `paths` (src/generated/openapi.ts), so a schema change on the server changes
// these types and the SDK stops compiling where it disagrees. The few routes the specification
// names that this server does not serve yet are typed by hand below, from the specification, and
// marked as such: once one lands, regenerate and replace its hand type with the generated one.

import type { paths } from './generated/openapi.ts';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body of the 2xx answer of `method path`. */
export type Answer<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: infer R;
}
  ? Json<R[Extract<keyof R, 200 | 201 | 202>]>
  : never;
/** The JSON request body of `method path`. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: infer B;
}
  ? Json<NonNullable<B>>
  : never;
/** The query parameters of `method path`. */
export type Query<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;

export type SandboxRecord = Answer<'/vms/{id}', 'get'>;
export type CreateSandboxParams = RequestBody<'/vms', 'post'>;
export type ExecBody = RequestBody<'/vms/{id}/exec', 'post'>;
type ExecAnswer = Answer<'/vms/{id}/exec', 'post'>;
export type ExecResult = Extract<ExecAnswer, { exit_code: number }>;
export type BackgroundProcess = Extract<ExecAnswer, { pid: number }>;
export type SessionClosed = Extract<ExecAnswer, { session_id: string }>;
export type FileEntry = Answer<'/vms/{id}/files/list', 'get'>['entries'][number];
export type FileStat = Answer<'/vms/{id}/files/stat', 'get'>;
export type Event = Answer<'/vms/{id}/events', 'get'>['events'][number];
export type AuditPage = Answer<'/audit', 'get'>;
export type AuditQuery = Query<'/audit', 'get'>;
export type Snapshot = Answer<'/snapshots/{snapshot_id}', 'get'>;
/** The snapshot-creation answer: every snapshot field except `durable` and `logical_bytes`. */
export type SnapshotCreated = Answer<'/vms/{id}/snapshot', 'post'>;
export type SnapshotParams = RequestBody<'/vms/{id}/snapshot', 'post'>;
export type ExportStarted = Answer<'/snapshots/{snapshot_id}/export', 'post'>;
export type Export = Answer<'/exports/{export_id}', 'get'>;
export type Template = Answer<'/templates/{template_id}', 'get'>;
export type CreateTemplateParams = RequestBody<'/templates', 'post'>;
export type RegistryCredential = RequestBody<'/registries', 'post'>;
export type Registry = Answer<'/registries', 'get'>['registries'][number];
export type Unarchived = Answer<'/vms/{id}/start', 'post'>;

// ---- Typed by hand from the specification: routes not served by this server yet. ----

/** POST /vms/{id}/expose answer (specification: "Ingress (public endpoint)"). */
export interface Ingress {
  ingress_id: string;
  guest_port: number;
  gateway_node: string;
  public_port: number;
  public_url: string;
}

/** GET /vms/{id}/logs answer: the serial console's tail. */
export interface ConsoleLog {
  content: string;
  truncated: boolean;
}

/** One recent metric sample (30 s, host-measured). */
export interface MetricSample {
  at_unix: number;
  interval_s: number;
  cpu_ms: number;
  mem_mb: number;
  rx_bytes: number;
  tx_bytes: number;
  state: string;
}

/** GET /vms/{id}/metrics answer; CPU fraction = cpu_ms / (interval_s * 1000 * cpus). */
export interface Metrics {
  samples: MetricSample[];
  cpus: number;
}

/** GET /usage answer: an empty `states` means no usage. */
export interface Usage {
  start: string;
  end: string;
  states: { state: string; vm_seconds: number; cpu_seconds: number; memory_mb_seconds: number }[];
  snapshot_byte_seconds: number;
}
