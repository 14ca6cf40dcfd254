"""bench/data/manifest.json: every listed set exists, matches its sha256, parses, and says where it
comes from; no file in bench/data is left out of it."""

from __future__ import annotations

import json

import pytest

from bench.lib import data

ROLES = {"test", "dev", "tuning", "source", "scoring", "perf"}
ENTRIES = sorted(data.manifest().items())


@pytest.mark.parametrize(("name", "entry"), ENTRIES, ids=[name for name, _ in ENTRIES])
def test_set_matches_its_manifest_entry(name: str, entry: dict) -> None:
    assert data.path(name).is_file(), name
    assert data.sha256(name) == entry["sha256"], f"{name} changed: update its manifest entry on purpose"
    assert entry["role"] in ROLES and entry["source"] and entry["licence"] and entry["frozen"]
    text = data.path(name).read_text(encoding="utf-8")
    if entry["format"] == "jsonl":
        assert all(isinstance(json.loads(line), dict) for line in text.splitlines())
    elif entry["format"] == "json":
        json.loads(text)
    else:
        assert text.endswith("\n") and text.strip()


def test_every_data_file_is_in_the_manifest() -> None:
    listed = set(data.manifest())
    files = {
        str(p.relative_to(data.DATA))
        for p in data.DATA.rglob("*")
        if p.is_file() and p.name not in ("manifest.json", "README.md")
    }
    assert files <= listed, sorted(files - listed)
