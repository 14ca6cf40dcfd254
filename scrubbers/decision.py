"""Which candidate people and places become placeholders. Candidates are the person and place spans
of the NER recognizers and each run of words the name classifier (name_words.py) finds likely; a
logistic regression trained on real labelled posts (`make name-model`: scrubbers/training/names.py)
weighs each candidate's features, and those at or above the `pii_name_threshold` setting are kept."""

from __future__ import annotations

import functools
import itertools
import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from presidio_analyzer import RecognizerResult

from hushmem.core.errors import ScrubberUnavailable
from hushmem.scrubbers.names import (
    PERSON_CUES,
    PLACE_CUES,
    all_caps,
    first_names,
    fold,
    listed_town,
    mixed_case,
    ordinary,
)

MODEL = Path(__file__).resolve().parent / "name_model" / "decision.json"
DECIDED = {"PERSON", "LOCATION"}
# recognizers whose people and places are candidates; the others' (a labelled field, another
# script) are kept as they are
CANDIDATE_SOURCES = {"ChatNerRecognizer", "SpacyRecognizer", "NameAndPlaceRecognizer"}
RUN_FLOOR = 0.15  # a word at least this likely to be a name is in a run of name words
LIKELY = 0.5
NAME = "NameDecision"
_WORD = re.compile(r"[^\W\d_]+")
_SENTENCE_END = re.compile(r"[.!?\n]\s*$")


@dataclass
class Candidate:
    start: int
    end: int
    sources: set[str] = field(default_factory=set)
    types: list[tuple[float, str]] = field(default_factory=list)  # the recognizers' (score, entity type)
    tokens: list[int] = field(default_factory=list)  # indexes of the Doc's tokens inside
    edges: tuple[int, int] | None = None  # without the words at its edges that are no name words

    def replaced(self) -> tuple[int, int]:
        """What a kept candidate replaces: all of it but the words at its edges that the classifier
        does not take for name words ("Call Jane Doe" from the general NER is "Jane Doe")."""
        return self.edges or (self.start, self.end)


@dataclass(frozen=True)
class Model:
    features: tuple[str, ...]
    weights: np.ndarray
    bias: float

    def chance(self, found: dict[str, float]) -> float:
        z = float(np.dot(self.weights, [found[name] for name in self.features])) + self.bias
        return 1.0 / (1.0 + math.exp(-z))


@functools.cache
def model(path: str = str(MODEL)) -> Model:
    if not Path(path).is_file():
        raise ScrubberUnavailable(f"name decision model not found at {path!r} (make name-model)")
    saved = json.loads(Path(path).read_text())
    return Model(tuple(saved["features"]), np.array(saved["weights"]), saved["bias"])


def _source(r: RecognizerResult) -> str | None:
    return (r.recognition_metadata or {}).get(RecognizerResult.RECOGNIZER_NAME_KEY)


def decided(r: RecognizerResult) -> bool:
    return r.entity_type in DECIDED and _source(r) in CANDIDATE_SOURCES


def candidates(
    results: list[RecognizerResult], doc, chances: np.ndarray, common_words: frozenset[str] = frozenset()
) -> list[Candidate]:
    """The candidates' spans: the recognizers' people and places and each run of likely name words,
    overlapping ones joined. A word at an edge is trimmed when the classifier does not take it for a
    name word and it is an ordinary English word (`common_words`): "Call" goes, an unknown "Ines" stays."""
    spans: list[tuple[int, int, tuple[float, str] | None, str]] = [
        (r.start, r.end, (r.score, r.entity_type), _source(r)) for r in results if decided(r)
    ]
    levels = [_level(1.0 - p[0]) if _nameable(t.text) else None for t, p in zip(doc, chances, strict=True)]
    for level, run in itertools.groupby(range(len(doc)), key=levels.__getitem__):
        run = list(run)
        if level is not None:
            spans.append((doc[run[0]].idx, doc[run[-1]].idx + len(doc[run[-1]]), None, "words"))
    joined: list[Candidate] = []
    for start, end, kind, source in sorted(spans, key=lambda s: (s[0], -s[1])):
        if joined and start < joined[-1].end:
            last = joined[-1]
            last.end = max(last.end, end)
        else:
            last = Candidate(start, end)
            joined.append(last)
        last.sources.add(source)
        if kind:
            last.types.append(kind)
    for c in joined:
        c.tokens = [t.i for t in doc if t.idx < c.end and c.start < t.idx + len(t)]
        named = [
            i
            for i in c.tokens
            if 1.0 - chances[i][0] >= RUN_FLOOR
            or (common_words and _nameable(doc[i].text) and not ordinary(doc[i].text, common_words))
        ]
        if named:
            first, last_token = doc[named[0]], doc[named[-1]]
            c.edges = (max(c.start, first.idx), min(c.end, last_token.idx + len(last_token)))
    return joined


def _in_tag_or_link(text: str, c: Candidate) -> bool:
    start = max(text.rfind(" ", 0, c.start), text.rfind("\n", 0, c.start)) + 1
    end = min((i for i in (text.find(" ", c.end), text.find("\n", c.end)) if i >= 0), default=len(text))
    chunk = text[start:end]
    return "://" in chunk or chunk.lower().startswith("www.") or chunk[:1] in ("@", "#")


def _level(chance: float) -> int | None:
    """Likely (1) or possible (0) name word, or neither (None). A run holds words of one level: the
    possible "to" beside a likely "Maria" is a candidate of its own, not the edge of hers."""
    if chance >= LIKELY:
        return 1
    return 0 if chance >= RUN_FLOOR else None


def _nameable(word: str) -> bool:
    return any(ch.isalpha() for ch in word) and not word.startswith(("@", "#", "http"))


def features(
    text: str, c: Candidate, doc, chances: np.ndarray, common_words: frozenset[str]
) -> dict[str, float]:
    value = text[c.start : c.end]
    words = _WORD.findall(value)
    name = [1.0 - chances[i][0] for i in c.tokens] or [0.0]
    before = doc[c.tokens[0] - 1].lower_ if c.tokens and c.tokens[0] > 0 else ""
    found = {
        "name_max": max(name),
        "name_mean": sum(name) / len(name),
        "words_only": c.sources == {"words"},
        "from_rules": "NameAndPlaceRecognizer" in c.sources,
        "one_word": len(words) == 1,
        "three_words": len(words) >= 3,
        "title_case": bool(words) and all(w[:1].isupper() and not w[1:].isupper() for w in words),
        "upper_case": bool(words) and all(w.isupper() for w in words),
        "lower_case": bool(words) and all(w.islower() for w in words),
        "digit": any(ch.isdigit() for ch in value),
        "tag_or_link": "#" in value
        or "@" in value
        or "http" in value
        or text[c.start - 1 : c.start] in ("#", "@"),
        "sentence_start": c.start == 0 or bool(_SENTENCE_END.search(text[: c.start])),
        "text_mixed_case": mixed_case(text),
        "text_upper_case": all_caps(text),
        "ordinary_all": bool(words) and all(ordinary(w, common_words) for w in words),
        "ordinary_any": any(ordinary(w, common_words) for w in words),
        "first_name": any(fold(w) in first_names() for w in words),
        "town": any(listed_town(w) for w in words),
        "person_cue": before in PERSON_CUES,
        "place_cue": before in PLACE_CUES,
        "short_text": len(doc) <= 4,
        "short_word": len(words) == 1 and len(words[0]) <= 3,
    }
    return {k: float(v) for k, v in found.items()}


def kind(c: Candidate, chances: np.ndarray) -> str:
    """The type of the surest recognizer that found it; else the classifier's likelier one."""
    if c.types:
        return max(c.types)[1]
    person = sum(chances[i][1] for i in c.tokens)
    place = sum(chances[i][2] for i in c.tokens)
    return "PERSON" if person >= place else "LOCATION"


def decide(
    text: str,
    results: list[RecognizerResult],
    doc,
    chances: np.ndarray,
    common_words: frozenset[str],
    weighed: Model,
    threshold: float,
) -> list[RecognizerResult]:
    """`results` with the recognizers' people and places replaced by the candidates that pass. A
    candidate inside another finding (an e-mail address, a phone number), a link, an @handle or a
    #hashtag is none: handles and hashtags are account names and topics, kept as written."""
    kept = [r for r in results if not decided(r)]
    for c in candidates(results, doc, chances, common_words):
        if _in_tag_or_link(text, c) or any(r.start < c.end and c.start < r.end for r in kept):
            continue
        chance = weighed.chance(features(text, c, doc, chances, common_words))
        if chance >= threshold:
            metadata = {RecognizerResult.RECOGNIZER_NAME_KEY: NAME, "chance": round(chance, 3)}
            start, end = c.replaced()
            kept.append(RecognizerResult(kind(c, chances), start, end, chance, recognition_metadata=metadata))
    return kept
