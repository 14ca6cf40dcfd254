"""The clean (PII-free) sentences of the evaluation: docstrings of named standard-library modules
(Python 3.11) and hand-written chat full of look-alike words (languages, tools, brands, dishes, units,
weekdays), both listed in bench/data/clean/sources.json. Test and dev draw on disjoint modules and
disjoint hand-written lists (bench/data/README.md).
"""

from __future__ import annotations

import importlib
import inspect
import random
import re
import sys
import warnings

from bench.lib import data

SEEDS = {"test": 3301, "dev": 3302}
PER_SET_DOCS = {"test": 190, "dev": 80}
SOURCES = data.load("clean/sources.json")  # each family's standard-library modules and hand-written lines
# sentences naming a person, place or contact are dropped (the words found by reading the candidates)
BLOCK = re.compile(r"\b(" + "|".join(SOURCES["blocked_words"]) + r")\b")


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
    for module in SOURCES["modules"][family]:
        for doc in _docstrings(module):
            for sentence in _sentences(doc):
                if sentence not in seen:
                    seen.add(sentence)
                    candidates.append((module, sentence))
    picked = rng.sample(candidates, k=min(PER_SET_DOCS[family], len(candidates)))
    rows = [{"text": s, "source": f"stdlib docstring: {m}"} for m, s in picked]
    rows += [{"text": s, "source": f"hand-written chat ({family} list)"} for s in SOURCES["hand"][family]]
    rng.shuffle(rows)
    return [{"id": f"clean-{family}-{i:04d}", "set": family, **row} for i, row in enumerate(rows)]
