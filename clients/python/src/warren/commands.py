"""A sandbox's commands (docs/commands.md): start one and get a ``Command`` at once, list and look
them up, read a command's output from a cursor (following it live, and resuming by itself after a
dropped connection: the ledger numbers the frames, so a resumed read has no gap and no repeat),
write its stdin, signal it, resize its terminal and wait for its end. ``run_streamed`` is
``sandbox.run`` with output callbacks.
"""

from __future__ import annotations

import base64
import codecs
import http.client
import json
import math
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Mapping, Sequence

from .errors import InvalidRequestError, ServerError, TransportError
from .models import ExecResult
from .transport import Transport, segment

__all__ = ["Commands", "Command", "CommandExit", "MAX_STDIN_CHUNK", "RUN_KEEP_BYTES"]

# At most this much stdin per request (the server answers 413 above it); larger writes are split.
MAX_STDIN_CHUNK = 4 * 1024 * 1024
# What a streamed run keeps of each stream for its result, like exec (the callbacks get all).
RUN_KEEP_BYTES = 16 * 1024 * 1024
# A cursor past every frame: the answer is only the end line, once the command has ended.
_END_CURSOR = 2**53 - 1
# Reconnections in a row that made no progress before an output read gives up.
_MAX_RESUMES = 5
_RESUME_BACKOFF_S = (0.1, 0.25, 0.5, 1.0, 2.0)

Callback = Callable[[str], None]


@dataclass(frozen=True)
class CommandExit:
    """How a command ended: its exit code (128 + signal for a signal) and whether its timeout
    killed it."""

    exit_code: int
    timed_out: bool = False

    @property
    def ok(self) -> bool:
        return self.exit_code == 0


def timeout_seconds(timeout: float | None) -> int | None:
    """A command limit in whole seconds (the API's ``timeout_s``, 1-86400)."""
    if timeout is None:
        return None
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or timeout <= 0:
        raise InvalidRequestError(f"timeout must be a positive number of seconds, got {timeout!r}")
    return max(1, math.ceil(timeout))


def command_fields(env: Mapping[str, str] | None, cwd: str | None, timeout: float | None) -> dict[str, Any]:
    """The request fields exec and commands share: env, cwd, timeout_s."""
    fields: dict[str, Any] = {}
    if env is not None:
        fields["env"] = {str(k): str(v) for k, v in env.items()}
    if cwd is not None:
        fields["cwd"] = cwd
    seconds = timeout_seconds(timeout)
    if seconds is not None:
        fields["timeout_s"] = seconds
    return fields


class Commands:
    """``sandbox.commands``: commands that answer at once."""

    def __init__(self, transport: Transport, sandbox_path: str) -> None:
        self._transport = transport
        self._sandbox_path = sandbox_path

    def start(
        self,
        command: str | Sequence[str],
        *,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
        timeout: float | None = None,
        stdin: bool = False,
        pty: tuple[int, int] | None = None,
    ) -> Command:
        """Starts ``command`` (a string runs with ``/bin/sh -c``, a list is argv) and returns at
        once. ``stdin=True`` keeps its stdin open for ``send_stdin``; ``pty=(cols, rows)`` runs it
        on a terminal. Its output is kept in the sandbox whether or not anyone reads it."""
        body: dict[str, Any]
        if isinstance(command, str):
            body = {"command": command}
        elif isinstance(command, Sequence) and command and all(isinstance(a, str) for a in command):
            body = {"args": list(command)}
        else:
            raise InvalidRequestError("command must be a string or a non-empty list of strings")
        body.update(command_fields(env, cwd, timeout))
        if stdin:
            body["stdin"] = True
        if pty is not None:
            cols, rows = pty
            body["pty"] = {"cols": cols, "rows": rows}
        # Not repeated: a start whose answer was lost may have started it (list() finds it).
        answer = self._transport.request("POST", self._sandbox_path + "/commands", json_body=body)
        return Command(self._transport, self._sandbox_path, answer.json())

    def list(self) -> list[Command]:
        """The sandbox's commands, newest first."""
        answer = self._transport.request("GET", self._sandbox_path + "/commands", retry=True)
        commands = answer.object().get("commands", [])
        return [Command(self._transport, self._sandbox_path, c) for c in commands if isinstance(c, dict)]

    def get(self, command_id: str) -> Command:
        """One command by its id (NotFoundError when the sandbox does not keep it)."""
        command = Command(self._transport, self._sandbox_path, {"command_id": command_id})
        command.refresh()
        return command


class Command:
    """A command in a sandbox. ``info`` is the command as last read (``refresh()`` reads it
    again); ``cursor`` is the seq after the last frame ``output`` yielded."""

    def __init__(self, transport: Transport, sandbox_path: str, info: Mapping[str, Any]) -> None:
        self._transport = transport
        self._sandbox_path = sandbox_path
        self.id: str = str(info.get("command_id", ""))
        self.info: dict[str, Any] = dict(info)
        self.cursor = 0
        self.dropped_bytes = 0
        self.exit: CommandExit | None = None
        self._note(info)

    def __repr__(self) -> str:
        return f"Command(id={self.id!r}, pid={self.pid}, state={self.info.get('state')!r})"

    @property
    def pid(self) -> int:
        """Its pid inside the sandbox (0 if the program could not start)."""
        pid = self.info.get("pid")
        return pid if isinstance(pid, int) else 0

    @property
    def _path(self) -> str:
        return f"{self._sandbox_path}/commands/{segment(self.id)}"

    def _note(self, info: Mapping[str, Any]) -> None:
        code = info.get("exit_code")
        if info.get("state") == "exited" and isinstance(code, int):
            self.exit = CommandExit(code, info.get("timed_out") is True)

    def refresh(self) -> Command:
        """Reads the command again (state, exit_code, ended_unix_ns)."""
        self.info = self._transport.request("GET", self._path, retry=True).object()
        self._note(self.info)
        return self

    def output(self, follow: bool = False, cursor: int = 0) -> Iterator[tuple[str, bytes]]:
        """Its output from ``cursor`` as ``(stream, data)`` pairs (stream: stdout, stderr or pty).
        Without ``follow`` it ends with what exists now; with it, when the command has ended and
        every frame was read. A dropped connection is resumed from ``self.cursor``."""
        self.cursor = cursor
        failures = 0
        while True:
            progressed = False
            try:
                for line in self._lines(self.cursor, follow):
                    progressed = True
                    if line.get("end") is True:
                        self.exit = CommandExit(int(line.get("exit_code", 0)), line.get("timed_out") is True)
                        return
                    self.cursor = int(line["seq"]) + 1
                    if "dropped_bytes" in line:
                        self.dropped_bytes = int(line["dropped_bytes"])
                        continue
                    yield str(line["stream"]), base64.b64decode(line["data_b64"])
                # An answer without follow ends with what exists; a follow that ends without its
                # end line was cut short (a replica restarting): read on from the cursor.
                if not follow:
                    return
            except (TransportError, ServerError, OSError, http.client.HTTPException, ValueError) as err:
                if self._transport.closed:
                    raise
                if not progressed:
                    failures += 1
                    if failures > _MAX_RESUMES:
                        if isinstance(err, TransportError):
                            raise
                        raise TransportError(f"output of {self.id}: {err}") from err
            if progressed:
                failures = 0
            else:
                time.sleep(_RESUME_BACKOFF_S[min(failures, len(_RESUME_BACKOFF_S) - 1)])

    def _lines(self, cursor: int, follow: bool) -> Iterator[dict[str, Any]]:
        """The NDJSON lines of one answer of GET .../output."""
        query = {"cursor": cursor, "follow": follow}
        response = self._transport.stream(self._path + "/output", query=query)
        try:
            for raw in response.lines():
                if raw.strip():
                    line = json.loads(raw)
                    if not isinstance(line, dict):
                        raise ValueError(f"an output line is not an object: {raw[:80]!r}")
                    yield line
        finally:
            response.close()

    def wait(self) -> CommandExit:
        """Waits for the command's end (without reading its output) and returns its exit."""
        if self.exit is not None:
            return self.exit
        # A cursor past every frame: the follow answers nothing but the end line.
        for _ in self.output(follow=True, cursor=_END_CURSOR):
            pass
        if self.exit is None:
            raise TransportError(f"the output of {self.id} ended without its end")
        return self.exit

    def send_stdin(self, data: str | bytes) -> None:
        """Writes to its stdin (started with ``stdin=True``, or on a terminal); str is UTF-8."""
        raw = data.encode("utf-8") if isinstance(data, str) else bytes(data)
        for at in range(0, max(len(raw), 1), MAX_STDIN_CHUNK):
            self._stdin({"data_b64": base64.b64encode(raw[at : at + MAX_STDIN_CHUNK]).decode("ascii")})

    def close_stdin(self) -> None:
        """Closes its stdin (on a terminal: sends ^D)."""
        self._stdin({"data_b64": "", "eof": True})

    def _stdin(self, body: dict[str, Any]) -> None:
        # Never repeated: a write whose answer was lost may have been written.
        self._transport.request("POST", self._path + "/stdin", json_body=body)

    def signal(self, signal: str) -> None:
        """Signals its process group: ``INT``, ``TERM``, ``HUP``, or ``KILL`` (its whole tree)."""
        # KILL twice is KILL once; an INT or TERM delivered twice is not, so those are sent once.
        self._transport.request(
            "POST", self._path + "/signal", json_body={"signal": signal}, retry=signal == "KILL"
        )

    def kill(self) -> None:
        """Kills its whole process tree."""
        self.signal("KILL")

    def resize(self, cols: int, rows: int) -> None:
        """Resizes its terminal (ConflictError for a command without one)."""
        self._transport.request(
            "POST", self._path + "/resize", json_body={"cols": cols, "rows": rows}, retry=True
        )


class _Stream:
    """One stream of a streamed run: decoded across frame boundaries, kept up to a cap."""

    def __init__(self, callback: Callback | None) -> None:
        self.decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self.callback = callback
        self.parts: list[str] = []
        self.size = 0
        self.truncated = False

    def take(self, data: bytes, final: bool = False) -> None:
        text = self.decoder.decode(data, final)
        if text and self.callback is not None:
            self.callback(text)
        if self.size + len(data) > RUN_KEEP_BYTES:
            self.truncated = True
        else:
            self.parts.append(text)
        self.size += len(data)


def run_streamed(
    transport: Transport,
    sandbox_path: str,
    args: list[str],
    stdin: bytes | None,
    fields: Mapping[str, Any],
    on_stdout: Callback | None,
    on_stderr: Callback | None,
) -> ExecResult:
    """``sandbox.run`` with callbacks: starts the command, gives its output to the callbacks as it
    comes (UTF-8 text), and returns what exec would have: the exit and both streams (each kept
    up to 16 MiB, like exec)."""
    body: dict[str, Any] = {"args": args, **fields}
    if stdin is not None:
        body["stdin"] = True
    answer = transport.request("POST", sandbox_path + "/commands", json_body=body)
    command = Command(transport, sandbox_path, answer.json())
    if stdin is not None:
        if stdin:
            command.send_stdin(stdin)
        command.close_stdin()
    out, err = _Stream(on_stdout), _Stream(on_stderr)
    for stream, data in command.output(follow=True):
        (err if stream == "stderr" else out).take(data)
    out.take(b"", final=True)
    err.take(b"", final=True)
    end = command.exit or command.wait()
    return ExecResult(
        exit_code=end.exit_code,
        stdout="".join(out.parts),
        stderr="".join(err.parts),
        stdout_truncated=out.truncated,
        stderr_truncated=err.truncated,
        timed_out=end.timed_out,
    )
