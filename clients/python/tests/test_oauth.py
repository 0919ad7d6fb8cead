"""OAuth 2.0 client credentials against the server's real token endpoint (POST /oauth/token):
the client gets a token, uses it like a key, renews it before it expires, and a wrong secret is
AuthError 401 invalid_client. The harness's main server issues tokens that live 6 s."""

from __future__ import annotations

import time
import unittest

import support
import warren
from warren.auth import ClientCredentials


def oauth_client(**kw: str) -> warren.Client:
    return warren.Client(
        env={
            "SVC_API_URL": support.env("WARREN_TEST_OAUTH_URL"),
            "SVC_CLIENT_ID": support.env("WARREN_TEST_OAUTH_CLIENT_ID"),
            "SVC_CLIENT_SECRET": support.env("WARREN_TEST_OAUTH_CLIENT_SECRET"),
            **kw,
        }
    )


class OAuthTest(unittest.TestCase):
    def test_client_credentials_get_a_token_that_works_like_a_key(self) -> None:
        with oauth_client() as c:
            self.assertIsInstance(c.auth, ClientCredentials)
            self.assertEqual(type(c.sandboxes.list()), list)
            self.assertTrue(c.auth.token().startswith("wrn_at_"))
            assert isinstance(c.auth, ClientCredentials)
            self.assertEqual(c.auth.tokens_issued, 1)

    def test_the_token_is_renewed_before_it_expires(self) -> None:
        with oauth_client() as c:
            assert isinstance(c.auth, ClientCredentials)
            first = c.auth.token()
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:  # across the token's 6 s life, calls never fail
                self.assertEqual(type(c.templates.list()), list)
                time.sleep(0.5)
            self.assertGreaterEqual(c.auth.tokens_issued, 2)
            self.assertNotEqual(c.auth.token(), first)

    def test_an_explicit_auth_url_is_used(self) -> None:
        url = support.env("WARREN_TEST_OAUTH_URL")
        with oauth_client(SVC_AUTH_URL=f"{url}/oauth/token") as c:
            self.assertEqual(type(c.sandboxes.list()), list)
        with oauth_client(SVC_AUTH_URL=f"{url}/no/such/endpoint") as c:
            with self.assertRaises(warren.AuthError) as caught:
                c.sandboxes.list()
            self.assertIn(caught.exception.status, (401, 404))  # the API authenticates before routing

    def test_a_wrong_secret_is_auth_error_invalid_client(self) -> None:
        with oauth_client(SVC_CLIENT_SECRET="wrn_cs_wrong") as c:
            with self.assertRaises(warren.AuthError) as caught:
                c.sandboxes.list()
        self.assertEqual(caught.exception.status, 401)
        self.assertEqual(caught.exception.body["error"], "invalid_client")


if __name__ == "__main__":
    unittest.main()
