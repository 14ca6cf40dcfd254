"""`clip`: caps every text part at `clip_max_chars` characters (runs after `pii`, so a clip never
cuts a card number in half before it is recognised)."""

from __future__ import annotations

from hushmem.scrubbers.chain import Context, TextTransform


class Clip(TextTransform):
    name = "clip"

    def __init__(self, max_chars: int) -> None:
        self.max_chars = max_chars

    def rewrite(self, texts: list[str], contexts: list[Context]) -> list[str]:
        return [text[: self.max_chars] for text in texts]
