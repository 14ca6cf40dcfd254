"""Each word's chance of belonging to a person's or a place's name: the word's contextual vector from
MiniLM fine-tuned on real labelled posts to read names (name_model/network.onnx, int8) and its shape,
read by a linear classifier trained with it (`make name-model`: scrubbers/training/names.py)."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import numpy as np

from hushmem.core import minilm
from hushmem.core.errors import ScrubberUnavailable

WEIGHTS = Path(__file__).resolve().parent / "name_model" / "words.npz"  # beside it: network.onnx
CLASSES = ("O", "PERSON", "LOCATION")
WINDOW = 48  # words read at once: a long message is read in windows, each within the network's reach
PLACE_WORDS = {"in", "to", "from", "at", "near"}


def shape(words: list[str]) -> np.ndarray:
    """What the lower-casing network cannot see: each word's case and form, and its neighbours'."""
    rows = []
    for i, word in enumerate(words):
        before = words[i - 1] if i else ""
        after = words[i + 1] if i + 1 < len(words) else ""
        rows.append(
            [
                word[:1].isupper() and not word.isupper(),
                word.isupper() and len(word) > 1,
                word.islower(),
                any(c.isdigit() for c in word),
                word.startswith("@"),
                word.startswith("#"),
                word.startswith("http"),
                i == 0,
                len(word) <= 2,
                not any(c.isalpha() for c in word),
                before[:1].isupper(),
                after[:1].isupper(),
                before in ("@", "#"),
                before.lower() in PLACE_WORDS,
            ]
        )
    return np.array(rows, dtype=np.float32).reshape(len(words), 14)


@functools.cache
def weights(path: str = str(WEIGHTS)) -> dict[str, np.ndarray]:
    if not Path(path).is_file():
        raise ScrubberUnavailable(f"name classifier weights not found at {path!r} (make name-model)")
    with np.load(path) as saved:
        return {key: saved[key] for key in saved.files}


def first_pieces(word_ids: list[int | None]) -> dict[int, int]:
    """Each word's first word piece: the piece whose vector stands for the word."""
    first: dict[int, int] = {}
    for k, word in enumerate(word_ids):
        if word is not None and word not in first:
            first[word] = k
    return first


@functools.cache
def network(path: str) -> Any:
    """The fine-tuned network's onnxruntime session, one per process (onnxruntime lets threads share it)."""
    if not Path(path).is_file():
        raise ScrubberUnavailable(f"name network not found at {path!r} (make name-model)")
    import onnxruntime

    return onnxruntime.InferenceSession(path, minilm.session_options(1), providers=[minilm.CPU])


class NameWords:
    """Each scrubbing process owns one. Its network's session is the process's (`network`); the search
    embedder reads the bundled MiniLM, not this one."""

    def __init__(self, path: Path = WEIGHTS) -> None:
        self.path = path
        self.network_path = path.parent / "network.onnx"
        self._network: Any = None
        self._tokenizer: Any = None
        self.weights: dict[str, np.ndarray] | None = None

    def load(self) -> None:
        self.weights = weights(str(self.path))
        self._load_network()

    def _load_network(self) -> None:
        if self._network is None:
            self._network = network(str(self.network_path))
            self._tokenizer = minilm.tokenizer()

    def vectors(self, word_lists: list[list[str]]) -> list[np.ndarray]:
        """Each word's features (its first word piece's vector, then its shape); a word with no
        word piece (white space) gets NaN, and no chance of being a name."""
        self._load_network()
        out = [np.full((len(words), 384 + 14), np.nan, dtype=np.float32) for words in word_lists]
        # one window a call: on one thread a batch saves nothing and its padding costs CPU
        # (`python -m bench.perf.scrub_cost profile --batch 8`)
        for n, words in enumerate(word_lists):
            for s in range(0, max(len(words), 1), WINDOW):
                encoded = self._tokenizer.encode(words[s : s + WINDOW] or [""], is_pretokenized=True)
                hidden = minilm.hidden_states(self._network, encoded)
                for word, k in first_pieces(encoded.word_ids).items():
                    out[n][s + word, :384] = hidden[k]
        for n, words in enumerate(word_lists):
            out[n][:, 384:] = shape(words)
        return out

    def probabilities(self, word_lists: list[list[str]]) -> list[np.ndarray]:
        """Per word, the chances of (no name, a person's, a place's)."""
        return [self.read(v) for v in self.vectors(word_lists)]

    def read(self, vectors: np.ndarray) -> np.ndarray:
        if self.weights is None:
            self.load()
        w = self.weights
        blank = np.isnan(vectors[:, 0])
        z = np.nan_to_num((vectors - w["mean"]) / w["scale"]) @ w["W"].T + w["b"]
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        p[blank] = (1.0, 0.0, 0.0)
        return p
