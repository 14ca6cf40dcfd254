"""An offer and its answer: a value one speaker puts forward (a question, a suggestion, a request) and the
other takes up or turns down in the next message ("Could we do Friday instead?" / "Yes, Friday works";
"Shall I move it to 15:30?" / "Yes please"). Taken up, the offer changes the fact it is about; turned
down, a question is no fact at all; an answer that only takes an offer up adds nothing of its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from hushmem.models.values import found, value_keys

ACCEPT = re.compile(
    r"^(?:yes|yeah|yep|yup|sure|ok(?:ay)?|alright|all right|fine|great|perfect|deal|agreed|done|absolutely|"
    r"definitely|of course|good (?:idea|point|call)|sounds (?:good|great|fine|right)|that (?:works|'s fine)|"
    r"works for me|go ahead|please do|let'?s (?:do (?:it|that)|go with))\b",
    re.IGNORECASE,
)
# what makes a sentence an offer rather than news: a question, or a suggestion or request
OFFERING = re.compile(
    r"\?\s*$|\b(?:shall|should|could|would|how about|what about|why not|let'?s|maybe|perhaps|instead|"
    r"please|suggest|recommend|better|rather|prefer)\b",
    re.IGNORECASE,
)
# an answer that names the offered value and says it will do
APPROVES = re.compile(
    r"\b(?:works|is (?:fine|good|ok|okay|great|perfect|better|possible)|suits|sounds (?:good|great|fine))\b",
    re.IGNORECASE,
)
REFUSE = re.compile(r"^(?:no|nope|nah|sorry|unfortunately|not really|(?:I'?d )?rather not)\b", re.IGNORECASE)


@dataclass
class Answers:
    taken_up: dict[int, set[str]] = field(default_factory=dict)  # offers accepted: the answers' value keys
    dropped: set[int] = field(default_factory=set)  # offers turned down; answers that only accept


def answers(said: list) -> Answers:
    """Which sentences of `said` (extract.Said, in order) are offers taken up, and which say nothing
    of their own once the offers are settled."""
    out = Answers()
    for index, answer in enumerate(said):
        opens_turn = index == 0 or said[index - 1].turn != answer.turn
        accepted, refused = ACCEPT.match(answer.text), REFUSE.match(answer.text)
        approves = APPROVES.search(answer.text) and not refused
        if not opens_turn or not (accepted or refused or approves):
            continue
        offer = _offer(said, index)
        if offer is None:
            continue
        taken = value_keys(answer.text, known=value_keys(said[offer].text))
        offered = value_keys(said[offer].text, known=taken)  # "Backblaze would be cheaper"
        accepted = accepted or (approves and taken & offered)  # "What about Tuesday?" "Tuesday is good."
        if accepted:
            out.taken_up[offer] = taken
            if taken <= offered:
                out.dropped.add(index)  # "Yes, Friday works": the offer says it
        else:
            out.dropped.add(offer)  # asked, suggested or offered, and turned down: nothing changed
            if refused and value_keys(answer.text) <= _said_before(said, offer):
                out.dropped.add(index)  # "No, 6:00 is fine": the refusal keeps what was said
    return out


def _said_before(said: list, index: int) -> set:
    """The value keys of every sentence before `index` (read only for a refusal: it grows with the
    conversation)."""
    return set().union(*(value_keys(s.text) for s in said[:index]))


def _offer(said: list, index: int) -> int | None:
    """The latest sentence of the other speaker's message just before `index`, when it offers a value
    (a question, suggestion or request naming one); "My name is …" … "OK, …" is no offer taken up."""
    answer = said[index]
    for earlier in range(index - 1, -1, -1):
        s = said[earlier]
        if s.turn != answer.turn - 1 or s.role == answer.role:
            return None
        if found(s.text):
            return earlier if OFFERING.search(s.text) else None
    return None
