// How a host agent's failures cross the internal API as values: the host encodes what a call
// threw as {kind, message, ...fields}, the control plane rebuilds the same class, so code above
// HostAgent cannot tell a remote host from the embedded one. One row per error class the control
// plane tells apart; anything else arrives as a plain Error with the host's message.

import { PullError, type PullFailure } from '../../images/errors.ts';
import { CheckpointError } from '../checkpoint.ts';
import { AgentUnreachableError, DiskReserveError, GuestError, GuestPortRefusedError, VolumeError } from '../types.ts';

export interface WireError {
  kind: string;
  message: string;
  code?: string;
  reason?: string;
  port?: number;
  sandbox?: boolean;
}

interface ErrorRow {
  kind: string;
  is: (err: unknown) => boolean;
  fields: (err: any) => Partial<WireError>;
  rebuild: (w: WireError) => Error;
}

const ROWS: ErrorRow[] = [
  {
    kind: 'GuestError',
    is: (e) => e instanceof GuestError,
    fields: (e: GuestError) => ({ code: e.code }),
    rebuild: (w) => new GuestError(w.code ?? 'error', w.message),
  },
  {
    kind: 'AgentUnreachableError',
    is: (e) => e instanceof AgentUnreachableError,
    fields: () => ({}),
    rebuild: (w) => new AgentUnreachableError(w.message),
  },
  {
    kind: 'GuestPortRefusedError',
    is: (e) => e instanceof GuestPortRefusedError,
    fields: (e: GuestPortRefusedError) => ({ port: e.port }),
    rebuild: (w) => new GuestPortRefusedError(w.port ?? 0),
  },
  {
    kind: 'DiskReserveError',
    is: (e) => e instanceof DiskReserveError,
    fields: (e: DiskReserveError) => ({ sandbox: e.sandbox }),
    rebuild: (w) => new DiskReserveError(w.message, w.sandbox === true),
  },
  {
    kind: 'CheckpointError',
    is: (e) => e instanceof CheckpointError,
    fields: (e: CheckpointError) => ({ code: e.code }),
    rebuild: (w) => new CheckpointError((w.code ?? 'failed') as CheckpointError['code'], w.message),
  },
  {
    kind: 'VolumeError',
    is: (e) => e instanceof VolumeError,
    fields: (e: VolumeError) => ({ code: e.code }),
    rebuild: (w) => new VolumeError((w.code ?? 'not_found') as VolumeError['code'], w.message),
  },
  {
    kind: 'PullError',
    is: (e) => e instanceof PullError,
    fields: (e: PullError) => ({ reason: e.reason }),
    rebuild: (w) => new PullError((w.reason ?? 'registry error') as PullFailure, w.message),
  },
];

export function errorToWire(err: unknown): WireError {
  const message = err instanceof Error ? err.message : String(err);
  const row = ROWS.find((r) => r.is(err));
  return row ? { kind: row.kind, message, ...row.fields(err) } : { kind: 'Error', message };
}

export function errorFromWire(w: WireError): Error {
  const row = ROWS.find((r) => r.kind === w.kind);
  return row ? row.rebuild(w) : new Error(w.message);
}
