"""bench/rules_at.py: another commit's rule notes run in a child process from their own folder, scored by
this checkout's bench code (the update probe's `--beside`)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from bench.lib.harness import ROOT
from bench.rules_at import summaries_at, summaries_from, summaries_here


def test_the_child_loads_the_rules_from_the_folder_it_is_given(tmp_path):
    shutil.copytree(ROOT / "models", tmp_path / "models")
    here = summaries_here(["held-out-2"])
    there = summaries_from(tmp_path / "models", ["held-out-2"])
    assert there["rules"].startswith(str(tmp_path))
    assert there["summaries"] == here["summaries"]


def test_rules_that_print_before_the_summaries_are_still_read(tmp_path):
    shutil.copytree(ROOT / "models", tmp_path / "models")
    summarizer = tmp_path / "models" / "summarizer.py"
    summarizer.write_text(summarizer.read_text() + "\nprint('loaded')\n")
    there = summaries_from(tmp_path / "models", ["held-out-2"])
    assert there["summaries"] == summaries_here(["held-out-2"])["summaries"]


def test_rules_changed_in_the_folder_write_other_summaries(tmp_path):
    shutil.copytree(ROOT / "models", tmp_path / "models")
    summarizer = tmp_path / "models" / "summarizer.py"
    summarizer.write_text(summarizer.read_text() + "\nModelFreeSummarizer.summarize = lambda *_: None\n")
    assert set(summaries_from(tmp_path / "models", ["held-out-2"])["summaries"].values()) == {""}


def test_the_rules_of_the_last_commit_are_this_checkouts_when_models_is_unchanged():
    status = ["git", "status", "--porcelain", "--untracked-files=no", "models"]
    changed = subprocess.run(status, cwd=ROOT, capture_output=True, text=True)
    if changed.returncode or changed.stdout:
        pytest.skip("models/ differs from HEAD or this is no git checkout")
    assert summaries_at("HEAD", ["held-out-2"]) == summaries_here(["held-out-2"])["summaries"]


def test_a_commit_that_does_not_exist_is_one_clean_error():
    with pytest.raises(SystemExit, match="^Error: no models/ at 'no-such-commit'"):
        summaries_at("no-such-commit", ["held-out-2"])
