"""The values a note carries (numbers, dates, times, placeholders, names) and one key per value, so
that one value written two ways ("Fri" / "Friday", "5k" / "5,000", "half past 3" / "3:30", "ten" /
"10", "€300" / "300 EUR") is recognised as the same when an update replaces it.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from hushmem.models.spoken import MONTH as MONTH_NAMES
from hushmem.models.spoken import TENS, UNIT, clock, spoken

ROLES = {"User", "Assistant"}  # the notes' own subjects, not values
MASK = "\x00"  # stands in for a number said in words while the other values are found
PLACEHOLDER = re.compile(r"<[A-Z][A-Z_]*_\d+>")
MONTH = rf"{MONTH_NAMES}(?!\w)"  # whole words: no month in "marathon"
MONTHS_DAYS = re.compile(
    r"^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)", re.IGNORECASE
)
# a name: a capitalised word past a sentence's start ("Sicily", "iMovie" is not; "DaVinci" is)
NAME = r"(?<!^)(?<![.!?]\s)\b[A-Z](?=[A-Za-z]*[a-z])[A-Za-z]{2,}\b"
NUMBER = re.compile(r"\d[\d,.:/]*\d|\d")  # as written, separators kept: "2,400", "9:30"
CLOCK_WORDS = ("noon", "midday", "midnight")  # a time without a digit: twelve
CLOCK_WORD = rf"\b(?i:{'|'.join(CLOCK_WORDS)})\b"
# a time said in words is one value ("half past 7", "quarter to 8", "8 o'clock"), not the bare number
SPOKEN_TIME = r"\b(?i:(?:half|quarter) (?:past|to) (?:\d{1,2}|[a-z]+))\b|\b\d{1,2} o'?clock\b"
VALUE = re.compile(  # a date with its month is one value ("3 May", "March 10th"), not a number and a name
    rf"{SPOKEN_TIME}|"
    rf"\b\d{{1,2}}(?:st|nd|rd|th)? (?i:{MONTH})|\b(?i:{MONTH}) \d{{1,2}}(?:st|nd|rd|th)?\b|"
    rf"<[A-Z_]+_\d+>|[\w£$€%:,./-]*\d[\w%:/-]*|{NAME}|{CLOCK_WORD}"
)


def values(text: str) -> list[str]:
    """The value-like tokens of a note: numbers (with their units, or said in words), placeholders,
    capitalised words."""
    said = spoken(text)
    masked = _masked(text, said)
    found_at = [(m.start(), m.group(0)) for m in VALUE.finditer(masked)] + [(s.start, s.text) for s in said]
    tokens = [token for _, token in sorted(found_at)]
    return [t.strip(",.") for t in tokens if t.strip(",.") and t not in ROLES]


def _masked(text: str, said: tuple) -> str:
    """`text` with the numbers it says in words blotted out, so their words are found as no other value."""
    for s in said:
        text = f"{text[: s.start]}{MASK * (s.end - s.start)}{text[s.end :]}"
    return text


def value_key(token: str) -> str:
    """The key of one value token of `values` however written ("5k" → "5000"), else its spelling."""
    named = found(token)
    return named[0].key if len(named) == 1 and named[0].text == token else token.casefold()


def kind(value: str) -> str:
    if value.startswith("<"):
        return value[1 : value.rfind("_")]
    if re.fullmatch(SPOKEN_TIME, value):
        return "number"  # as "7:45" is
    said = spoken(value)
    if len(said) == 1 and said[0].text == value:  # "three hundred and fifty", "ten past nine", "twenty third"
        return "date" if said[0].kind == "date" else "number"
    if MONTHS_DAYS.match(value) or re.search(r"\d(?:st|nd|rd|th)$|\s", value):
        return "date"
    return "number" if re.search(r"\d", value) or value.casefold() in CLOCK_WORDS else "name"


def trimmed(value: Found) -> Found:
    """`value` without the comma or full stop its match may end with ("8," of "at 8, meeting"), but with
    the stop of "9 p.m." (its own)."""
    text = value.text.rstrip(",")
    if not re.search(r"\b[ap]\.m\.$", text, re.IGNORECASE):
        text = text.rstrip(".,")
    return dataclasses.replace(value, end=value.start + len(text), text=text) if text else value


# ------------------------------------------------------------------ one key per value, however written

NUMBERS = dict(zip(
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split(), range(1, 21), strict=True,
)) | {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
       "hundred": 100, "dozen": 12}  # fmt: skip
NUMBER_WORD = "|".join(sorted((w for w in NUMBERS if w != "one"), key=len, reverse=True))  # "one thing"
ORDINALS = "second third fourth fifth sixth seventh eighth ninth tenth".split()  # "the fifth floor"
WEEKDAYS = "monday tuesday wednesday thursday friday saturday sunday".split()
# typed short and in lower case, as on a phone: "ready fri", "thurs 17:15"; "mon", "wed", "sat" and "sun"
# are words too, so only where a day is said ("on sat", "sat 9am", "wed night", "mon + wed")
LOWER_DAY = (
    r"(?:fri|thurs?|thu|tues?)(?=\b(?!'))|"
    r"(?:(?<=\bon )|(?<=\bevery )|(?<=\bnext )|(?<=\bthis )|(?<=\btill )|(?<=\buntil )|(?<=\bby )|"
    r"(?<=\bready )|(?<=\+ )|(?<=& )|(?<=\+))(?:mon|wed|sat|sun)(?=\b(?!'))|"
    r"(?:mon|wed|sat|sun)(?= ?(?:\+|&|night|morning|afternoon|eve\b|evening|am\b|pm\b|"
    # a time or a date after it, not any number: "sat 9am", "wed 16 oct", not "we sat 2 hours"
    rf"\d{{1,2}}(?:[:.]\d\d)?\s?(?:am|pm)\b|\d{{1,2}}[:.]\d\d\b|\d{{1,2}}(?:st|nd|rd|th)?\s+(?i:{MONTH})))"
)
WEEKDAY = (
    r"\b(?:(?i:(?:mon|tues|wednes|thurs|fri|satur|sun)days?)|"
    rf"(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?=\b(?!'))|{LOWER_DAY})\b"
)
HOUR = rf"(?:\d{{1,2}}|{NUMBER_WORD}|one)"
CURRENCY = {"€": "eur", "euro": "eur", "eur": "eur", "£": "gbp", "pound": "gbp", "gbp": "gbp",
            "quid": "gbp", "$": "usd", "dollar": "usd", "usd": "usd", "buck": "usd"}  # fmt: skip
NOT_UNITS = set(
    "and or to of for on in at a an the i wa is are not per each now instead then but so altogether total "
    "more fewer less extra all incl inc including plus".split()  # "1,950 all in", "£80 incl VAT"
) | set("once when if because since until till while though although after before by from with".split())
# one unit however written: "23 kilos" is "23 kg"
UNIT_NAMES = {
    "kilo": "kg", "kilogram": "kg", "kilogramme": "kg", "gram": "g", "gramme": "g", "metre": "m",
    "meter": "m", "kilometre": "km", "kilometer": "km", "centimetre": "cm", "centimeter": "cm",
    "litre": "l", "liter": "l", "minute": "min", "mins": "min", "hour": "h", "hr": "h", "hrs": "h",
    "second": "s", "sec": "s", "mile": "mi", "percent": "%",
}  # fmt: skip
# a range is one value: "8-10am", "3-4 hours", "9:30-11" (not a date written "2024-05-03")
RANGE = (
    r"(?<![\d:.-])\d{1,3}(?:[:.]\d{2})?(?:\s?(?i:am|pm))?\s?[-–]\s?\d{1,3}(?:[:.]\d{2})?"
    r"(?:\s?(?i:am|pm))?(?![\d:-]|\.\d|\w)"
)
FOUND = re.compile(
    r"(?P<placeholder><[A-Z][A-Z_]*_\d+>)|"
    rf"(?P<range>{RANGE})|"
    rf"(?P<date>\b\d{{1,2}}(?:st|nd|rd|th)? (?i:{MONTH})|\b(?i:{MONTH}) \d{{1,2}}(?:st|nd|rd|th)?\b)|"
    rf"(?P<time>\b(?i:(?:half|quarter) (?:past|to) {HOUR})\b|\b\d{{1,2}}[:.]\d{{2}}(?:\s?(?i:am|pm))?(?!\d)|"
    # "half nine" is half past nine (British); "noon", "midday" and "midnight" are twelve
    rf"\b(?i:half) {HOUR}\b(?! (?i:hours?|days?|weeks?|months?|years?|of|an?)\b)|"
    rf"{CLOCK_WORD}|"
    # a bare hour after "at" that nothing counts: "it's at 6 now" (not "at 6 euros")
    r"(?:(?<=\b[Ii]t's at )|(?<=\b[Ii]t is at )|(?<=\b[Tt]hat's at ))\d{1,2}(?=\s*(?:[.;!?)]|$)|"
    r"\s(?i:now|tonight|today|tomorrow|instead|then|sharp|on|every|this|next)\b)|"
    rf"\b{HOUR} o'?clock\b|"
    r"\b\d{1,2}\s?(?i:am|pm|a\.m\.|p\.m\.)(?!\w))|"
    # a size is one number: "6x4", "8 x 6ft"
    r"(?P<number>\d+(?:\.\d+)?\s?[x×]\s?\d+(?:\.\d+)?(?:\s?(?:ft|cm|mm|m)\b)?(?!\w)|"
    r"[£$€]?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|thousand)\b)?(?:st|nd|rd|th|(?i:ft|cm|mm|km|kg|ml|lbs?|mins?|hrs?|[gml]))?(?!\w)|"
    rf"\b(?i:{TENS})-(?i:{UNIT})\b|"  # a compound number word is one value: "twenty-five" is 25
    rf"\b(?i:{NUMBER_WORD})\b)|"
    rf"(?P<weekday>{WEEKDAY})|"
    rf"(?P<name>{NAME})",
    re.MULTILINE,
)


@dataclass(frozen=True)
class Found:
    start: int
    end: int
    text: str
    key: str  # the same for one value however written
    kind: str  # placeholder, date, time, number, weekday, name

    @property
    def sort(self) -> str:
        """The kind two values must share to stand for each other: of a placeholder, what it stands for
        (a <LOCATION_1> never replaces a <PERSON_2>)."""
        return self.text[1 : self.text.rfind("_")] if self.kind == "placeholder" else self.kind

    @property
    def broad_kind(self) -> str:
        """The kind an update compares it by: a weekday is a date ("move it to the 12th" may change
        "on Friday")."""
        return "date" if self.kind == "weekday" else self.sort


SENTENCE_START_WORD = re.compile(r"(?:^|(?<=[.!?] ))[A-Z][A-Za-z]{2,}\b", re.MULTILINE)


def found(text: str, known: set[str] = frozenset()) -> list[Found]:  # type: ignore[assignment]
    """Every value in `text` with its key, in order; a capitalised word opening a sentence only when
    its key is `known` (any sentence opens with a capital: "Lightroom got too expensive")."""
    out = [
        Found(m.start(), m.end(), m.group(0), m.group(0).casefold(), "name")
        for m in SENTENCE_START_WORD.finditer(text)
        if m.group(0).casefold() in known
    ]
    said = spoken(text)  # "three hundred and fifty": one value, not three
    out += [Found(s.start, s.end, s.text, key(s.digits, s.kind), s.kind) for s in said]
    for match in FOUND.finditer(_masked(text, said)):
        kind_ = match.lastgroup or "name"
        surface = match.group(0)
        if kind_ == "name" and (surface in ROLES or re.fullmatch(WEEKDAY, surface)):
            continue
        kind_ = "date" if kind_ == "number" and re.search(r"\d(?:st|nd|rd|th)$", surface) else kind_
        if kind_ == "range":  # "8-10am" is a time of day, "3-4 hours" an amount
            kind_ = "time" if re.search(r":|\d\s?(?i:am|pm)$", surface) else "number"
            out.append(Found(match.start(), match.end(), surface, _range_key(surface, kind_), kind_))
            continue
        out.append(Found(match.start(), match.end(), surface, key(surface, kind_), kind_))
    out = sorted(out, key=lambda v: v.start)
    # a day's name before its date says the same day once: "mon 21 oct", "Monday, 21 October" is one date
    for index in range(len(out) - 2, -1, -1):
        day, date = out[index], out[index + 1]
        if _named_day_of(text, day, date):
            out[index : index + 2] = [
                Found(day.start, date.end, text[day.start : date.end], date.key, "date")
            ]
    return out


def _named_day_of(text: str, value: Found, after: Found) -> bool:
    """Whether `value` is a weekday said just before the date `after` ("mon 21 oct")."""
    if value.kind != "weekday" or after.kind != "date":
        return False
    return re.fullmatch(r",? (?:the )?", text[value.end : after.start]) is not None


def value_keys(text: str, known: set[str] = frozenset()) -> set[str]:  # type: ignore[assignment]
    """The keys of the values `text` names (`found`), however each is written."""
    return {v.key for v in found(text, known)}


def key(surface: str, kind_: str) -> str:
    """One spelling of a value: "Fri" → "friday", "5k" → "5000", "half past 3" → "3:30"."""
    low = surface.casefold().strip(" ,.")
    if kind_ in ("placeholder", "name"):
        return low
    if kind_ == "weekday":
        return next(day for day in WEEKDAYS if low.startswith(day[:3]))
    if kind_ == "date" and re.fullmatch(r"\d+(?:st|nd|rd|th)", low):
        return f"{int(low[:-2])}th"
    if kind_ == "date":
        day = re.search(r"\d{1,2}", low).group(0)  # type: ignore[union-attr]
        month = re.search(r"[a-z]{3}", re.sub(r"\d+(?:st|nd|rd|th)?", "", low)).group(0)  # type: ignore[union-attr]
        return f"{month} {int(day)}"
    if kind_ == "time":
        return _time(low)
    size = re.fullmatch(r"([\d.]+)\s?[x×]\s?([\d.]+)\s?([a-z]*)", low)
    if size:  # "8 x 6ft" and "8x6 ft": one size
        return f"{size.group(1)}x{size.group(2)}"
    return _number(low)


def _range_key(surface: str, kind_: str) -> str:
    """One spelling of a range: "8-10am" → "8:00-10:00", "3 - 4" → "3-4"."""
    low, high = (end.strip() for end in re.split(r"[-–]", surface.casefold(), maxsplit=1))
    return f"{_time(low)}-{_time(high)}" if kind_ == "time" else f"{_number(low)}-{_number(high)}"


def _hour(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS.get(word, 1)


def _time(low: str) -> str:
    if low in CLOCK_WORDS:
        return "12:00"
    british = re.fullmatch(r"half (\w+)", low)  # "half nine": 9:30
    if british:
        return f"{_hour(british.group(1)) % 12 or 12}:30"
    said = re.match(r"(half|quarter) (past|to) (\w+)", low)
    if said:
        return clock(_hour(said.group(3)), 30 if said.group(1) == "half" else 15, said.group(2))
    oclock = re.match(r"(\w+) o'?clock", low)  # "8 o'clock", "eight o'clock", "8 oclock"
    if oclock:
        return f"{_hour(oclock.group(1)) % 12 or 12}:00"
    digits = re.match(r"(\d{1,2})(?:[:.](\d{2}))?", low)
    hour, minutes = int(digits.group(1)), int(digits.group(2) or 0)  # type: ignore[union-attr]
    return f"{hour % 12 or 12}:{minutes:02d}"


def _number(low: str) -> str:
    if low in NUMBERS:
        return str(NUMBERS[low])
    tens, _, units = low.partition("-")
    if tens in NUMBERS and units in NUMBERS:  # "twenty-five"
        return str(NUMBERS[tens] + NUMBERS[units])
    scale = 1000 if re.search(r"(?:k|thousand)$", low) else 1
    digits = re.sub(r"[^\d.]", "", re.sub(r"(?:k|thousand)$", "", low))
    try:
        number = float(digits) * scale
    except ValueError:
        return low
    return str(int(number)) if number == int(number) else str(number)


# units of one dimension: "90 minutes" may become "two hours", "800 g" may become "1.2 kg"
DIMENSIONS = {
    **dict.fromkeys(("s", "min", "h", "day", "week", "fortnight", "month", "year"), "duration"),
    **dict.fromkeys(("mm", "cm", "m", "km", "mi", "ft", "inch", "inche", "yard"), "length"),
    **dict.fromkeys(("g", "kg", "lb", "stone", "ounce", "oz"), "weight"),
    **dict.fromkeys(("ml", "l", "pint", "gallon"), "volume"),
}
# units an amount is measured in, not counted in ("2 days" is no count a bare "seven" replaces)
MEASURES = {*UNIT_NAMES.values(), *CURRENCY.values(), *DIMENSIONS}


def dimension(unit_word: str) -> str:
    """What a unit measures ("h" and "min": "duration"), or the unit itself when it is no measure."""
    return DIMENSIONS.get(unit_word, unit_word)


def unit(text: str, value: Found) -> str:
    """The word a number is counted in ("5000 litres" → "litre", "€300" → "eur"), or ""."""
    sign = value.text[:1]
    if sign in CURRENCY:
        return CURRENCY[sign]
    glued = re.search(r"\d([A-Za-z]+)$", value.text)  # "6ft", "500g"
    if glued and value.kind == "number" and not re.fullmatch(r"(?:st|nd|rd|th|k)", glued.group(1)):
        return unit_name(glued.group(1).casefold().rstrip("s"))
    after = re.match(r"\s*([A-Za-z€£$%]+)", text[value.end :])
    word = after.group(1).casefold().rstrip("s") if after else ""
    word = "" if word in NOT_UNITS or word.endswith("ing") else word  # "we're six going": no unit
    return unit_name(word) if value.kind == "number" else ""


def unit_name(word: str) -> str:
    """One name per unit however written ("quid" → "gbp", "kilo" → "kg"); an unknown word is its own."""
    return CURRENCY.get(word, UNIT_NAMES.get(word, word))


NAME_JOINER = re.compile(r"(?:'s)?\s+(?:(?:and|&|of|of the|de|la|le)\s+)?$")


def name_runs(text: str, values_found: list[Found]) -> list[Found]:
    """`values_found` with names standing together taken as one ("the Fox and Hound", "Pharaoh's Tomb",
    "Red Lion"): a name of several words is replaced as one value."""
    out: list[Found] = []
    for value in values_found:
        last = out[-1] if out else None
        joined = last is not None and last.kind == value.kind == "name"
        if joined and NAME_JOINER.match(text[last.end : value.start]):  # type: ignore[union-attr]
            surface = text[last.start : value.end]  # type: ignore[union-attr]
            out[-1] = Found(last.start, value.end, surface, surface.casefold(), "name")  # type: ignore[union-attr]
        else:
            out.append(value)
    return out
