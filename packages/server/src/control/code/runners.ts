// The code contexts' runners (guest/code/, installed by the default image in /usr/lib/warren/code)
// and how a context is written down in the sandbox's command ledger (docs/code.md, "A context is a
// command"): its runner's argument list names its language and carries its spec, and its command
// id names the context and a generation. Pure: no guest calls here.

import type { CommandInfo } from '../../host/types.ts';

export const LANGUAGES = ['python', 'javascript', 'bash'] as const;
export type Language = (typeof LANGUAGES)[number];

export const RUNNER_DIR = '/usr/lib/warren/code';
/** What the runner of each language is, as the image ships it. */
const RUNNER_FILES: Record<Language, string> = {
  python: `${RUNNER_DIR}/python.py`,
  javascript: `${RUNNER_DIR}/javascript.mjs`,
  bash: `${RUNNER_DIR}/bash.py`,
};

/** What a context is started with, kept in its runner's arguments so a restart can repeat it. */
export interface ContextSpec {
  cwd?: string;
  env?: Record<string, string>;
}

/** A context id: a language's default context is named by the language, others by a UUID. */
export const CONTEXT_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
const CONTEXT_ID = new RegExp(CONTEXT_ID_PATTERN);

export function runnerFile(language: Language): string {
  return RUNNER_FILES[language];
}

/** The runner's argument list: the interpreter, the runner file, the spec as JSON (last). */
export function runnerArgs(language: Language, spec: ContextSpec): string[] {
  const json = JSON.stringify(spec);
  if (language === 'javascript') {
    // --expose-internals: Node's own top-level-await transform (javascript.mjs says why).
    return ['node', '--expose-internals', '--disable-warning=ExperimentalWarning', RUNNER_FILES.javascript, json];
  }
  return ['python3', RUNNER_FILES[language], json];
}

export function languageOf(args: string[] | undefined): Language | undefined {
  return LANGUAGES.find((l) => args?.includes(RUNNER_FILES[l]));
}

export function specOf(args: string[] | undefined): ContextSpec {
  try {
    const spec = JSON.parse(args?.at(-1) ?? '{}');
    return typeof spec === 'object' && spec !== null ? (spec as ContextSpec) : {};
  } catch {
    return {};
  }
}

export function isContextId(id: string): boolean {
  return CONTEXT_ID.test(id);
}

// ---- command ids: code:<context id>:<generation>, and code:<context id>:<generation>:closed ----
// A restart starts the next generation (command ids are never reused); a delete ends the context's
// runner and starts its `closed` marker (a command that exits at once), so the ledger alone says
// which contexts a sandbox has, in any replica, in a fork child and after a restore.

const PREFIX = 'code:';

export function commandIdOf(contextId: string, generation: number, closed = false): string {
  return `${PREFIX}${contextId}:${generation}${closed ? ':closed' : ''}`;
}

/** The newest command of one context. */
export interface ContextCommand {
  contextId: string;
  generation: number;
  /** The context was deleted. */
  closed: boolean;
  language?: Language;
  spec: ContextSpec;
  command: CommandInfo;
}

function parseCommandId(id: string): { contextId: string; generation: number; closed: boolean } | undefined {
  if (!id.startsWith(PREFIX)) return undefined;
  const parts = id.slice(PREFIX.length).split(':');
  if (parts.length < 2 || parts.length > 3 || (parts.length === 3 && parts[2] !== 'closed')) return undefined;
  const generation = Number(parts[1]);
  if (!isContextId(parts[0]) || !Number.isSafeInteger(generation) || generation < 1) return undefined;
  return { contextId: parts[0], generation, closed: parts.length === 3 };
}

/** Each context's newest command (highest generation), from a sandbox's command list. */
export function contextsIn(commands: CommandInfo[]): Map<string, ContextCommand> {
  const out = new Map<string, ContextCommand>();
  for (const command of commands) {
    const id = parseCommandId(command.command_id);
    if (!id) continue;
    const seen = out.get(id.contextId);
    // At one generation the closed marker wins over the runner it closed.
    if (seen && (seen.generation > id.generation || (seen.generation === id.generation && seen.closed))) continue;
    out.set(id.contextId, {
      ...id,
      language: languageOf(command.args),
      spec: specOf(command.args),
      command,
    });
  }
  return out;
}
