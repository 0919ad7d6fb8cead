"""The organization's webhooks (docs/webhooks.md): create (the answer carries the signing
secret, shown only then), list, get, delete, and a webhook's delivery log."""

from __future__ import annotations

from typing import Any, Sequence

from .transport import Transport, segment

__all__ = ["Webhooks"]

RecordList = list[dict[str, Any]]


class Webhooks:
    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def create(self, url: str, events: Sequence[str] | None = None) -> dict[str, Any]:
        """A new webhook; keep its ``secret`` (``whsec_...``): it is never shown again."""
        body: dict[str, Any] = {"url": url}
        if events is not None:
            body["events"] = list(events)
        return self._transport.request("POST", "/webhooks", json_body=body).object()

    def list(self) -> RecordList:
        answer = self._transport.request("GET", "/webhooks", retry=True).object()
        return list(answer.get("webhooks", []))

    def get(self, webhook_id: str) -> dict[str, Any]:
        return self._transport.request("GET", f"/webhooks/{segment(webhook_id)}", retry=True).object()

    def delete(self, webhook_id: str) -> None:
        """Deletes a webhook (its pending deliveries are given up); repeating it is a no-op."""
        self._transport.request("DELETE", f"/webhooks/{segment(webhook_id)}", retry=True)

    def deliveries(self, webhook_id: str) -> RecordList:
        """Its deliveries, newest first: id, event type, state, attempts, last status and error."""
        path = f"/webhooks/{segment(webhook_id)}/deliveries"
        answer = self._transport.request("GET", path, retry=True).object()
        return list(answer.get("deliveries", []))
