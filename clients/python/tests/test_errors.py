"""Exceptions from real server answers that need a server of their own (QuotaError cap and
rate, CapacityError), a closed client, and the retry rules: idempotent calls retry connection
errors and 503 Unavailable with backoff, others never repeat, and a create whose answer was
lost is found with GET /vms/{id} instead of being created twice."""

from __future__ import annotations

import time
import unittest
import uuid

import support
import warren
from warren.transport import RETRY_DELAYS_S


class QuotaAndCapacityTest(unittest.TestCase):
    def test_the_organization_cap_is_quota_error_cap_and_a_fan_out_too_big_is_capacity(self) -> None:
        # This server allows 1 sandbox per organization and 600 MiB of guest memory.
        with support.server_client("CAP") as c:
            first = support.small(c)
            try:
                with self.assertRaises(warren.QuotaError) as caught:
                    support.small(c)
                err = caught.exception
                self.assertEqual((err.status, err.kind, err.body["error"]), (403, "cap", "quota"))
                with self.assertRaises(warren.CapacityError) as full:
                    first.fork(2)
                self.assertEqual((full.exception.status, full.exception.body["error"]), (503, "capacity"))
                self.assertGreater(full.exception.retry_after or 0, 0)
                first.archive()  # archived sandboxes do not count against the cap
                second = support.small(c)
                second.delete()
                first.unarchive()
            finally:
                first.delete()

    def test_a_spent_request_budget_is_quota_error_rate_with_retry_after(self) -> None:
        # This server allows 5 non-acquisition calls a minute per organization.
        with support.server_client("RATE") as c:
            caught: warren.QuotaError | None = None
            for _ in range(12):
                try:
                    c.sandboxes.list()
                except warren.QuotaError as err:
                    caught = err
                    break
            self.assertIsNotNone(caught)
            assert caught is not None
            self.assertEqual((caught.status, caught.kind, caught.body["error"]), (429, "rate", "rate limited"))
            self.assertTrue(0 < (caught.retry_after or 0) <= 60)
            try:
                c.sandboxes.delete(str(uuid.uuid4()))  # DELETE is never limited
            except warren.NotFoundError:
                pass  # an unknown id may answer 404, but not 429


class ClosedClientTest(unittest.TestCase):
    def test_a_closed_client_raises_client_closed_error(self) -> None:
        with support.client() as c:
            self.assertEqual(type(c.sandboxes.list()), list)
        self.assertTrue(c.closed)
        with self.assertRaises(warren.ClientClosedError):
            c.sandboxes.list()
        other = support.client()
        other.close()
        other.close()  # closing twice is harmless
        with self.assertRaises(warren.ClientClosedError):
            other.templates.list()


class RetryTest(unittest.TestCase):
    def test_an_idempotent_call_retries_connection_errors_until_the_server_is_there(self) -> None:
        relay = support.Relay(support.env("SVC_API_URL")).start(after=0.6)
        try:
            with support.client(api_url=relay.url) as c:
                started = time.monotonic()
                self.assertEqual(type(c.sandboxes.list()), list)
                self.assertGreater(time.monotonic() - started, 0.5)
        finally:
            relay.close()

    def test_connection_errors_become_transport_error_after_the_backoff(self) -> None:
        port = support.free_port()  # nothing listens there
        with support.client(api_url=f"http://127.0.0.1:{port}") as c:
            started = time.monotonic()
            with self.assertRaises(warren.TransportError) as caught:
                c.sandboxes.list()
            self.assertGreaterEqual(time.monotonic() - started, sum(RETRY_DELAYS_S))
            self.assertIsNone(caught.exception.status)
            sandbox = warren.Sandbox(c, {"vm_id": str(uuid.uuid4())})
            started = time.monotonic()
            with self.assertRaises(warren.TransportError):
                sandbox.run("true")  # a command is never sent twice
            self.assertLess(time.monotonic() - started, RETRY_DELAYS_S[0])

    def test_503_unavailable_is_retried_for_idempotent_calls_only(self) -> None:
        relay = support.Relay(support.env("SVC_API_URL")).start()
        try:
            with support.client(api_url=relay.url) as c:
                relay.unavailable = 2
                self.assertEqual(type(c.sandboxes.list()), list)
                self.assertEqual([status for _, _, status in relay.log], [503, 503, 200])
                relay.unavailable = 1
                with self.assertRaises(warren.ServerError) as caught:
                    warren.Sandbox(c, {"vm_id": str(uuid.uuid4())}).run("true")
                self.assertEqual((caught.exception.status, caught.exception.body["error"]), (503, "Unavailable"))
                self.assertEqual(len(relay.log), 4)
        finally:
            relay.close()

    def test_a_create_whose_answer_was_lost_is_found_with_get_not_created_twice(self) -> None:
        relay = support.Relay(support.env("SVC_API_URL")).start()
        relay.drop_answer = lambda method, path, status: method == "POST" and path == "/vms" and status == 201
        vm_id = str(uuid.uuid4())
        try:
            with support.client(api_url=relay.url) as c:
                sandbox = c.sandboxes.create(**support.TINY, vm_id=vm_id)
                try:
                    self.assertEqual((sandbox.vm_id, sandbox.state), (vm_id, "running"))
                    calls = [(m, p, s) for m, p, s in relay.log if not p.startswith("/templates")]
                    self.assertEqual(calls[-2:], [("POST", "/vms", 201), ("GET", f"/vms/{vm_id}", 200)])
                    self.assertEqual([v.vm_id for v in c.sandboxes.list()].count(vm_id), 1)
                finally:
                    sandbox.delete()
        finally:
            relay.close()

    def test_a_create_generates_one_vm_id_and_keeps_it(self) -> None:
        relay = support.Relay(support.env("SVC_API_URL")).start()
        try:
            with support.client(api_url=relay.url) as c:
                relay.unavailable = 1
                sandbox = c.sandboxes.create(**support.TINY)
                sandbox.delete()
                self.assertEqual(relay.log[0][2], 503)
                self.assertIn(("GET", f"/vms/{sandbox.vm_id}", 404), relay.log)
                self.assertIn(("POST", "/vms", 201), relay.log)
        finally:
            relay.close()


if __name__ == "__main__":
    unittest.main()
