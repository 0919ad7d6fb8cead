"""client.audit: the organization's mutating calls, newest first, paged with next_before."""

from __future__ import annotations

import unittest
import uuid

import support
import warren


class AuditTest(unittest.TestCase):
    def test_mutating_calls_are_recorded_newest_first_and_page_with_next_before(self) -> None:
        host = f"audit-{uuid.uuid4().hex[:6]}.example"
        with support.client() as c:
            c.registries.put(host, username="u", secret="first")
            c.registries.put(host, username="u", secret="second")
            c.registries.delete(host)
            # The record may be written just after the answer went out.
            support.until("the audit record", lambda: c.audit(limit=1).records[0].resource == host, timeout=10)
            page = c.audit(limit=2)
            self.assertIsInstance(page, warren.AuditPage)
            self.assertEqual(len(page.records), 2)
            latest, before = page.records
            self.assertEqual((latest.action, latest.resource, latest.outcome), ("DELETE /registries/:host", host, 204))
            self.assertEqual((before.action, before.outcome), ("POST /registries", 204))
            self.assertGreater(latest.id, before.id)
            self.assertTrue(latest.key_id and latest.request_id and latest.at)
            self.assertIsNotNone(page.next_before)
            following = c.audit(limit=2, before=page.next_before)
            self.assertTrue(following.records)
            self.assertTrue(all(r.id < before.id for r in following.records))
            last = c.audit(limit=1000)
            self.assertIsNone(last.next_before)  # the last page says so
        with support.other_client() as other:
            self.assertNotIn(host, [r.resource for r in other.audit().records])


if __name__ == "__main__":
    unittest.main()
