// What a dead host agent left half-done inside a VM it ran, finished or rolled back before the VM
// is adopted (docs/restarts.md, "Cut-short checkpoints"): a device-state save still running, a
// disk merge job, a new disk layer stacked but not recorded, block node names handed out but not
// counted. The run record is brought into line with the VM's block graph, so the sandbox goes on
// and can be checkpointed again; the checkpoint that was cut is abandoned (its work directory is
// swept by the checkpoint store).

import fs from 'node:fs';
import path from 'node:path';
import { mergeIntoActive } from '../vmm/migration.ts';
import type { QmpClient } from '../vmm/qmp.ts';
import type { RunRecord } from './run-record.ts';

/** How long a cancelled save or block job gets to wind down. */
const SETTLE_TIMEOUT_MS = 10_000;
const POLL_MS = 20;
/** Migration states in which a save is still under way. */
const MIGRATING = new Set(['setup', 'active', 'pre-switchover', 'device', 'wait-unplug', 'cancelling']);
/** Node names the host agent gives stacked layers (host-agent.ts checkpoint). */
const LAYER_NODE = /^layer(\d+)$/;
/** Disk layers the host agent makes in a VM's disk directory (checkpoint.ts nextDisk, disks.ts). */
const LAYER_FILE = /^disk(-[0-9a-f]+)?\.qcow2$/;

interface BlockNode {
  'node-name': string;
  file: string;
  drv: string;
  backing_file_depth?: number;
}

export class RepairError extends Error {}

/** Brings a leftover VM and its record into line; returns the record to adopt it with. */
export async function repairLeftover(qmp: QmpClient, record: RunRecord): Promise<RunRecord> {
  await cancelSave(qmp);
  await reactivateDisks(qmp);
  await finishJobs(qmp);
  let out = { ...record, chain: [...record.chain] };
  const active = await activeNode(qmp);
  // A merge that completed before the record was written: the active layer sits on the base.
  if (active.backing_file_depth === 1 && out.chain.length > 1) out.chain = [out.chain[out.chain.length - 1]];
  const file = layerFile(active.file);
  if (file !== out.disk) out = await keepSwitchedLayer(qmp, out, active, file);
  out.nodeCount = await countNodes(qmp, out, file);
  removeStrayLayers(out);
  return out;
}

/** A device-state save the dead agent started: cancelled (its checkpoint is abandoned). */
async function cancelSave(qmp: QmpClient): Promise<void> {
  const status = async () => (await qmp.execute<{ status?: string }>('query-migrate')).status ?? 'none';
  if (!MIGRATING.has(await status())) return;
  await qmp.execute('migrate_cancel');
  await until(async () => !MIGRATING.has(await status()), 'the cut device-state save to stop');
}

/**
 * A completed save leaves QEMU `postmigrate` with its disks handed off (inactive): nothing can
 * change their headers. QEMU 7.2 takes them back only on `cont`, so the vCPUs run for a moment and
 * are stopped again (the control plane resumes the sandbox if it was running).
 */
async function reactivateDisks(qmp: QmpClient): Promise<void> {
  const { status } = await qmp.queryStatus();
  if (status !== 'postmigrate') return;
  await qmp.execute('cont');
  await qmp.execute('stop');
}

/** Block jobs (a disk merge) the dead agent started: cancelled if running, then dismissed. */
async function finishJobs(qmp: QmpClient): Promise<void> {
  type Job = { id: string; status: string };
  const jobs = () => qmp.execute<Job[]>('query-jobs');
  for (const job of await jobs()) {
    if (job.status !== 'concluded') await qmp.execute('job-cancel', { id: job.id }).catch(() => undefined);
  }
  await until(async () => (await jobs()).every((j) => j.status === 'concluded'), 'the cut block jobs to end');
  for (const job of await jobs()) await qmp.execute('job-dismiss', { id: job.id });
}

/**
 * The checkpoint had stacked a new layer on the one the record names and died before recording
 * it. The VM keeps writing to the new layer; everything below it is streamed into it down to the
 * image base (QMP block-stream, while the guest runs), so the VM's disk needs neither the old layer
 * (which stays in the VM's own directory, where a later checkpoint must not name it) nor the
 * checkpoint that was cut (which no record may own). QEMU reads the old layer through the
 * descriptor it holds, also when the file is already gone.
 */
async function keepSwitchedLayer(
  qmp: QmpClient,
  record: RunRecord,
  active: BlockNode,
  file: string | undefined,
): Promise<RunRecord> {
  const old = record.disk;
  if (!file || path.dirname(file) !== path.dirname(old) || !LAYER_FILE.test(path.basename(file))) {
    throw new RepairError(`its active disk layer ${file ?? active.file} is not one the host agent made`);
  }
  const base = record.chain[record.chain.length - 1];
  await mergeIntoActive(qmp, base);
  return { ...record, disk: file, chain: [base] };
}

/**
 * Block node names in use, so the next checkpoint's name is new. A layer added but never stacked
 * (the agent died between the two QMP steps) is deleted; its file goes with the stray layers.
 */
async function countNodes(qmp: QmpClient, record: RunRecord, activeFile: string | undefined): Promise<number> {
  let count = record.nodeCount;
  for (const n of await qmp.execute<BlockNode[]>('query-named-block-nodes', { flat: true })) {
    const k = Number(LAYER_NODE.exec(n['node-name'])?.[1] ?? 0);
    count = Math.max(count, k);
    if (k > record.nodeCount && layerFile(n.file) !== activeFile) {
      await qmp.execute('blockdev-del', { 'node-name': n['node-name'] }).catch(() => undefined);
    }
  }
  return count;
}

/**
 * Layers in the VM's disk directory that are neither its active layer nor in its chain. Told apart
 * by inode: a claimed warm-pool VM names its directory by the pool's path (a link points at it).
 */
function removeStrayLayers(record: RunRecord): void {
  const inode = (f: string) => {
    const st = fs.statSync(f, { throwIfNoEntry: false });
    return st ? `${st.dev}:${st.ino}` : undefined;
  };
  // Nothing is removed unless the active layer is where the record says.
  if (!inode(record.disk)) return;
  const keep = new Set([record.disk, ...record.chain].map(inode));
  for (const name of fs.readdirSync(record.vmDir)) {
    const f = path.join(record.vmDir, name);
    if (LAYER_FILE.test(name) && !keep.has(inode(f))) fs.rmSync(f, { force: true });
  }
}

async function activeNode(qmp: QmpClient): Promise<BlockNode> {
  const devices = await qmp.execute<{ device: string; inserted?: BlockNode }[]>('query-block');
  const inserted = devices.find((d) => d.inserted)?.inserted;
  if (!inserted) throw new RepairError('it has no root drive');
  return inserted;
}

/**
 * The file of a block node. A layer a checkpoint stacked (blockdev-add with `backing: null`) is
 * named by a `json:{...}` pseudo-filename holding its options.
 */
export function layerFile(name: string): string | undefined {
  if (!name.startsWith('json:')) return name;
  try {
    return (JSON.parse(name.slice('json:'.length)) as { file?: { filename?: string } }).file?.filename;
  } catch {
    return undefined;
  }
}

async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (!(await done())) {
    if (Date.now() > deadline) throw new RepairError(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
