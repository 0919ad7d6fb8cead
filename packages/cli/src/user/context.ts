// What every user command shares: the options that reach the API (--token, --api-url, --json),
// the SDK client they make, printing (plain text for people, JSON for scripts), spinners on long
// work (on a terminal only, never with --json), and errors as one line with the API's word and a
// hint of what to do.

import {
  ApiError,
  AuthError,
  CapacityError,
  Client,
  ConflictError,
  ExportFailed,
  InvalidRequestError,
  NotFoundError,
  QuotaError,
  SandboxPausedError,
  SandboxStoppedError,
  SandboxUnhealthyError,
  TemplateBuildFailed,
  TransportError,
  WaitTimeout,
} from '@warren/sdk';
import { type Command, Option } from 'commander';
import ora, { type Ora } from 'ora';

export interface UserFlags {
  token?: string;
  apiUrl?: string;
  json?: boolean;
}

/** Adds the options every user command takes. */
export function userOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--token <key>', 'API key').env('SVC_TOKEN'))
    .addOption(new Option('--api-url <url>', "the service's address").env('SVC_API_URL'))
    .option('--json', 'print JSON for scripts');
}

export function connect(flags: UserFlags): Client {
  return new Client({ token: flags.token, apiUrl: flags.apiUrl });
}

/** Prints `value` as JSON with --json, else `text` (a string or lines). */
type Action<A extends unknown[]> = (client: Client, flags: UserFlags, ...args: A) => Promise<void>;

/** An action with a client made from the command's flags (the flags come after the arguments). */
export function withClient<A extends unknown[]>(action: Action<A>) {
  return async (...argv: unknown[]) => {
    const flags = argv.at(-2) as UserFlags;
    const client = connect(flags);
    try {
      await action(client, flags, ...(argv.slice(0, -2) as A));
    } finally {
      client.close();
    }
  };
}

export function print(flags: UserFlags, value: unknown, text: string | string[]): void {
  if (flags.json) process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  else process.stdout.write(`${Array.isArray(text) ? text.join('\n') : text}\n`);
}

/** Columns aligned for a terminal. */
export function table(header: string[], rows: (string | number | boolean | undefined)[][]): string[] {
  const cells = [header, ...rows.map((r) => r.map((c) => String(c ?? '')))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  return cells.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  '));
}

/** Runs `work` under a spinner on stderr (a terminal without --json only). */
export async function spin<T>(flags: UserFlags, text: string, work: (s: Ora) => Promise<T>): Promise<T> {
  const spinner = ora({ text, stream: process.stderr, isEnabled: !flags.json && process.stderr.isTTY === true });
  spinner.start();
  try {
    const value = await work(spinner);
    spinner.succeed();
    return value;
  } catch (err) {
    spinner.fail();
    throw err;
  }
}

/** The one line an error prints: the API's word, its status, the message and a hint. */
export function errorLine(err: unknown, apiUrl?: string, vmId = 'VM'): string {
  if (err instanceof ApiError) {
    const message =
      typeof err.body.message === 'string' && err.body.message !== err.word ? `: ${err.body.message}` : '';
    return `warren: ${err.word} (HTTP ${err.status})${message}; hint: ${hint(err, vmId)}`;
  }
  if (err instanceof TransportError) {
    return `warren: ${err.message}; hint: is the service at ${apiUrl ?? 'SVC_API_URL'} up? (SVC_API_URL or --api-url)`;
  }
  if (err instanceof TemplateBuildFailed) {
    return `warren: template build failed: ${err.detail}; hint: check the image reference and registry credentials`;
  }
  if (err instanceof ExportFailed) return `warren: export failed: ${err.detail}; hint: export the snapshot again`;
  if (err instanceof WaitTimeout) return `warren: ${err.message}; hint: it may still finish: check again later`;
  return `warren: ${(err as Error).message}`;
}

function hint(err: ApiError, vm: string): string {
  if (err instanceof SandboxPausedError) return `resume it first: warren sandbox resume ${vm}`;
  if (err instanceof SandboxStoppedError) return `unarchive it first: warren sandbox start ${vm}`;
  if (err instanceof QuotaError) {
    return err.kind === 'rate'
      ? `the request budget is spent: retry in ${err.retryAfter ?? 60} s`
      : 'delete or archive a sandbox (warren sandbox delete|stop); waiting does not help';
  }
  if (err instanceof AuthError) return err.status === 401 ? 'check SVC_TOKEN or --token' : 'this key may not do that';
  if (err.word === 'volume is mounted') return 'delete the sandboxes that mount it first (warren volume ls shows them)';
  if (err instanceof NotFoundError) {
    return /volume/.test(err.message)
      ? 'check the name or id (warren volume ls)'
      : 'check the id (warren sandbox list)';
  }
  if (err instanceof CapacityError)
    return `no host fits this shape now: retry in ${err.retryAfter ?? 30} s or ask for less`;
  if (err instanceof SandboxUnhealthyError)
    return `the guest stopped answering: warren sandbox reboot ${vm} (keeps the disk) or delete it`;
  if (err instanceof ConflictError) return `the sandbox is not in a state for this: see warren sandbox get ${vm}`;
  if (err instanceof InvalidRequestError) return 'fix the arguments (warren help COMMAND)';
  return 'a platform failure: retry, after checking the state if it was a change';
}
