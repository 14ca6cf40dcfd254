"""Rule-based compaction of one kept sentence into a note: discourse frames dropped, first and second
person rewritten to the speakers' roles ("I'm vegetarian" → "User is vegetarian"), fillers removed.

Numbers, dates and placeholders are never touched: every rule here rewrites function words only, so a
note cannot state a value its sentence did not (the small model is not trusted with that; FINDINGS.md).
"""

from __future__ import annotations

import re

from hushmem.models.clauses import trimmed

# Openers that announce a statement without adding to it ("By the way, ...", "Just noting that ...").
# a note, an update or a correction "on"/"for" a thing names it: "Update on pilates: 19:00" keeps its words
OF_A_THING = r"(?!\s+(?:on|for|of|about|to)\b)"
FRAME = re.compile(
    r"^(?:(?:oh|ah|so|well|ok|okay|right|also|and|anyway|anyways|btw|fyi|by the way|for the record|"
    r"um+|uh+|erm+|er|yeah|quick thing|"  # a dictated statement's fillers: "ok so um the hall is …"
    r"hi|hey|hello|hello again|good (?:morning|evening|afternoon)|morning|evening|afternoon|"
    r"just so you know|just to let you know|important|one more thing|oh and|"
    r"for what it'?s worth|to be clear|honestly|basically|actually|"
    rf"(?:quick )?(?:note|update|correction){OF_A_THING}|small change{OF_A_THING}|"
    r"scratch that|scratch what I said(?: earlier| before)?|sorry|wait|hmm|change of plans?|heads[ -]up|"
    r"never ?mind|I misspoke|my (?:mistake|bad)|I was wrong|"
    r"(?:just )?(?:noting|mentioning|flagging|a reminder|remember|don'?t forget)(?: that)?)"
    r"\s*[,:;.!-]?\s+)+",
    re.IGNORECASE,
)
SOFTENERS = re.compile(
    r"\b(?:um+|uh+|erm+|just|really|actually|basically|definitely|probably|honestly|kind of|sort of|"
    r"I think|I guess|"
    r"I believe|I suppose|you know|I mean)\b,?\s*",
    re.IGNORECASE,
)
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
# a question puts the auxiliary before "I"/"we": it agrees with the role instead, and the verb after
# the subject stays bare ("Do we need tickets?" → "Does User need tickets?", "Can we do Friday?")
INVERTED = re.compile(
    r"\b(can|could|will|would|shall|should|must|might|may|did|didn't|do|don't|have|haven't|had|am|are|"
    r"aren't|were|weren't)\s+(?:I|[Ww]e)\b",
    re.IGNORECASE,
)
# between "I" and its verb: "I no longer drink" → "User no longer drinks"
ADVERBS = "no longer|never|always|still|also|usually|often|sometimes|rarely|now|only|already|mostly|even"
NUMBER_WORDS = "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|twenty|thirty|forty|fifty"
GROUP = re.compile(
    r"\b[Ww]e (are|were|will be) (?=(?:now |only |about |around |just |still )?(?:\d|(?:"
    + NUMBER_WORDS
    + r")\b|a (?:group|party|family|team|couple|household|crew|class|band)\b))",
)

GROUP_TENSE = {"are": "is", "were": "was", "will be": "will be"}
# "Three of us", "3 of us": a count's own words, copied as said (a note must keep the words around a value)
OF_US = re.compile(r"\b(\d+|(?i:" + NUMBER_WORDS + r")) of us\b")
KEPT_US = "\x00"  # stands for the "us" of a count while the pronouns are rewritten
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

    # "we are 12 people", "we're a family of four": the group is 12, not the user
    sentence = GROUP.sub(lambda m: f"{me}'s group {GROUP_TENSE[m.group(1)]} ", sentence)
    sentence = OF_US.sub(rf"\1 of {KEPT_US}", sentence)
    sentence = INVERTED.sub(lambda m: f"{_agree(m.group(1))} {me}", sentence)
    sentence = SUBJECT_VERB.sub(subject, sentence)
    sentence = re.sub(r"\b(?:I|[Ww]e)\b", me, sentence)
    sentence = re.sub(r"\b(?:[Mm]y|[Oo]ur|[Mm]ine|[Oo]urs)\b", f"{me}'s", sentence)
    sentence = re.sub(r"\b(?:me|myself|us|ourselves)\b", me, sentence)
    sentence = re.sub(r"\b[Yy]ours?\b", f"{you}'s", sentence)
    sentence = re.sub(r"\b[Yy]ou\b", you, sentence)
    return sentence.replace(KEPT_US, "us")


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


LABEL = re.compile(r"^[A-Z][A-Za-z]*(?: [A-Za-z]+){0,2}:\s+")  # "Important: ", "New info: "
BARE_VALUE_WORDS = 3  # after a label, this many words or fewer are a value, not a statement
VALUE_FIRST = re.compile(r"^(?:[£$€]?\d|<[A-Z])")  # after a label, a value opening what follows


def compact(sentence: str, speaker: str) -> str:
    """One kept sentence as a note: frame and softeners gone, roles instead of pronouns."""
    sentence = sentence.strip()
    unlabelled = LABEL.sub("", sentence)
    # "Important: …" frames a statement, but in "Budget: 5000 euros" or "Swim lesson: 4:15 from next week"
    # the label is what the value is of
    bare = len(unlabelled.split()) <= BARE_VALUE_WORDS or VALUE_FIRST.match(unlabelled)
    core = FRAME.sub("", sentence if bare else unlabelled)
    core = SOFTENERS.sub("", core)
    core = trimmed(third_person(core, speaker), asides_only=True)  # "…, which is a relief", "…, ha"
    core = re.sub(r"\s+([,.;:!?])", r"\1", re.sub(r"\s{2,}", " ", core)).rstrip(".!").strip(" ,;:-")
    return _cap(core)
