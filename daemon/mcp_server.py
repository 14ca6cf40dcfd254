"""`hushmem mcp`: an MCP server over stdio (the official SDK) whose tools (save_messages, recall,
search, forget; list_notes, update_note, forget_note for the notes) talk to the running daemon
through its socket with our own client.

It holds no storage logic and no state: every call is one or two requests to the daemon, and any
error the daemon (or an absent daemon) gives becomes an MCP tool error carrying its message, so the
assistant can read it and the server keeps running.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from hushmem.core import __version__
from hushmem.core.errors import HushmemError
from hushmem.core.schema import part_texts
from hushmem.daemon.client import AsyncClient
from hushmem.daemon.logs import configure_logging

INSTRUCTIONS = """\
hushmem is the user's private, on-device memory of conversations. Everything stored is scrubbed
first: emails, phone numbers, card numbers, names and places come back as placeholders such as
<EMAIL_ADDRESS_1> or <PERSON_1>, numbered consistently within a session. Save the turns worth
remembering with save_messages, read a session back with recall, find earlier sessions with search.
The summary of earlier turns is made of dated notes: list_notes shows them with their ids, and when
one is wrong or out of date, correct it with update_note or remove it with forget_note.
"""

# The daemon's id rule (core.schema.check_id) in the schema, so the assistant sees it up front.
ID_PATTERN = r"^[^/\x00-\x1f\x7f]+$"
SessionId = Annotated[
    str, Field(min_length=1, max_length=256, pattern=ID_PATTERN, description="the conversation's id (no '/')")
]


class ChatMessage(BaseModel):
    """One turn of the conversation."""

    role: Literal["user", "assistant", "system", "tool"] = Field(description="who said it")
    text: str = Field(min_length=1, description="what was said (it is scrubbed before it is stored)")
    id: str | None = Field(None, description="optional id; sending the same id again stores it once")


OTHER_APP = "read another app's memory of the session (the agent_id a search result shows)"
OtherAgent = Annotated[str | None, Field(pattern=ID_PATTERN, max_length=256, description=OTHER_APP)]
Turns = Annotated[list[ChatMessage], Field(min_length=1, max_length=1000, description="oldest first")]
Connect = Callable[[], AsyncClient]
HistorySize = Annotated[int | None, Field(ge=0, le=10_000, description="only the last N turns")]


NoteId = Annotated[int, Field(ge=1, description="the note's id, as list_notes shows it")]


class Memory:
    """The tools, bound to one user and agent and one daemon socket (`connect` makes the
    client of each call: by default over that socket; tests pass one over the in-process app)."""

    def __init__(
        self, socket_path: Path | None, user_id: str, agent_id: str, connect: Connect | None = None
    ) -> None:
        self.user_id, self.agent_id = user_id, agent_id
        self.connect = connect or (lambda: AsyncClient(socket_path))

    async def _call(self, method: str, *args: Any, **kwargs: Any) -> Any:
        """One client call; the daemon's errors (and its absence) become tool errors."""
        try:
            async with self.connect() as client:
                return await getattr(client, method)(*args, **kwargs)
        except HushmemError as exc:
            raise ToolError(f"{exc.message} [{exc.code}]") from None

    async def save_messages(self, session_id: SessionId, messages: Turns) -> dict[str, Any]:
        """Save turns of a conversation to the user's memory, oldest first. PII is replaced by
        placeholders before anything is stored. A user or assistant turn that repeats the previous
        turn's role is skipped (reason consecutive_role). Returns what was stored, skipped (with
        the reason) and dropped (by which filter), each by its index in `messages`."""
        wire = [m.model_dump(exclude_none=True, exclude={"text"}) | {"content": [{"text": m.text}]}
                for m in messages]  # fmt: skip
        return await self._call("save", self.user_id, session_id, self.agent_id, wire)

    async def recall(
        self,
        session_id: SessionId,
        max_history_size: HistorySize = None,
        agent_id: OtherAgent = None,
    ) -> str:
        """Read back what is remembered of a session: its summary of earlier turns, if any, then
        the recent turns with their times (UTC), scrubbed. `max_history_size` keeps only the last
        N turns. A session saved by another app (an imported ChatGPT or Claude history, found by
        search) is read with the agent_id that search shows."""
        agent = agent_id or self.agent_id
        data = await self._call("fetch", self.user_id, session_id, agent, max_history_size)
        return render_session(session_id, data)

    async def search(
        self,
        query: Annotated[
            str, Field(min_length=1, max_length=500, description="a question or words, as the user put it")
        ],
        limit: Annotated[int, Field(ge=1, le=200, description="at most this many matches")] = 20,
    ) -> str:
        """Search all of the user's remembered turns (every session and app) for those that answer
        `query`, by its words and by its meaning, best match first, with their session, app and
        time. Emails and numbers were replaced before storage and cannot be searched for; a name
        is found where the session replaced it by a placeholder."""
        data = await self._call("search", self.user_id, query, limit)
        return render_hits(query, data["results"])

    async def forget(self, session_id: SessionId | None = None) -> dict[str, Any]:
        """Forget a session for good (all apps' messages, summaries and placeholders of it). With
        no session_id, forget EVERYTHING remembered of the user: only when the user asks for that."""
        if session_id is None:
            return await self._call("forget_user", self.user_id)
        return await self._call("forget_session", self.user_id, session_id)

    async def list_notes(self, session_id: SessionId, agent_id: OtherAgent = None) -> str:
        """The notes kept of a session's earlier turns, oldest first, each with its id and date (UTC);
        a later note overrides an earlier one, and a replaced note is marked so."""
        data = await self._call("notes", self.user_id, session_id, agent_id or self.agent_id)
        return render_notes(session_id, data["notes"])

    async def update_note(
        self,
        session_id: SessionId,
        note_id: NoteId,
        text: Annotated[str, Field(min_length=1, max_length=4000, description="the corrected note")],
    ) -> dict[str, Any]:
        """Correct one note of the session's memory (a wrong or out-of-date fact). The text is
        scrubbed before it is stored, as a message is."""
        return await self._call("update_note", self.user_id, session_id, self.agent_id, note_id, text)

    async def forget_note(self, session_id: SessionId, note_id: NoteId) -> dict[str, Any]:
        """Remove one note from the session's memory (the messages stay)."""
        return await self._call("forget_note", self.user_id, session_id, self.agent_id, note_id)


def build_server(
    socket_path: Path | None, user_id: str, agent_id: str, connect: Connect | None = None
) -> MCPServer:
    memory = Memory(socket_path, user_id, agent_id, connect)
    server = MCPServer("hushmem", version=__version__, instructions=INSTRUCTIONS, log_level="WARNING")
    # MCP assumes a tool that is not read-only is destructive unless told: saving only adds
    server.tool(annotations=ToolAnnotations(destructive_hint=False))(memory.save_messages)
    server.tool(annotations=ToolAnnotations(read_only_hint=True))(memory.recall)
    server.tool(annotations=ToolAnnotations(read_only_hint=True))(memory.search)
    server.tool(annotations=ToolAnnotations(destructive_hint=True))(memory.forget)
    server.tool(annotations=ToolAnnotations(read_only_hint=True))(memory.list_notes)
    server.tool(annotations=ToolAnnotations(destructive_hint=True))(memory.update_note)
    server.tool(annotations=ToolAnnotations(destructive_hint=True))(memory.forget_note)
    return server


def run(socket_path: Path | None, user_id: str, agent_id: str) -> None:
    """Serve on stdin/stdout until the client closes them. Logs go to stderr (stdout is the
    protocol), through the daemon's privacy filter."""
    configure_logging("warning")
    build_server(socket_path, user_id, agent_id).run("stdio")


def _when(timestamp_ms: int) -> str:
    return f"{datetime.fromtimestamp(timestamp_ms / 1000, tz=UTC):%Y-%m-%d %H:%M}"


def _text(content: list[dict[str, Any]]) -> str:
    return " ".join(part_texts(content)) or "(no text)"


def render_session(session_id: str, data: dict[str, Any]) -> str:
    summary, messages = data.get("summary"), data["messages"]
    if not summary and not messages:
        return f"Nothing is remembered of session {session_id}."
    lines = [f"Session {session_id}"]
    if summary:
        lines.append(f"Summary of earlier turns: {summary['text']}")
    if messages:
        lines.append("Recent turns, oldest first (UTC):")
        lines += [f"[{_when(m['timestamp'])}] {m['role']}: {_text(m['content'])}" for m in messages]
    return "\n".join(lines)


def render_notes(session_id: str, notes: list[dict[str, Any]]) -> str:
    if not notes:
        return f"No notes are kept of session {session_id} yet."
    lines = [f"Notes of session {session_id}, oldest first (UTC); a later note overrides an earlier one:"]
    for note in notes:
        replaced = f" (replaced by note {note['superseded_by']})" if note["superseded_by"] else ""
        lines.append(f"- [{note['id']}] {_when(note['said_at'])[:10]}: {note['text']}{replaced}")
    return "\n".join(lines)


def render_hits(query: str, hits: list[dict[str, Any]]) -> str:
    if not hits:
        return f"No remembered message matches {query!r}."
    lines = [f"{len(hits)} match(es), best first (UTC):"]
    for hit in hits:
        where = f"session {hit['session_id']} (agent_id {hit['agent_id']}), {_when(hit['timestamp'])}"
        lines.append(f"- {where}, {hit['role']}: {_text(hit['content'])}")
    return "\n".join(lines)
