"""Agent Squad: a `ChatStorage` backed by hushmem, so an orchestrator's memory is scrubbed on-device
and summarized locally. fetch_chat returns the summary as a leading `[Summary]: ...` user message
(the shape Agent Squad's SummarizingChatStorage produces); fetch_all_chats stays raw, with the
`[agent_id]` prefix on assistant messages, as Agent Squad's own stores do.

    from agent_squad.orchestrator import AgentSquad
    from hushmem.integrations.agent_squad import HushmemChatStorage
    orchestrator = AgentSquad(storage=HushmemChatStorage())
"""

from __future__ import annotations

import logging
from enum import Enum
from pathlib import Path
from typing import Any

from agent_squad.storage import ChatStorage
from agent_squad.types import ConversationMessage, TimestampedMessage

from hushmem.core.errors import HushmemError
from hushmem.daemon.client import AsyncClient, Message

log = logging.getLogger("hushmem.agent_squad")


def to_hushmem(message: ConversationMessage) -> Message:
    role = message.role.value if isinstance(message.role, Enum) else str(message.role)
    converted: Message = {"role": role, "content": list(message.content or [])}  # type: ignore[typeddict-item]
    if isinstance(message, TimestampedMessage):
        converted["timestamp"] = message.timestamp
    return converted


def from_hushmem(message: dict[str, Any]) -> ConversationMessage:
    return ConversationMessage(role=message["role"], content=message["content"])


class HushmemChatStorage(ChatStorage):
    def __init__(self, socket_path: Path | str | None = None) -> None:
        super().__init__()
        self.socket_path = socket_path

    async def save_chat_message(
        self,
        user_id: str,
        session_id: str,
        agent_id: str,
        new_message: ConversationMessage | TimestampedMessage,
        max_history_size: int | None = None,
    ) -> bool:
        return await self.save_chat_messages(user_id, session_id, agent_id, [new_message], max_history_size)

    async def save_chat_messages(
        self,
        user_id: str,
        session_id: str,
        agent_id: str,
        new_messages: list[ConversationMessage] | list[TimestampedMessage],
        max_history_size: int | None = None,
    ) -> bool:
        """True when every message was stored. A message skipped by the same-role guard (as
        Agent Squad's stores skip it) or dropped by a transform makes it False, and is logged.
        `max_history_size` trims reads only: hushmem never deletes history on save."""
        async with AsyncClient(self.socket_path) as client:
            try:
                result = await client.save(
                    user_id, session_id, agent_id, [to_hushmem(m) for m in new_messages]
                )
            except HushmemError as exc:
                log.error("hushmem refused the save: %s", exc.message)
                return False
        for item in result["skipped"] + result["dropped"]:
            log.info("message %d not stored: %s", item["index"], item.get("reason") or item.get("transform"))
        return len(result["stored"]) == len(new_messages)

    async def fetch_chat(
        self, user_id: str, session_id: str, agent_id: str, max_history_size: int | None = None
    ) -> list[ConversationMessage]:
        async with AsyncClient(self.socket_path) as client:
            data = await client.fetch(user_id, session_id, agent_id, max_history_size, view="flat")
        return [from_hushmem(m) for m in data["messages"]]

    async def fetch_all_chats(self, user_id: str, session_id: str) -> list[ConversationMessage]:
        async with AsyncClient(self.socket_path) as client:
            data = await client.fetch_all(user_id, session_id)
        messages = []
        for message in data["messages"]:
            content = list(message["content"])
            if message["role"] == "assistant" and content and "text" in content[0]:
                content[0] = {**content[0], "text": f"[{message['agent_id']}] {content[0]['text']}"}
            messages.append(ConversationMessage(role=message["role"], content=content))
        return messages
