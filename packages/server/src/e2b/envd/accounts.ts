// Who an envd call acts as (docs/e2b.md, "Users"): the user an RPC names in `Authorization: Basic
// base64(user:)` or a /files request in `username`, else the sandbox's default: `user` when the
// image has that account (E2B's default user), `root` otherwise. Homes come from the image's own
// /etc/passwd, read through Warren's file operation and kept a while per sandbox: relative paths,
// `~` and a missing cwd resolve against them here, so the guest agent only ever sees absolute paths.

import { posix } from 'node:path';
import type { Caller } from '../../control/access/keys.ts';
import type { SandboxService } from '../../control/sandboxes/service.ts';
import { ApiError } from '../../errors.ts';
import { ConnectError, type Request } from './connect.ts';

export const DEFAULT_USER = 'user';
const PASSWD_CACHE_MS = 60_000;
/** Images whose accounts are kept at once (the oldest read goes first). */
const PASSWD_CACHE_IMAGES = 1000;
const MAX_PASSWD_BYTES = 1024 * 1024;

export interface Account {
  name: string;
  home: string;
}

export class Accounts {
  readonly #sandboxes: SandboxService;
  /** /etc/passwd of a sandbox of each image: user name -> home, read at `at`. */
  readonly #homes = new Map<string, { at: number; homes: Map<string, string> }>();

  constructor(sandboxes: SandboxService) {
    this.#sandboxes = sandboxes;
  }

  /**
   * The account `name` names in sandbox `vmId` of `image` (undefined: the default); unknown:
   * `unauthenticated`.
   */
  async resolve(caller: Caller, vmId: string, image: string, name: string | undefined): Promise<Account> {
    let homes = await this.#read(caller, vmId, image, false);
    if (name === undefined || name === '') {
      const fallback = homes.has(DEFAULT_USER) ? DEFAULT_USER : 'root';
      return { name: fallback, home: homes.get(fallback) ?? '/root' };
    }
    if (!homes.has(name)) homes = await this.#read(caller, vmId, image, true);
    const home = homes.get(name);
    if (home === undefined) throw new ConnectError('unauthenticated', `invalid username: '${name}'`);
    return { name, home };
  }

  async #read(caller: Caller, vmId: string, image: string, fresh: boolean): Promise<Map<string, string>> {
    const cached = this.#homes.get(image);
    if (!fresh && cached && Date.now() - cached.at < PASSWD_CACHE_MS) return cached.homes;
    const text = await this.#sandboxes
      .guest(caller, vmId, (h) => h.readFile(vmId, '/etc/passwd', MAX_PASSWD_BYTES))
      .then((b) => b.toString('utf8'))
      .catch((err: unknown) => {
        // An image without /etc/passwd has root only; any other failure is the call's.
        if (err instanceof ApiError && err.status === 404) return '';
        throw err;
      });
    const homes = new Map<string, string>();
    for (const line of text.split('\n')) {
      const f = line.split(':');
      if (f.length >= 7 && !homes.has(f[0])) homes.set(f[0], f[5] || '/');
    }
    this.#homes.delete(image);
    this.#homes.set(image, { at: Date.now(), homes });
    if (this.#homes.size > PASSWD_CACHE_IMAGES) this.#homes.delete(this.#homes.keys().next().value as string);
    return homes;
  }
}

/** The user an RPC names (Authorization: Basic base64("user:")), or undefined. */
export function basicUser(req: Request): string | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(String(req.headers.authorization ?? ''));
  if (!m) return undefined;
  const text = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? text : text.slice(0, colon);
}

/** An absolute path for what a caller gave: `~` and relative paths are under the account's home. */
export function resolvePath(path: string, account: Account): string {
  let p = path;
  if (p === '' || p === '~') p = account.home;
  else if (p.startsWith('~/')) p = posix.join(account.home, p.slice(2));
  else if (!p.startsWith('/')) p = posix.join(account.home, p);
  if (p.includes('\0')) throw new ConnectError('invalid_argument', 'path must not contain NUL');
  const normal = posix.normalize(p);
  return normal.length > 1 ? normal.replace(/\/+$/, '') : normal;
}
