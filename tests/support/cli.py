"""The `hushmem` command run as a user runs it, in a subprocess (optionally against a daemon's socket)."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.support.daemon import ROOT


def hushmem(*args: str, socket=None, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    if socket is not None:
        env["HUSHMEM_SOCKET"] = str(socket)
    return subprocess.run(
        [sys.executable, "-m", "hushmem", *args],
        capture_output=True,
        text=True,
        env=env,
        input=stdin,
        timeout=60,
    )
