"""The clean (PII-free) sentences of the evaluation: docstrings of named standard-library modules
(Python 3.11) and hand-written chat full of look-alike words (languages, tools, brands, dishes, units,
weekdays). Test and dev draw on disjoint modules and disjoint hand-written lists (bench/data/RESERVED.md).
"""

from __future__ import annotations

import importlib
import inspect
import random
import re
import sys
import warnings

SEEDS = {"test": 3301, "dev": 3302}
PER_SET_DOCS = {"test": 190, "dev": 80}
# standard-library modules whose docstrings each set may use (disjoint)
MODULES = {
    "test": ["collections", "itertools", "functools", "json", "csv", "argparse", "pathlib", "shutil",
             "subprocess", "threading", "queue", "heapq", "bisect", "statistics", "textwrap", "difflib",
             "zipfile", "tarfile", "sqlite3", "logging", "contextlib", "dataclasses", "enum", "typing",
             "asyncio.locks", "asyncio.queues", "concurrent.futures", "selectors", "tempfile", "gzip"],
    "dev": ["http.client", "urllib.parse", "socket", "ssl", "io", "glob", "fnmatch", "pickle", "copy",
            "pprint", "random", "fractions", "decimal", "base64", "hashlib", "hmac", "secrets", "uuid",
            "string", "struct", "array", "weakref", "abc", "operator", "inspect", "traceback", "warnings",
            "configparser", "sched", "mmap"],
}  # fmt: skip
# sentences naming a person, place or contact are dropped (found by reading the candidates)
BLOCK = re.compile(
    r"\b(Guido|Tim|Peters|Raymond|Hettinger|Knuth|Fredrik|Lundh|Barry|Warsaw|Netherlands|Amsterdam|"
    r"Python Software Foundation|CWI|Stichting|Mathematisch|Centrum|Virginia|Reston|Mark|Hammond|"
    r"Ka-Ping|Yee|Steen|Lumholt|Cowlishaw|IBM|Sam|Rushing|Greg|Ewing|Nick|Coghlan|Dickinson|Eric|"
    r"Jeremy|Hylton|Vinay|Sajip|Edgar|Codd|Lamport|Bloom|Fisher|Yates|Welford|Pearson|Spearman|"
    r"Kendall|Student|Gauss|Gaussian|Laplace|Poisson|Bernoulli|Weibull|Pareto|Mersenne|Matsumoto|"
    r"Nishimura|Ratcliff|Obershelp|Myers|Hunt|Levenshtein|Ward|Cunningham|Schneier|Ross|Lerdorf|Zope|"
    r"London|Paris|Berlin|California|Europe|America|Hyrum)\b"
)

HAND = {
    "test": [
        "Can we port this from Python 2 before the end of the sprint?",
        "The stand-up moved from Monday to Friday, same time.",
        "My Mac has 16 GB RAM and it still swaps when Docker is running.",
        "Are Jordan shoes worth it for running or only for basketball?",
        "We finally moved the staging cluster to Kubernetes.",
        "Is Rust or Go better for a small command-line tool?",
        "The recipe says 200 grams of butter, is that too much?",
        "Set the oven to 180 degrees Celsius and bake for 25 minutes.",
        "I ordered pad thai and a mango lassi, both were excellent.",
        "Can you explain what a Docker volume is in plain words?",
        "My Kindle battery dies after a week now.",
        "Does the Pixel have a better camera than the Galaxy?",
        "Switch the CI from Travis to GitHub Actions, please.",
        "Is Java still used for Android apps or is it all Kotlin now?",
        "The Tesla charger at work is always taken.",
        "I'd like a margherita pizza with extra basil.",
        "What's the difference between Postgres and MySQL for a small app?",
        "Our meeting is every Tuesday at half past nine.",
        "The rent is due on the first Monday of the month.",
        "Let's keep the sprint planning on Wednesday afternoons.",
        "I'm reading a book about ancient empires, any similar ones?",
        "The kids love Lego sets more than video games.",
        "Can you recommend a good Excel formula for running totals?",
        "Convert 5 miles to kilometres.",
        "The new iPhone charger is USB-C at last.",
        "Should I learn Swift or React Native for a first mobile app?",
        "Make the headings bold and the body text 11 point.",
        "The Nintendo Switch needs an update before the game will start.",
        "I spilled coffee on the MacBook keyboard, what should I do?",
        "Please use British spelling in the report.",
        "Is Greek yogurt healthier than regular yogurt?",
        "My Spotify playlist is all jazz and lo-fi right now.",
        "We bought an IKEA desk and the instructions are missing a page.",
        "Can you write a haiku about autumn leaves?",
        "The Linux laptop will not wake up from sleep.",
        "What temperature should green tea be brewed at?",
        "I switched from Chrome to Firefox for privacy reasons.",
        "How many tablespoons are in a quarter cup?",
        "Our Jenkins pipeline takes forty minutes, way too long.",
        "Is the Premier League on tonight or tomorrow?",
        "Bill me at the end of the quarter, not monthly.",
        "May I bring a dessert to the dinner?",
        "Will the pharmacy be open on Sunday morning?",
        "Grace notes make the melody sound lighter.",
        "Hope the new job is going well!",
        "The Windows update broke my printer driver again.",
        "I need a birthday gift for a twelve year old who loves chess.",
        "Is a Wi-Fi extender worth it in a two-floor house?",
        "The Netflix subscription went up by two euros.",
        "Turn the README into a short FAQ with five questions.",
        "Should I use tabs or spaces in a Makefile?",
        "My Fitbit says I slept six hours, it felt like four.",
        "Order the Caesar salad without croutons.",
        "What is the boiling point of water at high altitude?",
        "We moved the offsite from June to September.",
        "I like Thai curry, Indian dal and Mexican tacos equally.",
        "The Honda needs new brake pads soon.",
        "Can you help me format this JSON file?",
        "Is Outlook or Thunderbird better for several accounts?",
        "Please summarise the Kafka paper in five bullets.",
        "I prefer Adidas for running and Converse for everyday.",
        "The dishwasher beeps three times and stops.",
        "Draft a polite note declining the Friday meeting.",
        "How do I stop Zoom from starting at login?",
        "The bakery sells sourdough only on Saturdays.",
        "Could you compare Vim and Emacs for a beginner?",
        "My Samsung TV keeps losing the HDMI signal.",
        "Teach me the difference between affect and effect.",
        "The AirPods case will not charge anymore.",
        "Let's rename the variable to something clearer.",
        "How long should I boil an egg for a runny yolk?",
        "I want to learn Spanish before the summer holidays.",
        "The Slack channel is getting too noisy.",
        "Do I need a visa for a layover of six hours?",
        "What are the rules of blackjack?",
        "My Xbox controller drifts to the left.",
        "Is Arabica or Robusta stronger?",
        "The Raspberry Pi runs hot without a fan.",
        "Add a dark mode toggle to the settings page.",
        "Can you suggest a Christmas menu for eight people?",
        "The Amazon parcel says delivered but nothing is here.",
        "Why does my sourdough starter smell like acetone?",
        "I got a Fender guitar for my birthday.",
        "Write a limerick about a cat who hates Mondays.",
        "How many calories are in a bowl of ramen?",
        "We use Jira for tickets and Confluence for docs.",
        "Explain the Pythagorean theorem to a ten year old.",
        "Should I use SQLite or a JSON file for a small to-do app?",
        "The Canon camera shows an error after each photo.",
        "My Garmin lost all its saved routes.",
        "Is sparkling wine always made with a second fermentation?",
        "Suggest a name for a golden retriever puppy.",
        "I need a formal email for requesting a day off.",
        "Does the Toyota hybrid need special oil?",
        "Compare Notion and Obsidian for personal notes.",
        "The Heineken ad was everywhere during the final.",
        "What is Big O notation in simple terms?",
        "Let's try the Vietnamese place for lunch on Thursday.",
        "My Dell monitor flickers at 144 Hz.",
        "The Wordle today took me six tries.",
        "Is Angular harder to learn than Vue?",
        "Help me plan a week of high-protein breakfasts.",
        "The Lufthansa app will not show my boarding pass.",
        "Should the logo be navy or teal?",
        "I'm using Terraform to manage the DNS records.",
        "Explain the offside rule in one paragraph.",
        "Our Nespresso machine leaks from the bottom.",
        "Which is better for beginners, Canva or Figma?",
        "Set a reminder for the dentist next Wednesday.",
        "I'm training for a 10K in October.",
        "The Ubuntu upgrade left me with a black screen.",
        "What does APR mean on a credit card statement?",
        "We need a cheaper alternative to Photoshop.",
        "I want a quiet café with good wifi to work from.",
        "Summarise the plot of the novel in three sentences.",
        "My Bosch washing machine shows error E18.",
        "Is the salmon at the supermarket farmed or wild?",
        "Recommend a board game for four adults.",
        "The Pilates class moved to Thursday evenings.",
        "How do I undo the last commit in Git?",
        "The Audi dashboard shows a yellow light.",
        "Is Scala still popular for data engineering?",
        "Give me a packing list for a rainy weekend.",
        "The Uber took the long way around, can I get a refund?",
        "I'm learning Haskell and monads confuse me.",
        "Can you help me write a cover letter for a barista job?",
        "Our Sonos speaker drops the connection every evening.",
        "Is Prosecco sweeter than Cava?",
        "Which gauge of needles for chunky wool?",
        "Explain why the sky is blue.",
        "I baked Victoria sponge but it sank in the middle.",
        "The Philips bulbs will not pair with the app.",
        "Make the tone of this message friendlier.",
        "Show me how to use list comprehensions.",
        "Is a Roth account worth it at my income?",
        "The Levi's jeans shrank after one wash.",
        "Should we use Redis or Memcached for the cache?",
        "What is the capital gains tax rate this year?",
        "I'm out of office until Monday the 14th.",
        "Can you make a shopping list for lasagne?",
        "The Dyson vacuum lost suction again.",
        "Please draft an agenda for Thursday's retro.",
        "I put Tabasco in everything these days.",
        "Is the Marvel film worth seeing in the cinema?",
        "Our Zoom calls lag whenever someone shares a screen.",
        "Recommend a podcast about economics.",
        "The Cadbury eggs are already in the shops.",
        "Write a regex that matches a hex colour.",
    ],
    "dev": [
        "Let's rewrite the parser in TypeScript next quarter.",
        "The retro got pushed from Thursday to Monday.",
        "My ThinkPad has 32 GB of memory and an old GPU.",
        "Are Nike running shoes good for flat feet?",
        "We use Helm charts for every service now.",
        "Is Elixir a good fit for a chat backend?",
        "Simmer the tomato sauce for 40 minutes.",
        "I had ramen and gyoza for dinner, very filling.",
        "Explain what a Git rebase does, step by step.",
        "The Kobo reader freezes when I open PDFs.",
        "Does the OnePlus support wireless charging?",
        "Move the builds from CircleCI to GitLab.",
        "Is Perl still installed by default on macOS?",
        "The Volvo needs its winter tyres fitted.",
        "A quattro formaggi pizza, please, well done.",
        "Should we pick MongoDB or Postgres for events?",
        "The book club meets every other Saturday.",
        "Swap the Wednesday gym session for yoga.",
        "Any documentaries about the pyramids you like?",
        "The children prefer Playmobil to puzzles.",
        "How do I freeze the top row in a spreadsheet?",
        "Convert 3 pounds to kilograms.",
        "The Lightning cable is frayed at the end.",
        "Would Flutter be easier than Kotlin for me?",
        "Make the table borders thinner.",
        "The PlayStation will not find the wifi.",
        "Please keep the summary under a hundred words.",
        "Is oat milk better for coffee than almond milk?",
        "Recommend some ambient music for focus.",
        "The flat-pack wardrobe is missing two screws.",
        "Write a short poem about the first snow.",
        "My Debian server runs out of disk every month.",
        "At what temperature should I steep oolong?",
        "I moved my bookmarks from Safari to Brave.",
        "How many millilitres in a teaspoon?",
        "The GitHub Actions runner is stuck in a queue.",
        "Is the Champions League final on Saturday?",
        "Will the library be closed on Easter Monday?",
        "Hope the interview went well yesterday.",
        "Invoice me in April instead of March.",
        "The macOS update reset my keyboard settings.",
        "A present for a teenager who likes astronomy?",
        "Is mesh wifi overkill for a small flat?",
        "Disney Plus raised the price again.",
        "Give me a checklist for a code review.",
        "The Oura ring says my sleep was restless.",
        "A Greek salad with no olives, please.",
        "Why does pasta water need salt?",
        "The offsite moved from May to November.",
        "Ethiopian food is my new favourite.",
        "The Mazda makes a noise when turning left.",
        "Help me clean up this YAML file.",
        "Gmail or Proton for a new personal account?",
        "Summarise the Raft consensus paper.",
        "Puma trainers are cheaper this month.",
        "The fridge door alarm keeps going off.",
        "Write a note saying I can't make Tuesday's call.",
        "How do I stop Teams from opening at start-up?",
        "The farmers market sells rye bread on Sundays.",
        "Is Neovim worth switching to?",
        "The LG soundbar has no sound from the TV.",
        "Explain the difference between fewer and less.",
        "The Beats headphones crackle on the left side.",
        "Rename this function to describe what it returns.",
        "How long do I roast a chicken of two kilos?",
        "I want to learn Japanese before next spring.",
        "The Discord server is too busy to follow.",
        "What is a hat-trick in cricket?",
        "The Steam Deck fan is loud during updates.",
        "Is espresso or filter coffee less acidic?",
        "The Arduino resets whenever the motor starts.",
        "Add a search box to the top of the page.",
        "Plan a Sunday roast for six.",
        "The courier says the box is at a pickup point.",
        "Why did my bread not rise overnight?",
    ],
}


def _docstrings(module_name: str) -> list[str]:
    with warnings.catch_warnings():  # deprecated names (typing.io) warn when their docs are read
        warnings.simplefilter("ignore")
        return _module_docstrings(importlib.import_module(module_name))


def _module_docstrings(module) -> list[str]:
    docs = [inspect.getdoc(module) or ""]
    for name, obj in sorted(vars(module).items()):
        if name.startswith("_") or getattr(obj, "__module__", None) != module.__name__:
            continue
        docs.append(inspect.getdoc(obj) or "")
        if inspect.isclass(obj):
            for attr, member in sorted(vars(obj).items()):
                if not attr.startswith("_") and callable(member) and _standard(member):
                    docs.append(inspect.getdoc(member) or "")
    return docs


def _standard(member) -> bool:
    """Whether a class's `member` comes from the standard library (or C, naming no module): a method
    another installed package set on the class ("transformers" adds `warning_once` to logging.Logger
    when it is imported) is not, so the sets do not depend on what else the process imported."""
    top = (getattr(member, "__module__", None) or "").split(".")[0].lstrip("_")
    return not top or top in sys.stdlib_module_names


def _sentences(doc: str) -> list[str]:
    out = []
    for para in re.split(r"\n\s*\n", doc):
        lines = para.splitlines()
        if any(line.startswith((" ", ">>>", "...", "-", "*", ":")) for line in lines):
            continue  # code, lists, field lists
        text = " ".join(line.strip() for line in lines)
        for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text):
            sentence = sentence.strip()
            letters = sum(c.isalpha() or c == " " for c in sentence)
            if (
                40 <= len(sentence) <= 220
                and sentence[0].isupper()
                and sentence.endswith(".")
                and letters >= 0.85 * len(sentence)
                and not re.search(r"https?:|www\.|@|\(c\)|Copyright|e\.g\.$|i\.e\.$", sentence)
                and not BLOCK.search(sentence)
            ):
                out.append(sentence)
    return out


def clean_sentences(family: str) -> list[dict]:
    """The clean set `family`: sampled docstring sentences plus the hand-written chat lines."""
    rng = random.Random(SEEDS[family])
    candidates, seen = [], set()
    for module in MODULES[family]:
        for doc in _docstrings(module):
            for sentence in _sentences(doc):
                if sentence not in seen:
                    seen.add(sentence)
                    candidates.append((module, sentence))
    picked = rng.sample(candidates, k=min(PER_SET_DOCS[family], len(candidates)))
    rows = [{"text": s, "source": f"stdlib docstring: {m}"} for m, s in picked]
    rows += [{"text": s, "source": f"hand-written chat ({family} list)"} for s in HAND[family]]
    rng.shuffle(rows)
    return [{"id": f"clean-{family}-{i:04d}", "set": family, **row} for i, row in enumerate(rows)]
