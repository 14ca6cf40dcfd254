"""Saving many messages through the daemon's client, as `hushmem import` does: batches that fit one
request, each re-sent with backoff while the daemon is busy, so an import resumes where it stopped.

A re-sent batch cannot store twice: every message carries an id, and the daemon skips a
`duplicate_id`. That is also why running a stopped import again is safe.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from hushmem.core.errors import ConfigError, HushmemError
from hushmem.daemon.client import Client

# 503 answers that mean "not now" rather than "not this": worth waiting for. (`overloaded` is the
# daemon's answer under load, which the client itself waits out first, as Retry-After asks; the
# others come while the scrubber loads.)
RETRY_CODES = frozenset({"overloaded", "scrubber_unavailable", "unavailable"})
# Well under the daemon's default max_body_bytes (1 MiB), so a batch of long messages still fits.
BATCH_BYTES = 256 * 1024

Slot = tuple[str, str, str]  # (user_id, session_id, agent_id)


@dataclass
class Tally:
    """What an import did so far: messages stored, skipped by reason, dropped by the chain."""

    stored: int = 0
    dropped: int = 0
    skipped: Counter[str] = field(default_factory=Counter)

    def add(self, result: dict[str, Any]) -> None:
        self.stored += len(result["stored"])
        self.dropped += len(result["dropped"])
        self.skipped.update(item["reason"] for item in result["skipped"])

    def describe(self) -> str:
        skipped = sum(self.skipped.values())
        reasons = ", ".join(f"{count} {reason}" for reason, count in sorted(self.skipped.items()))
        why = f" ({reasons})" if reasons else ""
        return f"stored {self.stored}, skipped {skipped}{why}, dropped {self.dropped}"


def batches(
    messages: list[dict[str, Any]], max_messages: int, max_bytes: int = BATCH_BYTES
) -> Iterator[list]:
    """`messages` in order, cut into runs of at most `max_messages` and about `max_bytes` of JSON
    (a single larger message goes alone: the daemon then says whether it fits its limit)."""
    batch: list[dict[str, Any]] = []
    size = 0
    for message in messages:
        length = len(json.dumps(message, ensure_ascii=False).encode())
        if batch and (len(batch) >= max_messages or size + length > max_bytes):
            yield batch
            batch, size = [], 0
        batch.append(message)
        size += length
    if batch:
        yield batch


def save_patiently(
    client: Client,
    slot: Slot,
    batch: list[dict[str, Any]],
    on_wait: Callable[[HushmemError, float], None] = lambda error, delay: None,
    max_wait: float = 300.0,
) -> dict[str, Any]:
    """Save one batch; while the daemon answers "busy", wait (0.5 s, doubling, at most 15 s) and
    send the same batch again, for at most `max_wait` seconds in all."""
    delay, waited = 0.5, 0.0
    while True:
        try:
            return client.save(*slot, batch)
        except HushmemError as error:
            if error.code not in RETRY_CODES or waited + delay > max_wait:
                raise
            on_wait(error, delay)
            time.sleep(delay)
            waited += delay
            delay = min(delay * 2, 15.0)


def jsonl_slots(
    lines: Iterable[str], size: int
) -> Iterator[tuple[tuple[str, str, str], list[dict[str, Any]]]]:
    """hushmem's own export (JSON lines): consecutive messages of one slot, `size` at a time."""
    slot, messages = None, []
    for number, line in enumerate(lines, 1):
        try:
            row = json.loads(line)
            key = (row.pop("user_id"), row.pop("session_id"), row.pop("agent_id"))
        except (json.JSONDecodeError, KeyError, AttributeError, TypeError):
            raise ConfigError(f"line {number} is not an exported message") from None
        if (key != slot or len(messages) >= size) and messages:
            yield slot, messages
            messages = []
        slot = key
        messages.append(row)
    if messages:
        yield slot, messages
