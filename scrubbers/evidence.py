"""Which findings of people and places count: the rules that weigh one recognizer's word against
another's (an ordinary word or an acronym needs a second opinion; a product alone is no name), and
the clean-ups of text without capitals to go by (function words at a name's edges, a surname after a
first name in lower-case chat). Each family stays only while the ablation on real text shows that it
pays (components.py, docs/privacy-measured.md)."""

from __future__ import annotations

import re

from presidio_analyzer import RecognizerResult
from spacy.lang.en.stop_words import STOP_WORDS

from hushmem.scrubbers import chat_ner, fields, lookalikes
from hushmem.scrubbers.names import (
    EVIDENCE,
    LONG,
    PERSON_CUES,
    PLACE_CUES,
    first_names,
    fold,
    listed_town,
    major_place,
    mixed_case,
    ordinary,
    strong_place_cue_before,
)

PEOPLE_AND_PLACES = {"PERSON", "GPE", "LOC", "FAC"}  # the general NER's labels; not ORG


def corroborated(
    results: list[RecognizerResult],
    text: str,
    common_words: frozenset[str] = frozenset(),
    general: list[tuple[int, int, str]] | None = (),
    town_words: frozenset[str] = frozenset(),
    chat: list[tuple[int, int, str]] = (),
    off: frozenset[str] = frozenset(),
) -> list[RecognizerResult]:
    """Weak evidence of a person or place counts only where another recognizer finds something at the
    same place. Weak: an ordinary English word opening a sentence ("Long and short ..."), an acronym
    or inner capitals in running text ("RAM", "GitLab"). A known product, tool or brand on its own
    ("Kindle", "Dropbox", lookalikes.py) is no person or place unless both the chat NER and the
    general NER call it one ("Surname: Dyson"), or it is a known first name the chat NER finds ("Tell
    Hugo"; not "runs Fedora").
    `general`: the general NER's own name-ish spans and labels (Presidio keeps only one of two
    same-typed findings, so its finding may be missing from `results`: "lives in Frankfurt", where
    the chat NER's word is also an English word); None when it did not run: then a chat NER finding
    is its own second opinion where the gazetteers know the word as a name of its kind or a person's
    cue stands before it ("Georgia said ...", "moving to Frankfurt", "Remind Bill"), and a product is
    a name only after a title, under a field label or alone under a question ("Ms Dyson"). `chat`:
    the chat NER's own spans, read then for the same reason as `general`. `off`: rule families not
    applied (components.py: a diagnostic for the bench's ablation)."""
    cased = mixed_case(text)

    def overlapping(r: RecognizerResult) -> list[RecognizerResult]:
        return [o for o in results if o is not r and o.start < r.end and r.start < o.end]

    def general_says(r: RecognizerResult, labels: set[str] = PEOPLE_AND_PLACES) -> bool:
        """The general NER has a span with one of `labels` overlapping `r`; without it, the chat NER
        found `r` where a name of its kind is expected (chat_vouches)."""
        if general is None:
            return chat_vouches(r)
        return any(s < r.end and r.start < e and label in labels for s, e, label in general)

    def chat_vouches(r: RecognizerResult, strict: bool = False) -> bool:
        """The chat NER found `r` under a field label, alone under a question, or where the gazetteers
        know it as a name of its kind or a person's cue stands before it; `strict` (a product's name):
        only under a label, under a question or after a title."""
        value = text[r.start : r.end]
        same_kind = [o for o in [r, *overlapping(r)] if o.entity_type == r.entity_type]
        labels = {r.entity_type} | ({"STREET_ADDRESS"} if r.entity_type == "LOCATION" else set())
        found = any(s < r.end and r.start < e and label in labels for s, e, label in chat)
        if not found and not any(source(o) == chat_ner.NAME for o in same_kind):
            return False
        if cased and not value[:1].isupper():
            return False
        labelled = any((o.recognition_metadata or {}).get(EVIDENCE) == fields.FIELD for o in same_kind)
        if labelled or _answer_alone(text, r):  # "City: Ypres", "Your last name?\nNielsen"
            return True
        if strict:
            return previous_word(text, r.start) in _TITLES
        words = value.split()
        if r.entity_type == "PERSON":  # "Remind Bill", "Georgia said"
            return cued(r) or (bool(words) and fold(words[0]) in first_names())
        # a strong place cue ("moving to Frankfurt"), but not "to" alone ("from Safari to Brave")
        return listed_town(value) or major_place(value) or strong_place_cue_before(text, r.start)

    def weak(r: RecognizerResult):
        """The families of weak evidence (components.py: weak-*) `r` shows, as far as read."""
        meta = r.recognition_metadata or {}
        value = text[r.start : r.end]
        words = value.split()
        # a town WordNet lists only as a noun, written with a capital ("Stavanger", "PLOVDIV"), but
        # not a thing named after one ("our Labrador", "a bottle of Bordeaux")
        proper = (
            r.entity_type == "LOCATION"
            and value[:1].isupper()
            and fold(value) in town_words
            and previous_word(text, r.start) not in _NAMING_A_THING
        )

        def plain(word: str) -> bool:
            return not proper and ordinary(word, common_words)

        if len(words) == 1 and meta.get(EVIDENCE) != fields.FIELD:
            if plain(value) and cased and _sentence_start(text, r.start) and _LOWER_AFTER.match(text, r.end):
                yield "weak-sentence-start"  # no capital to go by: "Long and short ..."
        if meta.get(EVIDENCE) == fields.FIELD:
            return  # a field's label vouches for a value that is no ordinary word ("City: NYC")
        if cased and " " not in value and (value.isupper() or product_shaped(value)):
            # an acronym or a product in running text ("RAM", "NaN", "GitLab"), but not a town the
            # chat NER finds written in capitals ("out past KLAKSVÍK")
            if not (shouted_place(value) and source(r) == chat_ner.NAME):
                yield "weak-acronym"

    def cued(r: RecognizerResult) -> bool:
        cues = PLACE_CUES if r.entity_type == "LOCATION" else PERSON_CUES
        return previous_word(text, r.start) in cues

    def product(r: RecognizerResult) -> bool:
        value = text[r.start : r.end]
        if " " in value.strip() or value.casefold() not in lookalikes.products():
            return False
        sources = {source(o) for o in overlapping(r)} | {source(r)}
        if fold(value) in first_names():  # "Tell Hugo", "ask Ruby": the chat NER reads a person there
            return chat_ner.NAME not in sources
        if general is None:
            return not chat_vouches(r, strict=True)
        return not (chat_ner.NAME in sources and (_GENERAL in sources or general_says(r)))

    def named(r: RecognizerResult) -> bool:
        """An English word by shape and case ("Sydney", "Frankfurt") that the general NER calls a person
        or place too; not an acronym or a product's inner capitals ("NaN"), not a cue alone."""
        value, meta = text[r.start : r.end], r.recognition_metadata or {}
        if value.casefold() in STOP_WORDS:  # "See also ...": a function word alone is nobody
            return False
        if meta.get(EVIDENCE) == "cue" or any(
            product_shaped(w) or (cased and w.isupper()) for w in value.split()
        ):
            return False
        return source(r) != _GENERAL and general_says(r)

    def source(r: RecognizerResult):
        return (r.recognition_metadata or {}).get(RecognizerResult.RECOGNIZER_NAME_KEY)

    kept = []
    for r in results:
        if r.entity_type in ("PERSON", "LOCATION"):
            if "lookalikes" not in off and product(r):
                continue
            alone = not any(source(o) != source(r) for o in overlapping(r))
            if alone and any(family not in off for family in weak(r)) and not named(r):
                continue
        kept.append(r)
    return kept


def _answer_alone(text: str, r: RecognizerResult) -> bool:
    """The finding is all of its message (a bare answer to the message before), or all of its line
    under a line that asks a question ("Your last name?\nX")."""
    if not text[: r.start].strip() and not text[r.end :].strip(" .!\n"):
        return True
    line_start = text.rfind("\n", 0, r.start) + 1
    line_end = len(text) if (nl := text.find("\n", r.end)) < 0 else nl
    if text[line_start : r.start].strip() or text[r.end : line_end].strip(" .!"):
        return False
    return text[:line_start].rstrip().endswith("?")


def product_shaped(word: str) -> bool:
    """Inner capitals ("ValueError", "GitLab", "iPhone"): names of things, rarely of people."""
    return any(ch.isupper() for ch in word[1:]) and any(ch.islower() for ch in word) and "-" not in word


def shouted_place(word: str) -> bool:
    """A word of five or more capitals that the gazetteer knows as a town or country ("KLAKSVÍK")."""
    return word.isupper() and len(word) >= LONG and listed_town(word)


_GENERAL = "SpacyRecognizer"  # Presidio's, over spacy_model's NER
_TITLES = {"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "madam", "dame", "lady", "lord"}
_LOWER_AFTER = re.compile(r"[ \t]+[a-z]")
_NAMING_A_THING = {"the", "a", "an", "this", "that", "these", "those", "some", "any", "no", "my", "our",
                   "your", "his", "her", "their", "its", "every", "each", "more", "another",
                   "of"}  # fmt: skip
_SENTENCE_END = re.compile(r"(?:^|[.!?:;\n])[\s\"'“‘(*-]*$")


def _sentence_start(text: str, start: int) -> bool:
    """Nothing but punctuation and space between `start` and the text's or a sentence's start."""
    return _SENTENCE_END.search(text, 0, start) is not None


_PREVIOUS_WORD = re.compile(r"([^\W\d_]+)\.?[ \t]+$")


def previous_word(text: str, start: int) -> str:
    """The word right before `start` on its line, casefolded ("" if none); looks back 64 characters
    at most, so it costs the same in a long text."""
    previous = _PREVIOUS_WORD.search(text, max(0, start - 64), start)
    return previous.group(1).casefold() if previous is not None else ""


_NEXT_WORD = re.compile(r" ([^\W\d_][\w'’-]+)")
_FIRST_WORD = re.compile(r"([^\W\d_]+)\s+")
_LAST_WORD = re.compile(r"\s+([^\W\d_]+)$")


def without_function_words(r: RecognizerResult, text: str) -> RecognizerResult | None:
    """In text without capitals to go by (all lower case, ALL CAPS), a person or place neither begins
    nor ends with a function word ("OFF TO THE TOWN OF RAUMA NOW" -> "TOWN OF RAUMA"); None when
    nothing else is left."""
    if r.entity_type not in ("PERSON", "LOCATION"):
        return r
    start, end = r.start, r.end
    while (edge := _FIRST_WORD.match(text, start, end)) and edge.group(1).casefold() in STOP_WORDS:
        start = edge.end()
    while (edge := _LAST_WORD.search(text, start, end)) and edge.group(1).casefold() in STOP_WORDS:
        end = edge.start()
    if text[start:end].casefold() in STOP_WORDS:
        return None
    if (start, end) == (r.start, r.end):
        return r
    return RecognizerResult(r.entity_type, start, end, r.score, recognition_metadata=r.recognition_metadata)


def surname_after(r: RecognizerResult, text: str, common_words: frozenset[str]) -> RecognizerResult:
    """In all-lower-case or ALL-CAPS chat a person found by first name takes the next word too when
    it is no ordinary word ("tell ingrid halvorsen the ...", "ANIKA TANGEN FROM ..."): without
    capitals to go by, the models often stop after the first."""
    if r.entity_type != "PERSON" or " " in text[r.start : r.end]:
        return r
    following = _NEXT_WORD.match(text, r.end)
    if following is None or ordinary(following.group(1), common_words):
        return r
    return RecognizerResult(
        r.entity_type, r.start, following.end(), r.score, recognition_metadata=r.recognition_metadata
    )
