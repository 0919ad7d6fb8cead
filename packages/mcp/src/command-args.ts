// The command tools' shared arguments and the `command_output` tool's reading (docs/commands.md):
// `env`, `cwd` and `timeout_s` for exec, shell and exec_background; and a command's output read
// from a cursor, waiting up to `wait_s` for more, answered as text with the `next_cursor` (the seq
// of the next frame to ask for) and whether the command has ended.

import type { Client, CommandExit } from '@warren/sdk';
import { z } from 'zod';

export const commandShapeArgs = {
  env: z.record(z.string(), z.string()).optional().describe('environment variables over the image environment'),
  cwd: z.string().optional().describe('absolute working directory'),
  timeout_s: z
    .number()
    .int()
    .min(1)
    .max(86_400)
    .optional()
    .describe("seconds; at the limit the command's whole process tree is killed and timed_out is true"),
};

/** The SDK's names for the shared arguments. */
export function commandShape(args: { env?: Record<string, string>; cwd?: string; timeout_s?: number }) {
  return { env: args.env, cwd: args.cwd, timeoutS: args.timeout_s };
}

export const outputArgs = {
  command_id: z.string().describe('the command id exec_background answered'),
  cursor: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('the seq of the first frame wanted: 0 (default) from the start, else a next_cursor answered before'),
  wait_s: z
    .number()
    .min(0)
    .max(60)
    .optional()
    .describe('wait up to this many seconds for output or the end when there is none yet (default 0)'),
  max_bytes: z
    .number()
    .int()
    .min(1)
    .max(1_048_576)
    .optional()
    .describe('answer at most about this many bytes of output (default 65536); ask again from next_cursor'),
};

export interface OutputRead {
  command_id: string;
  stdout: string;
  stderr: string;
  /** The seq of the next frame to ask for. */
  next_cursor: number;
  /** Every frame was read and the command has ended (exit_code and timed_out are set). */
  ended: boolean;
  exit_code?: number;
  timed_out?: boolean;
}

/**
 * Reads `command_id`'s output from `cursor` (terminal output counts as stdout): what exists now,
 * up to `max_bytes`; when there is nothing yet, waits up to `wait_s` for the first output or the
 * end, then takes what else has come.
 */
export async function readOutput(
  client: Client,
  vmId: string,
  args: { command_id: string; cursor?: number; wait_s?: number; max_bytes?: number },
): Promise<OutputRead> {
  const cmd = await (await client.sandboxes.get(vmId)).commands.get(args.command_id);
  const maxBytes = args.max_bytes ?? 65_536;
  const text = { stdout: new TextDecoder(), stderr: new TextDecoder() };
  const read = { command_id: cmd.id, stdout: '', stderr: '', next_cursor: args.cursor ?? 0 };
  let bytes = 0;
  let ended = false;
  /** Reads frames until `enough()`; true when it reached the end line. */
  const take = async (opts: { follow: boolean; signal?: AbortSignal }, enough: () => boolean) => {
    for await (const f of cmd.output({ cursor: read.next_cursor, ...opts })) {
      const stream = f.stream === 'stderr' ? 'stderr' : 'stdout';
      read[stream] += text[stream].decode(f.data, { stream: true });
      read.next_cursor = f.seq + 1;
      bytes += f.data.length;
      if (enough()) return false;
    }
    return cmd.exit !== undefined;
  };
  ended = await take({ follow: false }, () => bytes >= maxBytes);
  const waitMs = (args.wait_s ?? 0) * 1000;
  if (!ended && bytes === 0 && waitMs > 0) {
    const signal = AbortSignal.timeout(waitMs);
    try {
      ended = await take({ follow: true, signal }, () => bytes > 0);
    } catch (err) {
      if (!signal.aborted) throw err; // else the wait is over with nothing new: answer that
    }
    if (!ended && bytes > 0) ended = await take({ follow: false }, () => bytes >= maxBytes);
  }
  read.stdout += text.stdout.decode();
  read.stderr += text.stderr.decode();
  const exit: CommandExit | undefined = cmd.exit;
  return ended && exit
    ? { ...read, ended: true, exit_code: exit.exit_code, timed_out: exit.timed_out }
    : { ...read, ended: false };
}
