// S3-compatible object store (AWS S3, MinIO, Ceph RGW, R2, ...) through the AWS SDK. Big files
// (memory images, disk layers) go up as multipart uploads, a few parts at a time; S3 makes an
// object visible only once its upload completes, so a put is atomic as the interface asks, and a
// failed multipart upload is aborted. Presigned URLs are S3's own (SigV4, at most 7 days), so
// downloads go straight to the bucket, not through Warren.

import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkKey, ObjectNotFound, type ObjectStore } from './types.ts';

export interface S3Config {
  /** The service's URL (http://127.0.0.1:9000 for MinIO); absent: AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key), as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

/** Multipart part size: 16 MiB parts allow objects up to 160 GiB (S3 allows 10,000 parts). */
export const PART_BYTES = 16 * 1024 * 1024;
/** Parts in flight per upload (each buffered in memory). */
const PARTS_IN_FLIGHT = 4;
/** The longest a SigV4 presigned URL may live. */
const MAX_PRESIGN_S = 7 * 24 * 3600;

/**
 * Whether S3 said the key does not exist. A missing bucket is a configuration error, not a missing
 * object (GET says NoSuchBucket; HEAD cannot tell the two apart, hence check() at start).
 */
function notFound(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound');
}

export class S3ObjectStore implements ObjectStore {
  readonly bucket: string;
  readonly #client: S3Client;
  readonly #pageSize: number;

  /**
   * `pageSize`: keys per listing page and per batch delete; S3's maximum (1000) unless a test
   * wants pages it can fill quickly.
   */
  constructor(config: S3Config, { pageSize = 1000 }: { pageSize?: number } = {}) {
    this.bucket = config.bucket;
    this.#pageSize = pageSize;
    this.#client = new S3Client({
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: the SDK's default (a CRC trailer on every upload,
      // in aws-chunked encoding) is not understood by many S3-compatible servers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // A bucket that stops answering fails the call (and the caller retries) instead of hanging
      // it: 5 s to connect, 60 s without a byte moving.
      requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
    });
  }

  /** Fails unless the bucket exists and the credentials may use it (called at start). */
  async check(): Promise<void> {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const status = (err as S3ServiceException).$metadata?.httpStatusCode;
      const why =
        status === 404 ? 'does not exist' : status === 403 ? 'refuses these credentials' : (err as Error).message;
      throw new Error(`S3 bucket ${this.bucket}: ${why}`);
    }
  }

  async putFile(key: string, path: string): Promise<void> {
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.bucket, Key: checkKey(key), Body: createReadStream(path) },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async putBytes(key: string, data: Buffer): Promise<void> {
    await this.#client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: data }));
  }

  async #get(key: string) {
    try {
      const r = await this.#client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      if (!r.Body) throw new Error(`S3 returned no body for ${key}`);
      return r.Body;
    } catch (err) {
      if (notFound(err)) throw new ObjectNotFound(key);
      throw err;
    }
  }

  async getFile(key: string, path: string): Promise<void> {
    const body = await this.#get(key);
    const tmp = `${path}.tmp-${randomUUID()}`;
    try {
      await pipeline(body as Readable, createWriteStream(tmp));
      await rename(tmp, path);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async getBytes(key: string): Promise<Buffer> {
    return Buffer.from(await (await this.#get(key)).transformToByteArray());
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const r = await this.#client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return r.ContentLength ?? 0;
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }

  /** Deletes the object `prefix` and every object under `prefix/` (as the local store does). */
  async deletePrefix(prefix: string): Promise<void> {
    const path = checkKey(prefix.replace(/\/$/, ''));
    const keys = [path];
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${path}/`,
          ContinuationToken: token,
          MaxKeys: this.#pageSize,
        }),
      );
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    // DeleteObjects takes at most 1000 keys; deleting a key that does not exist succeeds.
    for (let i = 0; i < keys.length; i += this.#pageSize) {
      const r = await this.#client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.slice(i, i + this.#pageSize).map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (r.Errors?.length) {
        const e = r.Errors[0];
        throw new Error(`S3 could not delete ${e.Key}: ${e.Code} ${e.Message}`);
      }
    }
  }

  presign(key: string, expiresUnix: number): Promise<string> {
    // SigV4 counts expiresIn from X-Amz-Date, which is whole seconds: sign at the whole second so
    // that the link ends at expiresUnix itself, not up to a second before it.
    const nowUnix = Math.floor(Date.now() / 1000);
    const expiresIn = Math.min(MAX_PRESIGN_S, Math.max(1, expiresUnix - nowUnix));
    return getSignedUrl(this.#client, new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }), {
      expiresIn,
      signingDate: new Date(nowUnix * 1000),
    });
  }

  close(): void {
    this.#client.destroy();
  }
}
