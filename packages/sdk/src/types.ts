// Named wire types of the SDK. Every one that the server's OpenAPI document describes is taken
// from the generated `paths` (src/generated/openapi.ts), so a schema change on the server changes
// these types and the SDK stops compiling where it disagrees. None is written by hand.

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
/** The serial console's tail. */
export type ConsoleLog = Answer<'/vms/{id}/logs', 'get'>;
export type LogsQuery = Query<'/vms/{id}/logs', 'get'>;
/** Recent samples; CPU fraction = cpu_ms / (interval_s * 1000 * cpus). */
export type Metrics = Answer<'/vms/{id}/metrics', 'get'>;
export type MetricSample = Metrics['samples'][number];
export type MetricsQuery = Query<'/vms/{id}/metrics', 'get'>;
/** Per-minute history; `measured: false` marks a gap, never a zero. */
export type MetricsHistory = Answer<'/vms/{id}/metrics/history', 'get'>;
export type MetricsHistoryQuery = Query<'/vms/{id}/metrics/history', 'get'>;
/** Organization usage; an empty `states` means no usage. */
export type Usage = Answer<'/usage', 'get'>;
export type UsageQuery = Query<'/usage', 'get'>;
/** A public endpoint of a guest port. */
export type Ingress = Answer<'/vms/{id}/expose', 'post'>;
/** What `PATCH /vms/{id}` changes: labels (replaced whole) and lifecycle settings (those named). */
export type SandboxChanges = RequestBody<'/vms/{id}', 'patch'>;
export type Lifecycle = SandboxRecord['lifecycle'];
/** Egress rules: `allow_out` and `deny_out` (IPv4 CIDRs, `domain`, `*.domain`); `{}`: none. */
export type NetworkRules = RequestBody<'/vms/{id}/network', 'put'>;
export type ListSandboxesQuery = Query<'/vms', 'get'>;
export type Webhook = Answer<'/webhooks/{webhook_id}', 'get'>;
/** A new webhook with its secret (shown only here). */
export type CreatedWebhook = Answer<'/webhooks', 'post'>;
export type CreateWebhookParams = RequestBody<'/webhooks', 'post'>;
export type WebhookDelivery = Answer<'/webhooks/{webhook_id}/deliveries', 'get'>['deliveries'][number];
export type Volume = Answer<'/volumes/{id}', 'get'>;
export type CreateVolumeParams = RequestBody<'/volumes', 'post'>;
/** What `PATCH /volumes/{id}` changes: `size_mb` (grows only) and labels (replaced whole). */
export type VolumeChanges = RequestBody<'/volumes/{id}', 'patch'>;
export type ListVolumesQuery = Query<'/volumes', 'get'>;
export type VolumeSnapshot = Answer<'/volume-snapshots/{id}', 'get'>;
/** A sandbox's mount in `sandboxes.create({ volumes })`. */
export type VolumeMount = NonNullable<CreateSandboxParams['volumes']>[number];

/** Options of a create beside its body. */
export interface CreateOptions {
  /** How long to wait for a template build the create started; default 600 000 ms. */
  templateTimeoutMs?: number;
}
