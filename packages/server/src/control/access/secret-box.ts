// Seals secrets at rest (registry credentials) with AES-256-GCM under the server's key: a file
// named in the server's configuration (`--secret-key-file`, 32 bytes in base64), or by default
// `secret.key` in the data directory, made on first start (mode 0600). Losing it makes stored
// credentials unreadable, nothing else.

import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const VERSION = 'v1';

export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
    this.#key = key;
  }

  /** The key in `path`; with `create`, a new one is made there if the file does not exist. */
  static fromFile(path: string, opts: { create: boolean }): SecretBox {
    if (opts.create && !existsSync(path)) {
      writeFileSync(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    }
    let key: Buffer;
    try {
      key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
    } catch (err) {
      throw new Error(`the secret key file ${path} cannot be read: ${(err as Error).message}`);
    }
    if (key.length !== 32) throw new Error(`the secret key file ${path} must hold 32 bytes in base64`);
    return new SecretBox(key);
  }

  /** A key for another purpose (e.g. signing download links), derived so the two never coincide. */
  derive(label: string): Buffer {
    return createHmac('sha256', this.#key).update(label).digest();
  }

  seal(value: unknown): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(value)), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join('.');
  }

  open<T>(sealed: string): T {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION) throw new Error(`unknown sealed secret version ${version}`);
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString();
    return JSON.parse(text) as T;
  }
}
