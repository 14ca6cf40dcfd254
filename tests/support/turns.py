"""What the adapter tests share: a daemon that summarizes early and deterministically, and the
alternation rule Bedrock's Converse API holds conversations to."""

from __future__ import annotations

from tests.support.waiting import wait_for

FAKE_SUMMARIES = ["--transforms", '["drop", "clip"]', "--summarizer", "tests.support.summarizers:fake",
                  "--trigger-at", "2", "--keep-last", "1"]  # fmt: skip


def alternates(roles: list[str]) -> bool:
    """User first, then user and assistant by turns."""
    return all(role == ("user" if i % 2 == 0 else "assistant") for i, role in enumerate(roles))


def wait_for_summary(daemon, agent_id: str, user_id: str = "u", session_id: str = "s") -> None:
    with daemon.client() as client:
        wait_for(lambda: client.summary(user_id, session_id, agent_id)["state"] == "ready")
