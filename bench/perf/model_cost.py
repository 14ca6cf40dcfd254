"""What the neural passes cost, and what other shapes of them would: CPU ms per message of each
`spacy_model` component and of the chat NER as shipped, and of chat NERs of other widths and depths,
randomly initialised (a cost figure needs no training; their output means nothing).

    python -m bench.perf.model_cost [--messages 300] [--batch 8] [--repeats 3]

All on the same bench messages (~200 characters, the development set's), in batches as the daemon
makes them; CPU time (time.process_time), best of `repeats`, so other processes barely move it.
"""

from __future__ import annotations

import argparse
import sys
import time

import spacy
from spacy.tokens import Doc

from bench.lib.harness import print_pairs
from bench.perf.save_latency import sample_texts
from hushmem.scrubbers import chat_ner
from hushmem.scrubbers.presidio import load_spacy

SHAPES = [(96, 4), (64, 4), (96, 2), (64, 2)]  # (width, depth) of the chat NER's tok2vec


def _cpu_ms(run, docs: list[Doc], batch: int, repeats: int) -> float:
    """Best-of-`repeats` CPU ms per doc of `run(chunk)` over `docs` in chunks of `batch`."""
    best = float("inf")
    for _ in range(repeats):
        started = time.process_time()
        for start in range(0, len(docs), batch):
            run(docs[start : start + batch])
        best = min(best, time.process_time() - started)
    return round(best / len(docs) * 1000, 3)


def _piped(nlp, batch: int):
    """The chat NER as the scrubber runs it: the tokens rebuilt into a Doc of its vocab, then piped."""
    ner = nlp.get_pipe("ner")
    return lambda chunk: list(ner.pipe([_copy(d, nlp.vocab) for d in chunk], batch_size=batch))


def _copy(doc: Doc, vocab=None) -> Doc:
    words, spaces = [t.text for t in doc], [bool(t.whitespace_) for t in doc]
    return Doc(doc.vocab if vocab is None else vocab, words=words, spaces=spaces)  # an empty Vocab is falsy


def _shaped_chat_ner(width: int, depth: int) -> spacy.language.Language:
    """The shipped chat NER's config with another tok2vec width and depth, randomly initialised."""
    shipped = chat_ner.load("bundled")
    config = shipped.config.copy()
    tok2vec = config["components"]["ner"]["model"]["tok2vec"]
    if "encode" in tok2vec:  # spacy.Tok2Vec.v2 (en_core_web_sm's, which the chat NER starts from)
        tok2vec["embed"]["width"] = tok2vec["encode"]["width"] = width
        tok2vec["encode"]["depth"] = depth
    else:  # spacy.HashEmbedCNN
        tok2vec["width"], tok2vec["depth"] = width, depth
    nlp = spacy.blank("en")
    nlp.add_pipe("ner", config={"model": config["components"]["ner"]["model"]})
    ner = nlp.get_pipe("ner")
    for label in shipped.get_pipe("ner").labels:
        ner.add_label(label)
    nlp.initialize()
    return nlp


def measure(messages: int = 300, batch: int = 8, repeats: int = 3) -> dict:
    texts = sample_texts(messages)
    general = load_spacy("en_core_web_sm")
    docs = [general.make_doc(text) for text in texts]
    report: dict = {"messages": messages, "batch": batch}
    report["tokenizer"] = round(_time_tokenizer(general, texts), 3)
    for name, component in general.pipeline:
        if name in general.disabled:
            continue
        # a listener (the tagger) needs its tok2vec's output: run the pipeline up to it, time it alone
        before = [
            n for n, _ in general.pipeline[: general.pipe_names.index(name)] if n not in general.disabled
        ]
        prepared = [_through(general, before, d) for d in docs]
        report[f"spacy_model {name}"] = _cpu_ms(
            lambda chunk, c=component: list(c.pipe(chunk, batch_size=batch)), prepared, batch, repeats
        )
    shipped = chat_ner.load("bundled")
    tok2vec = shipped.config["components"]["ner"]["model"]["tok2vec"]
    tok2vec = tok2vec.get("encode", tok2vec)
    report[f"chat NER as shipped (width {tok2vec['width']}, depth {tok2vec['depth']})"] = _cpu_ms(
        _piped(shipped, batch), docs, batch, repeats
    )
    for width, depth in SHAPES:
        nlp = _shaped_chat_ner(width, depth)
        report[f"chat NER width {width} depth {depth} (random weights)"] = _cpu_ms(
            _piped(nlp, batch), docs, batch, repeats
        )
    report["(rebuilding a Doc, included in each chat NER figure)"] = _cpu_ms(
        lambda chunk: [_copy(d) for d in chunk], docs, batch, repeats
    )
    return report


def _through(nlp, names: list[str], doc: Doc) -> Doc:
    doc = _copy(doc)
    for name in names:
        doc = nlp.get_pipe(name)(doc)
    return doc


def _time_tokenizer(nlp, texts: list[str]) -> float:
    started = time.process_time()
    for text in texts:
        nlp.make_doc(text)
    return (time.process_time() - started) / len(texts) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--messages", type=int, default=300)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    print_pairs(measure(args.messages, args.batch, args.repeats))
    return 0


if __name__ == "__main__":
    sys.exit(main())
