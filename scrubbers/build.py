"""Builds the configured transform chain, in the configured order (heavy imports deferred)."""

from __future__ import annotations

import importlib

from daemon.config import Config
from daemon.errors import ConfigError
from scrubbers.chain import Transform, TransformChain
from scrubbers.clip import Clip
from scrubbers.drop import Drop


def build_transform(name: str, config: Config) -> Transform:
    if name == "clip":
        return Clip(config.clip_max_chars)
    if name == "drop":
        return Drop(config.drop_prefixes, config.drop_patterns)
    if name == "pii":
        from scrubbers.presidio import PiiScrubber  # heavy: spaCy and Presidio

        return PiiScrubber.from_config(config)
    return _load_custom(name, config)


def _load_custom(spec: str, config: Config) -> Transform:
    """`package.module:factory`, where factory(config) returns a Transform (a class will do)."""
    module_name, _, attribute = spec.partition(":")
    try:
        factory = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError) as exc:
        raise ConfigError(f"cannot load transform {spec!r}: {exc}") from None
    transform = factory(config)
    if not isinstance(transform, Transform):
        raise ConfigError(f"transform {spec!r} did not return a scrubbers.chain.Transform")
    return transform


def build_chain(config: Config) -> TransformChain:
    return TransformChain([build_transform(name, config) for name in config.transforms])
