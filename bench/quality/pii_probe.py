"""A fresh PII probe, independent of the frozen sets and of the chat NER's training data: values from
mimesis locales neither set uses (de-ch and the Arabic ones, bench/data/RESERVED.md) and hand-written
lists below, in sentence shapes of its own; clean text from standard-library docstrings neither clean
set reads and hand-written look-alike chat. Generated at run time (fixed seed), saved through a real
daemon and scored by bench/quality/pii_leak.py's rules, beside the unscrubbed baseline (which must fail) and,
with --stock, stock Presidio.

    python -m bench.quality.pii_probe [--show] [--seed N] [--stock] [--variant general-ner]
"""

from __future__ import annotations

import argparse
import importlib
import random
import re
import sys

from bench.build_sets.pii_sets import DICTIONARY, dictionary, distinctive
from bench.quality import pii_leak

# mimesis 22.2.0 locales in neither column of RESERVED.md
LOCALES = ["de-ch", "ar-dz", "ar-jo", "ar-om", "ar-sy", "ar-ye", "ar-ma", "ar-tn", "ar-qa", "ar-kw", "ar-sa"]
LATIN_SHARE = 0.75  # most chat is in Latin script: hand-written and de-ch values three times in four

# Hand-written from general knowledge: small and mid-sized towns of many countries.
TOWNS = """
Tromsø Kirkenes Lerwick Stornoway Tobermory Oban Ballina Dingle Kenmare Clonakilty Llandudno Aberystwyth
Whitby Bideford Padstow Honfleur Collioure Sarlat Colmar Riquewihr Menton Bayeux Quimper Rovinj Motovun
Piran Kotor Berat Gjirokastër Plovdiv Sighișoara Brașov Eger Pécs Telč Zakopane Sandomierz Kuldīga Cēsis
Trakai Haapsalu Porvoo Ystad Sigtuna Ribe Skagen Ærøskøbing Flåm Røros Húsavík Akureyri Hallstatt Lienz
Meersburg Dinkelsbühl Quedlinburg Wernigerode Görlitz Monschau Cochem Giethoorn Hoorn Dinant Durbuy
Vianden Gruyères Appenzell Grindelwald Bellinzona Matera Alberobello Tropea Cefalù Orvieto Montepulciano
Chioggia Ronda Albarracín Cudillero Frigiliana Óbidos Tavira Monsaraz Nafplio Monemvasia Metsovo
Safranbolu Göreme Mardin Sighnaghi Mestia Dilijan Sheki Khiva Karakol Hampi Pushkar Munnar Pokhara
Bandipur Hội_An Luang_Prabang Kampot Takayama Kurashiki Gyeongju Pingyao Lijiang Yangshuo Kaikoura
Akaroa Daylesford Tofino Lunenburg Marfa Bisbee Telluride Ouray Valparaíso Pucón Cafayate Tilcara Paraty
Tiradentes Barichara Mompox Chefchaouen Essaouira Ifrane Lamu Stellenbosch Knysna Swakopmund Tórshavn
Ilulissat Nuuk Kiruna Jokkmokk Rovaniemi Inari Savonlinna Kuopio Narvik Ålesund Stavanger Haugesund
Arendal Kristiansund Molde Bodø Hammerfest Vadsø Longyearbyen Thurso Portree Inverness Kirkwall Peebles
Melrose Kelso Hexham Alnwick Keswick Kendal Ludlow Tetbury Frome Totnes Falmouth Penzance Rye Lewes
Tenby Conwy Ruthin Carlingford Westport Kinsale Bantry Lahinch Ennis Nenagh Trim Sligo Bundoran
""".split()
FIRST = """
Ayodele Chidinma Oluwaseun Thandiwe Nkechi Kwabena Abena Yaw Efua Tendai Farai Rutendo Sipho Lerato
Bongani Zanele Mthunzi Ingrid Solveig Ragnhild Torvald Eskil Halvard Sigrun Brynja Þórunn Eyþór Aslaug
Maëlle Gwenaëlle Yannick Corentin Loïc Aurélien Ambroise Ximena Guadalupe Itzel Yolotl Citlali Anaïs
Radovan Zdenka Bohumil Jaroslava Vlasta Dragica Milutin Svetozar Ljubica Teodora Ognjen Bogdana
Kaito Haruto Yui Sakura Hinata Minjun Seoyeon Jiwoo Haneul Dae-jung Thảo Quang Linh Huong Nguyet Phuong
Anahit Hovhannes Nino Tamar Levan Giorgi Mzia Dilnoza Bakhyt Aigerim Nursultan Zhanar Gulnara Timur
Priyanka Aarav Ishaan Kavya Siddharth Lakshmi Venkatesh Meenakshi Rohini Harpreet Gurpreet Manpreet
Keoni Leilani Kalani Mahina Tane Aroha Wiremu Mere Hemi Ngaio Mihi Rawiri Tui Kahu
""".split()
SURNAMES = """
Adebayo Okafor Nwachukwu Mensah Asante Boateng Chikwanha Mutasa Dlamini Khumalo Ndlovu Mokoena
Halvorsen Bjørklund Solberg Fjeldstad Haugland Thorsteinsdóttir Gunnarsson Le_Gall Kerhervé Quéré
Morvan Tanguy Huerta Villalobos Zepeda Cuauhtli Ocampo Navrátil Dvořáková Procházka Jovanović
Petrović Radosavljević Kovačević Nakashima Takeuchi Hayashida Kwon Seo Jang Trương Phạm Huỳnh
Hovsepyan Karapetyan Beridze Kapanadze Tsereteli Nurmagambetov Abenova Yusupova Rashidov
Venkataraman Iyer Chatterjee Banerjee Sandhu Grewal Dhillon Kahananui Kealoha Ngata Tamihana
Parata Whaanga
""".split()
TOWNS, SURNAMES = ([word.replace("_", " ") for word in words] for words in (TOWNS, SURNAMES))  # "Hội_An"
STREETS = [
    "Rua das Flores",
    "Calle Mayor",
    "Via Roma",
    "Kongens gate",
    "Strandvejen",
    "Lindenallee",
    "Rue des Tanneurs",
    "Karl-Marx-Straße",
    "Vesterbrogade",
    "Nørregade",
    "Ulica Długa",
    "Váci utca",
    "Meir",
    "Kalverstraat",
    "Drottninggatan",
    "Aleksanterinkatu",
    "High Street",
    "Mill Lane",
    "Quay Road",
    "Bridge Street",
    "Church Brae",
    "Harbour Row",
]

FORM_LABELS_TOWN = ["City", "Town", "Hometown", "Location", "Place of birth", "Birthplace", "Residence",
                    "Current city", "Home town", "City/Town", "Based in", "Origin", "Ort", "Wohnort",
                    "Ville", "Ciudad", "Municipality", "Village", "Address (city)", "Lives in"]  # fmt: skip
FORM_LABELS_NAME = ["Name", "Full name", "Contact", "Guest", "Attendee", "Tenant",
                    "Emergency contact", "Patient", "Applicant", "Nombre", "Nom", "Driver"]  # fmt: skip
OTHER_FIELDS = [("Age", "41"), ("DOB", "1984-03-02"), ("Seats", "2"), ("Plan", "Family"), ("Diet", "vegan"),
                ("Arrival", "Friday 6pm"), ("Room", "12B"), ("Status", "confirmed")]  # fmt: skip
FORM_LAYOUTS = [
    lambda fields, sep: "\n".join(f"{k}{sep}{v}" for k, v in fields),
    lambda fields, sep: "\n".join(f"- {k}{sep}{v}" for k, v in fields),
    lambda fields, sep: "\n".join(f"{k}\n{v}" for k, v in fields),
    lambda fields, sep: "; ".join(f"{k}{sep}{v}" for k, v in fields),
    lambda fields, sep: "\n".join(f"{k} ........ {v}" for k, v in fields),
    lambda fields, sep: "{" + ", ".join(f'"{k.lower().replace(" ", "_")}": "{v}"' for k, v in fields) + "}",
    lambda fields, sep: "Please check my details:\n" + "\n".join(f"* {k}{sep}{v}" for k, v in fields),
    lambda fields, sep: "\n".join(f"**{k}**{sep}{v}" for k, v in fields),
]
SEPARATORS = [": ", ":\t", " - ", "\t", "  ", " = ", " ", ": "]

PROSE = [
    "Landed at {T} after a long night, the bus into town was packed.",
    "My cousin has been stationed in {T} since spring.",
    "We commute from {T} every morning, it's about forty minutes.",
    "{T} was lovely this time of year, lots of fog in the mornings.",
    "I grew up just past {T}, by the old quarry.",
    "Relocating to {T} in August for the new job.",
    "Drove through {T} on the way back and stopped for lunch.",
    "The ferry leaves {T} at seven, so we have to be up early.",
    "{T} is where my gran lives, I visit her most summers.",
    "She settled in {T} after retiring and never looked back.",
    "Any good bakeries around {T}? I'm there on Saturday.",
    "Our team offsite this year is in {T}, not sure about the hotel yet.",
    "Can you book the train from {T} to {T2} for Friday?",
    "we hiked above {T} yesterday, the view was unreal",
    "Honestly {T} beats every other town we saw on the trip.",
    "The package is still sitting at the depot in {T}.",
    "I was raised in {T} but I've lived abroad for years.",
    "Born and bred in {T}, proud of it.",
    "Heading back towards {T} tonight, text me if you need anything.",
    "Is the market in {T} open on Sundays?",
]
PERSON_PROSE = [
    "{P} said the report would be ready by Thursday.",
    "I had coffee with {P} yesterday, she sends her regards.",
    "Can you loop in {P} on the budget thread?",
    "The landlord, {P}, still hasn't fixed the heating.",
    "My neighbour {P} is looking after the cat while we're away.",
    "Got a long voicemail from {P} about the school trip.",
]
SURNAME_PROSE = [
    "The {L} family next door just got a puppy.",
    "We're staying at the {L} place this weekend.",
    "Did the {L} invoice ever get paid?",
    "I think the {L} kids are in my son's class.",
]
QUESTIONS_TOWN = ["where are you from?", "Which town do you live in?", "where did you grow up",
                  "What's your hometown?", "Where were you born?", "where are you based these days?",
                  "Which city should I put on the form?", "where's the wedding?"]  # fmt: skip
QUESTIONS_NAME = ["what's your surname?", "And your last name?", "Who should I address it to?",
                  "what's your name?", "Who is the emergency contact?"]  # fmt: skip
ANSWERS_TOWN = ["{T}", "{T}.", "{t}", "{T}!", "{T}, originally", "in {T}", "{T} but I moved", "near {T}",
                "{t} lol", "{T} :)"]  # fmt: skip
ANSWERS_NAME = ["{L}", "{L}.", "{P}", "{l}", "It's {L}", "{P}, thanks"]

# Hand-written everyday chat with look-alike words (towns and names that are also ordinary words)
CLEAN_CHAT = [
    "That's a nice idea, let's split the bill evenly.",
    "I'll be reading on the train, so ping me if it's urgent.",
    "Mobile data is terrible in the basement, call the landline.",
    "Can you bring the sage and some rosemary for the roast?",
    "The bath is leaking again, I need a plumber this week.",
    "We watched the derby at the pub, it ended in a draw.",
    "My sister bought a new rose bush for the garden.",
    "Our grace period for the loan ends on the first of the month.",
    "I'm going to the dentist at noon, back by two.",
    "Drop the package at the front desk, they'll sign for it.",
    "The hope is that the patch lands before the freeze.",
    "Victory lap for finishing the tax return early!",
    "Summer plans are still up in the air, honestly.",
    "Is the march on Saturday going to block the bridge?",
    "We need more faith in the process, the numbers will come.",
    "The Chase account needs a new password every ninety days.",
    "Set the oven to fan mode and bake it for twenty minutes.",
    "I left my charger in the car, can I borrow yours?",
    "The printer on the third floor keeps jamming.",
    "We should hike the ridge trail before it gets too hot.",
    "Send me the slides when you get a minute.",
    "The kids loved the aquarium, especially the sharks.",
    "Does the gym open early on bank holidays?",
    "Pizza or curry tonight? I'm too tired to cook.",
    "Reminder: bins go out on Tuesday night.",
    "My laptop has 16 GB of RAM and it still struggles with Docker.",
    "RUN THE MIGRATIONS BEFORE YOU DEPLOY",
    "I NEED 32 GB OF RAM FOR THIS BUILD",
    "MY DAD SAYS HI TO EVERYONE",
    "OK BOOMER, SEE YOU AT LUNCH",
    "PLEASE BRING SNACKS FOR THE MEETING",
    "the cat knocked the vase off the shelf again",
    "did you see the match last night? what a comeback",
    "we're out of milk and bread, can you grab some",
    "Merge the hotfix into main and tag the release.",
    "Switch the build to Python 3.12 and rerun the tests.",
    "The Amazon order came with a broken lid.",
    "Use Jenkins for the nightly build and GitHub Actions for PRs.",
    "Apple Music keeps skipping the last track on the album.",
    "I ordered the Margherita, she had the Hawaiian.",
    "The Tesla needs new tyres before winter.",
    "Chrome eats all my memory when I have forty tabs open.",
    "Read the Rust book chapter on lifetimes before Monday.",
    "Wikipedia says the bridge opened in 1932.",
    "Happy Thanksgiving! Save me some pie.",
    "Christmas lights go up after the first of December.",
    "Ramadan starts next week, so lunch meetings move to the morning.",
    "Our Kubernetes cluster runs on three nodes in the basement.",
    "Jupiter is bright in the east after sunset this month.",
    "The Hilton near the station was cheaper than the Airbnb.",
    "Add some Dijon mustard to the dressing.",
    "Grab a bottle of Champagne for the toast.",
    "Bring your Kindle, the cabin has no signal.",
    "The Spotify playlist for the party is done.",
    "Easter Monday is a holiday here, the office is closed.",
    "Mars bars are on offer at the corner shop.",
    "Excel crashed again and I lost the pivot table.",
    "Ubuntu keeps asking me to restart for updates.",
]
# Standard-library modules neither clean set reads (RESERVED.md) and not the chat NER's training text
DOC_MODULES = ["calendar", "codecs", "doctest", "email.message", "email.utils", "filecmp", "fileinput",
               "getopt", "gettext", "graphlib", "ipaddress", "linecache", "locale", "mailbox", "netrc",
               "numbers", "optparse", "pdb", "plistlib", "pydoc", "quopri", "reprlib", "runpy", "shlex",
               "smtplib", "sysconfig", "tabnanny", "timeit", "tokenize", "trace", "unittest.case",
               "unittest.mock", "wave", "webbrowser", "zipapp", "colorsys", "cmd", "code", "dis", "ast",
               "html.parser", "xml.dom.minidom", "imaplib", "ftplib", "poplib"]  # fmt: skip

SKIP = re.compile(r"@|\bhttps?:|>>>|Copyright|[Aa]uthor")  # no addresses, URLs, doctests, credits
SSN_SHAPES = [
    "SSN {a}-{b}-{c}",
    "SSN: {a} {b} {c}",
    "ssn# {a}.{b}.{c}",
    "SSN#{a}{b}{c}",
    "soc. sec. no. {a}/{b}/{c}",
    "social security number: {a}-{b}-{c}.",
    "Social Security No {a} {b} {c}",
    "SSN {a}{b}{c}, thanks",
    "My SSN is ({a}-{b}-{c})",
    "SOCIAL SECURITY NUMBER {a}-{b}-{c}",
    "SSN:\n{a}-{b}-{c}",
    "{a}-{b}-{c} is my social",
    "ss# {a} {b} {c}",
    "social sec # {a}{b}{c}",
    "SSN - {a}.{b}.{c}",
    "Name: {P}\nSSN {a} {b} {c}\nDOB 1990-04-12",
    "the ssn is {a}{b}{c} and the zip is 94110",
    "Soc Sec: {a}-{b}-{c}",
    "SSN (last filed) {a} {b} {c}",
    "SSN={a}-{b}-{c};",
]


class Draw:
    """Unique values: hand-written lists and mimesis locales no frozen set uses."""

    def __init__(self, rng: random.Random) -> None:
        from mimesis import Address, Locale, Person

        self.rng = rng
        self.used: set[str] = set()
        self.mimesis = []
        for locale in LOCALES:
            seeds = rng.randrange(1 << 30), rng.randrange(1 << 30)
            self.mimesis.append(
                (Address(Locale(locale), seed=seeds[0]), Person(Locale(locale), seed=seeds[1]), locale)
            )

    def _unique(self, make) -> str:
        for _ in range(200):
            value = make().strip()
            if value and value not in self.used and "*" not in value:
                self.used.add(value)
                return value
        return make().strip()

    def _source(self, latin: bool | None = None):
        latin = self.rng.random() < LATIN_SHARE if latin is None else latin
        if latin:
            return self.mimesis[0] if self.rng.random() < 0.3 else None
        return self.rng.choice(self.mimesis[1:])

    def town(self) -> tuple[str, str]:
        source = self._source()
        if source is None:
            return self._unique(lambda: self.rng.choice(TOWNS)), "hand"
        return self._unique(source[0].city), source[2]

    def first(self) -> str:
        return self.person()[0]

    def last(self) -> str:
        return self.person()[1]

    def person(self) -> tuple[str, str]:
        """(first name, surname) from one source, so a full name is in one script."""
        source = self._source()
        if source is None:
            pick = lambda names: self._unique(lambda: self.rng.choice(names))  # noqa: E731
            return pick(FIRST), pick(SURNAMES)
        return self._unique(source[1].first_name), self._unique(source[1].last_name)

    def street(self) -> str:
        source = self._source()
        if source is None:
            return f"{self.rng.choice(STREETS)} {self.rng.randint(1, 140)}"
        return self._unique(source[0].address)


def _planted(kind_type: str, kind: str, value: str) -> dict:
    return {"type": kind_type, "kind": kind, "value": value}


def items(rng: random.Random) -> list[dict]:
    draw = Draw(rng)
    out: list[dict] = []

    def add(shape: str, messages: list[str], planted: list[dict]) -> None:
        out.append({"id": f"probe-{len(out):04d}", "shape": shape, "messages": messages, "planted": planted})

    def town() -> tuple[str, dict]:
        value, source = draw.town()
        return value, _planted("LOCATION", f"town/{'hand' if source == 'hand' else 'mimesis'}", value)

    for _ in range(80):  # forms: labels, separators, layouts and case of their own
        t, pt = town()
        first, last = draw.person()
        fields = [(rng.choice(FORM_LABELS_NAME), f"{first} {last}"), (rng.choice(FORM_LABELS_TOWN), t)]
        fields.insert(rng.randrange(3), rng.choice(OTHER_FIELDS))
        text = rng.choice(FORM_LAYOUTS)(fields, rng.choice(SEPARATORS))
        text = rng.choice([text, text, text, text.lower(), text.upper()])
        add("form", [text], [_planted("PERSON", "full_name", f"{first} {last}"), pt])
    for _ in range(40):  # key=value lines and CSV rows
        t, pt = town()
        first = draw.first()
        if rng.random() < 0.5:
            text = f"name={first}; city={t}; plan=pro; seats={rng.randint(1, 9)}"
        else:
            text = f"first_name,city,visits\n{first},{t},{rng.randint(1, 30)}"
        add("key_value", [text], [_planted("PERSON", "first_name", first), pt])
    for _ in range(30):  # tables
        t, pt = town()
        first, last = draw.person()
        if rng.random() < 0.5:
            text = f"| Name | City | Since |\n|---|---|---|\n| {first} {last} | {t} | 2019 |"
        else:
            text = f"Name {first} {last}\nCity {t}\nMember since 2021"
        add("table", [text], [_planted("PERSON", "full_name", f"{first} {last}"), pt])
    for _ in range(25):  # addresses on one line
        t, pt = town()
        street = draw.street()
        text = rng.choice(["Ship it to {S}, {Z} {T} please.", "Address: {S}, {Z} {T}", "{S} · {Z} {T}",
                           "new address is {S} {Z} {T}"])  # fmt: skip
        text = text.format(S=street, Z=rng.randint(1000, 99999), T=t)
        add("address_line", [text], [_planted("STREET_ADDRESS", "street", street), pt])
    for _ in range(40):  # address blocks over several lines
        t, pt = town()
        first, last = draw.person()
        street = draw.street()
        region = rng.choice(["Norway", "Wales", "Valais", "Ireland", "Portugal"])
        code = rng.randint(1000, 99999)
        lines = [f"{first} {last}", street, rng.choice([f"{code} {t}", t, f"{t} {code}", f"{t}, {region}"])]
        intro = rng.choice(["Send it here:", "my address:", "Post to", "", "Return address"])
        text = "\n".join(([intro] if intro else []) + lines)
        planted = [
            _planted("PERSON", "full_name", f"{first} {last}"),
            _planted("STREET_ADDRESS", "street", street),
            pt,
        ]
        add("address_block", [text], planted)
    for _ in range(80):  # towns in prose after uncommon words
        t, pt = town()
        t2, pt2 = town()
        template = rng.choice(PROSE)
        planted = [pt] + ([pt2] if "{T2}" in template else [])
        add("prose", [template.format(T=t, T2=t2)], planted)
    for _ in range(50):  # lower-case towns
        t, pt = town()
        add("lower_case", [rng.choice(PROSE).format(T=t, T2=draw.town()[0]).lower()], [pt])
    for _ in range(40):  # ALL CAPS
        t, pt = town()
        first = draw.first()
        text = rng.choice(PROSE).format(T=t, T2=t).upper() + f" - {first.upper()}"
        add("all_caps", [text], [pt, _planted("PERSON", "first_name", first)])
    for _ in range(60):  # bare answers
        if rng.random() < 0.65:
            t, pt = town()
            answer = rng.choice(ANSWERS_TOWN).format(T=t, t=t.lower())
            add("bare_answer", [rng.choice(QUESTIONS_TOWN), answer], [pt])
        else:
            first, last = draw.person()
            answer = rng.choice(ANSWERS_NAME).format(L=last, l=last.lower(), P=f"{first} {last}")
            kind = "full_name" if first in answer else "surname"
            value = f"{first} {last}" if first in answer else last
            add("bare_answer", [rng.choice(QUESTIONS_NAME), answer], [_planted("PERSON", kind, value)])
    for _ in range(25):  # propagation across messages: found in a cued sentence, bare later
        t, pt = town()
        second = rng.choice(["{T} again next year?", "ok so {t} it is", "Photos from {T} coming soon",
                             "{T} or somewhere else?", "booked the hotel, {T} centre"])  # fmt: skip
        add("propagation", [f"I was born in {t} and still love it.", second.format(T=t, t=t.lower())], [pt])
    for _ in range(30):  # people in prose
        first, last = draw.person()
        add("person_prose", [rng.choice(PERSON_PROSE).format(P=f"{first} {last}")],
            [_planted("PERSON", "full_name", f"{first} {last}")])  # fmt: skip
    for _ in range(20):  # a surname as a modifier, after an article: "the Okafor family"
        last = draw.last()
        add("person_prose", [rng.choice(SURNAME_PROSE).format(L=last)], [_planted("PERSON", "surname", last)])
    for shape in SSN_SHAPES:  # structured: SSN shapes
        a, b, c = (
            f"{rng.randint(100, 665):03d}",
            f"{rng.randint(10, 99):02d}",
            f"{rng.randint(1000, 9999):04d}",
        )
        text = shape.format(a=a, b=b, c=c, P=" ".join(draw.person()))
        add("ssn", [text], [_planted("US_SSN", "ssn", f"{a}-{b}-{c}")])
    return out


def clean(rng: random.Random) -> list[dict]:
    sentences = list(CLEAN_CHAT)
    for name in DOC_MODULES:
        module = importlib.import_module(name)
        docs = [module.__doc__] + [
            v.__doc__ for k, v in sorted(vars(module).items()) if callable(v) and k[0] != "_"
        ]
        found = []
        for doc in (d for d in docs if isinstance(d, str)):
            for sentence in re.split(r"(?<=[.!?])\s+", " ".join(doc.split())):
                if 6 <= len(sentence.split()) <= 30 and sentence[:1].isupper() and not SKIP.search(sentence):
                    found.append(sentence)
        sentences += rng.sample(found, min(4, len(found)))
    return [{"id": f"probe-clean-{i:03d}", "text": s} for i, s in enumerate(sentences)]


def common(values: list[dict]) -> set[str]:
    """Common English words among the planted values' words, as bench/build_sets/pii_sets.py computes them."""
    if not DICTIONARY.exists():
        return set()
    return {w.lower() for v in values for w in re.findall(r"[^\W\d_]+", v["value"])} & dictionary()


def run(seed: int, stock: bool = False, variants: list[str] = ()) -> tuple[dict, list[dict]]:
    rng = random.Random(seed)
    probe_items, probe_clean = items(rng), clean(rng)
    planted = [p for it in probe_items for p in it["planted"]]
    words = common(planted)
    detectors = pii_leak.score_detectors(probe_items, probe_clean, words, stock, variants)
    report = {"set": f"probe (seed {seed})", "items": len(probe_items), "planted": len(planted),
              "clean_sentences": len(probe_clean), "detectors": detectors}  # fmt: skip
    return report, [p for p in planted if not distinctive(p["value"], words)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seed", type=int, default=1130)
    parser.add_argument("--show", action="store_true", help="print each miss and altered sentence")
    parser.add_argument("--stock", action="store_true", help="also score stock Presidio, side by side")
    pii_leak.add_variant_option(parser)
    args = parser.parse_args(argv)
    report, undistinctive = run(args.seed, args.stock, args.variant)
    pii_leak.print_table(report)
    if undistinctive:
        print(f"({len(undistinctive)} planted values have no distinctive word and count only as a whole)")
    if args.show:
        for name in ["hushmem"] + [pii_leak.VARIANTS[v][0] for v in args.variant]:
            prefix = "" if name == "hushmem" else f"{name}: "
            result = report["detectors"][name]
            for miss in result["misses"]:
                print(f"  {prefix}miss {miss['id']} {miss['type']} {miss['value']!r} in {miss['stored']!r}")
            for alt in result["altered"]:
                print(f"  {prefix}altered {alt['text']!r} -> {alt['stored']!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
