// OCI image references: `[registry[:port]/]path[:tag][@digest]`, following the grammar of the
// distribution project's reference package. A string that does not parse is a 400 at the API.

export interface ImageReference {
  registry: string;
  repository: string;
  tag?: string;
  digest?: string;
}

const COMPONENT = '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*';
const PATH = `${COMPONENT}(?:/${COMPONENT})*`;
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const DOMAIN = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[0-9a-fA-F:]+\\])(?::[0-9]+)?`;
const TAG = '[\\w][\\w.-]{0,127}';
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const REFERENCE = new RegExp(`^(?:(${DOMAIN})/)?(${PATH})(?::(${TAG}))?(?:@(${DIGEST}))?$`);

export const DEFAULT_REGISTRY = 'docker.io';

/** Parses a reference, or returns undefined if it is not valid. */
export function parseReference(ref: string): ImageReference | undefined {
  if (ref.length > 255) return undefined;
  const m = REFERENCE.exec(ref);
  if (!m) return undefined;
  let [, domain, path, tag, digest] = m;
  // Like Docker: a first component is a registry only if it looks like a host.
  if (domain && !/[.:]/.test(domain) && domain !== 'localhost') {
    path = `${domain}/${path}`;
    domain = undefined as unknown as string;
  }
  const registry = domain ?? DEFAULT_REGISTRY;
  if (registry === DEFAULT_REGISTRY && !path.includes('/')) path = `library/${path}`;
  return { registry, repository: path, tag: tag ?? (digest ? undefined : 'latest'), digest };
}
