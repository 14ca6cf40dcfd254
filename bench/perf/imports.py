"""Importing a ChatGPT export through a real daemon with the default chain (scrubbed): messages per
second for a first import and for a re-import (every message already stored).

    python -m bench.perf.imports [--conversations 50] [--messages 20]
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.lib.harness import ROOT, print_pairs, running_daemon

SENTENCES = [
    "Can you email the draft to {name}@example.com before Friday?",
    "I moved the standup to 9:30, tell {cap} please.",
    "My card ending 4111 1111 1111 1111 was charged twice.",
    "Let's plan the trip for the second week of May.",
    "The build fails on the integration tests again.",
    "Sure, here is a summary of the three options we discussed.",
]


def synthetic_export(conversations: int, messages: int, seed: int = 1) -> list[dict]:
    """ChatGPT-shaped conversations: a linear branch of `messages` turns plus one edited-away turn."""
    rng = random.Random(seed)
    export = []
    for c in range(conversations):
        mapping = {"root": {"id": "root", "message": None, "parent": None, "children": []}}
        parent = "root"
        for m in range(messages):
            node = f"c{c}-m{m}"
            name = rng.choice(["jane", "omar", "li", "ana"])
            text = rng.choice(SENTENCES).format(name=name, cap=name.title())
            role = "user" if m % 2 == 0 else "assistant"
            mapping[node] = {"id": node, "parent": parent, "children": [], "message": {
                "id": node, "author": {"role": role}, "create_time": 1_700_000_000 + c * 1000 + m,
                "content": {"content_type": "text", "parts": [text]}, "metadata": {}}}  # fmt: skip
            mapping[parent]["children"].append(node)
            parent = node
        export.append({"id": f"conv-{c}", "title": "t", "mapping": mapping, "current_node": parent})
    return export


def timed_import(path: Path, socket: Path) -> tuple[float, str]:
    started = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "hushmem", "import", "--from", "chatgpt", str(path), "--user-id", "bench",
         "--socket", str(socket)],
        capture_output=True, text=True, cwd=ROOT, check=True,
    )  # fmt: skip
    return time.perf_counter() - started, out.stderr.strip().splitlines()[-1]


def measure(conversations: int = 50, messages: int = 20) -> dict:
    total = conversations * messages
    with tempfile.TemporaryDirectory() as folder, running_daemon("--summarizer", "none") as daemon:
        path = Path(folder) / "conversations.json"
        path.write_text(json.dumps(synthetic_export(conversations, messages)))
        first, first_line = timed_import(path, daemon.socket)
        again, again_line = timed_import(path, daemon.socket)
    return {
        "messages": total,
        "first import, s": round(first, 2),
        "first import, messages/s": round(total / first, 1),
        "re-import (all duplicates), s": round(again, 2),
        "re-import, messages/s": round(total / again, 1),
        "first import said": first_line,
        "re-import said": again_line,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--conversations", type=int, default=50)
    parser.add_argument("--messages", type=int, default=20)
    args = parser.parse_args()
    print_pairs(measure(args.conversations, args.messages))


if __name__ == "__main__":
    main()
