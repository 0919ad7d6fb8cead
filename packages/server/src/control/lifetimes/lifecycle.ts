// A sandbox's lifecycle settings (docs/lifecycle.md): after how long without activity the idle
// policy acts and how (`on_idle`: sleep, archive or delete), and how long it may live at most
// (`max_lifetime_s`, `on_expiry`: archive or delete). Here: the settings a create, a PATCH, a fork
// and an extend write, and how the API shows them. The policies that act on them are
// control/lifetimes/idle.ts and control/lifetimes/expiry.ts.

import { badRequest, conflict } from '../../errors.ts';
import type { SandboxRow } from '../../store/index.ts';

export type OnIdle = 'sleep' | 'archive' | 'delete';
export type OnExpiry = 'archive' | 'delete';

/** At most 30 days without activity before on_idle acts. */
export const MAX_IDLE_AFTER_S = 30 * 86_400;
/** A lifetime, or an extension, of at most a year. */
export const MAX_LIFETIME_S = 365 * 86_400;

/** Settings as a create or a PATCH gives them (absent: unchanged, or the default at create). */
export interface LifecycleRequest {
  idle_after_s?: number;
  on_idle?: OnIdle;
  /** null: no expiry. */
  max_lifetime_s?: number | null;
  on_expiry?: OnExpiry;
}

/** Settings as the API shows them, with the expiry they give (null: none). */
export interface LifecycleView {
  idle_after_s: number;
  on_idle: OnIdle;
  max_lifetime_s: number | null;
  on_expiry: OnExpiry;
  expires_unix_ns: number | null;
}

type LifecycleColumns = Pick<
  SandboxRow,
  'idle_after_s' | 'on_idle' | 'max_lifetime_s' | 'on_expiry' | 'expires_unix_ns' | 'expiry_noticed_unix_ns'
>;

/** The columns of a new sandbox created at `createdNs` with `req` (the defaults where absent). */
export function lifecycleColumns(req: LifecycleRequest | undefined, createdNs: number): LifecycleColumns {
  const max = req?.max_lifetime_s ?? null;
  return {
    idle_after_s: req?.idle_after_s ?? null,
    on_idle: req?.on_idle ?? null,
    max_lifetime_s: max,
    on_expiry: req?.on_expiry ?? null,
    expires_unix_ns: max === null ? null : createdNs + max * 1e9,
    expiry_noticed_unix_ns: null,
  };
}

/** A fork child's columns: its parent's settings, its lifetime counted from its own creation. */
export function inheritedLifecycle(parent: SandboxRow, createdNs: number): LifecycleColumns {
  return lifecycleColumns(
    {
      idle_after_s: parent.idle_after_s ?? undefined,
      on_idle: (parent.on_idle as OnIdle | null) ?? undefined,
      max_lifetime_s: parent.max_lifetime_s,
      on_expiry: (parent.on_expiry as OnExpiry | null) ?? undefined,
    },
    createdNs,
  );
}

/**
 * The columns a PATCH changes: the settings it names. A new max_lifetime_s sets the expiry anew,
 * counted from the sandbox's creation (an extension before it is dropped); null removes it.
 */
export function patchedLifecycle(row: SandboxRow, patch: LifecycleRequest): Partial<LifecycleColumns> {
  const out: Partial<LifecycleColumns> = {};
  if (patch.idle_after_s !== undefined) out.idle_after_s = patch.idle_after_s;
  if (patch.on_idle !== undefined) out.on_idle = patch.on_idle;
  if (patch.on_expiry !== undefined) out.on_expiry = patch.on_expiry;
  if (patch.max_lifetime_s !== undefined) {
    out.max_lifetime_s = patch.max_lifetime_s;
    out.expires_unix_ns = patch.max_lifetime_s === null ? null : row.created_unix_ns + patch.max_lifetime_s * 1e9;
    out.expiry_noticed_unix_ns = null;
  }
  return out;
}

/**
 * The expiry after `POST /vms/{id}/extend` by `byS` seconds: that much later than the expiry, or
 * than now if the expiry has passed (or was used up by archiving). 409 `no expiry` for a sandbox
 * without max_lifetime_s (set one with PATCH).
 */
export function extendedExpiry(row: SandboxRow, byS: number, nowNs: number): Partial<LifecycleColumns> {
  if (row.max_lifetime_s === null) {
    throw conflict('no expiry', 'the sandbox has no max_lifetime_s; set one with PATCH /vms/{id}');
  }
  return { expires_unix_ns: Math.max(row.expires_unix_ns ?? nowNs, nowNs) + byS * 1e9, expiry_noticed_unix_ns: null };
}

/**
 * The columns of a lifetime that ends `inS` seconds from now (null: no expiry), whatever it was
 * before: a timeout counted from now (the E2B-compatible API's, docs/e2b.md). `extendOnly` never
 * moves an expiry sooner; `onExpiry` changes what happens at it.
 */
export function expiryFromNow(
  row: SandboxRow,
  inS: number | null,
  nowNs: number,
  opts: { onExpiry?: OnExpiry; extendOnly?: boolean } = {},
): Partial<LifecycleColumns> {
  const out: Partial<LifecycleColumns> = opts.onExpiry ? { on_expiry: opts.onExpiry } : {};
  if (inS === null) return { ...out, max_lifetime_s: null, expires_unix_ns: null, expiry_noticed_unix_ns: null };
  let expires = nowNs + inS * 1e9;
  if (opts.extendOnly && row.expires_unix_ns !== null && row.expires_unix_ns > expires) expires = row.expires_unix_ns;
  const lifetimeS = Math.ceil((expires - row.created_unix_ns) / 1e9);
  if (lifetimeS > MAX_LIFETIME_S) throw badRequest(`a sandbox lives at most ${MAX_LIFETIME_S} s from its creation`);
  return { ...out, max_lifetime_s: lifetimeS, expires_unix_ns: expires, expiry_noticed_unix_ns: null };
}

/** The settings as the API shows them; `idleAfterS` is the server's idle period (the default). */
export function viewLifecycle(row: SandboxRow, idleAfterS: number): LifecycleView {
  return {
    idle_after_s: row.idle_after_s ?? idleAfterS,
    on_idle: (row.on_idle as OnIdle | null) ?? 'sleep',
    max_lifetime_s: row.max_lifetime_s,
    on_expiry: (row.on_expiry as OnExpiry | null) ?? 'archive',
    expires_unix_ns: row.expires_unix_ns,
  };
}

/** How long a sandbox may go without activity before its on_idle acts, in ms. */
export function idleAfterMs(row: SandboxRow, serverIdleAfterMs: number): number {
  return row.idle_after_s === null ? serverIdleAfterMs : row.idle_after_s * 1000;
}

export function onIdle(row: SandboxRow): OnIdle {
  return (row.on_idle as OnIdle | null) ?? 'sleep';
}

export function onExpiry(row: SandboxRow): OnExpiry {
  return (row.on_expiry as OnExpiry | null) ?? 'archive';
}
