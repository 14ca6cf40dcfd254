"""Builds the configured transform chain, in the configured order (heavy imports deferred)."""

from __future__ import annotations

from daemon.config import Config
from daemon.plugins import load_factory
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
    return load_factory(name, config, Transform, "transform")


def build_chain(config: Config) -> TransformChain:
    return TransformChain([build_transform(name, config) for name in config.transforms])
