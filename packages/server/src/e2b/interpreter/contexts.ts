// The code interpreter's contexts (`/contexts`, docs/e2b.md "The code interpreter") as Warren's
// code contexts (control/code/contexts.ts): create, list, restart, remove, each one call of
// CodeContexts, the answers in E2B's shape `{id, language, cwd}`.

import type { Caller } from '../../control/access/keys.ts';
import type { CodeContexts, ContextView } from '../../control/code/contexts.ts';
import { ApiError, badRequest } from '../../errors.ts';
import { languageOf, optionalString } from './requests.ts';

/** A context as E2B's SDK reads it. */
export interface E2bContext {
  id: string;
  language: string;
  cwd: string;
}

/** Where E2B's server starts a context when the create names no directory. */
export const E2B_HOME = '/home/user';

/**
 * A context's directory as E2B shows it. Warren's default contexts (one per language, the warm
 * Python one among them) start in the image's working directory, which is `/` for the default image.
 */
function viewOf(c: ContextView): E2bContext {
  return { id: c.context_id, language: c.language, cwd: c.cwd ?? '/' };
}

export async function createContext(
  contexts: CodeContexts,
  caller: Caller,
  vmId: string,
  body: Record<string, unknown>,
): Promise<E2bContext> {
  const language = languageOf(body.language) ?? 'python';
  let cwd = optionalString(body, 'cwd');
  if (cwd !== undefined && !cwd.startsWith('/')) throw badRequest('cwd must be an absolute path');
  // E2B's default, where the image has it (every image E2B builds does; an OCI image may not).
  if (cwd === undefined) {
    const home = await contexts.guest(caller, vmId)((h, id) => h.stat(id, E2B_HOME));
    if (home.exists && home.kind === 'dir') cwd = E2B_HOME;
  }
  return viewOf(await contexts.create(caller, vmId, { language, cwd }));
}

export async function listContexts(contexts: CodeContexts, caller: Caller, vmId: string): Promise<E2bContext[]> {
  return (await contexts.list(caller, vmId)).map(viewOf);
}

export async function restartContext(contexts: CodeContexts, caller: Caller, vmId: string, id: string): Promise<void> {
  await named(id, contexts.restart(caller, vmId, id));
}

export async function removeContext(contexts: CodeContexts, caller: Caller, vmId: string, id: string): Promise<void> {
  await named(id, contexts.delete(caller, vmId, id));
}

/** Warren's 404 of a context in E2B's words (the SDK's NotFoundError shows the body). */
export async function named<T>(id: string, p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404 && err.message === 'no such context') {
      throw new ApiError(404, 'not found', `Context ${id} not found`);
    }
    throw err;
  }
}
