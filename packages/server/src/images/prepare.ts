// The image a sandbox boots from, on the host that boots it: one shipped with the install
// (local.ts) or one pulled from its registry into the host's image cache (pull.ts).

import type { LocalImage } from '../host/types.ts';
import { findLocalImage } from './local.ts';
import { pullImage } from './pull.ts';
import { parseReference } from './reference.ts';
import type { Credentials } from './registry.ts';

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
