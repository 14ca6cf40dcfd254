"""Labelled real text for the chat NER: the CoNLL files of the Broad Twitter Corpus and WNUT-17 read
back into messages (tokens joined, the spaces before punctuation undone) and tokenized the way the
scrubber tokenizes, with the corpora's labels mapped to ours."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from spacy.language import Language
from spacy.tokens import Doc, Span

FILES = {"train": ["btc.train.conll"], "dev": ["btc.dev.conll", "wnut17.dev.conll"]}
WHERE = (
    "Broad Twitter Corpus: github.com/GateNLP/broad_twitter_corpus (btc.train.conll = sections A, B, E, G "
    "and half of H; btc.dev.conll = its dev split); WNUT-17: github.com/leondz/emerging_entities_17 "
    "(wnut17.dev.conll = emerging.dev.conll). One token and its BIO tag per line, a blank line between "
    "sentences."
)
# The corpora's classes as ours. BTC's ORG stays a label the model learns (it tells companies and
# bands from people: figures in docs/ner-model.md) and the scrubber ignores; WNUT's other classes
# (corporation, product, creative-work, group) are left unlabelled, neither right nor wrong.
LABELS = {"PER": "PERSON", "person": "PERSON", "LOC": "LOCATION", "location": "LOCATION", "ORG": "ORG"}
NO_SPACE_BEFORE = set(".,!?;:%)]}…") | {"...", "..", "n't", "N'T"}
NO_SPACE_AFTER = set("([{$£#@")
CLITICS = {"s", "t", "ve", "ll", "re", "m", "d"}


@dataclass
class Sentence:
    text: str
    names: list[tuple[int, int, str]]  # character spans of labelled names, ours (PERSON, LOCATION, ORG)
    unlabelled: list[tuple[int, int]]  # other classes and handles: neither names nor clean text
    handles: list[tuple[int, int]]  # "@user" as written ("@" and the user are two B-PER tokens)


def read_conll(path: Path) -> Iterator[list[tuple[str, str]]]:
    sentence: list[tuple[str, str]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            if sentence:
                yield sentence
            sentence = []
            continue
        token, _, tag = line.rpartition("\t")
        sentence.append((token, tag or "O"))
    if sentence:
        yield sentence


def _glued(words: list[str], i: int) -> bool:
    """No space between words[i - 1] and words[i] in the message as written."""
    word, previous = words[i], words[i - 1]
    following = words[i + 1].lower() if i + 1 < len(words) else ""
    if word in NO_SPACE_BEFORE or (word[:1] in "'’" and word[1:].isalpha() and len(word) <= 3):
        return True  # "." "n't" "'s"
    if word in ("'", "’") and following in CLITICS:
        return True  # WNUT splits "should've" as "should ' ve" and "can't" as "ca n ' t"
    if previous in ("'", "’") and word.lower() in CLITICS and i >= 2 and words[i - 2][-1:].isalpha():
        return True
    if word.lower() == "n" and following in ("'", "’") and words[i + 2 : i + 3] == ["t"]:
        return True
    return previous in NO_SPACE_AFTER and word[:1].isalnum()


def detokenize(tokens: list[tuple[str, str]]) -> Sentence:
    """The message back from its tokens, with each tagged run as a character span."""
    text, starts, ends = "", [], []
    words = [token for token, _ in tokens]
    for i, token in enumerate(words):
        if i and not _glued(words, i):
            text += " "
        starts.append(len(text))
        text += token
        ends.append(len(text))
    names, unlabelled, handles = [], [], []
    i = 0
    while i < len(tokens):
        tag = tokens[i][1]
        if tag == "O":
            i += 1
            continue
        j = i + 1
        while j < len(tokens) and tokens[j][1] == "I-" + tag[2:]:
            j += 1
        if tokens[i][0] == "@" and j == i + 1 and j < len(tokens) and tokens[j][1] != "O":
            j += 1  # "@" B-PER, "user" B-PER: one handle
            handles.append((starts[i], ends[j - 1]))
        elif tag[2:] in LABELS:
            first = i + 1 if tokens[i][0] == "#" and j > i + 1 else i  # "#nottingham": the name, not the "#"
            names.append((starts[first], ends[j - 1], LABELS[tag[2:]]))
        else:
            unlabelled.append((starts[i], ends[j - 1]))
        i = j
    return Sentence(text, names, unlabelled, handles)


def sentences(folder: Path, split: str) -> Iterator[tuple[str, Sentence]]:
    """(file name, sentence) for every sentence of the split's files in `folder`."""
    for name in FILES[split]:
        for tokens in read_conll(folder / name):
            yield name, detokenize(tokens)


def missing(folder: Path) -> list[str]:
    return [name for names in FILES.values() for name in names if not (folder / name).is_file()]


def to_doc(
    nlp: Language, sentence: Sentence, labels: frozenset[str], unknown: frozenset[str] = frozenset()
) -> Doc:
    """The sentence tokenized as the scrubber tokenizes it, names labelled in `labels` as entities and
    every other token outside any (a handle is no name: a pattern finds it, the NER need not learn it).
    Names labelled in `unknown` and the spans in `unlabelled` are left missing: neither right nor
    wrong."""
    doc = nlp.make_doc(sentence.text)
    ents, missing_tokens = [], set()
    for start, end, label in sentence.names:
        span = doc.char_span(start, end, label=label, alignment_mode="expand")
        if label in labels:
            ents.append(span)
        elif label in unknown:
            missing_tokens.update(range(span.start, span.end))
    for start, end in sentence.unlabelled:
        span = doc.char_span(start, end, alignment_mode="expand")
        missing_tokens.update(range(span.start, span.end))
    ents = _without_overlaps(ents)
    inside = {i for ent in ents for i in range(ent.start, ent.end)}
    outside = [Span(doc, i, i + 1) for i in range(len(doc)) if i not in inside and i not in missing_tokens]
    doc.set_ents(ents, outside=outside, default="missing")
    return doc


def _without_overlaps(spans: list[Span]) -> list[Span]:
    kept: list[Span] = []
    for span in sorted(spans, key=lambda s: (s.start, -len(s))):
        if not kept or span.start >= kept[-1].end:
            kept.append(span)
    return kept
