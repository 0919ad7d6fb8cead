// Which process owns each index of a machine-wide resource: network slots, and the uids of jailed
// VMs (jail/identities.ts). Several host agents can share a machine (two servers, a test suite
// beside a dev server): each claims an index with an exclusive file before using it, and treats
// one as a leftover only when its claim's process is gone. Without this, one agent's start-up
// cleanup could tear down a slot another is building, or two VMs could share a uid.

import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CLAIM_DIR = '/run/warren/slot-claims';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class SlotClaims {
  readonly #owner = `${process.pid} ${randomUUID()}`;

  readonly #dir: string;

  constructor(dir = CLAIM_DIR) {
    this.#dir = dir;
    mkdirSync(dir, { recursive: true });
  }

  #path(index: number): string {
    return join(this.#dir, String(index));
  }

  #holder(index: number): string | undefined {
    try {
      return readFileSync(this.#path(index), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  /** Whether nobody alive holds the index (never claimed, or its process died). */
  isOrphan(index: number): boolean {
    const holder = this.#holder(index);
    return holder === undefined || !alive(Number(holder.split(' ')[0]));
  }

  /**
   * Takes the index unless a live process holds it, or its dead holder's resource is still in use
   * (`stillUsed`: a VM that outlived its agent, waiting to be adopted).
   */
  tryClaim(index: number, stillUsed?: () => boolean): boolean {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        writeFileSync(this.#path(index), this.#owner, { flag: 'wx' });
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        if (!this.isOrphan(index) || stillUsed?.()) return false;
        if (!this.#clearDead(index)) return false;
      }
    }
    return false;
  }

  /**
   * Removes a dead process's claim so that the next exclusive create can take the index. Another
   * agent may be doing the same: it may have removed the claim already, or made its own in its
   * place since we looked. So the claim is first moved aside (one mover wins), and what was moved
   * is read again: a live holder's claim is put back, and the index is not ours.
   */
  #clearDead(index: number): boolean {
    const aside = `${this.#path(index)}.${randomUUID()}`;
    try {
      renameSync(this.#path(index), aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true; // someone removed it first
      throw err;
    }
    const moved = readFileSync(aside, 'utf8');
    if (alive(Number(moved.split(' ')[0]))) {
      try {
        linkSync(aside, this.#path(index));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      unlinkSync(aside);
      return false;
    }
    unlinkSync(aside);
    return true;
  }

  release(index: number): void {
    if (this.#holder(index) === this.#owner) unlinkSync(this.#path(index));
  }
}
