"""The client's exceptions, and the one place an API error answer becomes one of them.

Every exception carries ``status`` (the HTTP status, or None when the client itself found the
problem) and ``body`` (the decoded error answer, ``{"error": word, "message": ...}``). Callers
match on the class, or on ``body["error"]``: the service's machine word, never the message text.
"""

from __future__ import annotations

from typing import Any, Mapping

__all__ = [
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
    "error_from_answer",
]


class WarrenError(Exception):
    """Base of every exception the client raises."""

    status: int | None
    body: dict[str, Any]

    def __init__(self, message: str, status: int | None = None, body: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.body = dict(body) if body is not None else {}

    @property
    def word(self) -> str:
        """The service's machine word (``body["error"]``), or "" when there is none."""
        value = self.body.get("error")
        return value if isinstance(value, str) else ""

    def __str__(self) -> str:
        message = super().__str__()
        return f"{self.status} {message}" if self.status is not None else message


class InvalidRequestError(WarrenError, ValueError):
    """400 (and 413, 415): a malformed body or field; also raised before sending for misuse the
    client can see itself (``background`` with a list, stdin over 4 MiB, ``fork(n)`` over 4)."""


class AuthError(WarrenError):
    """401 missing or invalid credential, 403 not permitted; or no credential configured."""


class NotFoundError(WarrenError):
    """404: no such sandbox, snapshot, template or export in the organization."""


class ConflictError(WarrenError):
    """409: the resource's state refuses the operation; ``word`` says which state."""


class SandboxPausedError(ConflictError):
    """409 ``sandbox is paused``: only resume undoes it."""


class SandboxStoppedError(ConflictError):
    """409 ``sandbox is stopped``: the sandbox is archived; unarchive (start) it first."""


class TemplateBuildingError(WarrenError):
    """503 ``template building``: first use of this image at this shape. ``create`` waits for the
    template itself; this is raised when the build outlasts the client's ``template_timeout``."""

    @property
    def template_id(self) -> str:
        value = self.body.get("template_id")
        return value if isinstance(value, str) else ""


class TemplateBuildFailed(WarrenError):
    """A template build ended ``failed``; ``body`` is the template, ``detail`` its reason."""

    @property
    def template_id(self) -> str:
        value = self.body.get("template_id")
        return value if isinstance(value, str) else ""

    @property
    def detail(self) -> str:
        value = self.body.get("status_detail")
        return value if isinstance(value, str) else ""


class QuotaError(WarrenError):
    """403 ``quota`` with ``kind`` ``cap`` (the organization's sandbox cap; waiting does not help),
    or 429 ``rate limited`` with ``kind`` ``rate`` and ``retry_after`` seconds."""

    kind: str
    retry_after: float | None

    def __init__(
        self,
        message: str,
        status: int | None = None,
        body: Mapping[str, Any] | None = None,
        *,
        kind: str = "cap",
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message, status, body)
        self.kind = kind
        self.retry_after = retry_after


class CapacityError(WarrenError):
    """503 ``capacity``: no host fits the shape now; retry after ``retry_after`` seconds."""

    retry_after: float | None

    def __init__(
        self,
        message: str,
        status: int | None = None,
        body: Mapping[str, Any] | None = None,
        *,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message, status, body)
        self.retry_after = retry_after


class SandboxUnhealthyError(WarrenError):
    """``sandbox agent unreachable`` (503, or 409 on a snapshot): the guest stopped answering.
    Reboot it (the disk is kept) or delete it."""


class WaitTimeout(WarrenError):
    """A client-side wait (template, durability, export) ran out of time."""


class ExportFailed(WarrenError):
    """An export ended ``failed``; ``body`` is the export, whose ``error`` says why."""


class TransportError(WarrenError):
    """The request got no usable answer: connection refused or reset, timeout, garbled reply."""


class ServerError(WarrenError):
    """5xx platform failure (after the client's own retries, where the call allows them)."""


class ClientClosedError(WarrenError):
    """The client was closed; make a new one."""


def _retry_after(headers: Mapping[str, str], body: Mapping[str, Any]) -> float | None:
    raw = headers.get("retry-after")
    if raw is None:
        value = body.get("retry_after")
        return float(value) if isinstance(value, (int, float)) else None
    try:
        return float(raw)
    except ValueError:
        return None


def error_from_answer(status: int, headers: Mapping[str, str], body: Mapping[str, Any]) -> WarrenError:
    """The exception for an API error answer. ``headers`` has lower-case names."""
    word = body.get("error")
    word = word if isinstance(word, str) else ""
    message = body.get("message")
    text = f"{word}: {message}" if isinstance(message, str) and message and message != word else word
    text = text or f"HTTP {status}"
    retry_after = _retry_after(headers, body)
    low = word.lower()

    if low == "sandbox agent unreachable":
        return SandboxUnhealthyError(text, status, body)
    if status == 429:
        return QuotaError(text, status, body, kind="rate", retry_after=retry_after)
    if status == 403 and low == "quota":
        kind = body.get("kind")
        return QuotaError(text, status, body, kind=kind if isinstance(kind, str) else "cap", retry_after=retry_after)
    if status in (401, 403):
        return AuthError(text, status, body)
    if status == 404:
        return NotFoundError(text, status, body)
    if status == 409:
        if low == "sandbox is paused":
            return SandboxPausedError(text, status, body)
        if low in ("sandbox is stopped", "sandbox is archived"):
            return SandboxStoppedError(text, status, body)
        return ConflictError(text, status, body)
    if status == 503 and low == "template building":
        return TemplateBuildingError(text, status, body)
    if status == 503 and low == "capacity":
        return CapacityError(text, status, body, retry_after=retry_after)
    if 400 <= status < 500:
        return InvalidRequestError(text, status, body)
    return ServerError(text, status, body)
