"""Numbers said in words, as one value each: "three hundred and fifty" is 350, "twenty five" 25, "the
twenty third" the 23rd, "ten past nine" 9:10, "four and a half k" 4500. Dictated and chatty text writes
them so; text2num does the arithmetic, and models/values.py keys them as it keys digits.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from text_to_num import alpha2digit, text2num

UNIT = "one|two|three|four|five|six|seven|eight|nine"
TEEN = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
UNIT_ORDINAL = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
# "the fifth" alone stays a word ("the fifth floor"); from the eleventh on, or a compound, it is a date
ORDINAL = (
    rf"(?:{TENS})[- ](?:{UNIT_ORDINAL})|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|"
    r"seventeenth|eighteenth|nineteenth|twentieth|thirtieth"
)
MONTH = (  # every way a month is written (models/values.py finds dates by it too)
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)"
)
SURE_MONTH = MONTH.replace("may|", "").replace("march|", "").replace("mar|", "")  # "the twelfth may be …"
SURE_MONTH = rf" {SURE_MONTH}\b"
BELOW_100 = rf"(?:(?:{TENS})(?:[- ](?:{UNIT}))?|{TEEN}|{UNIT})"
BELOW_1000 = rf"(?:(?:{BELOW_100}|a) hundred(?:(?: and)? {BELOW_100})?)"
# two words at least: "twenty five", "three hundred and fifty", "twelve hundred", "two thousand"
CARDINAL = (
    rf"(?:(?:{BELOW_1000}|{BELOW_100}) thousand(?:(?: and)? (?:{BELOW_1000}|{BELOW_100}))?|"
    rf"{BELOW_1000}|(?:{TENS})[- ](?:{UNIT}))"
)
HOUR = rf"(?:{TEEN}|{UNIT}|\d{{1,2}})"
MINUTES = rf"(?:(?:{TENS})(?:[- ](?:{UNIT}))?|{TEEN}|{UNIT})"
# "ten past nine", "twenty five to six" ("half past" and "quarter to" are models/values.py's own)
CLOCK = (
    rf"(?P<minutes>{MINUTES})(?: minutes?)? (?P<side>past|to) (?P<hour>{HOUR})\b"
    rf"(?!\s*(?:{TENS}|{TEEN}|{UNIT})\b)"  # not "ten to twenty five" (a range)
)
# "six thirty pm", "seven oh five am": an hour and its minutes said, with the half of the day
SAID_TIME = (
    rf"(?P<said_hour>{HOUR}) (?P<said_minutes>oh (?:{UNIT})|{MINUTES}) ?(?P<half>[ap]m\b|[ap]\.m\.)|"
    # "at seven thirty", "by nine oh five": after a word saying when, the half of the day may go unsaid
    rf"(?<=\b(?:at|by) )(?P<at_hour>{HOUR}) (?P<at_minutes>oh (?:{UNIT})|(?:{TENS})(?:[- ](?:{UNIT}))?|"
    r"fifteen|ten|eleven|twelve|thirteen|fourteen|sixteen|seventeen|eighteen|nineteen)\b"
)
THOUSANDS = rf"(?P<whole>\d+|{BELOW_100}|a) (?:and a half )?(?:k|thousand|grand)\b"
SPOKEN = re.compile(
    rf"\b(?:(?P<clock>{CLOCK})|(?P<said>{SAID_TIME})|"
    rf"(?P<ordinal>{ORDINAL})(?P<of_month> of {MONTH}\b|{SURE_MONTH})?|"
    rf"(?P<cardinal>{CARDINAL})|(?P<thousands>{THOUSANDS}))(?![\w-])",
    re.IGNORECASE,
)


# a word after "M to H" that counts something: "ten to twelve people" is no time
COUNTED_AFTER = re.compile(
    r"\s+(?!(?:am|pm|in|on|at|and|so|but|then|now|this|next|tonight|tomorrow|today|instead|sharp)\b)[a-z]"
)


@dataclass(frozen=True)
class Spoken:
    start: int
    end: int
    text: str
    digits: str  # "350", "23rd", "9:10", "4500": what models/values.py keys it by
    kind: str  # number, date or time


# a word no number said in words goes without: most text has none, and is passed over at once
ORDINAL_WORD = re.compile(ORDINAL, re.IGNORECASE)
NUMBER_WORD = re.compile(rf"\b(?:{TENS}|{TEEN}|hundred|thousand|grand|k|{UNIT})\b", re.IGNORECASE)


@functools.lru_cache(maxsize=4096)  # the rules ask for the values of one line many times
def spoken(text: str) -> tuple[Spoken, ...]:
    """The numbers `text` says in words (two words or more, or an ordinal from the eleventh), each with
    the digits it stands for."""
    if not NUMBER_WORD.search(text) and not ORDINAL_WORD.search(text):
        return ()
    out = []
    for match in SPOKEN.finditer(text):
        digits, kind = _digits(match)
        if digits is not None:
            out.append(Spoken(match.start(), match.end(), match.group(0), digits, kind))
    return tuple(out)


def _digits(match: re.Match) -> tuple[str | None, str]:
    said = match.group(0).casefold()
    if match.group("clock"):
        minutes, hour = _count(match.group("minutes")), _count(match.group("hour"))
        if minutes is None or hour is None or not 0 < minutes < 60 or not 0 < hour <= 24:
            return None, ""
        side = match.group("side").casefold()
        if side == "to" and COUNTED_AFTER.match(match.string, match.end()):
            return None, ""  # "ten to twelve people": a range of a count
        return clock(hour, minutes, side), "time"
    if match.group("said"):
        at = match.group("at_hour") is not None
        hour = _count(match.group("at_hour" if at else "said_hour"))
        minutes = _count(match.group("at_minutes" if at else "said_minutes").casefold().removeprefix("oh "))
        if hour is None or minutes is None or not 0 < hour <= 12 or not 0 <= minutes < 60:
            return None, ""
        return f"{hour}:{minutes:02d}", "time"  # the half of the day only says it is a time
    if match.group("ordinal"):
        digits = alpha2digit(match.group("ordinal").casefold().replace("-", " "), "en")
        if not re.fullmatch(r"\d+(?:st|nd|rd|th)", digits):
            return None, ""
        month = match.group("of_month")  # "the eighteenth of May": one date
        return (f"{digits} {month.split()[-1]}" if month else digits), "date"
    if match.group("thousands"):
        whole = 1 if match.group("whole").casefold() == "a" else _count(match.group("whole"))
        if whole is None:
            return None, ""
        return str(whole * 1000 + (500 if "and a half" in said else 0)), "number"
    number = _count(said)
    return (str(number), "number") if number is not None else (None, "")


def clock(hour: int, minutes: int, side: str) -> str:
    """The time "M past H" or "M to H" says, as "H:MM": ten to nine is 8:50, a quarter to one 12:45."""
    if side == "to":
        hour, minutes = hour - 1 or 12, 60 - minutes
    return f"{hour}:{minutes:02d}"


def _count(words: str) -> int | None:
    """The number `words` say ("twenty five", "a hundred", "7"), or None."""
    if words.isdigit():
        return int(words)
    words = re.sub(r"^a ", "one ", words.casefold())
    try:
        return text2num(words.casefold().replace("-", " "), "en")
    except ValueError:
        return None
