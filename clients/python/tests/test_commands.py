"""Commands (docs/commands.md) on one shared sandbox: run's env, cwd, timeout and output
callbacks; sandbox.commands.start with output(follow=True) resumed by itself after its connection
is cut (a relay cuts it); stdin and EOF; signals, kill and wait; list and get; a terminal
(sandbox.pty) whose ``stty size`` follows a resize."""

from __future__ import annotations

import hashlib
import socket
import threading
import time
import unittest

import support
import warren

# The relay forwards this much of the first output answer, then cuts the connection.
CUT_AFTER_BYTES = 32 * 1024


class CuttingRelay:
    """A TCP relay on loopback in front of the main server. Connections pass through as they
    are, except the first whose request asks for a command's output: it gets the first
    ``CUT_AFTER_BYTES`` of its answer and is then closed (a follower losing its stream)."""

    def __init__(self, target: str) -> None:
        host, port = target.removeprefix("http://").split(":")
        self.target = (host, int(port))
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        self.outputs = 0
        self.cut = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        upstream = socket.create_connection(self.target)
        first = client.recv(65536)
        is_output = b"/output?" in first.split(b"\r\n", 1)[0]
        if is_output:
            self.outputs += 1
        cut_this = is_output and not self.cut
        self.cut = self.cut or cut_this
        upstream.sendall(first)
        threading.Thread(target=self._pipe, args=(client, upstream, None), daemon=True).start()
        self._pipe(upstream, client, CUT_AFTER_BYTES if cut_this else None)

    @staticmethod
    def _pipe(src: socket.socket, dst: socket.socket, limit: int | None) -> None:
        sent = 0
        try:
            while limit is None or sent < limit:
                data = src.recv(65536)
                if not data:
                    break
                if limit is not None:
                    data = data[: limit - sent]
                dst.sendall(data)
                sent += len(data)
        except OSError:
            pass  # the other side went away: this connection is over
        finally:
            for s in (src, dst):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass  # already closed
                s.close()

    def close(self) -> None:
        self.listener.close()


class CommandsTest(unittest.TestCase):
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

    def test_run_honours_env_cwd_and_a_timeout_that_kills_the_tree(self) -> None:
        r = self.sandbox.run('echo "$GREETING"; pwd', env={"GREETING": "hi there"}, cwd="/tmp")
        self.assertEqual((r.stdout, r.timed_out), ("hi there\n/tmp\n", False))
        r = self.sandbox.run("sleep 1001 & sleep 1002", timeout=1)
        self.assertEqual((r.exit_code, r.timed_out), (137, True))
        self.assertEqual(self.sandbox.run('ps -o args | grep "sleep 100[12]" || true').stdout, "")
        with self.sandbox.session() as s:
            self.assertEqual(s.run("echo $A; pwd", env={"A": "one"}, cwd="/tmp").stdout, "one\n/tmp\n")
            self.assertEqual(s.run("echo $A").stdout, "one\n")

    def test_run_streams_lines_to_the_callbacks_as_they_come(self) -> None:
        seen: list[tuple[str, str, float]] = []
        r = self.sandbox.run(
            'for i in 1 2 3; do echo "out $i"; echo "err $i" >&2; sleep 1; done; exit 5',
            on_stdout=lambda text: seen.append(("stdout", text, time.monotonic())),
            on_stderr=lambda text: seen.append(("stderr", text, time.monotonic())),
        )
        self.assertEqual((r.exit_code, r.stdout, r.stderr), (5, "out 1\nout 2\nout 3\n", "err 1\nerr 2\nerr 3\n"))
        outs = [(text, at) for stream, text, at in seen if stream == "stdout"]
        self.assertEqual("".join(text for text, _ in outs), r.stdout)

        def at(line: str) -> float:
            return next(t for text, t in outs if line in text)

        for a, b in (("out 1", "out 2"), ("out 2", "out 3")):
            # About a second apart, as printed (a loaded host stretches the loop, never shrinks it).
            self.assertTrue(0.7 < at(b) - at(a) < 2.5, f"{a} to {b}: {at(b) - at(a):.2f} s apart")
        fed = self.sandbox.run(["cat"], stdin="fed\n", on_stdout=lambda _: None)
        self.assertEqual(fed.stdout, "fed\n")

    def test_output_follow_resumes_after_a_cut_with_no_gap_and_no_repeat(self) -> None:
        script = "i=0; while [ $i -lt 20 ]; do seq 1 10000; i=$((i+1)); sleep 0.05; done"
        relay = CuttingRelay(support.env("SVC_API_URL"))
        try:
            with support.client(api_url=relay.url) as c:
                started = time.monotonic()
                command = c.sandboxes.get(self.sandbox.vm_id).commands.start(script)
                self.assertLess(time.monotonic() - started, 5, "answered at once")
                self.assertGreater(command.pid, 0)
                self.assertEqual(command.info["state"], "running")
                got = b"".join(data for stream, data in command.output(follow=True) if stream == "stdout")
        finally:
            relay.close()
        self.assertTrue(relay.cut)
        self.assertGreaterEqual(relay.outputs, 2, "the follow was cut and asked again")
        self.assertGreater(len(got), CUT_AFTER_BYTES)
        expected = self.sandbox.run(script).stdout.encode()
        self.assertEqual(hashlib.sha256(got).hexdigest(), hashlib.sha256(expected).hexdigest())
        self.assertEqual(command.exit, warren.CommandExit(0, False))

    def test_stdin_reaches_cat_and_close_stdin_ends_it(self) -> None:
        command = self.sandbox.commands.start(["cat"], stdin=True)
        command.send_stdin("hello ")
        command.send_stdin(b"\xff\x00\n")
        command.close_stdin()
        self.assertEqual(command.wait(), warren.CommandExit(0, False))
        frames = list(command.output())
        self.assertEqual({stream for stream, _ in frames}, {"stdout"})
        self.assertEqual(b"".join(data for _, data in frames), b"hello \xff\x00\n")

    def test_signal_kill_wait_list_and_get(self) -> None:
        sleeper = self.sandbox.commands.start("sleep 60")
        sleeper.signal("INT")
        self.assertEqual(sleeper.wait().exit_code, 130)
        timed = self.sandbox.commands.start("echo $X; pwd; sleep 60", env={"X": "y"}, cwd="/tmp", timeout=1)
        self.assertEqual(timed.wait(), warren.CommandExit(137, True))
        self.assertEqual(b"".join(d for _, d in timed.output()), b"y\n/tmp\n")
        killed = self.sandbox.commands.start(["sleep", "60"])
        with self.assertRaises(warren.ConflictError):
            killed.resize(80, 24)
        killed.kill()
        self.assertEqual(killed.wait().exit_code, 137)
        self.assertEqual(self.sandbox.commands.list()[0].id, killed.id)
        got = self.sandbox.commands.get(timed.id)
        self.assertEqual((got.info["state"], got.exit), ("exited", warren.CommandExit(137, True)))
        with self.assertRaises(warren.NotFoundError):
            self.sandbox.commands.get("no-such-command")

    def test_a_terminal_follows_a_resize(self) -> None:
        term = self.sandbox.pty(80, 24)
        self.assertEqual(term.info["pty"], {"cols": 80, "rows": 24})

        def read_until(text: str) -> None:
            seen = b""
            for stream, data in term.output(follow=True, cursor=term.cursor):
                self.assertEqual(stream, "pty")
                seen += data
                if text.encode() in seen:
                    return
            self.fail(f"the terminal ended before {text!r}: {seen!r}")

        term.send_stdin("stty size\n")
        read_until("24 80")
        term.resize(100, 30)
        term.send_stdin("stty size\n")
        read_until("30 100")
        term.send_stdin("exit 3\n")
        self.assertEqual(term.wait(), warren.CommandExit(3, False))


if __name__ == "__main__":
    unittest.main()
