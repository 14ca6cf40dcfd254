"""A large clean-text probe: sentences no rule was written against, scrubbed in-process, counted as
altered when any byte changes. Docstrings of every standard-library module neither clean set reserves
(bench/data/RESERVED.md) and installed packages' README text (no line with an @, a URL or a credit).
Split by a hash of each sentence into half A (tune on it) and half B (check once at the end).

    python -m bench.quality.clean_probe [--half A|B|both] [--show] [--stock] [--limit N]
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import io
import re
import sys
import warnings

from bench.build_sets.clean_sets import MODULES
from bench.quality.pii_leak import VARIANTS, add_variant_option, proportion, through_stock_presidio
from hushmem.scrubbers.training.data import package_descriptions

# Both columns of RESERVED.md's clean-set table: neither is read here, nor re-exported docs from them.
RESERVED = {name for names in MODULES.values() for name in names}
# Modules with side effects on import, or that need a display or are tests themselves.
UNSAFE = {"antigravity", "this", "idlelib", "turtle", "turtledemo", "tkinter", "test", "ensurepip",
          "pydoc_data", "lib2to3", "venv", "xxlimited", "xxlimited_35", "xxsubtype"}  # fmt: skip
SKIP = re.compile(r"(?i)@|https?:|www\.|>>>|copyright|author|maintain|thank|\(c\)|\bby [A-Z]")
SUBMODULES = ("asyncio", "concurrent", "email", "http", "urllib", "xml.dom", "xml.etree", "json",
              "unittest", "multiprocessing", "importlib", "logging", "collections", "ctypes")  # fmt: skip


def _reserved(name: str) -> bool:
    return any(name == r or name.startswith(r + ".") for r in RESERVED)


def stdlib_module_names() -> list[str]:
    import pkgutil

    names = {n for n in sys.stdlib_module_names if not n.startswith("_") and n not in UNSAFE}
    for package in SUBMODULES:
        with contextlib.suppress(ImportError):
            module = importlib.import_module(package)
            for info in pkgutil.iter_modules(getattr(module, "__path__", [])):
                if not info.name.startswith("_"):
                    names.add(f"{package}.{info.name}")
    return sorted(n for n in names if not _reserved(n))


def _sentences(text: str) -> list[str]:
    out = []
    for sentence in re.split(r"(?<=[.!?])\s+", " ".join(text.split())):
        if 6 <= len(sentence.split()) <= 40 and sentence[:1].isupper() and not SKIP.search(sentence):
            out.append(sentence)
    return out


def docstring_sentences() -> list[str]:
    found: list[str] = []
    for name in stdlib_module_names():
        try:
            with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
                warnings.simplefilter("ignore")
                module = importlib.import_module(name)
        except Exception:  # noqa: BLE001 - a platform module that does not import here is simply absent
            continue
        # Only what the module defines itself: asyncio re-exports asyncio.locks, which the test set reads.
        own = [v for _, v in sorted(vars(module).items()) if getattr(v, "__module__", None) == name]
        for doc in [module.__doc__] + [getattr(v, "__doc__", None) for v in own]:
            if isinstance(doc, str):
                found += _sentences(doc)
    return found


def package_sentences() -> list[str]:
    found: list[str] = []
    for body in package_descriptions():
        prose = " ".join(
            line for line in body.splitlines() if line.strip() and not line.startswith(("    ", "\t"))
        )
        found += [s for s in _sentences(prose) if not re.search(r"[`|=<>{}\[\]#*]", s)]
    return found


def corpus() -> dict[str, list[str]]:
    """Unique sentences by half; a sentence's half is fixed by its hash, so it never moves."""
    from bench.perf.scrub_cost import half_of

    halves: dict[str, list[str]] = {"A": [], "B": []}
    for sentence in sorted(set(docstring_sentences() + package_sentences())):
        halves[half_of(sentence)].append(sentence)
    return halves


def altered(sentences: list[str], **settings) -> tuple[list[tuple[str, str]], float]:
    from bench.perf.scrub_cost import scrub_each

    stored, cpu = scrub_each(sentences, **settings)
    return [(s, t) for s, t in zip(sentences, stored, strict=True) if s != t], cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--half", choices=["A", "B", "both"], default="A")
    parser.add_argument("--show", action="store_true", help="print each altered sentence")
    parser.add_argument("--stock", action="store_true", help="also stock Presidio on the same sentences")
    parser.add_argument("--limit", type=int, default=0, help="first N sentences of the half (0: all)")
    add_variant_option(parser)
    args = parser.parse_args(argv)
    halves = corpus()
    sentences = halves["A"] + halves["B"] if args.half == "both" else halves[args.half]
    sentences = sentences[: args.limit] if args.limit else sentences
    changed, cpu = altered(sentences)
    figure = proportion(len(changed), len(sentences))
    print(f"clean probe half {args.half}: {len(changed)}/{len(sentences)} altered {figure}  "
          f"(scrub CPU {cpu:.1f} s)")  # fmt: skip
    for variant in args.variant:
        label, settings = VARIANTS[variant]
        other, cpu = altered(sentences, **settings)
        print(f"{label}, same sentences: {len(other)}/{len(sentences)} altered "
              f"{proportion(len(other), len(sentences))}  (scrub CPU {cpu:.1f} s)")  # fmt: skip
        if args.show:
            for before, after in other:
                print(f"  {label}: altered {before!r}\n       -> {after!r}")
    if args.stock:  # the bench can fail: stock Presidio on the same sentences
        clean = [{"id": str(i), "text": s} for i, s in enumerate(sentences)]
        texts, _, _ = through_stock_presidio([], clean)
        bad = sum(texts[f"exact:{c['id']}"] != c["text"] for c in clean)
        stock = proportion(bad, len(sentences))
        print(f"stock Presidio, same sentences: {bad}/{len(sentences)} altered {stock}")
    if args.show:
        for before, after in changed:
            print(f"  altered {before!r}\n       -> {after!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
