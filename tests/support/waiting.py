"""Waiting in tests: until a condition holds or a process is gone, within a deadline (no fixed sleep)."""

from __future__ import annotations

import time


def wait_for(predicate, timeout: float = 30.0, message: str = "condition not reached in time"):
    """`predicate()`'s first truthy value, polled until `timeout` seconds have passed."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError(message)


def _gone(pid: int) -> bool:
    """Whether `pid` has exited (reaped, or a zombie its parent has not reaped yet)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def wait_until_gone(pid: int, timeout: float = 10.0) -> None:
    wait_for(lambda: _gone(pid), timeout, f"helper {pid} is still running")
