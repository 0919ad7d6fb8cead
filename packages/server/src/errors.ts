// Errors as values: each has an HTTP status and a machine word (`error`) matching the
// specification's words. Defined once here and mapped to HTTP once (api/error-handler.ts).

export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    error: string,
    message?: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message ?? error);
    this.status = status;
    this.error = error;
    this.extra = extra;
    this.headers = headers;
  }

  body(): Record<string, unknown> {
    return { error: this.error, message: this.message, ...this.extra };
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(400, 'invalid request', message, extra);
export const unauthorized = () => new ApiError(401, 'unauthorized', 'missing or invalid API key');
export const forbidden = (message = 'not permitted') => new ApiError(403, 'forbidden', message);
export const notFound = (what: string) => new ApiError(404, 'not found', `no such ${what}`);
export const conflict = (word: string, message?: string) => new ApiError(409, word, message ?? word);
export const quotaCap = (limit: number) =>
  new ApiError(403, 'quota', `organization cap of ${limit} sandboxes reached`, { kind: 'cap' });
export const volumeCap = (limitMb: number) =>
  new ApiError(403, 'quota', `organization cap of ${limitMb} MiB of volumes reached`, { kind: 'volumes' });
export const sandboxPaused = () => conflict('sandbox is paused');
export const sandboxStopped = () => conflict('sandbox is stopped');
export const agentUnreachable = (status: 409 | 503 = 503) =>
  new ApiError(status, 'sandbox agent unreachable', 'the guest agent stopped answering');
/** Seconds a caller waits before retrying a call that could not reach the sandbox's host. */
export const HOST_RETRY_AFTER_S = 5;
export const hostUnavailable = () =>
  new ApiError(
    503,
    'Unavailable',
    "the sandbox's host cannot be reached right now (restarting or lost); retry in a few seconds",
    undefined,
    { 'retry-after': String(HOST_RETRY_AFTER_S) },
  );
export const capacity = (retryAfterS: number, message = 'no host fits the shape now', kind = 'placement') =>
  new ApiError(503, 'capacity', message, { kind }, { 'retry-after': String(retryAfterS) });
/** Seconds a caller refused for the host's disk reserve waits before trying again (host/disk-reserve.ts). */
export const DISK_RETRY_AFTER_S = 10;
export const diskReserveReached = (message: string) => capacity(DISK_RETRY_AFTER_S, message, 'disk');
