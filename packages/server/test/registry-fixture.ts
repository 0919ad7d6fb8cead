// Test helper: real registries and real images, built on the spot (nothing committed).
//
// - startRegistry(): Debian's docker-registry on 127.0.0.1 at a random port, in one of three
//   modes: `open`, `htpasswd` (basic auth) or `token` (a token server in this process signs JWTs
//   with a self-signed certificate the registry trusts; anonymous users may pull `public/*`).
// - Layer and image builders: layers are tar archives of a staging directory (GNU tar, so real
//   ownership, devices and xattrs), compressed with gzip, zstd or not at all; pushRegistry* push
//   blobs and manifests over the distribution API.
// Every process and server started here is stopped by stop().

import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, createPrivateKey, randomBytes, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync, zstdCompressSync } from 'node:zlib';
import { MEDIA_TYPES } from '../src/images/manifest.ts';
import { run } from '../src/sys/run.ts';
import { SCRATCH } from './host-fixture.ts';

export type RegistryMode = 'open' | 'htpasswd' | 'token';

export interface RegistryUser {
  username: string;
  password: string;
}

const ISSUER = 'warren-test-issuer';
const SERVICE = 'warren-test-registry';

export interface Registry {
  mode: RegistryMode;
  /** host:port, as written in image references. */
  host: string;
  /** Root of the registry's filesystem storage (blobs under docker/registry/v2/blobs). */
  storageDir: string;
  /** Path of a blob's data on the registry's disk. */
  blobDataPath(digest: string): string;
  /** Authorization header for pushes (full access). */
  pushAuth(repo: string): string | undefined;
  stop(): Promise<void>;
}

/** A loopback port nothing listens on (it was free a moment ago). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/** A token server as Docker Hub's: GET /token?service=&scope=, Basic auth optional. */
async function startTokenServer(
  dir: string,
  users: RegistryUser[],
): Promise<{ server: Server; realm: string; certPath: string; issue: (user: string, scopes: string[]) => string }> {
  const keyPath = join(dir, 'token.key');
  const certPath = join(dir, 'token.crt');
  await run([
    'openssl',
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    keyPath,
    '-out',
    certPath,
    '-days',
    '2',
    '-subj',
    '/CN=warren-test-token',
  ]);
  const key = createPrivateKey(readFileSync(keyPath));
  const certDer = Buffer.from(
    readFileSync(certPath, 'utf8')
      .replace(/-----[A-Z ]+-----/g, '')
      .replace(/\s+/g, ''),
    'base64',
  );

  const issue = (user: string, scopes: string[]) => {
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: 'RS256', typ: 'JWT', x5c: [certDer.toString('base64')] };
    const access = scopes.map((s) => {
      const [type, name, actions] = s.split(':');
      return { type, name, actions: actions ? actions.split(',') : [] };
    });
    const claims = {
      iss: ISSUER,
      sub: user,
      aud: SERVICE,
      exp: now + 300,
      nbf: now - 10,
      iat: now,
      jti: randomBytes(8).toString('hex'),
      access,
    };
    const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
    return `${input}.${b64url(sign('sha256', Buffer.from(input), key))}`;
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const auth = req.headers.authorization;
    let user = '';
    if (auth?.startsWith('Basic ')) {
      const [name, ...rest] = Buffer.from(auth.slice(6), 'base64').toString().split(':');
      const known = users.find((u) => u.username === name);
      if (!known || known.password !== rest.join(':')) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"details":"incorrect username or password"}');
        return;
      }
      user = name;
    }
    // Authenticated users get what they ask for; anonymous ones may only pull public/*.
    const scopes = url.searchParams.getAll('scope').map((s) => {
      if (user) return s;
      const [type, name] = s.split(':');
      return type === 'repository' && name.startsWith('public/') ? `${type}:${name}:pull` : `${type}:${name}:`;
    });
    const token = issue(user, scopes);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ token, access_token: token, expires_in: 300 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const realm = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
  return { server, realm, certPath, issue };
}

export async function startRegistry(mode: RegistryMode, users: RegistryUser[] = []): Promise<Registry> {
  const dir = mkdtempSync(join(SCRATCH, `warren-registry-${mode}-`));
  const storageDir = join(dir, 'storage');
  let authYaml = '';
  let token: Awaited<ReturnType<typeof startTokenServer>> | undefined;
  if (mode === 'htpasswd') {
    const lines: string[] = [];
    for (const u of users) lines.push((await run(['htpasswd', '-Bbn', u.username, u.password])).stdout.trim());
    writeFileSync(join(dir, 'htpasswd'), `${lines.join('\n')}\n`);
    authYaml = `auth:\n  htpasswd:\n    realm: warren-test\n    path: ${join(dir, 'htpasswd')}\n`;
  } else if (mode === 'token') {
    token = await startTokenServer(dir, users);
    authYaml = `auth:\n  token:\n    realm: ${token.realm}\n    service: ${SERVICE}\n    issuer: ${ISSUER}\n    rootcertbundle: ${token.certPath}\n`;
  }

  let child: ChildProcess | undefined;
  let host = '';
  let stderr = '';
  for (let attempt = 0; attempt < 3 && !child; attempt++) {
    const port = await freePort();
    host = `127.0.0.1:${port}`;
    const config = join(dir, 'config.yml');
    writeFileSync(
      config,
      `version: 0.1
log:
  level: warn
  accesslog:
    disabled: true
storage:
  filesystem:
    rootdirectory: ${storageDir}
  delete:
    enabled: true
  maintenance:
    uploadpurging:
      enabled: false
http:
  addr: ${host}
  secret: warren-test-secret
${authYaml}`,
    );
    const p = spawn('/usr/bin/docker-registry', ['serve', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    p.stderr?.on('data', (b: Buffer) => {
      stderr += b.toString();
    });
    if (await waitForRegistry(host, p)) child = p;
    else p.kill('SIGKILL');
  }
  if (!child) {
    token?.server.close();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`docker-registry did not start: ${stderr.slice(-2000)}`);
  }
  const proc = child;

  const pushAuth = (repo: string): string | undefined => {
    const admin = users[0];
    if (mode === 'htpasswd' && admin)
      return `Basic ${Buffer.from(`${admin.username}:${admin.password}`).toString('base64')}`;
    if (mode === 'token' && token && admin)
      return `Bearer ${token.issue(admin.username, [`repository:${repo}:pull,push`])}`;
    return undefined;
  };

  return {
    mode,
    host,
    storageDir,
    blobDataPath: (digest) => {
      const hex = digest.slice('sha256:'.length);
      return join(storageDir, 'docker/registry/v2/blobs/sha256', hex.slice(0, 2), hex, 'data');
    },
    pushAuth,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise((resolve) => proc.once('exit', resolve));
        proc.kill('SIGTERM');
        const timer = setTimeout(() => proc.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
      if (token) await new Promise((resolve) => token.server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForRegistry(host: string, p: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (p.exitCode !== null) return false;
    try {
      await fetch(`http://${host}/v2/`, { signal: AbortSignal.timeout(1000) });
      return true;
    } catch {
      // not listening yet
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return false;
}

// --- images --------------------------------------------------------------------------------------

export interface Blob {
  mediaType: string;
  digest: string;
  size: number;
  data: Buffer;
}

export const sha256 = (b: Buffer) => `sha256:${createHash('sha256').update(b).digest('hex')}`;

export function blob(mediaType: string, data: Buffer): Blob {
  return { mediaType, digest: sha256(data), size: data.length, data };
}

export type Compression = 'gzip' | 'zstd' | 'none';

const LAYER_TYPES: Record<Compression, string> = {
  gzip: 'application/vnd.oci.image.layer.v1.tar+gzip',
  zstd: 'application/vnd.oci.image.layer.v1.tar+zstd',
  none: 'application/vnd.oci.image.layer.v1.tar',
};

/**
 * A layer from a staging directory that `populate` fills (it runs as root: chown, mknod and
 * setfattr work). Entries keep their numeric owners, devices and xattrs. With `paths`, only those
 * entries go in, without their parent directories (as some image builders write them).
 */
export async function buildLayer(
  compression: Compression,
  populate: (dir: string) => Promise<void>,
  opts: { mediaType?: string; paths?: string[] } = {},
): Promise<Blob> {
  const work = mkdtempSync(join(SCRATCH, 'warren-layer-'));
  try {
    const stage = join(work, 'stage');
    await run(['mkdir', '-m', '0755', stage]);
    await populate(stage);
    const tarPath = join(work, 'layer.tar');
    const what = opts.paths ? ['--no-recursion', ...opts.paths] : ['.'];
    await run([
      'tar',
      '--numeric-owner',
      '--xattrs',
      '--xattrs-include=user.*',
      '--sort=name',
      '-C',
      stage,
      '-cf',
      tarPath,
      ...what,
    ]);
    const tar = readFileSync(tarPath);
    const data = compression === 'gzip' ? gzipSync(tar) : compression === 'zstd' ? zstdCompressSync(tar) : tar;
    return blob(opts.mediaType ?? LAYER_TYPES[compression], data);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export interface ImageConfigSpec {
  Entrypoint?: string[] | null;
  Cmd?: string[] | null;
  Env?: string[];
  WorkingDir?: string;
}

export function buildConfig(
  layers: Blob[],
  spec: ImageConfigSpec,
  platform = { os: 'linux', architecture: 'amd64' },
  mediaType: string = MEDIA_TYPES.ociConfig,
): Blob {
  // diff_ids are digests of the uncompressed tars; nothing here checks them, so the compressed
  // digests stand in (a registry does not look inside configs).
  const doc = {
    ...platform,
    created: '2024-01-01T00:00:00Z',
    config: spec,
    rootfs: { type: 'layers', diff_ids: layers.map((l) => l.digest) },
  };
  return blob(mediaType, Buffer.from(JSON.stringify(doc)));
}

export function buildManifest(config: Blob, layers: Blob[], mediaType: string = MEDIA_TYPES.ociManifest): Blob {
  const desc = (b: Blob) => ({ mediaType: b.mediaType, digest: b.digest, size: b.size });
  const doc = { schemaVersion: 2, mediaType, config: desc(config), layers: layers.map(desc) };
  return blob(mediaType, Buffer.from(JSON.stringify(doc)));
}

export function buildIndex(
  entries: { manifest: Blob; platform: { os: string; architecture: string; variant?: string } }[],
  mediaType: string = MEDIA_TYPES.ociIndex,
): Blob {
  const doc = {
    schemaVersion: 2,
    mediaType,
    manifests: entries.map((e) => ({
      mediaType: e.manifest.mediaType,
      digest: e.manifest.digest,
      size: e.manifest.size,
      platform: e.platform,
    })),
  };
  return blob(mediaType, Buffer.from(JSON.stringify(doc)));
}

async function check(res: Response, what: string): Promise<void> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  await res.body?.cancel();
}

export async function pushBlob(reg: Registry, repo: string, b: Blob): Promise<void> {
  const auth = reg.pushAuth(repo);
  const headers: Record<string, string> = auth ? { authorization: auth } : {};
  const base = `http://${reg.host}/v2/${repo}`;
  const head = await fetch(`${base}/blobs/${b.digest}`, { method: 'HEAD', headers });
  if (head.ok) return;
  const start = await fetch(`${base}/blobs/uploads/`, { method: 'POST', headers });
  await check(start, `start upload to ${repo}`);
  const location = new URL(start.headers.get('location') as string, `http://${reg.host}`);
  location.searchParams.set('digest', b.digest);
  const put = await fetch(location, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(b.data),
  });
  await check(put, `upload ${b.digest} to ${repo}`);
}

export async function pushManifest(reg: Registry, repo: string, reference: string, m: Blob): Promise<void> {
  const auth = reg.pushAuth(repo);
  const res = await fetch(`http://${reg.host}/v2/${repo}/manifests/${reference}`, {
    method: 'PUT',
    headers: { ...(auth ? { authorization: auth } : {}), 'content-type': m.mediaType },
    body: new Uint8Array(m.data),
  });
  await check(res, `push manifest ${repo}:${reference}`);
}

/** Pushes layers, config and manifest; returns the manifest (its digest is the image's). */
export async function pushImage(
  reg: Registry,
  repo: string,
  tag: string | undefined,
  layers: Blob[],
  config: Blob,
  manifestType: string = MEDIA_TYPES.ociManifest,
): Promise<Blob> {
  for (const l of layers) await pushBlob(reg, repo, l);
  await pushBlob(reg, repo, config);
  const manifest = buildManifest(config, layers, manifestType);
  await pushManifest(reg, repo, tag ?? manifest.digest, manifest);
  return manifest;
}
