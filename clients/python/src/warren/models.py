"""The API's answers as typed values: exec results, snapshots, templates, exports, ingresses,
events, file entries, registry credentials, audit records, logs, metrics, usage, volumes and
volume snapshots.

Each is built from the JSON answer by ``from_json``, which takes the fields it knows, ignores
newer ones (``raw`` keeps the whole answer) and never fails on a field the server left out.
The sandbox itself, which has operations, lives in ``sandbox.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

__all__ = [
    "ExecResult",
    "Snapshot",
    "Template",
    "Export",
    "ExportFile",
    "Ingress",
    "Event",
    "FileEntry",
    "RegistryCredential",
    "AuditRecord",
    "AuditPage",
    "Logs",
    "MetricSample",
    "Metrics",
    "UsageState",
    "Usage",
    "Volume",
    "VolumeMount",
    "VolumeSnapshot",
]


def _str(d: Mapping[str, Any], key: str) -> str:
    value = d.get(key)
    return value if isinstance(value, str) else ""


def _opt_str(d: Mapping[str, Any], key: str) -> str | None:
    value = d.get(key)
    return value if isinstance(value, str) else None


def _int(d: Mapping[str, Any], key: str) -> int:
    value = d.get(key)
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0


def _opt_int(d: Mapping[str, Any], key: str) -> int | None:
    value = d.get(key)
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _float(d: Mapping[str, Any], key: str) -> float:
    value = d.get(key)
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def _bool(d: Mapping[str, Any], key: str) -> bool:
    return d.get(key) is True


def _list(d: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    value = d.get(key)
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


@dataclass
class ExecResult:
    """A finished command. A result is not success: check ``exit_code``. ``pid`` is set (and the
    output empty) for a command started in the background."""

    exit_code: int
    stdout: str
    stderr: str
    stdout_truncated: bool = False
    stderr_truncated: bool = False
    pid: int | None = None
    # True when the run's ``timeout`` killed the command's process tree.
    timed_out: bool = False

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> ExecResult:
        return cls(
            exit_code=_int(d, "exit_code"),
            stdout=_str(d, "stdout"),
            stderr=_str(d, "stderr"),
            stdout_truncated=_bool(d, "stdout_truncated"),
            stderr_truncated=_bool(d, "stderr_truncated"),
            pid=_opt_int(d, "pid"),
            timed_out=_bool(d, "timed_out"),
        )

    @property
    def ok(self) -> bool:
        return self.exit_code == 0


@dataclass
class Snapshot:
    snapshot_id: str
    vm_id: str
    parent_snapshot_id: str
    state: str
    durable: bool
    image: str
    logical_bytes: int
    created_unix_ns: int
    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Snapshot:
        return cls(
            snapshot_id=_str(d, "snapshot_id"),
            vm_id=_str(d, "vm_id"),
            parent_snapshot_id=_str(d, "parent_snapshot_id"),
            state=_str(d, "state"),
            durable=_bool(d, "durable"),
            image=_str(d, "image"),
            logical_bytes=_int(d, "logical_bytes"),
            created_unix_ns=_int(d, "created_unix_ns"),
            raw=dict(d),
        )


@dataclass
class Template:
    template_id: str
    name: str
    version: str
    source_image: str
    status: str
    status_detail: str
    runtime: str
    cpus: int
    memory_mb: int
    base_snapshot_id: str
    created_unix_ns: int
    last_used_unix_ns: int
    shared: bool
    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Template:
        return cls(
            template_id=_str(d, "template_id"),
            name=_str(d, "name"),
            version=_str(d, "version"),
            source_image=_str(d, "source_image"),
            status=_str(d, "status"),
            status_detail=_str(d, "status_detail"),
            runtime=_str(d, "runtime"),
            cpus=_int(d, "cpus"),
            memory_mb=_int(d, "memory_mb"),
            base_snapshot_id=_str(d, "base_snapshot_id"),
            created_unix_ns=_int(d, "created_unix_ns"),
            last_used_unix_ns=_int(d, "last_used_unix_ns"),
            shared=_bool(d, "shared"),
            raw=dict(d),
        )


@dataclass
class ExportFile:
    """One downloadable file of an export; ``url`` is presigned and lasts until ``url_expires_unix``."""

    name: str
    bytes: int
    raw_bytes: int | None
    sha256: str
    url: str
    url_expires_unix: int

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> ExportFile:
        return cls(
            name=_str(d, "name"),
            bytes=_int(d, "bytes"),
            raw_bytes=_opt_int(d, "raw_bytes"),
            sha256=_str(d, "sha256"),
            url=_str(d, "url"),
            url_expires_unix=_int(d, "url_expires_unix"),
        )


@dataclass
class Export:
    export_id: str
    snapshot_id: str
    state: str
    files: list[ExportFile]
    expires_unix: int | None
    error: str | None
    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Export:
        return cls(
            export_id=_str(d, "export_id"),
            snapshot_id=_str(d, "snapshot_id"),
            state=_str(d, "state"),
            files=[ExportFile.from_json(f) for f in _list(d, "files")],
            expires_unix=_opt_int(d, "expires_unix"),
            error=_opt_str(d, "error"),
            raw=dict(d),
        )

    def file(self, name: str) -> ExportFile:
        """The entry called ``name`` (``memory.img.zst``, ``disk.img.zst``, ``state.json``, ...)."""
        for f in self.files:
            if f.name == name:
                return f
        raise KeyError(name)


@dataclass
class Ingress:
    """A guest port on a public URL."""

    ingress_id: str
    guest_port: int
    public_port: int
    public_url: str
    gateway_node: str
    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Ingress:
        return cls(
            ingress_id=_str(d, "ingress_id"),
            guest_port=_int(d, "guest_port"),
            public_port=_int(d, "public_port"),
            public_url=_str(d, "public_url"),
            gateway_node=_str(d, "gateway_node"),
            raw=dict(d),
        )


@dataclass
class Event:
    kind: str
    detail: str
    node: str
    at: str
    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Event:
        return cls(kind=_str(d, "kind"), detail=_str(d, "detail"), node=_str(d, "node"), at=_str(d, "at"), raw=dict(d))


@dataclass
class FileEntry:
    name: str
    kind: str  # file, dir, symlink or other
    size: int
    mode: int
    mtime_unix_ns: int

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> FileEntry:
        return cls(
            name=_str(d, "name"),
            kind=_str(d, "kind"),
            size=_int(d, "size"),
            mode=_int(d, "mode"),
            mtime_unix_ns=_int(d, "mtime_unix_ns"),
        )


@dataclass
class RegistryCredential:
    """A stored registry credential as listed (secrets are never returned)."""

    host: str
    kind: str
    created_unix_ns: int
    updated_unix_ns: int

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> RegistryCredential:
        return cls(
            host=_str(d, "host"),
            kind=_str(d, "kind"),
            created_unix_ns=_int(d, "created_unix_ns"),
            updated_unix_ns=_int(d, "updated_unix_ns"),
        )


@dataclass
class AuditRecord:
    id: int
    key_id: str
    action: str
    resource: str
    outcome: int
    request_id: str
    at: str

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> AuditRecord:
        return cls(
            id=_int(d, "id"),
            key_id=_str(d, "key_id"),
            action=_str(d, "action"),
            resource=_str(d, "resource"),
            outcome=_int(d, "outcome"),
            request_id=_str(d, "request_id"),
            at=_str(d, "at"),
        )


@dataclass
class AuditPage:
    """Newest first; pass ``next_before`` as ``before`` for the next page (None: no more)."""

    records: list[AuditRecord]
    next_before: int | None

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> AuditPage:
        return cls(records=[AuditRecord.from_json(r) for r in _list(d, "records")], next_before=_opt_int(d, "next_before"))


@dataclass
class Logs:
    """The tail of the serial console; reading it never wakes the guest."""

    content: str
    truncated: bool

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Logs:
        return cls(content=_str(d, "content"), truncated=_bool(d, "truncated"))


@dataclass
class MetricSample:
    at_unix: int
    interval_s: float
    cpu_ms: float
    mem_mb: float
    rx_bytes: int
    tx_bytes: int
    state: str

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> MetricSample:
        return cls(
            at_unix=_int(d, "at_unix"),
            interval_s=_float(d, "interval_s"),
            cpu_ms=_float(d, "cpu_ms"),
            mem_mb=_float(d, "mem_mb"),
            rx_bytes=_int(d, "rx_bytes"),
            tx_bytes=_int(d, "tx_bytes"),
            state=_str(d, "state"),
        )


@dataclass
class Metrics:
    """Recent host-side samples. CPU fraction of capacity = cpu_ms / (interval_s * 1000 * cpus)."""

    cpus: int
    samples: list[MetricSample]

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Metrics:
        return cls(cpus=_int(d, "cpus"), samples=[MetricSample.from_json(s) for s in _list(d, "samples")])


@dataclass
class UsageState:
    state: str
    vm_seconds: float
    cpu_seconds: float
    memory_mb_seconds: float

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> UsageState:
        return cls(
            state=_str(d, "state"),
            vm_seconds=_float(d, "vm_seconds"),
            cpu_seconds=_float(d, "cpu_seconds"),
            memory_mb_seconds=_float(d, "memory_mb_seconds"),
        )


@dataclass
class Usage:
    """The organization's usage over ``start``-``end``; an empty ``states`` means no usage."""

    start: str
    end: str
    states: list[UsageState]
    snapshot_byte_seconds: float
    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Usage:
        return cls(
            start=_str(d, "start"),
            end=_str(d, "end"),
            states=[UsageState.from_json(s) for s in _list(d, "states")],
            snapshot_byte_seconds=_float(d, "snapshot_byte_seconds"),
            raw=dict(d),
        )


@dataclass
class VolumeMount:
    """A sandbox that mounts a volume (in ``Volume.mounted_by``), or a sandbox's mount."""

    vm_id: str
    volume_id: str
    path: str
    read_only: bool
    state: str

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> VolumeMount:
        return cls(
            vm_id=_str(d, "vm_id"),
            volume_id=_str(d, "volume_id"),
            path=_str(d, "path"),
            read_only=_bool(d, "read_only"),
            state=_str(d, "state"),
        )


@dataclass
class Volume:
    """A named filesystem that outlives sandboxes (docs/volumes.md): its size, usage as its host
    measures it now, and the sandboxes (not deleted) that mount it."""

    volume_id: str
    name: str
    size_mb: int
    state: str  # creating, ready, deleting
    node: str
    labels: dict[str, str]
    bytes_used: int
    files_used: int
    mounted_by: list[VolumeMount]
    from_snapshot_id: str | None
    created_unix_ns: int
    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Volume:
        labels = d.get("labels")
        return cls(
            volume_id=_str(d, "volume_id"),
            name=_str(d, "name"),
            size_mb=_int(d, "size_mb"),
            state=_str(d, "state"),
            node=_str(d, "node"),
            labels={str(k): str(v) for k, v in labels.items()} if isinstance(labels, dict) else {},
            bytes_used=_int(d, "bytes_used"),
            files_used=_int(d, "files_used"),
            mounted_by=[VolumeMount.from_json(m) for m in _list(d, "mounted_by")],
            from_snapshot_id=_opt_str(d, "from_snapshot_id"),
            created_unix_ns=_int(d, "created_unix_ns"),
            raw=dict(d),
        )


@dataclass
class VolumeSnapshot:
    """A durable, read-only copy of a volume in the object store; a volume can start from it."""

    volume_snapshot_id: str
    volume_id: str
    volume_name: str
    size_mb: int
    state: str  # pending, ready or failed
    durable: bool
    bytes: int
    bytes_used: int
    created_unix_ns: int
    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> VolumeSnapshot:
        return cls(
            volume_snapshot_id=_str(d, "volume_snapshot_id"),
            volume_id=_str(d, "volume_id"),
            volume_name=_str(d, "volume_name"),
            size_mb=_int(d, "size_mb"),
            state=_str(d, "state"),
            durable=_bool(d, "durable"),
            bytes=_int(d, "bytes"),
            bytes_used=_int(d, "bytes_used"),
            created_unix_ns=_int(d, "created_unix_ns"),
            raw=dict(d),
        )
