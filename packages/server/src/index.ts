// Public surface of the server package, used by the CLI and the tests.
export {
  dbPath,
  defaultConfig,
  parseListen,
  parsePortRange,
  REPO_ROOT,
  type ServerConfig,
  STORE_DIR,
} from './config.ts';
export { createKey, createOrg } from './control/keys.ts';
export { localCaPath } from './edge/certificates.ts';
export { probeAccelerator } from './host/accel.ts';
export { canClone } from './host/memory-files.ts';
export { type RunningServer, startServer } from './server.ts';
export { openStore, type Store } from './store/index.ts';
