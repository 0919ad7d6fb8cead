"""The organization's volumes (docs/volumes.md): named filesystems that outlive sandboxes.
create, list, get, find (by name), update (grow, labels), delete (409 while mounted), a
volume's files without a sandbox (``files(volume_id)``) and its durable snapshots. A sandbox
mounts volumes at create: ``sandboxes.create(volumes=[{"volume": "data", "path": "/data"}])``.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from .errors import InvalidRequestError, NotFoundError
from .models import FileEntry, Volume, VolumeSnapshot
from .sandbox import _encode
from .transport import Transport, segment

__all__ = ["Volumes", "VolumeFiles", "MAX_VOLUME_WRITE_BYTES", "MAX_VOLUME_READ_BYTES"]

# The server refuses more per call.
MAX_VOLUME_WRITE_BYTES = 4 * 1024 * 1024
MAX_VOLUME_READ_BYTES = 16 * 1024 * 1024

VolumeList = list[Volume]
VolumeSnapshotList = list[VolumeSnapshot]
EntryList = list[FileEntry]


class Volumes:
    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def create(
        self,
        name: str,
        size_mb: int | None = None,
        labels: Mapping[str, str] | None = None,
        snapshot_id: str | None = None,
    ) -> Volume:
        """A new volume: ``name`` unique in the organization, ``size_mb`` (writing past it is
        ENOSPC in a guest; required unless ``snapshot_id`` gives the files and size of a volume
        snapshot)."""
        body: dict[str, Any] = {"name": name}
        if size_mb is not None:
            body["size_mb"] = size_mb
        if labels is not None:
            body["labels"] = dict(labels)
        if snapshot_id is not None:
            body["snapshot_id"] = snapshot_id
        return Volume.from_json(self._transport.request("POST", "/volumes", json_body=body).object())

    def list(self, labels: Mapping[str, str] | Sequence[str] | None = None) -> VolumeList:
        """The organization's volumes, oldest first; with ``labels`` (a mapping: label equals
        value; a sequence of keys: label present), those matching every one."""
        if isinstance(labels, Mapping):
            label = [f"{k}={v}" for k, v in labels.items()]
        else:
            label = list(labels or [])
        answer = self._transport.request("GET", "/volumes", query={"label": label or None}, retry=True)
        return [Volume.from_json(v) for v in answer.object().get("volumes", [])]

    def get(self, volume_id: str) -> Volume:
        return Volume.from_json(self._transport.request("GET", f"/volumes/{segment(volume_id)}", retry=True).object())

    def find(self, id_or_name: str) -> Volume:
        """A volume by id or name; NotFoundError when neither names one."""
        for volume in self.list():
            if id_or_name in (volume.name, volume.volume_id):
                return volume
        raise NotFoundError(f"no such volume {id_or_name!r}", status=404, body={"error": "not found"})

    def update(
        self, volume_id: str, size_mb: int | None = None, labels: Mapping[str, str] | None = None
    ) -> Volume:
        """Grows ``size_mb`` (never shrinks; in use or not) or replaces the labels."""
        body: dict[str, Any] = {}
        if size_mb is not None:
            body["size_mb"] = size_mb
        if labels is not None:
            body["labels"] = dict(labels)
        answer = self._transport.request("PATCH", f"/volumes/{segment(volume_id)}", json_body=body)
        return Volume.from_json(answer.object())

    def delete(self, volume_id: str) -> None:
        """Deletes a volume and its files; ConflictError ``volume is mounted`` while a sandbox
        mounts it. Its snapshots stay."""
        self._transport.request("DELETE", f"/volumes/{segment(volume_id)}", retry=True)

    def files(self, volume_id: str) -> VolumeFiles:
        """The volume's files, without a sandbox."""
        return VolumeFiles(self._transport, volume_id)

    def snapshot(self, volume_id: str) -> VolumeSnapshot:
        """A durable, read-only copy in the object store; answers once it is durable."""
        answer = self._transport.request("POST", f"/volumes/{segment(volume_id)}/snapshots")
        return VolumeSnapshot.from_json(answer.object())

    def snapshots(self, volume_id: str | None = None) -> VolumeSnapshotList:
        """The organization's volume snapshots (of deleted volumes too), or one volume's."""
        path = f"/volumes/{segment(volume_id)}/snapshots" if volume_id else "/volume-snapshots"
        answer = self._transport.request("GET", path, retry=True)
        return [VolumeSnapshot.from_json(s) for s in answer.object().get("snapshots", [])]

    def get_snapshot(self, snapshot_id: str) -> VolumeSnapshot:
        answer = self._transport.request("GET", f"/volume-snapshots/{segment(snapshot_id)}", retry=True)
        return VolumeSnapshot.from_json(answer.object())

    def delete_snapshot(self, snapshot_id: str) -> None:
        self._transport.request("DELETE", f"/volume-snapshots/{segment(snapshot_id)}", retry=True)


class VolumeFiles:
    """A volume's files without a sandbox; paths are absolute below the volume's root."""

    def __init__(self, transport: Transport, volume_id: str) -> None:
        self._transport = transport
        self._path = f"/volumes/{segment(volume_id)}/files"

    def write(self, path: str, data: str | bytes, mode: str | None = None) -> None:
        """Writes the whole file (creating parents, replacing what was there); at most 4 MiB.
        ``mode``: octal permission bits such as ``"600"`` (default 644)."""
        raw = _encode(data, "data")
        if len(raw) > MAX_VOLUME_WRITE_BYTES:
            raise InvalidRequestError(f"a write is at most {MAX_VOLUME_WRITE_BYTES} bytes per call, got {len(raw)}")
        self._transport.request("PUT", self._path, query={"path": path, "mode": mode}, data=raw, retry=True)

    def read(self, path: str) -> str:
        """The file as text (UTF-8; invalid bytes become U+FFFD)."""
        return self.read_bytes(path).decode("utf-8", "replace")

    def read_bytes(self, path: str) -> bytes:
        """The file as bytes (at most 16 MiB)."""
        body: bytes = self._transport.request("GET", self._path, query={"path": path}, retry=True).body
        return body

    def list(self, path: str) -> EntryList:
        """The entries of a directory."""
        answer = self._transport.request("GET", self._path + "/list", query={"path": path}, retry=True)
        return [FileEntry.from_json(e) for e in answer.object().get("entries", [])]

    def remove(self, path: str) -> None:
        """Removes a file or a directory with everything in it; a missing path is not an error."""
        self._transport.request("DELETE", self._path, query={"path": path}, retry=True)
