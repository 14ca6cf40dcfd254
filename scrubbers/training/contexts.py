"""Training shapes for what only en_core_web_sm's general NER used to find, so the chat NER can do
without it: a surname between an article and a household noun, a town opening a sentence or after an
uncommon verb, a name as the object of a preposition, a bare answer under its question, a town inside
a club's or society's name in a signature; and the same frames filled with products, the negatives."""

from __future__ import annotations

import random

# Nouns a family name modifies ("the {L} kids"); a brand or tool in the same frame is a negative.
HOUSEHOLD = ["kids", "family", "twins", "house", "place", "farm", "wedding", "boys", "girls", "parents",
             "cottage", "garden", "dog", "cat", "barbecue", "party", "reunion", "driveway", "grandkids",
             "baby", "funeral", "estate", "household", "lot", "clan", "sisters", "brothers", "invoice",
             "account", "case", "file", "order", "booking", "quote", "renovation", "move"]  # fmt: skip
THING_NOUNS = ["fridge", "laptop", "charger", "app", "update", "subscription", "router", "blender", "account",
               "headphones", "drill", "vacuum", "kettle", "watch", "printer", "tablet", "plugin", "invoice",
               "dashboard", "server", "order", "stock", "store", "support", "website", "release"]  # fmt: skip
FAMILY = [
    "the {L} {H} {Q}", "The {L} {H} {Q}", "we're at the {L} {H} {Q}", "I think the {L} {H} {Q}",
    "did the {L} {H} ever {R}?", "ask the {L} {H} about it",
    "is the {L} {H} still {R}?", "that {L} {H} {Q}", "those {L} {H} {Q}", "over at the {L} {H} {Q}",
    "{D}: dinner at the {L} {H}", "the old {L} {H} {Q}", "our neighbours' {H}, the {L} one, {Q}",
]  # fmt: skip
FAMILY_REST = ["moved in next door", "are in my daughter's class", "got a new puppy", "is up for sale",
               "was lovely", "invited us over", "never paid", "is on Saturday", "was loud again", "is huge",
               "keep parking in our spot", "are away until June", "lent us a ladder", "sent a card",
               "this weekend", "again", "last night", "needs an answer"]  # fmt: skip
FAMILY_VERB = ["get sorted", "get paid", "reply", "sell", "open", "happen", "booked"]
# A town in subject position, or after verbs no cue list holds.
TOWN_SUBJECT = [
    "{T} {S}", "{T} {S}, we should go back", "{T}? {S}", "{T} in the rain {S}", "{T}, honestly, {S}",
    "{T} is where {Y}", "{T} was where {Y}", "{T} is the town where {Y}", "{T} gets {A} in {D}",
    "{T} has {O}", "{T} had {O}",
]  # fmt: skip
TOWN_STATE = ["was lovely this time of year", "felt empty", "seemed smaller than I remembered",
              "was freezing", "is beautiful in spring", "looked different", "is tiny",
              "was a nightmare to park in", "is growing fast", "still has no cinema",
              "was worth the detour", "is overrated", "turned out great", "was foggy all week"]  # fmt: skip
TOWN_WHERE = ["my gran lives", "we met", "I grew up", "the kids go to school", "my brother works",
              "we got engaged", "I learned to swim"]  # fmt: skip
TOWN_ADJ = ["busy", "crowded", "quiet", "expensive", "cold", "flooded"]
TOWN_HAS = ["the best bakery", "a great market on Sundays", "one pub and a church", "a new train line",
            "terrible traffic", "a lovely harbour"]  # fmt: skip
PLACE_VERBS = ["hiked above", "commute from", "commuting into", "relocating to", "relocated to",
               "showed us around", "came over from", "is over from", "drove up from", "cycled through",
               "photographed", "toured", "explored", "skipped", "ditched", "hitchhiked to", "wandered around",
               "ended up in", "changed trains at", "transferred in", "stopped over in", "overnighted in",
               "sailed past", "the ferry leaves", "the bus stops at", "we camped outside", "road-tripped to",
               "born and bred in", "settled in", "holidayed in", "retired near", "got stranded in",
               "flew over", "fell in love with", "bought a flat in", "rented a place in", "swam off",
               "left", "escaped", "missed", "loved", "hated", "revisited", "passed through"]  # fmt: skip
PLACE_REST = ["yesterday", "every morning", "last summer", "for the weekend", "at seven", "in August",
              "and it rained", "with the kids", "twice", "on the way back", "for work", "", ""]  # fmt: skip
# A person as the object of a preposition or after a verb far from any cue, in longer prose.
PERSON_OBJECT = [
    "I'm writing a {K} for {P}, {Z}", "could you draft a {K} for {P}?", "the {K} for {P} is due {D}",
    "on behalf of {P}, {Z}", "thanks to {P} the {K} went out", "I sat next to {P} at the dinner",
    "{P}, who {Z}, asked about the {K}", "we owe {P} a {K}", "we're hosting {P} {D}",
    "got a {K} from {P} today", "{P} showed us around", "{P} drove us to the airport",
    "{P} and her partner {Z}", "{P} has been with us since {D}", "the {K} mentions {P} twice",
    # in apposition, and spelled two ways in one question
    "The {J}, {P}, charged us twice", "our {J}, {P}, {Z}", "the {J} ({P}) {Z}",
    "Is it {P} or {P}? I always mix it up", "{L} or {L}, which spelling is right?",
]  # fmt: skip
PERSON_WHO = ["worked with us for two years", "lives next door", "runs the choir", "used to be my tutor",
              "just retired", "joined in spring", "helped with the move"]  # fmt: skip
PERSON_THING = ["reference letter", "thank-you card", "recommendation", "farewell speech", "gift", "note",
                "toast", "cover letter", "birthday card", "letter of support"]  # fmt: skip
# A person as the subject, often with where they are from: the frame town_subject shares ("X is ...").
PERSON_SUBJECT = [
    "{P} from {T} is the {J}", "{P} from {T} {W}", "{P} is the {J}", "{P} was the {J} last year",
    "{F} {L} from {T} {W}", "{P} ({T}) is the {J}", "{P}, {T}, {W}", "{P} of {T} {W}", "{L} from {T} {W}",
    "{P} {W}, announce it", "{P} is the {J}, tell everyone", "{F} {L} {W}",
]  # fmt: skip
PERSON_ROLE = ["winner", "new chair", "treasurer", "best man", "new tenant", "captain", "runner-up",
               "organiser", "new manager", "godmother", "landlord"]  # fmt: skip
PERSON_DID = ["won the raffle", "won", "is coming", "got the job", "takes over", "signed the lease",
              "called twice", "says hi", "sent the forms", "is leaving", "came second"]  # fmt: skip
# Bare answers under their question, in one message.
QUESTIONS = {
    "L": ["Your last name, please?", "And the surname?", "What's the family name?", "Surname?",
          "Last name for the booking?", "Who is it under?", "which name is the reservation under?",
          "who's it addressed to?", "Name for the order?", "and your family name?", "Who's the landlord?",
          "Whose car is it?", "What name should I put?", "Sorry, what was the name again?"],
    "F": ["What's your first name?", "First name?", "Who should I ask for?", "Name of the child?",
          "who's picking her up?", "Who's coming?", "What do people call you?", "who sent it?"],
    "P": ["Who is the emergency contact?", "Full name?", "Who signed for it?", "Name on the card?",
          "who's your GP?", "Who should I make it out to?", "Who's the parcel for?", "who won?"],
    "T": ["Which town?", "Where are you based?", "City?", "Where was she born?", "Pickup location?",
          "where do you live?", "Where's the wedding?", "where are you from?", "Hometown?",
          "Where did you grow up?", "Where's the venue?", "Where to?", "Which office?"],
}  # fmt: skip
ANSWERS = ["{V}", "{V}", "{V}", "{V}.", "{V}!", "It's {V}", "it's {V}", "{V}, thanks", "{V}, originally",
           "Just {V}", "{V}\n{V}", "{V} - why?", "to {V}", "{V} I think"]  # fmt: skip
ORG_NOUNS = ["allotment society", "Rowing Club", "chess club", "Residents' Association", "Choral Society",
             "youth football club", "Rotary", "tennis club", "history society", "food bank", "Scouts",
             "parish council", "library friends", "cycling club", "book club", "PTA"]  # fmt: skip
ORG_ROLES = ["Treasurer", "Secretary", "Chair", "Volunteer coordinator", "Membership secretary", "President",
             "Coach", "Captain", "Organiser"]  # fmt: skip
CLOSING = ["Kind regards,", "Best,", "Thanks,", "Cheers,", "Regards,", "Best wishes,", "Warmly,", "—"]


def _pick(rng: random.Random, table: dict[str, list[str]], text: str) -> str:
    for key, options in table.items():
        while "{" + key + "}" in text:
            text = text.replace("{" + key + "}", rng.choice(options), 1)
    return text


def family(rng: random.Random, slot: str = "L") -> str:
    """A surname (or, with slot X, a product: a negative) modifying a household or thing noun."""
    nouns = HOUSEHOLD if slot == "L" else THING_NOUNS
    text = rng.choice(FAMILY).replace("{L}", "{" + slot + "}")
    return _pick(rng, {"H": nouns, "Q": FAMILY_REST, "R": FAMILY_VERB}, text)


def town_subject(rng: random.Random, slot: str = "T") -> str:
    text = rng.choice(TOWN_SUBJECT).replace("{T}", "{" + slot + "}")
    return _pick(rng, {"S": TOWN_STATE, "Y": TOWN_WHERE, "A": TOWN_ADJ, "O": TOWN_HAS}, text)


def place_verb(rng: random.Random) -> str:
    verb, rest = rng.choice(PLACE_VERBS), rng.choice(PLACE_REST)
    own_subject = verb.startswith(("the ", "we ", "is ", "born"))
    subject = "" if own_subject else rng.choice(["we ", "I ", "{F} ", "", "they "])
    text = f"{subject}{verb} {{T}}" + (f" {rest}" if rest else "")
    return text[0].upper() + text[1:] if rng.random() < 0.5 else text


def person_object(rng: random.Random) -> str:
    text = rng.choice(PERSON_OBJECT)
    if rng.random() < 0.3:
        text = text.replace("{P}", "{F}")
    days = ["on Friday", "next week", "in May", ""]
    jobs = ["plumber", "electrician", "accountant", "childminder", "driving instructor", "vet", "tutor"]
    return _pick(rng, {"K": PERSON_THING, "Z": PERSON_WHO, "D": days, "J": jobs}, text)


def answer(rng: random.Random) -> str:
    slot = rng.choice(["L", "L", "L", "F", "P", "T", "T"])
    reply = rng.choice(ANSWERS).replace("{V}", "{" + slot + "}")
    text = rng.choice(QUESTIONS[slot]) + rng.choice(["\n", "\n", "\n\n", " "]) + reply
    return text if rng.random() < 0.7 else text + "\n" + rng.choice(["thanks", "got it", "ok"])


def person_subject(rng: random.Random) -> str:
    return _pick(rng, {"J": PERSON_ROLE, "W": PERSON_DID}, rng.choice(PERSON_SUBJECT))


def club_signature(rng: random.Random, slot: str = "T") -> str:
    """A signature naming a town's club or society; with slot X a product's team (a negative)."""
    signer = ["{F} {L}", "{P}", "{F}"] if slot == "T" else ["The {X} team", "{X} support"]
    name = rng.choice(signer)
    org = f"{rng.choice(ORG_ROLES)}, {{{slot}}} {rng.choice(ORG_NOUNS)}"
    lines = [rng.choice(CLOSING), "", name, org] if slot == "T" else [rng.choice(CLOSING), name]
    return "\n".join(lines) + rng.choice(["", "", "\n\ntoo formal?", "\n\nshould I sign like this?"])


POSITIVE_SHAPES = [family, family, town_subject, place_verb, place_verb, person_object, person_subject,
                   person_subject, answer, answer, answer, club_signature]  # fmt: skip


def positive(rng: random.Random) -> str:
    return rng.choice(POSITIVE_SHAPES)(rng)


def negative(rng: random.Random) -> str:
    """The same frames with a product, tool or brand where the name stood."""
    shape = rng.choice([family, town_subject, club_signature])
    return shape(rng, "X")
