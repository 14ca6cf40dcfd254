"""Topic labels: a deterministic topics line for a span without notes, and the check a model-written
label must pass (every word of it a word of the notes: a label cannot claim what the notes do not say)."""

from __future__ import annotations

import re
from collections import Counter

from hushmem.models.extract import message_texts, sentences
from hushmem.models.notes import STOP, words

GENERIC = set(
    "really think know like want need good great nice well thanks thank okay sure yeah right time "
    "something anything nothing everything today tonight tomorrow yesterday would could should maybe "
    "little much many lot lots make made take took feel felt said says tell told look looks sounds "
    "sound pretty kind sort very quite still even also always never every because though while "
    "again since until there where which whether these those other another them they their being "
    "doing done going gone come came getting keep kept hello evening morning afternoon please".split()
)
MAX_LABEL_WORDS = 8


def topics(texts: list[str], limit: int = 4) -> list[str]:
    """The content words said most often (at least twice), most frequent first, then first said."""
    counts: Counter[str] = Counter()
    for text in texts:
        for sentence in sentences(text):
            for word in dict.fromkeys(re.findall(r"[a-z][a-z-]{3,}", sentence.casefold())):
                if word not in STOP and word not in GENERIC:
                    counts[word] += 1
    return [word for word, n in counts.most_common(limit) if n >= 2]


def topics_line(messages: list[dict]) -> str:
    """ "Talked about soup, clouds and the sunset."; a plain line when no topic stands out."""
    found = topics([text for m in messages for text in message_texts(m)])
    if not found:
        return "Talked briefly; no facts or topics to keep."
    listed = found[0] if len(found) == 1 else ", ".join(found[:-1]) + " and " + found[-1]
    return f"Talked about {listed}."


LABEL_WORDS = 60  # the notes' words a label may be made of (a small grammar is a fast one)


def label_grammar(notes: str) -> str:
    """A GBNF grammar for a label of one to four of the notes' own content words: whatever the model
    writes is made of what the notes say."""
    tokens = re.findall(r"(?<!')\b[a-z][a-z-]{3,}\b(?!')", notes.casefold())
    seen = dict.fromkeys(w for w in tokens if w not in STOP and w not in GENERIC and words(w))
    choices = " | ".join(f'"{w}"' for w in list(seen)[:LABEL_WORDS]) or '"notes"'
    return f'root ::= word (" " word){{0,3}}\nword ::= {choices}\n'


def clean_label(answer: str, notes: str) -> str:
    """ "Topic: <the model's label>" when its first line is a short phrase made of the notes' words
    (function words aside) with no digit or placeholder; "" otherwise."""
    first = next((line for line in answer.splitlines() if line.strip()), "")
    label = re.sub(r"^(?:topic|label|title)s?\s*:\s*", "", first.strip(" \"'*#-."), flags=re.IGNORECASE)
    label = label.strip(" \"'*.")
    said = words(label)
    repeated = len(set(label.casefold().split())) < len(label.split())
    if not said or repeated or len(label.split()) > MAX_LABEL_WORDS or re.search(r"[\d<>:]", label):
        return ""
    if not said <= words(notes):
        return ""  # a word the notes do not have: a claim of the model's own
    return f"Topic: {label[:1].upper()}{label[1:]}."
