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
