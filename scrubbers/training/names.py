"""Rebuilds the name network and its word classifier (`name_model/network.onnx`, `words.npz`:
scrubbers/name_words.py, fine-tuned by network.py) and the decision over candidates
(`name_model/decision.json`, scrubbers/decision.py) from the Broad Twitter Corpus train split and, as
the chat NER does, synthetic structure the real posts lack (forms, signatures, address blocks:
structure.py) and technical prose with nothing labelled:
`python -m hushmem.scrubbers.training.names --corpus ../shared/data/ner` (`make name-model`).
The network learns from four posts in five; the decision, a logistic regression fitted with thinc,
from the fifth, so it never weighs a chance the network had already seen the answer to.
The dev splits are not read: the bench scores them (bench.quality.pii_leak --set real-dev)."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import spacy
from thinc.api import Adam, Softmax, fix_random_seed

from hushmem.core import minilm
from hushmem.scrubbers import decision, name_words
from hushmem.scrubbers.training import corpus, network, structure

HELD_OUT_EVERY = 5  # every fifth post is the decision's, unseen by the network
SKIP = -1  # a word or candidate neither right nor wrong (an organisation's, a handle's)


def fit(
    x: np.ndarray, y: np.ndarray, classes: int, epochs: int, seed: int = 0
) -> tuple[np.ndarray, np.ndarray]:
    """A softmax regression (thinc's Softmax and Adam) of labels `y` on features `x`; (W, b)."""
    fix_random_seed(seed)
    truth = np.eye(classes, dtype=np.float32)[y]
    layer = Softmax(nO=classes, nI=x.shape[1])
    layer.initialize(X=x[:8], Y=truth[:8])
    optimizer = Adam(0.002, L2=1e-4)
    order = np.random.default_rng(seed)
    for _ in range(epochs):
        for batch in np.array_split(order.permutation(len(x)), max(1, len(x) // 256)):
            guessed, backprop = layer.begin_update(x[batch])
            backprop((guessed - truth[batch]) / len(batch))
            layer.finish_update(optimizer)
    return layer.get_param("W").copy(), layer.get_param("b").copy()


def word_labels(sentence: corpus.Sentence, doc) -> list[int]:
    """0 no name, 1 a person's, 2 a place's; SKIP inside an organisation, another class or a handle."""
    labels = []
    for token in doc:
        start, end = token.idx, token.idx + len(token)
        label = 0
        for a, b, kind in sentence.names:
            if a < end and start < b:
                label = {"PERSON": 1, "LOCATION": 2}.get(kind, label)
        if label == 0 and any(a < end and start < b for a, b in sentence.unlabelled + sentence.handles):
            label = SKIP
        labels.append(label)
    return labels


def candidate_label(sentence: corpus.Sentence, c: decision.Candidate) -> int:
    if any(a < c.end and c.start < b and kind in ("PERSON", "LOCATION") for a, b, kind in sentence.names):
        return 1
    others = [(a, b) for a, b, _ in sentence.names] + sentence.unlabelled + sentence.handles
    return SKIP if any(a < c.end and c.start < b for a, b in others) else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--corpus", type=Path, default=Path("../shared/data/ner"))
    parser.add_argument("--out", type=Path, default=name_words.WEIGHTS.parent)
    parser.add_argument("--synthetic", type=int, default=1000, help="synthetic structure examples")
    parser.add_argument("--prose", type=int, default=1000, help="technical prose lines, nothing labelled")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--epochs", type=int, default=1, help="passes of the network over the posts")
    args = parser.parse_args(argv)
    if missing := corpus.missing(args.corpus):
        print(f"Error: {', '.join(missing)} not found in {args.corpus}: {corpus.WHERE}", file=sys.stderr)
        return 2
    started = time.monotonic()
    sentences = [s for _, s in corpus.sentences(args.corpus, "train")]
    sentences += synthetic(args.seed, args.synthetic, args.prose)
    scrubber, folder = _scrubber()
    texts = [s.text for s in sentences]
    docs = scrubber.docs(texts)
    artifacts = scrubber.artifacts_of(texts, docs)
    recognized = [scrubber.recognized(t, a) for t, a in zip(texts, artifacts, strict=True)]
    words = [[t.text for t in doc] for doc in docs]
    labels = [word_labels(s, d) for s, d in zip(sentences, docs, strict=True)]
    held = np.arange(len(texts)) % HELD_OUT_EVERY == 0
    tokenizer = minilm.tokenizer()
    windows = [
        _window(tokenizer, words[i][s : s + name_words.WINDOW], labels[i][s : s + name_words.WINDOW])
        for i in np.flatnonzero(~held)
        for s in range(0, len(words[i]), name_words.WINDOW)
    ]
    print(f"{len(texts)} posts read; fine-tuning on {len(windows)} windows", flush=True)
    network.finetune(windows, args.out, epochs=args.epochs, seed=args.seed, skip=SKIP)
    print(f"network written ({time.monotonic() - started:.0f} s)", flush=True)
    reader = name_words.NameWords(args.out / "words.npz")
    reader.load()
    chances: list[np.ndarray | None] = [None] * len(texts)
    for i in np.flatnonzero(held):
        (chances[i],) = reader.probabilities([words[i]])

    rows, ys, owners = [], [], []
    for i, (s, doc) in enumerate(zip(sentences, docs, strict=True)):
        if not held[i]:
            continue
        for c in decision.candidates(recognized[i], doc, chances[i]):
            label = candidate_label(s, c)
            if label != SKIP:
                rows.append(decision.features(s.text, c, doc, chances[i], scrubber.common_words))
                ys.append(label)
                owners.append(i)
    names = list(rows[0])
    x = np.array([[r[n] for n in names] for r in rows], dtype=np.float32)
    y = np.array(ys)
    W, b = fit(x, y, 2, epochs=40)
    weights, bias = W[1] - W[0], float(b[1] - b[0])
    chance = 1 / (1 + np.exp(-(x @ weights + bias)))
    clean = {
        i for i, s in enumerate(sentences) if held[i] and not s.names and not s.unlabelled and not s.handles
    }
    _print_curve(chance, y, np.array(owners), clean)
    saved = {"features": names, "weights": [round(float(w), 5) for w in weights], "bias": round(bias, 5)}
    (args.out / "decision.json").write_text(json.dumps(saved, indent=1) + "\n")
    scrubber.close()
    folder.cleanup()
    print(f"written to {args.out} ({time.monotonic() - started:.0f} s)")
    return 0


def _print_curve(chance: np.ndarray, y: np.ndarray, owners: np.ndarray, clean: set[int]) -> None:
    """Name candidates kept and entity-free posts altered at each threshold (pii_name_threshold), on
    the held-out fifth of the train split: in-sample for the decision's weights, unseen by the network.
    The bench measures the same on the dev splits (bench.quality.pii_leak --set real-dev --ablate)."""
    for step in range(2, 19):
        t = step / 20
        kept = chance >= t
        altered = len({o for o, k in zip(owners, kept, strict=True) if k and o in clean}) / max(len(clean), 1)
        found = (kept & (y == 1)).sum() / max((y == 1).sum(), 1)
        print(
            f"  threshold {t:.2f}: name candidates kept {found:.1%}, entity-free posts altered {altered:.1%}"
        )


def synthetic(seed: int, count: int, prose: int) -> list[corpus.Sentence]:
    """Structure examples as sentences (a street address neither right nor wrong: patterns find it),
    then prose lines with no name."""
    out = []
    for doc in structure.docs(spacy.blank("en"), seed, count):
        names = [(e.start_char, e.end_char, e.label_) for e in doc.ents if e.label_ != "STREET_ADDRESS"]
        streets = [(e.start_char, e.end_char) for e in doc.ents if e.label_ == "STREET_ADDRESS"]
        out.append(corpus.Sentence(doc.text, names, streets, []))
    out += [corpus.Sentence(d.text, [], [], []) for d in structure.prose_docs(spacy.blank("en"), prose)]
    return out


def _window(tokenizer, words: list[str], labels: list[int]):
    """One window's word pieces, each piece's word, the words' shapes and labels."""
    encoded = tokenizer.encode(words or [""], is_pretokenized=True)
    return encoded.ids, encoded.word_ids, name_words.shape(words), labels


def _scrubber():
    """The `pii` scrubber as the daemon builds it by default, but without the decision this trains, in
    a scratch data folder."""
    from hushmem.core.config import load
    from hushmem.scrubbers.presidio import PiiScrubber

    folder = tempfile.TemporaryDirectory()
    scrubber = PiiScrubber.from_config(load({"data_dir": folder.name}, environ={}), disabled={"decision"})
    scrubber.load()
    return scrubber, folder


if __name__ == "__main__":
    sys.exit(main())
