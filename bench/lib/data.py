"""The evaluation data under bench/data/: where a set lives, and reading it (JSON lines or JSON).

Every file here is listed in bench/data/manifest.json with its source, licence, role and sha256.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parents[1] / "data"
MANIFEST = DATA / "manifest.json"


def path(name: str) -> Path:
    """`name` relative to bench/data, e.g. "pii/pii_dev.jsonl"."""
    return DATA / name


def rows(name: str) -> list[dict]:
    """The rows of a JSON-lines file, in order."""
    return [json.loads(line) for line in path(name).read_text(encoding="utf-8").splitlines()]


def load(name: str) -> Any:
    """A JSON file's content."""
    return json.loads(path(name).read_text(encoding="utf-8"))


def sha256(name: str) -> str:
    return hashlib.sha256(path(name).read_bytes()).hexdigest()


def manifest() -> dict[str, dict]:
    """File name (relative to bench/data) -> its entry: source, licence, role, sha256, frozen."""
    return load("manifest.json")["files"]


def main(argv: list[str] | None = None) -> int:
    """`python -m bench.lib.data [--update NAME ...]`: list the files whose sha256 no longer matches the
    manifest, or record the current sha256 of NAME (a deliberate change, committed with the file)."""
    import argparse

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--update", nargs="+", default=[], metavar="NAME")
    args = parser.parse_args(argv)
    whole = load("manifest.json")
    for name in args.update:
        whole["files"][name]["sha256"] = sha256(name)
    MANIFEST.write_text(json.dumps(whole, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    changed = [name for name, entry in whole["files"].items() if sha256(name) != entry["sha256"]]
    print("\n".join(f"changed: {name}" for name in changed) or "every file matches its manifest entry")
    return 1 if changed else 0


if __name__ == "__main__":
    raise SystemExit(main())
