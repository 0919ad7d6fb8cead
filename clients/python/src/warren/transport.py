"""HTTP to the API: kept-alive connections, the bearer credential, retries, and error answers.

The retry rules are the specification's: a call marked ``retry`` (idempotent, or made safe by an
id the client chose) is repeated with backoff on connection errors and on 503 ``Unavailable`` /
``connection error`` (a control-plane component restarting). Nothing else is repeated here; the
flows that need more (create's template wait, its lost-answer recovery) live with the operation.
"""

from __future__ import annotations

import http.client
import json
import random
import select
import ssl
import threading
import time
import urllib.parse
from dataclasses import dataclass
from typing import Any, Iterator, Mapping, Sequence

from .auth import TokenSource
from .errors import ClientClosedError, TransportError, WarrenError, error_from_answer

__all__ = ["Answer", "Stream", "Transport", "RETRY_DELAYS_S", "is_retryable", "backoff"]

USER_AGENT = "warren-python/0.1.0"
# Backoff before each repeat of a retryable call (with up to 25 % jitter): about 8 s in all.
RETRY_DELAYS_S = (0.25, 0.5, 1.0, 2.0, 4.0)
# An idle connection older than this is closed rather than reused: servers drop idle
# keep-alive connections (Node after 5 s by default), and a request sent into one that the
# server is closing cannot tell "not received" from "received, answer lost".
_IDLE_REUSE_S = 4.0
_RETRY_WORDS = ("unavailable", "connection error")
_MAX_RETRY_AFTER_S = 30.0
_STREAM_READ_BYTES = 1 << 20

# A list value repeats its key (label=a=1&label=b=2).
Query = Mapping[str, str | int | float | bool | None | Sequence[str]]


@dataclass(frozen=True)
class Answer:
    status: int
    headers: Mapping[str, str]  # lower-case names
    body: bytes

    def json(self) -> Any:
        if not self.body:
            return None
        try:
            return json.loads(self.body)
        except ValueError:
            raise TransportError(f"answer {self.status} is not JSON", self.status) from None

    def object(self) -> dict[str, Any]:
        value = self.json()
        if not isinstance(value, dict):
            raise TransportError(f"answer {self.status} is not a JSON object", self.status)
        return value


class Transport:
    """One API endpoint; safe to share between threads (each request takes its own connection)."""

    def __init__(self, api_url: str, auth: TokenSource | None, timeout: float) -> None:
        parsed = urllib.parse.urlsplit(api_url)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            raise ValueError(f"api_url must be an http or https URL, got {api_url!r}")
        self._https = parsed.scheme == "https"
        self._host = parsed.hostname
        self._port = parsed.port or (443 if self._https else 80)
        self._prefix = parsed.path.rstrip("/")
        self._auth = auth
        self.timeout = timeout
        self._lock = threading.Lock()
        self._idle: list[tuple[http.client.HTTPConnection, float]] = []
        self._closed = False
        self._ssl = ssl.create_default_context() if self._https else None

    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        with self._lock:
            self._closed = True
            idle, self._idle = self._idle, []
        for conn, _ in idle:
            conn.close()

    def request(
        self,
        method: str,
        path: str,
        *,
        query: Query | None = None,
        json_body: Any = None,
        data: bytes | None = None,
        timeout: float | None = None,
        retry: bool = False,
    ) -> Answer:
        """Sends one call and returns its 2xx answer; any other answer raises its exception."""
        if self._closed:
            raise ClientClosedError("the client is closed")
        target = self._target(path, query)
        headers = {"user-agent": USER_AGENT, "accept": "application/json"}
        body: bytes | None = None
        if json_body is not None:
            body = json.dumps(json_body, separators=(",", ":")).encode()
            headers["content-type"] = "application/json"
        elif data is not None:
            body = data
            headers["content-type"] = "application/octet-stream"
        elif method in ("POST", "PUT", "PATCH"):
            body = b""

        delays = RETRY_DELAYS_S if retry else ()
        attempt = 0
        renewed = False
        while True:
            token = self._auth.token() if self._auth is not None else None
            if token is not None:
                headers["authorization"] = f"Bearer {token}"
            try:
                answer = self._send(method, target, headers, body, timeout or self.timeout)
            except TransportError:
                if attempt < len(delays):
                    backoff(delays[attempt])
                    attempt += 1
                    continue
                raise
            if answer.status < 400:
                return answer
            if answer.status == 401 and token is not None and not renewed and self._auth is not None:
                # The call was refused before it did anything, so sending it again is safe.
                renewed = True
                if self._auth.refused(token):
                    continue
            error = error_from_answer(answer.status, answer.headers, _error_body(answer))
            if is_retryable(error) and attempt < len(delays):
                wait = delays[attempt]
                retry_after = answer.headers.get("retry-after", "")
                if retry_after.isdigit():
                    wait = max(wait, min(float(retry_after), _MAX_RETRY_AFTER_S))
                backoff(wait)
                attempt += 1
                continue
            raise error

    def stream(
        self,
        path: str,
        *,
        query: Query | None = None,
        timeout: float | None = None,
        method: str = "GET",
        json_body: Any = None,
    ) -> Stream:
        """Sends ``method path`` (GET by default) and returns its 2xx answer unread, on a connection
        of its own, for a body that streams (NDJSON). ``timeout`` bounds the connect and the
        headers; the body is then read without a limit (a followed command may be quiet for hours).
        Connection errors before the headers are retried for a GET only (a POST may have been
        acted on); close the answer when done."""
        target = self._target(path, query)
        headers = {"user-agent": USER_AGENT, "accept": "application/x-ndjson"}
        body: bytes | None = None
        if json_body is not None:
            body = json.dumps(json_body, separators=(",", ":")).encode()
            headers["content-type"] = "application/json"
        retries = len(RETRY_DELAYS_S) if method == "GET" else 0
        for attempt in range(retries + 1):
            if self._closed:
                raise ClientClosedError("the client is closed")
            token = self._auth.token() if self._auth is not None else None
            if token is not None:
                headers["authorization"] = f"Bearer {token}"
            conn = self._new_connection(timeout or self.timeout)
            try:
                conn.request(method, target, body=body, headers=headers)
                response = conn.getresponse()
            except (OSError, http.client.HTTPException) as err:
                conn.close()
                if attempt < retries:
                    backoff(RETRY_DELAYS_S[attempt])
                    continue
                raise TransportError(f"{method} {target}: {str(err) or type(err).__name__}") from err
            if response.status < 400:
                if conn.sock is not None:
                    conn.sock.settimeout(None)
                return Stream(conn, response)
            answer = Answer(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
            conn.close()
            error = error_from_answer(answer.status, answer.headers, _error_body(answer))
            if is_retryable(error) and attempt < retries:
                backoff(RETRY_DELAYS_S[attempt])
                continue
            raise error
        raise AssertionError("unreachable")

    def _target(self, path: str, query: Query | None) -> str:
        target = self._prefix + path
        if query:
            pairs = {
                k: (list(v) if isinstance(v, (list, tuple)) else _query_value(v))  # type: ignore[arg-type]
                for k, v in query.items()
                if v is not None
            }
            if pairs:
                target += "?" + urllib.parse.urlencode(pairs, doseq=True)
        return target

    def _send(self, method: str, target: str, headers: dict[str, str], body: bytes | None, timeout: float) -> Answer:
        conn = self._connection(timeout)
        try:
            conn.request(method, target, body=body, headers=headers)
            response = conn.getresponse()
            payload = response.read()
        except TimeoutError as err:
            conn.close()
            raise TransportError(f"{method} {target}: no answer within {timeout:g} s") from err
        except (OSError, http.client.HTTPException) as err:
            conn.close()
            reason = str(err) or type(err).__name__
            raise TransportError(f"{method} {target}: {reason}") from err
        answer = Answer(response.status, {k.lower(): v for k, v in response.getheaders()}, payload)
        if response.will_close:
            conn.close()
        else:
            self._release(conn)
        return answer

    def _connection(self, timeout: float) -> http.client.HTTPConnection:
        with self._lock:
            if self._closed:
                raise ClientClosedError("the client is closed")
            now = time.monotonic()
            while self._idle:
                conn, since = self._idle.pop()
                if now - since < _IDLE_REUSE_S and _still_open(conn):
                    if conn.sock is not None:
                        conn.sock.settimeout(timeout)
                    return conn
                conn.close()
        return self._new_connection(timeout)

    def _new_connection(self, timeout: float) -> http.client.HTTPConnection:
        if self._https:
            return http.client.HTTPSConnection(self._host, self._port, timeout=timeout, context=self._ssl)
        return http.client.HTTPConnection(self._host, self._port, timeout=timeout)

    def _release(self, conn: http.client.HTTPConnection) -> None:
        with self._lock:
            if not self._closed:
                self._idle.append((conn, time.monotonic()))
                return
        conn.close()


class Stream:
    """A 2xx answer being read as it comes, on a connection of its own (closed with it)."""

    def __init__(self, conn: http.client.HTTPConnection, response: http.client.HTTPResponse) -> None:
        self._conn = conn
        self._response = response

    def lines(self) -> Iterator[bytes]:
        """The body's lines as they come (the last one may lack its newline if cut short)."""
        pending = b""
        while True:
            # read1: what has arrived (one chunk at most), so a line is given as soon as it is whole.
            data = self._response.read1(_STREAM_READ_BYTES)
            if not data:
                if pending:
                    yield pending
                return
            pending += data
            *whole, pending = pending.split(b"\n")
            yield from whole

    def close(self) -> None:
        self._response.close()
        self._conn.close()


def _still_open(conn: http.client.HTTPConnection) -> bool:
    """An idle kept-alive socket that is readable has been closed by the server (or is garbled)."""
    sock = conn.sock
    if sock is None:
        return False
    try:
        readable, _, _ = select.select([sock], [], [], 0)
    except (OSError, ValueError):
        return False
    return not readable


def segment(value: str) -> str:
    """A value as one segment of a path (ids, hosts): every reserved character escaped."""
    return urllib.parse.quote(value, safe="")


def is_retryable(error: WarrenError) -> bool:
    """A 503 that says the request did not reach its target (a component restarting)."""
    return error.status == 503 and error.word.lower() in _RETRY_WORDS


def _query_value(value: str | int | float | bool) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _error_body(answer: Answer) -> dict[str, Any]:
    try:
        value = json.loads(answer.body) if answer.body else {}
    except ValueError:
        value = None
    if isinstance(value, dict):
        return value
    text = answer.body[:200].decode("utf-8", "replace")
    return {"error": "", "message": text}


def backoff(base: float) -> None:
    """Sleeps ``base`` seconds plus up to 25 % jitter, so retrying clients do not march in step."""
    time.sleep(base * (1 + random.random() * 0.25))
