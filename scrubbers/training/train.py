"""Trains the chat NER (PERSON, LOCATION, STREET_ADDRESS) on CPU with fixed seeds and saves it to
`scrubbers/ner_model/`: `python -m hushmem.scrubbers.training.train` (or `make ner-model`)."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

import spacy
from spacy.training import Example
from spacy.util import fix_random_seed, minibatch

from hushmem.scrubbers.training.data import examples

OUT = Path(__file__).resolve().parent.parent / "ner_model"
LABELS = ("PERSON", "LOCATION", "STREET_ADDRESS")


def to_examples(nlp, raw) -> list[Example]:
    """spaCy examples; one whose value does not fall on token boundaries is left out, not guessed."""
    out = []
    for text, spans in raw:
        doc = nlp.make_doc(text)
        ents = [doc.char_span(s, e, label=label) for s, e, label in spans]
        if any(ent is None for ent in ents):
            continue
        try:
            out.append(
                Example.from_dict(doc, {"entities": [(e.start_char, e.end_char, e.label_) for e in ents]})
            )
        except ValueError:  # overlapping values (a town inside a street name): leave the example out
            continue
    return out


def train(out: Path, seed: int, positives: int, negatives: int, prose: int, epochs: int) -> None:
    fix_random_seed(seed)
    nlp = spacy.blank("en")
    ner = nlp.add_pipe("ner")
    for label in LABELS:
        ner.add_label(label)
    data = to_examples(nlp, examples(seed, positives, negatives, prose))
    rng = random.Random(seed)
    rng.shuffle(data)
    held, data = data[:500], data[500:]
    optimizer = nlp.initialize(lambda: data[:2000])
    started = time.monotonic()
    for epoch in range(epochs):
        rng.shuffle(data)
        losses: dict[str, float] = {}
        for batch in minibatch(data, size=64):
            nlp.update(batch, drop=0.2, sgd=optimizer, losses=losses)
        scores = nlp.evaluate(held)
        print(f"epoch {epoch + 1}: loss {losses['ner']:.0f}, held-out F {scores['ents_f']:.3f}"
              f" ({time.monotonic() - started:.0f} s)", flush=True)  # fmt: skip
    nlp.meta.update(name="hushmem_chat_ner", version="0.1.0", description=__doc__.splitlines()[0])
    nlp.meta["hushmem_training"] = dict(
        seed=seed, positives=positives, negatives=negatives, prose=prose, epochs=epochs
    )
    nlp.to_disk(out)


def main(argv: list[str] | None = None) -> None:
    if os.environ.get("PYTHONHASHSEED") != "0":
        # Faker and set iteration order follow Python's string hashing: pin it, or the data differs
        # from run to run (measured: two runs, two different data sets)
        args = sys.argv[1:] if argv is None else argv
        os.execve(
            sys.executable,
            [sys.executable, "-m", __spec__.name, *args],
            {**os.environ, "PYTHONHASHSEED": "0"},
        )
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--positives", type=int, default=28000)
    parser.add_argument("--negatives", type=int, default=9000)
    parser.add_argument("--prose", type=int, default=6000)
    parser.add_argument("--epochs", type=int, default=11)
    args = parser.parse_args(argv)
    train(args.out, args.seed, args.positives, args.negatives, args.prose, args.epochs)


if __name__ == "__main__":
    main()
