// Removing a directory entry of any kind. Node 24's fs.rmSync (recursive, force) treats a symlink
// whose target is gone as missing and leaves it in place (seen here); a sandbox's vms/<id> is such
// a link once its warm-pool disk directory has been removed.

import fs from 'node:fs';

/** Removes `p` (a file, a directory tree, or a symlink but not its target); nothing if missing. */
export function removePath(p: string): void {
  let link: boolean;
  try {
    link = fs.lstatSync(p).isSymbolicLink();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (link) fs.unlinkSync(p);
  else fs.rmSync(p, { recursive: true, force: true });
}
