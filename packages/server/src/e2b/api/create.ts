// Creates and forks through the E2B-compatible API (docs/e2b.md, "Templates" and "Create"): what
// a templateID names, E2B's settings as Warren's create request, the wait for a template's first
// build (E2B answers a create when the sandbox runs; Warren's 503 `template building` is waited
// out here), its volume mounts as Warren's, and the row that makes the sandbox an E2B one.

import type { Caller } from '../../control/access/keys.ts';
import type { OnExpiry } from '../../control/lifetimes/lifecycle.ts';
import type { CreateRequest } from '../../control/sandboxes/requests.ts';
import type { MountRequest } from '../../control/volumes/mounts.ts';
import { ApiError, badRequest } from '../../errors.ts';
import type { SandboxRow } from '../../store/index.ts';
import type { E2bSandbox } from '../sandboxes.ts';
import type { E2bApiDeps } from './deps.ts';
import type { NewSandbox } from './schemas.ts';
import { egressOf } from './translate.ts';

/** E2B's default lifetime of a sandbox, in seconds. */
export const DEFAULT_TIMEOUT_S = 300;
/**
 * The templateIDs of E2B's default sandboxes: `base` (the `e2b` SDK's) and `code-interpreter-v1`
 * (`@e2b/code-interpreter`'s). Both are the server's default image, whose template holds a warm
 * Python context and whose port 49999 is the code interpreter (docs/e2b.md).
 */
export const DEFAULT_TEMPLATES = new Set(['base', 'code-interpreter-v1']);
/** How long a create waits for its template's first build before it gives up. */
const TEMPLATE_WAIT_MS = 10 * 60_000;
const TEMPLATE_POLL_MS = 500;

/**
 * What a templateID names, in order: a snapshot of the organization (a create from it restores
 * it), `base` or `code-interpreter-v1` (the server's default image), a template of Warren (id, name or name:version), and
 * otherwise an OCI image reference (pulled as Warren's creates pull images).
 */
async function sourceOf(d: E2bApiDeps, caller: Caller, templateId: string): Promise<CreateRequest> {
  if (await d.snapshots.get(caller, templateId).then(() => true, notFoundIsFalse)) return { snapshot_id: templateId };
  const shape = { cpus: d.config.shape.cpus, memory_mb: d.config.shape.memory_mb };
  if (DEFAULT_TEMPLATES.has(templateId)) return { image: d.config.baseImage, ...shape };
  const template = await d.templates.resolve(caller, templateId).catch(notFoundIsUndefined);
  if (template) return { template: template.template_id };
  return { image: templateId, ...shape };
}

/** Settings of E2B's create that Warren does not serve: a 400 naming them, never a half-made sandbox. */
function refuseUnserved(body: NewSandbox): void {
  const unserved: string[] = [];
  if (body.mcp !== undefined && body.mcp !== null) unserved.push('mcp');
  if (body.iam !== undefined && body.iam !== null) unserved.push('iam');
  if (body.autoResume?.enabled) unserved.push('autoResume');
  for (const k of ['rules', 'egressProxy', 'maskRequestHost', 'httpsPorts'] as const) {
    if (body.network?.[k] != null) unserved.push(`network.${k}`);
  }
  if (unserved.length > 0) throw badRequest(`not supported by Warren: ${unserved.join(', ')} (docs/e2b.md)`);
}

export async function createSandbox(d: E2bApiDeps, caller: Caller, body: NewSandbox): Promise<E2bSandbox> {
  refuseUnserved(body);
  const source = await sourceOf(d, caller, body.templateID);
  const onExpiry: OnExpiry = body.autoPause ? 'archive' : 'delete';
  const req: CreateRequest = {
    ...source,
    ...(body.volumeMounts?.length ? { volumes: mountsOf(body.volumeMounts) } : {}),
    labels: body.metadata ?? {},
    network: egressOf(body.allow_internet_access, body.network),
    lifecycle: { max_lifetime_s: Math.max(1, body.timeout ?? DEFAULT_TIMEOUT_S), on_expiry: onExpiry },
  };
  const row = await createWaiting(d, caller, req);
  return record(d, row, {
    template_id: body.templateID,
    env_vars: JSON.stringify(body.envVars ?? {}),
    secure: body.secure === false ? 0 : 1,
    public_traffic: body.network?.allowPublicTraffic === false ? 0 : 1,
    auto_pause: body.autoPause ? 1 : 0,
  });
}

/**
 * E2B's `volumeMounts` ({name, path}: the SDK's `{path: Volume | name}` as it sends it) as Warren's
 * mounts of the organization's volumes by name, read-write (E2B has no read-only mount). The
 * rules on paths and counts, and the 404 of a volume not found, are Warren's (docs/volumes.md).
 */
function mountsOf(mounts: { name: string; path: string }[]): MountRequest[] {
  return mounts.map((m) => ({ volume: m.name, path: m.path }));
}

/** Live copies of a sandbox (one, or `count` siblings), each an E2B sandbox like its parent. */
export async function forkSandbox(
  d: E2bApiDeps,
  caller: Caller,
  parent: E2bSandbox,
  opts: { count?: number; timeout?: number },
): Promise<E2bSandbox[]> {
  const count = opts.count ?? 1;
  const rows = await d.sandboxes.fork(caller, parent.row.vm_id, count === 1 ? {} : { count });
  const children: E2bSandbox[] = [];
  for (const row of rows) {
    const child = await record(d, row, parent.e2b);
    const onExpiry: OnExpiry = parent.e2b.auto_pause ? 'archive' : 'delete';
    const timed = await d.sandboxes.expireIn(caller, row.vm_id, Math.max(1, opts.timeout ?? DEFAULT_TIMEOUT_S), {
      onExpiry,
    });
    children.push({ ...child, row: timed });
  }
  return children;
}

async function record(
  d: E2bApiDeps,
  row: SandboxRow,
  e2b: { template_id: string; env_vars: string; secure: number; public_traffic: number; auto_pause: number },
): Promise<E2bSandbox> {
  const entry = {
    vm_id: row.vm_id,
    org_id: row.org_id,
    template_id: e2b.template_id,
    env_vars: e2b.env_vars,
    secure: e2b.secure,
    public_traffic: e2b.public_traffic,
    auto_pause: e2b.auto_pause,
    created_unix_ns: Date.now() * 1e6,
  };
  await d.e2b.record(entry);
  return { row, e2b: entry };
}

/** A create that waits out the first build of its template (503 `template building`). */
async function createWaiting(d: E2bApiDeps, caller: Caller, req: CreateRequest): Promise<SandboxRow> {
  const deadline = Date.now() + TEMPLATE_WAIT_MS;
  for (;;) {
    try {
      return await d.sandboxes.create(caller, req);
    } catch (err) {
      const templateId =
        err instanceof ApiError && err.error === 'template building' ? err.extra.template_id : undefined;
      if (typeof templateId !== 'string' || Date.now() > deadline) throw err;
      await waitTemplate(d, caller, templateId, deadline);
    }
  }
}

async function waitTemplate(d: E2bApiDeps, caller: Caller, templateId: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const t = await d.templates.get(caller, templateId);
    if (t.status === 'ready') return;
    if (t.status === 'failed')
      throw new ApiError(500, 'template failed', `the template's build failed: ${t.status_detail}`);
    await new Promise((r) => setTimeout(r, TEMPLATE_POLL_MS));
  }
}

function notFoundIsFalse(err: unknown): false {
  if (err instanceof ApiError && err.status === 404) return false;
  throw err;
}

function notFoundIsUndefined(err: unknown): undefined {
  if (err instanceof ApiError && err.status === 404) return undefined;
  throw err;
}
