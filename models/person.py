"""First and second person rewritten to the speakers' roles ("I'm vegetarian" → "User is vegetarian").

The only change a note makes to what was said: numbers, dates, placeholders and every other word stay as
written, so a note cannot state a value its sentence did not (FINDINGS.md: a small model paraphrasing
changes meaning).
"""

from __future__ import annotations

import re

IRREGULAR = {"am": "is", "are": "is", "were": "was", "have": "has", "do": "does", "don't": "doesn't",
             "go": "goes", "aren't": "isn't", "weren't": "wasn't", "haven't": "hasn't"}  # fmt: skip
# after "I" these stay as they are: modals, past forms, adverbs ("I can", "I never", "I booked")
UNINFLECTED = set(
    "can could will would shall should must might may did had was were also just really still only "
    "never always often usually already sometimes can't won't wouldn't couldn't shouldn't didn't "
    "wasn't hadn't mustn't myself said told got went found thought made bought took came gave "
    "knew saw felt left kept paid sent spent met heard meant read wrote ran sat put set let lost won "
    "sold built rang sang drank ate drove rode flew grew threw wore swam began broke chose spoke woke "
    "forgot fell held brought caught taught fought slept lent hung stuck shook stood understood became "
    "hid fed led fled shot lit dug drew blew".split()
)
NOT_PAST = {"need", "feed", "proceed", "succeed", "exceed", "speed", "breed", "bleed", "heed", "seed"}
CONTRACTIONS = [
    # "Ill" and "Id" are words of their own ("is ill", "photo ID"): those two need their apostrophe
    (r"\bI'?m\b", "I am"), (r"\bI'?ve\b", "I have"), (r"\bI'll\b", "I will"), (r"\bI'd\b", "I would"),
    (r"\bwe're\b", "we are"), (r"\bwe've\b", "we have"), (r"\bwe'll\b", "we will"),
    (r"\bwe'd\b", "we would"),
    (r"\byou'?re\b", "you are"), (r"\byou'?ve\b", "you have"), (r"\byou'?ll\b", "you will"),
]  # fmt: skip
OTHER = {"user": "assistant", "assistant": "user"}
# a question puts the auxiliary before "I"/"we": it agrees with the role instead ("Do we need tickets?"
# → "Does User need tickets?")
INVERTED = re.compile(
    r"\b(can|could|will|would|shall|should|must|might|may|did|didn't|do|don't|have|haven't|had|am|are|"
    r"aren't|were|weren't)\s+(?:I|[Ww]e)\b",
    re.IGNORECASE,
)
ADVERBS = "no longer|never|always|still|also|usually|often|sometimes|rarely|now|only|already|mostly|even"
SUBJECT_VERB = re.compile(rf"\b(I|[Ww]e)\s+((?:{ADVERBS})\s+)?([a-z']+)")


def _cap(word: str) -> str:
    return word[:1].upper() + word[1:]


def third_person(sentence: str, speaker: str) -> str:
    """First person → the speaker's role, second person → the other one's ("I need" → "User needs")."""
    me, you = _cap(speaker), _cap(OTHER.get(speaker, "assistant"))
    for pattern, full in CONTRACTIONS:
        sentence = re.sub(pattern, full, sentence, flags=re.IGNORECASE)

    def subject(match: re.Match) -> str:
        return f"{me} {match.group(2) or ''}{inflect(match.group(3))}"

    sentence = INVERTED.sub(lambda m: f"{_agree(m.group(1))} {me}", sentence)
    sentence = SUBJECT_VERB.sub(subject, sentence)
    sentence = re.sub(r"\b(?:I|[Ww]e)\b", me, sentence)
    sentence = re.sub(r"\b(?:[Mm]y|[Oo]ur|[Mm]ine|[Oo]urs)\b", f"{me}'s", sentence)
    sentence = re.sub(r"\b(?:me|myself|us|ourselves)\b", me, sentence)
    sentence = re.sub(r"\b[Yy]ours?\b", f"{you}'s", sentence)
    sentence = re.sub(r"\b[Yy]ou\b", you, sentence)
    return _cap(sentence.strip())


def _agree(auxiliary: str) -> str:
    """An auxiliary that stood before "I"/"we", in the third person, its capital kept ("Do" → "Does")."""
    agreed = IRREGULAR.get(auxiliary.casefold(), auxiliary.casefold())
    return _cap(agreed) if auxiliary[:1].isupper() else agreed


def inflect(verb: str) -> str:
    """The third-person form of a verb that followed "I" ("want" → "wants"); others unchanged."""
    low = verb.casefold()
    if low in IRREGULAR:
        return IRREGULAR[low]
    past = low.endswith("ed") and low not in NOT_PAST
    kept_as_is = low.endswith(("'d", "s")) or (low.endswith("ly") and len(low) > 3)  # "fly" → "flies"
    if low in UNINFLECTED or past or kept_as_is or len(low) < 3:
        return verb
    if re.search(r"[^aeiou]y$", low):
        return verb[:-1] + "ies"
    if low.endswith(("sh", "ch", "x", "o", "z")):
        return verb + "es"
    return verb + "s"
