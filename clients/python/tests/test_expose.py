"""sandbox.expose: a guest port on a public HTTPS URL, served by the edge."""

from __future__ import annotations

import ssl
import unittest
import urllib.request

import support
import warren


class ExposeTest(unittest.TestCase):
    def test_expose_puts_a_guest_port_on_a_public_url(self) -> None:
        with support.client() as c:
            s = support.tiny(c)
            try:
                s.files.write("/tmp/www/index.html", "hello from the guest\n")
                s.run("busybox httpd -p 8080 -h /tmp/www")
                ingress = s.expose(8080)
                self.assertIsInstance(ingress, warren.Ingress)
                self.assertEqual(ingress.guest_port, 8080)
                self.assertGreater(ingress.public_port, 0)
                self.assertTrue(ingress.public_url.startswith("https://"))
                self.assertTrue(ingress.ingress_id and ingress.gateway_node)
                context = ssl.create_default_context(cafile=support.env("WARREN_TEST_EDGE_CA"))

                def served() -> bool:
                    try:
                        with urllib.request.urlopen(ingress.public_url, timeout=10, context=context) as r:
                            return bool(r.read() == b"hello from the guest\n")
                    except OSError:
                        return False

                support.until("the public URL to answer", served, timeout=60)
                with self.assertRaises(warren.InvalidRequestError):
                    s.expose(70000)
            finally:
                s.delete()


if __name__ == "__main__":
    unittest.main()
