"""Builds the configured transform chain, in the configured order; the built-in transforms are
registered here by name, next to their builders (the heavy `pii` imports only when it loads)."""

from __future__ import annotations

from collections.abc import Callable

from hushmem.core.config import Config
from hushmem.core.plugins import build_component
from hushmem.core.schema import Message
from hushmem.scrubbers.chain import Context, Transform, TransformChain
from hushmem.scrubbers.clip import Clip
from hushmem.scrubbers.drop import Drop


class Deferred(Transform):
    """A transform built in `load()`, so its heavy imports run on the scrubber's background thread
    while the daemon binds its socket and answers reads, not while the chain is being assembled."""

    def __init__(self, name: str, build: Callable[[], Transform]) -> None:
        self.name = name
        self._build = build
        self._inner: Transform | None = None

    def load(self) -> None:
        self._inner = self._build()
        self._inner.upcoming = self.upcoming
        self._inner.load()

    def apply(self, message: Message, context: Context) -> Message | None:
        return self._loaded().apply(message, context)

    def apply_batch(self, items: list[tuple[Message, Context]]) -> list[Message | None]:
        return self._loaded().apply_batch(items)

    def forget(self, user_id: str, session_id: str | None) -> None:
        if self._inner is not None:
            self._inner.forget(user_id, session_id)

    def close(self) -> None:
        if self._inner is not None:
            self._inner.close()

    def idle(self) -> None:
        if self._inner is not None:
            self._inner.idle()

    def helpers(self) -> list[dict]:
        return self._inner.helpers() if self._inner is not None else []

    def placeholders_in(self, db, user_id: str, text: str) -> dict[str, list[tuple[int, int, str]]]:
        return self._inner.placeholders_in(db, user_id, text) if self._inner is not None else {}

    def _loaded(self) -> Transform:
        assert self._inner is not None, "load() first"
        return self._inner


def _pii(config: Config) -> Transform:
    def build() -> Transform:
        from hushmem.scrubbers.presidio import PiiScrubber  # heavy: spaCy and Presidio (~1-2 s)

        return PiiScrubber.from_config(config)

    return Deferred("pii", build)


BUILTIN_TRANSFORMS: dict[str, Callable[[Config], Transform]] = {
    "drop": lambda config: Drop(config.drop_prefixes, config.drop_patterns),
    "pii": _pii,
    "clip": lambda config: Clip(config.clip_max_chars),
}


def build_chain(config: Config) -> TransformChain:
    return TransformChain(
        [
            build_component(name, config, Transform, "transform", BUILTIN_TRANSFORMS)
            for name in config.transforms
        ]
    )
