"""Labels, list filters, lifecycle settings, extend and webhooks through the client against a
real server and real microVMs (docs/lifecycle.md, docs/webhooks.md)."""

from __future__ import annotations

import unittest

import warren

from support import client, small


class TeamsTest(unittest.TestCase):
    def setUp(self) -> None:
        self.c = client()

    def tearDown(self) -> None:
        self.c.close()

    def test_labels_filters_lifecycle_and_extend(self) -> None:
        a = small(self.c, labels={"team": "py-infra"}, lifecycle={"max_lifetime_s": 3600})
        b = small(self.c, labels={"team": "py-data"})
        try:
            self.assertEqual(a.labels, {"team": "py-infra"})
            self.assertEqual(a.lifecycle["max_lifetime_s"], 3600)
            self.assertEqual([s.vm_id for s in self.c.sandboxes.list(labels={"team": "py-infra"})], [a.vm_id])
            both = {s.vm_id for s in self.c.sandboxes.list(labels=["team"], state="running")}
            self.assertTrue({a.vm_id, b.vm_id} <= both)
            b.update(labels={"team": "py-infra", "env": "dev"}, lifecycle={"on_idle": "archive"})
            self.assertEqual(b.labels, {"env": "dev", "team": "py-infra"})
            self.assertEqual(b.lifecycle["on_idle"], "archive")
            found = self.c.sandboxes.list(labels={"team": "py-infra", "env": "dev"})
            self.assertEqual([s.vm_id for s in found], [b.vm_id])
            expires = a.lifecycle["expires_unix_ns"]
            a.extend(60)
            self.assertEqual(a.lifecycle["expires_unix_ns"], expires + 60 * 10**9)
            with self.assertRaises(warren.ConflictError) as refused:
                b.extend(60)
            self.assertEqual(refused.exception.body["error"], "no expiry")
            with self.assertRaises(warren.InvalidRequestError):
                b.update(labels={" bad": "x"})
        finally:
            a.delete()
            b.delete()

    def test_webhooks_create_list_get_delete(self) -> None:
        made = self.c.webhooks.create("https://hooks.example.com/warren", events=["sandbox.deleted"])
        try:
            self.assertTrue(str(made["secret"]).startswith("whsec_"))
            self.assertIn(made["webhook_id"], [w["webhook_id"] for w in self.c.webhooks.list()])
            got = self.c.webhooks.get(made["webhook_id"])
            self.assertNotIn("secret", got)
            self.assertEqual(got["events"], ["sandbox.deleted"])
            self.assertEqual(self.c.webhooks.deliveries(made["webhook_id"]), [])
            with self.assertRaises(warren.InvalidRequestError):
                self.c.webhooks.create("http://169.254.169.254/latest")
        finally:
            self.c.webhooks.delete(made["webhook_id"])
        with self.assertRaises(warren.NotFoundError):
            self.c.webhooks.get(made["webhook_id"])


if __name__ == "__main__":
    unittest.main()
