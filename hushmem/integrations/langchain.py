"""LangChain: a `BaseChatMessageHistory` backed by hushmem. Messages in are scrubbed and stored by
the daemon, with their ids; messages out are the daemon's flat view: once there is a summary, it
leads as a HumanMessage answered by a short AIMessage, so human and AI turns keep alternating.
Every stored message comes back with its id, so adding back what was read is stored once (this is
what keeps RunnableWithMessageHistory from duplicating turns when a summary lands mid-call).

    from hushmem.integrations.langchain import HushmemChatMessageHistory
    history = HushmemChatMessageHistory(user_id="alice", session_id="s1")
    RunnableWithMessageHistory(chain, lambda session_id: HushmemChatMessageHistory("alice", session_id))

And a `BaseRetriever` over the user's memory (hybrid search by default): `Document`s of the scrubbed
messages, with their ids, session, agent, role, time and scores in the metadata.

    retriever = HushmemRetriever(user_id="alice", k=5)
    retriever.invoke("what seat do I prefer?")
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from langchain_core.callbacks import AsyncCallbackManagerForRetrieverRun, CallbackManagerForRetrieverRun
from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.retrievers import BaseRetriever

from hushmem.core.schema import checked_ids, part_texts
from hushmem.daemon.client import AsyncClient, Client, Message

log = logging.getLogger("hushmem.langchain")


def to_hushmem(message: BaseMessage) -> Message:
    """The daemon's shape, with the message's id when it has one (else the daemon makes one)."""
    converted = _converted(message)
    if message.id:
        converted["id"] = message.id
    return converted


def _converted(message: BaseMessage) -> Message:
    text = message.content if isinstance(message.content, str) else _joined(message.content)
    parts: list[dict[str, Any]] = [{"text": text}] if text else []
    if isinstance(message, HumanMessage):
        return {"role": "user", "content": parts or [{"text": ""}]}
    if isinstance(message, AIMessage):
        for call in message.tool_calls:
            parts.append({"tool_call": {"id": call.get("id"), "name": call["name"], "input": call["args"]}})
        return {"role": "assistant", "content": parts or [{"text": ""}]}
    if isinstance(message, ToolMessage):
        return {
            "role": "tool",
            "content": [{"tool_result": {"toolUseId": message.tool_call_id, "content": text}}],
        }
    return {"role": "system", "content": parts or [{"text": ""}]}


def _joined(content: list) -> str:
    return " ".join(p if isinstance(p, str) else str(p.get("text", "")) for p in content)


def from_hushmem(message: dict[str, Any]) -> BaseMessage:
    text = " ".join(t for t in part_texts(message["content"]) if t)
    role = message["role"]
    if role == "user":
        return HumanMessage(content=text, id=message.get("id"))
    if role == "assistant":
        calls = [
            {
                "id": p["tool_call"].get("id"),
                "name": p["tool_call"].get("name", ""),
                "args": p["tool_call"].get("input", {}),
            }
            for p in message["content"]
            if isinstance(p.get("tool_call"), dict)
        ]
        return AIMessage(content=text, tool_calls=calls, id=message.get("id"))
    if role == "tool":
        result = next((p["tool_result"] for p in message["content"] if "tool_result" in p), {})
        content = result.get("content", text) if isinstance(result, dict) else str(result)
        call_id = result.get("toolUseId", "") if isinstance(result, dict) else ""
        return ToolMessage(
            content=content if isinstance(content, str) else str(content),
            tool_call_id=call_id,
            id=message.get("id"),
        )
    return SystemMessage(content=text, id=message.get("id"))


class HushmemChatMessageHistory(BaseChatMessageHistory):
    """One agent's memory of one session (`agent_id` defaults to "langchain"). A bad id raises
    `ValidationFailed` here, a dead daemon `DaemonUnreachable` from every method; a message the
    same-role guard skipped (two human messages in a row keep the first) is logged at WARNING and
    listed in `last_result`."""

    def __init__(
        self,
        user_id: str,
        session_id: str,
        agent_id: str = "langchain",
        socket_path: Path | str | None = None,
        max_history_size: int | None = None,
    ) -> None:
        checked_ids(user_id=user_id, session_id=session_id, agent_id=agent_id)
        self.user_id, self.session_id, self.agent_id = user_id, session_id, agent_id
        self.socket_path = socket_path
        self.max_history_size = max_history_size
        self.last_result: dict[str, Any] | None = None

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        with Client(self.socket_path) as client:
            data = client.fetch(self.user_id, self.session_id, self.agent_id, self.max_history_size, "flat")
        return [from_hushmem(m) for m in data["messages"]]

    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        if not messages:
            return
        with Client(self.socket_path) as client:
            self._note(
                client.save(self.user_id, self.session_id, self.agent_id, [to_hushmem(m) for m in messages])
            )

    def clear(self) -> None:
        """Forgets the whole session in hushmem (every agent's messages of it)."""
        with Client(self.socket_path) as client:
            client.forget_session(self.user_id, self.session_id)

    async def aget_messages(self) -> list[BaseMessage]:
        async with AsyncClient(self.socket_path) as client:
            data = await client.fetch(
                self.user_id, self.session_id, self.agent_id, self.max_history_size, "flat"
            )
        return [from_hushmem(m) for m in data["messages"]]

    async def aadd_messages(self, messages: Sequence[BaseMessage]) -> None:
        if not messages:
            return
        async with AsyncClient(self.socket_path) as client:
            result = await client.save(
                self.user_id, self.session_id, self.agent_id, [to_hushmem(m) for m in messages]
            )
        self._note(result)

    async def aclear(self) -> None:
        async with AsyncClient(self.socket_path) as client:
            await client.forget_session(self.user_id, self.session_id)

    def _note(self, result: dict[str, Any]) -> None:
        """Skipped or dropped messages are not errors in the chat-store contract, but not silent."""
        self.last_result = result
        for item in result.get("skipped", []) + result.get("dropped", []):
            log.warning(
                "hushmem did not store message %d: %s",
                item["index"],
                item.get("reason") or item.get("transform"),
            )


class HushmemRetriever(BaseRetriever):
    """The `k` messages of `user_id`'s memory (or of one session) that best answer a query, as
    `Document`s: the scrubbed text, and in the metadata the message's `id`, `session_id`,
    `agent_id`, `role`, `timestamp` and `scores` (keyword, semantic, fused)."""

    user_id: str
    k: int = 4
    mode: Literal["hybrid", "keyword", "semantic"] = "hybrid"
    session_id: str | None = None
    socket_path: Path | str | None = None

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun
    ) -> list[Document]:
        with Client(self.socket_path) as client:
            data = client.search(self.user_id, query, self.k, self.mode, self.session_id)
        return [_document(hit) for hit in data["results"]]

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun
    ) -> list[Document]:
        async with AsyncClient(self.socket_path) as client:
            data = await client.search(self.user_id, query, self.k, self.mode, self.session_id)
        return [_document(hit) for hit in data["results"]]


def _document(hit: dict[str, Any]) -> Document:
    text = " ".join(t for t in part_texts(hit["content"]) if t)
    keys = ("id", "session_id", "agent_id", "role", "timestamp", "scores")
    return Document(page_content=text, metadata={key: hit[key] for key in keys})
