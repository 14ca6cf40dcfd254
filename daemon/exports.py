"""ChatGPT and Claude data exports (`conversations.json`, or the export `.zip` holding it) read into
our conversations: one session per conversation, its messages in our wire shape, oldest first.

The whole file is read and checked before anything is saved, so a malformed export stops with one
clear error and nothing half-imported. Messages keep the export's ids, so a re-import stores
nothing new (the daemon skips a `duplicate_id`).
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from hushmem.core.errors import ConfigError
from hushmem.core.schema import check_id, to_epoch_ms

EXPORT_FILE = "conversations.json"


@dataclass
class Conversation:
    """One exported conversation: its session id and our messages (titles are not kept: they
    are unscrubbed text)."""

    session_id: str
    messages: list[dict[str, Any]] = field(default_factory=list)


def read_export(path: Path, source: str) -> list[Conversation]:
    """The conversations of a `source` ("chatgpt" or "claude") export at `path`, every one checked."""
    parse = PARSERS[source]
    data = _load_json(path)
    name = _display_name(source)
    if not isinstance(data, list):
        raise ConfigError(f"{path} is not a {name} export: {EXPORT_FILE} must hold a JSON list")
    conversations = []
    for number, raw in enumerate(data, 1):
        try:
            conversation = parse(raw)
        except _Malformed as exc:
            hint = "" if number > 1 else f" (is it a {name} export? see --from)"
            raise ConfigError(
                f"{path}: conversation {number} is not a {name} conversation: {exc}{hint}"
            ) from None
        if conversation.messages:
            conversations.append(conversation)
    return conversations


def _display_name(source: str) -> str:
    return {"chatgpt": "ChatGPT", "claude": "Claude"}[source]


def _load_json(path: Path) -> Any:
    """`conversations.json` from the file itself, or from inside an export `.zip`."""
    try:
        if zipfile.is_zipfile(path):
            with zipfile.ZipFile(path) as archive:
                return json.loads(archive.read(_member(archive, path)))
        with path.open("rb") as file:
            return json.load(file)
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise ConfigError(f"{path} is a folder; give the export's {EXPORT_FILE} or its .zip") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        where = f" (line {exc.lineno})" if isinstance(exc, json.JSONDecodeError) else ""
        raise ConfigError(f"{path}: {EXPORT_FILE} is not valid JSON{where}") from None
    except (OSError, zipfile.BadZipFile) as exc:
        raise ConfigError(f"{path} cannot be read ({type(exc).__name__})") from None


def _member(archive: zipfile.ZipFile, path: Path) -> str:
    """The archive's `conversations.json` nearest its root."""
    found = [n for n in archive.namelist() if PurePosixPath(n).name == EXPORT_FILE]
    if not found:
        raise ConfigError(f"{path} holds no {EXPORT_FILE}; is it a ChatGPT or Claude data export?")
    return min(found, key=lambda name: name.count("/"))


class _Malformed(Exception):
    """The conversation does not have the export's documented shape (the message says where)."""


def _get(obj: Any, key: str, kind: type | tuple[type, ...], what: str) -> Any:
    if not isinstance(obj, dict):
        raise _Malformed(f"{what} is not an object")
    value = obj.get(key)
    if not isinstance(value, kind):
        raise _Malformed(f"{what} has no valid {key!r}")
    return value


def _checked_id(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise _Malformed(f"{what} is not a string")
    try:
        return check_id(value, what)
    except ValueError as exc:
        raise _Malformed(str(exc)) from None


def _epoch_ms(value: Any) -> int | None:
    """Seconds as a number (ChatGPT) or ISO 8601 (Claude) → ms; None when absent or unreadable."""
    try:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return to_epoch_ms(int(value * 1000))
        if isinstance(value, str):
            return to_epoch_ms(value)
    except (ValueError, OverflowError):
        pass
    return None


def _message(role: str, text: str, message_id: str, timestamp: int | None) -> dict[str, Any]:
    message: dict[str, Any] = {"id": message_id, "role": role, "content": [{"text": text}]}
    if timestamp is not None:
        message["timestamp"] = timestamp
    return message


def join_same_role_runs(messages: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Consecutive user (or assistant) messages joined into one, keeping the first's id and time.

    The store skips a user/assistant message that repeats the previous role (Agent Squad's rule);
    exports have such runs (an answer that failed, an assistant's steps around a tool), and
    joining them keeps every word instead of losing the later ones."""
    joined: list[dict[str, Any]] = []
    for message in messages:
        previous = joined[-1] if joined else None
        if previous and message["role"] == previous["role"] and message["role"] in ("user", "assistant"):
            previous["content"] = previous["content"] + message["content"]
        else:
            joined.append({**message, "content": list(message["content"])})
    return joined


# --- ChatGPT: conversations hold a `mapping` tree of nodes; `current_node` is the branch last seen

CHATGPT_ROLES = {"user": "user", "assistant": "assistant", "tool": "tool", "system": "system"}


def parse_chatgpt(raw: Any) -> Conversation:
    session_id = _checked_id(raw.get("id") or raw.get("conversation_id") if isinstance(raw, dict) else None,
                             "the conversation id")  # fmt: skip
    mapping = _get(raw, "mapping", dict, "the conversation")
    fallback_time = _epoch_ms(raw.get("create_time"))
    messages = []
    for node in _branch(mapping, raw.get("current_node")):
        message = node.get("message")
        if not isinstance(message, dict) or _hidden(message):
            continue
        role = CHATGPT_ROLES.get(_get(message, "author", dict, "a message").get("role"))
        text = _chatgpt_text(message.get("content"))
        if role is None or not text:
            continue
        message_id = _checked_id(message.get("id") or node.get("id"), "a message id")
        timestamp = _epoch_ms(message.get("create_time")) or fallback_time
        fallback_time = timestamp
        messages.append(_message(role, text, message_id, timestamp))
    return Conversation(session_id, join_same_role_runs(messages))


def _branch(mapping: dict[str, Any], current: Any) -> list[dict[str, Any]]:
    """The nodes from the root down to `current_node`: the branch the user last saw (an edited
    message or a regenerated answer starts a sibling branch; the ones edited away are left out)."""
    if not isinstance(current, str) or current not in mapping:
        raise _Malformed("its 'current_node' is not a node of its mapping")
    path, seen, node_id = [], set(), current
    while node_id is not None:
        if node_id in seen:
            raise _Malformed("its mapping has a cycle")
        seen.add(node_id)
        node = mapping.get(node_id)
        if not isinstance(node, dict):
            raise _Malformed(f"its mapping lacks a node that another names as parent (#{len(path) + 1})")
        path.append(node)
        node_id = node.get("parent")
    return path[::-1]


def _hidden(message: dict[str, Any]) -> bool:
    """ChatGPT marks its system prompt and the user's custom instructions as hidden from view."""
    metadata = message.get("metadata")
    return isinstance(metadata, dict) and bool(metadata.get("is_visually_hidden_from_conversation"))


def _chatgpt_text(content: Any) -> str:
    """The text of `text` and `multimodal_text` parts (images and files are skipped), or of a
    `code` / `execution_output` style content that carries one `text`."""
    if not isinstance(content, dict):
        return ""
    parts = content.get("parts")
    if isinstance(parts, list):
        texts = [p for p in parts if isinstance(p, str)]
        texts += [p["text"] for p in parts if isinstance(p, dict) and isinstance(p.get("text"), str)]
        return "\n".join(t for t in texts if t.strip()).strip()
    text = content.get("text")
    return text.strip() if isinstance(text, str) else ""


# --- Claude: conversations hold `chat_messages` in order, `sender` "human" or "assistant"

CLAUDE_ROLES = {"human": "user", "assistant": "assistant"}


def parse_claude(raw: Any) -> Conversation:
    session_id = _checked_id(raw.get("uuid") if isinstance(raw, dict) else None, "the conversation uuid")
    chat = _get(raw, "chat_messages", list, "the conversation")
    for number, message in enumerate(chat, 1):
        if not isinstance(message, dict):
            raise _Malformed(f"chat message {number} is not an object")
    on_branch = _claude_branch(chat, raw.get("current_leaf_message_uuid"))
    fallback_time = _epoch_ms(raw.get("created_at"))
    messages = []
    for number, message in enumerate(chat, 1):
        if on_branch is not None and message.get("uuid") not in on_branch:
            continue
        role = CLAUDE_ROLES.get(message.get("sender"))
        text = _claude_text(message)
        if role is None or not text:
            continue
        message_id = _checked_id(message.get("uuid"), f"chat message {number}'s uuid")
        timestamp = _epoch_ms(message.get("created_at")) or fallback_time
        fallback_time = timestamp
        messages.append(_message(role, text, message_id, timestamp))
    return Conversation(session_id, join_same_role_runs(messages))


def _claude_branch(chat: list[dict[str, Any]], leaf: Any) -> set[str] | None:
    """The uuids from `current_leaf_message_uuid` up its `parent_message_uuid`s, when an export has
    them (edited messages branch there too); None (keep every message) when it does not."""
    by_uuid = {m.get("uuid"): m for m in chat if isinstance(m.get("uuid"), str)}
    if not isinstance(leaf, str) or leaf not in by_uuid:
        return None
    branch: set[str] = set()
    while leaf in by_uuid and leaf not in branch:
        branch.add(leaf)
        leaf = by_uuid[leaf].get("parent_message_uuid")
    return branch


def _claude_text(message: dict[str, Any]) -> str:
    """`text`, or when it is empty the text blocks of `content` (newer exports)."""
    text = message.get("text")
    if isinstance(text, str) and text.strip():
        return text.strip()
    blocks = message.get("content")
    if not isinstance(blocks, list):
        return ""
    texts = [b["text"] for b in blocks if isinstance(b, dict) and b.get("type") == "text"
             and isinstance(b.get("text"), str)]  # fmt: skip
    return "\n".join(t for t in texts if t.strip()).strip()


PARSERS: dict[str, Callable[[Any], Conversation]] = {"chatgpt": parse_chatgpt, "claude": parse_claude}
