// The SDK's errors: one class per condition the specification names, and the single mapping from
// an HTTP answer (status, `error` word, headers) to one of them. Callers match on classes; the
// server's machine word is kept in `word` and the whole body in `body`.

/** The body of a Warren error answer: `{error: <machine word>, message, ...details}`. */
export interface ErrorBody {
  error?: string;
  message?: string;
  [field: string]: unknown;
}

/** Base of every error the SDK throws. */
export class WarrenError extends Error {
  override name = 'WarrenError';
}

/** An error answer of the API: `status` is the HTTP status, `body` the parsed answer. */
export class ApiError extends WarrenError {
  override name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody;
  /** The server's machine word (`sandbox is paused`, `quota`, ...); match on it, not on `message`. */
  readonly word: string;
  /** Seconds the server asked to wait (`Retry-After`), when it said. */
  readonly retryAfter: number | undefined;

  constructor(status: number, body: ErrorBody, retryAfter?: number) {
    const word = typeof body.error === 'string' ? body.error : `HTTP ${status}`;
    const detail = typeof body.message === 'string' && body.message !== word ? `: ${body.message}` : '';
    super(`${status} ${word}${detail}`);
    this.status = status;
    this.body = body;
    this.word = word;
    this.retryAfter = retryAfter;
  }
}

/** 400 (and 413/415): the request is malformed or out of range; fix it. */
export class InvalidRequestError extends ApiError {
  override name = 'InvalidRequestError';
}
/** 401 missing or invalid key, 403 not permitted. */
export class AuthError extends ApiError {
  override name = 'AuthError';
}
/** 404: no such sandbox, snapshot, template or export in the organization. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
/** 409: the resource's state forbids the operation; `word` says which state. */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}
/** 409 `sandbox is paused`: resume it first. */
export class SandboxPausedError extends ConflictError {
  override name = 'SandboxPausedError';
}
/** 409 `sandbox is stopped` (archived): unarchive it first. */
export class SandboxStoppedError extends ConflictError {
  override name = 'SandboxStoppedError';
}
/** 503 `template building`: the first use of an image at a shape; `templateId` names the build. */
export class TemplateBuildingError extends ApiError {
  override name = 'TemplateBuildingError';
  get templateId(): string {
    return String(this.body.template_id ?? '');
  }
}
/** 403 `quota` (`kind` `cap`: 20 sandboxes) or 429 `rate limited` (`kind` `rate`, `retryAfter`). */
export class QuotaError extends ApiError {
  override name = 'QuotaError';
  get kind(): 'rate' | 'cap' {
    return this.status === 429 ? 'rate' : 'cap';
  }
}
/** 503 `capacity`: no host fits the shape now; retry with backoff. */
export class CapacityError extends ApiError {
  override name = 'CapacityError';
}
/** 503 `sandbox agent unreachable`: the guest stopped answering; reboot or delete it. */
export class SandboxUnhealthyError extends ApiError {
  override name = 'SandboxUnhealthyError';
}
/** Any other 5xx: a platform failure (idempotent calls were already retried). */
export class ServerError extends ApiError {
  override name = 'ServerError';
}

/** A template build the SDK waited for ended `failed`; `detail` is its status_detail. */
export class TemplateBuildFailed extends WarrenError {
  override name = 'TemplateBuildFailed';
  readonly templateId: string;
  readonly detail: string;
  constructor(templateId: string, detail: string) {
    super(`template ${templateId} failed: ${detail}`);
    this.templateId = templateId;
    this.detail = detail;
  }
}
/** An export the SDK waited for ended `failed`; `detail` is the server's reason. */
export class ExportFailed extends WarrenError {
  override name = 'ExportFailed';
  readonly exportId: string;
  readonly detail: string;
  constructor(exportId: string, detail: string) {
    super(`export ${exportId} failed: ${detail}`);
    this.exportId = exportId;
    this.detail = detail;
  }
}
/** A wait (template build, snapshot durability, export) did not finish in its time. */
export class WaitTimeout extends WarrenError {
  override name = 'WaitTimeout';
}
/** The request did not get an answer: connection refused or reset, DNS, or the client's timeout. */
export class TransportError extends WarrenError {
  override name = 'TransportError';
}
/** The client was closed; make a new one. */
export class ClientClosedError extends WarrenError {
  override name = 'ClientClosedError';
  constructor() {
    super('the client is closed');
  }
}

/** The error for an HTTP error answer, chosen by status and the server's machine word. */
export function errorFromResponse(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  const b: ErrorBody = body && typeof body === 'object' ? (body as ErrorBody) : { message: String(body ?? '') };
  const word = typeof b.error === 'string' ? b.error : '';
  const retryAfter = retryAfterHeader !== null && /^\d+$/.test(retryAfterHeader) ? Number(retryAfterHeader) : undefined;
  if (status === 429) return new QuotaError(status, b, retryAfter);
  if (status === 403 && word === 'quota') return new QuotaError(status, b, retryAfter);
  if (status === 401 || status === 403) return new AuthError(status, b, retryAfter);
  if (status === 404) return new NotFoundError(status, b, retryAfter);
  if (status === 409) {
    if (word.includes('paused')) return new SandboxPausedError(status, b, retryAfter);
    if (word.includes('stopped') || word.includes('archived')) return new SandboxStoppedError(status, b, retryAfter);
    return new ConflictError(status, b, retryAfter);
  }
  if (status === 503 && word === 'template building') return new TemplateBuildingError(status, b, retryAfter);
  if (status === 503 && word === 'capacity') return new CapacityError(status, b, retryAfter);
  if (status === 503 && word === 'sandbox agent unreachable') return new SandboxUnhealthyError(status, b, retryAfter);
  if (status >= 500) return new ServerError(status, b, retryAfter);
  return new InvalidRequestError(status, b, retryAfter);
}
