// The console log route's rules: the tail of a sandbox's serial console as its host captured it.
// Reading it never wakes a slept sandbox nor touches the guest; an archived sandbox has no console
// on any host, so it is 404 (as the specification says), like a deleted one.

import { ApiError, notFound } from '../../errors.ts';
import type { HostAgent } from '../../host/types.ts';
import type { Store } from '../../store/index.ts';
import type { Caller } from '../access/keys.ts';

export const LOG_TAIL_DEFAULT = 65_536;
export const LOG_TAIL_MAX = 256 * 1024;

export async function consoleLog(
  store: Store,
  host: HostAgent,
  caller: Caller,
  vmId: string,
  tailBytes: number,
): Promise<{ content: string; truncated: boolean }> {
  const row = await store.sandboxes.get(caller.orgId, vmId);
  if (!row) throw notFound('sandbox');
  if (row.state === 'archived') throw new ApiError(404, 'not found', 'the sandbox is archived: it has no console log');
  const tail = await host.consoleTail(vmId, tailBytes);
  // Invalid UTF-8 (or a character cut by the tail) becomes U+FFFD.
  return { content: tail.content.toString('utf8'), truncated: tail.truncated };
}
