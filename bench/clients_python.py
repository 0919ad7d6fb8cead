"""The Python client's half of bench/clients.ts: the overhead the client adds to an exec round
trip of `true`, against raw http.client in the same process, same sandbox, same run.

    SVC_API_URL=... SVC_TOKEN=... python3 bench/clients_python.py [--vm VM_ID] [--runs N] [--write]

Without --vm it creates a small busybox sandbox and deletes it afterwards. Runs alternate between
the two ways (after a warm-up of each), both over one kept-alive connection. Prints one JSON
object: {"client": {n, p50_ms, p95_ms}, "raw": {...}, "overhead_p50_ms", "overhead_p95_ms",
"cpu_client", "cpu_raw", "cpu_overhead_p50_ms", "cpu_overhead_p95_ms", "python"}: wall-clock
round trips, and this process's own CPU time per call (the client's cost without the wait).
``--write`` also replaces the `clients-python` section of bench/RESULTS.md (bench/results.ts's
format). Percentiles are nearest-rank, as in bench/stats.ts.
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
    parser.add_argument("--write", action="store_true", help="write the results into bench/RESULTS.md")
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
        cpu_client: list[float] = []
        cpu_raw: list[float] = []
        for _ in range(args.runs):
            t0, c0 = time.perf_counter(), time.process_time()
            raw.exec_true()
            through_raw.append((time.perf_counter() - t0) * 1000)
            cpu_raw.append((time.process_time() - c0) * 1000)
            t0, c0 = time.perf_counter(), time.process_time()
            result = sandbox.run(["true"])
            through_client.append((time.perf_counter() - t0) * 1000)
            cpu_client.append((time.process_time() - c0) * 1000)
            if result.exit_code != 0:
                raise RuntimeError(f"client exec: {result}")
    finally:
        raw.conn.close()
        if not args.vm:
            sandbox.delete()
        client.close()

    c, r = summary(through_client), summary(through_raw)
    cc, cr = summary(cpu_client), summary(cpu_raw)
    results = {
                "client": c,
                "raw": r,
                "overhead_p50_ms": round(c["p50_ms"] - r["p50_ms"], 3),
                "overhead_p95_ms": round(c["p95_ms"] - r["p95_ms"], 3),
                # This process's own CPU time per call: what the client itself costs, without
                # the round trip's waiting (which dominates, and varies, under TCG).
                "cpu_client": cc,
                "cpu_raw": cr,
                "cpu_overhead_p50_ms": round(cc["p50_ms"] - cr["p50_ms"], 3),
                "cpu_overhead_p95_ms": round(cc["p95_ms"] - cr["p95_ms"], 3),
                "python": platform.python_version(),
            }
    print(json.dumps(results))
    if args.write:
        write_section(results)


def machine() -> str:
    model = "cpu"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    ram_gib = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 1024**3
    return (
        f"{os.cpu_count()} × {model}, {ram_gib:.0f} GiB RAM, Linux {platform.release()}, "
        f"Python {platform.python_version()}, load average {os.getloadavg()[0]:.1f} at the end"
    )


def write_section(results: dict[str, object]) -> None:
    """Replaces this benchmark's section of RESULTS.md, as bench/results.ts does."""
    c, r, cc, cr = (results[k] for k in ("client", "raw", "cpu_client", "cpu_raw"))
    assert isinstance(c, dict) and isinstance(r, dict) and isinstance(cc, dict) and isinstance(cr, dict)
    rows = [
        ("exec `true`, round trip through warren.Client", c, ""),
        ("exec `true`, round trip by raw http.client", r, ""),
        ("client CPU per call (this process)", cc, ""),
        ("raw http.client CPU per call (this process)", cr, ""),
    ]
    lines = ["| measurement | n | median | p95 | target |", "|---|---|---|---|---|"]
    for name, s, _ in rows:
        lines.append(f"| {name} | {s['n']} | {s['p50_ms']:.3f} ms | {s['p95_ms']:.3f} ms |  |")
    lines.append(
        f"| overhead the client adds (CPU, median) | | {results['cpu_overhead_p50_ms']:.3f} ms | "
        f"{results['cpu_overhead_p95_ms']:.3f} ms | under 1 ms at p50 |"
    )
    body = (
        "\n".join(lines)
        + "\n\nBoth ways alternate in one process on one kept-alive connection to a busybox sandbox "
        "(1 vCPU, 256 MiB, TCG). The round trip is dominated by the guest and varies with the machine's "
        "load, so the wall-clock difference is noise; the client's own cost is its extra CPU time per call "
        f"(building the request, JSON, the result object). Machine: {machine()}.\n"
    )
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "RESULTS.md")
    with open(path) as f:
        text = f.read()
    start, end = "<!-- clients-python:start -->", "<!-- clients-python:end -->"
    stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    section = f"{start}\n## Python client (bench/clients_python.py)\n\nRun {stamp}.\n\n{body}\n{end}"
    if start in text and end in text:
        text = text[: text.index(start)] + section + text[text.index(end) + len(end) :]
    else:
        text = text.rstrip() + "\n\n" + section + "\n"
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
