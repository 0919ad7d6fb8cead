// OCI image references: `[registry[:port]/]path[:tag][@digest]`, following the grammar of the
// distribution project's reference package. A string that does not parse is a 400 at the API.
// Digests are sha256 only: that is what registries produce, and the only one a pull can verify.

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
const DIGEST = 'sha256:[0-9a-f]{64}';
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

/** The host a registry's API is served from: Docker Hub's API lives apart from its name. */
export function registryApiHost(registry: string): string {
  return registry === DEFAULT_REGISTRY ? 'registry-1.docker.io' : registry;
}

/** The canonical text of a reference (`docker.io/library/busybox:latest`), for messages and logs. */
export function formatReference(ref: ImageReference): string {
  return `${ref.registry}/${ref.repository}${ref.tag ? `:${ref.tag}` : ''}${ref.digest ? `@${ref.digest}` : ''}`;
}
