// The edge's TLS certificate: the operator's own (certificate and key files given to `warren
// serve`), or by default one issued by a local certificate authority that Warren makes in its data
// directory on first start. Clients trust the CA once (`curl --cacert`, a browser's authorities);
// the server certificate is issued again at every start for the names in use, so changing
// `--public-host` needs no manual step. Owns the files under <dataDir>/edge/; openssl is sys/openssl.ts.

import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { issueServerCert, makeCa } from '../sys/openssl.ts';

export interface EdgeTlsFiles {
  certFile: string;
  keyFile: string;
}

export interface EdgeCertificate {
  cert: Buffer;
  key: Buffer;
  /** The local CA's certificate, to trust; undefined with an operator-provided certificate. */
  caCertFile?: string;
}

const CA_DAYS = 3650;
/** Browsers refuse server certificates valid for longer than 398 days. */
const SERVER_DAYS = 397;

/** Where the local CA's certificate is (or will be, after the first start) for a data directory. */
export function localCaPath(dataDir: string): string {
  return join(dataDir, 'edge', 'ca.crt');
}

/**
 * The certificate the edge serves. With `operator` files they are read as they are; otherwise the
 * local CA is made if missing and a server certificate for `names` is issued from it.
 */
export async function edgeCertificate(
  dataDir: string,
  names: string[],
  operator?: EdgeTlsFiles,
): Promise<EdgeCertificate> {
  if (operator) {
    for (const f of [operator.certFile, operator.keyFile]) {
      if (!existsSync(f)) throw new Error(`TLS file ${f} does not exist`);
    }
    return { cert: readFileSync(operator.certFile), key: readFileSync(operator.keyFile) };
  }
  const dir = join(dataDir, 'edge');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const ca = { certFile: localCaPath(dataDir), keyFile: join(dir, 'ca.key') };
  if (!existsSync(ca.certFile) || !existsSync(ca.keyFile)) {
    await makeCa({ ...ca, commonName: `Warren local CA ${randomBytes(4).toString('hex')}`, days: CA_DAYS });
    chmodSync(ca.keyFile, 0o600);
  }
  const server = { certFile: join(dir, 'server.crt'), keyFile: join(dir, 'server.key') };
  await issueServerCert({
    ca,
    ...server,
    names,
    days: SERVER_DAYS,
    serialHex: randomBytes(16).toString('hex'),
    workFile: join(dir, 'server'),
  });
  chmodSync(server.keyFile, 0o600);
  return { cert: readFileSync(server.certFile), key: readFileSync(server.keyFile), caCertFile: ca.certFile };
}
