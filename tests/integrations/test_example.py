"""The README's example chat loop runs against a real daemon with the bundled model."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.support.daemon import FAST_CHAIN, ROOT


@pytest.mark.model
def test_chat_loop_answers_and_remembers(start_daemon):
    daemon = start_daemon(*FAST_CHAIN)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, str(ROOT / "examples/chat_loop.py"), "--socket", str(daemon.socket), "--user", "ex",
         "--max-tokens", "16"],
        input="Hello, I like green tea.\nWhat do I like?\n/quit\n", capture_output=True, text=True, env=env,
        timeout=180,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("assistant: ") == 2
    with daemon.client() as client:
        roles = [m["role"] for m in client.fetch("ex", "chat", "chat-loop")["messages"]]
    assert roles == ["user", "assistant", "user", "assistant"]
