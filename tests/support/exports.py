"""The hand-written ChatGPT and Claude export files (tests/fixtures/exports/) and the ids of their
conversations."""

from __future__ import annotations

from tests.support.daemon import ROOT

FIXTURES = ROOT / "tests" / "fixtures" / "exports"
CHATGPT = FIXTURES / "chatgpt" / "conversations.json"
CLAUDE = FIXTURES / "claude" / "conversations.json"
LISBON, HELLO = "6560e8a0-1111-4000-8000-00000000000a", "6560e8a0-2222-4000-8000-00000000000b"
