"""The transform seam and the chain that runs transforms, in order, on every message before storage.

A transform returns the message (changed or not) or None to drop it, or raises: then the whole save
fails closed. `TextTransform` is the common case: rewrite the text-bearing strings of a message
(text, audio transcripts and, optionally, string values inside tool payloads) and keep the rest.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import sqlite_utils

from hushmem.core.errors import ScrubberUnavailable
from hushmem.core.schema import TEXT_PART_KEYS, TOOL_PART_KEYS, Message, Slot

SideWrite = Callable[[sqlite_utils.Database], None]

# Keys at the top of a tool payload that identify the call rather than carry content.
TOOL_STRUCTURE_KEYS = frozenset({"id", "name", "type", "toolUseId", "tool_use_id", "call_id"})


@dataclass
class Context:
    """What a transform may know about a save: its slot, and writes to commit alongside it."""

    slot: Slot
    side_writes: list[SideWrite] = field(default_factory=list)
    scratch: dict[str, Any] = field(default_factory=dict)  # per-save state a transform keeps


Upcoming = Callable[[], list[Message]]


class Transform(ABC):
    """One step of the chain."""

    name = "transform"
    # Set by the runner: the messages queued behind the batch being transformed (see runner.py).
    upcoming: Upcoming | None = None

    def load(self) -> None:  # noqa: B027 - optional hook, most transforms are cheap
        """Load anything heavy; called once, off the request path, before first use."""

    def forget(self, user_id: str, session_id: str | None) -> None:  # noqa: B027 - optional hook
        """A session (or, with None, a whole user) was forgotten: drop any state kept for it."""

    def close(self) -> None:  # noqa: B027 - optional hook
        """The daemon is stopping: release what load() opened."""

    def idle(self) -> None:  # noqa: B027 - optional hook
        """Nothing is waiting to be transformed: a moment for work no save should wait for."""

    def helpers(self) -> list[dict[str, Any]]:
        """Processes this transform runs besides the daemon (for /v1/health): pid, restarts."""
        return []

    def placeholders_in(
        self, db: sqlite_utils.Database, user_id: str, text: str
    ) -> dict[str, list[tuple[int, int, str]]]:
        """For a search: the spans of `text` (a query, never stored) that this transform replaced in
        a session of the user, with what it replaced them by there: {session: [(start, end, new)]}."""
        return {}

    @abstractmethod
    def apply(self, message: Message, context: Context) -> Message | None:
        """The message to store, or None to drop it; raise to fail the whole save."""

    def apply_batch(self, items: list[tuple[Message, Context]]) -> list[Message | None]:
        """Many messages at once (override to batch work); results in the same order."""
        return [self.apply(message, context) for message, context in items]


Location = tuple[int, tuple[Any, ...]]  # (item index, path inside message.content)


class TextTransform(Transform):
    """Rewrites strings of many messages in one call, keeping id, role, timestamp and structure."""

    include_tool_payloads = False

    @abstractmethod
    def rewrite(self, texts: list[str], contexts: list[Context]) -> list[str]:
        """New strings for `texts`, same length and order; `contexts[i]` owns `texts[i]`."""

    def apply(self, message: Message, context: Context) -> Message | None:
        return self.apply_batch([(message, context)])[0]

    def apply_batch(self, items: list[tuple[Message, Context]]) -> list[Message | None]:
        copies = [_copy_message(message) for message, _ in items]
        locations: list[Location] = []
        texts: list[str] = []
        contexts: list[Context] = []
        for index, message in enumerate(copies):
            for path, text in self._strings(message.content):
                locations.append((index, path))
                texts.append(text)
                contexts.append(items[index][1])
        if texts:
            rewritten = self.rewrite(texts, contexts)
            for (index, path), text in zip(locations, rewritten, strict=True):
                _assign(copies[index].content, path, text)
        return list(copies)

    def _strings(self, content: list[dict[str, Any]]):
        for part_index, part in enumerate(content):
            for key in TEXT_PART_KEYS:
                if isinstance(part.get(key), str):
                    yield (part_index, key), part[key]
            if not self.include_tool_payloads:
                continue
            for key in TOOL_PART_KEYS:
                payload = part.get(key)
                if isinstance(payload, str):
                    yield (part_index, key), payload
                elif isinstance(payload, dict):
                    for sub_key, value in payload.items():
                        if sub_key not in TOOL_STRUCTURE_KEYS:
                            yield from _walk(value, (part_index, key, sub_key))
                elif isinstance(payload, list):
                    yield from _walk(payload, (part_index, key))


def _walk(value: Any, path: tuple[Any, ...]):
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _walk(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _walk(item, (*path, index))


def _assign(container: Any, path: tuple[Any, ...], value: str) -> None:
    for step in path[:-1]:
        container = container[step]
    container[path[-1]] = value


def _copy_message(message: Message) -> Message:
    return Message(
        role=message.role,
        content=copy.deepcopy(message.content),
        timestamp=message.timestamp,
        id=message.id,
    )


@dataclass
class ChainResult:
    """What the chain made of one request: messages to store (None = dropped, and by whom)."""

    messages: list[Message | None]
    dropped_by: dict[int, str]
    side_writes: list[SideWrite]


class TransformChain:
    def __init__(self, transforms: list[Transform]) -> None:
        self.transforms = transforms

    @property
    def names(self) -> list[str]:
        return [t.name for t in self.transforms]

    def watch_queue(self, upcoming: Upcoming) -> None:
        for transform in self.transforms:
            transform.upcoming = upcoming

    def load(self) -> None:
        for transform in self.transforms:
            transform.load()

    def forget(self, user_id: str, session_id: str | None) -> None:
        for transform in self.transforms:
            transform.forget(user_id, session_id)

    def close(self) -> None:
        for transform in self.transforms:
            transform.close()

    def idle(self) -> None:
        for transform in self.transforms:
            transform.idle()

    def helpers(self) -> list[dict[str, Any]]:
        return [helper for transform in self.transforms for helper in transform.helpers()]

    def placeholders_in(self, db: sqlite_utils.Database, user_id: str, text: str) -> dict[str, str]:
        """{session: `text` as that session's messages would say it} for each session of the user
        in which a transform replaced part of `text` (a name by its placeholder)."""
        spans: dict[str, list[tuple[int, int, str]]] = {}
        for transform in self.transforms:
            for session, found in transform.placeholders_in(db, user_id, text).items():
                spans.setdefault(session, []).extend(found)
        variants = {}
        for session, found in spans.items():
            out, at = [], 0
            for start, end, new in sorted(found):
                if start >= at:
                    out += [text[at:start], new]
                    at = end
            variants[session] = "".join(out) + text[at:]
        return variants

    def run(self, requests: list[tuple[list[Message], Context]]) -> list[ChainResult | Exception]:
        """Run every transform over all requests at once; a request whose transform raised gets
        the exception in its place and none of its messages survive."""
        current: list[list[Message | None]] = [list(messages) for messages, _ in requests]
        dropped: list[dict[int, str]] = [{} for _ in requests]
        failed: dict[int, Exception] = {}
        for transform in self.transforms:
            self._step(transform, requests, current, dropped, failed)
        results: list[ChainResult | Exception] = []
        for r, (_, context) in enumerate(requests):
            if r in failed:
                results.append(failed[r])
            else:
                results.append(ChainResult(current[r], dropped[r], context.side_writes))
        return results

    def _step(self, transform, requests, current, dropped, failed) -> None:
        live = [r for r in range(len(requests)) if r not in failed]
        try:
            self._apply(transform, live, requests, current, dropped)
            return
        except ScrubberUnavailable as exc:  # no request's fault (a helper died): the batch fails
            for r in live:
                failed[r] = exc
            return
        except Exception as exc:  # noqa: BLE001 - retried one request at a time to find the culprit
            if len(live) == 1:
                failed[live[0]] = exc
                return
        for r in live:
            try:
                self._apply(transform, [r], requests, current, dropped)
            except Exception as exc:  # noqa: BLE001 - this request fails closed
                failed[r] = exc

    @staticmethod
    def _apply(transform, live, requests, current, dropped) -> None:
        items, owners = [], []
        for r in live:
            for i, message in enumerate(current[r]):
                if message is not None:
                    items.append((message, requests[r][1]))
                    owners.append((r, i))
        if not items:
            return
        outputs = transform.apply_batch(items)
        if len(outputs) != len(items):
            raise RuntimeError(f"transform {transform.name} returned the wrong number of messages")
        for (r, i), output in zip(owners, outputs, strict=True):
            current[r][i] = output
            if output is None:
                dropped[r][i] = transform.name
