"""Shared setup of the client's tests: clients of the real servers the test harness started
(packages/server/test/python-client.test.ts passes them in the environment), small busybox
sandboxes, and a forwarding relay that stands in for a gateway between client and server.

Environment:
  SVC_API_URL, SVC_TOKEN          the main server and a key of organization "acme"
  WARREN_TEST_OTHER_TOKEN         a key of another organization on the main server
  WARREN_TEST_DATA_DIR            the main server's data directory (to find a VM's QEMU)
  WARREN_TEST_CAP_URL, _TOKEN     a server with a sandbox cap of 1 and 600 MiB of guest memory
  WARREN_TEST_RATE_URL, _TOKEN    a server allowing 5 non-acquisition calls a minute
  WARREN_TEST_EDGE_CA             the local CA certificate the main server's edge uses
  WARREN_TEST_OAUTH_URL, _CLIENT_ID, _CLIENT_SECRET
                                  an OAuth client (of another organization) on the main server,
                                  whose access tokens live 6 s
"""

from __future__ import annotations

import http.client
import http.server
import os
import socket
import threading
import time
import unittest
import urllib.parse
from typing import Any, Callable

import warren

SMALL: dict[str, Any] = {"image": "busybox", "cpus": 1, "memory_mb": 256}
TINY: dict[str, Any] = {"image": "busybox", "cpus": 1, "memory_mb": 128}


def env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        raise RuntimeError(f"{name} is not set: run these tests through packages/server/test/python-client.test.ts")
    return value


def client(**kw: Any) -> warren.Client:
    """A client of organization "acme" on the main server, configured from the environment."""
    env("SVC_API_URL")
    env("SVC_TOKEN")
    return warren.Client(**kw)


def other_client() -> warren.Client:
    return warren.Client(token=env("WARREN_TEST_OTHER_TOKEN"), api_url=env("SVC_API_URL"))


def server_client(prefix: str) -> warren.Client:
    return warren.Client(token=env(f"WARREN_TEST_{prefix}_TOKEN"), api_url=env(f"WARREN_TEST_{prefix}_URL"))


def small(c: warren.Client, **kw: Any) -> warren.Sandbox:
    return c.sandboxes.create(**{**SMALL, **kw})


class SmallSandboxTest(unittest.TestCase):
    """Cases sharing one client and one small sandbox, made before the first and deleted after the last."""

    client: warren.Client
    sandbox: warren.Sandbox

    @classmethod
    def setUpClass(cls) -> None:
        cls.client = client()
        cls.sandbox = small(cls.client)

    @classmethod
    def tearDownClass(cls) -> None:
        cls.sandbox.delete()
        cls.client.close()


def tiny(c: warren.Client, **kw: Any) -> warren.Sandbox:
    return c.sandboxes.create(**{**TINY, **kw})


def qemu_pid(vm_id: str) -> int:
    """The pid of the QEMU process running a sandbox of the main server."""
    with open(os.path.join(env("WARREN_TEST_DATA_DIR"), "run", vm_id, "qemu.pid")) as f:
        return int(f.read().strip())


def until(what: str, check: Callable[[], bool], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.2)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Relay:
    """An HTTP relay on loopback in front of a real server, one request per connection.

    It forwards each request as it is and sends back the server's answer, except where told:
    ``unavailable`` answers the next N requests itself with 503 ``Unavailable`` (a control-plane
    component restarting, as the specification describes it), and ``drop_answer`` lets the
    server handle a matching request but closes the connection instead of answering (a lost
    answer). ``log`` records (method, path, status) of what reached the relay.
    """

    def __init__(self, target: str, port: int | None = None) -> None:
        parsed = urllib.parse.urlsplit(target)
        self.target = (parsed.hostname or "127.0.0.1", parsed.port or 80)
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log: list[tuple[str, str, int]] = []
        self.unavailable = 0
        self.drop_answer: Callable[[str, str, int], bool] = lambda method, path, status: False
        self._server: http.server.ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    def start(self, after: float = 0) -> Relay:
        """Starts listening, at once or ``after`` seconds (until then connections are refused)."""
        if after:
            threading.Timer(after, self._listen).start()
        else:
            self._listen()
        return self

    def _listen(self) -> None:
        relay = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                pass

            def _relay(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else None
                if relay.unavailable > 0:
                    relay.unavailable -= 1
                    relay.log.append((self.command, self.path, 503))
                    self._answer(503, [("content-type", "application/json"), ("retry-after", "1")],
                                 b'{"error":"Unavailable","message":"component restarting"}')
                    return
                headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "connection")}
                upstream = http.client.HTTPConnection(*relay.target, timeout=600)
                try:
                    upstream.request(self.command, self.path, body=body, headers=headers)
                    answer = upstream.getresponse()
                    payload = answer.read()
                    passed = [(k, v) for k, v in answer.getheaders()
                              if k.lower() not in ("connection", "keep-alive", "transfer-encoding", "content-length")]
                finally:
                    upstream.close()
                relay.log.append((self.command, self.path, answer.status))
                if relay.drop_answer(self.command, self.path, answer.status):
                    self.close_connection = True
                    self.connection.shutdown(socket.SHUT_RDWR)
                    return
                self._answer(answer.status, passed, payload)

            def _answer(self, status: int, headers: list[tuple[str, str]], payload: bytes) -> None:
                self.send_response(status)
                for k, v in headers:
                    self.send_header(k, v)
                self.send_header("content-length", str(len(payload)))
                self.send_header("connection", "close")
                self.end_headers()
                self.wfile.write(payload)
                self.close_connection = True

            do_GET = do_POST = do_PUT = do_DELETE = _relay

        server = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        server.daemon_threads = True
        self._server = server
        self._thread = threading.Thread(target=server.serve_forever, daemon=True)
        self._thread.start()

    def close(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
