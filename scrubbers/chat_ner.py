"""The chat-trained NER (people, places, street addresses) shipped in `ner_model/` and rebuilt by
`make ner-model` (scrubbers/training/). It reads the tokens spaCy already made for the message, so
the pipeline named by `spacy_model` (the general NER) and this one agree on word boundaries."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import spacy
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts
from spacy.attrs import ORTH, SPACY
from spacy.tokens import Doc

from hushmem.core.errors import ScrubberUnavailable
from hushmem.scrubbers import pipelines
from hushmem.scrubbers.names import NAME_PARTICLES, PLACE_PARTICLES, first_names, fold
from hushmem.scrubbers.patterns import street_word

BUNDLED = Path(__file__).resolve().parent / "ner_model"
LABELS = ("PERSON", "LOCATION", "STREET_ADDRESS")
NAME = "ChatNerRecognizer"
ANNOTATED = "chat_ner_doc"  # attribute of a text's NlpArtifacts holding this model's Doc (batch or analyze())
SCORE_GUESS = 0.6  # a "street" without a number, taken as a place: any other recognizer's type wins
SCORE = 0.9  # above the general NER (0.85): where they overlap, the chat-trained label wins
# A name is letters (of any script) with inner hyphens, apostrophes or dots; its edges are extended
# to the whole word so "Garmisch-Partenkirchen" is not half-replaced.
_WORD_CHAR = re.compile(r"[\w'’\-\u200c]")


@functools.cache
def load(path: str) -> spacy.language.Language:
    """The pipeline at `path` ("bundled" = ours), without a tokenizer of its own: it reads the tokens
    spaCy's pipeline made (`annotate`). A missing model is an error, never a download."""
    folder = BUNDLED if path == "bundled" else Path(path)
    if not (folder / "meta.json").is_file():
        raise ScrubberUnavailable(f"chat NER model not found at {str(folder)!r} (set ner_model, or none)")
    return pipelines.load_tokens_only(folder)


def widen(text: str, start: int, end: int) -> tuple[int, int]:
    """The span stretched to whole words: no letters of the value left glued to its edges."""
    while start > 0 and _WORD_CHAR.match(text[start - 1]) and text[start - 1] not in "'’":
        start -= 1
    while end < len(text) and _WORD_CHAR.match(text[end]) and not _possessive(text, end):
        end += 1
    return start, end


def _possessive(text: str, i: int) -> bool:
    return text[i] in "'’" and text[i + 1 : i + 2].lower() == "s" and not text[i + 2 : i + 3].isalnum()


class ChatNerRecognizer(EntityRecognizer):
    def __init__(
        self, entities: list[str], path: str = "bundled", common_words: frozenset[str] = frozenset()
    ) -> None:
        self.path = path
        self.common_words = common_words
        super().__init__(
            supported_entities=[e for e in LABELS if e in entities],
            name=NAME,
            supported_language="en",
        )

    def load(self) -> None:
        self.nlp = load(self.path)

    def _result(self, text, tokens, first, last, label, score, entities, cased) -> RecognizerResult | None:
        if label not in entities or not plausible(
            text[tokens[first].idx : tokens[last - 1].idx + len(tokens[last - 1])], label
        ):
            return None
        if not cased and last - first == 1 and tokens[first].text in self.common_words:
            return None  # lower-case chat: "called back" is not a name, whatever the model thinks
        # Offsets come from the tokens spaCy made of `text`, so they index it directly.
        start = tokens[first].idx
        end = tokens[last - 1].idx + len(tokens[last - 1])
        if label == "LOCATION" and last - first > 1 and fold(tokens[first].text) in first_names():
            label = "PERSON"  # "then Ines Duarte": a first name and more is a person
        if label != "STREET_ADDRESS":
            start, end = widen(text, start, end)
        metadata = {
            RecognizerResult.RECOGNIZER_NAME_KEY: self.name,
            RecognizerResult.RECOGNIZER_IDENTIFIER_KEY: self.id,
        }
        return RecognizerResult(label, start, end, score, recognition_metadata=metadata)

    def annotate(self, token_docs: list[Doc]) -> list[Doc]:
        """This model's entities for many texts at once, over the tokens spaCy made of each: one pass
        through each component for all of them (one batch through the network costs about half as
        much per text as one text at a time)."""
        docs = [self._rebuilt(tokens) for tokens in token_docs]
        if len(docs) == 1:
            return [self._annotated(docs[0])]
        for _, component in self.nlp.pipeline:
            docs = one_pass(component, docs)
        return docs

    def _rebuilt(self, tokens: Doc) -> Doc:
        # read as one array, not token by token: a Token object per word costs more than the Doc
        rows = tokens.to_array([ORTH, SPACY])
        strings = tokens.vocab.strings
        words = [strings[orth] for orth in rows[:, 0].tolist()]
        return Doc(self.nlp.vocab, words=words, spaces=rows[:, 1].astype(bool).tolist())

    def _annotated(self, doc: Doc) -> Doc:
        for _, component in self.nlp.pipeline:
            doc = component(doc)
        return doc

    def _quantity(self, tokens) -> bool:
        """A number and then one ordinary English word is an amount, not a street ("16 colors",
        "350 Fahrenheit", "8 Ohms"); a street puts a name or a street word beside its number."""
        if len(tokens) != 2 or not tokens[0].like_num or not tokens[1].is_alpha:
            return False
        word = tokens[1].lower_
        return word in self.common_words or word.removesuffix("s") in self.common_words

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        if nlp_artifacts is None or nlp_artifacts.tokens is None:
            return []
        tokens = nlp_artifacts.tokens
        doc = getattr(nlp_artifacts, ANNOTATED, None)  # set by the batch's annotate() call
        if doc is None:
            doc = self._annotated(self._rebuilt(tokens))
            setattr(nlp_artifacts, ANNOTATED, doc)  # the decision's candidates
        cased = any(ch.isupper() for ch in text)
        results = []
        for ent in doc.ents:
            label, score = ent.label_, SCORE
            if label == "STREET_ADDRESS" and self._quantity(tokens[ent.start : ent.end]):
                continue
            street = tokens[ent.start : ent.end]
            if label == "STREET_ADDRESS" and not street_shaped(street, self.common_words):
                # "Baker Street" is a place; "Build 2024 11 30" or a phone number is no street at all
                if any(t.like_num for t in tokens[ent.start : ent.end]):
                    continue
                label, score = "LOCATION", SCORE_GUESS
            pieces = [(ent.start, ent.end)]
            if cased and label != "STREET_ADDRESS":
                pieces = capitalised_runs(tokens, ent.start, ent.end)
            for first, last in pieces:
                if result := self._result(text, tokens, first, last, label, score, entities, cased):
                    results.append(result)
        return results


def one_pass(component, docs: list[Doc]) -> list[Doc]:
    """`docs` through a pipeline component as one batch. A trainable component's own pipe() does
    not: a parser (NER) sorts its batch by length and parses it in quarters of `batch_size`, at
    least 2 texts each (measured over 600 bench texts, CPU per text: 8 texts in one pass 0.93 ms,
    in pipe()'s passes of 2 1.23 ms). predict + set_annotations is what a trainable component's
    __call__ and pipe() run per batch; the entities are the same either way (a text's parse
    depends on its own tokens only)."""
    if hasattr(component, "predict") and hasattr(component, "set_annotations"):  # any TrainablePipe
        component.set_annotations(docs, component.predict(docs))
        return docs
    return list(component.pipe(docs, batch_size=len(docs)))


def capitalised_runs(tokens, first: int, last: int) -> list[tuple[int, int]]:
    """In text that uses capitals, a name neither begins, ends nor continues with a lower-case word
    other than a particle between two of its words ("Ethiopian food", "Laura Chen said Peter Novak",
    but "Frankfurt am Main"): the model learned lower-case names from lower-case chat, so its spans
    are cut there."""
    particles = NAME_PARTICLES | PLACE_PARTICLES
    runs, start = [], None
    for i in range(first, last + 1):
        lower = i == last or (tokens[i].text.islower() and tokens[i].lower_ not in particles)
        if lower and start is not None:
            end = i
            while end > start and tokens[end - 1].text.islower():
                end -= 1  # "Maria de": the particle belongs to no name here
            runs.append((start, end))
            start = None
        elif not lower and start is None and not tokens[i].text.islower():
            start = i
    return runs


def street_shaped(tokens, common_words: frozenset[str] = frozenset()) -> bool:
    """A house number (one or two short digit groups: "12", "205/205", "5a") beside a street word
    ("Main St") or a name word that is no ordinary English word ("Hauptgasse 5"): not "not 4 or 6",
    nor an acronym in cased text ("RFC 821"), nor a count of things ("600 views", "21 Miles are 33 km")."""
    numbered = [t for t in tokens if any(ch.isdigit() for ch in t.text)]
    short = all(sum(ch.isdigit() for ch in t.text) <= 8 and len(t.text) <= 9 for t in numbered)
    cased = len(tokens) > 0 and any(ch.islower() for ch in tokens[0].doc.text)
    words = [t for t in tokens if t.is_alpha and len(t) >= 2 and not t.is_stop and not (cased and t.is_upper)]
    # in cased text a street word is capitalised ("Park View 3", not "600 views")
    named = any(
        t.lower_ not in common_words or (street_word(t.text) and (t.is_title or not cased)) for t in words
    )
    return 1 <= len(numbered) <= 2 and short and named


def plausible(value: str, label: str) -> bool:
    """People and places are words: letters at both ends, no digits, no code punctuation ("agent1",
    "operator.add(x", "'len'")."""
    if label == "STREET_ADDRESS":
        return any(ch.isalpha() for ch in value)
    code = any(ch.isdigit() or ch in "()[]{}=<>_/@#$%`" for ch in value)
    return not code and value[:1].isalpha() and value[-1:].isalpha()
