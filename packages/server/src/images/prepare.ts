// The image a sandbox boots from, on the host that boots it: one shipped with the install
// (local.ts) or one pulled from its registry into the host's image cache (pull.ts).

import { ImageCache } from './cache.ts';
import { findLocalImage } from './local.ts';
import { pullImage } from './pull.ts';
import { parseReference } from './reference.ts';
import type { Credentials } from './registry.ts';
import type { LocalImage } from './types.ts';

export interface PrepareOptions {
  buildDir: string;
  /** The host's image cache (pull.ts). */
  cacheDir: string;
  /** For the image's registry, if the organization stored some. */
  credentials?: Credentials;
  onProgress?: (msg: string) => void;
}

export async function prepareImage(refText: string, opts: PrepareOptions): Promise<LocalImage> {
  const ref = parseReference(refText);
  if (!ref) throw new Error(`invalid image reference ${refText}`);
  const local = findLocalImage(opts.buildDir, refText, ref);
  if (local) return local;
  const { credentials } = opts;
  const pulled = await pullImage({
    ref: refText,
    cacheDir: opts.cacheDir,
    credentials: credentials ? async () => credentials : undefined,
    onProgress: opts.onProgress,
  });
  return pulled.image;
}

/**
 * This host's copy of an image another host (or this one) prepared, found without asking any
 * registry: shipped with the install, or already in the host's cache under the manifest digest its
 * base disk path names. Undefined when the host does not have it. For a checkpoint fetched onto
 * this host (host/checkpoint-store.ts), which must sit on the very base disk it was taken on.
 */
export async function findPreparedImage(
  image: LocalImage,
  opts: Pick<PrepareOptions, 'buildDir' | 'cacheDir'>,
): Promise<LocalImage | undefined> {
  const ref = parseReference(image.ref);
  const local = ref ? findLocalImage(opts.buildDir, image.ref, ref) : undefined;
  if (local) return local;
  const digest = ImageCache.digestOf(image.baseDisk);
  if (!digest) return undefined;
  const cached = await new ImageCache(opts.cacheDir).image(digest);
  if (!cached) return undefined;
  return { ref: image.ref, baseDisk: cached.baseDisk, entrypoint: cached.entrypoint, env: cached.env, cwd: cached.cwd };
}
