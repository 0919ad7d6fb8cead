// The one error an image pull throws. `reason` is the machine word callers branch on (the API maps
// `invalid reference` to 400; a template build records the message as its failure). Messages name
// the registry, the repository and the cause, and never carry a secret: no credential, token or
// Authorization header is ever formatted into one.

export type PullFailure =
  /** The reference does not parse, or names a digest algorithm other than sha256. */
  | 'invalid reference'
  /** The registry has no such repository or tag/digest, or no linux/amd64 image in an index. */
  | 'not found'
  /** The registry refused the stored credentials, or wants credentials and none are stored. */
  | 'unauthorized'
  /** No connection to the registry (refused, DNS, TLS, timeout). */
  | 'unreachable'
  /** The registry answered something unexpected (5xx, an unknown status). */
  | 'registry error'
  /** What was downloaded is not a usable image: digest mismatch, unknown manifest type, bad tar. */
  | 'invalid image';

export class PullError extends Error {
  readonly reason: PullFailure;
  constructor(reason: PullFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

export const isPullError = (e: unknown): e is PullError => e instanceof PullError;
