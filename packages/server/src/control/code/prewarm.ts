// The step a template build takes before its checkpoint (control/checkpoints/templates.ts, given
// this by server.ts): an image that ships the code runners gets its default Python context started
// and waited for, so the checkpoint holds a kernel with numpy, pandas and matplotlib loaded and every
// sandbox made from the template runs its first cell without starting one (docs/code.md, "Warm from
// the first call"). An image without the runners is left as it is.

import type { HostAgent } from '../../host/types.ts';
import { awaitReady } from './contexts.ts';
import type { GuestCall } from './reader.ts';
import { commandIdOf, runnerArgs, runnerFile } from './runners.ts';

/** How long a template build waits for the kernel (imports under TCG take tens of seconds). */
const WARM_WAIT_MS = 10 * 60_000;

/** Starts the default Python context in a template's builder VM; what happened, for its log. */
export async function warmContexts(host: HostAgent, vmId: string): Promise<string> {
  const guest: GuestCall = (op) => op(host, vmId);
  if (!(await host.stat(vmId, runnerFile('python'))).exists) return 'no code runners in the image';
  const commandId = commandIdOf('python', 1);
  await host.command(vmId, {
    op: 'start',
    commandId,
    args: runnerArgs('python', {}),
    stdin: true,
    resident: true,
  });
  const readiness = await awaitReady(guest, commandId, WARM_WAIT_MS);
  if (readiness.ready) return 'python context warm';
  // A template without a warm context still works: its sandboxes start the kernel on first use
  // (the closed marker makes the next run start the context's next generation).
  await host.command(vmId, { op: 'signal', commandId, signal: 'KILL' }).catch(() => undefined);
  await host.command(vmId, { op: 'start', commandId: commandIdOf('python', 1, true), args: ['true'] });
  return `python context not warmed: ${readiness.failed ?? 'not ready in time'}`;
}
