// Pulls an image from its registry into the host's image cache and answers the LocalImage a host
// agent boots from: resolve the reference to a linux/amd64 manifest, download the config and the
// layers that are not cached yet (each verified by sha256), apply the layers in order into a root
// filesystem, build the ext4 base disk from it, and keep disk + config under the manifest digest.
// Pulls of the same image at the same time share one build, and pulls of images sharing a layer
// share its download. What a pull moved is counted in `bytesDownloaded` (blob bytes: config and
// layers; manifests are always fetched to resolve a tag and not counted).

import { chmod, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CommandError } from '../sys/run.ts';
import { type CachedImage, ImageCache } from './cache.ts';
import { PullError } from './errors.ts';
import { buildExt4 } from './ext4.ts';
import {
  type Descriptor,
  describePlatforms,
  type Manifest,
  parseImageConfig,
  parseManifest,
  pickPlatform,
} from './manifest.ts';
import { formatReference, type ImageReference, parseReference } from './reference.ts';
import { type Credentials, RegistryClient } from './registry.ts';
import type { LocalImage } from './types.ts';
import { applyLayer } from './unpack.ts';

export interface PullOptions {
  /** Image reference as the user wrote it (`busybox`, `127.0.0.1:5000/team/app:v2`, `...@sha256:...`). */
  ref: string;
  /** The host's image cache directory (created if missing). */
  cacheDir: string;
  /** Credentials for a registry host as written in references (e.g. `ghcr.io`), if any are stored. */
  credentials?: (host: string) => Promise<Credentials | undefined>;
  /** Registries (host or host:port) reached over plain http; loopback registries always are. */
  insecureRegistries?: string[];
  /** Human-readable progress lines (resolving, downloading, unpacking, building). */
  onProgress?: (msg: string) => void;
}

export interface PullResult {
  image: LocalImage;
  /** Digest of the linux/amd64 image manifest: the cache key and the image's identity. */
  digest: string;
  /** Blob bytes this call downloaded: 0 when everything was cached (or another pull did it). */
  bytesDownloaded: number;
}

/** Builds in progress in this process, by cache dir and manifest digest. */
const builds = new Map<string, Promise<{ stored: CachedImage; bytes: number }>>();
/** Blob downloads in progress in this process, by blob path. */
const downloads = new Map<string, Promise<void>>();

const PARALLEL_DOWNLOADS = 3;

const short = (digest: string) => digest.slice(7, 19);
const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

export async function pullImage(opts: PullOptions): Promise<PullResult> {
  const progress = opts.onProgress ?? (() => {});
  const ref = parseReference(opts.ref);
  if (!ref) {
    const shown = opts.ref.length > 300 ? `${opts.ref.slice(0, 300)}...` : opts.ref;
    throw new PullError('invalid reference', `invalid image reference ${JSON.stringify(shown)}`);
  }
  const cache = new ImageCache(opts.cacheDir);
  await cache.init();
  const local = (stored: CachedImage, bytesDownloaded: number): PullResult => ({
    image: {
      ref: opts.ref,
      baseDisk: stored.baseDisk,
      entrypoint: stored.entrypoint,
      env: stored.env,
      cwd: stored.cwd,
    },
    digest: stored.digest,
    bytesDownloaded,
  });

  // Even a digest-pinned image cached here is asked of the registry first: that request is what
  // checks the caller may read the image (another organization may have pulled it here).
  const client = new RegistryClient({
    registry: ref.registry,
    repository: ref.repository,
    credentials: await opts.credentials?.(ref.registry),
    insecureRegistries: opts.insecureRegistries,
  });
  progress(`resolving ${formatReference(ref)}`);
  const { digest, manifest } = await resolveManifest(client, ref, cache);
  const hit = await cache.image(digest);
  if (hit) {
    progress(`image ${short(digest)} already on this host`);
    return local(hit, 0);
  }

  const key = `${cache.dir}\n${digest}`;
  let build = builds.get(key);
  const joined = build !== undefined;
  if (!build) {
    build = buildImage(cache, client, digest, manifest, progress).finally(() => builds.delete(key));
    builds.set(key, build);
  }
  const { stored, bytes } = await build;
  return local(stored, joined ? 0 : bytes);
}

/** The linux/amd64 image manifest a reference names, through an index if there is one. */
async function resolveManifest(
  client: RegistryClient,
  ref: ImageReference,
  cache: ImageCache,
): Promise<{ digest: string; manifest: Extract<Manifest, { kind: 'image' }> }> {
  const what = formatReference(ref);
  const top = await client.fetchManifest(ref.digest ?? (ref.tag as string));
  const parsed = parseManifest(top.body, top.contentType, what);
  if (parsed.kind === 'image') {
    await cache.writeBlob(top.digest, top.body);
    return { digest: top.digest, manifest: parsed };
  }
  const pick = pickPlatform(parsed.manifests);
  if (!pick) {
    throw new PullError(
      'not found',
      `${what} has no linux/amd64 image (platforms: ${describePlatforms(parsed.manifests)})`,
    );
  }
  const inner = await client.fetchManifest(pick.digest);
  const manifest = parseManifest(inner.body, inner.contentType, `${what} (linux/amd64)`);
  if (manifest.kind !== 'image')
    throw new PullError('invalid image', `${what}: an index inside an index is not supported`);
  await cache.writeBlob(inner.digest, inner.body);
  return { digest: inner.digest, manifest };
}

async function buildImage(
  cache: ImageCache,
  client: RegistryClient,
  digest: string,
  manifest: Extract<Manifest, { kind: 'image' }>,
  progress: (msg: string) => void,
): Promise<{ stored: CachedImage; bytes: number }> {
  let bytes = 0;
  const count = (n: number) => {
    bytes += n;
  };
  const blobs = [manifest.config, ...manifest.layers];
  const label = (d: Descriptor) =>
    d === manifest.config ? 'config' : `layer ${manifest.layers.indexOf(d) + 1}/${manifest.layers.length}`;
  await forEachLimit(blobs, PARALLEL_DOWNLOADS, (d) => ensureBlob(cache, client, d, label(d), count, progress));

  const what = `${client.registry}/${client.repository}@${digest}`;
  const config = parseImageConfig(await readFile(cache.blobPath(manifest.config.digest)), what);
  const work = cache.tempPath(`build-${short(digest)}`);
  const rootfs = join(work, 'rootfs');
  try {
    await mkdir(rootfs, { recursive: true });
    await chmod(rootfs, 0o755);
    for (const [i, layer] of manifest.layers.entries()) {
      progress(`unpacking layer ${i + 1}/${manifest.layers.length} ${short(layer.digest)}`);
      await applyLayer(rootfs, cache.blobPath(layer.digest), layer.digest, { onWarning: progress });
    }
    progress('building the ext4 base disk');
    try {
      await buildExt4(rootfs, join(work, 'disk.ext4'));
    } catch (e) {
      if (e instanceof CommandError && /space|allocate/i.test(e.stderr)) {
        throw new PullError('invalid image', `${what} does not fit in the 16 GiB base disk`);
      }
      throw e;
    }
    await rm(rootfs, { recursive: true, force: true });
    const stored = await cache.commitImage(work, {
      digest,
      ...config,
      layers: manifest.layers.map((l) => l.digest),
    });
    progress(`image ${short(digest)} ready (${mb(bytes)} downloaded)`);
    return { stored, bytes };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function ensureBlob(
  cache: ImageCache,
  client: RegistryClient,
  desc: Descriptor,
  label: string,
  count: (n: number) => void,
  progress: (msg: string) => void,
): Promise<void> {
  if (await cache.hasBlob(desc.digest, desc.size)) return;
  const key = cache.blobPath(desc.digest);
  let download = downloads.get(key);
  if (!download) {
    download = (async () => {
      progress(`downloading ${label} ${short(desc.digest)} (${mb(desc.size)})`);
      const tmp = cache.tempPath(short(desc.digest));
      await client.fetchBlob(desc, tmp, count);
      await cache.commitBlob(tmp, desc.digest);
    })().finally(() => downloads.delete(key));
    downloads.set(key, download);
  }
  await download;
}

async function forEachLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++];
      try {
        await fn(item);
      } catch (e) {
        failed = true;
        throw e;
      }
    }
  };
  // Wait for every worker before failing, so no download is still writing into tmp/ when the pull rejects.
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
}
