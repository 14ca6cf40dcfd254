"""Real labelled dev text for the PII bench: the Broad Twitter Corpus dev split and the WNUT-17 dev split
(`../shared/data/ner`, CC BY 4.0; Derczynski et al. 2016 and 2017), read as messages, and the rules that
score what a scrubber stored of them.

A message is the sentence's tokens joined with spaces, the space before closing punctuation and
contractions undone and "@"/"#" glued to the word after them. A labelled person or place is left when
one of its words (3+ letters, not a street word: bench/pii_sets.GENERIC) occurs in the stored text, as a
whole word in any case, more often than it occurs in the message outside labelled people and places:
a name's word that is also an ordinary word elsewhere in the message ("Will", "will") is not held
against the scrubber. An @handle or a #hashtag is no name here, whatever its label: handles and
hashtags are scored apart (kept as written, or not). A message without any labelled entity is altered
when the stored text differs from it at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from bench.build_sets.pii_sets import GENERIC
from bench.lib.harness import wilson_bounds
from hushmem.scrubbers.training.corpus import read_conll

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "ner"
FILES = {"btc-dev": "btc.dev.conll", "wnut17-dev": "wnut17.dev.conll"}
CLASSES = {"PER": "person", "person": "person", "LOC": "location", "location": "location"}
WHERE = (
    "the corpora are not in the repository (CC BY 4.0, evaluation only): the Broad Twitter Corpus"
    " (github.com/GateNLP/broad_twitter_corpus) dev split as btc.dev.conll and the WNUT-17 dev split"
    " (github.com/leondz/emerging_entities_17) as wnut17.dev.conll, token<TAB>BIO tag per line"
)
_CLOSING = re.compile(r"^(?:[.,!?:;)\]}%…]+|'s|'m|'re|'ve|'ll|'d|n't|’s)$", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]+")


class CorpusMissing(Exception):
    """The real dev corpora are not where the bench looks for them."""


@dataclass
class Entity:
    cls: str  # person | location | other
    value: str
    start: int
    end: int


@dataclass
class Sentence:
    id: str
    text: str
    entities: list[Entity] = field(default_factory=list)  # every labelled span but handles and hashtags
    handles: list[str] = field(default_factory=list)  # "@name" as written
    hashtags: list[str] = field(default_factory=list)
    labelled: bool = False  # some token carries a label (handles and hashtags included)


def load(folder: Path) -> dict[str, list[Sentence]]:
    """{corpus: sentences} from the CoNLL files in `folder`; CorpusMissing names what is missing."""
    missing = [name for name in FILES.values() if not (folder / name).is_file()]
    if missing:
        raise CorpusMissing(f"{', '.join(missing)} not found in {folder}: {WHERE}")
    return {corpus: list(_read(folder / name, corpus)) for corpus, name in FILES.items()}


def _read(path: Path, corpus: str):
    for number, tokens in enumerate(read_conll(path), start=1):
        yield sentence(f"{corpus}-{number}", tokens)


def sentence(sid: str, tokens: list[tuple[str, str]]) -> Sentence:
    """A Sentence from (token, BIO tag) pairs: the message, its entities' character spans, handles."""
    text, spans = "", []
    for i, (token, _) in enumerate(tokens):
        glued = i > 0 and (_CLOSING.match(token) or tokens[i - 1][0] in ("@", "#"))
        if text and not glued:
            text += " "
        spans.append((len(text), len(text) + len(token)))
        text += token
    out = Sentence(sid, text, labelled=any(tag != "O" for _, tag in tokens))
    marked = set()  # token indexes inside a handle or a hashtag
    for i, (token, _) in enumerate(tokens):
        if token in ("@", "#") and i + 1 < len(tokens):
            marked |= {i, i + 1}
            (out.handles if token == "@" else out.hashtags).append(text[spans[i][0] : spans[i + 1][1]])
        elif token[:1] in ("@", "#") and len(token) > 1:
            marked.add(i)
            (out.handles if token[0] == "@" else out.hashtags).append(token)
    for first, last, label in _entity_runs([tag for _, tag in tokens]):
        if marked & set(range(first, last + 1)):
            continue
        start, end = spans[first][0], spans[last][1]
        out.entities.append(Entity(CLASSES.get(label, "other"), text[start:end], start, end))
    return out


def _entity_runs(tags: list[str]):
    """(first token, last token, label) of each BIO entity."""
    start, label = None, None
    for i, tag in enumerate([*tags, "O"]):
        if start is not None and not tag.startswith("I-") or (tag.startswith("I-") and tag[2:] != label):
            if start is not None:
                yield start, i - 1, label
            start, label = None, None
        if tag.startswith("B-") or (tag.startswith("I-") and start is None):
            start, label = i, tag[2:]


# ------------------------------------------------------------------ scoring


def words_of(value: str) -> list[str]:
    """A name's words that count: 3+ letters, not a street word, casefolded."""
    out = []
    for word in _WORD.findall(value):
        low = word.casefold()
        if len(low) >= 3 and low not in GENERIC and low not in out:
            out.append(low)
    return out


def occurrences(text: str, word: str) -> int:
    return len(re.findall(rf"(?<!\w){re.escape(word)}(?!\w)", text.casefold()))


def left(s: Sentence, entity: Entity, stored: str) -> bool:
    """Whether a labelled name survives in `stored` (see the module's docstring)."""
    outside = s.text
    for other in sorted(
        (e for e in s.entities if e.cls != "other"), key=lambda e: e.start, reverse=True
    ):  # blank out every labelled person and place: what is left is the message's other words
        outside = outside[: other.start] + " " * (other.end - other.start) + outside[other.end :]
    return any(occurrences(stored, w) > occurrences(outside, w) for w in words_of(entity.value))


def scored(s: Sentence) -> list[Entity]:
    """The people and places of `s` that can be scored (a word of 3+ letters)."""
    return [e for e in s.entities if e.cls != "other" and words_of(e.value)]


def proportion(bad: int, n: int) -> dict:
    low, high = wilson_bounds(bad, n)
    return {"n": n, "bad": bad, "pct": round(100 * bad / n, 1) if n else 0.0, "low95": low, "upper95": high}


def score(corpora: dict[str, list[Sentence]], stored: dict[str, str]) -> dict:
    """Names and places left per corpus and class, entity-free messages altered, handles and hashtags
    kept; `stored` maps a sentence's id to what was stored of it."""
    cells: dict[tuple[str, str], list[int]] = {}
    misses, altered = [], []
    clean = [0, 0]
    tags = {"handles": [0, 0], "hashtags": [0, 0]}
    for corpus, sentences in corpora.items():
        for s in sentences:
            text = stored[s.id]
            for e in scored(s):
                bad = left(s, e, text)
                for key in ((corpus, e.cls), (corpus, "all"), ("all", e.cls), ("all", "all")):
                    cell = cells.setdefault(key, [0, 0])
                    cell[0] += 1
                    cell[1] += bad
                if bad:
                    misses.append({"id": s.id, "class": e.cls, "value": e.value, "stored": text})
            if not s.labelled:
                clean[0] += 1
                if text != s.text:
                    clean[1] += 1
                    altered.append({"id": s.id, "text": s.text, "stored": text})
            for kind in tags:
                for tag in getattr(s, kind):
                    tags[kind][0] += 1
                    tags[kind][1] += tag.casefold() in text.casefold()
    return {
        "names_places": {f"{c}/{k}": proportion(v[1], v[0]) for (c, k), v in sorted(cells.items())},
        "clean_altered": proportion(clean[1], clean[0]),
        "kept": {kind: proportion(v[1], v[0]) for kind, v in tags.items()},
        "misses": misses,
        "altered": altered,
    }
