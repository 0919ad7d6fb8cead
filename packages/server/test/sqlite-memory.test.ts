// The server's SQLite keeps at most 8 MiB of the database in the server's memory (its page cache): a
// database that grows by tens of MiB (audit records, events, usage minutes over days) does not grow
// the server with it (issue "Under load and over time": RSS flat over a soak).

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { openSqlite } from '../src/store/sqlite-dialect.ts';
import { SCRATCH } from './host-fixture.ts';

const dir = mkdtempSync(join(SCRATCH, 'warren-sqlite-memory-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const MIB = 1024 ** 2;

describe("the server's SQLite page cache", () => {
  it('is bounded: after 16 MiB, 40 MiB more written to the database grows the process by less than 16 MiB', () => {
    const path = join(dir, 'grow.db');
    const { db } = openSqlite(path);
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, k TEXT, body TEXT); CREATE INDEX t_k ON t (k)');
    const insert = db.prepare('INSERT INTO t (k, body) VALUES (?, ?)');
    const size = () => statSync(path).size + statSync(`${path}-wal`).size;
    const fill = (mib: number) => {
      const until = size() + mib * MIB;
      for (let i = 0; size() < until; i++) {
        db.exec('BEGIN');
        for (let j = 0; j < 1000; j++) insert.run(`vm-${(i * 7919 + j) % 997}`, 'x'.repeat(200 + (j % 300)));
        db.exec('COMMIT');
      }
    };
    // First twice what the cache holds: from then on it is full. (At 64 MiB the process grew 43.5 MiB.)
    fill(16);
    const before = process.memoryUsage().rss;
    const written = size();
    fill(40);
    const grown = process.memoryUsage().rss - before;
    assert.ok(size() - written >= 40 * MIB);
    db.close();
    assert.ok(grown < 16 * MIB, `the process grew ${(grown / MIB).toFixed(1)} MiB with the database`);
  });
});
