// Code contexts through the API (docs/code.md): `warren code VM -c CODE` (or a file, or `-` for
// stdin) runs code in a context and streams its output; the value of its last expression is
// printed, images (charts) are saved to files whose paths are printed, an error prints its
// traceback and exits 1. `warren contexts list|create|restart|delete VM` manage contexts.

import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import type { CodeResult, Execution, Language } from '@warren/sdk';
import type { Command } from 'commander';
import { envFlags } from './commands.ts';
import { print, table, type UserFlags, userOptions, withClient } from './context.ts';

interface CodeFlags extends UserFlags {
  code?: string;
  language?: Language;
  context?: string;
  env?: string[];
  timeout?: number;
  out: string;
}

const LANGUAGES = ['python', 'javascript', 'bash'];
const collect = (value: string, previous: string[] = []) => [...previous, value];
const language = (value: string) => {
  if (!LANGUAGES.includes(value)) throw new Error(`--language is one of ${LANGUAGES.join(', ')}, got ${value}`);
  return value as Language;
};
const seconds = (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`--timeout wants whole seconds, got ${value}`);
  return Number(value);
};

/** File types of the images a result may carry, by MIME type. */
const IMAGES: [mime: string, ext: string, base64: boolean][] = [
  ['image/png', 'png', true],
  ['image/jpeg', 'jpg', true],
  ['image/svg+xml', 'svg', false],
];

/** Saves a result's images into `dir` as `<context>-<count>-<n>.<ext>`; the paths written. */
function saveImages(run: Execution, dir: string): string[] {
  const paths: string[] = [];
  run.results.forEach((r: CodeResult, i: number) => {
    for (const [mime, ext, base64] of IMAGES) {
      const value = r.data[mime];
      if (typeof value !== 'string') continue;
      const path = join(dir, `${run.contextId}-${run.executionCount ?? 0}-${i + 1}.${ext}`);
      writeFileSync(path, base64 ? Buffer.from(value, 'base64') : value);
      paths.push(path);
    }
  });
  return paths;
}

export function registerCodeCommands(program: Command): void {
  userOptions(program.command('code <vm> [file]'))
    .description(
      'run code in a code context (python by default): output streams, the last value is printed, ' +
        'images are saved to files (their paths printed); FILE, -c CODE, or - for stdin',
    )
    .option('-c, --code <code>', 'the code to run')
    .option('-l, --language <language>', 'python, javascript or bash (its default context)', language)
    .option('--context <id>', 'a context made with warren contexts create')
    .option('-e, --env <name=value>', 'an environment variable for this run (repeatable)', collect)
    .option('--timeout <s>', 'interrupt the run after this many seconds (the context lives on)', seconds)
    .option('-o, --out <dir>', 'where images are saved', '.')
    .action(
      withClient(async (client, flags, vm: string, file: string | undefined) => {
        const f = flags as CodeFlags;
        if ((f.code === undefined) === (file === undefined)) throw new Error('give the code: -c CODE, a FILE, or -');
        const code = f.code ?? (file === '-' ? await text(process.stdin) : await readFile(file as string, 'utf8'));
        const s = await client.sandboxes.get(vm);
        const opts = { language: f.language, contextId: f.context, env: envFlags(f.env), timeoutS: f.timeout };
        if (flags.json) {
          const run = await s.runCode(code, opts);
          print(flags, { ...run, text: run.text, images: saveImages(run, f.out) }, '');
          process.exitCode = run.error ? 1 : 0;
          return;
        }
        const run = await s.runCode(code, {
          ...opts,
          onStdout: (t) => process.stdout.write(t),
          onStderr: (t) => process.stderr.write(t),
        });
        if (run.text !== undefined) process.stdout.write(`${run.text}\n`);
        for (const path of saveImages(run, f.out)) process.stdout.write(`image: ${path}\n`);
        if (run.error) process.stderr.write(`${run.error.traceback || `${run.error.name}: ${run.error.value}`}\n`);
        if (run.timedOut)
          process.stderr.write(`warren: interrupted after ${f.timeout ?? 300} s (the context lives on)\n`);
        if (run.contextState === 'dead') {
          process.stderr.write(
            `warren: the context died; restart it: warren contexts restart ${vm} ${run.contextId}\n`,
          );
        }
        process.exitCode = run.error ? 1 : 0;
      }),
    );

  const contexts = program.command('contexts').description("a sandbox's code contexts: list, create, restart, delete");
  const show = (c: { context_id: string; language: string; state: string; cwd: string | null }) => [
    c.context_id,
    c.language,
    c.state,
    c.cwd ?? '',
  ];
  userOptions(contexts.command('list <vm>'))
    .description("the sandbox's code contexts")
    .action(
      withClient(async (client, flags, vm: string) => {
        const list = await (await client.sandboxes.get(vm)).contexts.list();
        print(flags, list, table(['CONTEXT', 'LANGUAGE', 'STATE', 'CWD'], list.map(show)));
      }),
    );
  userOptions(contexts.command('create <vm>'))
    .description('start a context (prints its id once its interpreter is ready)')
    .option('-l, --language <language>', 'python, javascript or bash', language, 'python')
    .option('--cwd <dir>', 'absolute working directory')
    .option('-e, --env <name=value>', 'an environment variable (repeatable)', collect)
    .action(
      withClient(async (client, flags, vm: string) => {
        const f = flags as CodeFlags & { cwd?: string };
        const s = await client.sandboxes.get(vm);
        const made = await s.contexts.create({ language: f.language, cwd: f.cwd, env: envFlags(f.env) });
        print(flags, made, made.context_id);
      }),
    );
  userOptions(contexts.command('restart <vm> <context>'))
    .description('start a context anew (its variables are gone)')
    .action(
      withClient(async (client, flags, vm: string, id: string) => {
        const made = await (await client.sandboxes.get(vm)).contexts.restart(id);
        print(flags, made, `${made.context_id} ${made.state}`);
      }),
    );
  userOptions(contexts.command('delete <vm> <context>'))
    .description("end a context's interpreter")
    .action(
      withClient(async (client, flags, vm: string, id: string) => {
        await (await client.sandboxes.get(vm)).contexts.delete(id);
        print(flags, { deleted: id }, `deleted ${id}`);
      }),
    );
}
