"""Agent Squad: a `ChatStorage` backed by hushmem, so an orchestrator's memory is scrubbed on-device
and summarized locally. Saves return the conversation as Agent Squad's stores do; fetch_chat gives
the agent the daemon's flat view (roles alternate, a summary leads once there is one) within the
window its orchestrator saves with; fetch_all_chats stays raw, `[agent_id]` on assistant messages.

    from agent_squad.orchestrator import AgentSquad
    from hushmem.integrations.agent_squad import HushmemChatStorage
    orchestrator = AgentSquad(storage=HushmemChatStorage(), classifier=...)
"""

from __future__ import annotations

import logging
from enum import Enum
from pathlib import Path
from typing import Any

from agent_squad.storage import ChatStorage
from agent_squad.types import AgentSquadConfig, ConversationMessage, TimestampedMessage

from hushmem.daemon.client import AsyncClient, Message

log = logging.getLogger("hushmem.agent_squad")

# What Agent Squad's orchestrator passes on every save unless configured otherwise; the window
# until a save tells the storage its orchestrator's own.
DEFAULT_WINDOW = AgentSquadConfig().MAX_MESSAGE_PAIRS_PER_AGENT


def to_hushmem(message: ConversationMessage) -> Message:
    """Agent Squad's message as the daemon takes it: a plain string is one text part (never split
    into characters), a bare string part becomes a text part."""
    role = message.role.value if isinstance(message.role, Enum) else str(message.role)
    content = message.content
    if content is None:
        parts: list[dict[str, Any]] = []
    elif isinstance(content, str):
        parts = [{"text": content}]
    else:
        parts = [{"text": part} if isinstance(part, str) else part for part in content]
    converted: Message = {"role": role, "content": parts}  # type: ignore[typeddict-item]
    if isinstance(message, TimestampedMessage):
        converted["timestamp"] = message.timestamp
    return converted


def from_hushmem(message: dict[str, Any]) -> ConversationMessage:
    return ConversationMessage(role=message["role"], content=message["content"])


class HushmemChatStorage(ChatStorage):
    """`max_history_size` is the window fetch_chat gives an agent when its caller names none; each
    save that names one (the orchestrator's MAX_MESSAGE_PAIRS_PER_AGENT) replaces it. None: the
    whole unsummarized tail. History is never deleted on save. A dead daemon raises
    `DaemonUnreachable`, a bad id `ValidationFailed`, from every method."""

    def __init__(self, socket_path: Path | str | None = None, max_history_size: int | None = DEFAULT_WINDOW):
        super().__init__()
        self.socket_path = socket_path
        self.max_history_size = max_history_size
        self.last_result: dict[str, Any] | None = None

    async def save_chat_message(
        self,
        user_id: str,
        session_id: str,
        agent_id: str,
        new_message: ConversationMessage | TimestampedMessage,
        max_history_size: int | None = None,
    ) -> list[ConversationMessage]:
        return await self.save_chat_messages(user_id, session_id, agent_id, [new_message], max_history_size)

    async def save_chat_messages(
        self,
        user_id: str,
        session_id: str,
        agent_id: str,
        new_messages: list[ConversationMessage] | list[TimestampedMessage],
        max_history_size: int | None = None,
    ) -> list[ConversationMessage]:
        """The conversation after the save, as fetch_chat gives it (Agent Squad's stores return
        theirs). A message the same-role guard skipped, or a transform dropped, is logged and
        listed in `last_result`; an empty batch stores nothing and asks the daemon nothing."""
        if max_history_size is not None:
            self.max_history_size = max_history_size
        async with AsyncClient(self.socket_path) as client:
            if new_messages:
                messages = [to_hushmem(m) for m in new_messages]
                self._note(await client.save(user_id, session_id, agent_id, messages))
            data = await client.fetch(user_id, session_id, agent_id, self.max_history_size, view="flat")
        return [from_hushmem(m) for m in data["messages"]]

    async def fetch_chat(
        self, user_id: str, session_id: str, agent_id: str, max_history_size: int | None = None
    ) -> list[ConversationMessage]:
        window = self.max_history_size if max_history_size is None else max_history_size
        async with AsyncClient(self.socket_path) as client:
            data = await client.fetch(user_id, session_id, agent_id, window, view="flat")
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

    def _note(self, result: dict[str, Any]) -> None:
        self.last_result = result
        for item in result["skipped"] + result["dropped"]:
            log.info("message %d not stored: %s", item["index"], item.get("reason") or item.get("transform"))
