"""The client: its settings (arguments, else ``SVC_*`` environment variables, read once here),
the credential, and the entry points to every collection and organization-wide read.
"""

from __future__ import annotations

import os
from datetime import datetime, timezone
from types import TracebackType
from typing import Mapping

from .auth import ClientCredentials, StaticToken, TokenSource
from .errors import AuthError
from .models import AuditPage, Usage
from .resources import Exports, Registries, Sandboxes, Snapshots, Templates
from .transport import Transport
from .volumes import Volumes
from .webhooks import Webhooks

__all__ = ["Client", "DEFAULT_API_URL", "DEFAULT_TIMEOUT_S", "DEFAULT_TEMPLATE_TIMEOUT_S"]

DEFAULT_API_URL = "http://127.0.0.1:8080"
DEFAULT_TIMEOUT_S = 120.0
# The specification leaves the client's wait for a template build open; builds of large images
# pull and boot them once, which takes minutes, so ten minutes.
DEFAULT_TEMPLATE_TIMEOUT_S = 600.0


class Client:
    """A connection to a Warren API.

    Settings come from the arguments, else from ``SVC_TOKEN``, ``SVC_API_URL``, ``SVC_AUTH_URL``,
    ``SVC_CLIENT_ID`` and ``SVC_CLIENT_SECRET``. Authenticate with an API key (``token``) or with
    OAuth client credentials (``client_id`` and ``client_secret`` against ``auth_url``, which
    defaults to the API's own ``/oauth/token``). ``timeout`` bounds each call (a create allows at
    least 300 s); ``template_timeout`` bounds a create's wait for a template build.
    """

    def __init__(
        self,
        token: str | None = None,
        api_url: str | None = None,
        timeout: float = DEFAULT_TIMEOUT_S,
        auth_url: str | None = None,
        client_id: str | None = None,
        client_secret: str | None = None,
        *,
        template_timeout: float = DEFAULT_TEMPLATE_TIMEOUT_S,
        env: Mapping[str, str] | None = None,
    ) -> None:
        environ = os.environ if env is None else env
        self.api_url = (api_url or environ.get("SVC_API_URL") or DEFAULT_API_URL).rstrip("/")
        self.timeout = float(timeout)
        self.template_timeout = float(template_timeout)
        self.auth: TokenSource = _credential(
            token, auth_url, client_id, client_secret, environ, self.api_url, self.timeout
        )
        self._transport = Transport(self.api_url, self.auth, self.timeout)
        self.sandboxes = Sandboxes(self)
        self.snapshots = Snapshots(self)
        self.exports = Exports(self)
        self.templates = Templates(self)
        self.webhooks = Webhooks(self._transport)
        self.registries = Registries(self)
        self.volumes = Volumes(self._transport)

    def usage(self, start: str | datetime | None = None, end: str | datetime | None = None) -> Usage:
        """The organization's usage per state over ``start``-``end`` (default: the last 24 h)."""
        query = {"start": _rfc3339(start), "end": _rfc3339(end)}
        return Usage.from_json(self._transport.request("GET", "/usage", query=query, retry=True).object())

    def audit(self, limit: int | None = None, before: int | None = None) -> AuditPage:
        """The organization's mutating calls, newest first; page with ``next_before``."""
        query = {"limit": limit, "before": before}
        return AuditPage.from_json(self._transport.request("GET", "/audit", query=query, retry=True).object())

    @property
    def closed(self) -> bool:
        return self._transport.closed

    def close(self) -> None:
        """Closes the client's connections; every later call raises ClientClosedError."""
        self._transport.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Client(api_url={self.api_url!r}{', closed' if self.closed else ''})"


def _credential(
    token: str | None,
    auth_url: str | None,
    client_id: str | None,
    client_secret: str | None,
    environ: Mapping[str, str],
    api_url: str,
    timeout: float,
) -> TokenSource:
    """Arguments win over the environment; within each, a key wins over client credentials."""
    if token:
        return StaticToken(token)
    if not (client_id or client_secret):
        if environ.get("SVC_TOKEN"):
            return StaticToken(environ["SVC_TOKEN"])
        client_id = environ.get("SVC_CLIENT_ID")
        client_secret = environ.get("SVC_CLIENT_SECRET")
    if client_id and client_secret:
        url = auth_url or environ.get("SVC_AUTH_URL") or f"{api_url}/oauth/token"
        return ClientCredentials(url, client_id, client_secret, timeout)
    if client_id or client_secret:
        raise AuthError("OAuth client credentials need both client_id and client_secret")
    raise AuthError("no credential: pass token= (or set SVC_TOKEN), or client_id= and client_secret=")


def _rfc3339(value: str | datetime | None) -> str | None:
    if value is None or isinstance(value, str):
        return value
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    return value.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")
