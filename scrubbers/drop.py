"""`drop`: keeps messages out of history entirely when their text starts with a configured prefix
(e.g. `/debug`) or matches a configured regex. Dropped messages are reported to the client."""

from __future__ import annotations

import re

from hushmem.core.schema import Message
from hushmem.scrubbers.chain import Context, Transform


class Drop(Transform):
    name = "drop"

    def __init__(self, prefixes: list[str], patterns: list[str]) -> None:
        self.prefixes = tuple(prefixes)
        self.patterns = [re.compile(p) for p in patterns]

    def apply(self, message: Message, context: Context) -> Message | None:
        for text in message.texts():
            if self.prefixes and text.lstrip().startswith(self.prefixes):
                return None
            if any(p.search(text) for p in self.patterns):
                return None
        return message
