"""The line protocol of Warren's code contexts (docs/code.md, "The runner protocol"), shared by the
Python and bash runners (javascript.mjs speaks the same lines).

In: one JSON request a line on stdin, {"run": ID, "code": "...", "env": {...}, "max_output": N}.
Out: JSON lines on the process's own stdout, each written whole by one write(2): {"type": "ready"}
once started (or {"type": "failed", "message"} before exiting), then per run frames tagged with its
id ({"run": ID, "type": "stdout" | "stderr" | "result" | "display_data" | "error" |
"execution_count" | "start" | "end", ...}). File descriptor 1 is pointed at stderr once the channel
holds its own copy, so anything else that prints (a library, a child process) lands on the
command's stderr instead of between two protocol lines.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any, Iterator

# Output a run may produce when the request names no cap (the host always names one).
DEFAULT_MAX_OUTPUT = 16 << 20


def spec_from_argv(argv: list[str]) -> dict[str, Any]:
    """The context's spec, argv[1] as JSON: {"cwd": str | None, "env": {str: str}}."""
    spec: dict[str, Any] = json.loads(argv[1]) if len(argv) > 1 else {}
    if spec.get("cwd"):
        os.chdir(spec["cwd"])
    os.environ.update(spec.get("env") or {})
    return spec


class Channel:
    """The protocol's stdout: a private, non-inheritable copy of fd 1."""

    def __init__(self) -> None:
        self.fd = os.dup(1)  # os.dup makes it non-inheritable: children never get it
        os.dup2(2, 1)
        sys.stdout = sys.stderr

    def emit(self, frame: dict[str, Any]) -> None:
        data = (json.dumps(frame, separators=(",", ":"), ensure_ascii=False) + "\n").encode("utf-8", "replace")
        view = memoryview(data)
        while view:
            view = view[os.write(self.fd, view):]

    def run(self, req: dict[str, Any]) -> Run:
        run = Run(self, str(req["run"]), int(req.get("max_output") or DEFAULT_MAX_OUTPUT))
        run.emit({"type": "start"})
        return run


class Run:
    """The frames of one run, tagged with its id, within its output cap."""

    NOTICE = "\n[warren: output past {} bytes dropped]\n"

    def __init__(self, channel: Channel, run_id: str, max_output: int) -> None:
        self.channel, self.id, self.left, self.truncated = channel, run_id, max_output, False
        self.cap = max_output

    def emit(self, frame: dict[str, Any]) -> None:
        if frame["type"] in ("stdout", "stderr", "result", "display_data"):
            size = len(json.dumps(frame))
            if self.truncated:
                return
            if size > self.left:
                self.truncated = True
                room = max(0, self.left - 64)
                if frame["type"] in ("stdout", "stderr") and room > 0:
                    self.channel.emit({"run": self.id, **frame, "text": frame["text"][:room]})
                self.channel.emit({"run": self.id, "type": "stderr", "text": self.NOTICE.format(self.cap)})
                return
            self.left -= size
        self.channel.emit({"run": self.id, **frame})

    def end(self, status: str) -> None:
        self.channel.emit({"run": self.id, "type": "end", "status": status, "truncated": self.truncated})


def read_requests(channel: Channel) -> Iterator[dict[str, Any]]:
    """Requests from stdin until EOF; a line that is not one is reported on stderr and skipped."""
    for line in sys.stdin.buffer:
        try:
            req = json.loads(line)
            if not isinstance(req, dict) or "run" not in req or not isinstance(req.get("code"), str):
                raise ValueError("a request is {\"run\", \"code\"}")
        except ValueError as err:
            print(f"code context: bad request line: {err}", file=sys.stderr)
            continue
        yield req


class RestoreWatch:
    """Whether the VM was restored from a checkpoint since last asked.

    A restore (or a fork) sets the guest's wall clock forward while its monotonic clock goes on from
    the checkpoint, so the difference of the two moves; nothing else in a sandbox sets the clock.
    """

    SLACK_S = 0.05

    def __init__(self) -> None:
        self.offset = self._offset()

    @staticmethod
    def _offset() -> float:
        return time.time() - time.monotonic()

    def happened(self) -> bool:
        now = self._offset()
        moved = abs(now - self.offset) > self.SLACK_S
        self.offset = now
        return moved
