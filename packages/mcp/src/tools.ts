// The tools of Warren's tool interface: the specification's 19, by its names, `command_output`
// (a background command's output from a cursor, docs/commands.md), `run_code` (code in a code
// context, its charts as image content: docs/code.md) and the volume tools (list, create, delete,
// a volume's files without a sandbox: docs/volumes.md), each with a
// described input schema and an answer of text plus structured content. They call the API
// through @warren/sdk; an API error comes back as a tool error carrying the server's word.

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ApiError, type Client, type ExecResult, type Execution, type Sandbox, WarrenError } from '@warren/sdk';
import { z } from 'zod';
import { commandShape, commandShapeArgs, type OutputRead, outputArgs, readOutput } from './command-args.ts';
import { createNetworkArgs } from './network-args.ts';
import { createTeamArgs, listArgs } from './team-args.ts';
import { createVolumeArgs, volumePath, volumeRef } from './volume-args.ts';

export const TOOL_NAMES = [
  'create_sandbox',
  'exec',
  'shell',
  'exec_background',
  'write_file',
  'read_file',
  'expose_port',
  'snapshot',
  'branch',
  'list_sandboxes',
  'delete_sandbox',
  'pause',
  'resume',
  'sleep',
  'stop',
  'start',
  'reboot',
  'list_snapshots',
  'delete_snapshot',
  'command_output',
  'run_code',
  'list_volumes',
  'create_volume',
  'delete_volume',
  'list_volume_files',
  'write_volume_file',
  'read_volume_file',
] as const;

const vmId = z.string().describe('the sandbox id (vm_id, a UUID)');
const onVm = { vm_id: vmId };

/** A tool's answer: readable text and the same facts as structured content. */
function answer(structured: Record<string, unknown>, text = JSON.stringify(structured, null, 2)): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

function execText(r: ExecResult): string {
  const parts = [`exit_code: ${r.exit_code}`];
  if (r.stdout) parts.push(`--- stdout${r.stdout_truncated ? ' (truncated)' : ''} ---\n${r.stdout}`);
  if (r.stderr) parts.push(`--- stderr${r.stderr_truncated ? ' (truncated)' : ''} ---\n${r.stderr}`);
  return parts.join('\n');
}

const execAnswer = (r: ExecResult) => answer({ ...r }, execText(r));

function outputText(r: OutputRead): string {
  const state = r.ended
    ? `ended: exit_code ${r.exit_code}${r.timed_out ? ' (timed out)' : ''}`
    : 'running or more to read';
  const parts = [`next_cursor: ${r.next_cursor}; ${state}`];
  if (r.stdout) parts.push(`--- stdout ---\n${r.stdout}`);
  if (r.stderr) parts.push(`--- stderr ---\n${r.stderr}`);
  return parts.join('\n');
}
const sandboxAnswer = (s: Sandbox) => answer({ ...s.toJSON() });

/** Image types a run's results may carry that MCP clients show as images. */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * A run as a tool answer: its text (output, the last value, the error) and every chart as image
 * content, so the model sees it; the structured content names each result's formats instead of
 * repeating the images.
 */
function runAnswer(run: Execution): CallToolResult {
  const parts = [`status: ${run.status}${run.timedOut ? ' (timed out)' : ''}; context: ${run.contextId}`];
  if (run.stdout) parts.push(`--- stdout ---\n${run.stdout}`);
  if (run.stderr) parts.push(`--- stderr ---\n${run.stderr}`);
  if (run.text !== undefined) parts.push(`--- result ---\n${run.text}`);
  if (run.error) parts.push(`--- error ---\n${run.error.traceback || `${run.error.name}: ${run.error.value}`}`);
  const images = run.results.flatMap((r) =>
    IMAGE_TYPES.filter((mime) => typeof r.data[mime] === 'string').map((mimeType) => ({
      type: 'image' as const,
      data: r.data[mimeType] as string,
      mimeType,
    })),
  );
  return {
    content: [{ type: 'text', text: parts.join('\n') }, ...images],
    structuredContent: {
      context_id: run.contextId,
      status: run.status,
      timed_out: run.timedOut,
      context_state: run.contextState,
      execution_count: run.executionCount,
      stdout: run.stdout,
      stderr: run.stderr,
      error: run.error,
      results: run.results.map((r) => ({ is_main_result: r.isMainResult, formats: r.formats(), text: r.text })),
      images: images.length,
    },
  };
}

const encoding = z.enum(['utf8', 'base64']);
const writeArgs = {
  content: z.string().describe('the file content'),
  encoding: encoding.optional().describe('how content is encoded (default utf8)'),
};
const readArgs = { encoding: encoding.optional().describe('how to return the content (default utf8)') };

/** Writes a tool's content (text, or base64 decoded) with `write` and answers what was written. */
async function writeAnswer(
  path: string,
  content: string,
  enc: z.infer<typeof encoding> | undefined,
  write: (path: string, data: string | Uint8Array) => Promise<void>,
): Promise<CallToolResult> {
  const data = enc === 'base64' ? new Uint8Array(Buffer.from(content, 'base64')) : content;
  await write(path, data);
  return answer({ path, bytes: typeof data === 'string' ? Buffer.byteLength(data) : data.length });
}

/** A file read through `files` (a sandbox's or a volume's) as text or base64. */
async function readAnswer(
  path: string,
  enc: z.infer<typeof encoding> | undefined,
  files: { read(path: string): Promise<string>; readBytes(path: string): Promise<Uint8Array> },
): Promise<CallToolResult> {
  if (enc === 'base64') {
    const content = Buffer.from(await files.readBytes(path)).toString('base64');
    return answer({ path, encoding: enc, content });
  }
  const content = await files.read(path);
  return answer({ path, encoding: 'utf8', content }, content);
}

/** Runs a tool body; an SDK error becomes a tool error whose text starts with the API's word. */
async function guarded(body: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await body();
  } catch (err) {
    if (err instanceof ApiError) {
      const text = `${err.word} (HTTP ${err.status})${err.body.message ? `: ${err.body.message}` : ''}`;
      return {
        isError: true,
        content: [{ type: 'text', text }],
        structuredContent: { status: err.status, ...err.body },
      };
    }
    if (err instanceof WarrenError || err instanceof TypeError || err instanceof RangeError) {
      const text = `${err.name}: ${err.message}`;
      return {
        isError: true,
        content: [{ type: 'text', text }],
        structuredContent: { error: err.name, message: err.message },
      };
    }
    throw err;
  }
}

export function registerTools(server: McpServer, client: Client): void {
  const sandbox = (id: string) => client.sandboxes.get(id);
  const tool = <S extends z.ZodRawShape>(
    name: (typeof TOOL_NAMES)[number],
    description: string,
    inputSchema: S,
    run: (args: z.infer<z.ZodObject<S>>) => Promise<CallToolResult>,
  ) => {
    server.registerTool(name, { description, inputSchema }, ((args: z.infer<z.ZodObject<S>>) =>
      guarded(() => run(args))) as never);
  };

  tool(
    'create_sandbox',
    'Create a sandbox (an isolated microVM) from an OCI image, a template or a snapshot; with no source, the default sandbox (Python, Node, data-science stack). Answers the sandbox record with its vm_id. May take minutes on the first use of an image.',
    {
      image: z.string().optional().describe('OCI image reference, e.g. "python:3.12" or "busybox"'),
      template: z.string().optional().describe('template id, name or name:version'),
      snapshot_id: z.string().optional().describe('restore this snapshot into a new sandbox'),
      cpus: z.number().int().min(1).max(4).optional().describe('vCPUs, 1-4 (default 2)'),
      memory_mb: z.number().int().min(128).max(8192).optional().describe('memory in MiB, 128-8192 (default 1024)'),
      disable_internet: z.boolean().optional().describe('no outbound network when true'),
      ...createTeamArgs,
      ...createNetworkArgs,
      ...createVolumeArgs,
    },
    async (args) => sandboxAnswer(await client.sandboxes.create(args)),
  );

  tool(
    'exec',
    'Run a command in a sandbox to completion and answer exit_code, stdout and stderr. `command` runs through sh -c; `args` is an argument list without a shell. A non-zero exit_code is a normal answer.',
    {
      ...onVm,
      command: z.string().optional().describe('shell command, run with sh -c'),
      args: z.array(z.string()).min(1).optional().describe('argument list (instead of command), no shell'),
      stdin: z.string().optional().describe('text fed to standard input (at most 4 MiB)'),
      ...commandShapeArgs,
    },
    async ({ vm_id, command, args, stdin, ...shape }) => {
      if ((command === undefined) === (args === undefined)) throw new TypeError('give exactly one of command or args');
      const s = await sandbox(vm_id);
      const opts = { ...commandShape(shape), ...(stdin === undefined ? {} : { stdin }) };
      return execAnswer(await s.run((command ?? args) as string | string[], opts));
    },
  );

  tool(
    'shell',
    'Run a shell command in a persistent session: the working directory, environment and background processes persist between calls with the same session_id (env and cwd given here are set in the session). close: true ends the session after the command.',
    {
      ...onVm,
      session_id: z.string().min(1).describe('names the session; reuse it to keep state'),
      command: z.string().describe('shell command'),
      close: z.boolean().optional().describe('end the session after this command'),
      ...commandShapeArgs,
    },
    async ({ vm_id, session_id, command, close, ...shape }) => {
      const session = (await sandbox(vm_id)).session(session_id);
      const result = await session.run(command, commandShape(shape));
      if (close) await session.close();
      return execAnswer(result);
    },
  );

  tool(
    'exec_background',
    'Start a shell command in the background and answer at once with its command_id and pid; it keeps running after the call. Its output is kept in the sandbox: read it with command_output.',
    { ...onVm, command: z.string().describe('shell command, run with sh -c'), ...commandShapeArgs },
    async ({ vm_id, command, ...shape }) => {
      const started = await (await sandbox(vm_id)).commands.start(command, commandShape(shape));
      return answer({ background: true, command_id: started.id, pid: started.pid, state: started.info.state });
    },
  );

  tool(
    'command_output',
    "Read a background command's output from a cursor: stdout and stderr as text, next_cursor (the seq of the next frame to ask for: pass it as cursor to read on with no gap and no repeat) and ended (with exit_code and timed_out once every frame was read and the command has ended). wait_s waits for output that has not come yet.",
    { ...onVm, ...outputArgs },
    async ({ vm_id, ...args }) => {
      const read = await readOutput(client, vm_id, args);
      return answer({ ...read }, outputText(read));
    },
  );

  tool(
    'run_code',
    'Run Python (default), JavaScript or bash in a code context of a sandbox made from the default image: variables, imports and functions persist between calls in the same context. Answers stdout, stderr, the value of the last expression and the error with its traceback; charts (matplotlib plt.show() or a figure left at the end) come back as images.',
    {
      ...onVm,
      code: z.string().describe('the code to run'),
      language: z
        .enum(['python', 'javascript', 'bash'])
        .optional()
        .describe("the language's default context (made on first use); default python"),
      context_id: z.string().optional().describe('a context of the sandbox instead of the default one'),
      env: z.record(z.string(), z.string()).optional().describe('environment variables for this run'),
      timeout_s: z
        .number()
        .int()
        .min(1)
        .max(3600)
        .optional()
        .describe('interrupt the run after this many seconds (default 300); the context lives on'),
    },
    async ({ vm_id, code, language, context_id, env, timeout_s }) => {
      const run = await (await sandbox(vm_id)).runCode(code, {
        language,
        contextId: context_id,
        env,
        timeoutS: timeout_s,
      });
      return runAnswer(run);
    },
  );

  tool(
    'write_file',
    'Write a file in a sandbox (absolute path; creates parent directories; replaces the file; at most 4 MiB).',
    {
      ...onVm,
      path: z.string().describe('absolute path in the sandbox'),
      ...writeArgs,
    },
    async ({ vm_id, path, content, encoding }) => {
      const files = (await sandbox(vm_id)).files;
      return writeAnswer(path, content, encoding, (p, data) => files.write(p, data));
    },
  );

  tool(
    'read_file',
    'Read a file from a sandbox (absolute path). Text by default (invalid UTF-8 becomes U+FFFD); base64 for binary files.',
    {
      ...onVm,
      path: z.string().describe('absolute path in the sandbox'),
      ...readArgs,
    },
    async ({ vm_id, path, encoding }) => readAnswer(path, encoding, (await sandbox(vm_id)).files),
  );

  tool(
    'expose_port',
    'Publish a guest port on a public HTTPS URL. Anyone with the URL can reach it: the application must authenticate its users.',
    {
      ...onVm,
      port: z.number().int().min(1).max(65535).describe('the port the guest serves on'),
      public_port: z.number().int().min(0).max(65535).optional().describe('0 or unset: assigned'),
    },
    async ({ vm_id, port, public_port }) => answer({ ...(await (await sandbox(vm_id)).expose(port, public_port)) }),
  );

  tool(
    'snapshot',
    'Checkpoint a sandbox (memory and disk). The snapshot is restorable at once (create_sandbox with snapshot_id); it survives host loss once durable.',
    {
      ...onVm,
      leave_paused: z.boolean().optional().describe('rest the sandbox afterwards; the next call wakes it'),
      wait_durable: z.boolean().optional().describe('wait until it is uploaded to object storage'),
    },
    async ({ vm_id, leave_paused, wait_durable }) =>
      answer({ ...(await (await sandbox(vm_id)).snapshot({ leave_paused, waitDurable: wait_durable })) }),
  );

  tool(
    'branch',
    'Fork a running sandbox into live copies that resume its processes and files. Without count: one child; with count (2-4): siblings from one point in time.',
    { ...onVm, count: z.number().int().min(2).max(4).optional().describe('number of children, 2-4') },
    async ({ vm_id, count }) => {
      const parent = await sandbox(vm_id);
      if (count === undefined) return sandboxAnswer(await parent.fork());
      return answer({ sandboxes: (await parent.fork(count)).map((s) => s.toJSON()) });
    },
  );

  tool(
    'list_sandboxes',
    "List the organization's sandboxes, optionally those with given labels or in a state.",
    listArgs,
    async ({ labels, state }) =>
      answer({ sandboxes: (await client.sandboxes.list({ labels, state })).map((s) => s.toJSON()) }),
  );

  tool('delete_sandbox', 'Delete a sandbox (repeating it is harmless).', onVm, async ({ vm_id }) => {
    await client.sandboxes.delete(vm_id);
    return answer({ vm_id, deleted: true });
  });

  const lifecycle = (
    name: 'pause' | 'resume' | 'stop' | 'start',
    description: string,
    act: (s: Sandbox) => Promise<unknown>,
  ) =>
    tool(name, description, onVm, async ({ vm_id }) => {
      const s = await sandbox(vm_id);
      await act(s);
      return sandboxAnswer(await s.refresh());
    });
  lifecycle(
    'pause',
    'Pause a sandbox (vCPUs stop, memory stays). Commands answer "sandbox is paused" until resume.',
    (s) => s.pause(),
  );
  lifecycle('resume', 'Resume a paused or slept sandbox.', (s) => s.resume());
  lifecycle(
    'stop',
    'Archive a sandbox: memory and disk go to object storage and its slot is freed. Commands are refused until start.',
    (s) => s.archive(),
  );
  lifecycle('start', 'Unarchive a stopped sandbox: its processes, sockets and memory continue.', (s) => s.unarchive());

  tool(
    'sleep',
    'Put an idle sandbox to sleep (the next command wakes it). Answers slept: false when it is busy and keeps running.',
    onVm,
    async ({ vm_id }) => answer({ vm_id, slept: await (await sandbox(vm_id)).sleep() }),
  );

  tool(
    'reboot',
    'Reboot a sandbox: the disk is kept; processes, sessions and exposed listeners are lost; guest_ip changes.',
    onVm,
    async ({ vm_id }) => sandboxAnswer(await (await sandbox(vm_id)).reboot()),
  );

  tool(
    'list_snapshots',
    "List snapshots: one sandbox's with vm_id, else the organization's.",
    { vm_id: vmId.optional() },
    async ({ vm_id }) => answer({ snapshots: await client.snapshots.list(vm_id ? { vm_id } : {}) }),
  );

  tool(
    'delete_snapshot',
    'Delete a snapshot (refused while an export of it is in progress).',
    { snapshot_id: z.string().describe('the snapshot id') },
    async ({ snapshot_id }) => {
      await client.snapshots.delete(snapshot_id);
      return answer({ snapshot_id, deleted: true });
    },
  );

  const volumeFiles = async (volume: string) => client.volumes.files((await client.volumes.find(volume)).volume_id);

  tool(
    'list_volumes',
    "List the organization's volumes (named filesystems that outlive sandboxes): size_mb, bytes_used, files_used and the sandboxes that mount them (mounted_by).",
    { labels: z.record(z.string(), z.string()).optional().describe('only volumes with every one of these labels') },
    async ({ labels }) => answer({ volumes: await client.volumes.list({ labels }) }),
  );

  tool(
    'create_volume',
    'Create a volume: a named filesystem of size_mb that outlives sandboxes; mount it with create_sandbox volumes, or fill it with write_volume_file. Writing past size_mb is ENOSPC in the guest.',
    {
      name: z.string().describe("unique among the organization's volumes: letters, digits, . _ -"),
      size_mb: z.number().int().min(1).optional().describe('size in MiB (required unless snapshot_id)'),
      labels: z.record(z.string(), z.string()).optional().describe('labels, string to string'),
      snapshot_id: z.string().optional().describe('a volume snapshot whose files it starts with'),
    },
    async (args) => answer({ ...(await client.volumes.create(args)) }),
  );

  tool(
    'delete_volume',
    'Delete a volume and its files (refused with "volume is mounted" while a sandbox mounts it: delete those first).',
    { volume: volumeRef },
    async ({ volume }) => {
      const v = await client.volumes.find(volume);
      await client.volumes.delete(v.volume_id);
      return answer({ volume_id: v.volume_id, name: v.name, deleted: true });
    },
  );

  tool(
    'list_volume_files',
    'List a directory of a volume without a sandbox: name, kind (file, dir, symlink, other), size, mode.',
    { volume: volumeRef, path: volumePath.default('/') },
    async ({ volume, path }) => answer({ path, entries: await (await volumeFiles(volume)).list(path) }),
  );

  tool(
    'write_volume_file',
    'Write a file in a volume without a sandbox (creates parent directories; replaces the file; at most 4 MiB). Sandboxes that mount the volume see it.',
    {
      volume: volumeRef,
      path: volumePath,
      ...writeArgs,
    },
    async ({ volume, path, content, encoding }) => {
      const files = await volumeFiles(volume);
      return writeAnswer(path, content, encoding, (p, data) => files.write(p, data));
    },
  );

  tool(
    'read_volume_file',
    'Read a file of a volume without a sandbox (at most 16 MiB). Text by default (invalid UTF-8 becomes U+FFFD); base64 for binary files.',
    {
      volume: volumeRef,
      path: volumePath,
      ...readArgs,
    },
    async ({ volume, path, encoding }) => readAnswer(path, encoding, await volumeFiles(volume)),
  );
}
