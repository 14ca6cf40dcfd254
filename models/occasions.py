"""When a statement holds, beside a note: on another occasion ("Last year it was on 9 July"), in a case
that may not come ("If the forecast is bad, …", "we'd need 5 bikes if …", "ask whether it will
change"), for a while ("<PERSON_1> is off until Monday"), or as well as the note ("on Fridays too"):
none of them replaces the note's value.
"""

from __future__ import annotations

import re

# another occasion than the one a note holds, or a case that did not or may not happen: "Last year it was
# on 9 July", "a week ago it was 14 metres", "we used to pay 20", "it would have been 40", "we'd need 5
# bikes if the cousins come"
PAST = (
    r"\b(?:last|previous|past) (?:year|month|week|weekend|time|term|semester|season|summer|winter|spring|"
    r"autumn|night|[a-z]+day)\b|\b(?:ago|yesterday|used to)\b"
)
OTHER_OCCASION = re.compile(
    rf"{PAST}|\b(?:unlike|if|would|might)\b|\b(?:we|I|you|they|he|she|it)'d\b",
    re.IGNORECASE,
)
# a past occasion: "Last year only 12 people came in the end", "two years ago it was in June"
PAST_OCCASION = re.compile(PAST, re.IGNORECASE)
# away for a while, not gone: "<PERSON_1> is away until the 20th, so call <PERSON_2>"
AWHILE = re.compile(
    r"\b(?:away|busy|off|out|ill|sick|cancell?ed|closed|skipped)\b.*\b(?:until|till|today|tonight|tomorrow|"
    r"(?:this|next) (?:week|weekend|month|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|"
    r"for (?:a|the|\w+) (?:day|week|month)s?)\b",
    re.IGNORECASE,
)  # once, not from now on: "Rehearsal is cancelled this Monday" leaves "on Mondays"
# said to be the same as another thing, not instead of it: "The window cleaner switched to Fridays too"
TOO = re.compile(r"\b(?:too|as well)[.!]*$", re.IGNORECASE)


# a change only in some case: "If the forecast is bad, …", "…, unless the ferry is cancelled",
# "in case of snow"
# ...but not an aside after it: "…, if that's OK", "…, if you remember"
ASIDE = (
    r"(?!\s+(?:that(?:'s| is)? (?:ok|okay|fine|alright)|that works|possible|need be|"
    r"you (?:remember|recall|like|want|prefer|don't mind|ask me|must know|are curious|'re curious)|"
    r"Assistant (?:remember|recall|like|want|prefer|are curious))\b)"
)
CONDITION = re.compile(
    rf"^\W*(?:if|unless|in case|should it|assuming)\b{ASIDE}|"
    rf"[,;]\s*(?:if|unless|in case)\b{ASIDE}|\bin case of\b",
    re.IGNORECASE,
)
# a change only asked about: "Ask whether the repair will change the sound", "I wonder if they'll move it"
# (not a request: "they asked whether we could move to the 9th" proposes the change)
OPEN_QUESTION = re.compile(
    r"\b(?:whether|(?:wonder|wondering|wonders|not sure) if)\b(?! (?:we|I|User) (?:could|can)\b)",
    re.IGNORECASE,
)
# a change asked for and refused: "I asked whether we could move it to 7pm, but she said no"
REQUESTED = re.compile(r"\b(?:asked|ask|asking|requested)\b.*?\b(?:whether|if)\b", re.IGNORECASE)
REFUSED = re.compile(
    r"\b(?:said no|says no|refused|turned (?:it|that|me|us|User|the request) down|wouldn't (?:let|budge)|"
    r"(?:stays|stay|staying|remains) (?:as it is|as it was|the same|put)|no can do|not possible)\b",
    re.IGNORECASE,
)
