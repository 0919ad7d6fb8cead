// One call of envd as its services (process.ts, filesystem.ts, files.ts) see it: the sandbox, who
// acts for it, the request and response, and the decoded message. The handler makes it.

import type { Caller } from '../../control/access/keys.ts';
import type { E2bSandbox } from '../sandboxes.ts';
import type { Request, Response } from './connect.ts';

/** One call as the services see it. */
export interface Call {
  sandbox: E2bSandbox;
  vmId: string;
  caller: Caller;
  req: Request;
  res: Response;
  message: Record<string, unknown>;
}
