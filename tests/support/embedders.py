"""A scripted embedder for tests, loaded through `embedder = "tests.support.embedders:words"`: each
word (lower-cased, a trailing "s" dropped) is one hashed dimension, so texts sharing words are near and
a test can predict the order. Keeps each call's texts, and notes the niceness of the thread each
text was embedded on (Linux). `gated` holds any text starting "gated" until the test opens its gate."""

from __future__ import annotations

import os
import re
import sys
import threading
import zlib

import numpy as np

from hushmem.models.embedder import Embedder, unit

DIMENSIONS = 256


class WordsEmbedder(Embedder):
    name = "test-words"

    def __init__(self) -> None:
        self.texts_embedded = 0
        self.calls: list[list[str]] = []
        self.niceness: dict[str, int] = {}  # text -> niceness of the thread that embedded it

    def embed(self, texts: list[str]) -> np.ndarray:
        self.calls.append(list(texts))
        out = np.zeros((len(texts), DIMENSIONS), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in re.findall(r"\w+", text.lower()):
                out[row, zlib.crc32(word.removesuffix("s").encode()) % DIMENSIONS] += 1.0
            out[row, 0] += 1e-3  # no zero vector
        self.texts_embedded += len(texts)
        if sys.platform.startswith("linux"):
            nice = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
            self.niceness.update(dict.fromkeys(texts, nice))
        return unit(out)


def words(config) -> WordsEmbedder:
    return WordsEmbedder()


class GatedEmbedder(WordsEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()
        self.held = threading.Event()  # set while a call waits at the gate

    def embed(self, texts: list[str]) -> np.ndarray:
        if any(text.startswith("gated") for text in texts) and not self.gate.is_set():
            self.held.set()
            self.gate.wait(30)
        return super().embed(texts)


def gated(config) -> GatedEmbedder:
    return GatedEmbedder()
