"""Regex recognizers Presidio lacks: street addresses (US/UK/CA, German, French, Spanish, Italian
forms) and phone numbers written in international or common national formats that the
`phonenumbers` matcher misses; plus the user's own patterns from the config."""

from __future__ import annotations

import re

from presidio_analyzer import Pattern, PatternRecognizer

from hushmem.core.config import PatternSpec

# USPS Publication 28 common suffixes and their abbreviations, plus UK forms.
_STREET_SUFFIXES = (
    "Alley|Aly|Annex|Arcade|Avenue|Ave|Av|Bay|Bayou|Beach|Bend|Bluffs?|Bottom|Boulevard|Blvd|Branch|"
    "Bridge|Brook|Burgs?|Bypass|Byp|Camp|Canyon|Cape|Causeway|Center|Centre|Ctr|Circle|Cir|Circles|"
    "Cliffs?|Close|Club|Common|Commons|Corners?|Course|Court|Ct|Courts|Cove|Coves|Creek|Crescent|Cres|"
    "Crest|Crossing|Xing|Crossroad|Curve|Dale|Dam|Divide|Drive|Dr|Drives|Estates?|Expressway|Expy|"
    "Extensions?|Falls?|Ferry|Fields?|Flats?|Fords?|Forest|Forge|Forks?|Fort|Freeway|Fwy|Gardens?|Gdns|"
    "Gateway|Glens?|Greens?|Grove|Groves|Harbors?|Haven|Heights|Hts|Highway|Hwy|Hill|Hills|Hollow|"
    "Inlet|Islands?|Isle|Junctions?|Keys?|Knolls?|Lakes?|Land|Landing|Lane|Ln|Light|Lights|Loaf|Locks?|"
    "Lodge|Loop|Mall|Manor|Manors|Meadows?|Mews|Mill|Mills|Mission|Motorway|Mount|Mountains?|Neck|"
    "Orchard|Oval|Overpass|Park|Parks|Parade|Parkway|Pkwy|Pass|Passage|Path|Pike|Pines?|Place|Pl|"
    "Plains?|Plaza|Plz|Points?|Ports?|Prairie|Radial|Ramp|Ranch|Rapids?|Rest|Ridges?|River|Road|Rd|"
    "Roads|Route|Rte|Row|Rue|Run|Shoals?|Shores?|Skyway|Springs?|Spurs?|Squares?|Sq|Station|Stravenue|"
    "Stream|Street|St|Streets|Summit|Terrace|Ter|Trace|Track|Trafficway|Trail|Trl|Trailer|Tunnel|"
    "Turnpike|Tpke|Underpass|Unions?|Valleys?|Viaduct|Views?|Villages?|Ville|Vista|Walks?|Wall|Way|"
    "Ways|Wells?|Wharf|Wynd|Yard"
)
_UNIT = r"(?:,?\s+(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|Flat|Room|Fl\.?|Floor|#)\s*[\w-]+)?"
_CAP = r"[A-Z][\w'’.-]*"

_NAME_WORD = r"(?:[A-ZÀ-ÖØ-ÞĀ-Ž]|[^\W\d_a-zß-öø-ÿā-ž])[\w'’.-]*"  # capitalised, or of a script without case
# Street words of other languages, before the name ("ulica", "calle") or after it ("gatan", "utca").
_WORD_BEFORE = (
    r"ul\.|ulica|ulitsa|calle|c/|rua|avenida|av\.|piazza|plaza|carrer|strada|aleja|al\.|"
    r"bulevar|bulevardul|odos|odós|leoforos|prospekt|pr-t|travessa|largo|náměstí|nám\.|trg|ulice|sokak|"
    r"cadde|caddesi|vulytsia|vul\.|pereulok|per\."
)
_WORD_AFTER = (
    r"gatan|gata|vägen|vegen|veien|vei|vej|gade|stræde|katu|kuja|straat|laan|gracht|steeg|weg|"
    r"gasse|utca|út|útja|iela|tänav|maantee|gatvė|prospektas|ulica|ulice|cesta|sokak|sokağı|caddesi"
)
_STREET_WORD = re.compile(rf"(?i)(?:{_STREET_SUFFIXES}|{_WORD_BEFORE}|{_WORD_AFTER})\.?")


def street_word(word: str) -> bool:
    """A word that makes a street of a name in some language ("Street", "Rd", "ulica", "gatan")."""
    return _STREET_WORD.fullmatch(word) is not None


STREET_PATTERNS = [
    # 1600 Pennsylvania Avenue NW, 221B Baker Street, 0487 Hernandez Mall Apt. 933
    Pattern(
        "street (number first)",
        rf"\b\d{{1,6}}[A-Za-z]?,?\s+{_CAP}\s+(?:(?:{_CAP}|of|the|de|la)\s+){{0,3}}(?i:{_STREET_SUFFIXES})\b"
        rf"(?:\s+(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\b)?{_UNIT}",
        0.75,
    ),
    # Flat 5, Baker Street / Suite 200 Pine Road: unit words before the street
    Pattern(
        "street (unit first)",
        rf"\b(?:Flat|Apt\.?|Apartment|Suite|Unit)\s+\w+,?\s+(?:{_CAP}\s+){{1,4}}(?:{_STREET_SUFFIXES})\b",
        0.7,
    ),
    # High Street 45, Mill Lane 12: an English street word, the house number after it (as Europe writes)
    Pattern(
        "street (English, number after)",
        r"(?<![\w.])(?:[A-Z][\w'’-]*[ \t]+){1,3}(?:Street|St\.|Road|Rd\.|Lane|Avenue|Ave\.|Drive|Close|"
        r"Crescent|Terrace|Boulevard|Gardens)[ \t]+\d{1,4}[a-zA-Z]?(?![\w.,]\d)(?!\w)",
        0.7,
    ),
    # Hauptstraße 5, Müllerweg 12a, Am Markt 3 (German: name then number)
    Pattern(
        "street (German)",
        r"\b(?:(?:Am|An der|Auf dem|Im|In der|Zum|Zur)\s+)?[A-ZÄÖÜ][\wäöüß.-]*"
        r"(?i:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad|markt)"
        r"(?:\s+[A-ZÄÖÜ][\wäöüß.-]*)?\s+\d{1,4}(?:\s?[a-zA-Z](?!\w))?(?:[/-]\d{1,4})?",
        0.75,
    ),
    Pattern(
        "street (German, separate word)",
        r"\b[A-ZÄÖÜ][\wäöüß-]+(?:\s+[A-ZÄÖÜ][\wäöüß-]+)?\s+(?:Straße|Strasse|Str\.|Weg|Gasse|Platz|Allee|Ring)"
        r"\s+\d{1,4}(?:\s?[a-zA-Z](?!\w))?(?:[/-]\d{1,4})?",
        0.75,
    ),
    # 12, rue de la Paix / 3 avenue Victor Hugo / boulevard Saint-Michel (French)
    Pattern(
        "street (French)",
        r"\b(?:\d{1,4}(?:\s?(?:bis|ter))?,?\s+)?(?:rue|avenue|av\.|boulevard|bd|chemin|place|impasse|allée|"
        r"quai|route|cours|passage|square)\s+(?:(?:de|du|des|la|le|l'|d')\s*)*"
        r"[A-ZÉÈ][\w'’-]*(?:\s+(?:(?:de|du|des|la|le|l'|d')\s*)*[A-ZÉÈ][\w'’-]*){0,3}",
        0.7,
    ),
    # Calle Mayor 5 / Via Roma 10 / Piazza Navona, 3 (Spanish, Italian, Portuguese)
    Pattern(
        "street (Romance, name then number)",
        r"\b(?:Calle|C/|Avenida|Avda\.?|Paseo|Plaza|Camino|Carrer|Rua|Travessa|Via|Viale|Piazza|Corso|"
        r"Vicolo|Largo|Strada|Urbanización|Cuesta|Acceso|Pasadizo|Glorieta|Pasaje|Ronda|Travesía|Vía|"
        r"Callejón|Carretera|Alameda|Rambla|Camino|Cañada|Partida|Plazuela|Senda|Bajada|Subida|Borgo)\s+"
        r"(?:(?:de|del|de la|da|do|dos|di|della|dei|delle)\s+)*"
        r"[A-ZÁÉÍÓÚ][\w'’-]*(?:\s+(?:(?:de|del|da|di|della)\s+)*[A-ZÁÉÍÓÚ][\w'’-]*){0,3}"
        r"(?:,?\s*(?:n\.?\s*|nº\s*)?\d{1,4})?",
        0.7,
    ),
    # ul. Lipowa 12, calle de Serrano 41, ulitsa Lenina 5/2: a street word of another language first, in
    # any case, then the name and a house number
    Pattern(
        "street (street word first, any case, numbered)",
        rf"(?<!\w)(?i:{_WORD_BEFORE})\s+(?:(?:de|del|de la|da|do|dos|di|della)\s+)*"
        rf"{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,3}},?\s+\d{{1,4}}[a-zA-Z]?(?:/\d{{1,4}})?(?!\w)",
        0.7,
    ),
    # Storgatan 14, Vesterbrogade 3, Mannerheimintie 20, Andrássy út 12, 205 Kalda tänav: the street word
    # glued to the name or after it (Nordic, Dutch, Finnish, Baltic, Hungarian), with a house number
    Pattern(
        "street (street word after, numbered)",
        rf"(?<!\w){_NAME_WORD}(?i:{_WORD_AFTER})\s+\d{{1,4}}[a-zA-Z]?(?:/\d{{1,4}})?(?!\w)"
        rf"|(?<!\w){_NAME_WORD}\s+(?i:{_WORD_AFTER})\s+\d{{1,4}}[a-zA-Z]?(?!\w)"
        rf"|(?<![\w.,])\d{{1,4}}[a-zA-Z]?\s+{_NAME_WORD}(?:\s+{_NAME_WORD})?\s+(?i:{_WORD_AFTER})(?!\w)",
        0.7,
    ),
]

# Digit runs standing alone: not inside a longer number, word, version or decimal ("3.14159").
_NOT_AFTER = r"(?<![\w-])(?<!\d\.)"
_NOT_BEFORE = r"(?![\w-])(?!\.\d)"

PHONE_PATTERNS = [
    # +44 20 7946 0958, +1-202-555-0143, +49 (0)30 1234567
    Pattern(
        "phone (international)",
        r"(?<![\w+])\+\d{1,3}[\s.-]?(?:\(\d{1,4}\)[\s.-]?)?(?:\d[\s.-]?){6,12}\d\b",
        0.7,
    ),
    # (202) 555-0143, 202.555.0143, 202-555-0143 x1234
    Pattern(
        "phone (NANP)",
        r"(?<![\w-])(?:1[\s.-])?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?:\s?(?:x|ext\.?)\s?\d{1,5})?\b",
        0.6,
    ),
    # 020 7946 0958, 030 12345678, 06 12 34 56 78 (national trunk prefix 0)
    Pattern("phone (national)", r"(?<![\w-])0\d{1,4}(?:[\s.-]\d{2,4}){2,4}\b", 0.5),
    # (0113) 496 0934, (09751) 048221: trunk code in brackets
    Pattern("phone (bracketed area code)", r"(?<![\w-])\(0\d{2,5}\)\s?\d{3,4}[\s.-]?\d{1,5}\b", 0.6),
    # 0121 4960669, 03695 795663, 04509 28172: trunk code then the subscriber number in one group
    Pattern("phone (national, two groups)", rf"{_NOT_AFTER}0\d{{1,5}}[\s.-]\d{{5,8}}{_NOT_BEFORE}", 0.5),
    # 622 810 366, 12-34-56-78-90: three or more groups of digits in phone shape (9-15 digits in
    # all, checked by PhonePatternRecognizer), whatever libphonenumber thinks of the area code
    Pattern(
        "phone (grouped)",
        rf"{_NOT_AFTER}(?!\d{{3}}([ -])\d{{2}}\1\d{{4}}{_NOT_BEFORE})"
        rf"\d{{2,4}}(?:[ -]\d{{2,4}}){{2,5}}{_NOT_BEFORE}",
        0.5,
    ),  # (not an SSN's 3-2-4)
    # 0784036860, 042344879: national numbers written without separators
    Pattern("phone (national, unbroken)", rf"{_NOT_AFTER}0\d{{8,10}}{_NOT_BEFORE}", 0.5),
    # 3514772097: a bare ten-digit North American number
    Pattern("phone (NANP, unbroken)", rf"{_NOT_AFTER}[2-9]\d{{2}}[2-9]\d{{6}}{_NOT_BEFORE}", 0.5),
    # 001-202-555-0143 (international dialling prefix)
    Pattern("phone (00 prefix)", r"(?<![\w-])00\d{1,3}(?:[\s.-]?\d{2,4}){3,5}\b", 0.6),
]


class LuhnCardRecognizer(PatternRecognizer):
    """Any 12-19 digit run, spaced or dashed in any grouping, that passes the Luhn check (Presidio's
    own recognizer expects the usual groupings and misses e.g. 19-digit or 12-digit Maestro cards)."""

    def __init__(self) -> None:
        super().__init__(
            supported_entity="CREDIT_CARD",
            patterns=[Pattern("card (Luhn)", r"(?<![\w-])\d(?:[ -]?\d){11,18}(?![\w-])", 0.5)],
            context=["card", "credit", "visa", "mastercard", "amex", "maestro", "debit"],
            name="LuhnCardRecognizer",
        )

    def validate_result(self, pattern_text: str) -> bool:
        digits = [int(ch) for ch in pattern_text if ch.isdigit()]
        total = 0
        for position, digit in enumerate(reversed(digits)):
            if position % 2 == 1:
                digit = digit * 2 - 9 if digit > 4 else digit * 2
            total += digit
        return total % 10 == 0


class CuedDigitsPhoneRecognizer(PatternRecognizer):
    """377730840: a bare 9-11 digit run is a phone number when a phone word comes shortly before
    it ("call me at", "text", "reach ... on"). Presidio's own context boost cannot do this: it
    ignores stop words, and spaCy counts "call" as one."""

    CUE = re.compile(
        r"\b(?:call|text|phone|number|reach|mobile|cell|tel|whatsapp|ring|dial|contact|fax|sms)\w*\b[^.!?\n]{0,30}$",
        re.IGNORECASE,
    )

    def __init__(self) -> None:
        super().__init__(
            supported_entity="PHONE_NUMBER",
            patterns=[
                Pattern(
                    "phone (cued digits)",
                    rf"{_NOT_AFTER}\(?\d(?:[\s.()/-]{{0,2}}\d){{8,14}}{_NOT_BEFORE}",
                    0.6,
                )
            ],
            name="CuedDigitsPhoneRecognizer",
        )

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        results = super().analyze(text, entities, nlp_artifacts, regex_flags) or []
        return [r for r in results if self.CUE.search(text[max(0, r.start - 60) : r.start])]

    def validate_result(self, pattern_text: str) -> bool | None:
        return None if 9 <= sum(ch.isdigit() for ch in pattern_text) <= 15 else False


# Presidio compiles patterns case-insensitively by default; ours rely on capitals to tell a street
# name from "3 miles down the road", and opt into case-insensitivity where they mean it: (?i:...).
CASE_SENSITIVE = re.DOTALL | re.MULTILINE


def street_address_recognizer() -> PatternRecognizer:
    return PatternRecognizer(
        supported_entity="STREET_ADDRESS",
        patterns=STREET_PATTERNS,
        global_regex_flags=CASE_SENSITIVE,
        context=["address", "live", "street", "ship", "deliver", "located", "moved"],
        name="StreetAddressRecognizer",
    )


_TIMESTAMP = re.compile(r"(?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:[ T]|$)")


class PhonePatternRecognizer(PatternRecognizer):
    """PHONE_PATTERNS, kept only when they hold 9 to 15 digits (a phone's length in any country)."""

    def __init__(self) -> None:
        super().__init__(
            supported_entity="PHONE_NUMBER",
            patterns=PHONE_PATTERNS,
            context=["phone", "call", "number", "mobile", "cell", "tel", "reach", "text", "whatsapp"],
            name="PhonePatternRecognizer",
        )

    def validate_result(self, pattern_text: str) -> bool | None:
        """None (keep the pattern's score) for a phone's length, False otherwise or for a timestamp."""
        if _TIMESTAMP.match(pattern_text.strip()):
            return False  # "1994-11-24 08:49": an ISO date and its hour
        digits = sum(ch.isdigit() for ch in pattern_text)
        return None if 9 <= digits <= 15 or pattern_text.lstrip().startswith("+") else False


def phone_pattern_recognizer() -> PatternRecognizer:
    return PhonePatternRecognizer()


class CuedSsnRecognizer(PatternRecognizer):
    """Nine digits in an SSN's 3-2-4 grouping next to an SSN word ("SSN", "SSN#", "social security",
    "soc. sec."), whatever separates the groups (none, "-", "–", spaces, dots, slashes, underscores)
    and whatever Presidio's recognizer thinks of the number: it rejects "sample" and never-issued
    numbers (123-45-6789, 666-, 000-, -00-, -0000), which users still type. Dashed 3-2-4 needs no
    cue word at all."""

    _WORD = r"(?:ssn|ss[ \t]*#|ss[ \t]*(?:no\b|num)|social(?:[\s-]+sec(?:urity|\.|\b))?|soc\.?\s*sec\.?)"
    # "Soc. Sec. No. 536 ...", "SSN (as on the card): 536 ..."; a longer gap holds no full stop
    CUE_BEFORE = re.compile(rf"(?i)\b{_WORD}(?![a-z])(?:[^!?]{{0,24}}|[^!?.]{{0,40}})$")
    CUE_AFTER = re.compile(rf"(?i)^[^.!?\n\d]{{0,16}}\b{_WORD}(?![a-z])")
    _SPACE = r"[ \t\u00a0\u2007\u2009\u202f]"  # no-break and thin spaces too
    _SEPARATOR = rf"{_SPACE}{{0,2}}[-‐‑‒–—−﹣－./_·•,:|{_SPACE[1:-1]}]?{_SPACE}{{0,2}}"
    # 536-22-1234 alone: an SSN's own shape (a phone groups 3-3-4), kept with or without a cue word
    _DASHED = re.compile(r"\d{3}([-‐‑‒–—−﹣－])\d{2}\1\d{4}")

    def __init__(self) -> None:
        super().__init__(
            supported_entity="US_SSN",
            patterns=[
                Pattern(
                    "ssn (cued digits)",
                    rf"{_NOT_AFTER}\d{{3}}{self._SEPARATOR}\d{{2}}{self._SEPARATOR}\d{{4}}{_NOT_BEFORE}",
                    0.6,
                )
            ],
            name="CuedSsnRecognizer",
        )

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        results = super().analyze(text, entities, nlp_artifacts, regex_flags) or []
        return [
            r
            for r in results
            if self.CUE_BEFORE.search(text[max(0, r.start - 64) : r.start])
            or self.CUE_AFTER.search(text[r.end : r.end + 24])
            or self._DASHED.fullmatch(text, r.start, r.end)
        ]

    def validate_result(self, pattern_text: str) -> bool:
        return True  # the cue decides, not the number's history


class AnyCaseIbanRecognizer(PatternRecognizer):
    """An IBAN in any case or grouping ("fi10 6335 ..."), kept when its ISO 13616 checksum holds
    (Presidio's recognizer expects upper case)."""

    def __init__(self) -> None:
        super().__init__(
            supported_entity="IBAN_CODE",
            patterns=[
                Pattern("iban (any case)", r"(?i)(?<!\w)[a-z]{2}\d{2}(?:[ -]?[a-z0-9]){11,30}(?!\w)", 0.6)
            ],
            name="AnyCaseIbanRecognizer",
        )

    def validate_result(self, pattern_text: str) -> bool:
        compact = "".join(ch for ch in pattern_text if ch.isalnum()).upper()
        rotated = compact[4:] + compact[:4]
        return int("".join(str(int(ch, 36)) for ch in rotated)) % 97 == 1


def custom_recognizers(specs: list[PatternSpec]) -> list[PatternRecognizer]:
    return [
        PatternRecognizer(
            supported_entity=spec.name,
            patterns=[Pattern(spec.name, spec.pattern, spec.score)],
            name=f"Custom{spec.name.title().replace('_', '')}Recognizer",
        )
        for spec in specs
    ]


# analyze() methods that only drop some of their patterns' matches: no match, no finding (prefilter.py)
ONLY_FILTER_MATCHES = (CuedDigitsPhoneRecognizer.analyze, CuedSsnRecognizer.analyze)
