// The console's only door to Warren: typed calls to the public HTTP API, the same routes every
// client uses. Nothing else in the console calls fetch, so moving to @warren/sdk is one file.
// The browser's session cookie authenticates; mutating calls carry the session's CSRF token,
// which lives only in memory (docs/accounts.md, "Sessions").

export interface Sandbox {
  vm_id: string;
  tenant: string;
  state: string;
  image: string;
  cpus: number;
  memory_mb: number;
  guest_ip: string;
  runtime: string;
  created_unix_ns: number;
  parent_vm_id?: string;
  node: string;
  disable_internet: boolean;
}
export interface Event {
  kind: string;
  detail: string;
  node: string;
  at: string;
}
export interface Snapshot {
  snapshot_id: string;
  vm_id: string;
  parent_snapshot_id: string;
  state: string;
  durable: boolean;
  image: string;
  logical_bytes: number;
  created_unix_ns: number;
}
export interface ExportFile {
  name: string;
  bytes: number;
  raw_bytes?: number;
  sha256: string;
  url: string;
  url_expires_unix: number;
}
export interface Export {
  export_id: string;
  snapshot_id: string;
  state: string;
  files?: ExportFile[];
  expires_unix?: number;
  error?: string;
}
export interface Template {
  template_id: string;
  name: string;
  version: string;
  source_image: string;
  status: string;
  status_detail: string;
  runtime: string;
  cpus: number;
  memory_mb: number;
  created_unix_ns: number;
  last_used_unix_ns: number;
  shared: boolean;
}
export interface MetricSample {
  at_unix: number;
  interval_s: number;
  cpu_ms: number;
  mem_mb: number;
  rx_bytes: number;
  tx_bytes: number;
  state: string;
}
export interface HistoryPoint {
  at_unix: number;
  /** False: nothing was measured in this minute (a gap, never a zero). */
  measured: boolean;
  util_seconds: number;
  cpu_fraction: number | null;
  mem_mb: number | null;
  rx_bytes: number | null;
  tx_bytes: number | null;
}
export interface Ingress {
  ingress_id: string;
  guest_port: number;
  public_port: number;
  public_url: string;
  gateway_node: string;
}
export interface UsageState {
  state: string;
  vm_seconds: number;
  cpu_seconds: number;
  memory_mb_seconds: number;
}
export interface Usage {
  start: string;
  end: string;
  states: UsageState[];
  snapshot_byte_seconds: number;
}
export interface UsageSeries {
  start: string;
  end: string;
  step_s: number;
  buckets: { start_unix: number; states: UsageState[]; snapshot_byte_seconds: number }[];
}
export interface Session {
  user: { user_id: string; email: string };
  organization: Organization;
  csrf_token: string;
}
export interface Organization {
  org_id: string;
  name: string;
  created_unix_ns: number;
}
export interface ApiKey {
  key_id: string;
  name: string;
  prefix: string;
  created_unix_ns: number;
  last_used_unix_ns: number | null;
}
export interface OAuthClient {
  client_id: string;
  name: string;
  created_unix_ns: number;
  last_used_unix_ns: number | null;
}
export interface Member {
  user_id: string;
  email: string;
  created_unix_ns: number;
  last_sign_in_unix_ns: number | null;
}
export interface Invitation {
  invitation_id: string;
  email: string;
  created_unix_ns: number;
  expires_unix: number;
  invited_by: string;
}
export interface AuditRecord {
  id: number;
  key_id: string;
  action: string;
  resource: string;
  outcome: number;
  request_id: string;
  at: string;
}

/** An answer other than 2xx: the API's status, machine word and message. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly error: string;
  constructor(status: number, error: string, message: string) {
    super(message);
    this.status = status;
    this.error = error;
  }
}

/** Called when the API answers 401: the session is gone, the console shows sign-in. */
let onSignedOut: () => void = () => {};
export function whenSignedOut(fn: () => void): void {
  onSignedOut = fn;
}

let csrf: string | undefined;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  const parsed = text ? JSON.parse(text) : undefined;
  if (!res.ok) {
    if (res.status === 401) onSignedOut();
    throw new ApiFailure(res.status, parsed?.error ?? 'error', parsed?.message ?? `${method} ${path}: ${res.status}`);
  }
  return parsed as T;
}

const q = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
};
const id = encodeURIComponent;

export type VmAction = 'sleep' | 'resume' | 'stop' | 'start' | 'reboot';

/** Keeps the session's CSRF token for the calls that follow. */
function remember(session: Session): Session {
  csrf = session.csrf_token;
  return session;
}

export const api = {
  session: () => call<Session>('GET', '/auth/session').then(remember),
  signIn: (email: string, password: string) =>
    call<Session>('POST', '/auth/sign-in', { email, password }).then(remember),
  signOut: () => call<void>('POST', '/auth/sign-out').finally(() => (csrf = undefined)),
  invitation: (token: string) =>
    call<{ email: string; organization: string | null; expires_unix: number }>('GET', `/auth/invitations/${id(token)}`),
  acceptInvitation: (token: string, password: string) =>
    call<{ email: string }>('POST', `/auth/invitations/${id(token)}/accept`, { password }),

  org: () => call<Organization>('GET', '/org'),
  renameOrg: (name: string) => call<Organization>('PATCH', '/org', { name }),
  members: () => call<{ members: Member[] }>('GET', '/members').then((r) => r.members),
  removeMember: (userId: string) => call<void>('DELETE', `/members/${id(userId)}`),
  invitations: () => call<{ invitations: Invitation[] }>('GET', '/invitations').then((r) => r.invitations),
  invite: (email: string) => call<Invitation & { url: string }>('POST', '/invitations', { email }),
  cancelInvitation: (invitationId: string) => call<void>('DELETE', `/invitations/${id(invitationId)}`),
  keys: () => call<{ keys: ApiKey[] }>('GET', '/keys').then((r) => r.keys),
  createKey: (name: string) => call<ApiKey & { key: string }>('POST', '/keys', { name }),
  revokeKey: (keyId: string) => call<void>('DELETE', `/keys/${id(keyId)}`),
  oauthClients: () => call<{ clients: OAuthClient[] }>('GET', '/oauth/clients').then((r) => r.clients),
  createOAuthClient: (name: string) =>
    call<OAuthClient & { client_secret: string }>('POST', '/oauth/clients', { name }),
  deleteOAuthClient: (clientId: string) => call<void>('DELETE', `/oauth/clients/${id(clientId)}`),

  listVms: () => call<{ vms: Sandbox[] }>('GET', '/vms').then((r) => r.vms),
  getVm: (vmId: string) => call<Sandbox>('GET', `/vms/${id(vmId)}`),
  vmAction: (vmId: string, action: VmAction) => call<unknown>('POST', `/vms/${id(vmId)}/${action}`),
  deleteVm: (vmId: string) => call<void>('DELETE', `/vms/${id(vmId)}`),
  events: (vmId: string, limit = 200) =>
    call<{ events: Event[] }>('GET', `/vms/${id(vmId)}/events${q({ limit })}`).then((r) => r.events),
  logs: (vmId: string, tailBytes = 65536) =>
    call<{ content: string; truncated: boolean }>('GET', `/vms/${id(vmId)}/logs${q({ tail_bytes: tailBytes })}`),
  metrics: (vmId: string) => call<{ samples: MetricSample[]; cpus: number }>('GET', `/vms/${id(vmId)}/metrics`),
  history: (vmId: string, hours: number) =>
    call<{ points: HistoryPoint[] }>('GET', `/vms/${id(vmId)}/metrics/history${q({ hours })}`).then((r) => r.points),
  ingresses: (vmId: string) =>
    call<{ ingresses: Ingress[] }>('GET', `/vms/${id(vmId)}/ingress`).then((r) => r.ingresses),
  deleteIngress: (ingressId: string) => call<void>('DELETE', `/ingress/${id(ingressId)}`),
  vmSnapshots: (vmId: string) =>
    call<{ snapshots: Snapshot[] }>('GET', `/vms/${id(vmId)}/snapshots`).then((r) => r.snapshots),
  snapshot: (vmId: string) => call<Snapshot>('POST', `/vms/${id(vmId)}/snapshot`, {}),

  listSnapshots: () => call<{ snapshots: Snapshot[] }>('GET', '/snapshots').then((r) => r.snapshots),
  deleteSnapshot: (snapshotId: string) => call<void>('DELETE', `/snapshots/${id(snapshotId)}`),
  exportSnapshot: (snapshotId: string) =>
    call<{ export_id: string; state: string }>('POST', `/snapshots/${id(snapshotId)}/export`, {}),
  listExports: () => call<{ exports: Export[] }>('GET', '/exports').then((r) => r.exports),
  getExport: (exportId: string) => call<Export>('GET', `/exports/${id(exportId)}`),
  deleteExport: (exportId: string) => call<void>('DELETE', `/exports/${id(exportId)}`),

  listTemplates: () => call<{ templates: Template[] }>('GET', '/templates').then((r) => r.templates),
  deleteTemplate: (templateId: string) => call<void>('DELETE', `/templates/${id(templateId)}`),

  usage: (start: string, end: string) => call<Usage>('GET', `/usage${q({ start, end })}`),
  usageSeries: (start: string, end: string) => call<UsageSeries>('GET', `/usage/series${q({ start, end })}`),
  audit: (before?: number, limit = 50) =>
    call<{ records: AuditRecord[]; next_before: number | null }>('GET', `/audit${q({ limit, before })}`),
};
