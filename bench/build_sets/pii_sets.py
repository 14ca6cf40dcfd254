"""Generator of the frozen PII evaluation sets: `bench/data/pii/pii_{test,dev}.jsonl` (planted names,
places and identifiers in chat sessions) and `bench/data/clean/clean_{test,dev}.jsonl` (text with no PII),
from the templates and lists in `bench/data/pii/` (`templates.jsonl`, `sources.json`).

    python -m bench.build_sets.pii_sets  # rewrites the four files; byte-identical for the same seeds
                                         # (mimesis pinned in pyproject; clean sets need Python 3.11)

Test and dev use disjoint template families, disjoint mimesis locales, disjoint hand-written lists and
disjoint clean-text sources (see bench/data/README.md). No Faker: the detector trains on Faker.
"""

from __future__ import annotations

import ipaddress
import json
import random
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path

from bench.build_sets.clean_sets import clean_sentences
from bench.lib import data

SEEDS = {"test": 20261130, "dev": 7117}
NAME_TYPES = ("PERSON", "LOCATION", "STREET_ADDRESS")
SOURCES = data.load("pii/sources.json")  # locales, hand-written lists and masks of each family
GENERIC = set(SOURCES["generic_address_words"])  # part of a street or address, never distinctive alone


DICTIONARY = Path("/usr/share/dict/american-english")  # Debian's wamerican 2020.12.07-2


def common_words() -> set[str]:
    """Common English words among the planted values' words (written by `main` from the dictionary)."""
    path = data.path("pii/common_words.txt")
    return set(path.read_text(encoding="utf-8").split()) if path.exists() else set()


def dictionary() -> set[str]:
    """Lower-case words of the English dictionary: a value's word found here is not distinctive."""
    if not DICTIONARY.exists():
        raise SystemExit(f"{DICTIONARY} is missing: apt-get install wamerican (needed to regenerate)")
    return {w for w in DICTIONARY.read_text(encoding="utf-8").split() if w.isalpha() and w.islower()}


def distinctive(value: str, common: set[str]) -> list[str]:
    """The words of a planted value that count for a leak: 3+ letters, not generic, not common English."""
    words = re.findall(r"[^\W\d_]+(?:['’-][^\W\d_]+)*", value)
    out = []
    for word in words:
        for part in re.split(r"['’-]", word):
            low = part.lower()
            if len(part) >= 3 and low not in GENERIC and low not in common and low not in out:
                out.append(low)
    return out


def ascii_fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


class Values:
    """Draws unique values for one set from mimesis locales and hand-written lists."""

    def __init__(self, family: str, seed: int, common: set[str], forbidden: set[str]) -> None:
        from mimesis import Address, Locale, Person

        self.rng = random.Random(seed)
        self.family = family
        self.common = common
        self.used: set[str] = set(forbidden)  # distinctive tokens already planted (and the other set's)
        locales = SOURCES["locales"][family]
        self.people = {loc: Person(Locale(loc), seed=seed + i) for i, loc in enumerate(locales)}
        self.places = {loc: Address(Locale(loc), seed=seed + 100 + i) for i, loc in enumerate(locales)}
        self.latin = [loc for loc in locales if loc in SOURCES["latin_locales"]]
        self.hand = SOURCES["hand"][family]

    def _take(self, make: Callable[[], str], tries: int = 400) -> str:
        for _ in range(tries):
            value = make().strip()
            tokens = distinctive(value, self.common)
            if value and tokens and not any(t in self.used for t in tokens):
                self.used.update(tokens)
                return value
        raise RuntimeError(f"could not draw a fresh value ({self.family})")

    def _hand_or(self, key: str, mimesis: Callable[[], str], share: float) -> Callable[[], str]:
        def make() -> str:
            return self.rng.choice(self.hand[key]) if self.rng.random() < share else mimesis()

        return make

    def first_name(self, latin: bool = False) -> str:
        locs = self.latin if latin else list(self.people)
        return self._take(
            self._hand_or("first", lambda: self.people[self.rng.choice(locs)].first_name(), 0.3)
        )

    def surname(self, latin: bool = False) -> str:
        locs = self.latin if latin else list(self.people)
        return self._take(
            self._hand_or("surname", lambda: self.people[self.rng.choice(locs)].last_name(), 0.4)
        )

    def full_name(self, latin: bool = False) -> str:
        def make() -> str:
            loc = self.rng.choice(self.latin if latin else list(self.people))
            person = self.people[loc]
            if loc in SOURCES["cjk_locales"]:
                return person.last_name() + person.first_name()
            if self.rng.random() < 0.3:
                return f"{self.rng.choice(self.hand['first'])} {self.rng.choice(self.hand['surname'])}"
            return f"{person.first_name()} {person.last_name()}"

        return self._take(make)

    def town(self, latin: bool = False) -> str:
        locs = self.latin if latin else list(self.places)
        return self._take(
            self._hand_or("town", lambda: self.places[self.rng.choice(locs)].city().strip(), 0.45)
        )

    def street(self) -> str:
        def make() -> str:
            stem = self.rng.choice(self.hand["street_stem"])
            pattern = self.rng.choice(self.hand["street_pattern"])
            return pattern.format(s=stem, n=self.rng.randint(1, 240))

        def mimesis() -> str:
            loc = self.rng.choice(self.latin)
            return self.places[loc].address()

        return self._take(lambda: make() if self.rng.random() < 0.6 else mimesis())

    def email(self) -> str:
        first = ascii_fold(self.people[self.rng.choice(self.latin)].first_name()).lower()
        last = ascii_fold(self.people[self.rng.choice(self.latin)].last_name()).lower()
        first, last = re.sub(r"[^a-z]", "", first) or "kim", re.sub(r"[^a-z]", "", last) or "lee"
        domain = self.rng.choice(SOURCES["email_domains"][self.family])
        shape = self.rng.choice(SOURCES["email_shapes"][self.family])
        value = shape.format(
            f=first, l=last, i=first[0], n=self.rng.randint(1, 99), y=self.rng.randint(1950, 2008)
        )
        value = f"{value}@{domain}"
        return value.upper() if self.rng.random() < 0.08 else value

    def phone(self) -> tuple[str, str]:
        kind, mask = self.rng.choice(SOURCES["phone_masks"][self.family])
        return kind, re.sub("#", lambda _: str(self.rng.randint(0, 9)), mask)

    def card(self) -> str:
        prefix, length = self.rng.choice(SOURCES["card_prefixes"])
        body = prefix + "".join(str(self.rng.randint(0, 9)) for _ in range(length - len(prefix) - 1))
        digits = body + luhn_digit(body)
        groupings = SOURCES["card_groupings"][self.family]  # by length; JSON keys are strings
        groups = self.rng.choice(groupings.get(str(length), groupings["16"]))
        return group(digits, groups)

    def iban(self) -> str:
        country, bban_mask = self.rng.choice(SOURCES["iban_specs"][self.family])
        bban = "".join(
            str(self.rng.randint(0, 9)) if c == "n" else self.rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ")
            for c in bban_mask
        )
        check = 98 - int(_iban_numeric(bban + country + "00")) % 97
        compact = f"{country}{check:02d}{bban}"
        style = self.rng.random()
        if style < 0.5:
            return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))
        return compact if style < 0.9 else compact.lower()

    def ssn(self) -> str:
        area = self.rng.choice([a for a in range(1, 900) if a != 666])
        digits = f"{area:03d}{self.rng.randint(1, 99):02d}{self.rng.randint(1, 9999):04d}"
        sep = self.rng.choice(SOURCES["ssn_separators"][self.family])
        return f"{digits[:3]}{sep}{digits[3:5]}{sep}{digits[5:]}"

    def ip(self) -> tuple[str, str]:
        if self.rng.random() < 0.6:
            first = self.rng.choice([10, 31, 62, 81, 100, 141, 172, 185, 192, 203, 217])
            return "ipv4", ".".join(str(x) for x in [first, *(self.rng.randint(0, 255) for _ in range(3))])
        raw = self.rng.getrandbits(128)
        if self.rng.random() < 0.5:  # documentation and ULA prefixes with runs of zeros: compressed forms
            raw = (0x20010DB8 << 96) | (self.rng.getrandbits(16) << 16) | self.rng.getrandbits(8)
        address = ipaddress.IPv6Address(raw)
        return "ipv6", address.compressed if self.rng.random() < 0.7 else address.exploded


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return str((10 - total % 10) % 10)


def group(digits: str, sizes: list[int] | str) -> str:
    if isinstance(sizes, str):  # a separator for 4-digit groups, or "" for none
        return sizes.join(digits[i : i + 4] for i in range(0, len(digits), 4)) if sizes else digits
    out, at = [], 0
    for size in sizes:
        out.append(digits[at : at + size])
        at += size
    return " ".join(out)


def _iban_numeric(text: str) -> str:
    return "".join(str(int(c, 36)) for c in text)


def build(family: str, seed: int, common: set[str], forbidden: set[str]) -> list[dict]:
    """Every item of one set: each shape's templates filled with fresh values."""
    values = Values(family, seed, common, forbidden)
    rng = values.rng
    items = []
    for row in data.rows("pii/templates.jsonl"):
        if row["family"] != family:
            continue
        shape, count, templates = row["shape"], row["count"], row["templates"]
        for n in range(count):
            template = templates[n % len(templates)]
            messages, planted = fill(template, values, rng)
            items.append({"shape": shape, "messages": messages, "planted": planted})
    rng.shuffle(items)
    for i, item in enumerate(items):
        item["id"] = f"{family}-{i:04d}"
    return [
        {
            "id": it["id"],
            "set": family,
            "shape": it["shape"],
            "messages": it["messages"],
            "planted": it["planted"],
        }
        for it in items
    ]


SLOT = re.compile(r"\{(\w+?)(\d?)(?::(\w+))?\}")
SLOT_TYPES = {
    "first": ("PERSON", "first_name"), "surname": ("PERSON", "surname"), "name": ("PERSON", "full_name"),
    "lname": ("PERSON", "full_name"), "town": ("LOCATION", "town"), "ltown": ("LOCATION", "town"),
    "street": ("STREET_ADDRESS", "street"), "email": ("EMAIL_ADDRESS", "email"),
    "phone": ("PHONE_NUMBER", None), "card": ("CREDIT_CARD", "card"), "iban": ("IBAN_CODE", "iban"),
    "ssn": ("US_SSN", "ssn"), "ip": ("IP_ADDRESS", None), "lfirst": ("PERSON", "first_name"),
    "lsurname": ("PERSON", "surname"),
}  # fmt: skip


def fill(template: list[str], values: Values, rng: random.Random) -> tuple[list[str], list[dict]]:
    """Fill `{slot}`, `{slot2}` (a second distinct value), `{slot:lower}` / `{slot:upper}` placeholders;
    the same slot name and number is the same value everywhere in the item."""
    drawn: dict[str, tuple[str, str, str]] = {}

    def value_for(name: str, number: str) -> tuple[str, str, str]:
        key = name + number
        if key not in drawn:
            entity, kind = SLOT_TYPES[name]
            latin = name.startswith("l")
            if name in ("first", "lfirst"):
                value = values.first_name(latin)
            elif name in ("surname", "lsurname"):
                value = values.surname(latin)
            elif name in ("name", "lname"):
                value = values.full_name(latin)
            elif name in ("town", "ltown"):
                value = values.town(latin)
            elif name == "street":
                value = values.street()
            elif name == "email":
                value = values.email()
            elif name == "phone":
                kind, value = values.phone()
            elif name == "card":
                value = values.card()
            elif name == "iban":
                value = values.iban()
            elif name == "ssn":
                value = values.ssn()
            else:
                kind, value = values.ip()
            drawn[key] = (entity, kind, value)
        return drawn[key]

    def sub(match: re.Match) -> str:
        entity, kind, value = value_for(match.group(1), match.group(2))
        style = match.group(3)
        return value.lower() if style == "lower" else value.upper() if style == "upper" else value

    messages = [SLOT.sub(sub, line) for line in template]
    planted, seen = [], set()
    for entity, kind, value in drawn.values():
        if (entity, value) not in seen:
            seen.add((entity, value))
            planted.append({"type": entity, "kind": kind, "value": value})
    return messages, planted


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main() -> None:
    common = dictionary()
    test = build("test", SEEDS["test"], common, set())
    taken = {t for item in test for p in item["planted"] for t in distinctive(p["value"], common)}
    dev = build("dev", SEEDS["dev"], common, taken)
    write_jsonl(data.path("pii/pii_test.jsonl"), test)
    write_jsonl(data.path("pii/pii_dev.jsonl"), dev)
    words = {
        w.lower() for it in test + dev for p in it["planted"] for w in re.findall(r"[^\W\d_]+", p["value"])
    }
    data.path("pii/common_words.txt").write_text("\n".join(sorted(words & common)) + "\n", encoding="utf-8")
    for family in ("test", "dev"):
        rows = clean_sentences(family)
        write_jsonl(data.path(f"clean/clean_{family}.jsonl"), rows)
    for name, items in (("test", test), ("dev", dev)):
        planted = [p for it in items for p in it["planted"]]
        names = sum(p["type"] in NAME_TYPES for p in planted)
        print(f"{name}: {len(items)} items, {names} names/places, {len(planted) - names} structured")


if __name__ == "__main__":
    main()
