// Re-adoption of the VMs an earlier run of the host agent left running (docs/restarts.md): reading
// back the run record each sandbox's run directory carries (run-record.ts), and the checks that
// make a leftover QEMU this agent's again: its pid (pidfile and
// command line), its QMP socket and run state, what a cut checkpoint left in it (adoption-repair.ts),
// and its guest agent answering within a bounded time. It knows nothing of network slots beyond
// the index the record names; the host agent re-claims the slot and builds its in-memory sandbox
// from what this returns.

import fs from 'node:fs';
import path from 'node:path';
import { GuestClient } from '../guest/client.ts';
import { leftoverQemuPid, QemuProcess, runFiles } from '../vmm/qemu.ts';
import { QmpClient } from '../vmm/qmp.ts';
import { repairLeftover } from './adoption-repair.ts';
import { processRunDelayMs } from './metrics.ts';
import { RECORD_FILE, RECORD_VERSION, type RunRecord } from './run-record.ts';

/** How long a leftover VM's guest agent gets to answer before it is given up (TCG is slow). */
const ADOPT_TIMEOUT_MS = 20_000;
/** QMP is answered by QEMU's main loop: quick, unless another client holds the socket. */
const QMP_TIMEOUT_MS = 5_000;
/** Cancelling a cut save or merge and fixing the disk chain: QMP calls and a merge of what the guest wrote. */
const REPAIR_TIMEOUT_MS = 300_000;
/**
 * Run states of a QEMU whose guest can go on; `finish-migrate` and `postmigrate` are a VM stopped
 * during and after a checkpoint's save.
 */
const ADOPTABLE = new Set(['running', 'paused', 'finish-migrate', 'postmigrate']);

export class AdoptionError extends Error {}

function readRunRecord(runDir: string): RunRecord {
  let record: RunRecord;
  try {
    record = JSON.parse(fs.readFileSync(path.join(runDir, RECORD_FILE), 'utf8')) as RunRecord;
  } catch (err) {
    throw new AdoptionError(`its run record is unreadable (${(err as NodeJS.ErrnoException).code ?? 'bad JSON'})`);
  }
  if (record.version !== RECORD_VERSION) throw new AdoptionError(`its run record has version ${record.version}`);
  return record;
}

/** A run directory whose QEMU still runs, and its record. */
export interface Leftover {
  runDir: string;
  pid: number;
  record: RunRecord;
}

/** The leftover VM of `runDir`, or AdoptionError if its QEMU is gone or its record unreadable. */
export function findLeftover(runDir: string, runRoot: string): Leftover {
  const pid = leftoverQemuPid(runFiles(runDir).pidfile, runRoot);
  if (pid === undefined) {
    const pidfile = runFiles(runDir).pidfile;
    throw new AdoptionError(
      fs.existsSync(pidfile) ? 'its QEMU process is gone' : 'its QEMU process is gone (no pidfile)',
    );
  }
  return { runDir, pid, record: readRunRecord(runDir) };
}

export interface AdoptedVm {
  qemu: QemuProcess;
  qmp: QmpClient;
  guest: GuestClient;
  /** The vCPUs are stopped (paused, slept, or stopped by a checkpoint the old run did not finish). */
  paused: boolean;
  /** The run record as it is now (adoption-repair.ts): the caller writes it back. */
  record: RunRecord;
}

/**
 * Connects to a leftover VM's QMP and guest agent and checks it can go on, or throws AdoptionError
 * saying why it cannot (the caller kills what is left of it). `firstRequestId` must be above every
 * guest request id the old run used: answers to its requests may still arrive on the new channel.
 */
export async function adoptVm(leftover: Leftover, firstRequestId: number): Promise<AdoptedVm> {
  const { runDir, pid, record } = leftover;
  const files = runFiles(runDir);
  let qmp: QmpClient | undefined;
  let guest: GuestClient | undefined;
  try {
    // A QMP socket another client holds (a live agent) accepts the connection but never greets.
    let gaveUp = false;
    const connecting = QmpClient.connect(files.qmpSocket, QMP_TIMEOUT_MS);
    connecting.then(
      (late) => {
        if (gaveUp) late.close();
      },
      () => undefined,
    );
    qmp = await withTimeout(connecting, 'its QMP socket', QMP_TIMEOUT_MS).catch((err: Error) => {
      gaveUp = true;
      throw new AdoptionError(`its QMP socket does not answer: ${err.message}`);
    });
    const status = await withTimeout(qmp.queryStatus(), 'QMP query-status', QMP_TIMEOUT_MS);
    if (!ADOPTABLE.has(status.status)) throw new AdoptionError(`its QEMU is in state ${status.status}`);
    // A checkpoint or merge the old run did not finish is rolled back or completed first.
    const repaired = await withTimeout(repairLeftover(qmp, record), 'repairing a cut checkpoint', REPAIR_TIMEOUT_MS);
    guest = await GuestClient.connect(files.agentSocket, ADOPT_TIMEOUT_MS, firstRequestId, () =>
      processRunDelayMs(pid),
    );
    const paused = !status.running;
    // A stopped guest cannot answer; its agent is checked when it is resumed.
    if (!paused) {
      await guest.hello(ADOPT_TIMEOUT_MS).catch((err: Error) => {
        throw new AdoptionError(`its guest agent does not answer: ${err.message}`);
      });
    }
    return { qemu: QemuProcess.adopt(pid, runDir), qmp, guest, paused, record: repaired };
  } catch (err) {
    qmp?.close();
    guest?.close();
    throw err instanceof AdoptionError ? err : new AdoptionError((err as Error).message);
  }
}

function withTimeout<T>(p: Promise<T>, what: string, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AdoptionError(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
