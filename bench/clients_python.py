"""The Python client's half of bench/clients.ts: the overhead the client adds to an exec round
trip of `true`, against raw http.client in the same process, same sandbox, same run.

    SVC_API_URL=... SVC_TOKEN=... python3 bench/clients_python.py [--vm VM_ID] [--runs N]

Without --vm it creates a small busybox sandbox and deletes it afterwards. Runs alternate between
the two ways (after a warm-up of each), both over one kept-alive connection. Prints one JSON
object: {"client": {n, p50_ms, p95_ms}, "raw": {...}, "overhead_p50_ms", "overhead_p95_ms",
"python"}. Percentiles are nearest-rank, as in bench/stats.ts.
"""

from __future__ import annotations

import argparse
import http.client
import json
import math
import os
import platform
import sys
import time
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "clients", "python", "src"))

import warren  # noqa: E402

WARM_UP = 5


def percentile(sorted_ms: list[float], p: float) -> float:
    i = min(len(sorted_ms) - 1, math.ceil(p / 100 * len(sorted_ms)) - 1)
    return sorted_ms[max(0, i)]


def summary(samples: list[float]) -> dict[str, float]:
    s = sorted(samples)
    return {"n": len(s), "p50_ms": round(percentile(s, 50), 3), "p95_ms": round(percentile(s, 95), 3)}


class Raw:
    """POST /vms/{id}/exec by hand over one kept-alive http.client connection."""

    def __init__(self, api_url: str, token: str, vm_id: str) -> None:
        url = urllib.parse.urlsplit(api_url)
        self.conn = http.client.HTTPConnection(url.hostname or "127.0.0.1", url.port or 80, timeout=120)
        self.path = f"{url.path.rstrip('/')}/vms/{vm_id}/exec"
        self.headers = {"authorization": f"Bearer {token}", "content-type": "application/json"}

    def exec_true(self) -> None:
        self.conn.request("POST", self.path, body=b'{"args":["true"]}', headers=self.headers)
        response = self.conn.getresponse()
        body = json.loads(response.read())
        if response.status != 200 or body["exit_code"] != 0:
            raise RuntimeError(f"raw exec: {response.status} {body}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vm", help="an existing sandbox to run `true` in")
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()

    client = warren.Client()
    sandbox = client.sandboxes.get(args.vm) if args.vm else client.sandboxes.create(image="busybox", cpus=1, memory_mb=256)
    raw = Raw(client.api_url, client.auth.token(), sandbox.vm_id)
    try:
        for _ in range(WARM_UP):
            raw.exec_true()
            sandbox.run(["true"])
        through_client: list[float] = []
        through_raw: list[float] = []
        for _ in range(args.runs):
            t0 = time.perf_counter()
            raw.exec_true()
            through_raw.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            result = sandbox.run(["true"])
            through_client.append((time.perf_counter() - t0) * 1000)
            if result.exit_code != 0:
                raise RuntimeError(f"client exec: {result}")
    finally:
        raw.conn.close()
        if not args.vm:
            sandbox.delete()
        client.close()

    c, r = summary(through_client), summary(through_raw)
    print(
        json.dumps(
            {
                "client": c,
                "raw": r,
                "overhead_p50_ms": round(c["p50_ms"] - r["p50_ms"], 3),
                "overhead_p95_ms": round(c["p95_ms"] - r["p95_ms"], 3),
                "python": platform.python_version(),
            }
        )
    )


if __name__ == "__main__":
    main()
