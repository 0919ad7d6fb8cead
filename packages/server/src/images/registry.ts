// A client of the OCI distribution API (Docker Hub, ghcr.io, docker-registry, ...), read side
// only: fetch a manifest by tag or digest, download a blob to a file while checking its sha256.
// It answers the registry's authentication challenge itself: a Bearer challenge gets a token from
// the realm (anonymously, or with the stored credentials as Basic auth), a Basic challenge gets
// the stored credentials. Plain http is used only for loopback and configured insecure registries.
// It owns the wire format of the protocol; it knows nothing of caches, layers or filesystems.

import { createHash } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import { PullError } from './errors.ts';
import { type Descriptor, DIGEST_RE, MANIFEST_ACCEPT } from './manifest.ts';
import { registryApiHost } from './reference.ts';

export interface Credentials {
  username: string;
  secret: string;
}

export interface RegistryClientOptions {
  /** Registry as written in the reference (`docker.io`, `127.0.0.1:5000`). */
  registry: string;
  repository: string;
  credentials?: Credentials;
  /** Registries (host or host:port) spoken to over plain http besides loopback ones. */
  insecureRegistries?: readonly string[];
  /** Deadline for a response's headers, and for each chunk of a blob's body. Default 60 s. */
  timeoutMs?: number;
}

export interface FetchedManifest {
  body: Buffer;
  contentType: string;
  /** sha256 of the exact bytes received. */
  digest: string;
}

const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
const USER_AGENT = 'warren-image-pull';

/** True when the registry is spoken to over http: loopback, or listed by the operator. */
export function isInsecureRegistry(registry: string, insecure: readonly string[] = []): boolean {
  const host = registry.startsWith('[') ? registry.slice(0, registry.indexOf(']') + 1) : registry.split(':')[0];
  if (host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)) return true;
  return insecure.includes(registry) || insecure.includes(host);
}

interface Challenge {
  scheme: string;
  params: Record<string, string>;
}

/** Parses `Bearer realm="...",service="...",scope="..."` (values quoted or bare). */
export function parseChallenge(header: string): Challenge {
  const m = /^\s*(\S+)\s*(.*)$/.exec(header);
  if (!m) return { scheme: '', params: {} };
  const params: Record<string, string> = {};
  for (const p of m[2].matchAll(/([A-Za-z_][\w-]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]*))/g)) {
    params[p[1].toLowerCase()] = p[2] !== undefined ? p[2].replace(/\\(.)/g, '$1') : p[3];
  }
  return { scheme: m[1].toLowerCase(), params };
}

function describeNetworkError(e: unknown, timeoutMs: number): string {
  const err = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  return err?.cause?.message ?? err?.cause?.code ?? err?.message ?? String(e);
}

/** The first error of a distribution API error body, as "manifest unknown" style words. */
async function registryErrorWords(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { errors?: { code?: string; message?: string }[] };
    const first = body.errors?.[0];
    return first?.message ?? first?.code?.toLowerCase().replace(/_/g, ' ');
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status alone has to do.
    return undefined;
  }
}

export class RegistryClient {
  readonly registry: string;
  readonly repository: string;
  private readonly base: string;
  private readonly credentials?: Credentials;
  private readonly timeoutMs: number;
  /** Authorization header value once a challenge has been answered. */
  private authorization?: string;

  constructor(opts: RegistryClientOptions) {
    this.registry = opts.registry;
    this.repository = opts.repository;
    this.credentials = opts.credentials;
    this.timeoutMs = opts.timeoutMs ?? 60_000;
    const scheme = isInsecureRegistry(opts.registry, opts.insecureRegistries) ? 'http' : 'https';
    this.base = `${scheme}://${registryApiHost(opts.registry)}/v2/${opts.repository}`;
  }

  private get name(): string {
    return `${this.registry}/${this.repository}`;
  }

  /** Fetches a manifest or index by tag or digest; a digest reference is checked against the bytes. */
  async fetchManifest(reference: string): Promise<FetchedManifest> {
    const res = await this.send(`manifests/${reference}`, { accept: MANIFEST_ACCEPT.join(', ') });
    const shown = `${this.name}${reference.startsWith('sha256:') ? '@' : ':'}${reference}`;
    if (res.status === 404) {
      const words = await registryErrorWords(res);
      throw new PullError('not found', `image ${shown} not found (${words ?? 'manifest unknown'})`);
    }
    if (!res.ok) throw await this.unexpected(res, `manifest of ${shown}`);
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > MAX_MANIFEST_BYTES) {
      await res.body?.cancel();
      throw new PullError('invalid image', `manifest of ${shown} is ${length} bytes, over the 4 MiB limit`);
    }
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length > MAX_MANIFEST_BYTES) {
      throw new PullError('invalid image', `manifest of ${shown} is over the 4 MiB limit`);
    }
    const digest = `sha256:${createHash('sha256').update(body).digest('hex')}`;
    const claimed = res.headers.get('docker-content-digest');
    const expected = reference.startsWith('sha256:') ? reference : claimed?.startsWith('sha256:') ? claimed : undefined;
    if (expected && expected !== digest) {
      throw new PullError(
        'invalid image',
        `manifest of ${shown} failed verification: expected ${expected}, got ${digest}`,
      );
    }
    return { body, contentType: res.headers.get('content-type') ?? '', digest };
  }

  /**
   * Downloads a blob into `dest` (created or truncated), counting bytes through `onBytes`. The
   * size and sha256 are checked against the descriptor; on any failure `dest` is removed.
   */
  async fetchBlob(desc: Descriptor, dest: string, onBytes: (n: number) => void = () => {}): Promise<void> {
    if (!DIGEST_RE.test(desc.digest)) throw new PullError('invalid image', `unsupported digest ${desc.digest}`);
    const idle = new AbortController();
    let timer = setTimeout(() => idle.abort(new DOMException('idle', 'TimeoutError')), this.timeoutMs);
    const file = await open(dest, 'w');
    let ok = false;
    try {
      const res = await this.send(`blobs/${desc.digest}`, { signal: idle.signal });
      if (res.status === 404) {
        await res.body?.cancel();
        throw new PullError('not found', `blob ${desc.digest} of ${this.name} not found on the registry`);
      }
      if (!res.ok) throw await this.unexpected(res, `blob ${desc.digest} of ${this.name}`);
      const hash = createHash('sha256');
      let received = 0;
      try {
        for await (const chunk of res.body ?? []) {
          clearTimeout(timer);
          timer = setTimeout(() => idle.abort(new DOMException('idle', 'TimeoutError')), this.timeoutMs);
          received += chunk.length;
          if (received > desc.size) {
            throw new PullError(
              'invalid image',
              `blob ${desc.digest} of ${this.name} is larger than its ${desc.size} bytes`,
            );
          }
          hash.update(chunk);
          await file.write(chunk);
          onBytes(chunk.length);
        }
      } catch (e) {
        if (e instanceof PullError) throw e;
        throw new PullError(
          'unreachable',
          `download of ${desc.digest} from ${this.registry} broke off: ${describeNetworkError(e, this.timeoutMs)}`,
        );
      }
      const got = `sha256:${hash.digest('hex')}`;
      if (received !== desc.size || got !== desc.digest) {
        throw new PullError(
          'invalid image',
          `blob ${desc.digest} of ${this.name} failed verification: received ${received} bytes with digest ${got}`,
        );
      }
      ok = true;
    } finally {
      clearTimeout(timer);
      await file.close();
      if (!ok) await unlink(dest).catch(() => undefined);
    }
  }

  /** One request, answering a 401 challenge once (a token may also expire during a long pull). */
  private async send(path: string, opts: { accept?: string; signal?: AbortSignal }): Promise<Response> {
    const url = `${this.base}/${path}`;
    let res = await this.fetchOnce(url, opts);
    if (res.status === 401) {
      const challenge = res.headers.get('www-authenticate') ?? '';
      await res.body?.cancel();
      await this.authenticate(challenge);
      res = await this.fetchOnce(url, opts);
    }
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      throw this.denied();
    }
    return res;
  }

  private async fetchOnce(url: string, opts: { accept?: string; signal?: AbortSignal }): Promise<Response> {
    const headers: Record<string, string> = { 'user-agent': USER_AGENT };
    if (opts.accept) headers.accept = opts.accept;
    if (this.authorization) headers.authorization = this.authorization;
    try {
      // Blob requests may be redirected to storage elsewhere; fetch drops Authorization when the
      // redirect leaves the registry's origin, so the token goes nowhere else.
      return await fetch(url, { headers, signal: opts.signal ?? AbortSignal.timeout(this.timeoutMs) });
    } catch (e) {
      throw new PullError(
        'unreachable',
        `registry ${this.registry} unreachable: ${describeNetworkError(e, this.timeoutMs)}`,
      );
    }
  }

  private async authenticate(header: string): Promise<void> {
    const challenge = parseChallenge(header);
    if (challenge.scheme === 'basic') {
      if (!this.credentials) throw this.denied();
      const pair = `${this.credentials.username}:${this.credentials.secret}`;
      this.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
      return;
    }
    if (challenge.scheme !== 'bearer' || !challenge.params.realm) {
      throw new PullError(
        'registry error',
        `registry ${this.registry} asked for an unsupported authentication (${challenge.scheme || 'no challenge'})`,
      );
    }
    this.authorization = `Bearer ${await this.fetchToken(challenge.params)}`;
  }

  private async fetchToken(params: Record<string, string>): Promise<string> {
    let url: URL;
    try {
      url = new URL(params.realm);
    } catch {
      throw new PullError('registry error', `registry ${this.registry} named an invalid token realm`);
    }
    if (params.service) url.searchParams.set('service', params.service);
    url.searchParams.set('scope', params.scope ?? `repository:${this.repository}:pull`);
    const headers: Record<string, string> = { 'user-agent': USER_AGENT };
    if (this.credentials) {
      const pair = `${this.credentials.username}:${this.credentials.secret}`;
      headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
    }
    let res: Response;
    try {
      res = await fetch(url, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (e) {
      throw new PullError(
        'unreachable',
        `token service ${url.host} of ${this.registry} unreachable: ${describeNetworkError(e, this.timeoutMs)}`,
      );
    }
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      throw this.denied();
    }
    if (!res.ok) {
      // A token service's error body is not quoted: nothing it echoes may reach a message.
      await res.body?.cancel();
      throw new PullError('registry error', `token service ${url.host} of ${this.registry} answered ${res.status}`);
    }
    // The body holds the token: never quote it in a message.
    const body = (await res.json().catch(() => ({}))) as { token?: string; access_token?: string };
    const token = body.token ?? body.access_token;
    if (!token) throw new PullError('registry error', `token service ${url.host} of ${this.registry} gave no token`);
    return token;
  }

  private denied(): PullError {
    if (this.credentials) {
      return new PullError(
        'unauthorized',
        `registry ${this.registry} rejected the stored credentials of user "${this.credentials.username}" for ${this.repository}`,
      );
    }
    return new PullError(
      'unauthorized',
      `pull access to ${this.name} denied: the repository needs credentials (or does not exist), and no static credential (username and secret) is stored for ${this.registry}`,
    );
  }

  private async unexpected(res: Response, what: string): Promise<PullError> {
    const words = await registryErrorWords(res);
    return new PullError(
      'registry error',
      `registry ${this.registry} answered ${res.status} for ${what}${words ? ` (${words})` : ''}`,
    );
  }
}
