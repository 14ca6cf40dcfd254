"""Words in another script than the message's own: in chat written in Latin letters, a run of Arabic,
Cyrillic, Greek, Hebrew, CJK, Hangul, Thai or Indic words ("stationed in الصنمين", "thanks, Ранко")
is nearly always a name or a place, and one the models saw too few of to find. Text mostly in
that script (a Russian chat) is left to the models: there its words are ordinary ones.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from hushmem.scrubbers.names import PLACE_CUES, STRONG_PLACE_BIGRAMS, TextRuleRecognizer, words_before

SCORE = 0.6  # below every model: where one of them types the span, its type wins
FOREIGN = "script"  # the EVIDENCE metadata
LATIN_SHARE = 0.5  # the message counts as Latin-script when more than this share of its letters is
MAX_WORDS = 4
# letters and the combining marks of the scripts that need them inside a word (Hebrew points,
# Arabic harakat, Indic vowel signs and viramas, Thai vowels): "अर्जुन" is one word
_MARKS = "\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0670\u0900-\u0dff\u0e31-\u0e4e"
_WORD = re.compile(rf"[^\W\d_](?:[^\W\d_]|[{_MARKS}])*")


@functools.lru_cache(maxsize=4096)
def script(letter: str) -> str:
    """The script of a letter by its Unicode name: "LATIN", "ARABIC", "CYRILLIC", "CJK", ..."""
    first = unicodedata.name(letter, "UNKNOWN").split()[0]
    return "CJK" if first in ("CJK", "HIRAGANA", "KATAKANA") else first  # Japanese names mix them


def word_script(word: str) -> str | None:
    """The one script all the word's letters share (marks aside), None for a mixed word."""
    scripts = {script(ch) for ch in word if ch.isalpha()}
    return scripts.pop() if len(scripts) == 1 else None


def foreign_runs(text: str) -> list[tuple[int, int]]:
    """(start, end) of each run of up to MAX_WORDS non-Latin words, separated only by spaces or
    hyphens, in a text mostly in Latin letters."""
    if text.isascii():
        return []  # the common case, without a look at each letter
    letters = [ch for ch in text if ch.isalpha()]
    if not letters or sum(script(ch) == "LATIN" for ch in letters) <= LATIN_SHARE * len(letters):
        return []
    runs: list[list[int]] = []
    previous_script = None
    for match in _WORD.finditer(text):
        kind = word_script(match.group())
        foreign = kind not in (None, "LATIN")
        joined = runs and previous_script == kind and not text[runs[-1][1] : match.start()].strip(" -")
        if foreign and joined and len(_WORD.findall(text, runs[-1][0], match.end())) <= MAX_WORDS:
            runs[-1][1] = match.end()
        elif foreign:
            runs.append([match.start(), match.end()])
        previous_script = kind if foreign else None
    return [(start, end) for start, end in runs if end - start >= 2]


def entity_at(text: str, start: int) -> str:
    """LOCATION after a place cue ("from", "lives in"), PERSON otherwise."""
    before, word = words_before(text, start)
    return "LOCATION" if word in PLACE_CUES or (before, word) in STRONG_PLACE_BIGRAMS else "PERSON"


class ForeignScriptRecognizer(TextRuleRecognizer):
    NAME = "ForeignScriptRecognizer"
    SCORE = SCORE
    EVIDENCE_TAG = FOREIGN

    def spans(self, text: str) -> list[tuple[str, int, int]]:
        return [(entity_at(text, start), start, end) for start, end in foreign_runs(text)]
