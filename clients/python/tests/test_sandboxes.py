"""client.sandboxes: create, get, list, delete; the Sandbox's fields; organizations; bad input
and bad credentials as the server answers them."""

from __future__ import annotations

import unittest
import uuid
from typing import Any

import support
import warren


class SandboxesTest(support.SmallSandboxTest):

    def test_create_returns_a_sandbox_with_the_spec_fields(self) -> None:
        s = self.sandbox
        self.assertEqual(str(uuid.UUID(s.vm_id)), s.vm_id)
        self.assertEqual(s.state, "running")
        self.assertEqual(s.image, "busybox")
        self.assertEqual((s.cpus, s.memory_mb), (1, 256))
        self.assertEqual(s.runtime, "container")
        self.assertFalse(s.disable_internet)
        self.assertIsNone(s.parent_vm_id)
        self.assertRegex(s.guest_ip, r"^\d+\.\d+\.\d+\.\d+$")
        self.assertTrue(s.tenant and s.node)
        self.assertGreater(s.created_unix_ns, 1_600_000_000 * 10**9)

    def test_get_and_list_find_it(self) -> None:
        got = self.client.sandboxes.get(self.sandbox.vm_id)
        self.assertEqual((got.vm_id, got.state, got.guest_ip), (self.sandbox.vm_id, "running", self.sandbox.guest_ip))
        self.assertIn(self.sandbox.vm_id, [s.vm_id for s in self.client.sandboxes.list()])
        self.assertIs(self.sandbox.refresh(), self.sandbox)
        self.assertEqual(self.sandbox.state, "running")

    def test_create_with_the_same_vm_id_is_the_same_sandbox(self) -> None:
        again = self.client.sandboxes.create(**support.SMALL, vm_id=self.sandbox.vm_id)
        self.assertEqual(again.vm_id, self.sandbox.vm_id)
        self.assertEqual(again.created_unix_ns, self.sandbox.created_unix_ns)
        self.assertEqual([s.vm_id for s in self.client.sandboxes.list()].count(self.sandbox.vm_id), 1)

    def test_another_organization_gets_404_and_cannot_delete_it(self) -> None:
        with support.other_client() as other:
            with self.assertRaises(warren.NotFoundError) as caught:
                other.sandboxes.get(self.sandbox.vm_id)
            self.assertEqual(caught.exception.status, 404)
            self.assertEqual(caught.exception.body["error"], "not found")
            self.assertNotIn(self.sandbox.vm_id, [s.vm_id for s in other.sandboxes.list()])
            stranger = warren.Sandbox(other, self.sandbox.raw)
            with self.assertRaises(warren.NotFoundError):
                stranger.run("true")
            # Another organization's DELETE reveals nothing: a no-op 204, or 404 like any read.
            try:
                other.sandboxes.delete(self.sandbox.vm_id)
            except warren.NotFoundError:
                pass
        self.assertEqual(self.client.sandboxes.get(self.sandbox.vm_id).state, "running")

    def test_bad_input_is_invalid_request_error_400(self) -> None:
        cases: list[dict[str, Any]] = [
            {"image": "busybox", "cpus": 9},
            {"image": "busybox", "memory_mb": 64},
            {"image": "busybox", "template": "t"},
            {"image": "busybox", "runtime": "docker"},
            {"image": "busybox", "vm_id": "not-a-uuid"},
        ]
        for body in cases:
            with self.subTest(body=body):
                with self.assertRaises(warren.InvalidRequestError) as caught:
                    self.client.sandboxes.create(**body)
                self.assertEqual(caught.exception.status, 400)
                self.assertEqual(caught.exception.body["error"], "invalid request")
                self.assertIsInstance(caught.exception, ValueError)

    def test_an_invalid_key_is_auth_error_401(self) -> None:
        with warren.Client(token="wrn_sk_not-a-key", api_url=self.client.api_url) as bad:
            with self.assertRaises(warren.AuthError) as caught:
                bad.sandboxes.list()
        self.assertEqual(caught.exception.status, 401)
        self.assertEqual(caught.exception.body["error"], "unauthorized")

    def test_no_credential_at_all_is_auth_error_before_any_call(self) -> None:
        with self.assertRaises(warren.AuthError) as caught:
            warren.Client(api_url=self.client.api_url, env={})
        self.assertIsNone(caught.exception.status)
        with self.assertRaises(warren.AuthError):
            warren.Client(client_id="only-an-id", env={})

    def test_settings_come_from_svc_variables(self) -> None:
        c = warren.Client(env={"SVC_TOKEN": "wrn_sk_x", "SVC_API_URL": "http://127.0.0.1:9/base/"})
        self.assertEqual(c.api_url, "http://127.0.0.1:9/base")
        self.assertEqual(c.timeout, 120)
        self.assertEqual(c.auth.token(), "wrn_sk_x")
        c.close()
        oauth = warren.Client(
            env={"SVC_CLIENT_ID": "id", "SVC_CLIENT_SECRET": "secret", "SVC_AUTH_URL": "http://127.0.0.1:9/token"}
        )
        self.assertIsInstance(oauth.auth, warren.auth.ClientCredentials)
        oauth.close()
        explicit = warren.Client(token="wrn_sk_arg", env={"SVC_TOKEN": "wrn_sk_env"})
        self.assertEqual(explicit.auth.token(), "wrn_sk_arg")
        explicit.close()

    def test_delete_then_404_at_once_and_repeating_it_is_harmless(self) -> None:
        s = support.small(self.client)
        s.delete()
        with self.assertRaises(warren.NotFoundError):
            self.client.sandboxes.get(s.vm_id)
        s.delete()
        self.client.sandboxes.delete(s.vm_id)
        self.assertNotIn(s.vm_id, [v.vm_id for v in self.client.sandboxes.list()])


if __name__ == "__main__":
    unittest.main()
