"""The organization's collections: sandboxes (create, get, list, delete), snapshots, exports,
templates and registry credentials.

``sandboxes.create`` carries the specification's create flow: the client picks the ``vm_id``
and keeps it for every attempt, waits out a 503 ``template building`` by polling the template,
and after a lost answer asks ``GET /vms/{id}`` before creating again.
"""

from __future__ import annotations

import time
import uuid
from typing import Any, Mapping, Protocol, Sequence

from .errors import (
    ExportFailed,
    NotFoundError,
    ServerError,
    TemplateBuildFailed,
    TemplateBuildingError,
    TransportError,
    WaitTimeout,
)
from .models import Export, RegistryCredential, Snapshot, Template
from .sandbox import Sandbox
from .transport import RETRY_DELAYS_S, Transport, backoff, is_retryable, segment
from .waiting import poll

__all__ = ["Sandboxes", "Snapshots", "Exports", "Templates", "Registries", "CREATE_TIMEOUT_S"]

# The service allows a create up to 5 minutes end to end.
CREATE_TIMEOUT_S = 300.0
DEFAULT_EXPORT_TIMEOUT_S = 600.0
# How many times a create asks again after the template it waited for failed to build.
_REBUILDS = 1

SandboxList = list[Sandbox]
SnapshotList = list[Snapshot]
TemplateList = list[Template]
RegistryList = list[RegistryCredential]


class ResourceOwner(Protocol):
    """What the collections ask of the client that made them (``Client`` is one, client.py):
    its transport and settings, and each other. Named here so that this module never imports
    the client above it."""

    @property
    def _transport(self) -> Transport: ...

    @property
    def timeout(self) -> float: ...

    @property
    def template_timeout(self) -> float: ...

    @property
    def sandboxes(self) -> Sandboxes: ...

    @property
    def snapshots(self) -> Snapshots: ...

    @property
    def templates(self) -> Templates: ...


def _drop_none(**fields: Any) -> dict[str, Any]:
    return {k: v for k, v in fields.items() if v is not None}


class Sandboxes:
    def __init__(self, client: ResourceOwner) -> None:
        self._client = client

    def create(
        self,
        image: str | None = None,
        template: str | None = None,
        snapshot_id: str | None = None,
        cpus: int | None = None,
        memory_mb: int | None = None,
        runtime: str | None = None,
        disable_internet: bool | None = None,
        vm_id: str | None = None,
        labels: Mapping[str, str] | None = None,
        lifecycle: Mapping[str, Any] | None = None,
        network: Mapping[str, Sequence[str]] | None = None,
        volumes: Sequence[Mapping[str, Any]] | None = None,
    ) -> Sandbox:
        """Creates a sandbox from at most one source (none: the default sandbox).

        The first create of an image at a shape waits for its template build (up to the
        client's ``template_timeout``; TemplateBuildingError past it) and then creates. A build
        that fails is asked for once more (the service rebuilds a failed template on the next
        create); TemplateBuildFailed if that fails too. Every attempt uses the same ``vm_id``.
        ``labels`` (str to str) and ``lifecycle`` (``idle_after_s``, ``on_idle``,
        ``max_lifetime_s``, ``on_expiry``) are described in docs/lifecycle.md; ``network``
        (``allow_out``, ``deny_out``: IPv4 CIDRs, ``domain``, ``*.domain``) in docs/network.md;
        ``volumes`` (each ``{"volume": id or name, "path": "/data", "read_only": False}``) in
        docs/volumes.md.
        """
        body = _drop_none(
            image=image,
            template=template,
            snapshot_id=snapshot_id,
            cpus=cpus,
            memory_mb=memory_mb,
            runtime=runtime,
            disable_internet=disable_internet,
            labels=dict(labels) if labels is not None else None,
            lifecycle=dict(lifecycle) if lifecycle is not None else None,
            network=_network_body(network) if network is not None else None,
            volumes=[dict(m) for m in volumes] if volumes is not None else None,
        )
        body["vm_id"] = vm_id or str(uuid.uuid4())
        deadline = time.monotonic() + self._client.template_timeout
        rebuilds = _REBUILDS
        while True:
            try:
                return self._create_once(body)
            except TemplateBuildingError as building:
                left = deadline - time.monotonic()
                if left <= 0 or not building.template_id:
                    raise
                try:
                    self._client.templates.wait(building.template_id, timeout=left)
                except WaitTimeout:
                    raise building from None
                except TemplateBuildFailed:
                    # The service rebuilds a failed template on the next create of its image;
                    # one more try gets past a build that failed for a passing reason.
                    if rebuilds == 0:
                        raise
                    rebuilds -= 1

    def _create_once(self, body: dict[str, Any]) -> Sandbox:
        """One create, repeated (same vm_id) only when its answer was lost; a lost answer is
        looked up with GET /vms/{id} first, as the specification asks."""
        transport = self._client._transport
        timeout = max(self._client.timeout, CREATE_TIMEOUT_S)
        attempt = 0
        while True:
            try:
                answer = transport.request("POST", "/vms", json_body=body, timeout=timeout)
                return Sandbox(self._client, answer.object())
            except (TransportError, ServerError) as err:
                if isinstance(err, ServerError) and not is_retryable(err):
                    raise
                if attempt >= len(RETRY_DELAYS_S):
                    raise
                backoff(RETRY_DELAYS_S[attempt])
                attempt += 1
            found = self._find(body["vm_id"])
            # Still creating: posting again with the same vm_id waits for that same sandbox.
            if found is not None and found.state != "creating":
                return found

    def _find(self, vm_id: str) -> Sandbox | None:
        try:
            return self.get(vm_id)
        except NotFoundError:
            return None

    def get(self, vm_id: str) -> Sandbox:
        answer = self._client._transport.request("GET", f"/vms/{segment(vm_id)}", retry=True)
        return Sandbox(self._client, answer.object())

    def list(self, labels: Mapping[str, str] | Sequence[str] | None = None, state: str | None = None) -> SandboxList:
        """The organization's sandboxes, oldest first; with ``labels`` (a mapping: label equals
        value; a sequence of keys: label present) and ``state``, those matching every one."""
        if isinstance(labels, Mapping):
            label = [f"{k}={v}" for k, v in labels.items()]
        else:
            label = list(labels or [])
        query: dict[str, Any] = {"label": label or None, "state": state}
        answer = self._client._transport.request("GET", "/vms", query=query, retry=True)
        return [Sandbox(self._client, vm) for vm in answer.object().get("vms", [])]

    def delete(self, vm_id: str) -> None:
        """Deletes a sandbox; an unknown or already deleted id is a no-op."""
        self._client._transport.request("DELETE", f"/vms/{segment(vm_id)}", retry=True)


class Snapshots:
    def __init__(self, client: ResourceOwner) -> None:
        self._client = client

    def restore(self, snapshot_id: str, vm_id: str | None = None) -> Sandbox:
        """A NEW sandbox from the snapshot, with the snapshot's shape."""
        return self._client.sandboxes.create(snapshot_id=snapshot_id, vm_id=vm_id)

    def list(self, vm_id: str | None = None) -> SnapshotList:
        """The organization's snapshots, or one sandbox's."""
        path = f"/vms/{segment(vm_id)}/snapshots" if vm_id else "/snapshots"
        answer = self._client._transport.request("GET", path, retry=True)
        return [Snapshot.from_json(s) for s in answer.object().get("snapshots", [])]

    def get(self, snapshot_id: str) -> Snapshot:
        answer = self._client._transport.request("GET", f"/snapshots/{segment(snapshot_id)}", retry=True)
        return Snapshot.from_json(answer.object())

    def wait_durable(self, snapshot_id: str, timeout: float = 120) -> Snapshot:
        """Returns the snapshot once it is in object storage; WaitTimeout after ``timeout`` s."""

        def read() -> Snapshot | None:
            snap = self.get(snapshot_id)
            return snap if snap.durable else None

        return poll(f"snapshot {snapshot_id} to be durable", read, timeout)

    def delete(self, snapshot_id: str) -> None:
        self._client._transport.request("DELETE", f"/snapshots/{segment(snapshot_id)}", retry=True)

    def export(self, snapshot_id: str) -> Export:
        """Starts an export of a durable snapshot (ConflictError until it is durable); the
        answer is ``pending``: ``client.exports.wait`` returns it ready."""
        body = {"export_id": str(uuid.uuid4())}
        path = f"/snapshots/{segment(snapshot_id)}/export"
        answer = self._client._transport.request("POST", path, json_body=body, retry=True).object()
        return Export.from_json({"snapshot_id": snapshot_id, **answer})


class Exports:
    def __init__(self, client: ResourceOwner) -> None:
        self._client = client

    def get(self, export_id: str) -> Export:
        """The export; its download links are presigned afresh on each read."""
        answer = self._client._transport.request("GET", f"/exports/{segment(export_id)}", retry=True)
        return Export.from_json(answer.object())

    def wait(self, export_id: str, timeout: float = DEFAULT_EXPORT_TIMEOUT_S) -> Export:
        """Returns the export once ready; ExportFailed if it failed, WaitTimeout after ``timeout`` s."""

        def read() -> Export | None:
            export = self.get(export_id)
            if export.state == "failed":
                raise ExportFailed(f"export {export_id} failed: {export.error or 'no reason given'}", None, export.raw)
            return export if export.state == "ready" else None

        return poll(f"export {export_id}", read, timeout)

    def delete(self, export_id: str) -> None:
        """Deletes the export and its files (ConflictError while pending)."""
        self._client._transport.request("DELETE", f"/exports/{segment(export_id)}", retry=True)


class Templates:
    def __init__(self, client: ResourceOwner) -> None:
        self._client = client

    def create(
        self,
        name: str,
        image: str,
        version: str | None = None,
        cpus: int | None = None,
        memory_mb: int | None = None,
        disable_internet: bool | None = None,
        runtime: str | None = None,
    ) -> Template:
        """Registers a template build (status ``building``); ``wait`` or ``build`` for ready."""
        body = _drop_none(
            name=name,
            image=image,
            version=version,
            cpus=cpus,
            memory_mb=memory_mb,
            disable_internet=disable_internet,
            runtime=runtime,
        )
        answer = self._client._transport.request("POST", "/templates", json_body=body)
        return Template.from_json(answer.object())

    def build(
        self,
        name: str,
        image: str,
        version: str | None = None,
        cpus: int | None = None,
        memory_mb: int | None = None,
        disable_internet: bool | None = None,
        runtime: str | None = None,
        timeout: float | None = None,
    ) -> Template:
        """``create`` then ``wait``: returns the template ready."""
        started = self.create(name, image, version, cpus, memory_mb, disable_internet, runtime)
        return self.wait(started.template_id, timeout=timeout)

    def list(self) -> TemplateList:
        """Own templates plus the shared ones this organization's creates used."""
        answer = self._client._transport.request("GET", "/templates", retry=True)
        return [Template.from_json(t) for t in answer.object().get("templates", [])]

    def get(self, template_id: str) -> Template:
        answer = self._client._transport.request("GET", f"/templates/{segment(template_id)}", retry=True)
        return Template.from_json(answer.object())

    def delete(self, template_id: str) -> None:
        self._client._transport.request("DELETE", f"/templates/{segment(template_id)}", retry=True)

    def wait(self, template_id: str, timeout: float | None = None) -> Template:
        """Returns the template once ready; TemplateBuildFailed if the build failed, WaitTimeout
        after ``timeout`` s (default: the client's ``template_timeout``)."""

        def read() -> Template | None:
            template = self.get(template_id)
            if template.status == "failed":
                reason = template.status_detail or "no reason given"
                raise TemplateBuildFailed(f"template {template_id} failed: {reason}", None, template.raw)
            return template if template.status == "ready" else None

        limit = self._client.template_timeout if timeout is None else timeout
        return poll(f"template {template_id}", read, limit)


class Registries:
    def __init__(self, client: ResourceOwner) -> None:
        self._client = client

    def put(
        self,
        host: str,
        kind: str = "static",
        username: str | None = None,
        secret: str | None = None,
        role_arn: str | None = None,
        external_id: str | None = None,
    ) -> None:
        """Stores (or replaces) the credential for ``host``: ``static`` takes username and
        secret, ``cloud-assume-role`` takes role_arn and external_id."""
        body = _drop_none(
            host=host, kind=kind, username=username, secret=secret, role_arn=role_arn, external_id=external_id
        )
        self._client._transport.request("POST", "/registries", json_body=body, retry=True)

    def list(self) -> RegistryList:
        answer = self._client._transport.request("GET", "/registries", retry=True)
        return [RegistryCredential.from_json(r) for r in answer.object().get("registries", [])]

    def delete(self, host: str) -> None:
        self._client._transport.request("DELETE", f"/registries/{segment(host)}", retry=True)


def _network_body(rules: Mapping[str, Sequence[str]]) -> dict[str, list[str]]:
    """Egress rules as the API takes them: each list given, as a list."""
    return {key: list(entries) for key, entries in rules.items()}
