"""sandbox.run (string through sh -c, list as argv, stdin, background), sessions, and the older
names exec and exec_background."""

from __future__ import annotations

import time
import unittest

import support
import warren


class RunTest(support.SmallSandboxTest):

    def test_a_string_runs_through_sh_c(self) -> None:
        r = self.sandbox.run("echo out; echo err >&2; exit 3")
        self.assertIsInstance(r, warren.ExecResult)
        self.assertEqual((r.exit_code, r.stdout, r.stderr), (3, "out\n", "err\n"))
        self.assertFalse(r.stdout_truncated or r.stderr_truncated)
        self.assertFalse(r.ok)

    def test_a_list_is_argv_without_a_shell(self) -> None:
        r = self.sandbox.run(["echo", "$HOME", "a b", ";", "true"])
        self.assertEqual((r.exit_code, r.stdout), (0, "$HOME a b ; true\n"))

    def test_stdin_as_text_and_as_bytes(self) -> None:
        self.assertEqual(self.sandbox.run(["cat"], stdin="héllo\n").stdout, "héllo\n")
        data = bytes(range(256)) * 1024
        r = self.sandbox.run("wc -c", stdin=data)
        self.assertEqual(r.stdout.strip(), str(len(data)))
        self.assertEqual(self.sandbox.run("cat", stdin=b"\xff\xfeok").stdout, "\ufffd\ufffdok")

    def test_stdin_over_4_mib_is_refused_before_sending(self) -> None:
        with self.assertRaises(warren.InvalidRequestError) as caught:
            self.sandbox.run("cat > /dev/null", stdin=b"x" * (4 * 1024 * 1024 + 1))
        self.assertIsNone(caught.exception.status)
        r = self.sandbox.run("wc -c", stdin=b"x" * (4 * 1024 * 1024))
        self.assertEqual(r.stdout.strip(), str(4 * 1024 * 1024))

    def test_an_argument_over_131071_bytes_is_a_400(self) -> None:
        with self.assertRaises(warren.InvalidRequestError) as caught:
            self.sandbox.run(["echo", "x" * 131_072])
        self.assertEqual(caught.exception.status, 400)

    def test_background_returns_at_once_and_the_command_runs_on(self) -> None:
        started = time.monotonic()
        # Written under another name and renamed, so the file never exists half written.
        command = "sleep 1; echo done > /tmp/bg.part && mv /tmp/bg.part /tmp/bg"
        r = self.sandbox.run(command, background=True)
        self.assertLess(time.monotonic() - started, 1.0)
        self.assertIsInstance(r.pid, int)
        self.assertGreater(r.pid or 0, 0)
        support.until("the background command", lambda: self.sandbox.files.exists("/tmp/bg"))
        self.assertEqual(self.sandbox.files.read("/tmp/bg"), "done\n")

    def test_background_needs_a_string_and_no_stdin(self) -> None:
        with self.assertRaises(warren.InvalidRequestError):
            self.sandbox.run(["sleep", "1"], background=True)
        with self.assertRaises(warren.InvalidRequestError):
            self.sandbox.run("cat", background=True, stdin="x")
        with self.assertRaises(warren.InvalidRequestError):
            self.sandbox.run([])

    def test_exec_and_exec_background_are_the_older_names(self) -> None:
        self.assertEqual(self.sandbox.exec("echo old").stdout, "old\n")
        self.assertEqual(self.sandbox.exec(["printf", "%s", "argv"], stdin="ignored").stdout, "argv")
        r = self.sandbox.exec_background("echo bg > /tmp/old-bg")
        self.assertIsNotNone(r.pid)
        support.until("exec_background", lambda: self.sandbox.files.exists("/tmp/old-bg"))


class SessionTest(support.SmallSandboxTest):

    def test_working_directory_and_environment_persist(self) -> None:
        session = self.sandbox.session()
        self.assertEqual(session.run("cd /tmp && export GREETING=hi").exit_code, 0)
        r = session.run("pwd; echo $GREETING")
        self.assertEqual(r.stdout, "/tmp\nhi\n")
        self.assertTrue(session.close())
        fresh = self.sandbox.session(session.session_id)
        self.assertEqual(fresh.run("echo ${GREETING:-gone}").stdout, "gone\n")
        fresh.close()

    def test_the_same_id_is_the_same_shell_and_with_closes_it(self) -> None:
        with self.sandbox.session("shared-shell") as a:
            a.run("X=42")
            b = self.sandbox.session("shared-shell")
            self.assertEqual(b.run("echo $X").stdout, "42\n")
            self.assertEqual(a.session_id, "shared-shell")
        self.assertFalse(self.sandbox.session("shared-shell").close())


if __name__ == "__main__":
    unittest.main()
