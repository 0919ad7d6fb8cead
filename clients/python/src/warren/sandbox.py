"""A sandbox and what can be done to it: commands, code runs (code.py), sessions, files, exposure, rest and wake,
archive, reboot, snapshot, fork, and its events, console log and metrics. Commands that answer
at once (``commands``, ``pty``, ``run`` with output callbacks) are commands.py.

Only calls that are idempotent, or made safe by an id the client chose (snapshot_id,
child_vm_id), are retried by the transport; a command is never sent twice.
"""

from __future__ import annotations

import base64
import uuid
from typing import Any, Callable, Mapping, Protocol, Sequence, overload

from .code import CodeError, Contexts, Execution, Result, run_code
from .commands import Callback, Command, Commands, command_fields, run_streamed
from .errors import InvalidRequestError
from .models import Event, ExecResult, FileEntry, Ingress, Logs, Metrics, Snapshot, VolumeMount
from .transport import Transport, segment

__all__ = ["Sandbox", "Session", "Files", "MAX_STDIN_BYTES", "MAX_WRITE_BYTES", "MAX_FORK"]

MAX_STDIN_BYTES = 4 * 1024 * 1024
MAX_WRITE_BYTES = 4 * 1024 * 1024
MAX_FORK = 4

EntryList = list[FileEntry]
SandboxList = list["Sandbox"]


class _Snapshots(Protocol):
    def wait_durable(self, snapshot_id: str, timeout: float = ...) -> Snapshot: ...


class SandboxOwner(Protocol):
    """What a sandbox asks of the client that made it (``Client`` is one, client.py). Named here
    so that this module never imports the client above it."""

    @property
    def _transport(self) -> Transport: ...

    @property
    def snapshots(self) -> _Snapshots: ...


def _encode(data: str | bytes, what: str) -> bytes:
    if isinstance(data, str):
        return data.encode("utf-8")
    if isinstance(data, (bytes, bytearray, memoryview)):
        return bytes(data)
    raise InvalidRequestError(f"{what} must be str or bytes, not {type(data).__name__}")


class Sandbox:
    """A sandbox as last read (``refresh()`` reads it again), with its operations."""

    vm_id: str
    tenant: str
    state: str
    image: str
    cpus: int
    memory_mb: int
    guest_ip: str
    runtime: str
    created_unix_ns: int
    parent_vm_id: str | None
    node: str
    shard: str
    mgmtd_addr: str
    disable_internet: bool
    labels: dict[str, str]
    lifecycle: dict[str, Any]
    network: dict[str, list[str]] | None
    volumes: list[VolumeMount]
    raw: dict[str, Any]

    def __init__(self, client: SandboxOwner, data: Mapping[str, Any]) -> None:
        self._client = client
        self._update(data)
        self.files = Files(self)

    def _update(self, d: Mapping[str, Any]) -> None:
        def text(key: str) -> str:
            value = d.get(key)
            return value if isinstance(value, str) else ""

        def number(key: str) -> int:
            value = d.get(key)
            return value if isinstance(value, int) and not isinstance(value, bool) else 0

        self.vm_id = text("vm_id")
        self.tenant = text("tenant")
        self.state = text("state")
        self.image = text("image")
        self.cpus = number("cpus")
        self.memory_mb = number("memory_mb")
        self.guest_ip = text("guest_ip")
        self.runtime = text("runtime")
        self.created_unix_ns = number("created_unix_ns")
        parent = d.get("parent_vm_id")
        self.parent_vm_id = parent if isinstance(parent, str) and parent else None
        self.node = text("node")
        self.shard = text("shard")
        self.mgmtd_addr = text("mgmtd_addr")
        self.disable_internet = d.get("disable_internet") is True
        labels = d.get("labels")
        self.labels = {str(k): str(v) for k, v in labels.items()} if isinstance(labels, dict) else {}
        lifecycle = d.get("lifecycle")
        self.lifecycle = dict(lifecycle) if isinstance(lifecycle, dict) else {}
        network = d.get("network")
        self.network = (
            {str(k): [str(e) for e in v] for k, v in network.items() if isinstance(v, list)}
            if isinstance(network, dict)
            else None
        )
        self.volumes = [VolumeMount.from_json(m) for m in d.get("volumes") or [] if isinstance(m, dict)]
        self.raw = dict(d)

    def __repr__(self) -> str:
        return f"Sandbox(vm_id={self.vm_id!r}, state={self.state!r}, image={self.image!r})"

    @property
    def _path(self) -> str:
        return f"/vms/{segment(self.vm_id)}"

    def _post(self, route: str, body: Any = None, *, retry: bool = False) -> Any:
        answer = self._client._transport.request("POST", self._path + route, json_body=body, retry=retry)
        return answer.json()

    # Commands

    def run(
        self,
        command: str | Sequence[str],
        background: bool = False,
        stdin: str | bytes | None = None,
        *,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
        timeout: float | None = None,
        on_stdout: Callback | None = None,
        on_stderr: Callback | None = None,
    ) -> ExecResult:
        """Runs ``command`` to completion: a string through ``sh -c``, a list as argv.

        ``background=True`` (string commands only, no stdin) starts it detached and returns at
        once with ``pid`` set; its output is discarded, so redirect inside the command to keep it.
        ``stdin`` (str or bytes) is at most 4 MiB. A result is not success: check ``exit_code``.
        ``env`` (over the image's), ``cwd`` (absolute) and ``timeout`` (seconds: at the limit the
        command's process tree is killed and ``timed_out`` is True) shape the command. With
        ``on_stdout`` or ``on_stderr`` its output streams to them (UTF-8 text) as it comes.
        """
        fields = command_fields(env, cwd, timeout)
        streamed = on_stdout is not None or on_stderr is not None
        if isinstance(command, str):
            args = ["sh", "-c", command]
        elif isinstance(command, Sequence) and command and all(isinstance(a, str) for a in command):
            if background:
                raise InvalidRequestError("background needs a string command (it runs through sh -c)")
            args = list(command)
        else:
            raise InvalidRequestError("command must be a string or a non-empty list of strings")
        body: dict[str, Any] = {"args": args, **fields}
        if background:
            if stdin is not None:
                raise InvalidRequestError("background cannot combine with stdin")
            if streamed:
                raise InvalidRequestError("background output is discarded: use commands.start to follow it")
            body["background"] = True
            answer = self._post("/exec", body)
            return ExecResult(exit_code=0, stdout="", stderr="", pid=int(answer.get("pid", 0)))
        data: bytes | None = None
        if stdin is not None:
            data = _encode(stdin, "stdin")
            if len(data) > MAX_STDIN_BYTES:
                raise InvalidRequestError(f"stdin is {len(data)} bytes; at most {MAX_STDIN_BYTES} per call")
            body["stdin_b64"] = base64.b64encode(data).decode("ascii")
        if streamed:
            return run_streamed(self._client._transport, self._path, args, data, fields, on_stdout, on_stderr)
        # The call waits for the command: give it the command's own limit and a minute.
        limit = None if "timeout_s" not in fields else max(self._client._transport.timeout, fields["timeout_s"] + 60.0)
        answer = self._client._transport.request("POST", self._path + "/exec", json_body=body, timeout=limit)
        return ExecResult.from_json(answer.json())

    exec = run  # older name

    def exec_background(self, command: str) -> ExecResult:
        """Older name of ``run(command, background=True)``."""
        return self.run(command, background=True)

    # Code contexts (docs/code.md)

    def run_code(
        self,
        code: str,
        *,
        language: str | None = None,
        context_id: str | None = None,
        env: Mapping[str, str] | None = None,
        timeout: int | None = None,
        on_stdout: Callable[[str], None] | None = None,
        on_stderr: Callable[[str], None] | None = None,
        on_result: Callable[[Result], None] | None = None,
        on_error: Callable[[CodeError], None] | None = None,
    ) -> Execution:
        """Runs code in a code context: Python by default, in the language's default context
        unless ``context_id`` names one (``contexts.create``); variables last between runs.
        ``timeout`` (seconds, default 300) interrupts the run and the context lives on. Charts come
        back as results: ``execution.png`` (bytes), ``results[i].png``; ``error`` is what it raised."""
        return run_code(
            self._client._transport,
            self._path,
            code,
            language=language,
            context_id=context_id,
            env=env,
            timeout=timeout,
            on_stdout=on_stdout,
            on_stderr=on_stderr,
            on_result=on_result,
            on_error=on_error,
        )

    @property
    def contexts(self) -> Contexts:
        """The sandbox's code contexts: ``create``, ``list``, ``restart``, ``delete``."""
        return Contexts(self._client._transport, self._path)

    @property
    def commands(self) -> Commands:
        """Commands that answer at once: ``start``, ``list``, ``get`` (docs/commands.md)."""
        return Commands(self._client._transport, self._path)

    def pty(
        self,
        cols: int = 80,
        rows: int = 24,
        command: str | Sequence[str] = ("/bin/sh",),
        *,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
    ) -> Command:
        """A shell (or ``command``) on a terminal of ``cols`` x ``rows``: drive it with
        ``send_stdin`` and ``output(follow=True)``, ``resize`` it; its output is the ``pty`` stream."""
        return self.commands.start(
            command if isinstance(command, str) else list(command), env=env, cwd=cwd, pty=(cols, rows)
        )

    def session(self, session_id: str | None = None) -> Session:
        """A persistent shell: working directory, environment and background processes last
        between its commands. The same id from any caller is the same shell."""
        return Session(self, session_id or f"py-{uuid.uuid4()}")

    # Public endpoint

    def expose(self, port: int, public_port: int | None = None) -> Ingress:
        """Puts guest ``port`` on a public HTTPS URL (``public_port`` None or 0: assigned)."""
        body: dict[str, Any] = {"guest_port": port}
        if public_port:
            body["public_port"] = public_port
        return Ingress.from_json(self._post("/expose", body))

    # Rest, wake, archive, reboot, delete

    def sleep(self) -> bool:
        """Sleeps if idle; returns False (still running) when the sandbox is busy."""
        slept = self._post("/sleep").get("slept") is True
        if slept:
            self.state = "slept"
        return slept

    def wake(self) -> None:
        """Wakes a slept sandbox without running a command."""
        self._post("/resume")
        self.state = "running"

    def pause(self) -> None:
        """Stops the vCPUs; guest operations answer SandboxPausedError until ``resume()``."""
        self._post("/pause")
        self.state = "paused"

    def resume(self) -> None:
        self._post("/resume")
        self.state = "running"

    def archive(self) -> None:
        """Saves memory and disk to object storage and frees the host (and the cap slot)."""
        self._post("/stop")
        self.state = "archived"

    def unarchive(self) -> None:
        """Brings an archived sandbox back; processes, sockets and memory continue."""
        answer = self._post("/start")
        self.state = "running"
        node = answer.get("node")
        if isinstance(node, str) and node:
            self.node = node

    stop = archive  # older names
    start = unarchive

    def reboot(self) -> Sandbox:
        """Reboots: the disk is kept; processes and sessions are lost; ``guest_ip`` changes."""
        self._update(self._post("/reboot"))
        return self

    def delete(self) -> None:
        """Deletes the sandbox; repeating it is harmless."""
        self._client._transport.request("DELETE", self._path, retry=True)
        self.state = "deleting"

    # Checkpoints

    def snapshot(self, leave_paused: bool = False, wait_durable: bool = False, timeout: float = 120) -> Snapshot:
        """Checkpoints memory and disk. Restorable at once; with ``wait_durable`` this returns
        once it is in object storage (WaitTimeout after ``timeout`` s)."""
        body: dict[str, Any] = {"snapshot_id": str(uuid.uuid4())}
        if leave_paused:
            body["leave_paused"] = True
        snap = Snapshot.from_json(self._post("/snapshot", body, retry=True))
        if leave_paused:
            self.state = "slept"
        if wait_durable:
            return self._client.snapshots.wait_durable(snap.snapshot_id, timeout=timeout)
        return snap

    @overload
    def fork(self, n: None = None) -> Sandbox: ...

    @overload
    def fork(self, n: int) -> SandboxList: ...

    def fork(self, n: int | None = None) -> Sandbox | SandboxList:
        """Live copies of this sandbox: no ``n``, one child; ``n`` (1-4), a list of n siblings
        from one point in time."""
        if n is None:
            child = self._post("/branch", {"child_vm_id": str(uuid.uuid4())}, retry=True)
            return Sandbox(self._client, child)
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_FORK:
            raise InvalidRequestError(f"fork(n) takes n from 1 to {MAX_FORK}, got {n!r}")
        if n == 1:
            return [self.fork()]
        answer = self._post("/branch", {"count": n})
        return [Sandbox(self._client, vm) for vm in answer.get("vms", [])]

    branch = fork  # older name

    # Observability

    def events(self, limit: int | None = None) -> list[Event]:
        """The lifecycle timeline, newest first."""
        answer = self._client._transport.request("GET", self._path + "/events", query={"limit": limit}, retry=True)
        return [Event.from_json(e) for e in answer.object().get("events", [])]

    def logs(self, tail_bytes: int | None = None) -> Logs:
        """The serial console's tail (at most 256 KiB); never wakes the guest."""
        answer = self._client._transport.request(
            "GET", self._path + "/logs", query={"tail_bytes": tail_bytes}, retry=True
        )
        return Logs.from_json(answer.object())

    def metrics(self, since_unix: int | None = None, max_samples: int | None = None) -> Metrics:
        """Recent host-side samples (30 s apart, about 2 hours)."""
        answer = self._client._transport.request(
            "GET",
            self._path + "/metrics",
            query={"since_unix": since_unix, "max_samples": max_samples},
            retry=True,
        )
        return Metrics.from_json(answer.object())

    def update(self, labels: Mapping[str, str] | None = None, lifecycle: Mapping[str, Any] | None = None) -> Sandbox:
        """Replaces its labels (all of them) and changes the lifecycle settings named
        (docs/lifecycle.md); ``{"max_lifetime_s": None}`` removes the expiry."""
        body: dict[str, Any] = {}
        if labels is not None:
            body["labels"] = dict(labels)
        if lifecycle is not None:
            body["lifecycle"] = dict(lifecycle)
        answer = self._client._transport.request("PATCH", self._path, json_body=body, retry=True)
        self._update(answer.object())
        return self

    def set_network(
        self, allow_out: Sequence[str] | None = None, deny_out: Sequence[str] | None = None
    ) -> Sandbox:
        """Replaces its egress rules (docs/network.md); neither list removes them. New
        connections follow them once this returns; open ones go on."""
        body: dict[str, Any] = {}
        if allow_out is not None:
            body["allow_out"] = list(allow_out)
        if deny_out is not None:
            body["deny_out"] = list(deny_out)
        answer = self._client._transport.request("PUT", self._path + "/network", json_body=body, retry=True)
        self._update(answer.object())
        return self

    def extend(self, by_s: int) -> Sandbox:
        """Pushes the expiry ``by_s`` seconds later (ConflictError ``no expiry`` without one)."""
        self._update(self._post("/extend", {"by_s": by_s}))
        return self

    def refresh(self) -> Sandbox:
        """Reads the sandbox again (state, placement, guest_ip)."""
        self._update(self._client._transport.request("GET", self._path, retry=True).object())
        return self


class Session:
    """A shell that persists between commands; ``close()`` ends it for every caller."""

    def __init__(self, sandbox: Sandbox, session_id: str) -> None:
        self.sandbox = sandbox
        self.session_id = session_id

    def run(
        self,
        command: str,
        *,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
        timeout: float | None = None,
    ) -> ExecResult:
        """Runs a shell command in the session. ``env`` and ``cwd`` are set in the session (so
        they last); ``timeout`` kills what this command started, and the session lives on."""
        if not isinstance(command, str):
            raise InvalidRequestError("a session runs shell strings")
        fields = command_fields(env, cwd, timeout)
        body = {"session_id": self.session_id, "command": command, **fields}
        transport = self.sandbox._client._transport
        limit = None if "timeout_s" not in fields else max(transport.timeout, fields["timeout_s"] + 60.0)
        answer = transport.request("POST", self.sandbox._path + "/exec", json_body=body, timeout=limit)
        return ExecResult.from_json(answer.json())

    def close(self) -> bool:
        """Ends the shell; True if there was one to end."""
        answer = self.sandbox._post("/exec", {"session_id": self.session_id, "close_session": True})
        return answer.get("closed") is True

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Files:
    """The sandbox's filesystem; paths are absolute."""

    def __init__(self, sandbox: Sandbox) -> None:
        self._sandbox = sandbox

    def _request(self, method: str, route: str, path: str, **kw: Any) -> Any:
        transport = self._sandbox._client._transport
        return transport.request(method, self._sandbox._path + route, query={"path": path}, **kw)

    def write(self, path: str, data: str | bytes) -> None:
        """Writes the whole file (creating parents, replacing what was there); at most 4 MiB."""
        raw = _encode(data, "data")
        if len(raw) > MAX_WRITE_BYTES:
            raise InvalidRequestError(f"a write is at most {MAX_WRITE_BYTES} bytes per call, got {len(raw)}")
        self._request("PUT", "/files", path, data=raw, retry=True)

    def read(self, path: str) -> str:
        """The file as text (UTF-8; invalid bytes become U+FFFD)."""
        return self.read_bytes(path).decode("utf-8", "replace")

    def read_bytes(self, path: str) -> bytes:
        body: bytes = self._request("GET", "/files", path, retry=True).body
        return body

    def list(self, path: str) -> EntryList:
        """The entries of a directory."""
        answer = self._request("GET", "/files/list", path, retry=True).object()
        return [FileEntry.from_json(e) for e in answer.get("entries", [])]

    ls = list  # older name

    def exists(self, path: str) -> bool:
        return self._request("GET", "/files/stat", path, retry=True).object().get("exists") is True

    def mkdir(self, path: str) -> None:
        """Creates a directory and its parents."""
        self._sandbox._post("/files/mkdir", {"path": path}, retry=True)

    def rename(self, src: str, dst: str) -> None:
        self._sandbox._post("/files/rename", {"from": src, "to": dst})

    def remove(self, path: str) -> None:
        """Removes a file or a directory with everything in it; a missing path is not an error."""
        self._request("DELETE", "/files", path, retry=True)
