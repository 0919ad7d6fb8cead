"""A sandbox's rest and wake: sleep, wake, pause, resume, archive and unarchive (and their older
names stop and start), reboot, delete, refresh and events; SandboxPausedError and
SandboxStoppedError as the server answers them."""

from __future__ import annotations

import time
import unittest

import support
import warren


# A background process that writes a growing count once a second.
TICKER = "i=0; while :; do i=$((i+1)); echo $i > /tmp/tick.new; mv /tmp/tick.new /tmp/tick; sleep 1; done"


class LifecycleTest(unittest.TestCase):
    client: warren.Client
    sandbox: warren.Sandbox

    @classmethod
    def setUpClass(cls) -> None:
        cls.client = support.client()
        cls.sandbox = support.tiny(cls.client)

    @classmethod
    def tearDownClass(cls) -> None:
        cls.sandbox.delete()
        cls.client.close()

    def kinds(self) -> list[str]:
        return [e.kind for e in self.sandbox.events()]

    def test_1_sleep_then_a_command_wakes_it_and_wake_needs_none(self) -> None:
        s = self.sandbox
        self.assertTrue(s.sleep())
        self.assertEqual(s.state, "slept")
        self.assertEqual(s.refresh().state, "slept")
        self.assertEqual(s.run("echo awake").stdout, "awake\n")
        self.assertEqual(s.refresh().state, "running")
        self.assertTrue(s.sleep())
        s.wake()
        self.assertEqual(s.refresh().state, "running")
        self.assertIn("slept", self.kinds())

    def test_2_a_busy_sandbox_does_not_sleep(self) -> None:
        s = self.sandbox
        s.run("sleep 30 > /dev/null 2>&1", background=True)
        self.assertFalse(s.sleep())
        self.assertEqual(s.refresh().state, "running")
        s.run("pkill sleep; true")

    def test_3_pause_refuses_guest_operations_until_resume(self) -> None:
        s = self.sandbox
        s.pause()
        self.assertEqual(s.refresh().state, "paused")
        with self.assertRaises(warren.SandboxPausedError) as caught:
            s.run("true")
        err = caught.exception
        self.assertIsInstance(err, warren.ConflictError)
        self.assertEqual((err.status, err.body["error"]), (409, "sandbox is paused"))
        with self.assertRaises(warren.SandboxPausedError):
            s.files.read("/etc/hostname")
        s.resume()
        self.assertEqual(s.run("echo back").stdout, "back\n")

    def test_4_archive_keeps_memory_and_disk_and_refuses_commands_until_unarchive(self) -> None:
        s = self.sandbox
        s.files.write("/tmp/kept", "kept")
        s.run(TICKER, background=True)
        support.until("the ticker", lambda: s.files.exists("/tmp/tick"))
        s.archive()
        self.assertEqual(s.refresh().state, "archived")
        with self.assertRaises(warren.SandboxStoppedError) as caught:
            s.run("true")
        err = caught.exception
        self.assertIsInstance(err, warren.ConflictError)
        self.assertEqual((err.status, err.body["error"]), (409, "sandbox is stopped"))
        s.unarchive()
        self.assertEqual(s.state, "running")
        self.assertTrue(s.node)
        self.assertEqual(s.files.read("/tmp/kept"), "kept")
        ticks = int(s.files.read("/tmp/tick"))
        support.until("the ticker to go on after unarchive", lambda: int(s.files.read("/tmp/tick")) > ticks)
        self.assertIn("archived", self.kinds())

    def test_5_stop_and_start_are_the_older_names(self) -> None:
        s = self.sandbox
        s.stop()
        self.assertEqual(s.refresh().state, "archived")
        s.start()
        self.assertEqual(s.refresh().state, "running")
        self.assertEqual(s.run("cat /tmp/kept").stdout, "kept")

    def test_6_reboot_keeps_the_disk_and_loses_processes(self) -> None:
        s = self.sandbox
        support.until("the ticker", lambda: int(s.files.read("/tmp/tick")) > 0)
        before = s.raw
        self.assertIs(s.reboot(), s)
        self.assertEqual(s.state, "running")
        self.assertEqual(s.vm_id, before["vm_id"])
        self.assertEqual(s.files.read("/tmp/kept"), "kept")
        ticks = s.files.read("/tmp/tick")
        time.sleep(2.5)
        self.assertEqual(s.files.read("/tmp/tick"), ticks, "the ticker did not survive the reboot")
        self.assertEqual(self.kinds()[0], "rebooted")

    def test_7_events_are_newest_first_with_kind_detail_node_at(self) -> None:
        events = self.sandbox.events()
        self.assertEqual(events[-1].kind, "created")
        self.assertTrue(all(isinstance(e, warren.Event) and e.at and e.node for e in events))
        self.assertEqual(len(self.sandbox.events(limit=2)), 2)
        self.assertEqual([e.at for e in events], sorted((e.at for e in events), reverse=True))

    def test_8_delete_answers_404_at_once_and_events_are_kept(self) -> None:
        s = support.tiny(self.client)
        s.delete()
        with self.assertRaises(warren.NotFoundError):
            s.refresh()
        with self.assertRaises(warren.NotFoundError):
            s.run("true")
        self.assertIn("created", [e.kind for e in s.events()])


if __name__ == "__main__":
    unittest.main()
