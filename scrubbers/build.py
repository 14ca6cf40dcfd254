"""Builds the configured transform chain, in the configured order; the built-in transforms are
registered here by name, next to their builders (the heavy `pii` imports only when chosen)."""

from __future__ import annotations

from collections.abc import Callable

from hushmem.scrubbers.chain import Transform, TransformChain
from hushmem.scrubbers.clip import Clip
from hushmem.scrubbers.drop import Drop

from hushmem.core.config import Config
from hushmem.core.plugins import build_component


def _pii(config: Config) -> Transform:
    from hushmem.scrubbers.presidio import PiiScrubber  # heavy: spaCy and Presidio

    return PiiScrubber.from_config(config)


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
