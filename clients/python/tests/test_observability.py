"""sandbox.logs (console tail), sandbox.metrics (host-side samples) and client.usage. The
harness's main server samples every second and closes a usage "minute" every 2 s."""

from __future__ import annotations

import unittest
from datetime import datetime, timedelta, timezone

import support
import warren


class ObservabilityTest(unittest.TestCase):
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

    def test_logs_are_the_console_tail_at_most_tail_bytes(self) -> None:
        logs = self.sandbox.logs()
        self.assertIsInstance(logs, warren.Logs)
        self.assertIsInstance(logs.content, str)
        short = self.sandbox.logs(tail_bytes=16)
        self.assertLessEqual(len(short.content.encode()), 16)
        with self.assertRaises(warren.InvalidRequestError) as caught:
            self.sandbox.logs(tail_bytes=256 * 1024 + 1)
        self.assertEqual(caught.exception.status, 400)

    def test_metrics_are_samples_with_the_sandbox_cpus(self) -> None:
        support.until("a metrics sample", lambda: bool(self.sandbox.metrics().samples), timeout=60)
        metrics = self.sandbox.metrics()
        self.assertIsInstance(metrics, warren.Metrics)
        self.assertEqual(metrics.cpus, 1)
        sample = metrics.samples[-1]
        self.assertIsInstance(sample, warren.MetricSample)
        self.assertGreater(sample.at_unix, 0)
        self.assertGreater(sample.interval_s, 0)
        self.assertGreaterEqual(sample.mem_mb, 0)  # a fresh restore has next to nothing resident
        self.assertTrue(sample.state)
        self.assertLessEqual(len(self.sandbox.metrics(max_samples=1).samples), 1)
        future = int(datetime.now(timezone.utc).timestamp()) + 3600
        self.assertEqual(self.sandbox.metrics(since_unix=future).samples, [])

    def test_usage_adds_up_per_state(self) -> None:
        def running_seconds() -> float:
            return sum(s.vm_seconds for s in self.client.usage().states if s.state == "running")

        support.until("usage of a running sandbox", lambda: running_seconds() > 0, timeout=60)
        usage = self.client.usage()
        self.assertIsInstance(usage, warren.Usage)
        self.assertTrue(usage.start and usage.end)
        running = [s for s in usage.states if s.state == "running"][0]
        self.assertIsInstance(running, warren.UsageState)
        self.assertGreater(running.memory_mb_seconds, 0)
        now = datetime.now(timezone.utc)
        window = self.client.usage(start=now - timedelta(hours=1), end=now + timedelta(minutes=1))
        self.assertTrue(any(s.state == "running" for s in window.states))
        long_ago = self.client.usage(start="2020-01-01T00:00:00Z", end="2020-01-02T00:00:00Z")
        self.assertEqual(long_ago.states, [])
        with self.assertRaises(warren.InvalidRequestError):
            self.client.usage(start="2020-01-01T00:00:00Z", end="2020-03-01T00:00:00Z")  # over 32 days


if __name__ == "__main__":
    unittest.main()
