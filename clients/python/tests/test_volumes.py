"""client.volumes (docs/volumes.md): create, list by labels, get, find, update, delete; a
volume's files without a sandbox; durable volume snapshots; one small sandbox mounting volumes
read-write and read-only at create."""

from __future__ import annotations

import unittest

import support
import warren


class VolumesTest(unittest.TestCase):
    client: warren.Client

    @classmethod
    def setUpClass(cls) -> None:
        cls.client = support.client()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.client.close()

    def test_create_list_get_find_update_delete(self) -> None:
        vol = self.client.volumes.create("py-res", size_mb=16, labels={"team": "py"})
        self.assertIsInstance(vol, warren.Volume)
        self.assertEqual(
            (vol.name, vol.size_mb, vol.state, vol.labels, vol.bytes_used, vol.files_used, vol.mounted_by),
            ("py-res", 16, "ready", {"team": "py"}, 0, 0, []),
        )
        with self.assertRaises(warren.ConflictError) as dup:
            self.client.volumes.create("py-res", size_mb=16)
        self.assertEqual(dup.exception.word, "volume name in use")
        with self.assertRaises(warren.InvalidRequestError):
            self.client.volumes.create("py-res", size_mb=0)
        self.assertEqual([v.name for v in self.client.volumes.list(labels={"team": "py"})], ["py-res"])
        self.assertEqual(self.client.volumes.get(vol.volume_id).name, "py-res")
        self.assertEqual(self.client.volumes.find("py-res").volume_id, vol.volume_id)
        with self.assertRaises(warren.NotFoundError):
            self.client.volumes.find("py-none")
        with support.other_client() as other, self.assertRaises(warren.NotFoundError):
            other.volumes.get(vol.volume_id)
        grown = self.client.volumes.update(vol.volume_id, size_mb=32, labels={"team": "py2"})
        self.assertEqual((grown.size_mb, grown.labels), (32, {"team": "py2"}))
        self.client.volumes.delete(vol.volume_id)
        with self.assertRaises(warren.NotFoundError):
            self.client.volumes.get(vol.volume_id)

    def test_files_without_a_sandbox_and_snapshots(self) -> None:
        vol = self.client.volumes.create("py-files", size_mb=16)
        files = self.client.volumes.files(vol.volume_id)
        files.write("/in/a.txt", "héllo")
        files.write("/in/b.bin", b"\x00\x01\xff", mode="600")
        self.assertEqual(files.read("/in/a.txt"), "héllo")
        self.assertEqual(files.read_bytes("/in/b.bin"), b"\x00\x01\xff")
        self.assertEqual(
            sorted((e.name, e.kind, e.size, e.mode & 0o777) for e in files.list("/in")),
            [("a.txt", "file", 6, 0o644), ("b.bin", "file", 3, 0o600)],
        )
        used = self.client.volumes.get(vol.volume_id)
        self.assertGreaterEqual((used.bytes_used, used.files_used), (9, 3))
        files.remove("/in/b.bin")
        files.remove("/in/missing")
        self.assertEqual([e.name for e in files.list("/in")], ["a.txt"])
        with self.assertRaises(warren.NotFoundError):
            files.read("/in/b.bin")
        with self.assertRaises(warren.InvalidRequestError):
            files.write("/big", b"x" * (4 * 1024 * 1024 + 1))

        snap = self.client.volumes.snapshot(vol.volume_id)
        self.assertIsInstance(snap, warren.VolumeSnapshot)
        self.assertEqual((snap.volume_id, snap.state, snap.durable), (vol.volume_id, "ready", True))
        self.assertEqual(
            [s.volume_snapshot_id for s in self.client.volumes.snapshots(vol.volume_id)], [snap.volume_snapshot_id]
        )
        copy = self.client.volumes.create("py-copy", snapshot_id=snap.volume_snapshot_id)
        self.assertEqual(copy.from_snapshot_id, snap.volume_snapshot_id)
        self.assertEqual(self.client.volumes.files(copy.volume_id).read("/in/a.txt"), "héllo")
        self.client.volumes.delete_snapshot(snap.volume_snapshot_id)
        with self.assertRaises(warren.NotFoundError):
            self.client.volumes.get_snapshot(snap.volume_snapshot_id)
        self.client.volumes.delete(copy.volume_id)
        self.client.volumes.delete(vol.volume_id)

    def test_a_sandbox_mounts_volumes_at_create(self) -> None:
        data = self.client.volumes.create("py-mount", size_mb=16)
        seed = self.client.volumes.create("py-seed", size_mb=16)
        self.client.volumes.files(seed.volume_id).write("/seed.txt", "seeded")
        sandbox = support.tiny(
            self.client,
            memory_mb=256,  # two volumes: one per 128 MiB of memory
            volumes=[
                {"volume": "py-mount", "path": "/data"},
                {"volume": seed.volume_id, "path": "/seed", "read_only": True},
            ],
        )
        try:
            self.assertEqual(
                [(m.volume_id, m.path, m.read_only) for m in sandbox.volumes],
                [(data.volume_id, "/data", False), (seed.volume_id, "/seed", True)],
            )
            r = sandbox.run("cat /seed/seed.txt && echo out > /data/out.txt && touch /seed/x")
            self.assertEqual(r.stdout, "seeded")
            self.assertNotEqual(r.exit_code, 0)
            self.assertIn("Read-only file system", r.stderr)
            self.assertEqual(self.client.volumes.files(data.volume_id).read("/out.txt"), "out\n")
            self.assertEqual(
                [(m.vm_id, m.path, m.read_only) for m in self.client.volumes.get(data.volume_id).mounted_by],
                [(sandbox.vm_id, "/data", False)],
            )
            with self.assertRaises(warren.ConflictError) as mounted:
                self.client.volumes.delete(data.volume_id)
            self.assertEqual(mounted.exception.word, "volume is mounted")
        finally:
            sandbox.delete()
        self.client.volumes.delete(data.volume_id)
        self.client.volumes.delete(seed.volume_id)
        self.assertEqual([v.name for v in self.client.volumes.list() if v.name.startswith("py-")], [])


if __name__ == "__main__":
    unittest.main()
