"""Deterministic extraction of the statements a memory must keep: facts with numbers and dates,
decisions, preferences, constraints, action items, and anything carrying a placeholder.

A 135M-parameter model paraphrases badly and drops details, so the details never depend on it:
they are copied verbatim from the messages, scored, deduplicated and bounded here.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from dataclasses import dataclass, replace

from hushmem.core.schema import part_texts
from hushmem.models import cues, slots, updates
from hushmem.models.clauses import KEY_WORD, trimmed
from hushmem.models.compact import compact
from hushmem.models.current import current
from hushmem.models.lists import added_item, extended, lead_item
from hushmem.models.proposals import ACCEPT, REFUSE, answers
from hushmem.models.values import NAME, NUMBER, NUMBER_WORD, ORDINALS, PLACEHOLDER, value_keys

# ("9 p.m. on Friday" goes on: a clock's "a.m."/"p.m." ends a sentence only before a capital)
SENTENCE_END = re.compile(r"(?<=[.!?])(?<![aApP]\.[mM]\.)\s+|(?<=[aApP]\.[mM]\.)\s+(?=[A-Z])|\n+")
DIGIT = re.compile(r"\d")
DATE_WORDS = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|yesterday|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|next week|next month|weekend|morning|evening|"
    r"noon|midnight|(?:once|twice|three times|four times) (?:a|per|every) "
    r"(?:day|week|fortnight|month|year))\b|"
    r"\d\s?(?:am|pm)\b",
    re.IGNORECASE,
)
KEY_WORDS = re.compile(
    r"\b(?:prefer|prefers|preferred|like|likes|love|loves|hate|hates|dislike|favou?rite|want|wants|"
    r"need|needs|have to|has to|had to|got to|going to|must|should|shouldn't|can't|cannot|never|"
    r"always|only|allergic|allergy|avoid|"
    r"vegetarian|vegan|decided|decide|decision|agreed|agree|chose|choose|picked|going with|will|"
    r"won't|'ll|’ll|plan|plans|planning|deadline|due|budget|cost|price|remind|reminder|todo|to-do|task|"
    r"follow up|booked|book|reserve|reserved|schedule|scheduled|meeting|appointment|call|email|send|"
    r"buy|order|ordered|pay|paid|live|lives|moved|work|works|named|name is|my|our|password|account|"
    r"address|phone|birthday|anniversary|goal|constraint|limit|requirement|important|rather|ideally|"
    r"settled on|opted|went with|leaning|favou?r|hoping|hope|aim|target|maximum|minimum|at most|"
    r"thinking (?:about|of)|considering|"
    r"at least|no more than|required|requires|require|allowed|forbidden|remember to|still have to)\b",
    re.IGNORECASE,
)
# an assistant's advice: "you might want to", "I'd suggest", "it's worth asking"
ADVICE = re.compile(
    r"\b(?:you (?:might|may|could|should) (?:want to|also|try|consider)|"
    r"(?:I'd|I would) (?:suggest|recommend)|"
    r"it'?s worth|it is worth|worth (?:asking|checking|setting|noting)|try to|make sure|don't forget|"
    r"you could|consider|a good idea|helps? (?:a lot|with)|is your friend|are your friends)\b|"
    # an instruction opening the sentence: "Put the rules in a pinned message", "Bring a towel"
    r"^(?:so |and |then |just |also )?(?:put|keep|bring|ask|read|wear|check|try|take|pack|write|jot|set|use|"
    r"avoid|remember|plan|aim|clear|leave|give|tell|let|look|seat|transport|store|label|pin|print|post)\b",
    re.IGNORECASE,
)
# the assistant promising a reminder: "I'll leave the side gate reminder for that morning", "I'll remind you"
REMINDS = re.compile(
    r"^(?:ok(?:ay)?,? |sure,? )?I(?:'ll| will) (?:\w+ ){0,5}?remind(?:er)?s?\b", re.IGNORECASE
)
FILLER = re.compile(
    r"^(?:hi|hello|hey|thanks|thank you|ok|okay|sure|great|noted|got it|understood|sounds good|"
    r"you.re welcome|no problem|bye|goodbye|cool|perfect|yes|no|"
    r"(?:good )?(?:morning|evening|afternoon|night))[\s!.,]*$",
    re.IGNORECASE,
)
# a count or a rank in words with what it counts: "three kids", "four hours", "eight of us", "the fifth
# floor" (not "one", not "a second"): a value as "3 kids" is, when the user states it
NOT_COUNTED = "and|or|to|of|the|a|an|in|on|at|for|with|by|is|are|was|were|more|less|times|or so"
COUNTED = re.compile(
    rf"\b(?:(?i:{NUMBER_WORD})|(?i:the) (?:{'|'.join(ORDINALS)}))"
    rf" (?:of (?:us|them)\b|(?!(?:{NOT_COUNTED})\b)[a-z]{{3,}})"
)
MAX_SENTENCE_CHARS = 300
STATEMENT_WORDS = 4  # a user's sentence this long, said once, is more likely news than chatter
OPENING = 2  # the first statements of a span usually say what it is for
CHATTER_REPEATS = 3  # said this many times more than the span's rarest sentence: small talk
SAME_WORDS = 0.7  # share of content words two sentences share to count as one said again


@dataclass(frozen=True)
class Fact:
    score: int
    line: str  # a compact note: "User is vegetarian", "Meetup on the 16th (was 9th)"
    # "assistant": a value the assistant added (not stored: an earlier fold's notes count as the user's)
    by: str = "user"


@dataclass(frozen=True)
class Said:
    """One sentence of the span, who said it, and how often the span says it (relative to its rarest
    sentence)."""

    role: str
    text: str
    repeats: int
    echoed: bool = False  # the other speaker says it back: an acknowledged statement
    turn: int = 0  # the index of its message in the span


def sentences(text: str) -> list[str]:
    text = LIST_MARKER.sub("", MARKUP.sub("", _list_items(text)))  # "2. **Date:** 21 June": "Date: 21 June"
    said = [s.strip() for s in SENTENCE_END.split(text) if s and s.strip()]
    return [piece for s in said for piece in _clauses_of_run_on(s)]


RUN_ON_CHARS = 200  # a sentence this long without a full stop is speech run on: its clauses are statements
# where a run-on goes on to a new statement: "… and we have got the field …", ", so the budget is …"
RUN_ON_JOINT = re.compile(
    r",?\s+(?:and|so|but|then)(?:\s+(?:then|also|um|uh|yeah|anyway|basically|actually))*\s+"
    r"(?=(?:we|i|it|it's|its|she|he|they|there|that|this|my|our|his|her|the(?:\s+\w+){1,4}?\s+"
    r"(?:is|are|was|were|has|have|needs?|costs?|charges?|starts?))\b)",
    re.IGNORECASE,
)


def _clauses_of_run_on(sentence: str) -> list[str]:
    """`sentence`, or the statements it runs on to when it is longer than `RUN_ON_CHARS` (dictated
    speech without full stops: "… from 11 until 4 and the budget is 600 pounds and then …")."""
    if len(sentence) <= RUN_ON_CHARS:
        return [sentence]
    return [piece.strip() for piece in RUN_ON_JOINT.split(sentence) if piece.strip()]


# a numbered item's marker inside a line: "Recap: 1. Venue: the Crown 2. Date: 14 June", "1) deposit 2) …"
INLINE_MARKER = re.compile(r"(?:(?<=^)|(?<=\s))(\d{1,2})[.)]\s+(?=\S)")


def _list_items(text: str) -> str:
    """`text` with a numbered list written on one line ("Recap: 1. Venue: the Crown 2. Date: 14 June")
    cut into one line an item, its markers gone: numbers from 1 (at the start, after a colon or a line
    break) counting up one by one, so "at 9. Then" keeps its 9."""
    run: list[re.Match] = []
    for marker in INLINE_MARKER.finditer(text):
        opens = run or re.search(r"(?:^|[:\n])\s*$", text[: marker.start()])  # "Recap: 1. …", not "need 1."
        if int(marker.group(1)) == len(run) + 1 and opens:
            run.append(marker)
    if len(run) < 2:
        return text
    for marker in reversed(run):
        text = f"{text[: marker.start()].rstrip()}\n{text[marker.end() :]}"
    return text


# a numbered or bulleted item's marker at the start of its line: "1. Venue: …", "2) Date: …", "- Guests: 40"
LIST_MARKER = re.compile(r"^[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]+", re.MULTILINE)
MARKUP = re.compile(r"\*\*|^[ \t]*#{1,6}[ \t]+", re.MULTILINE)  # bold and headings of a formatted answer


def normal(sentence: str) -> str:
    return re.sub(r"\W+", " ", sentence.casefold()).strip()


def specifics(text: str) -> set[str]:
    """Tokens a note may not invent: numbers, placeholders, capitalised words past a sentence start."""
    return set(PLACEHOLDER.findall(text)) | set(NUMBER.findall(text)) | set(re.findall(NAME, text))


def score_sentence(sentence: str, role: str, repeats: int = 1) -> int:
    if FILLER.match(sentence):
        return 0
    score = 0
    if PLACEHOLDER.search(sentence):
        score += 3
    if DIGIT.search(sentence) or (role == "user" and COUNTED.search(sentence)):
        score += 2
    if DATE_WORDS.search(sentence):
        score += 2
    if KEY_WORDS.search(sentence):
        score += 2
    if re.search(r"\s(?:[A-Z][a-z]+|[a-z]+[A-Z]\w*)", sentence):  # past the first: a name, a place, "iMovie"
        score += 1
    if sentence.endswith("?"):
        score -= 2  # a question asks for a fact; the answer states it
    if role == "assistant":
        score -= 1  # the assistant mostly restates; what it adds still scores high enough
        if ADVICE.search(sentence):
            score -= 2  # advice ranks below what the user stated
    if role == "user" and repeats == 1 and len(sentence.split()) >= STATEMENT_WORDS:
        score += 1  # a statement made once: more likely news than chatter
    if cues.CUE.search(sentence):
        score += 1  # a change to something said before
    if repeats >= CHATTER_REPEATS:
        # said again and again: chatter, unless it carries a value (a fact may be repeated for emphasis)
        score -= 1 if specifics(sentence) else 3
    return score


def spoken(messages: list[dict]) -> list[Said]:
    """Every sentence of `messages` in order, once, with how many times the span says it or a close
    variant of it (the same content words give or take a greeting: "Evening, it's been a long day")."""
    said: list[tuple[str, str]] = []
    turns: list[int] = []
    for turn, message in enumerate(messages):
        role = message.get("role", "user")
        role = role if role in ("user", "assistant") else "user"  # a tool result: what the user got
        for text in message_texts(message):
            said.extend((role, s[:MAX_SENTENCE_CHARS]) for s in sentences(text))
            turns.extend(turn for _ in range(len(said) - len(turns)))
    # content words plus the exact values: "Room 1 costs 50" and "Room 2 costs 70" are two facts
    bags = [cues.words(text) | {f"#{v}" for v in specifics(text)} for _, text in said]
    exact = Counter(normal(text) for _, text in said)
    roles = [role for role, _ in said]
    counts = [  # by the same speaker: an assistant echoing a user's fact does not make it chatter
        sum(1 for other, by in zip(bags, roles, strict=True) if by == role and _close(bag, other))
        if len(bag) >= 3
        else exact[normal(text)]
        for bag, (role, text) in zip(bags, said, strict=True)
    ]
    echoed = [
        len(bag) >= 3
        and any(by != role and _close(bag, other) for other, by in zip(bags, roles, strict=True))
        for bag, role in zip(bags, roles, strict=True)
    ]
    # a conversation pasted twice repeats everything twice; small talk repeats itself far more
    rarest = min(counts, default=1)
    rarest = rarest if rarest <= 2 else 1
    seen: set[str] = set()
    out = []
    for (role, text), count, echo, turn in zip(said, counts, echoed, turns, strict=True):
        key = normal(text)
        if key and key not in seen:
            seen.add(key)
            out.append(Said(role, text, count // rarest, echo, turn))
    return out


def _close(a: set[str], b: set[str]) -> bool:
    values_a, values_b = {w for w in a if w[0] == "#"}, {w for w in b if w[0] == "#"}
    return values_a == values_b and len(a & b) >= SAME_WORDS * max(len(a), len(b))


NOTED = 2  # a sentence scoring this is a note; one under it, a user's statement kept while there is room


def extract_facts(
    messages: list[dict], earlier: list[Fact] | None = None, threshold: int = NOTED
) -> list[Fact]:
    """The notes of `earlier` plus the salient sentences of `messages` (wire-shaped dicts), compacted,
    in order; a later statement that changes a fact replaces its note, the old value kept as "(was …)"."""
    notes = list(earlier or [])
    # the user asking to keep a fact states it: "Could you note that the fee is now 140 euros?"
    said = [replace(s, text=cues.as_statement(s.text)) if s.role == "user" else s for s in spoken(messages)]
    # what the user stated (a question only proposes: "Can we do Friday?" … "Got it, Friday then.")
    stated = [s.text for s in said if s.role == "user" and s.text[-1:] != "?"]
    user_specifics = set().union(*(specifics(text) for text in stated))
    user_values = set().union(*(value_keys(text) for text in stated))  # "4 June" of "4 June", "Fridays"
    settled = answers(said)
    replies = answered(said)
    for index, s in enumerate(said):
        if index in settled.dropped:
            continue  # an offer turned down, or an answer that only takes one up
        after = said[index + 1] if index + 1 < len(said) else None
        if after and after.turn == s.turn and updates.completes(notes, s.text, after.text):
            # "No Tuesdays any more. Wednesdays from next week.": one change said in two sentences
            s = replace(s, text=f"{s.text.rstrip('.!')}, {after.text}")
            settled.dropped.add(index + 1)
        elif after and after.turn == s.turn and (said_of := cues.said_of_topic(s.text, after.text)):
            s = replace(s, text=said_of)  # "Remember the discount? It's 15 % now."
            settled.dropped.add(index + 1)
        score = score_sentence(s.text, s.role, s.repeats) + (index < OPENING) + s.echoed
        score += _adds_to_restated(s, user_values) + 2 * (index in replies)
        if index in settled.taken_up:  # "Could we do Friday instead?" … "Yes, Friday works."
            line = compact(s.text, s.role)
            taken = updates.take_up(notes, s.text, Fact(score, line), settled.taken_up[index])
            if taken is not None:
                notes = current(taken[0], {taken[1]})
                continue
            # taken up and about nothing noted yet: agreed, so a fact of its own ("Shall I book the
            # optician for Thursday?" … "Yes please." → "Assistant will book the optician for Thursday")
            if (agreement := agreed(line)) is not None:
                notes, _ = updates.apply(notes, s.text, Fact(max(score, threshold), agreement))
                continue
        item = added_item(s.text)
        if item is not None and (longer := _with_item(notes, item)) is not None:  # "Also butter."
            notes = longer  # the list gets it
            continue
        also = " also " in s.text  # "I'm also packing a torch": the list's lead said again
        if also and (longer := _with_lead_item(notes, compact(s.text, s.role))) is not None:
            notes = longer
            continue
        if score == threshold - 1 and _statement(s) and (line := compact(s.text, s.role)):
            # a statement of the user's without a value or key word ("The car is a small hatchback"):
            # kept while there is room (`bound`), and changing no other note
            notes.append(Fact(score, line))
            continue
        if (item := _recap_item(notes, s, messages[s.turn])) is not None:
            notes = current(
                [*notes[: item[0]], replace(notes[item[0]], line=item[1]), *notes[item[0] + 1 :]], {item[0]}
            )
            continue
        if score < threshold:
            continue
        if (
            s.role == "assistant"
            and (not specifics(s.text) - user_specifics or not value_keys(s.text) - user_values)
            and not REMINDS.match(s.text)
        ):
            continue  # a restatement, or advice without a new value (a reminder promised is a task)
        line = compact(s.text, s.role)
        if not line:
            continue
        before = len(notes)
        notes, changed = updates.apply(notes, s.text, Fact(score, line))
        if len(notes) > before and s.role == "assistant":
            notes[-1] = replace(notes[-1], by="assistant")
        if changed is not None and "(was " in notes[changed].line:
            notes = current(notes, {changed})  # a value replaced in one note is not left current in another
    return notes


def _adds_to_restated(s: Said, user_values: set[str]) -> bool:
    """Whether the assistant's sentence `s` says back a value the user stated and adds one of its own
    without advising ("Noted: lesson at 9:15, and the lift pass is 48 euros a day"): the user, told it
    beside their own, took it in as they took their own."""
    if s.role != "assistant" or ADVICE.search(s.text):
        return False
    keys = value_keys(s.text)
    return bool(keys & user_values) and bool(keys - user_values)


def answered(said: list[Said]) -> set[int]:
    """The user's first sentence after the assistant asks a question ("Have you chosen a pattern yet? A
    simple one saves fabric." … "I'm doing a log cabin pattern."): a detail given when asked for, news
    even without a value."""
    asking = {s.turn for s in said if s.role == "assistant" and s.text.endswith("?")}
    return {
        index
        for index, (before, s) in enumerate(itertools.pairwise(said), start=1)
        if s.role == "user" and before.role == "assistant" and before.turn in asking and _detail(s.text)
    }


def _detail(answer: str) -> bool:
    """Whether an answer gives something: not a filler, nor a bare yes or no ("Yes please.")."""
    bare = len(answer.split()) < STATEMENT_WORDS and (ACCEPT.match(answer) or REFUSE.match(answer))
    return not FILLER.match(answer) and not bare


def _recap_item(notes: list[Fact], s: Said, message: dict) -> tuple[int, str] | None:
    """The note a recap's item changes ("Venue: Hollins Barn" of "Venue: the Old Mill") and its new line,
    when its message restates another item under the notes' labels too ("Date: 14 June"): a recap of
    the plan, not an item of another one."""
    item = slots.relabelled(notes, compact(s.text, s.role))
    if item is None:
        return None
    others = [compact(other, s.role) for text in message_texts(message) for other in sentences(text)]
    at = [slots.labelled(notes, other) for other in others]
    if at.count(item[0]) > 1:
        return None  # "Option A: Venue: … Option B: Venue: …": options side by side, not the plan
    return item if any(index not in (None, item[0]) for index in at) else None


def _statement(s: Said) -> bool:
    """Whether `s` is a statement the user made once, of a clause's length: no question, no filler."""
    return (
        s.role == "user"
        and s.repeats == 1
        and len(s.text.split()) >= STATEMENT_WORDS
        and s.text[-1:] != "?"
        and not FILLER.match(s.text)
    )


LIST_REACH = 3


def _with_item(notes: list[Fact], item: str) -> list[Fact] | None:
    """`notes` with `item` added to the latest one ending in a list, when that is one of the last
    `LIST_REACH` notes (a fragment adds to what was just said); else None."""
    for index in range(len(notes) - 1, max(-1, len(notes) - 1 - LIST_REACH), -1):
        longer = extended(notes[index].line, item)
        if longer is not None:
            return [*notes[:index], replace(notes[index], line=longer), *notes[index + 1 :]]
    return None


def _with_lead_item(notes: list[Fact], line: str) -> list[Fact] | None:
    """`notes` with the item `line` adds to the latest list whose lead it says again with "also" ("User is
    also packing a torch" of "User is packing a tent, a stove and a map"), at any distance; else None."""
    for index in range(len(notes) - 1, -1, -1):
        item = lead_item(line, notes[index].line)
        longer = extended(notes[index].line, item) if item else None
        if longer is not None:
            return [*notes[:index], replace(notes[index], line=longer), *notes[index + 1 :]]
    return None


# an offer asked as a question, and what its "yes" makes of it: "Shall Assistant book …?" → "Assistant
# will book …"; "Can User bring 6 friends?" → "User can bring 6 friends"
ASKED = re.compile(
    r"^(?P<aux>Shall|Should|Will|Would|Could|Can|May)\s+(?P<who>User|Assistant)(?P<group>'s group)?\s+"
    r"(?P<rest>.+?)\?*$"
)
AGREED_AUX = {"shall": "will", "should": "will", "will": "will", "would": "would", "could": "can",
              "can": "can", "may": "may"}  # fmt: skip
HOW_ABOUT = re.compile(r"^(?:how|what) about\s+(?P<rest>.+?)\?*$", re.IGNORECASE)


def agreed(line: str) -> str | None:
    """An offer taken up, as the agreement it became: a question offering to do something turned into
    a statement ("Shall Assistant book the optician for Thursday?" → "Assistant will book the optician
    for Thursday"; "How about the 17:10 train?" → "Agreed: the 17:10 train"); a suggestion stays as
    said; None for another question ("Does this bus go to …?": weighed as any sentence) and for an
    empty line (compact() can leave nothing)."""
    if not line:
        return None
    if not line.endswith("?"):
        return line
    asked = ASKED.match(line)
    if asked:
        aux = AGREED_AUX[asked.group("aux").casefold()]
        return f"{asked.group('who')}{asked.group('group') or ''} {aux} {asked.group('rest')}"
    about = HOW_ABOUT.match(line)
    return f"Agreed: {about.group('rest')}" if about else None


def message_texts(message: dict) -> list[str]:
    """The text parts and transcripts of a stored message, then its tool results flattened."""
    content = message.get("content", [])
    results = [_flatten(part["tool_result"]) for part in content if "tool_result" in part]
    return part_texts(content) + results


def _flatten(value) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return " ".join(_flatten(v) for k, v in value.items() if k not in ("toolUseId", "id", "status"))
    if isinstance(value, list):
        return " ".join(_flatten(v) for v in value)
    return ""


SHORT_NOTE = 40  # shorter notes weigh as this long: "Mr" is no bargain


def bound(facts: list[Fact], max_chars: int, spare_chars: int | None = None) -> list[Fact]:
    """Keep facts in order within `max_chars`: first the notes lose their pieces that carry nothing, then
    their reasons and consequences without a value (models/clauses.py), then whole notes go, the least
    worth their length first (`worth`). The notes kept only while there is room (scored under `NOTED`)
    go first whenever the notes take more than `spare_chars`, the least worth first."""
    total = sum(len(f.line) + 1 for f in facts)
    if spare_chars is not None and total > spare_chars:
        spare = sorted((i for i, f in enumerate(facts) if f.score < NOTED), key=lambda i: worth(facts[i], 0))
        gone = set()
        for index in spare:
            if total <= spare_chars:
                break
            gone.add(index)
            total -= len(facts[index].line) + 1
        facts = [f for i, f in enumerate(facts) if i not in gone]
    if total <= max_chars:
        return facts
    keys = [value_keys(cues.without_history(f.line)) for f in facts]
    stated = Counter(key for own in keys for key in own)  # by how many kept notes

    def value(i: int) -> tuple[bool, float, int]:
        # a value another kept note also states is no loss with this one ("leave by 4:30" beside the
        # flight note); once that note goes, the value is the other's own
        # the assistant's additions go before anything the user stated
        return facts[i].by == "user", worth(facts[i], sum(stated[key] == 1 for key in keys[i])), i

    order = sorted(range(len(facts)), key=value)
    facts = list(facts)
    # words before facts: comments on a statement, then idle pieces, then reasons without a value
    for comments, reasons in ((True, False), (False, False), (False, True)):
        for index in order:
            if total <= max_chars:
                return facts
            shorter = trimmed(facts[index].line, reasons=reasons, comments=comments)
            total -= len(facts[index].line) - len(shorter)
            facts[index] = replace(facts[index], line=shorter)
    left, cut = set(range(len(facts))), set()
    while total > max_chars and left:
        index = min(left, key=value)
        core = trimmed(facts[index].line, core=True)
        if index not in cut and len(core) < len(facts[index].line):  # its statement before the whole note
            cut.add(index)
            total -= len(facts[index].line) - len(core)
            facts[index] = replace(facts[index], line=core)
            continue
        left.discard(index)
        stated.subtract(keys[index])
        total -= len(facts[index].line) + 1
    return [f for i, f in enumerate(facts) if i in left]


def worth(fact: Fact, own_values: int) -> float:
    """What a note is worth for its length: its score plus the values only it states and its key words,
    over the square root of its length (a 160-character note with one value goes before three of 50
    with a value each)."""
    held = own_values + len(KEY_WORD.findall(fact.line))
    return (fact.score + held) / math.sqrt(max(SHORT_NOTE, len(fact.line)))
