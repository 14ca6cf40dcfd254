"""The wire shape of messages (Agent Squad's ConversationMessage) and its validation.

A message is `{"id"?, "role", "timestamp"?, "content"}`; `content` is a list of part objects
(`{"text": ...}`, `{"audio_transcript": ...}`, `{"tool_call": {...}}`, `{"tool_result": {...}}`,
or any other object, kept as given) or a plain string meaning `[{"text": s}]`.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from hushmem.core.errors import InvalidJSON, ValidationFailed

MAX_ID_LENGTH = 256
# SQLite's integers are 8 bytes: a larger Python int cannot be bound to a query (OverflowError)
SQLITE_MAX_INTEGER = 2**63 - 1
MAX_NESTING = 32
TEXT_PART_KEYS = ("text", "audio_transcript")
TOOL_PART_KEYS = ("tool_call", "tool_result")
_ID_FORBIDDEN = re.compile(r"[\x00-\x1f\x7f/]")
# unpaired UTF-16 surrogates: how undecodable bytes (argv, file names) reach Python; not UTF-8
_SURROGATE = re.compile("[\ud800-\udfff]")

Role = Literal["user", "assistant", "system", "tool"]


def check_id(value: str, what: str = "id") -> str:
    if not isinstance(value, str):
        raise ValueError(f"{what} must be a string")
    if not value:
        raise ValueError(f"{what} must not be empty")
    if len(value) > MAX_ID_LENGTH:
        raise ValueError(f"{what} is longer than {MAX_ID_LENGTH} characters")
    if _ID_FORBIDDEN.search(value):
        raise ValueError(f"{what} contains a slash or a control character")
    if _SURROGATE.search(value):
        raise ValueError(f"{what} is not valid UTF-8 (it holds an unpaired surrogate)")
    return value


def no_nul(value: str) -> str:
    """For query text SQLite parses (FTS5 MATCH): its parser stops at a NUL, so a quoted word
    holding one is a syntax error."""
    if "\x00" in value:
        raise ValueError("must not contain a NUL character")
    return value


def checked_ids(**ids: str) -> list[str]:
    """The ids in order, each checked; a bad one raises `ValidationFailed` (422) naming it."""
    try:
        return [check_id(value, name) for name, value in ids.items()]
    except ValueError as exc:
        raise ValidationFailed(str(exc)) from None


def to_epoch_ms(value: int | str | None) -> int:
    """An int of milliseconds since the epoch, or an ISO 8601 string (naive means UTC); either
    from 1970 to before the year 10000 (what every reader can turn back into a date)."""
    if value is None:
        return int(time.time() * 1000)
    if isinstance(value, bool):
        raise ValueError("timestamp must be an integer or an ISO 8601 string")
    if isinstance(value, str):
        try:
            parsed = datetime.fromisoformat(value)
        except ValueError:
            raise ValueError("timestamp is not ISO 8601") from None
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=UTC)
        value = int(parsed.timestamp() * 1000)
    if not 0 <= value < 253_402_300_800_000:  # year 10000
        raise ValueError("timestamp is out of range")
    return value


class MessageIn(BaseModel):
    """A message as a client sends it."""

    model_config = ConfigDict(extra="forbid", strict=True)
    id: str | None = Field(None, description="client id; a retry with the same id is stored once")
    role: Role
    timestamp: int | str | None = Field(None, description="ms since epoch or ISO 8601; default now")
    content: list[dict[str, Any]] | str

    @field_validator("id")
    @classmethod
    def _valid_id(cls, value: str | None) -> str | None:
        return None if value is None else check_id(value)

    @field_validator("timestamp")
    @classmethod
    def _valid_timestamp(cls, value: int | str | None) -> int | str | None:
        to_epoch_ms(value)
        return value

    @field_validator("content")
    @classmethod
    def _valid_content(cls, value: list[dict[str, Any]] | str) -> list[dict[str, Any]] | str:
        if isinstance(value, str):
            return value
        for index, part in enumerate(value):
            if not part:
                raise ValueError(f"content[{index}] is an empty object")
            for key in TEXT_PART_KEYS:
                if key in part and not isinstance(part[key], str):
                    raise ValueError(f"content[{index}].{key} must be a string")
            for key in TOOL_PART_KEYS:
                if key in part and not isinstance(part[key], dict | list | str):
                    raise ValueError(f"content[{index}].{key} must be an object")
        return value


class SaveRequest(BaseModel):
    """A batch of messages to save."""

    model_config = ConfigDict(extra="forbid", strict=True)
    messages: list[MessageIn]


@dataclass(frozen=True)
class Slot:
    """One conversation slot: a user's session with one agent."""

    user_id: str
    session_id: str
    agent_id: str

    @property
    def key(self) -> tuple[str, str, str]:
        """(user_id, session_id, agent_id), as the columns of every per-slot query."""
        return (self.user_id, self.session_id, self.agent_id)


@dataclass
class Message:
    """A validated message inside the daemon (content always a list of parts)."""

    role: str
    content: list[dict[str, Any]]
    timestamp: int
    id: str | None = None

    @classmethod
    def from_wire(cls, incoming: MessageIn) -> Message:
        content = incoming.content
        parts = [{"text": content}] if isinstance(content, str) else content
        return cls(
            role=incoming.role,
            content=parts,
            timestamp=to_epoch_ms(incoming.timestamp),
            id=incoming.id,
        )

    def texts(self) -> list[str]:
        """The text-bearing strings of the message, in order."""
        return part_texts(self.content)


def part_texts(content: list[dict[str, Any]]) -> list[str]:
    """The text-bearing strings of message content (text parts, audio transcripts), in order."""
    return [part[key] for part in content for key in TEXT_PART_KEYS if isinstance(part.get(key), str)]


def parse_json_body(body: bytes) -> Any:
    """Decode a request body, refusing what SQLite or our responses could not round-trip."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidJSON("request body is not valid UTF-8") from None
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise InvalidJSON(f"request body is not valid JSON ({exc.msg} at position {exc.pos})") from None
    except RecursionError:
        raise ValidationFailed(f"request body is nested deeper than {MAX_NESTING} levels") from None
    _check_tree(data, 0)
    return data


def _reject_constant(name: str) -> Any:
    # Python's json accepts NaN and Infinity; JSON (and SQLite's JSON functions) do not
    raise InvalidJSON(f"request body is not valid JSON ({name} is not a JSON number)")


def _check_tree(value: Any, depth: int) -> None:
    if depth > MAX_NESTING:
        raise ValidationFailed(f"request body is nested deeper than {MAX_NESTING} levels")
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise InvalidJSON("request body contains an unpaired UTF-16 surrogate") from None
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_tree(key, depth + 1)
            _check_tree(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _check_tree(item, depth + 1)


def parse_save_body(body: bytes, max_messages: int) -> list[Message]:
    """A save body is `{"messages": [...]}` or one message object; all valid or none stored."""
    data = parse_json_body(body)
    if not isinstance(data, dict):
        raise ValidationFailed("request body must be a JSON object")
    try:
        if "messages" in data:
            incoming = SaveRequest.model_validate(data).messages
        else:
            incoming = [MessageIn.model_validate(data)]
    except ValidationError as exc:
        raise ValidationFailed(describe_validation(exc)) from None
    if not incoming:
        raise ValidationFailed("messages must not be empty")
    if len(incoming) > max_messages:
        raise ValidationFailed(f"at most {max_messages} messages per request")
    return [Message.from_wire(m) for m in incoming]


def describe_validation(exc: ValidationError) -> str:
    """Where and what, without echoing the (possibly sensitive) input value."""
    return describe_problems(exc.errors(include_input=False, include_url=False))


def describe_problems(
    errors: Iterable[Mapping[str, Any]], where_if_empty: str = "body", limit: int | None = 5,
    spell: Callable[[str], str] = str,
) -> str:  # fmt: skip
    """`loc: msg; loc: msg` for pydantic-style error dicts (locations spelled by `spell`)."""
    problems = []
    for error in list(errors)[:limit]:
        where = ".".join(str(part) for part in error["loc"]) or where_if_empty
        problems.append(f"{spell(where)}: {error['msg']}")
    return "; ".join(problems)
