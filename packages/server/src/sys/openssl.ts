// Debian's `openssl` for the edge's certificates: a self-signed CA, and server certificates it
// signs. Every openssl command line of the service is built here. Keys are ECDSA P-256 (fast to
// make, accepted by every browser).

import { rmSync, writeFileSync } from 'node:fs';
import { run } from './run.ts';

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/** A self-signed CA certificate and its key, as PEM files. */
export async function makeCa(o: {
  certFile: string;
  keyFile: string;
  commonName: string;
  days: number;
}): Promise<void> {
  await run([
    'openssl',
    'req',
    '-x509',
    ...EC_KEY,
    '-keyout',
    o.keyFile,
    '-out',
    o.certFile,
    '-days',
    String(o.days),
    '-subj',
    `/CN=${o.commonName}`,
    '-addext',
    'basicConstraints=critical,CA:TRUE,pathlen:0',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
}

/**
 * A server certificate for `names` (DNS names and IP addresses, the first is the subject) signed
 * by the CA, with a fresh key. `workFile` is a scratch path for the request and extensions.
 */
export async function issueServerCert(o: {
  ca: { certFile: string; keyFile: string };
  certFile: string;
  keyFile: string;
  names: string[];
  days: number;
  serialHex: string;
  workFile: string;
}): Promise<void> {
  const csr = `${o.workFile}.csr`;
  const ext = `${o.workFile}.ext`;
  const san = o.names.map((n) => (isIp(n) ? `IP:${n}` : `DNS:${n}`)).join(',');
  writeFileSync(
    ext,
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      `subjectAltName=${san}`,
    ].join('\n'),
  );
  try {
    await run(['openssl', 'req', '-new', ...EC_KEY, '-keyout', o.keyFile, '-subj', `/CN=${o.names[0]}`, '-out', csr]);
    await run([
      'openssl',
      'x509',
      '-req',
      '-in',
      csr,
      '-CA',
      o.ca.certFile,
      '-CAkey',
      o.ca.keyFile,
      '-set_serial',
      `0x${o.serialHex}`,
      '-days',
      String(o.days),
      '-extfile',
      ext,
      '-out',
      o.certFile,
    ]);
  } finally {
    rmSync(csr, { force: true });
    rmSync(ext, { force: true });
  }
}

function isIp(name: string): boolean {
  return /^\d+\.\d+\.\d+\.\d+$/.test(name) || name.includes(':');
}
