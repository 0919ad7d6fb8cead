// Registry credentials of an organization: stored sealed, listed without secrets, and opened only
// to pull an image. Kind `cloud-assume-role` is stored and listed; exchanging it for a registry
// token needs the cloud's STS, which a self-hosted server may not reach (see docs/images.md).

import type { Store } from '../../store/index.ts';
import type { SecretBox } from './secret-box.ts';

export type RegistryCredential =
  | { kind: 'static'; host: string; username: string; secret: string }
  | { kind: 'cloud-assume-role'; host: string; role_arn: string; external_id: string };

export class RegistryService {
  readonly #store: Store;
  readonly #box: SecretBox;

  constructor(store: Store, box: SecretBox) {
    this.#store = store;
    this.#box = box;
  }

  async put(orgId: string, cred: RegistryCredential): Promise<void> {
    const { host, kind, ...fields } = cred;
    await this.#store.registries.put({ orgId, host: host.toLowerCase(), kind, secretBox: this.#box.seal(fields) });
  }

  async list(orgId: string) {
    return (await this.#store.registries.list(orgId)).map((r) => ({
      host: r.host,
      kind: r.kind,
      created_unix_ns: Number(r.created_unix_ns),
      updated_unix_ns: Number(r.updated_unix_ns),
    }));
  }

  /** Idempotent, like every DELETE here: an unknown host (or another organization's) is not an error. */
  async delete(orgId: string, host: string): Promise<void> {
    await this.#store.registries.delete(orgId, host.toLowerCase());
  }

  /** Username and secret for pulling from `host`, if the organization stored static ones. */
  async staticCredentials(orgId: string, host: string): Promise<{ username: string; secret: string } | undefined> {
    const row = await this.#store.registries.get(orgId, host.toLowerCase());
    if (row?.kind !== 'static') return undefined;
    return this.#box.open<{ username: string; secret: string }>(row.secret_box);
  }
}
