// The HostAgent calls the internal host API carries, one line each: the host dispatches
// POST /v1/call/<name> to the agent method of that name with the decoded arguments, the client
// (client.ts) has one line per method sending them. Adding a method to HostAgent is one line here
// and one in client.ts; the type check below fails until both exist. Not here: has/list/isPaused
// (answered from the client's mirror, mirror.ts), openGuestPort (a byte stream over an HTTP
// Upgrade, tunnel.ts) and close (the client's close disconnects; the host's VMs belong to
// `warren host`). A callback among the arguments (prepareImage's onProgress) is called back as the
// host calls it (wire.ts, serve.ts).

import type { HostAgent } from '../types.ts';

export const CALLS = [
  'start',
  'reboot',
  'destroy',
  'exec',
  'sessionExec',
  'sessionClose',
  'command',
  'writeFile',
  'readFile',
  'listDir',
  'stat',
  'mkdir',
  'rename',
  'remove',
  'watch',
  'checkpoint',
  'restore',
  'keepWarm',
  'dropWarm',
  'setEgress',
  'hasCheckpoint',
  'listCheckpoints',
  'checkpointImage',
  'removeCheckpoint',
  'pushCheckpoint',
  'pullCheckpoint',
  'exportCheckpoint',
  'prepareImage',
  'pause',
  'resume',
  'stats',
  'consoleTail',
  'sampleVms',
  'adoptionFailures',
  'createVolume',
  'growVolume',
  'deleteVolume',
  'volumeUsage',
  'listVolumes',
  'volumeFiles',
  'snapshotVolume',
] as const satisfies readonly (keyof HostAgent)[];

export type CallName = (typeof CALLS)[number];

const NAMES: ReadonlySet<string> = new Set(CALLS);

export function isCall(name: string): name is CallName {
  return NAMES.has(name);
}

// Every method of HostAgent that returns a promise is either a call or one of the listed
// exceptions: a method added to the interface and forgotten here fails the type check.
type AsyncMember = {
  [K in keyof HostAgent]: HostAgent[K] extends (...args: any[]) => Promise<unknown> ? K : never;
}[keyof HostAgent];
type Forgotten = Exclude<AsyncMember, CallName | 'openGuestPort' | 'close'>;
const everyCallListed: [Forgotten] extends [never] ? true : Forgotten = true;
void everyCallListed;
