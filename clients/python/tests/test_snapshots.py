"""sandbox.snapshot and fork (and the older name branch); client.snapshots restore, list, get,
wait_durable, delete, export; client.exports get, wait, delete."""

from __future__ import annotations

import os
import signal
import time
import unittest
import urllib.request

import support
import warren


class SnapshotsTest(unittest.TestCase):
    client: warren.Client
    sandbox: warren.Sandbox

    @classmethod
    def setUpClass(cls) -> None:
        cls.client = support.client()
        cls.sandbox = support.tiny(cls.client)
        cls.sandbox.files.write("/tmp/mark", "before")

    @classmethod
    def tearDownClass(cls) -> None:
        cls.sandbox.delete()
        cls.client.close()

    def test_snapshot_restore_list_get_delete(self) -> None:
        snap = self.sandbox.snapshot()
        self.assertIsInstance(snap, warren.Snapshot)
        self.assertEqual((snap.vm_id, snap.image, snap.state), (self.sandbox.vm_id, "busybox", "ready"))
        self.assertEqual(self.sandbox.refresh().state, "running")
        self.sandbox.files.write("/tmp/mark", "after")
        restored = self.client.snapshots.restore(snap.snapshot_id)
        try:
            self.assertNotEqual(restored.vm_id, self.sandbox.vm_id)
            self.assertEqual((restored.cpus, restored.memory_mb), (1, 128))
            self.assertEqual(restored.files.read("/tmp/mark"), "before")
        finally:
            restored.delete()
        self.assertIn(snap.snapshot_id, [s.snapshot_id for s in self.client.snapshots.list()])
        self.assertIn(snap.snapshot_id, [s.snapshot_id for s in self.client.snapshots.list(self.sandbox.vm_id)])
        got = self.client.snapshots.get(snap.snapshot_id)
        self.assertEqual(got.snapshot_id, snap.snapshot_id)
        self.assertGreater(got.logical_bytes, 0)
        self.client.snapshots.wait_durable(snap.snapshot_id)
        self.client.snapshots.delete(snap.snapshot_id)
        with self.assertRaises(warren.NotFoundError):
            self.client.snapshots.get(snap.snapshot_id)

    def test_leave_paused_rests_until_the_next_command(self) -> None:
        snap = self.sandbox.snapshot(leave_paused=True)
        self.assertNotEqual(self.sandbox.refresh().state, "running")
        self.assertEqual(self.sandbox.run("echo up").stdout, "up\n")
        self.assertEqual(self.sandbox.refresh().state, "running")
        self.client.snapshots.delete(snap.snapshot_id)

    def test_wait_durable_then_export_download_and_delete(self) -> None:
        snap = self.sandbox.snapshot(wait_durable=True, timeout=120)
        self.assertTrue(snap.durable)
        self.assertTrue(self.client.snapshots.wait_durable(snap.snapshot_id).durable)
        started = self.client.snapshots.export(snap.snapshot_id)
        self.assertEqual(started.snapshot_id, snap.snapshot_id)
        self.assertIn(started.state, ("pending", "ready"))
        ready = self.client.exports.wait(started.export_id, timeout=300)
        self.assertEqual(ready.state, "ready")
        names = {f.name for f in ready.files}
        self.assertTrue({"memory.img.zst", "disk.img.zst", "state.json", "manifest.json"} <= names)
        manifest = ready.file("manifest.json")
        with urllib.request.urlopen(manifest.url, timeout=30) as response:
            self.assertEqual(len(response.read()), manifest.bytes)
        again = self.client.exports.get(started.export_id)
        self.assertEqual((again.export_id, again.state), (started.export_id, "ready"))
        self.assertGreaterEqual(again.file("disk.img.zst").url_expires_unix, manifest.url_expires_unix)
        self.client.exports.delete(started.export_id)
        with self.assertRaises(warren.NotFoundError):
            self.client.exports.get(started.export_id)
        self.client.snapshots.delete(snap.snapshot_id)

    def test_fork_one_child_and_branch_is_its_older_name(self) -> None:
        self.sandbox.files.write("/tmp/fork", "parent")
        child = self.sandbox.fork()
        try:
            self.assertIsInstance(child, warren.Sandbox)
            self.assertEqual(child.parent_vm_id, self.sandbox.vm_id)
            self.assertEqual(child.files.read("/tmp/fork"), "parent")
            child.files.write("/tmp/fork", "child")
            self.assertEqual(self.sandbox.files.read("/tmp/fork"), "parent")
        finally:
            child.delete()
        [only] = self.sandbox.branch(1)
        try:
            self.assertEqual(only.parent_vm_id, self.sandbox.vm_id)
        finally:
            only.delete()

    def test_fork_n_returns_n_siblings_and_at_most_4(self) -> None:
        children = self.sandbox.fork(2)
        try:
            self.assertEqual(len(children), 2)
            self.assertEqual({c.parent_vm_id for c in children}, {self.sandbox.vm_id})
            self.assertEqual(len({c.vm_id for c in children}), 2)
            for c in children:
                self.assertEqual(c.run("cat /tmp/mark").exit_code, 0)
        finally:
            for c in children:
                c.delete()
        for n in (0, 5):
            with self.assertRaises(warren.InvalidRequestError):
                self.sandbox.fork(n)


class UnhealthyTest(unittest.TestCase):
    def test_a_silent_guest_is_sandbox_unhealthy_error(self) -> None:
        with support.client() as c:
            s = support.tiny(c)
            pid = support.qemu_pid(s.vm_id)
            os.kill(pid, signal.SIGSTOP)
            try:
                with self.assertRaises(warren.SandboxUnhealthyError) as caught:
                    s.snapshot()
                self.assertEqual(caught.exception.body["error"], "sandbox agent unreachable")
                self.assertIn(caught.exception.status, (409, 503))
            finally:
                os.kill(pid, signal.SIGCONT)
            self.assertEqual(s.run("echo alive").stdout, "alive\n")
            s.delete()


if __name__ == "__main__":
    unittest.main()
