"""client.templates create, build, list, get, delete, wait; create's 503 `template building`
flow (one vm_id, wait for the template, retry); TemplateBuildingError and TemplateBuildFailed
from real builds; client.registries put, list, delete."""

from __future__ import annotations

import random
import unittest
import uuid
from typing import Any

import support
import warren

# An image reference whose pull fails for real: nothing listens on port 1 of loopback.
UNPULLABLE = "127.0.0.1:1/nothing-here:latest"


class TemplatesTest(unittest.TestCase):
    client: warren.Client

    @classmethod
    def setUpClass(cls) -> None:
        cls.client = support.client()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.client.close()

    def test_create_wait_get_list_then_create_a_sandbox_from_it_and_delete(self) -> None:
        name = f"py-{uuid.uuid4().hex[:8]}"
        started = self.client.templates.create(name, "busybox", cpus=1, memory_mb=128)
        self.assertIsInstance(started, warren.Template)
        self.assertEqual((started.name, started.source_image, started.status), (name, "busybox", "building"))
        ready = self.client.templates.wait(started.template_id, timeout=300)
        self.assertEqual(ready.status, "ready")
        self.assertTrue(ready.base_snapshot_id)
        self.assertFalse(ready.shared)
        self.assertEqual(self.client.templates.get(started.template_id).status, "ready")
        self.assertIn(started.template_id, [t.template_id for t in self.client.templates.list()])
        sandbox = self.client.sandboxes.create(template=name)
        try:
            self.assertEqual((sandbox.cpus, sandbox.memory_mb, sandbox.image), (1, 128, "busybox"))
            self.assertEqual(sandbox.run("echo from-template").stdout, "from-template\n")
        finally:
            sandbox.delete()
        self.client.templates.delete(started.template_id)
        with self.assertRaises(warren.NotFoundError):
            self.client.templates.get(started.template_id)

    def test_build_is_create_then_wait_and_versions_are_name_colon_version(self) -> None:
        name = f"py-{uuid.uuid4().hex[:8]}"
        built = self.client.templates.build(name, "busybox", version="v2", cpus=1, memory_mb=128, timeout=300)
        self.assertEqual((built.status, built.version), ("ready", "v2"))
        with self.assertRaises(warren.ConflictError) as caught:
            self.client.templates.create(name, "busybox", version="v2")
        self.assertEqual(caught.exception.status, 409)
        self.client.templates.delete(built.template_id)

    def test_a_failed_build_is_template_build_failed(self) -> None:
        started = self.client.templates.create(f"py-{uuid.uuid4().hex[:8]}", UNPULLABLE)
        with self.assertRaises(warren.TemplateBuildFailed) as caught:
            self.client.templates.wait(started.template_id, timeout=120)
        self.assertEqual(caught.exception.template_id, started.template_id)
        self.assertIn("unreachable", caught.exception.detail)
        self.assertEqual(caught.exception.body["status"], "failed")
        with self.assertRaises(warren.TemplateBuildFailed):
            self.client.sandboxes.create(image=UNPULLABLE, cpus=1, memory_mb=128)
        self.client.templates.delete(started.template_id)

    def test_deleting_a_shared_template_is_403(self) -> None:
        support.tiny(self.client).delete()  # makes sure the caller used the shared busybox template
        shared = [t for t in self.client.templates.list() if t.shared and t.source_image == "busybox"]
        self.assertTrue(shared)
        with self.assertRaises(warren.AuthError) as caught:
            self.client.templates.delete(shared[0].template_id)
        self.assertEqual(caught.exception.status, 403)


class TemplateBuildingFlowTest(unittest.TestCase):
    def test_first_create_of_a_shape_waits_for_the_template_with_one_vm_id(self) -> None:
        # A shape no other test uses, so its template is built by this test.
        memory_mb = random.choice([144, 160, 176, 192, 208, 224, 240])
        shape: dict[str, Any] = {"image": "busybox", "cpus": 1, "memory_mb": memory_mb}
        vm_id = str(uuid.uuid4())
        with support.client(template_timeout=0) as impatient:
            with self.assertRaises(warren.TemplateBuildingError) as caught:
                impatient.sandboxes.create(**shape, vm_id=vm_id)
        err = caught.exception
        self.assertEqual((err.status, err.body["error"]), (503, "template building"))
        self.assertTrue(err.template_id)
        with support.client() as c:
            sandbox = c.sandboxes.create(**shape, vm_id=vm_id)
            try:
                self.assertEqual(sandbox.vm_id, vm_id)
                self.assertEqual(sandbox.memory_mb, memory_mb)
                self.assertEqual(c.templates.get(err.template_id).status, "ready")
                self.assertEqual([s.vm_id for s in c.sandboxes.list()].count(vm_id), 1)
            finally:
                sandbox.delete()


class RegistriesTest(unittest.TestCase):
    def test_put_list_delete_and_secrets_are_never_returned(self) -> None:
        host = f"registry-{uuid.uuid4().hex[:6]}.example:5000"
        with support.client() as c:
            c.registries.put(host, username="robot", secret="s3cret-value")
            c.registries.put(host, username="robot", secret="s3cret-value")  # put replaces
            c.registries.put("role.example", kind="cloud-assume-role", role_arn="arn:aws:iam::1:role/r",
                             external_id="ext")
            listed = {r.host: r for r in c.registries.list()}
            self.assertEqual(listed[host].kind, "static")
            self.assertEqual(listed["role.example"].kind, "cloud-assume-role")
            self.assertNotIn("s3cret-value", repr(c.registries.list()))
            with self.assertRaises(warren.InvalidRequestError):
                c.registries.put(host, kind="static")  # no username or secret
            c.registries.delete(host)
            c.registries.delete("role.example")
            self.assertNotIn(host, [r.host for r in c.registries.list()])


if __name__ == "__main__":
    unittest.main()
