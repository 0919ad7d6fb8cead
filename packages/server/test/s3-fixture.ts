// A real S3-compatible server process for the tests (s3-server.ts: s3rver with SigV4 checking) on
// 127.0.0.1 at a free port, one bucket, fresh credentials and a temporary directory. Stopped by
// stop(), or at the latest when the test process exits.

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Config } from '../src/objects/s3.ts';
import { freePort } from './registry-fixture.ts';

export interface S3Server {
  /** What S3ObjectStore needs to use the bucket. */
  config: S3Config;
  /** "METHOD URL" of every request the server has had, oldest first. */
  requests(): string[];
  stop(): Promise<void>;
}

function waitReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`S3 server not ready in ${timeoutMs} ms: ${out}`)), timeoutMs);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`S3 server exited (${code}): ${out}`));
    });
  });
}

export async function startS3(bucket = 'warren'): Promise<S3Server> {
  const dir = mkdtempSync(join(tmpdir(), 'warren-s3-'));
  const data = join(dir, 'data');
  const log = `${data}.log`;
  const port = await freePort();
  const accessKeyId = `AK${randomBytes(8).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(24).toString('base64url');
  const child = spawn(
    process.execPath,
    [
      '--disable-warning=ExperimentalWarning',
      '--openssl-legacy-provider',
      join(import.meta.dirname, 's3-server.ts'),
      String(port),
      data,
      bucket,
    ],
    {
      env: { ...process.env, S3_ACCESS_KEY: accessKeyId, S3_SECRET: secretAccessKey },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const kill = () => child.kill('SIGKILL');
  process.on('exit', kill);
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopping = false;
  // A server that dies under a test shows as ECONNREFUSED far from the cause: say why at once.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`S3 server (port ${port}) exited: ${code ?? signal}; its last output: ${output}`);
  });
  try {
    await waitReady(child, 30_000);
  } catch (err) {
    kill();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: true,
    },
    requests: () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []),
    async stop() {
      stopping = true;
      process.off('exit', kill);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(kill, 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
