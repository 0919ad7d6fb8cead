"""Client-side waits: poll a read until it says done, within a deadline, backing off gently."""

from __future__ import annotations

import time
from typing import Callable, TypeVar

from .errors import WaitTimeout

__all__ = ["poll"]

T = TypeVar("T")

_FIRST_INTERVAL_S = 0.25
_MAX_INTERVAL_S = 2.0


def poll(what: str, read: Callable[[], T | None], timeout: float) -> T:
    """Calls ``read`` until it returns something other than None; WaitTimeout after ``timeout`` s."""
    deadline = time.monotonic() + timeout
    interval = _FIRST_INTERVAL_S
    while True:
        value = read()
        if value is not None:
            return value
        left = deadline - time.monotonic()
        if left <= 0:
            raise WaitTimeout(f"timed out after {timeout:g} s waiting for {what}")
        time.sleep(min(interval, left))
        interval = min(interval * 1.5, _MAX_INTERVAL_S)
