// Named points where a test can have the server stop dead (test/crash.test.ts): with
// WARREN_CRASH_AT=<point> in its environment, the process that reaches that point writes the
// point's name to WARREN_CRASH_MARK and then waits forever, for the test to SIGKILL it exactly
// there. Read once at start; unset (always, outside that test) a point is a no-op.

import fs from 'node:fs';

const AT = process.env.WARREN_CRASH_AT;
const MARK = process.env.WARREN_CRASH_MARK;

export async function crashPoint(name: string): Promise<void> {
  if (AT === undefined || AT !== name) return;
  if (MARK) fs.writeFileSync(MARK, name);
  await new Promise(() => undefined);
}
