// envd's filesystem.Filesystem service (docs/e2b.md, "Files") on Warren's file operations and
// directory watchers (HostAgent listDir, stat, mkdir, rename, remove, watch through
// SandboxService.guest, so a slept sandbox wakes and a paused one refuses). What the guest does not
// keep (a listing's depth, the watcher's stream and its keepalives, which events carry entries) is
// decided here.

import { randomUUID } from 'node:crypto';
import { posix } from 'node:path';
import type { SandboxService } from '../../control/sandboxes/service.ts';
import type { FileEntry, FileStat, WatchEvents } from '../../guest/types.ts';
import { type Account, resolvePath } from './accounts.ts';
import type { Call } from './call.ts';
import { bool, ConnectError, type ServerStream, str, timeoutMs, uint } from './connect.ts';
import { EVENT_TYPES, entryInfo, type FileFacts } from './entries.ts';

/** A listing holds at most this many entries, whatever its depth. */
const MAX_LIST_ENTRIES = 10_000;
/** How long one poll of a watcher waits in the guest for events. */
const WATCH_POLL_MS = 20_000;

export class FilesystemService {
  readonly #sandboxes: SandboxService;

  constructor(sandboxes: SandboxService) {
    this.#sandboxes = sandboxes;
  }

  async stat(call: Call, account: Account): Promise<unknown> {
    const path = resolvePath(str(call.message, 'path'), account);
    return { entry: entryInfo(path, await this.#existing(call, path)) };
  }

  async listDir(call: Call, account: Account): Promise<unknown> {
    const root = resolvePath(str(call.message, 'path'), account);
    const depth = Math.max(1, uint(call.message, 'depth'));
    await this.#directory(call, root);
    const entries: Record<string, unknown>[] = [];
    let level = [root];
    for (let d = 0; d < depth && level.length > 0; d++) {
      const next: string[] = [];
      for (const dir of level) {
        for (const e of await this.#list(call, dir)) {
          if (entries.length >= MAX_LIST_ENTRIES) break;
          const path = posix.join(dir, e.name);
          entries.push(entryInfo(path, e));
          if (e.kind === 'dir') next.push(path);
        }
      }
      level = next;
    }
    return { entries };
  }

  async makeDir(call: Call, account: Account): Promise<unknown> {
    const path = resolvePath(required(call, 'path'), account);
    const found = await this.#stat(call, path);
    if (found.exists) {
      throw new ConnectError('already_exists', `path '${path}' already exists`);
    }
    await this.#sandboxes.guest(call.caller, call.vmId, (h) => h.mkdir(call.vmId, path, account.name));
    return { entry: entryInfo(path, await this.#existing(call, path)) };
  }

  async move(call: Call, account: Account): Promise<unknown> {
    const from = resolvePath(required(call, 'source'), account);
    const to = resolvePath(required(call, 'destination'), account);
    await this.#existing(call, from);
    await this.#sandboxes.guest(call.caller, call.vmId, (h) => h.rename(call.vmId, from, to, account.name));
    return { entry: entryInfo(to, await this.#existing(call, to)) };
  }

  async remove(call: Call, account: Account): Promise<unknown> {
    const path = resolvePath(required(call, 'path'), account);
    if (path === '/') throw new ConnectError('invalid_argument', 'refusing to remove /');
    await this.#sandboxes.guest(call.caller, call.vmId, (h) => h.remove(call.vmId, path));
    return {};
  }

  /** WatchDir: a stream of the directory's events, from a watcher that lives as long as the stream. */
  async watchDir(call: Call, account: Account, stream: () => ServerStream): Promise<void> {
    const { path, watchId, includeEntry } = await this.#startWatch(call, account);
    const out = stream();
    out.send({ start: {} });
    const deadline = Date.now() + (timeoutMs(call.req) ?? Number.POSITIVE_INFINITY);
    let stopped = false;
    out.onClose(() => {
      stopped = true;
    });
    try {
      while (!stopped && Date.now() < deadline) {
        const waitMs = Math.max(0, Math.min(WATCH_POLL_MS, deadline - Date.now()));
        const batch = await this.#events(call, watchId, waitMs);
        for (const e of await this.#withEntries(call, path, batch, includeEntry)) out.send({ filesystem: e });
        if (batch.ended) break;
      }
    } finally {
      await this.#stopWatch(call, watchId);
    }
    out.end(
      Date.now() >= deadline ? new ConnectError('deadline_exceeded', 'the watch reached its timeout') : undefined,
    );
  }

  /** CreateWatcher: a watcher polled with GetWatcherEvents (the Python SDK's synchronous watch). */
  async createWatcher(call: Call, account: Account): Promise<unknown> {
    const { watchId } = await this.#startWatch(call, account);
    return { watcherId: watchId };
  }

  async getWatcherEvents(call: Call): Promise<unknown> {
    const watchId = str(call.message, 'watcherId', 'watcher_id');
    const batch = await this.#events(call, watchId, 0);
    return { events: await this.#withEntries(call, '', batch, false) };
  }

  async removeWatcher(call: Call): Promise<unknown> {
    await this.#stopWatch(call, str(call.message, 'watcherId', 'watcher_id'));
    return {};
  }

  async #startWatch(call: Call, account: Account) {
    const path = resolvePath(str(call.message, 'path'), account);
    const recursive = bool(call.message, 'recursive') ?? false;
    const includeEntry = bool(call.message, 'includeEntry', 'include_entry') ?? false;
    await this.#directory(call, path);
    const watchId = randomUUID();
    await this.#sandboxes.guest(call.caller, call.vmId, (h) =>
      h.watch(call.vmId, { op: 'start', watchId, path, recursive }),
    );
    return { path, watchId, includeEntry };
  }

  async #events(call: Call, watchId: string, waitMs: number): Promise<WatchEvents> {
    return this.#sandboxes.guest(call.caller, call.vmId, (h) => h.watch(call.vmId, { op: 'events', watchId, waitMs }));
  }

  async #stopWatch(call: Call, watchId: string): Promise<void> {
    await this.#sandboxes
      .guest(call.caller, call.vmId, (h) => h.watch(call.vmId, { op: 'stop', watchId }))
      .catch(() => undefined); // gone already (the sandbox, or the watcher)
  }

  async #withEntries(call: Call, root: string, batch: WatchEvents, includeEntry: boolean) {
    const out: Record<string, unknown>[] = [];
    for (const e of batch.events) {
      const event: Record<string, unknown> = { name: e.name, type: EVENT_TYPES[e.op] };
      if (includeEntry && e.op !== 'remove' && e.op !== 'rename') {
        const path = posix.join(root, e.name);
        const found = await this.#stat(call, path);
        if (found.exists) event.entry = entryInfo(path, found as FileFacts);
      }
      out.push(event);
    }
    return out;
  }

  async #stat(call: Call, path: string): Promise<FileStat> {
    return this.#sandboxes.guest(call.caller, call.vmId, (h) => h.stat(call.vmId, path));
  }

  async #existing(call: Call, path: string): Promise<FileFacts> {
    const found = await this.#stat(call, path);
    if (!found.exists) throw new ConnectError('not_found', `path '${path}' does not exist`);
    return found as FileFacts;
  }

  async #directory(call: Call, path: string): Promise<void> {
    const found = await this.#existing(call, path);
    if (found.kind !== 'dir') throw new ConnectError('invalid_argument', `path '${path}' is not a directory`);
  }

  #list(call: Call, dir: string): Promise<FileEntry[]> {
    return this.#sandboxes.guest(call.caller, call.vmId, (h) => h.listDir(call.vmId, dir));
  }
}

/** A path a call that changes something must name: an empty one would mean the user's home. */
function required(call: Call, field: string): string {
  const value = str(call.message, field);
  if (value === '') throw new ConnectError('invalid_argument', `${field} is required`);
  return value;
}
