// The storage flags of `warren serve`, `org create` and `key create`: the store on PostgreSQL
// (--postgres URL) and durable objects in an S3-compatible bucket (--s3-*). Read and checked once
// here; S3 credentials come from a file or the environment, never from the command line.

import { readFileSync } from 'node:fs';
import type { ServerConfig } from '@warren/server';

export const STORAGE_OPTIONS = {
  postgres: { type: 'string' },
  's3-bucket': { type: 'string' },
  's3-endpoint': { type: 'string' },
  's3-region': { type: 'string' },
  's3-credentials-file': { type: 'string' },
} as const;

export interface StorageFlags {
  postgres?: string;
  's3-bucket'?: string;
  's3-endpoint'?: string;
  's3-region'?: string;
  's3-credentials-file'?: string;
}

function checkUrl(value: string, flag: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${flag} wants a URL, got ${JSON.stringify(value)}`);
  }
  if (!protocols.includes(url.protocol)) throw new Error(`${flag} wants a ${protocols.join(' or ')} URL`);
  return value;
}

/** Access key and secret: `{"access_key_id": ..., "secret_access_key": ...}` in a file, or the environment. */
function s3Credentials(file: string | undefined, env: NodeJS.ProcessEnv) {
  if (file) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`--s3-credentials-file ${file}: ${(err as Error).message}`);
    }
    const { access_key_id, secret_access_key } = (parsed ?? {}) as Record<string, unknown>;
    if (typeof access_key_id !== 'string' || typeof secret_access_key !== 'string' || !access_key_id) {
      throw new Error(`--s3-credentials-file ${file}: want {"access_key_id": "...", "secret_access_key": "..."}`);
    }
    return { accessKeyId: access_key_id, secretAccessKey: secret_access_key };
  }
  if (env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) {
    return { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY };
  }
  throw new Error(
    '--s3-bucket needs credentials: --s3-credentials-file FILE, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
  );
}

export function storageConfig(flags: StorageFlags, env: NodeJS.ProcessEnv): Pick<ServerConfig, 'postgresUrl' | 's3'> {
  const out: Pick<ServerConfig, 'postgresUrl' | 's3'> = {};
  if (flags.postgres !== undefined)
    out.postgresUrl = checkUrl(flags.postgres, '--postgres', ['postgres:', 'postgresql:']);
  const bucket = flags['s3-bucket'];
  if (bucket === undefined) {
    const stray = (['s3-endpoint', 's3-region', 's3-credentials-file'] as const).find((f) => flags[f] !== undefined);
    if (stray) throw new Error(`--${stray} needs --s3-bucket`);
    return out;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`--s3-bucket: invalid bucket name ${bucket}`);
  const endpoint = flags['s3-endpoint'];
  out.s3 = {
    bucket,
    region: flags['s3-region'] ?? 'us-east-1',
    ...(endpoint ? { endpoint: checkUrl(endpoint, '--s3-endpoint', ['http:', 'https:']) } : {}),
    // S3-compatible servers (an endpoint given) want the bucket in the path; AWS itself takes both.
    forcePathStyle: endpoint !== undefined,
    ...s3Credentials(flags['s3-credentials-file'], env),
  };
  return out;
}

/** The storage flags as commander names them (camelCase), for storageConfig. */
export function storageFromFlags(
  flags: {
    postgres?: string;
    s3Bucket?: string;
    s3Endpoint?: string;
    s3Region?: string;
    s3CredentialsFile?: string;
  },
  env: NodeJS.ProcessEnv,
): Pick<ServerConfig, 'postgresUrl' | 's3'> {
  return storageConfig(
    {
      postgres: flags.postgres,
      's3-bucket': flags.s3Bucket,
      's3-endpoint': flags.s3Endpoint,
      's3-region': flags.s3Region,
      's3-credentials-file': flags.s3CredentialsFile,
    },
    env,
  );
}
