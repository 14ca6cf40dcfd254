"""Waiting for a process to be gone, as a test of helper processes needs."""

from __future__ import annotations

import time


def wait_until_gone(pid: int, timeout: float = 10.0) -> None:
    """Until `pid` has exited (reaped, or a zombie its parent has not reaped yet)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                if stat.read().rsplit(")", 1)[1].split()[0] == "Z":
                    return
        except FileNotFoundError:
            return
        time.sleep(0.02)
    raise AssertionError(f"helper {pid} is still running")
