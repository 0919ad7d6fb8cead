// The store's behaviour, function by function, on both dialects: SQLite (the embedded default)
// and a real PostgreSQL server. Every value must come back the same on both: numbers as numbers
// (PostgreSQL's bigint arrives as a string unless the store parses it), nulls as nulls.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  type ExportRow,
  nowNs,
  openStore,
  type SandboxRow,
  type SnapshotRow,
  type Store,
  type TemplateRow,
} from '../src/store/index.ts';
import { openTestStore, sandboxRecord } from './store-fixture.ts';

const DIALECTS = {
  sqlite: () => openTestStore('sqlite'),
  postgres: () => openTestStore('postgres'),
};

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

function sandbox(orgId: string, o: Partial<SandboxRow> = {}): SandboxRow {
  return sandboxRecord(orgId, { vm_id: id('vm'), state: 'creating', created_unix_ns: nowNs() + seq, ...o });
}

function snapshot(orgId: string, vmId: string, o: Partial<SnapshotRow> = {}): SnapshotRow {
  return {
    snapshot_id: id('snap'),
    org_id: orgId,
    vm_id: vmId,
    parent_snapshot_id: null,
    kind: 'snapshot',
    state: 'ready',
    durable: 0,
    image: 'busybox',
    cpus: 1,
    memory_mb: 256,
    runtime: 'container',
    volumes: null,
    disable_internet: 1,
    logical_bytes: 5 * 1024 ** 3,
    node: 'local',
    chain_parent: null,
    created_unix_ns: nowNs() + seq,
    deleted_unix_ns: null,
    labels: '{}',
    egress: null,
    ...o,
  };
}

function template(orgId: string | null, o: Partial<TemplateRow> = {}): TemplateRow {
  const now = nowNs() + seq;
  return {
    template_id: id('tpl'),
    org_id: orgId,
    name: 'busybox',
    version: 'latest',
    source_image: 'busybox',
    cpus: 1,
    memory_mb: 256,
    runtime: 'container',
    disable_internet: 0,
    status: 'building',
    status_detail: '',
    base_snapshot_id: null,
    builder_org_id: orgId ?? 'org-builder',
    created_unix_ns: now,
    last_used_unix_ns: now,
    deleted_unix_ns: null,
    ...o,
  };
}

function exportRow(orgId: string, snapshotId: string, o: Partial<ExportRow> = {}): ExportRow {
  return {
    export_id: id('exp'),
    org_id: orgId,
    snapshot_id: snapshotId,
    state: 'pending',
    files: null,
    error: null,
    attempts: 0,
    created_unix_ns: nowNs(),
    deleted_unix_ns: null,
    ...o,
  };
}

for (const [dialect, open] of Object.entries(DIALECTS)) {
  describe(`store on ${dialect}`, () => {
    let store: Store;
    let org: string;
    let other: string;
    before(async () => {
      store = await open();
      org = id('org');
      other = id('org');
      await store.accounts.createOrg(org, `acme-${org}`);
      await store.accounts.createOrg(other, `globex-${other}`);
    });
    after(() => store.close());

    test('opens on its dialect, answers ping, and migrating again changes nothing', async () => {
      assert.equal(store.dialect, dialect);
      await store.ping();
      await store.migrate();
      assert.equal((await store.accounts.findOrgByName(`acme-${org}`))?.id, org);
    });

    describe('organizations and keys', () => {
      test('an organization is found by name, with its creation time as a number', async () => {
        const row = await store.accounts.findOrgByName(`acme-${org}`);
        assert.equal(row?.id, org);
        assert.equal(typeof row?.created_unix_ns, 'number');
        assert.ok((row?.created_unix_ns ?? 0) > 1.6e18);
        assert.equal(await store.accounts.findOrgByName('nobody'), undefined);
      });

      test('organization names are unique', async () => {
        await assert.rejects(store.accounts.createOrg(id('org'), `acme-${org}`));
      });

      test('an API key is found by its hash only; operator keys say so', async () => {
        const key = { id: id('key'), orgId: org, hash: id('hash'), prefix: 'wrn_sk_abc' };
        await store.accounts.createApiKey(key);
        assert.deepEqual(await store.accounts.findApiKey(key.hash), {
          id: key.id,
          org_id: org,
          operator: 0,
          last_used_unix_ns: null,
        });
        assert.equal(await store.accounts.findApiKey('wrong'), undefined);
        const op = { id: id('key'), orgId: org, hash: id('hash'), prefix: 'wrn_sk_op', operator: true };
        await store.accounts.createApiKey(op);
        assert.equal((await store.accounts.findApiKey(op.hash))?.operator, 1);
      });
    });

    describe('sandboxes', () => {
      test('inserts within the cap, refuses past it, and counts only capped states', async () => {
        const o = id('org');
        await store.accounts.createOrg(o, o);
        assert.equal(await store.sandboxes.insertWithinCap([sandbox(o), sandbox(o)], 3), true);
        assert.equal(await store.sandboxes.insertWithinCap([sandbox(o), sandbox(o)], 3), false);
        assert.equal((await store.sandboxes.list(o)).length, 2);
        await store.sandboxes.insertWithinCap([sandbox(o, { state: 'archived' })], 100);
        assert.equal(await store.sandboxes.insertWithinCap([sandbox(o)], 3), true, 'archived holds no slot');
        assert.equal(await store.sandboxes.insertWithinCap([sandbox(o)], 3), false);
      });

      test('concurrent creates never take the organization past its cap', async () => {
        const o = id('org');
        await store.accounts.createOrg(o, o);
        // Open every pooled connection first, so the creates really run side by side.
        await Promise.all(Array.from({ length: 10 }, () => store.ping()));
        const results = await Promise.all(
          Array.from({ length: 20 }, () => store.sandboxes.insertWithinCap([sandbox(o)], 5)),
        );
        assert.equal(results.filter(Boolean).length, 5);
        assert.equal((await store.sandboxes.list(o)).length, 5);
      });

      test('a second insert of the same vm_id fails and leaves one row', async () => {
        const row = sandbox(org);
        await store.sandboxes.insertWithinCap([row], 100);
        await assert.rejects(store.sandboxes.insertWithinCap([{ ...row }], 100));
        assert.equal((await store.sandboxes.list(org)).filter((r) => r.vm_id === row.vm_id).length, 1);
      });

      test('a row comes back exactly as written, numbers as numbers', async () => {
        const row = sandbox(org, { guest_ip: '10.0.0.2', parent_vm_id: 'vm-parent', disable_internet: 1 });
        await store.sandboxes.insertWithinCap([row], 100);
        assert.deepEqual(await store.sandboxes.get(org, row.vm_id), row);
        assert.deepEqual(await store.sandboxes.getAnyOrg(row.vm_id), row);
      });

      test('another organization cannot get it; sandboxes.getAnyOrg can', async () => {
        const row = sandbox(org);
        await store.sandboxes.insertWithinCap([row], 100);
        assert.equal(await store.sandboxes.get(other, row.vm_id), undefined);
        assert.equal((await store.sandboxes.getAnyOrg(row.vm_id))?.org_id, org);
      });

      test('lists an organization’s live sandboxes oldest first', async () => {
        const o = id('org');
        await store.accounts.createOrg(o, o);
        const rows = [sandbox(o, { created_unix_ns: 3e18 }), sandbox(o, { created_unix_ns: 1e18 })];
        await store.sandboxes.insertWithinCap(rows, 100);
        assert.deepEqual(
          (await store.sandboxes.list(o)).map((r) => r.vm_id),
          [rows[1].vm_id, rows[0].vm_id],
        );
      });

      test('updates patch only the named fields', async () => {
        const row = sandbox(org);
        await store.sandboxes.insertWithinCap([row], 100);
        await store.sandboxes.update(row.vm_id, { state: 'running', guest_ip: '10.0.0.9', checkpoint_id: 'c1' });
        const got = await store.sandboxes.get(org, row.vm_id);
        assert.deepEqual(got, { ...row, state: 'running', guest_ip: '10.0.0.9', checkpoint_id: 'c1' });
        await store.sandboxes.update(row.vm_id, { guest_ip: null });
        assert.equal((await store.sandboxes.get(org, row.vm_id))?.guest_ip, null);
      });

      test('deleted once: the record then answers not found but is kept', async () => {
        const row = sandbox(org);
        await store.sandboxes.insertWithinCap([row], 100);
        assert.equal(await store.sandboxes.markDeleted(row.vm_id), true);
        assert.equal(await store.sandboxes.markDeleted(row.vm_id), false);
        assert.equal(await store.sandboxes.get(org, row.vm_id), undefined);
        const kept = await store.sandboxes.getAnyOrg(row.vm_id);
        assert.equal(kept?.state, 'deleting');
        assert.equal(typeof kept?.deleted_unix_ns, 'number');
        assert.ok(!(await store.sandboxes.list(org)).some((r) => r.vm_id === row.vm_id));
      });

      test('live sandboxes on a node leave out deleted ones and other nodes', async () => {
        const node = id('node');
        const a = sandbox(org, { node });
        const b = sandbox(org, { node });
        const c = sandbox(org, { node: 'elsewhere' });
        await store.sandboxes.insertWithinCap([a, b, c], 100);
        await store.sandboxes.markDeleted(b.vm_id);
        assert.deepEqual(
          (await store.sandboxes.liveOnNode(node)).map((r) => r.vm_id),
          [a.vm_id],
        );
      });

      test('an archived sandbox reclaims a slot within the cap, only from the named state', async () => {
        const o = id('org');
        await store.accounts.createOrg(o, o);
        const archived = sandbox(o, { state: 'archived' });
        await store.sandboxes.insertWithinCap([archived, sandbox(o, { state: 'running' })], 100);
        assert.equal(
          await store.sandboxes.reclaimSlotWithinCap(o, archived.vm_id, 'archived', 1),
          false,
          'cap reached',
        );
        assert.equal(await store.sandboxes.reclaimSlotWithinCap(o, archived.vm_id, 'running', 2), false, 'state moved');
        assert.equal(await store.sandboxes.reclaimSlotWithinCap(o, archived.vm_id, 'archived', 2), true);
        assert.equal((await store.sandboxes.get(o, archived.vm_id))?.state, 'creating');
      });

      test('concurrent reclaims never pass the cap', async () => {
        const o = id('org');
        await store.accounts.createOrg(o, o);
        const rows = Array.from({ length: 10 }, () => sandbox(o, { state: 'archived' }));
        await store.sandboxes.insertWithinCap(rows, 100);
        await Promise.all(Array.from({ length: 10 }, () => store.ping()));
        const won = await Promise.all(rows.map((r) => store.sandboxes.reclaimSlotWithinCap(o, r.vm_id, 'archived', 2)));
        assert.equal(won.filter(Boolean).length, 2);
      });
    });

    describe('snapshots and checkpoints', () => {
      test('a checkpoint and the sandbox’s move onto it are written together', async () => {
        const vm = sandbox(org);
        await store.sandboxes.insertWithinCap([vm], 100);
        const snap = snapshot(org, vm.vm_id);
        await store.snapshots.insertCheckpoint(snap, {
          checkpoint_id: snap.snapshot_id,
          last_snapshot_id: snap.snapshot_id,
        });
        assert.deepEqual(await store.snapshots.get(org, snap.snapshot_id), snap);
        const moved = await store.sandboxes.get(org, vm.vm_id);
        assert.equal(moved?.checkpoint_id, snap.snapshot_id);
        assert.equal(moved?.last_snapshot_id, snap.snapshot_id);
      });

      test('a failed checkpoint insert leaves the sandbox where it was', async () => {
        const vm = sandbox(org);
        await store.sandboxes.insertWithinCap([vm], 100);
        const snap = snapshot(org, vm.vm_id);
        await store.snapshots.insertCheckpoint(snap, { checkpoint_id: snap.snapshot_id });
        await assert.rejects(store.snapshots.insertCheckpoint({ ...snap }, { checkpoint_id: 'never' }));
        assert.equal((await store.sandboxes.get(org, vm.vm_id))?.checkpoint_id, snap.snapshot_id);
      });

      test('only user snapshots are got and listed; forks and archives are internal', async () => {
        const vmId = id('vm');
        const user = snapshot(org, vmId);
        const fork = snapshot(org, vmId, { kind: 'fork' });
        const archive = snapshot(org, vmId, { kind: 'archive' });
        for (const s of [user, fork, archive])
          await store.snapshots.insertCheckpoint(s, { checkpoint_id: s.snapshot_id });
        assert.equal(await store.snapshots.get(org, fork.snapshot_id), undefined);
        assert.equal((await store.snapshots.getAnyOrg(fork.snapshot_id))?.kind, 'fork');
        assert.deepEqual(
          (await store.snapshots.list(org, vmId)).map((s) => s.snapshot_id),
          [user.snapshot_id],
        );
        assert.equal(await store.snapshots.get(other, user.snapshot_id), undefined);
      });

      test('listing is oldest first, per organization, optionally per sandbox', async () => {
        const o = id('org');
        await store.accounts.createOrg(o, o);
        const a = snapshot(o, 'vm-a', { created_unix_ns: 2e18 });
        const b = snapshot(o, 'vm-b', { created_unix_ns: 1e18 });
        for (const s of [a, b]) await store.snapshots.insertCheckpoint(s, { checkpoint_id: s.snapshot_id });
        assert.deepEqual(
          (await store.snapshots.list(o)).map((s) => s.snapshot_id),
          [b.snapshot_id, a.snapshot_id],
        );
        assert.deepEqual(
          (await store.snapshots.list(o, 'vm-a')).map((s) => s.snapshot_id),
          [a.snapshot_id],
        );
      });

      test('updates durable, state and logical size; deletion hides it but keeps the row', async () => {
        const snap = snapshot(org, id('vm'));
        await store.snapshots.insertCheckpoint(snap, { checkpoint_id: snap.snapshot_id });
        await store.snapshots.update(snap.snapshot_id, { durable: 1, state: 'ready', logical_bytes: 2 ** 40 });
        const got = await store.snapshots.get(org, snap.snapshot_id);
        assert.equal(got?.durable, 1);
        assert.equal(got?.logical_bytes, 2 ** 40);
        await store.snapshots.markDeleted(snap.snapshot_id);
        const deletedAt = (await store.snapshots.getAnyOrg(snap.snapshot_id))?.deleted_unix_ns;
        assert.equal(typeof deletedAt, 'number');
        await store.snapshots.markDeleted(snap.snapshot_id);
        assert.equal(
          (await store.snapshots.getAnyOrg(snap.snapshot_id))?.deleted_unix_ns,
          deletedAt,
          'first time kept',
        );
        assert.equal(await store.snapshots.get(org, snap.snapshot_id), undefined);
      });

      test('checkpoints on a node include deleted ones with what they stack on', async () => {
        const node = id('node');
        const base = snapshot(org, 'vm', { node, kind: 'fork' });
        const top = snapshot(org, 'vm', { node, chain_parent: base.snapshot_id, durable: 1 });
        for (const s of [base, top]) await store.snapshots.insertCheckpoint(s, { checkpoint_id: s.snapshot_id });
        await store.snapshots.markDeleted(base.snapshot_id);
        const rows = await store.snapshots.onNode(node);
        const byId = new Map(rows.map((r) => [r.snapshot_id, r]));
        assert.equal(rows.length, 2);
        assert.equal(typeof byId.get(base.snapshot_id)?.deleted_unix_ns, 'number');
        assert.deepEqual(byId.get(top.snapshot_id), {
          snapshot_id: top.snapshot_id,
          chain_parent: base.snapshot_id,
          deleted_unix_ns: null,
          kind: 'snapshot',
          durable: 1,
          created_unix_ns: top.created_unix_ns,
        });
      });

      test('checkpoints in use are those live sandboxes sit on', async () => {
        const live = sandbox(org, { checkpoint_id: id('ckpt') });
        const gone = sandbox(org, { checkpoint_id: id('ckpt') });
        await store.sandboxes.insertWithinCap([live, gone, sandbox(org)], 100);
        await store.sandboxes.markDeleted(gone.vm_id);
        const inUse = await store.snapshots.inUse();
        assert.ok(inUse.includes(live.checkpoint_id as string));
        assert.ok(!inUse.includes(gone.checkpoint_id as string));
        assert.ok(!inUse.includes(null as unknown as string));
      });
    });

    describe('exports', () => {
      test('an export is written, got per organization, updated and deleted', async () => {
        const row = exportRow(org, 'snap-x');
        await store.exports.insert(row);
        assert.deepEqual(await store.exports.get(org, row.export_id), row);
        assert.equal(await store.exports.get(other, row.export_id), undefined);
        assert.equal(await store.exports.hasPending('snap-x'), true);
        assert.ok((await store.exports.pending()).some((e) => e.export_id === row.export_id));
        await store.exports.update(row.export_id, { state: 'ready', files: '[{"name":"a"}]', attempts: 2 });
        assert.deepEqual(await store.exports.get(org, row.export_id), {
          ...row,
          state: 'ready',
          files: '[{"name":"a"}]',
          attempts: 2,
        });
        assert.equal(await store.exports.hasPending('snap-x'), false);
        await store.exports.markDeleted(row.export_id);
        assert.equal(await store.exports.get(org, row.export_id), undefined);
        assert.equal(typeof (await store.exports.getAnyOrg(row.export_id))?.deleted_unix_ns, 'number');
      });

      test('an organization’s exports are listed newest first, deleted ones left out', async () => {
        const o = id('org');
        await store.accounts.createOrg(o, o);
        const older = exportRow(o, 's', { created_unix_ns: 1e18 });
        const newer = exportRow(o, 's', { created_unix_ns: 2e18 });
        const gone = exportRow(o, 's');
        for (const e of [older, newer, gone]) await store.exports.insert(e);
        await store.exports.markDeleted(gone.export_id);
        assert.deepEqual(
          (await store.exports.list(o)).map((e) => e.export_id),
          [newer.export_id, older.export_id],
        );
      });

      test('a deleted pending export is no longer pending', async () => {
        const row = exportRow(org, 'snap-y');
        await store.exports.insert(row);
        await store.exports.markDeleted(row.export_id);
        assert.equal(await store.exports.hasPending('snap-y'), false);
        assert.ok(!(await store.exports.pending()).some((e) => e.export_id === row.export_id));
      });
    });

    describe('templates', () => {
      test('a template is got by id until deleted; templates.getAnyOrg still finds it', async () => {
        const row = template(org);
        await store.templates.insert(row);
        assert.deepEqual(await store.templates.get(row.template_id), row);
        await store.templates.markDeleted(row.template_id);
        assert.equal(await store.templates.get(row.template_id), undefined);
        assert.equal(typeof (await store.templates.getAnyOrg(row.template_id))?.deleted_unix_ns, 'number');
      });

      test('found by shape: the organization’s own or the shared one, newest first', async () => {
        const image = id('img');
        const old = template(null, { name: image, source_image: image, created_unix_ns: 1e18 });
        const fresh = template(null, { name: image, source_image: image, created_unix_ns: 2e18 });
        const own = template(org, { name: image, source_image: image });
        for (const t of [old, fresh, own]) await store.templates.insert(t);
        assert.equal(
          (await store.templates.findByShape(null, image, 1, 256, 'container'))?.template_id,
          fresh.template_id,
        );
        assert.equal(
          (await store.templates.findByShape(org, image, 1, 256, 'container'))?.template_id,
          own.template_id,
        );
        assert.equal(await store.templates.findByShape(null, image, 2, 256, 'container'), undefined);
        assert.equal(await store.templates.findByShape(other, image, 1, 256, 'container'), undefined);
      });

      test('found by name and version, newest first, only the organization’s own', async () => {
        const name = id('name');
        const v1 = template(org, { name, version: '1', created_unix_ns: 1e18 });
        const v2 = template(org, { name, version: '2', created_unix_ns: 2e18 });
        for (const t of [v1, v2]) await store.templates.insert(t);
        assert.deepEqual(
          (await store.templates.findByName(org, name)).map((t) => t.version),
          ['2', '1'],
        );
        assert.deepEqual(
          (await store.templates.findByName(org, name, '1')).map((t) => t.template_id),
          [v1.template_id],
        );
        assert.deepEqual(await store.templates.findByName(other, name), []);
      });

      test('names are matched exactly: case and wildcards are not patterns', async () => {
        const name = id('Name_%');
        await store.templates.insert(template(org, { name }));
        assert.equal((await store.templates.findByName(org, name)).length, 1);
        assert.equal((await store.templates.findByName(org, name.toLowerCase())).length, 0);
        assert.equal((await store.templates.findByName(org, name.replace('_%', '__'))).length, 0);
      });

      test('listing: own templates plus shared ones the organization used, each once', async () => {
        const o = id('org');
        await store.accounts.createOrg(o, o);
        const own = template(o, { created_unix_ns: 1e18 });
        const used = template(null, { created_unix_ns: 2e18 });
        const unused = template(null);
        for (const t of [own, used, unused]) await store.templates.insert(t);
        await store.templates.recordUse(o, used.template_id);
        await store.templates.recordUse(o, used.template_id);
        assert.deepEqual(
          (await store.templates.list(o)).map((t) => t.template_id),
          [own.template_id, used.template_id],
        );
      });

      test('building templates, updates, and the checkpoints templates keep', async () => {
        const row = template(org, { status: 'building' });
        await store.templates.insert(row);
        assert.ok((await store.templates.building()).some((t) => t.template_id === row.template_id));
        const base = id('ckpt');
        await store.templates.update(row.template_id, {
          status: 'ready',
          status_detail: 'built',
          base_snapshot_id: base,
          last_used_unix_ns: 4e18,
        });
        const got = await store.templates.get(row.template_id);
        assert.deepEqual(got, {
          ...row,
          status: 'ready',
          status_detail: 'built',
          base_snapshot_id: base,
          last_used_unix_ns: 4e18,
        });
        assert.ok(!(await store.templates.building()).some((t) => t.template_id === row.template_id));
        assert.ok((await store.templates.checkpoints()).includes(base));
        await store.templates.markDeleted(row.template_id);
        assert.ok(!(await store.templates.checkpoints()).includes(base));
      });
    });

    describe('events and audit', () => {
      test('events of a sandbox, newest first, limited, per organization', async () => {
        const vmId = id('vm');
        for (const kind of ['created', 'paused', 'resumed']) {
          await store.events.add({ vmId, orgId: org, kind, detail: `${kind} detail`, node: 'local' });
        }
        const events = await store.events.list(org, vmId, 2);
        assert.deepEqual(
          events.map((e) => e.kind),
          ['resumed', 'paused'],
        );
        assert.deepEqual(Object.keys(events[0]).sort(), ['at_unix_ns', 'detail', 'kind', 'node']);
        assert.equal(typeof events[0].at_unix_ns, 'number');
        assert.deepEqual(await store.events.list(other, vmId, 10), []);
      });

      test('audit records, newest first, paged with a before cursor', async () => {
        const o = id('org');
        await store.accounts.createOrg(o, o);
        for (let i = 0; i < 5; i++) {
          await store.audit.add({
            org_id: o,
            key_id: 'k',
            action: `POST /vms ${i}`,
            resource: `vm-${i}`,
            outcome: 201,
            request_id: `req-${i}`,
          });
        }
        const first = await store.audit.list(o, 2);
        assert.deepEqual(
          first.map((a) => a.resource),
          ['vm-4', 'vm-3'],
        );
        assert.equal(typeof first[0].id, 'number');
        assert.equal(first[0].outcome, 201);
        const next = await store.audit.list(o, 10, first[1].id);
        assert.deepEqual(
          next.map((a) => a.resource),
          ['vm-2', 'vm-1', 'vm-0'],
        );
        assert.deepEqual(await store.audit.list(other, 10, first[1].id), []);
      });
    });

    describe('registry credentials', () => {
      test('put inserts, a second put replaces in place, list is by host', async () => {
        const o = id('org');
        await store.accounts.createOrg(o, o);
        await store.registries.put({ orgId: o, host: 'registry.b.example', kind: 'static', secretBox: 'box1' });
        await store.registries.put({ orgId: o, host: 'registry.a.example', kind: 'static', secretBox: 'box2' });
        const before = await store.registries.get(o, 'registry.b.example');
        await store.registries.put({
          orgId: o,
          host: 'registry.b.example',
          kind: 'cloud-assume-role',
          secretBox: 'box3',
        });
        const afterPut = await store.registries.get(o, 'registry.b.example');
        assert.equal(afterPut?.kind, 'cloud-assume-role');
        assert.equal(afterPut?.secret_box, 'box3');
        assert.equal(afterPut?.created_unix_ns, before?.created_unix_ns);
        assert.ok((afterPut?.updated_unix_ns ?? 0) >= (before?.updated_unix_ns ?? 0));
        const list = await store.registries.list(o);
        assert.deepEqual(
          list.map((r) => r.host),
          ['registry.a.example', 'registry.b.example'],
        );
        assert.deepEqual(Object.keys(list[0]).sort(), ['created_unix_ns', 'host', 'kind', 'updated_unix_ns']);
        assert.deepEqual(await store.registries.list(other), []);
      });

      test('delete says whether there was one', async () => {
        await store.registries.put({ orgId: org, host: 'gone.example', kind: 'static', secretBox: 'b' });
        assert.equal(await store.registries.delete(other, 'gone.example'), false);
        assert.equal(await store.registries.delete(org, 'gone.example'), true);
        assert.equal(await store.registries.delete(org, 'gone.example'), false);
        assert.equal(await store.registries.get(org, 'gone.example'), undefined);
      });
    });
  });
}

describe('store on postgres: a server that is down', () => {
  test('opening fails within seconds with the connection error', async () => {
    const started = Date.now();
    await assert.rejects(
      openStore({ sqlitePath: '', postgresUrl: 'postgres://warren:x@127.0.0.1:1/warren' }),
      /ECONNREFUSED|connect/,
    );
    assert.ok(Date.now() - started < 10_000);
  });
});
