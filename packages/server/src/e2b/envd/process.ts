// envd's process.Process service (docs/e2b.md, "Commands") on Warren's command ledger
// (control/sandboxes/commands.ts): a process is a command, its pid the command's pid in the
// sandbox, its output the ledger's frames. Start follows the new command from its first frame,
// Connect from the moment it is called (envd replays nothing); neither stops the command when the
// client goes away. The call's Connect-Timeout-Ms is the process's lifetime, as envd makes it.

import type { CommandService, OutputEvent } from '../../control/sandboxes/commands.ts';
import type { CommandInfo } from '../../guest/types.ts';
import { envVars } from '../sandboxes.ts';
import { type Account, resolvePath } from './accounts.ts';
import type { Call } from './call.ts';
import {
  bool,
  bytes,
  ConnectError,
  obj,
  type ServerStream,
  str,
  stringMap,
  strings,
  timeoutMs,
  uint,
} from './connect.ts';

const SIGNALS: Record<string, 'KILL' | 'TERM'> = {
  SIGNAL_SIGKILL: 'KILL',
  '9': 'KILL',
  SIGNAL_SIGTERM: 'TERM',
  '15': 'TERM',
};

export class ProcessService {
  readonly #commands: CommandService;

  constructor(commands: CommandService) {
    this.#commands = commands;
  }

  async start(call: Call, account: Account, stream: () => ServerStream): Promise<void> {
    const process = obj(call.message, 'process') ?? {};
    const cmd = str(process, 'cmd');
    if (cmd === '') throw new ConnectError('invalid_argument', 'process.cmd is required');
    const pty = ptySize(obj(call.message, 'pty'));
    const lifetime = timeoutMs(call.req);
    const info = await this.#commands.start(call.caller, call.vmId, {
      args: [cmd, ...strings(process, 'args')],
      env: { ...envVars(call.sandbox.e2b), ...stringMap(process, 'envs') },
      cwd: resolvePath(str(process, 'cwd'), account),
      // Absent or true: a pipe, as envd keeps for older clients; false: /dev/null.
      stdin: pty !== undefined || bool(call.message, 'stdin') !== false,
      pty,
      user: account.name,
      timeoutS: lifetime === undefined ? undefined : Math.ceil(lifetime / 1000),
    });
    await this.#follow(call, stream(), info, 0);
  }

  async connect(call: Call, stream: () => ServerStream): Promise<void> {
    const info = await this.#find(call, obj(call.message, 'process'));
    const { next } = await this.#commands.tail(call.caller, call.vmId, info.command_id);
    await this.#follow(call, stream(), info, next);
  }

  async list(call: Call): Promise<unknown> {
    const commands = await this.#commands.list(call.caller, call.vmId);
    return {
      processes: commands
        .filter((c) => c.state === 'running')
        .map((c) => {
          const argv = c.args ?? ['/bin/sh', '-c', c.command ?? ''];
          return { pid: c.pid, config: { cmd: argv[0], args: argv.slice(1), envs: {} } };
        }),
    };
  }

  async sendInput(call: Call): Promise<unknown> {
    const info = await this.#find(call, obj(call.message, 'process'));
    const input = obj(call.message, 'input') ?? {};
    const data = input.stdin ?? input.pty;
    if (data === undefined) throw new ConnectError('invalid_argument', 'input.stdin or input.pty is required');
    await this.#commands.writeStdin(call.caller, call.vmId, info.command_id, bytes(data, 'input'));
    return {};
  }

  async sendSignal(call: Call): Promise<unknown> {
    const info = await this.#find(call, obj(call.message, 'process'));
    const signal = SIGNALS[String(call.message.signal)];
    if (!signal) throw new ConnectError('invalid_argument', 'signal must be SIGNAL_SIGKILL or SIGNAL_SIGTERM');
    if (info.state !== 'running') throw new ConnectError('not_found', `process ${info.pid} has exited`);
    await this.#commands.signal(call.caller, call.vmId, info.command_id, signal);
    return {};
  }

  async closeStdin(call: Call): Promise<unknown> {
    const info = await this.#find(call, obj(call.message, 'process'));
    await this.#commands.writeStdin(call.caller, call.vmId, info.command_id, Buffer.alloc(0), true);
    return {};
  }

  async update(call: Call): Promise<unknown> {
    const info = await this.#find(call, obj(call.message, 'process'));
    const size = ptySize(obj(call.message, 'pty'));
    if (size) await this.#commands.resize(call.caller, call.vmId, info.command_id, size);
    return {};
  }

  /** The command a ProcessSelector names: by pid, the running one first (pids are reused). */
  async #find(call: Call, selector: Record<string, unknown> | undefined): Promise<CommandInfo> {
    if (!selector || selector.tag !== undefined) {
      throw new ConnectError('invalid_argument', 'select the process by pid (tags are not supported)');
    }
    const pid = uint(selector, 'pid');
    const commands = await this.#commands.list(call.caller, call.vmId);
    const found = commands.find((c) => c.pid === pid && c.state === 'running') ?? commands.find((c) => c.pid === pid);
    if (!found || pid === 0) throw new ConnectError('not_found', `process with pid ${pid} not found`);
    return found;
  }

  /** Streams a command's output from `cursor` to its end as ProcessEvents. */
  async #follow(call: Call, stream: ServerStream, info: CommandInfo, cursor: number): Promise<void> {
    stream.send({ event: { start: { pid: info.pid } } });
    const abort = new AbortController();
    stream.onClose(() => abort.abort());
    let end: Extract<OutputEvent, { kind: 'end' }> | undefined;
    for await (const e of this.#commands.output(call.caller, call.vmId, info.command_id, cursor, {
      follow: true,
      signal: abort.signal,
    })) {
      if (e.kind === 'frame') stream.send({ event: { data: { [e.frame.stream]: e.frame.data.toString('base64') } } });
      else if (e.kind === 'end') end = e;
    }
    if (!end) return stream.end(); // the client went away: the command runs on
    stream.send({ event: { end: endEvent(end) } });
    stream.end(end.timedOut ? new ConnectError('deadline_exceeded', 'the process reached its timeout') : undefined);
  }
}

/** How envd (Go's ProcessState) describes an end; a timeout is a kill. */
function endEvent(end: { exitCode: number; timedOut: boolean }): Record<string, unknown> {
  if (end.timedOut) return { exitCode: -1, exited: false, status: 'signal: killed', error: 'signal: killed' };
  const status = `exit status ${end.exitCode}`;
  return { exitCode: end.exitCode, exited: true, status, ...(end.exitCode === 0 ? {} : { error: status }) };
}

function ptySize(pty: Record<string, unknown> | undefined): { cols: number; rows: number } | undefined {
  const size = pty ? obj(pty, 'size') : undefined;
  if (!size) return undefined;
  const cols = uint(size, 'cols');
  const rows = uint(size, 'rows');
  if (cols < 1 || rows < 1 || cols > 65535 || rows > 65535) {
    throw new ConnectError('invalid_argument', 'pty cols and rows must be 1-65535');
  }
  return { cols, rows };
}
