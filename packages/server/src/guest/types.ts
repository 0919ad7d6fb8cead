// The guest protocol's requests and answers as the host side uses them: exec, sessions, commands
// and their output ledger, files, and the two errors a guest call ends in. host/types.ts re-exports
// them as part of the host agent's contract; this floor imports nothing above it.

export interface ExecRequest {
  args: string[];
  stdin?: Buffer;
  background?: boolean;
  cwd?: string;
  env?: string[];
  /** The process tree is killed after this long; the output then says timedOut. */
  timeoutMs?: number;
  /** Runs as this account of the image, in its home unless `cwd` says otherwise (absent: root). */
  user?: string;
}

/** What a session command may carry beside its text (set in the session, so they last). */
export interface SessionExecOptions {
  cwd?: string;
  env?: string[];
  timeoutMs?: number;
}

export interface ExecOutput {
  exitCode: number;
  stdout: Buffer;
  stderr: Buffer;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  /** Set for background execs. */
  pid?: number;
  /** The call's timeout killed the process tree. */
  timedOut?: boolean;
}

// ---- commands (docs/commands.md): the guest agent's ledger of commands and their output ----

export type CommandSignal = 'INT' | 'TERM' | 'KILL' | 'HUP';

export interface PtySize {
  cols: number;
  rows: number;
}

/** A command as the guest agent keeps it. */
export interface CommandInfo {
  command_id: string;
  pid: number;
  state: 'running' | 'exited';
  exit_code: number | null;
  timed_out: boolean;
  started_unix_ns: number;
  ended_unix_ns: number | null;
  args?: string[];
  command?: string;
  pty: PtySize | null;
}

export interface CommandFrame {
  seq: number;
  stream: 'stdout' | 'stderr' | 'pty';
  data: Buffer;
  atUnixNs: number;
}

/** One answer of a command's ledger from a cursor (guest/agent/ledger.go). */
export interface CommandOutput {
  frames: CommandFrame[];
  /** The seq the ledger's next frame will get: what exists now ends below it. */
  next: number;
  /** Frames from the cursor up to `seq` are gone; `bytes` were dropped in all so far. */
  dropped?: { seq: number; bytes: number };
  /** The answer reaches the command's end. */
  end?: { seq: number; exitCode: number; timedOut: boolean };
}

/** The calls on a sandbox's commands, one host method for all (HostAgent.command). */
export type CommandCall =
  | {
      op: 'start';
      commandId: string;
      args?: string[];
      command?: string;
      env?: string[];
      cwd?: string;
      timeoutMs?: number;
      stdin?: boolean;
      pty?: PtySize;
      /** Runs as this account of the image, in its home unless `cwd` says otherwise (absent: root). */
      user?: string;
      /** Waits for input by design (a code context's interpreter): not work for the idle policy. */
      resident?: boolean;
    }
  | { op: 'list' }
  | { op: 'get'; commandId: string }
  /** `waitMs`: wait that long for something new; `reader` names a follower the ledger waits for. */
  | { op: 'output'; commandId: string; cursor: number; maxBytes?: number; waitMs?: number; reader?: string }
  | { op: 'stdin'; commandId: string; data: Buffer; eof?: boolean }
  | { op: 'signal'; commandId: string; signal: CommandSignal }
  | { op: 'resize'; commandId: string; cols: number; rows: number };

export interface CommandAnswers {
  start: CommandInfo;
  list: CommandInfo[];
  get: CommandInfo;
  output: CommandOutput;
  stdin: undefined;
  signal: undefined;
  resize: undefined;
}

export type CommandAnswer<C extends CommandCall> = CommandAnswers[C['op']];

export type FileKind = 'file' | 'dir' | 'symlink' | 'other';

/** What agents since the users and watchers add to an entry (older agents leave them out). */
export interface FileDetails {
  uid?: number;
  gid?: number;
  /** The image's names for uid and gid (the numbers when it has none). */
  owner?: string;
  group?: string;
  /** A symlink's target. */
  target?: string;
  /** The file's user.* extended attributes. */
  xattrs?: Record<string, string>;
}

export interface FileEntry extends FileDetails {
  name: string;
  kind: FileKind;
  size: number;
  mode: number;
  mtime_unix_ns: number;
}

export interface FileStat extends FileDetails {
  exists: boolean;
  kind?: FileKind;
  size?: number;
  mode?: number;
  mtime_unix_ns?: number;
}

/** How a file is written (HostAgent.writeFile). */
export interface WriteFileOptions {
  /** Permission bits (default 0644). */
  mode?: number;
  /** The file, and the directories made for it, belong to this account of the image. */
  user?: string;
  /** user.* extended attributes the new file gets. */
  xattrs?: Record<string, string>;
}

// ---- watchers (docs/guest-protocol.md, "watchers") -----------------------------------------

export type WatchOp = 'create' | 'write' | 'remove' | 'rename' | 'chmod';

/** The calls on a sandbox's directory watchers, one host method for all (HostAgent.watch). */
export type WatchCall =
  | { op: 'start'; watchId: string; path: string; recursive: boolean }
  /** What happened since the last poll; waits up to `waitMs` for something. */
  | { op: 'events'; watchId: string; waitMs?: number }
  | { op: 'stop'; watchId: string };

export interface WatchEvents {
  /** Paths relative to the watched directory. */
  events: { name: string; op: WatchOp }[];
  /** Events lost because nobody polled for them. */
  dropped: number;
  /** The watcher is gone (stopped meanwhile). */
  ended: boolean;
}

export interface WatchAnswers {
  start: undefined;
  events: WatchEvents;
  stop: undefined;
}

export type WatchAnswer<C extends WatchCall> = WatchAnswers[C['op']];

/**
 * Errors a host agent throws are GuestError (the guest agent answered with an error code such as
 * `not_found`, `session_limit`, `is_directory`) or AgentUnreachableError (no answer in time, or
 * the channel closed). Anything else is a platform failure.
 */
export class GuestError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export class AgentUnreachableError extends Error {
  constructor(message = 'sandbox agent unreachable') {
    super(message);
  }
}
