"""Where the bearer credential comes from: a fixed API key, or OAuth 2.0 client credentials.

The OAuth side is RFC 6749 section 4.4: ``POST auth_url`` with ``grant_type=client_credentials``,
the client authenticated by HTTP Basic (section 2.3.1: id and secret form-encoded, then base64),
answered with ``{access_token, token_type, expires_in}``. The token is renewed before it expires,
and once more if the API refuses it early (revoked, or a clock that disagrees).
"""

from __future__ import annotations

import base64
import json
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Protocol

from .errors import AuthError, TransportError

__all__ = ["TokenSource", "StaticToken", "ClientCredentials"]

# Renew when this share of the token's life is left (at most a minute before expiry).
_RENEW_SHARE = 0.2
_RENEW_MAX_S = 60.0
_TOKEN_ATTEMPTS = 3


class TokenSource(Protocol):
    def token(self) -> str:
        """The bearer credential to send now."""
        ...

    def refused(self, token: str) -> bool:
        """The API answered 401 to ``token``; True when a retry with a new one is worth it."""
        ...


class StaticToken:
    """An API key (``wrn_sk_...``): sent as it is, never renewed."""

    def __init__(self, token: str) -> None:
        self._token = token

    def token(self) -> str:
        return self._token

    def refused(self, token: str) -> bool:
        return False


class ClientCredentials:
    """OAuth 2.0 client-credentials grant against ``auth_url``; thread-safe."""

    def __init__(self, auth_url: str, client_id: str, client_secret: str, timeout: float) -> None:
        self._auth_url = auth_url
        self._client_id = client_id
        self._client_secret = client_secret
        self._timeout = timeout
        self._lock = threading.Lock()
        self._token: str | None = None
        self._renew_at = 0.0
        self.tokens_issued = 0  # how many tokens this source has fetched (for tests and logs)

    def token(self) -> str:
        with self._lock:
            if self._token is None or time.monotonic() >= self._renew_at:
                self._fetch()
            assert self._token is not None
            return self._token

    def refused(self, token: str) -> bool:
        with self._lock:
            if token != self._token:
                return True  # another thread already renewed it
            self._token = None
            return True

    def _fetch(self) -> None:
        basic = ":".join(urllib.parse.quote(part, safe="") for part in (self._client_id, self._client_secret))
        request = urllib.request.Request(
            self._auth_url,
            data=urllib.parse.urlencode({"grant_type": "client_credentials"}).encode(),
            method="POST",
            headers={
                "authorization": "Basic " + base64.b64encode(basic.encode()).decode(),
                "content-type": "application/x-www-form-urlencoded",
                "accept": "application/json",
            },
        )
        answer = self._post(request)
        token = answer.get("access_token")
        if not isinstance(token, str) or not token:
            raise AuthError("token endpoint answered without access_token", 200, answer)
        token_type = answer.get("token_type")
        if isinstance(token_type, str) and token_type.lower() != "bearer":
            raise AuthError(f"token endpoint issued a {token_type} token; only Bearer is supported", 200, answer)
        started = time.monotonic()
        expires_in = answer.get("expires_in")
        if isinstance(expires_in, (int, float)) and expires_in > 0:
            self._renew_at = started + expires_in - min(_RENEW_MAX_S, expires_in * _RENEW_SHARE)
        else:
            self._renew_at = float("inf")  # RFC 6749: expires_in is only recommended
        self._token = token
        self.tokens_issued += 1

    def _post(self, request: urllib.request.Request) -> dict[str, Any]:
        delay = 0.25
        for attempt in range(_TOKEN_ATTEMPTS):
            try:
                with urllib.request.urlopen(request, timeout=self._timeout) as response:
                    return _json_object(response.read(), 200)
            except urllib.error.HTTPError as err:
                body = _json_object(err.read(), err.code)
                if err.code >= 500 and attempt + 1 < _TOKEN_ATTEMPTS:
                    time.sleep(delay)
                    delay *= 2
                    continue
                word = body.get("error", "")
                detail = body.get("error_description", "")
                message = f"token endpoint: {word}" + (f": {detail}" if detail else "")
                raise AuthError(message, err.code, body) from None
            except (urllib.error.URLError, OSError) as err:
                if attempt + 1 < _TOKEN_ATTEMPTS:
                    time.sleep(delay)
                    delay *= 2
                    continue
                raise TransportError(f"token endpoint {self._auth_url}: {err}") from err
        raise AssertionError("unreachable")


def _json_object(raw: bytes, status: int) -> dict[str, Any]:
    try:
        value = json.loads(raw or b"{}")
    except ValueError:
        raise TransportError(f"token endpoint answered {status} with something other than JSON", status) from None
    if not isinstance(value, dict):
        raise TransportError(f"token endpoint answered {status} with a JSON {type(value).__name__}", status)
    return value
