// The JSON documents of an image: manifests (OCI and Docker v2), indexes (OCI image index and
// Docker manifest list) and the image config. Parses and checks them, picks the linux/amd64 entry
// of an index, and turns a config into what a sandbox starts with. No I/O here.

import { posix } from 'node:path';
import { PullError } from './errors.ts';

export const MEDIA_TYPES = {
  ociIndex: 'application/vnd.oci.image.index.v1+json',
  ociManifest: 'application/vnd.oci.image.manifest.v1+json',
  ociConfig: 'application/vnd.oci.image.config.v1+json',
  dockerList: 'application/vnd.docker.distribution.manifest.list.v2+json',
  dockerManifest: 'application/vnd.docker.distribution.manifest.v2+json',
  dockerConfig: 'application/vnd.docker.container.image.v1+json',
} as const;

/** What a manifest request accepts, best first. Schema 1 is deliberately absent. */
export const MANIFEST_ACCEPT = [
  MEDIA_TYPES.ociIndex,
  MEDIA_TYPES.dockerList,
  MEDIA_TYPES.ociManifest,
  MEDIA_TYPES.dockerManifest,
];

export const DIGEST_RE = /^sha256:[0-9a-f]{64}$/;

export interface Platform {
  os: string;
  architecture: string;
  variant?: string;
}

export interface Descriptor {
  mediaType: string;
  digest: string;
  size: number;
  platform?: Platform;
}

export type Manifest =
  | { kind: 'index'; mediaType: string; manifests: Descriptor[] }
  | { kind: 'image'; mediaType: string; config: Descriptor; layers: Descriptor[] };

/** The platform every sandbox runs: the guest kernel is x86-64. */
export const HOST_PLATFORM: Platform = { os: 'linux', architecture: 'amd64' };

const invalid = (what: string, why: string) => new PullError('invalid image', `${what}: ${why}`);

function descriptor(v: unknown, what: string): Descriptor {
  const d = v as Partial<Descriptor> | null;
  if (!d || typeof d !== 'object') throw invalid(what, 'descriptor is not an object');
  // The digest names a file in the blob cache: only a well-formed sha256 may pass.
  if (typeof d.digest !== 'string' || !DIGEST_RE.test(d.digest)) {
    throw invalid(what, `unsupported digest ${JSON.stringify(d.digest)} (sha256 only)`);
  }
  if (typeof d.size !== 'number' || !Number.isSafeInteger(d.size) || d.size < 0) {
    throw invalid(what, `descriptor ${d.digest} has no valid size`);
  }
  return {
    mediaType: typeof d.mediaType === 'string' ? d.mediaType : '',
    digest: d.digest,
    size: d.size,
    platform: d.platform,
  };
}

/**
 * Parses a manifest or index. `contentType` is the registry's Content-Type; the document's own
 * `mediaType` field wins when present, and a document with neither is recognised by its fields.
 */
export function parseManifest(body: Buffer, contentType: string, what: string): Manifest {
  let doc: any;
  try {
    doc = JSON.parse(body.toString('utf8'));
  } catch {
    throw invalid(what, 'manifest is not JSON');
  }
  if (!doc || typeof doc !== 'object') throw invalid(what, 'manifest is not a JSON object');
  const mediaType: string =
    typeof doc.mediaType === 'string' ? doc.mediaType : (contentType.split(';')[0]?.trim() ?? '');
  if (doc.schemaVersion === 1 || mediaType.startsWith('application/vnd.docker.distribution.manifest.v1')) {
    throw invalid(what, 'Docker schema 1 manifests are not supported; push the image again with a current tool');
  }
  const isIndex =
    mediaType === MEDIA_TYPES.ociIndex ||
    mediaType === MEDIA_TYPES.dockerList ||
    (!mediaType.includes('manifest.v') && Array.isArray(doc.manifests));
  if (isIndex) {
    if (!Array.isArray(doc.manifests)) throw invalid(what, 'index has no manifests');
    return { kind: 'index', mediaType, manifests: doc.manifests.map((m: unknown) => descriptor(m, what)) };
  }
  if (
    mediaType === MEDIA_TYPES.ociManifest ||
    mediaType === MEDIA_TYPES.dockerManifest ||
    (mediaType === 'application/json' && doc.config)
  ) {
    if (!Array.isArray(doc.layers)) throw invalid(what, 'manifest has no layers');
    return {
      kind: 'image',
      mediaType,
      config: descriptor(doc.config, what),
      layers: doc.layers.map((l: unknown) => descriptor(l, what)),
    };
  }
  throw invalid(what, `unsupported manifest media type ${JSON.stringify(mediaType)}`);
}

/**
 * The entry of an index for `want` (default linux/amd64). An amd64 entry with a variant (v2, v3)
 * is taken only when none without one exists; attestation entries (unknown/unknown) never match.
 */
export function pickPlatform(manifests: Descriptor[], want: Platform = HOST_PLATFORM): Descriptor | undefined {
  const matching = manifests.filter(
    (m) => m.platform?.os === want.os && m.platform?.architecture === want.architecture,
  );
  if (want.variant) return matching.find((m) => m.platform?.variant === want.variant);
  return matching.find((m) => !m.platform?.variant || m.platform.variant === 'v1') ?? matching[0];
}

export const describePlatforms = (manifests: Descriptor[]): string =>
  [
    ...new Set(
      manifests
        .filter((m) => m.platform)
        .map((m) => [m.platform?.os, m.platform?.architecture, m.platform?.variant].filter(Boolean).join('/')),
    ),
  ].join(', ') || 'none';

/** What a sandbox starts with, from the image config. */
export interface ImageConfig {
  /** Entrypoint followed by Cmd, as Docker runs them. */
  entrypoint: string[];
  env: string[];
  cwd: string;
}

const DEFAULT_PATH = 'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

export function parseImageConfig(body: Buffer, what: string): ImageConfig {
  let doc: any;
  try {
    doc = JSON.parse(body.toString('utf8'));
  } catch {
    throw invalid(what, 'image config is not JSON');
  }
  const c = doc?.config ?? {};
  const strings = (v: unknown): string[] =>
    Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
  const env = strings(c.Env);
  // Like Docker: an image without PATH still finds programs in the usual places.
  if (!env.some((e) => e.startsWith('PATH='))) env.unshift(DEFAULT_PATH);
  return {
    entrypoint: [...strings(c.Entrypoint), ...strings(c.Cmd)],
    env,
    cwd: typeof c.WorkingDir === 'string' && c.WorkingDir ? posix.resolve('/', c.WorkingDir) : '/',
  };
}
