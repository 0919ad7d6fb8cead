#!/usr/bin/python3
"""Warren's bash code context (docs/code.md): one long-lived bash, its variables, functions and
working directory kept between runs.

Started like python.py, speaking the same lines (protocol.py). A run's code is written to a file
and sourced by the shell (stdin /dev/null, so code that reads stdin never eats the next request);
the shell then prints a marker carrying the exit status on stdout and one on stderr, which end the
run's two streams. A non-zero status is reported as an error frame (BashError). SIGINT interrupts
the run: the shell's process group gets it and the shell's INT trap returns from the sourced file.
When the shell exits (`exit` in a run), the run says so and this process exits 3.
"""

from __future__ import annotations

import codecs
import os
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
from typing import Any, Callable

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from protocol import Channel, RestoreWatch, read_requests, spec_from_argv  # noqa: E402

MARK = "\x1ewarren-end"


def held_back(data: bytes, marker: bytes) -> int:
    """How many bytes at the end of data could be the start of marker (kept until the next read)."""
    for n in range(min(len(marker) - 1, len(data)), 0, -1):
        if data.endswith(marker[:n]):
            return n
    return 0


class Stream(threading.Thread):
    """Forwards one of the shell's output pipes as frames of the run in progress, up to its marker."""

    def __init__(self, pipe: Any, name: str) -> None:
        super().__init__(daemon=True)
        self.pipe, self.name = pipe, name
        self.cond = threading.Condition()
        self.emit: Callable[[dict[str, Any]], None] | None = None
        self.marker = b""
        self.status: str | None = None  # what followed the marker; None while the run goes on
        self.closed = False

    def expect(self, marker: bytes, emit: Callable[[dict[str, Any]], None]) -> None:
        with self.cond:
            self.marker, self.emit, self.status = marker, emit, None

    def wait(self) -> str | None:
        with self.cond:
            while self.status is None and not self.closed:
                self.cond.wait()
            return self.status

    def run(self) -> None:
        decoder = codecs.getincrementaldecoder("utf-8")("replace")
        pending = b""
        while True:
            chunk = os.read(self.pipe.fileno(), 65536)
            with self.cond:
                if not chunk:
                    self.closed = True
                    self.cond.notify_all()
                    return
                pending += chunk
                at = pending.find(self.marker) if self.marker else -1
                if at >= 0:
                    end = pending.find(b"\n", at)
                    if end < 0:
                        continue
                    text, rest = pending[:at], pending[at + len(self.marker):end]
                    pending = pending[end + 1:]
                    self._send(decoder.decode(text, final=True))
                    # Between runs (a background job printing) nobody reads the shell's output.
                    self.status, self.marker, self.emit = rest.decode().strip(), b"", None
                    self.cond.notify_all()
                    continue
                keep = held_back(pending, self.marker)
                text, pending = pending[: len(pending) - keep], pending[len(pending) - keep:]
                self._send(decoder.decode(text))

    def _send(self, text: str) -> None:
        if text and self.emit:
            self.emit({"type": self.name, "text": text})


def main() -> int:
    spec_from_argv(sys.argv)
    out = Channel()
    work = tempfile.mkdtemp(prefix="warren-bash-")
    shell = subprocess.Popen(
        ["bash", "--norc", "--noprofile"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
    )
    assert shell.stdin is not None
    streams = {name: Stream(pipe, name) for name, pipe in (("stdout", shell.stdout), ("stderr", shell.stderr))}
    for s in streams.values():
        s.start()

    def send(text: str) -> None:
        assert shell.stdin is not None
        shell.stdin.write(text.encode())
        shell.stdin.flush()

    # An interrupt returns from the sourced run; between runs the `return` fails quietly.
    send("trap 'return 130 2>/dev/null' INT\n")
    current = {"running": False, "interrupted": False}

    def on_sigint(_sig: int, _frame: Any) -> None:
        if current["running"]:
            current["interrupted"] = True
            os.killpg(shell.pid, signal.SIGINT)

    def on_sigterm(_sig: int, _frame: Any) -> None:
        os.killpg(shell.pid, signal.SIGKILL)
        os._exit(0)

    signal.signal(signal.SIGINT, on_sigint)
    signal.signal(signal.SIGTERM, on_sigterm)
    restored = RestoreWatch()
    out.emit({"type": "ready", "pid": os.getpid()})
    count = 0
    for req in read_requests(out):
        count += 1
        run = out.run(req)
        run.emit({"type": "execution_count", "execution_count": count})
        cell = os.path.join(work, "cell")
        with open(cell, "w") as f:
            f.write(req["code"])
        env: dict[str, str] = req.get("env") or {}
        mark = f"{MARK}-{req['run']}"
        for name, s in streams.items():
            s.expect(mark.encode(), run.emit)
        saved = os.path.join(work, "env")
        before = "RANDOM=$SRANDOM\n" if restored.happened() else ""
        if env:
            names = " ".join(shlex.quote(k) for k in env)
            before += f"declare -p {names} >{shlex.quote(saved)} 2>/dev/null; "
            before += "export " + " ".join(f"{shlex.quote(k)}={shlex.quote(v)}" for k, v in env.items()) + "\n"
        after = f"unset {' '.join(shlex.quote(k) for k in env)}; . {shlex.quote(saved)}\n" if env else ""
        current.update(running=True, interrupted=False)
        send(
            f"{before}. {shlex.quote(cell)} </dev/null\n__warren_rc=$?\n{after}"
            f"printf '%s %s\\n' '{mark}' \"$__warren_rc\"; printf '%s\\n' '{mark}' >&2\n"
        )
        code = streams["stdout"].wait()
        streams["stderr"].wait()
        current["running"] = False
        if code is None:  # the shell is gone
            run.emit({"type": "error", "name": "ContextDied", "value": "the bash shell exited", "traceback": ""})
            run.end("died")
            # At once: the host reads the context as dead once this process has gone.
            os._exit(3)
        status = "ok"
        if current["interrupted"]:
            status = "interrupted"
        elif code != "0":
            status = "error"
            run.emit({"type": "error", "name": "BashError", "value": f"exit status {code}", "traceback": ""})
        run.end(status)
    os.killpg(shell.pid, signal.SIGKILL)
    return 0


if __name__ == "__main__":
    sys.exit(main())
