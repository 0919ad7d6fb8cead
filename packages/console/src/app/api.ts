// The console's only door to Warren: the TypeScript SDK (`@warren/sdk`) in session mode, the same
// client and public routes every program uses (its `ApiClient`: the typed routes without the
// resource classes the console does not use, so they stay out of the bundle). The browser's session cookie authenticates;
// mutating calls carry the session's CSRF token, which lives only in memory (docs/accounts.md,
// "Sessions"). Types come from the SDK, which derives them from the server's OpenAPI document.

import { type Answer, ApiClient, ApiError, AuthError, type Query, type RequestBody } from '@warren/sdk';

type Item<L> = L extends readonly (infer I)[] ? I : never;

export type Sandbox = Answer<'/vms/{id}', 'get'>;
export type Event = Item<Answer<'/vms/{id}/events', 'get'>['events']>;
export type Snapshot = Answer<'/snapshots/{snapshot_id}', 'get'>;
export type Export = Answer<'/exports/{export_id}', 'get'>;
export type ExportFile = Item<NonNullable<Export['files']>>;
export type Template = Answer<'/templates/{template_id}', 'get'>;
export type MetricSample = Item<Answer<'/vms/{id}/metrics', 'get'>['samples']>;
/** `measured: false`: nothing was measured in this minute (a gap, never a zero). */
export type HistoryPoint = Item<Answer<'/vms/{id}/metrics/history', 'get'>['points']>;
export type Ingress = Item<Answer<'/vms/{id}/ingress', 'get'>['ingresses']>;
export type Usage = Answer<'/usage', 'get'>;
export type UsageState = Item<Usage['states']>;
export type UsageSeries = Answer<'/usage/series', 'get'>;
export type Session = Answer<'/auth/session', 'get'>;
export type Organization = Answer<'/org', 'get'>;
export type ApiKey = Item<Answer<'/keys', 'get'>['keys']>;
export type OAuthClient = Item<Answer<'/oauth/clients', 'get'>['clients']>;
export type Member = Item<Answer<'/members', 'get'>['members']>;
export type Invitation = Item<Answer<'/invitations', 'get'>['invitations']>;
export type AuditRecord = Item<Answer<'/audit', 'get'>['records']>;
export type Volume = Answer<'/volumes/{id}', 'get'>;
export type Lifecycle = Sandbox['lifecycle'];
export type LifecycleChange = NonNullable<RequestBody<'/vms/{id}', 'patch'>['lifecycle']>;
export type VmQuery = Query<'/vms', 'get'>;
export type VmState = NonNullable<VmQuery['state']>;
export type Webhook = Item<Answer<'/webhooks', 'get'>['webhooks']>;
export type WebhookEvent = Item<NonNullable<RequestBody<'/webhooks', 'post'>['events']>>;
export type Delivery = Item<Answer<'/webhooks/{webhook_id}/deliveries', 'get'>['deliveries']>;
/** A run of code as one JSON answer (docs/code.md). */
export type RunAnswer = Answer<'/vms/{id}/run_code', 'post'>;
export type CodeLanguage = NonNullable<RequestBody<'/vms/{id}/run_code', 'post'>['language']>;
/**
 * A sandbox's egress rules (`network` on the sandbox, `PUT /vms/{id}/network`; docs/network.md).
 * Written here because the SDK's schema does not have them yet: a server without them answers no
 * `network` field and 404 `no route` to the PUT, which the sandbox page says in words.
 */
export interface EgressRules {
  allow_out?: string[];
  deny_out?: string[];
}

/** An answer other than 2xx: the SDK's error, with `status`, `word` (the machine word) and `body`. */
export { ApiError as ApiFailure };

/** Called when the API answers 401: the session is gone, the console shows sign-in. */
let onSignedOut: () => void = () => {};
export function whenSignedOut(fn: () => void): void {
  onSignedOut = fn;
}

const client = new ApiClient({ session: true, apiUrl: location.origin });
const { GET, POST, PATCH, DELETE } = client.api;

/** Every call goes through here: a 401 means the session is gone. */
async function call<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (err) {
    if (err instanceof AuthError && err.status === 401) onSignedOut();
    throw err;
  }
}

const vm = (id: string) => ({ params: { path: { id } } });
const webhook = (webhookId: string) => ({ params: { path: { webhook_id: webhookId } } });

/** The sandbox's egress rules, or undefined when it has none (or the server does not know them). */
export function egressRules(sandbox: Sandbox): EgressRules | undefined {
  return (sandbox as { network?: EgressRules | null }).network ?? undefined;
}

/** True for the 404 a server answers for a route it does not have (not a missing sandbox). */
export function isMissingRoute(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404 && String(err.body.message ?? '').startsWith('no route');
}

// The one call the typed routes cannot name yet (see EgressRules): the same SDK client, untyped.
const putUntyped = client.api.PUT as unknown as (
  url: string,
  init: { params: { path: Record<string, string> }; body: unknown },
) => Promise<unknown>;

export type VmAction = 'sleep' | 'resume' | 'stop' | 'start' | 'reboot';

/** Keeps the session's CSRF token for the calls that follow. */
function remember(session: Session): Session {
  client.setCsrfToken(session.csrf_token);
  return session;
}

export const api = {
  session: () => call(GET('/auth/session')).then(remember),
  signIn: (email: string, password: string) =>
    call(POST('/auth/sign-in', { body: { email, password } })).then(remember),
  signOut: () => call(POST('/auth/sign-out')).finally(() => client.setCsrfToken(undefined)),
  invitation: (token: string) => call(GET('/auth/invitations/{token}', { params: { path: { token } } })),
  acceptInvitation: (token: string, password: string) =>
    call(POST('/auth/invitations/{token}/accept', { params: { path: { token } }, body: { password } })),

  org: () => call(GET('/org')),
  renameOrg: (name: string) => call(PATCH('/org', { body: { name } })),
  members: () => call(GET('/members')).then((r) => r.members),
  removeMember: (userId: string) => call(DELETE('/members/{id}', vm(userId))),
  invitations: () => call(GET('/invitations')).then((r) => r.invitations),
  invite: (email: string) => call(POST('/invitations', { body: { email } })),
  cancelInvitation: (invitationId: string) => call(DELETE('/invitations/{id}', vm(invitationId))),
  keys: () => call(GET('/keys')).then((r) => r.keys),
  createKey: (name: string) => call(POST('/keys', { body: { name } })),
  revokeKey: (keyId: string) => call(DELETE('/keys/{id}', vm(keyId))),
  oauthClients: () => call(GET('/oauth/clients')).then((r) => r.clients),
  createOAuthClient: (name: string) => call(POST('/oauth/clients', { body: { name } })),
  deleteOAuthClient: (clientId: string) => call(DELETE('/oauth/clients/{id}', vm(clientId))),

  listVms: (query: VmQuery) => call(GET('/vms', { params: { query } })),
  patchVm: (vmId: string, body: RequestBody<'/vms/{id}', 'patch'>) => call(PATCH('/vms/{id}', { ...vm(vmId), body })),
  extend: (vmId: string, byS: number) => call(POST('/vms/{id}/extend', { ...vm(vmId), body: { by_s: byS } })),
  setEgress: (vmId: string, rules: EgressRules) => call(putUntyped('/vms/{id}/network', { ...vm(vmId), body: rules })),
  getVm: (vmId: string) => call(GET('/vms/{id}', vm(vmId))),
  vmAction: (vmId: string, action: VmAction) => call(POST(`/vms/{id}/${action}`, vm(vmId))),
  deleteVm: (vmId: string) => call(DELETE('/vms/{id}', vm(vmId))),
  events: (vmId: string, limit = 200) =>
    call(GET('/vms/{id}/events', { params: { path: { id: vmId }, query: { limit } } })).then((r) => r.events),
  logs: (vmId: string, tailBytes = 65536) =>
    call(GET('/vms/{id}/logs', { params: { path: { id: vmId }, query: { tail_bytes: tailBytes } } })),
  metrics: (vmId: string) => call(GET('/vms/{id}/metrics', vm(vmId))),
  history: (vmId: string, hours: number) =>
    call(GET('/vms/{id}/metrics/history', { params: { path: { id: vmId }, query: { hours } } })).then((r) => r.points),
  ingresses: (vmId: string) => call(GET('/vms/{id}/ingress', vm(vmId))).then((r) => r.ingresses),
  deleteIngress: (ingressId: string) =>
    call(DELETE('/ingress/{ingress_id}', { params: { path: { ingress_id: ingressId } } })),
  vmSnapshots: (vmId: string) => call(GET('/vms/{id}/snapshots', vm(vmId))).then((r) => r.snapshots),
  snapshot: (vmId: string) => call(POST('/vms/{id}/snapshot', { ...vm(vmId), body: {} })),
  // Within the client's own time limit (a run past it is interrupted; the context lives on).
  runCode: (vmId: string, body: { code: string; language: CodeLanguage }) =>
    call(POST('/vms/{id}/run_code', { ...vm(vmId), body: { ...body, timeout_s: 100 } })) as Promise<RunAnswer>,

  listSnapshots: () => call(GET('/snapshots')).then((r) => r.snapshots),
  deleteSnapshot: (snapshotId: string) =>
    call(DELETE('/snapshots/{snapshot_id}', { params: { path: { snapshot_id: snapshotId } } })),
  exportSnapshot: (snapshotId: string) =>
    call(POST('/snapshots/{snapshot_id}/export', { params: { path: { snapshot_id: snapshotId } }, body: {} })),
  listExports: () => call(GET('/exports')).then((r) => r.exports),
  getExport: (exportId: string) => call(GET('/exports/{export_id}', { params: { path: { export_id: exportId } } })),
  deleteExport: (exportId: string) =>
    call(DELETE('/exports/{export_id}', { params: { path: { export_id: exportId } } })),

  volumes: () => call(GET('/volumes')).then((r) => r.volumes),
  createVolume: (name: string, sizeMb: number) => call(POST('/volumes', { body: { name, size_mb: sizeMb } })),
  deleteVolume: (volumeId: string) => call(DELETE('/volumes/{id}', vm(volumeId))),

  listTemplates: () => call(GET('/templates')).then((r) => r.templates),
  deleteTemplate: (templateId: string) =>
    call(DELETE('/templates/{template_id}', { params: { path: { template_id: templateId } } })),

  usage: (start: string, end: string) => call(GET('/usage', { params: { query: { start, end } } })),
  usageSeries: (start: string, end: string) => call(GET('/usage/series', { params: { query: { start, end } } })),
  webhooks: () => call(GET('/webhooks')).then((r) => r.webhooks),
  getWebhook: (webhookId: string) => call(GET('/webhooks/{webhook_id}', webhook(webhookId))),
  createWebhook: (url: string, events: WebhookEvent[]) => call(POST('/webhooks', { body: { url, events } })),
  deleteWebhook: (webhookId: string) => call(DELETE('/webhooks/{webhook_id}', webhook(webhookId))),
  deliveries: (webhookId: string, limit: number, cursor?: string) =>
    call(
      GET('/webhooks/{webhook_id}/deliveries', {
        params: { path: { webhook_id: webhookId }, query: { limit, cursor } },
      }),
    ),

  audit: (before?: number, limit = 50) => call(GET('/audit', { params: { query: { limit, before } } })),
};
