"""Code contexts and runs (docs/code.md): ``sandbox.run_code(code)`` returns an ``Execution``
(stdout, stderr, results with ``.png`` bytes and ``.text``, the ``error``); with an ``on_...``
callback the run streams and the callbacks get its output as it comes. ``sandbox.contexts``
creates, lists, restarts and deletes contexts. A run is never sent twice.
"""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .errors import InvalidRequestError, TransportError
from .transport import Transport, segment

__all__ = ["Contexts", "Context", "Execution", "Result", "CodeError", "LANGUAGES"]

LANGUAGES = ("python", "javascript", "bash")
# The run's own limit when none is given (the server's default).
_DEFAULT_TIMEOUT_S = 300


def _str(d: Mapping[str, Any], key: str) -> str:
    value = d.get(key)
    return value if isinstance(value, str) else ""


def _opt_int(d: Mapping[str, Any], key: str) -> int | None:
    value = d.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass(frozen=True)
class CodeError:
    """What a run raised: the exception's class name, its message, and the traceback."""

    name: str
    value: str
    traceback: str

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> CodeError:
        return cls(name=_str(d, "name"), value=_str(d, "value"), traceback=_str(d, "traceback"))


@dataclass(frozen=True)
class Result:
    """A result (the cell's last value, ``is_main_result``) or a display (``plt.show()``): one MIME
    bundle, with properties for its usual types."""

    data: dict[str, Any]
    is_main_result: bool = False

    def _text(self, mime: str) -> str | None:
        value = self.data.get(mime)
        return value if isinstance(value, str) else None

    @property
    def text(self) -> str | None:
        return self._text("text/plain")

    @property
    def html(self) -> str | None:
        return self._text("text/html")

    @property
    def markdown(self) -> str | None:
        return self._text("text/markdown")

    @property
    def svg(self) -> str | None:
        return self._text("image/svg+xml")

    @property
    def latex(self) -> str | None:
        return self._text("text/latex")

    @property
    def json(self) -> Any:
        return self.data.get("application/json")

    @property
    def png(self) -> bytes | None:
        """The PNG's bytes (the bundle holds it base64)."""
        value = self._text("image/png")
        return base64.b64decode(value) if value is not None else None

    @property
    def jpeg(self) -> bytes | None:
        value = self._text("image/jpeg")
        return base64.b64decode(value) if value is not None else None

    def formats(self) -> list[str]:
        """The MIME types it has."""
        return list(self.data)


@dataclass
class Execution:
    """What a run produced. ``status`` is ``ok``, ``error``, ``interrupted`` (its timeout),
    ``died`` (the context's interpreter exited: restart it) or ``timeout`` (still busy)."""

    context_id: str
    language: str
    status: str
    stdout: str = ""
    stderr: str = ""
    results: list[Result] = field(default_factory=list)
    error: CodeError | None = None
    execution_count: int | None = None
    timed_out: bool = False
    truncated: bool = False
    context_state: str = "running"

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Execution:
        results = d.get("results")
        error = d.get("error")
        return cls(
            context_id=_str(d, "context_id"),
            language=_str(d, "language"),
            status=_str(d, "status"),
            stdout=_str(d, "stdout"),
            stderr=_str(d, "stderr"),
            results=[
                Result(dict(r.get("data") or {}), r.get("is_main_result") is True)
                for r in (results if isinstance(results, list) else [])
                if isinstance(r, dict)
            ],
            error=CodeError.from_json(error) if isinstance(error, dict) else None,
            execution_count=_opt_int(d, "execution_count"),
            timed_out=d.get("timed_out") is True,
            truncated=d.get("truncated") is True,
            context_state=_str(d, "context_state"),
        )

    @property
    def text(self) -> str | None:
        """The text of the main result (the cell's last expression), if there is one."""
        return next((r.text for r in self.results if r.is_main_result), None)

    @property
    def png(self) -> bytes | None:
        """The first PNG among the results (a chart), if any."""
        return next((r.png for r in self.results if r.png is not None), None)


@dataclass(frozen=True)
class Context:
    """A code context: a live interpreter whose variables last between runs."""

    context_id: str
    language: str
    cwd: str | None
    state: str
    exit_code: int | None
    command_id: str
    started_unix_ns: int

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Context:
        cwd = d.get("cwd")
        return cls(
            context_id=_str(d, "context_id"),
            language=_str(d, "language"),
            cwd=cwd if isinstance(cwd, str) else None,
            state=_str(d, "state"),
            exit_code=_opt_int(d, "exit_code"),
            command_id=_str(d, "command_id"),
            started_unix_ns=_opt_int(d, "started_unix_ns") or 0,
        )


class Contexts:
    """``sandbox.contexts``: a sandbox's code contexts."""

    def __init__(self, transport: Transport, sandbox_path: str) -> None:
        self._transport = transport
        self._path = sandbox_path + "/contexts"

    def create(self, language: str = "python", *, cwd: str | None = None, env: Mapping[str, str] | None = None) -> Context:
        """Starts a context; returns once its interpreter is ready."""
        body: dict[str, Any] = {"language": _language(language)}
        if cwd is not None:
            body["cwd"] = cwd
        if env is not None:
            body["env"] = {str(k): str(v) for k, v in env.items()}
        return Context.from_json(self._transport.request("POST", self._path, json_body=body, timeout=300).object())

    def list(self) -> list[Context]:
        contexts = self._transport.request("GET", self._path, retry=True).object().get("contexts", [])
        return [Context.from_json(c) for c in contexts if isinstance(c, dict)]

    def restart(self, context_id: str) -> Context:
        """Starts the context anew: its variables are gone."""
        answer = self._transport.request("POST", f"{self._path}/{segment(context_id)}/restart", timeout=300)
        return Context.from_json(answer.object())

    def delete(self, context_id: str) -> None:
        self._transport.request("DELETE", f"{self._path}/{segment(context_id)}", retry=True)


def _language(language: str) -> str:
    if language not in LANGUAGES:
        raise InvalidRequestError(f"language must be one of {', '.join(LANGUAGES)}, not {language!r}")
    return language


def run_code(
    transport: Transport,
    sandbox_path: str,
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
    """``sandbox.run_code``: runs code and returns what it produced (see ``Sandbox.run_code``)."""
    body: dict[str, Any] = {"code": code}
    if language is not None:
        body["language"] = _language(language)
    if context_id is not None:
        body["context_id"] = context_id
    if env is not None:
        body["env"] = {str(k): str(v) for k, v in env.items()}
    if timeout is not None:
        body["timeout_s"] = int(timeout)
    # The call waits for the run: the run's own limit and a margin.
    wait = max(transport.timeout, float(timeout or _DEFAULT_TIMEOUT_S) + 60)
    callbacks = (on_stdout, on_stderr, on_result, on_error)
    if all(c is None for c in callbacks):
        answer = transport.request("POST", sandbox_path + "/run_code", json_body=body, timeout=wait)
        return Execution.from_json(answer.object())
    stream = transport.stream(sandbox_path + "/run_code", method="POST", json_body=body, timeout=wait)
    run = Execution(context_id="", language="", status="")
    try:
        for raw in stream.lines():
            if not raw.strip():
                continue
            line = json.loads(raw)
            kind = line.get("type")
            if kind == "stdout":
                run.stdout += _str(line, "text")
                if on_stdout:
                    on_stdout(_str(line, "text"))
            elif kind == "stderr":
                run.stderr += _str(line, "text")
                if on_stderr:
                    on_stderr(_str(line, "text"))
            elif kind in ("result", "display_data"):
                result = Result(dict(line.get("data") or {}), kind == "result")
                run.results.append(result)
                if on_result:
                    on_result(result)
            elif kind == "error":
                run.error = CodeError.from_json(line)
                if on_error:
                    on_error(run.error)
            elif kind == "end":
                end = Execution.from_json(line)
                end.stdout, end.stderr, end.results, end.error = run.stdout, run.stderr, run.results, run.error
                return end
    finally:
        stream.close()
    raise TransportError("the run's stream ended before its end line")
