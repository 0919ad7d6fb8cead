// HostAgent for a host the control plane does not run in: every call goes to that host's internal
// API (serve.ts) over transport.ts, one line per method (methods.ts lists them). has(), list() and
// isPaused() answer from the mirror (mirror.ts) without I/O. Failures come back as the classes the
// host threw (errors.ts); a host that cannot be reached is HostUnavailableError. close() only
// disconnects: the host's VMs belong to its `warren host` process.

import type { Duplex } from 'node:stream';
import type {
  CommandAnswer,
  CommandCall,
  HostAgent,
  VolumeFileAnswer,
  VolumeFileCall,
  WatchAnswer,
  WatchCall,
} from '../types.ts';
import type { WireError } from './errors.ts';
import { errorFromWire } from './errors.ts';
import type { CallName } from './methods.ts';
import { VmMirror } from './mirror.ts';
import { PROTOCOL, STATE_HEADER } from './serve.ts';
import type { HostEndpoint } from './transport.ts';
import { HostTransport, SHORT_ANSWER_MS } from './transport.ts';
import { openTunnel } from './tunnel.ts';
import { decodeBody, encodeBody, RECORDS_CONTENT_TYPE, RecordReader } from './wire.ts';

type Args<K extends CallName> = Parameters<HostAgent[K]>;
type Result<K extends CallName> = Awaited<ReturnType<HostAgent[K]>>;

interface Hello {
  node: string;
  accel: 'kvm' | 'tcg';
  clones: boolean;
  protocol: number;
}

/** Connects to a host's internal API: its hello, then its state feed. HostUnavailableError if unreachable. */
export async function connectRemoteHost(endpoint: HostEndpoint): Promise<RemoteHostAgent> {
  const transport = new HostTransport(endpoint);
  try {
    const res = await transport.send('GET', '/v1/hello', undefined, SHORT_ANSWER_MS);
    if (res.status !== 200) throw answerError(transport, res.status, res.body);
    const hello = JSON.parse(res.body.toString('utf8')) as Hello;
    if (hello.protocol !== PROTOCOL) {
      throw new Error(`host at ${endpoint.url} speaks host API ${hello.protocol}, this control plane ${PROTOCOL}`);
    }
    transport.node = hello.node;
    const restarts = new Set<() => void>();
    const mirror = await VmMirror.follow(
      transport,
      (reason) => transport.failAll(reason),
      () => {
        for (const listener of restarts) listener();
      },
    );
    return new RemoteHostAgent(hello, transport, mirror, restarts);
  } catch (err) {
    transport.close();
    throw err;
  }
}

export class RemoteHostAgent implements HostAgent {
  readonly node: string;
  readonly accel: 'kvm' | 'tcg';
  readonly clones: boolean;
  readonly #transport: HostTransport;
  readonly #mirror: VmMirror;
  /** Called when the host restarted under this client (a new run: its VMs adopted or lost). */
  readonly #restarts: Set<() => void>;

  constructor(hello: Hello, transport: HostTransport, mirror: VmMirror, restarts: Set<() => void>) {
    this.node = hello.node;
    this.accel = hello.accel;
    this.clones = hello.clones;
    this.#transport = transport;
    this.#mirror = mirror;
    this.#restarts = restarts;
  }

  // One line per call (methods.ts); arguments and results typed by HostAgent itself.
  readonly start = (...a: Args<'start'>) => this.#call('start', a);
  readonly reboot = (...a: Args<'reboot'>) => this.#call('reboot', a);
  readonly destroy = (...a: Args<'destroy'>) => this.#call('destroy', a);
  readonly exec = (...a: Args<'exec'>) => this.#call('exec', a);
  readonly sessionExec = (...a: Args<'sessionExec'>) => this.#call('sessionExec', a);
  readonly sessionClose = (...a: Args<'sessionClose'>) => this.#call('sessionClose', a);
  command<C extends CommandCall>(vmId: string, call: C): Promise<CommandAnswer<C>> {
    return this.#call('command', [vmId, call]) as Promise<CommandAnswer<C>>;
  }
  readonly writeFile = (...a: Args<'writeFile'>) => this.#call('writeFile', a);
  readonly readFile = (...a: Args<'readFile'>) => this.#call('readFile', a);
  readonly listDir = (...a: Args<'listDir'>) => this.#call('listDir', a);
  readonly stat = (...a: Args<'stat'>) => this.#call('stat', a);
  readonly mkdir = (...a: Args<'mkdir'>) => this.#call('mkdir', a);
  readonly rename = (...a: Args<'rename'>) => this.#call('rename', a);
  readonly remove = (...a: Args<'remove'>) => this.#call('remove', a);
  watch<C extends WatchCall>(vmId: string, call: C): Promise<WatchAnswer<C>> {
    return this.#call('watch', [vmId, call]) as Promise<WatchAnswer<C>>;
  }
  readonly checkpoint = (...a: Args<'checkpoint'>) => this.#call('checkpoint', a);
  readonly restore = (...a: Args<'restore'>) => this.#call('restore', a);
  readonly dropWarm = (...a: Args<'dropWarm'>) => this.#call('dropWarm', a);
  readonly setEgress = (...a: Args<'setEgress'>) => this.#call('setEgress', a);
  readonly hasCheckpoint = (...a: Args<'hasCheckpoint'>) => this.#call('hasCheckpoint', a);
  readonly listCheckpoints = (...a: Args<'listCheckpoints'>) => this.#call('listCheckpoints', a);
  readonly checkpointImage = (...a: Args<'checkpointImage'>) => this.#call('checkpointImage', a);
  readonly removeCheckpoint = (...a: Args<'removeCheckpoint'>) => this.#call('removeCheckpoint', a);
  readonly pushCheckpoint = (...a: Args<'pushCheckpoint'>) => this.#call('pushCheckpoint', a);
  readonly pullCheckpoint = (...a: Args<'pullCheckpoint'>) => this.#call('pullCheckpoint', a);
  readonly exportCheckpoint = (...a: Args<'exportCheckpoint'>) => this.#call('exportCheckpoint', a);
  readonly prepareImage = (...a: Args<'prepareImage'>) => this.#call('prepareImage', a);
  readonly pause = (...a: Args<'pause'>) => this.#call('pause', a);
  readonly resume = (...a: Args<'resume'>) => this.#call('resume', a);
  readonly stats = (...a: Args<'stats'>) => this.#call('stats', a);
  readonly consoleTail = (...a: Args<'consoleTail'>) => this.#call('consoleTail', a);
  readonly sampleVms = (...a: Args<'sampleVms'>) => this.#call('sampleVms', a);
  readonly adoptionFailures = (...a: Args<'adoptionFailures'>) => this.#call('adoptionFailures', a);
  readonly createVolume = (...a: Args<'createVolume'>) => this.#call('createVolume', a);
  readonly growVolume = (...a: Args<'growVolume'>) => this.#call('growVolume', a);
  readonly deleteVolume = (...a: Args<'deleteVolume'>) => this.#call('deleteVolume', a);
  readonly volumeUsage = (...a: Args<'volumeUsage'>) => this.#call('volumeUsage', a);
  readonly listVolumes = (...a: Args<'listVolumes'>) => this.#call('listVolumes', a);
  readonly snapshotVolume = (...a: Args<'snapshotVolume'>) => this.#call('snapshotVolume', a);
  volumeFiles<C extends VolumeFileCall>(volumeId: string, call: C): Promise<VolumeFileAnswer<C>> {
    return this.#call('volumeFiles', [volumeId, call]) as Promise<VolumeFileAnswer<C>>;
  }

  /** A hint that never throws: sent without waiting, a failure logged. */
  keepWarm(checkpointId: string, opts: { disableInternet: boolean; memoryMb: number; depth?: number }): void {
    this.#call('keepWarm', [checkpointId, opts]).catch((err: Error) =>
      console.error(`host ${this.node}: keepWarm ${checkpointId}: ${err.message}`),
    );
  }

  openGuestPort(vmId: string, port: number): Promise<Duplex> {
    return openTunnel(this.#transport, vmId, port);
  }

  has(vmId: string): boolean {
    return this.#mirror.has(vmId);
  }

  list(): string[] {
    return this.#mirror.list();
  }

  isPaused(vmId: string): boolean {
    return this.#mirror.isPaused(vmId);
  }

  onRestart(listener: () => void): void {
    this.#restarts.add(listener);
  }

  /** Disconnects; the host and its VMs keep running. */
  async close(): Promise<void> {
    this.#mirror.close();
    this.#transport.close();
  }

  async #call<K extends CallName>(name: K, args: Args<K>): Promise<Result<K>> {
    const callbacks: Callback[] = [];
    const body = encodeBody(args, callbacks);
    if (callbacks.length > 0) return this.#callWithCallbacks(name, body, callbacks) as Promise<Result<K>>;
    const res = await this.#transport.send('POST', `/v1/call/${name}`, body);
    const version = res.headers[STATE_HEADER];
    await this.#mirror.catchUp(typeof version === 'string' ? version : undefined);
    if (res.status === 200) return decodeBody(res.body) as Result<K>;
    throw answerError(this.#transport, res.status, res.body);
  }

  /** A call whose arguments hold callbacks: its answer is records (serve.ts), read as they come. */
  async #callWithCallbacks(name: CallName, body: Buffer[], callbacks: Callback[]): Promise<unknown> {
    const transport = this.#transport;
    const res = await transport.stream('POST', `/v1/call/${name}`, body);
    if (res.statusCode !== 200 || res.headers['content-type'] !== RECORDS_CONTENT_TYPE) {
      const chunks: Buffer[] = [];
      try {
        for await (const c of res) chunks.push(c as Buffer);
      } catch (err) {
        throw transport.unavailable((err as Error).message);
      }
      throw answerError(transport, res.statusCode ?? 0, Buffer.concat(chunks));
    }
    const final = await new Promise<FinalRecord>((resolve, reject) => {
      let last: FinalRecord | null = null;
      const reader = new RecordReader((value) => {
        const rec = value as CallbackRecord | FinalRecord;
        if (!('cb' in rec)) {
          last = rec;
          return;
        }
        try {
          callbacks[rec.cb]?.(...rec.args);
        } catch (err) {
          console.error(`host ${this.node}: a ${name} callback threw: ${(err as Error).message}`);
        }
      });
      res.on('data', (chunk: Buffer) => {
        try {
          reader.push(chunk);
        } catch (err) {
          res.destroy();
          reject(new Error(`host ${this.node}: a bad answer to ${name}: ${(err as Error).message}`));
        }
      });
      res.on('error', (err) => reject(transport.unavailable(err.message)));
      res.on('end', () => (last ? resolve(last) : reject(transport.unavailable('the answer ended early'))));
      res.on('close', () => {
        if (!res.complete) reject(transport.unavailable('the connection dropped mid-answer'));
      });
    });
    await this.#mirror.catchUp(final.state);
    if ('err' in final) throw errorFromWire(final.err);
    return final.ok;
  }
}

type Callback = (...args: unknown[]) => unknown;
type CallbackRecord = { cb: number; args: unknown[] };
type FinalRecord = { ok: unknown; state: string } | { err: WireError; state: string };

/** What a non-200 answer means: the host's error as its class (422), else a plain Error. */
function answerError(transport: HostTransport, status: number, body: Buffer): Error {
  let wire: WireError | null = null;
  try {
    wire = JSON.parse(body.toString('utf8')) as WireError;
  } catch {
    wire = null;
  }
  if (status === 422 && wire) return errorFromWire(wire);
  if (status === 401) return new Error(`host ${transport.node} refused the cluster secret (401)`);
  return new Error(
    `host ${transport.node} answered ${status}: ${wire?.message ?? body.toString('utf8').slice(0, 200)}`,
  );
}
