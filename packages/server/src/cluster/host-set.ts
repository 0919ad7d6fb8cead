// The hosts one control plane drives, presented as one HostAgent (docs/deploy.md). A call about a
// VM goes to the host running it (the one whose agent has it, else the node its sandbox row names);
// a call about a checkpoint goes to a host holding its files; a call about a volume, to the node its
// row names (a volume lives on one host: docs/volumes.md). With one member (`warren serve`,
// `warren api --host`) every call is that member's, unchanged. Which host a new sandbox goes to is
// placement.ts's choice, written on its row before it starts.

import type { Duplex } from 'node:stream';
import {
  AgentUnreachableError,
  type CheckpointInfo,
  type CommandAnswer,
  type CommandCall,
  type ConsoleTail,
  type EgressRules,
  type ExecOutput,
  type ExecRequest,
  type ExportFile,
  type ExportJob,
  type FileEntry,
  type FileStat,
  type GuestStatsView,
  type HostAgent,
  HostUnavailableError,
  type LocalImage,
  type Placement,
  type RestoreSpec,
  type SessionExecOptions,
  type StartSpec,
  type VmCounters,
  type VolumeFileAnswer,
  type VolumeFileCall,
  type VolumeUsage,
  type WatchAnswer,
  type WatchCall,
  type WriteFileOptions,
} from '../host/types.ts';
import { nowNs, type Store } from '../store/index.ts';

export interface Member {
  agent: HostAgent;
  /** Guest memory the host hands out to resident sandboxes, in MiB. */
  memoryMb: number;
  /**
   * Until when (Unix ns) placement may choose it: its last heartbeat plus the loss timeout for a
   * registered host (registry.ts), forever for one the configuration names. Judged when placing,
   * so a replica that read the heartbeat a second ago still sees a silent host as lost on time.
   */
  aliveUntilNs: number;
}

/** Placement may choose the host now. */
export function alive(m: Member): boolean {
  return nowNs() <= m.aliveUntilNs;
}

type Listener = (agent: HostAgent) => void;

export class HostSet implements HostAgent {
  readonly #store: Store;
  readonly #name: string;
  readonly #members = new Map<string, Member>();
  readonly #joins = new Set<Listener>();
  readonly #restarts = new Set<Listener>();

  /** `name`: this control plane's node name (the node of its edge), shown when it has several hosts. */
  constructor(store: Store, name: string) {
    this.#store = store;
    this.#name = name;
  }

  // ---- membership ----------------------------------------------------------------------------

  /** Adds a host (or replaces the one of the same node); listeners of onJoin hear of it. */
  add(agent: HostAgent, memoryMb: number, aliveUntilNs = Number.POSITIVE_INFINITY): void {
    this.#members.set(agent.node, { agent, memoryMb, aliveUntilNs });
    agent.onRestart(() => {
      for (const listener of this.#restarts) listener(agent);
    });
    for (const listener of this.#joins) listener(agent);
  }

  /** Takes a host out (its agent closed: only the connection, its VMs are its own). */
  async drop(node: string): Promise<void> {
    const m = this.#members.get(node);
    this.#members.delete(node);
    await m?.agent.close();
  }

  member(node: string): Member | undefined {
    return this.#members.get(node);
  }

  members(): Member[] {
    return [...this.#members.values()];
  }

  agents(): HostAgent[] {
    return this.members().map((m) => m.agent);
  }

  /** Calls `listener` for every host added from now on. */
  onJoin(listener: Listener): void {
    this.#joins.add(listener);
  }

  /** Calls `listener` with a host whenever it restarted under this control plane (a new run). */
  onMemberRestart(listener: Listener): void {
    this.#restarts.add(listener);
  }

  /** The only member, when there is exactly one: every call is simply its own. */
  #only(): HostAgent | undefined {
    return this.#members.size === 1 ? this.#members.values().next().value?.agent : undefined;
  }

  /** The host of a VM: the one running it, else the node its sandbox row names. */
  async #forVm(vmId: string): Promise<HostAgent> {
    const only = this.#only();
    if (only) return only;
    const running = this.#running(vmId);
    if (running) return running;
    const node = (await this.#store.sandboxes.getAnyOrg(vmId))?.node;
    if (!node) throw new AgentUnreachableError(`sandbox ${vmId} is on no host`);
    const member = this.#members.get(node);
    if (!member) throw new HostUnavailableError(node, 'not connected to this control plane');
    return member.agent;
  }

  #running(vmId: string): HostAgent | undefined {
    for (const m of this.#members.values()) if (m.agent.has(vmId)) return m.agent;
    return undefined;
  }

  /** The host of a volume: the node its row names. */
  async #forVolume(volumeId: string): Promise<HostAgent> {
    const only = this.#only();
    if (only) return only;
    const node = (await this.#store.volumes.getAnyOrg(volumeId))?.node;
    if (!node) throw new HostUnavailableError(this.#name, `volume ${volumeId} is on no host`);
    const member = this.#members.get(node);
    if (!member) throw new HostUnavailableError(node, 'not connected to this control plane');
    return member.agent;
  }

  /** Members holding a checkpoint's files (a host that cannot be asked does not count). */
  async holders(checkpointId: string): Promise<HostAgent[]> {
    const agents = this.agents();
    const has = await Promise.all(agents.map((a) => a.hasCheckpoint(checkpointId).catch(() => false)));
    return agents.filter((_, i) => has[i]);
  }

  async #holder(checkpointId: string): Promise<HostAgent> {
    const only = this.#only();
    if (only) return only;
    const [holder] = await this.holders(checkpointId);
    if (!holder) throw new Error(`checkpoint ${checkpointId} is on no connected host`);
    return holder;
  }

  /** Runs `f` on every member; a host that cannot be reached is skipped, other failures thrown. */
  async #everywhere(f: (agent: HostAgent) => Promise<unknown>): Promise<void> {
    const results = await Promise.allSettled(this.agents().map(f));
    for (const r of results) {
      if (r.status === 'rejected' && !(r.reason instanceof HostUnavailableError)) throw r.reason;
    }
  }

  // ---- HostAgent -----------------------------------------------------------------------------

  get node(): string {
    return this.#only()?.node ?? this.#name;
  }

  get accel(): 'kvm' | 'tcg' {
    return this.agents()[0]?.accel ?? 'tcg';
  }

  get clones(): boolean {
    return this.agents()[0]?.clones ?? false;
  }

  async start(spec: StartSpec): Promise<Placement> {
    return (await this.#forVm(spec.vmId)).start(spec);
  }

  async restore(spec: RestoreSpec, checkpointId: string): Promise<Placement> {
    return (await this.#forVm(spec.vmId)).restore(spec, checkpointId);
  }

  async reboot(vmId: string): Promise<Placement> {
    return (await this.#forVm(vmId)).reboot(vmId);
  }

  async destroy(vmId: string): Promise<void> {
    const only = this.#only();
    if (only) return only.destroy(vmId);
    const running = this.#running(vmId);
    if (running) return running.destroy(vmId);
    // Not running anywhere this control plane sees: the row's host, if connected, makes sure.
    const node = (await this.#store.sandboxes.getAnyOrg(vmId))?.node;
    const member = node ? this.#members.get(node) : undefined;
    await member?.agent.destroy(vmId);
  }

  has(vmId: string): boolean {
    return this.#running(vmId) !== undefined;
  }

  list(): string[] {
    return this.agents().flatMap((a) => a.list());
  }

  async exec(vmId: string, req: ExecRequest): Promise<ExecOutput> {
    return (await this.#forVm(vmId)).exec(vmId, req);
  }

  async sessionExec(vmId: string, sessionId: string, command: string, opts?: SessionExecOptions): Promise<ExecOutput> {
    return (await this.#forVm(vmId)).sessionExec(vmId, sessionId, command, opts);
  }

  async command<C extends CommandCall>(vmId: string, call: C): Promise<CommandAnswer<C>> {
    return (await this.#forVm(vmId)).command(vmId, call);
  }

  async sessionClose(vmId: string, sessionId: string): Promise<boolean> {
    return (await this.#forVm(vmId)).sessionClose(vmId, sessionId);
  }

  async writeFile(vmId: string, path: string, data: Buffer, opts?: WriteFileOptions): Promise<void> {
    return (await this.#forVm(vmId)).writeFile(vmId, path, data, opts);
  }

  async readFile(vmId: string, path: string, maxBytes: number): Promise<Buffer> {
    return (await this.#forVm(vmId)).readFile(vmId, path, maxBytes);
  }

  async listDir(vmId: string, path: string): Promise<FileEntry[]> {
    return (await this.#forVm(vmId)).listDir(vmId, path);
  }

  async stat(vmId: string, path: string): Promise<FileStat> {
    return (await this.#forVm(vmId)).stat(vmId, path);
  }

  async mkdir(vmId: string, path: string, user?: string): Promise<void> {
    return (await this.#forVm(vmId)).mkdir(vmId, path, user);
  }

  async rename(vmId: string, from: string, to: string, user?: string): Promise<void> {
    return (await this.#forVm(vmId)).rename(vmId, from, to, user);
  }

  async watch<C extends WatchCall>(vmId: string, call: C): Promise<WatchAnswer<C>> {
    return (await this.#forVm(vmId)).watch(vmId, call);
  }

  async remove(vmId: string, path: string): Promise<boolean> {
    return (await this.#forVm(vmId)).remove(vmId, path);
  }

  async checkpoint(vmId: string, checkpointId: string, opts?: { leavePaused?: boolean }): Promise<CheckpointInfo> {
    return (await this.#forVm(vmId)).checkpoint(vmId, checkpointId, opts);
  }

  /** Kept ready on every host holding the checkpoint (a host that fetches it later keeps its own). */
  keepWarm(checkpointId: string, opts: { disableInternet: boolean; memoryMb: number; depth?: number }): void {
    const only = this.#only();
    if (only) {
      only.keepWarm(checkpointId, opts);
      return;
    }
    this.holders(checkpointId).then(
      (agents) => {
        for (const a of agents) a.keepWarm(checkpointId, opts);
      },
      () => undefined,
    );
  }

  async setEgress(vmId: string, rules: EgressRules | null): Promise<void> {
    return (await this.#forVm(vmId)).setEgress(vmId, rules);
  }

  async dropWarm(checkpointId: string): Promise<void> {
    await this.#everywhere((a) => a.dropWarm(checkpointId));
  }

  async hasCheckpoint(checkpointId: string): Promise<boolean> {
    const only = this.#only();
    if (only) return only.hasCheckpoint(checkpointId);
    return (await this.holders(checkpointId)).length > 0;
  }

  async listCheckpoints(): Promise<string[]> {
    const lists = await Promise.all(this.agents().map((a) => a.listCheckpoints().catch(() => [] as string[])));
    return [...new Set(lists.flat())];
  }

  async checkpointImage(checkpointId: string): Promise<LocalImage> {
    return (await this.#holder(checkpointId)).checkpointImage(checkpointId);
  }

  /** From every host that has a copy (the one that took it, and those that fetched it). */
  async removeCheckpoint(checkpointId: string): Promise<void> {
    await this.#everywhere((a) => a.removeCheckpoint(checkpointId));
  }

  async pushCheckpoint(checkpointId: string): Promise<void> {
    return (await this.#holder(checkpointId)).pushCheckpoint(checkpointId);
  }

  /** Onto the first host that can take it, unless one has it already (durability.ts names the host when it matters). */
  async pullCheckpoint(checkpointId: string): Promise<void> {
    const only = this.#only();
    if (only) return only.pullCheckpoint(checkpointId);
    if ((await this.holders(checkpointId)).length > 0) return;
    const target = this.members().find(alive);
    if (!target) throw new HostUnavailableError(this.#name, 'no host is connected');
    return target.agent.pullCheckpoint(checkpointId);
  }

  async exportCheckpoint(checkpointId: string, job: ExportJob): Promise<ExportFile[]> {
    return (await this.#holder(checkpointId)).exportCheckpoint(checkpointId, job);
  }

  /** On the first live host (a template build prepares its image on the host it builds on). */
  prepareImage(ref: string, opts?: Parameters<HostAgent['prepareImage']>[1]): Promise<LocalImage> {
    const target = this.members().find(alive);
    if (!target) return Promise.reject(new HostUnavailableError(this.#name, 'no host is connected'));
    return target.agent.prepareImage(ref, opts);
  }

  async pause(vmId: string): Promise<void> {
    return (await this.#forVm(vmId)).pause(vmId);
  }

  async resume(vmId: string): Promise<void> {
    return (await this.#forVm(vmId)).resume(vmId);
  }

  isPaused(vmId: string): boolean {
    return this.#running(vmId)?.isPaused(vmId) ?? false;
  }

  async stats(vmId: string, timeoutMs?: number): Promise<GuestStatsView> {
    return (await this.#forVm(vmId)).stats(vmId, timeoutMs);
  }

  async openGuestPort(vmId: string, port: number): Promise<Duplex> {
    return (await this.#forVm(vmId)).openGuestPort(vmId, port);
  }

  async consoleTail(vmId: string, maxBytes: number): Promise<ConsoleTail> {
    return (await this.#forVm(vmId)).consoleTail(vmId, maxBytes);
  }

  async createVolume(volumeId: string, sizeMb: number, fromSnapshot?: string): Promise<VolumeUsage> {
    return (await this.#forVolume(volumeId)).createVolume(volumeId, sizeMb, fromSnapshot);
  }

  async growVolume(volumeId: string, sizeMb: number): Promise<VolumeUsage> {
    return (await this.#forVolume(volumeId)).growVolume(volumeId, sizeMb);
  }

  async deleteVolume(volumeId: string): Promise<void> {
    return (await this.#forVolume(volumeId)).deleteVolume(volumeId);
  }

  /** Usage from every host that answers (each knows its own volumes). */
  async volumeUsage(volumeIds: string[]): Promise<Record<string, VolumeUsage>> {
    const only = this.#only();
    if (only) return only.volumeUsage(volumeIds);
    const all = await Promise.all(this.agents().map((a) => a.volumeUsage(volumeIds).catch(() => ({}))));
    return Object.assign({}, ...all);
  }

  async listVolumes(): Promise<string[]> {
    const lists = await Promise.all(this.agents().map((a) => a.listVolumes().catch(() => [] as string[])));
    return [...new Set(lists.flat())];
  }

  async volumeFiles<C extends VolumeFileCall>(volumeId: string, call: C): Promise<VolumeFileAnswer<C>> {
    return (await this.#forVolume(volumeId)).volumeFiles(volumeId, call);
  }

  async snapshotVolume(volumeId: string, snapshotId: string): Promise<{ bytes: number }> {
    return (await this.#forVolume(volumeId)).snapshotVolume(volumeId, snapshotId);
  }

  onRestart(listener: () => void): void {
    this.onMemberRestart(() => listener());
  }

  async adoptionFailures(): Promise<Record<string, string>> {
    const all = await Promise.all(this.agents().map((a) => a.adoptionFailures()));
    return Object.assign({}, ...all);
  }

  /** Counters of every host that answers (a host that cannot be reached has none to give). */
  async sampleVms(): Promise<VmCounters[]> {
    const only = this.#only();
    if (only) return only.sampleVms();
    const all = await Promise.all(this.agents().map((a) => a.sampleVms().catch(() => [] as VmCounters[])));
    return all.flat();
  }

  async close(): Promise<void> {
    await Promise.all(this.agents().map((a) => a.close()));
    this.#members.clear();
  }
}
