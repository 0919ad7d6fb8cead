// Public surface of the server package, used by the CLI and the tests.
export { openApiDocument } from './api/openapi.ts';
export { register } from './cluster/registration.ts';
export {
  dbPath,
  defaultConfig,
  defaultE2b,
  type E2bConfig,
  parseDuration,
  parseListen,
  parsePortRange,
  parseSize,
  REPO_ROOT,
  type ServerConfig,
  STORE_DIR,
} from './config.ts';
export { createInvitation, DEFAULT_ACCOUNTS, invitationLink } from './control/access/accounts.ts';
export { createKey, createOrg } from './control/access/keys.ts';
export { orgLimits, parseLimit } from './control/access/org-limits.ts';
export { DEFAULT_METRICS, Meter, type MetricsConfig } from './control/metering/metrics.ts';
export { localCaPath } from './edge/certificates.ts';
export { probeAccelerator } from './host/accel.ts';
export { defaultReserveBytes, storeSpace } from './host/disk-reserve.ts';
export { DEFAULT_UIDS, Jailer, parseUidRange } from './host/jail/jail.ts';
export { probeJail } from './host/jail/probe.ts';
export { canClone } from './host/memory-files.ts';
export { readSecretFile } from './host/remote/auth.ts';
export { connectRemoteHost, RemoteHostAgent } from './host/remote/client.ts';
export { type HostProcess, startHostProcess } from './host/remote/host-process.ts';
export { type HostServer, serveHostAgent } from './host/remote/serve.ts';
export { HostUnavailableError } from './host/types.ts';
export { type RunningServer, startServer } from './server.ts';
export { openStore, type Store } from './store/index.ts';
