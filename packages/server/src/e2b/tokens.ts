// The tokens of a sandbox made through the E2B-compatible API (docs/e2b.md, "Tokens"): the envd
// access token (X-Access-Token, and the key of signed file URLs) and the traffic token of a
// sandbox whose ports are not public. Each is an HMAC of the sandbox's id under a key derived from
// the server's secret: never stored, the same on every replica and after every restart, so a
// client holding a token from create keeps using it after connect, and a fork child gets its own.

import { createHmac, timingSafeEqual } from 'node:crypto';

export class E2bTokens {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key;
  }

  /** The envd access token of a sandbox. */
  envd(vmId: string): string {
    return `ea_${this.#mac('envd', vmId)}`;
  }

  /** The token a request to a non-public port of the sandbox brings (E2B-Traffic-Access-Token). */
  traffic(vmId: string): string {
    return `ta_${this.#mac('traffic', vmId)}`;
  }

  #mac(purpose: string, vmId: string): string {
    return createHmac('sha256', this.#key).update(`${purpose}\0${vmId}`).digest('base64url');
  }
}

/** Compares a secret with what a request brought, in time that does not depend on where they differ. */
export function sameSecret(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
