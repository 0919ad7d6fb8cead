"""sandbox.files: write (creates parents, replaces), read, read_bytes, list (and ls), exists,
mkdir, rename, remove (recursive)."""

from __future__ import annotations

import unittest

import support
import warren


class FilesTest(support.SmallSandboxTest):

    def test_write_creates_parents_and_replaces_rather_than_appends(self) -> None:
        files = self.sandbox.files
        files.write("/tmp/w/deep/er/note.txt", "first version, long\n")
        files.write("/tmp/w/deep/er/note.txt", "second\n")
        self.assertEqual(files.read("/tmp/w/deep/er/note.txt"), "second\n")
        self.assertEqual(self.sandbox.run("cat /tmp/w/deep/er/note.txt").stdout, "second\n")

    def test_bytes_round_trip_and_text_reads_replace_invalid_utf8(self) -> None:
        data = bytes(range(256)) * 64
        self.sandbox.files.write("/tmp/bin/blob", data)
        self.assertEqual(self.sandbox.files.read_bytes("/tmp/bin/blob"), data)
        self.sandbox.files.write("/tmp/bin/bad", b"ok\xff")
        self.assertEqual(self.sandbox.files.read("/tmp/bin/bad"), "ok\ufffd")
        self.assertEqual(self.sandbox.run("wc -c < /tmp/bin/blob").stdout.strip(), str(len(data)))

    def test_list_and_its_older_name_ls(self) -> None:
        files = self.sandbox.files
        files.write("/tmp/l/a.txt", "aaa")
        files.mkdir("/tmp/l/sub")
        entries = {e.name: e for e in files.list("/tmp/l")}
        self.assertEqual(set(entries), {"a.txt", "sub"})
        self.assertIsInstance(entries["a.txt"], warren.FileEntry)
        self.assertEqual((entries["a.txt"].kind, entries["a.txt"].size), ("file", 3))
        self.assertEqual(entries["sub"].kind, "dir")
        self.assertEqual([e.name for e in files.ls("/tmp/l")], [e.name for e in files.list("/tmp/l")])

    def test_exists_mkdir_rename_remove(self) -> None:
        files = self.sandbox.files
        self.assertFalse(files.exists("/tmp/m"))
        files.mkdir("/tmp/m/n/o")
        files.mkdir("/tmp/m/n/o")  # again: already there is fine
        self.assertTrue(files.exists("/tmp/m/n/o"))
        files.write("/tmp/m/n/o/f", "x")
        files.rename("/tmp/m/n", "/tmp/m/moved")
        self.assertFalse(files.exists("/tmp/m/n"))
        self.assertEqual(files.read("/tmp/m/moved/o/f"), "x")
        files.remove("/tmp/m")
        self.assertFalse(files.exists("/tmp/m"))
        files.remove("/tmp/m")  # a missing path is not an error

    def test_reading_a_missing_file_is_not_found(self) -> None:
        with self.assertRaises(warren.NotFoundError) as caught:
            self.sandbox.files.read("/tmp/no/such/file")
        self.assertEqual(caught.exception.status, 404)

    def test_relative_paths_are_a_400_and_writes_over_4_mib_are_refused(self) -> None:
        with self.assertRaises(warren.InvalidRequestError) as caught:
            self.sandbox.files.write("relative.txt", "x")
        self.assertEqual(caught.exception.status, 400)
        with self.assertRaises(warren.InvalidRequestError):
            self.sandbox.files.write("/tmp/big", b"x" * (4 * 1024 * 1024 + 1))
        self.sandbox.files.write("/tmp/big", b"x" * (4 * 1024 * 1024))
        self.assertEqual(len(self.sandbox.files.read_bytes("/tmp/big")), 4 * 1024 * 1024)


if __name__ == "__main__":
    unittest.main()
