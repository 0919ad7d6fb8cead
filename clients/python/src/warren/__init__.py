"""Warren's Python client: sandboxes (isolated microVMs) over Warren's HTTP/JSON API.

    import warren

    with warren.Client() as client:          # SVC_TOKEN and SVC_API_URL from the environment
        sandbox = client.sandboxes.create(image="busybox")
        print(sandbox.run("echo hello").stdout)
        sandbox.delete()

Standard library only; every exception below carries ``status`` and ``body``.
"""

from .client import Client
from .code import CodeError, Context, Contexts, Execution, Result
from .commands import Command, CommandExit, Commands
from .errors import (
    AuthError,
    CapacityError,
    ClientClosedError,
    ConflictError,
    ExportFailed,
    InvalidRequestError,
    NotFoundError,
    QuotaError,
    SandboxPausedError,
    SandboxStoppedError,
    SandboxUnhealthyError,
    ServerError,
    TemplateBuildFailed,
    TemplateBuildingError,
    TransportError,
    WaitTimeout,
    WarrenError,
)
from .models import (
    AuditPage,
    AuditRecord,
    Event,
    ExecResult,
    Export,
    ExportFile,
    FileEntry,
    Ingress,
    Logs,
    MetricSample,
    Metrics,
    RegistryCredential,
    Snapshot,
    Template,
    Usage,
    UsageState,
    Volume,
    VolumeMount,
    VolumeSnapshot,
)
from .sandbox import Files, Sandbox, Session
from .volumes import VolumeFiles, Volumes

__version__ = "0.1.0"

__all__ = [
    "Client",
    "Sandbox",
    "Session",
    "Files",
    "Commands",
    "Command",
    "CommandExit",
    "Contexts",
    "Context",
    "Execution",
    "Result",
    "CodeError",
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
    "Usage",
    "UsageState",
    "Volumes",
    "VolumeFiles",
    "Volume",
    "VolumeMount",
    "VolumeSnapshot",
    "WarrenError",
    "InvalidRequestError",
    "AuthError",
    "NotFoundError",
    "ConflictError",
    "SandboxPausedError",
    "SandboxStoppedError",
    "TemplateBuildingError",
    "TemplateBuildFailed",
    "QuotaError",
    "CapacityError",
    "SandboxUnhealthyError",
    "WaitTimeout",
    "ExportFailed",
    "TransportError",
    "ServerError",
    "ClientClosedError",
]
