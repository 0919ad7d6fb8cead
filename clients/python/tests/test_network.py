"""Egress rules through the client against a real server and a real microVM: ``network`` at
create, read back on the sandbox, replaced with ``set_network``, removed, and bad rules refused
(docs/network.md). What the rules do to a guest's connections is packages/server/test/egress.test.ts."""

from __future__ import annotations

import unittest

import warren

from support import client, small


class NetworkTest(unittest.TestCase):
    def setUp(self) -> None:
        self.c = client()

    def tearDown(self) -> None:
        self.c.close()

    def test_create_with_network_set_network_and_bad_rules(self) -> None:
        sb = small(self.c, network={"allow_out": ["pypi.org", "*.pythonhosted.org", "10.1.0.0/16"]})
        try:
            self.assertEqual(sb.network, {"allow_out": ["pypi.org", "*.pythonhosted.org", "10.1.0.0/16"]})
            sb.set_network(deny_out=["Example.com", "192.0.2.7"])
            self.assertEqual(sb.network, {"deny_out": ["example.com", "192.0.2.7/32"]})
            self.assertEqual(self.c.sandboxes.get(sb.vm_id).network, sb.network)
            sb.set_network(allow_out=[])
            self.assertEqual(sb.network, {"allow_out": []})
            sb.set_network()
            self.assertIsNone(sb.network)
            with self.assertRaises(warren.InvalidRequestError):
                sb.set_network(allow_out=["10.0.0.1/8"])
        finally:
            sb.delete()


if __name__ == "__main__":
    unittest.main()
