"""Fetch latency as a slot grows: the last 20 messages (what a prompt needs) and the whole slot,
from 100 to 100 000 messages, through a real daemon (light chain: fetch does not scrub)."""

from __future__ import annotations

import statistics
import time

from bench.lib.harness import percentile, running_daemon
from bench.lib.rawclient import RawClient

SIZES = (100, 1_000, 10_000, 100_000)
BATCH = 1000


def _fill(client, slot: str, have: int, want: int) -> None:
    while have < want:
        count = min(BATCH, want - have)
        batch = [
            {"role": "user" if (have + i) % 2 == 0 else "assistant",
             "content": f"message {have + i}: " + "lorem ipsum dolor sit amet " * 6}
            for i in range(count)
        ]  # fmt: skip
        client.save("bench", slot, "a", batch)
        have += count


def _timings(client: RawClient, slot: str, window: int | None, runs: int) -> list[float]:
    path = f"/v1/chats/bench/{slot}/a/messages" + (f"?max_history_size={window}" if window else "")
    timings = []
    for _ in range(runs):
        started = time.perf_counter()
        status, _ = client.request("GET", path)
        timings.append(time.perf_counter() - started)
        assert status == 200
    return timings


def measure(sizes=SIZES, runs: int = 200) -> dict:
    rows = []
    with running_daemon(
        "--transforms", '["clip"]', "--summarizer", "none", "--max-body-bytes", "4000000"
    ) as d:
        with d.client(timeout=300) as client:
            have = 0
            for size in sizes:
                _fill(client, "grow", have, size)
                have = size
                raw = RawClient(d.socket)  # fresh: an idle keep-alive connection is closed after 5 s
                _timings(raw, "grow", 20, 20)  # warm the page cache and the connection
                window = _timings(raw, "grow", 20, runs)
                full_runs = max(5, runs // (1 + size // 1000))
                full = _timings(raw, "grow", None, full_runs)
                rows.append(
                    {
                        "messages": size,
                        "last20_p50_ms": round(statistics.median(window) * 1000, 3),
                        "last20_p99_ms": round(percentile(window, 99) * 1000, 3),
                        "full_p50_ms": round(statistics.median(full) * 1000, 2),
                    }
                )
                raw.close()
    return {"rows": rows}
