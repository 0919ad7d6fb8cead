// Device-state save and load over QMP, and the live disk-layer switch and merge checkpoints need.
// Guest RAM is never in the stream (~60 KB of devices): it lives in a shared memory-backend-file;
// a save leaves RAM out (xen-save-devices-state), and a load of an older `migrate` stream skips
// shared RAM blocks (capability `x-ignore-shared`). QEMU spawns nothing and opens no file outside
// its own directory (its seccomp filter and jail forbid both): a save writes a file in its working
// directory, and a load reads a descriptor the agent passed it at launch (`fd:` URI).
// Knows QMP and file names, nothing about sandboxes or checkpoint directories.

import { crashPoint } from '../sys/crash-points.ts';
import type { QmpClient } from './qmp.ts';

/** The drive id qemuArgv gives the root disk (the BlockBackend name QMP addresses). */
export const ROOT_DRIVE = 'root';

const POLL_MS = 1;
const MIGRATION_TIMEOUT_MS = 60_000;

interface MigrationInfo {
  status?: string;
  'error-desc'?: string;
}

async function setIgnoreShared(qmp: QmpClient): Promise<void> {
  await qmp.execute('migrate-set-capabilities', { capabilities: [{ capability: 'x-ignore-shared', state: true }] });
}

/** Polls query-migrate until the migration (outgoing or incoming) has completed. */
async function waitForMigration(qmp: QmpClient, what: string): Promise<void> {
  const deadline = Date.now() + MIGRATION_TIMEOUT_MS;
  for (;;) {
    const info = await qmp.execute<MigrationInfo>('query-migrate');
    if (info.status === 'completed') return;
    if (info.status === 'failed' || info.status === 'cancelled') {
      throw new Error(`${what} ${info.status}: ${info['error-desc'] ?? 'no reason given'}`);
    }
    if (Date.now() > deadline)
      throw new Error(`${what} did not finish within ${MIGRATION_TIMEOUT_MS} ms (status ${info.status})`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * Writes the device state of a stopped VM to `name`, a file in QEMU's working directory (its own
 * run directory: vmm/qemu.ts STATE_OUT), which QEMU writes itself. This is
 * QMP `xen-save-devices-state` with `live: false`: the non-RAM sections of a migration stream,
 * without the configuration section, and the disks stay active, so the `cont` that follows does
 * not re-open every qcow2 layer (a `migrate` inactivates them). Load it into a QEMU started with
 * `deviceStateOnly` (qemu.ts).
 */
export async function saveDeviceState(qmp: QmpClient, name: string): Promise<void> {
  if (name.includes('/')) throw new Error(`device state goes to QEMU's own directory, not ${name}`);
  await qmp.execute('xen-save-devices-state', { filename: name, live: false });
}

/**
 * Loads device state into a QEMU started with `-incoming defer` whose RAM already holds the
 * checkpoint's memory, from descriptor `fd` it was started with (QemuSpec.incomingState). The guest
 * stays stopped afterwards (the stream carries the source's run state, and a checkpoint stops the
 * source): `cont` it.
 */
export async function loadDeviceState(qmp: QmpClient, fd: number): Promise<void> {
  await setIgnoreShared(qmp);
  await qmp.execute('migrate-incoming', { uri: `fd:${fd}` });
  await waitForMigration(qmp, 'loading device state');
}

/**
 * Stacks `overlayPath` (an existing empty qcow2 whose header already names its backing file) on
 * the root drive's active layer: the old layer becomes read-only backing and guest writes go to
 * the new one. Node names are only needed inside one QEMU process; `nodeName` must be unused there.
 */
export async function stackOverlay(qmp: QmpClient, overlayPath: string, nodeName: string): Promise<void> {
  await qmp.execute('blockdev-add', {
    driver: 'qcow2',
    'node-name': nodeName,
    discard: 'unmap',
    file: { driver: 'file', filename: overlayPath },
    backing: null,
  });
  await crashPoint('checkpoint:layer-added');
  try {
    await qmp.execute('blockdev-snapshot', { node: ROOT_DRIVE, overlay: nodeName });
  } catch (err) {
    await qmp.execute('blockdev-del', { 'node-name': nodeName }).catch(() => undefined);
    throw err;
  }
}

/** Rewrites the backing-file name recorded in the header of a live image node. */
export async function setBackingFileName(qmp: QmpClient, nodeName: string, backingFile: string): Promise<void> {
  await qmp.execute('change-backing-file', {
    device: ROOT_DRIVE,
    'image-node-name': nodeName,
    'backing-file': backingFile,
  });
}

const MERGE_JOB = 'merge-chain';
const MERGE_POLL_MS = 10;

/**
 * Copies the data of every layer between the root drive's active layer and `base` (a file of its
 * backing chain) into the active layer, which then sits on `base` directly: QMP `block-stream`,
 * while the guest runs (guest writes go on; the layers streamed from are only read). Returns once
 * the job has finished, and throws with QEMU's reason if it failed (the chain is then unchanged).
 */
export async function mergeIntoActive(qmp: QmpClient, base: string): Promise<void> {
  await qmp.execute('block-stream', { 'job-id': MERGE_JOB, device: ROOT_DRIVE, base, 'auto-dismiss': false });
  await crashPoint('merge:started');
  try {
    for (;;) {
      const jobs = await qmp.execute<{ id: string; status: string; error?: string }[]>('query-jobs');
      const job = jobs.find((j) => j.id === MERGE_JOB);
      if (!job) throw new Error('the disk merge job disappeared');
      if (job.status === 'concluded') {
        if (job.error) throw new Error(`disk merge failed: ${job.error}`);
        return;
      }
      await new Promise((r) => setTimeout(r, MERGE_POLL_MS));
    }
  } finally {
    await qmp.execute('job-dismiss', { id: MERGE_JOB }).catch(() => undefined);
  }
}

/** Stops the vCPUs (QEMU drains and flushes the disks first). */
export async function stopVcpus(qmp: QmpClient): Promise<void> {
  await qmp.execute('stop');
}

export async function continueVcpus(qmp: QmpClient): Promise<void> {
  await qmp.execute('cont');
}
