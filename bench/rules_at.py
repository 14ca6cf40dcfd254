"""The rule notes of another commit, run beside this checkout's in one command: that commit's `models/`
comes out of git (`git archive`) into a temporary folder, and a child process imports it in place of
`hushmem.models`, so both sides are scored by this checkout's bench code on the same conversations.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from bench.lib.harness import ROOT

# the child: hushmem.models' folder swapped before any of its modules loads
CHILD = (
    "import json, sys\n"
    "import hushmem.models\n"
    "hushmem.models.__path__[:] = [sys.argv[1]]\n"
    "from bench.rules_at import summaries_here\n"
    "print(json.dumps(summaries_here(sys.argv[2:])))\n"  # its last line: rules may print before it
)


def summaries_at(rev: str, groups: list[str]) -> dict[str, str]:
    """Each scenario's rule-note summary (by id) as the rules of commit `rev` write it."""
    archive = subprocess.run(
        ["git", "archive", "--format=tar", rev, "models"], cwd=ROOT, capture_output=True, check=False
    )
    if archive.returncode:
        raise SystemExit(f"Error: no models/ at {rev!r}: {archive.stderr.decode().strip()}")
    with tempfile.TemporaryDirectory() as tmp:
        with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
            try:
                tar.extractall(tmp, filter="data")
            except TypeError:  # before Python 3.11.4 there is no filter; this is git's own archive
                tar.extractall(tmp)
        there = summaries_from(Path(tmp) / "models", groups)
        if not there["rules"].startswith(tmp):
            raise SystemExit(f"Error: the rules of {rev!r} were not the ones loaded ({there['rules']})")
        return there["summaries"]


def summaries_from(models: Path, groups: list[str]) -> dict:
    """The rule-note summaries written by the rules in the folder `models`, with the file they came from."""
    child = subprocess.run(
        [sys.executable, "-c", CHILD, str(models), *groups], cwd=ROOT, capture_output=True, text=True
    )
    if child.returncode:
        raise SystemExit(f"Error: the rules in {models} failed:\n{child.stderr.strip()}")
    try:
        return json.loads(child.stdout.splitlines()[-1] if child.stdout else "")
    except json.JSONDecodeError:
        raise SystemExit(f"Error: the rules in {models} printed no summaries") from None


def summaries_here(groups: list[str]) -> dict:
    """This process's rule notes for every scenario of `groups`, and where its summarizer was loaded from."""
    from bench.update_probe import GROUPS, summarize
    from hushmem.models import summarizer

    notes = summarizer.ModelFreeSummarizer()
    texts = {s["id"]: summarize(notes, s) for group in groups for s in GROUPS[group]}
    return {"rules": summarizer.__file__, "summaries": texts}
