"""A flood: many clients each post a batch at the same moment, while one client keeps reading.

    python -m bench.perf.overload [--clients 160] [--batch 30]

Every client sends one save (no retries) and reports its status, latency and Retry-After. Then the
bench checks every acknowledged message is stored exactly once and nothing of a refused save is.
Reads: p99 of fetching the last 20 messages of a slot during the flood. Peak RSS: the high-water
marks (VmHWM) of the daemon and each scrubbing helper from just before the flood to its end, summed
(pages they share counted in each; since start-up where Linux refuses to reset it: then the first
start's name/place cache build, ~490 MB, is in it), and the highest of them alone; and RSS and PSS
summed over them at one moment, sampled every 0.1 s during the flood, their highest (PSS: what the
processes cost together).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time

from bench.lib.harness import memory_mb, percentile, print_pairs, running_daemon
from bench.lib.rawclient import RawClient
from bench.perf.save_latency import sample_texts


def reset_peak_rss(pid: int) -> bool:
    """Start the process's RSS high-water mark afresh (Linux: "5" to clear_refs); False if refused."""
    try:
        with open(f"/proc/{pid}/clear_refs", "w") as refs:
            refs.write("5")
    except OSError:
        return False
    return True


def peak_rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    return 0.0


def batch_body(texts: list[str], client: int) -> dict:
    roles = ("user", "assistant")
    return {
        "messages": [
            {"id": f"c{client}-m{i}", "role": roles[i % 2], "content": text} for i, text in enumerate(texts)
        ]
    }


def measure(clients: int = 160, batch: int = 30) -> dict:
    texts = sample_texts(batch * 4)
    with running_daemon() as daemon:
        reader = RawClient(daemon.socket)
        # a slot to read during the flood; the save also lets the scrubber measure its own speed
        reader.request("POST", "/v1/chats/bench/read/a/messages", batch_body(texts[:20], -1))
        connections = [RawClient(daemon.socket) for _ in range(clients)]
        outcomes: list[tuple[int, float, str | None]] = [(0, 0.0, None)] * clients
        go = threading.Barrier(clients + 1)
        flooding = threading.Event()
        read_seconds: list[float] = []

        def save(index: int) -> None:
            start = (index * batch) % (len(texts) - batch)
            body = batch_body(texts[start : start + batch], index)
            go.wait()
            started = time.perf_counter()
            status, _ = connections[index].request("POST", f"/v1/chats/bench/flood{index}/a/messages", body)
            retry_after = connections[index].headers.get("retry-after")
            outcomes[index] = (status, time.perf_counter() - started, retry_after)

        def read() -> None:
            flooding.wait()
            while flooding.is_set():
                started = time.perf_counter()
                status, _ = reader.request("GET", "/v1/chats/bench/read/a/messages?max_history_size=20")
                read_seconds.append(time.perf_counter() - started)
                if status != 200:
                    raise RuntimeError(f"a read answered {status} during the flood")

        sampled: list[dict[str, float]] = []

        def sample_memory() -> None:  # summed over the processes at one moment, every 0.1 s
            flooding.wait()
            while flooding.is_set():
                sampled.append(memory_mb(scrubbing))
                time.sleep(0.1)

        threads = [threading.Thread(target=save, args=(i,)) for i in range(clients)]
        reading = threading.Thread(target=read)
        sampling = threading.Thread(target=sample_memory)
        for thread in [*threads, reading, sampling]:
            thread.start()
        scrubbing = daemon.scrubbing_pids()
        peak_from_flood = all([reset_peak_rss(pid) for pid in scrubbing])
        go.wait()
        flooding.set()
        started = time.perf_counter()
        for thread in threads:
            thread.join()
        flood_seconds = time.perf_counter() - started
        flooding.clear()
        reading.join()
        sampling.join()
        stored_once, lost, duplicated, refused_but_stored = _check_storage(reader, outcomes, batch)
        peaks = [peak_rss_mb(pid) for pid in scrubbing]
        sampled.append(memory_mb(scrubbing))
        for connection in [*connections, reader]:
            connection.close()
    accepted = [seconds for status, seconds, _ in outcomes if status == 200]
    refused = [(seconds, after) for status, seconds, after in outcomes if status == 503]
    return {
        "clients": clients,
        "messages_per_batch": batch,
        "answered_200": len(accepted),
        "answered_503": len(refused),
        "answered_other": clients - len(accepted) - len(refused),
        "every_503_has_retry_after": all(after and after.isdigit() for _, after in refused),
        "retry_after_s_median": statistics.median(int(a) for _, a in refused) if refused else None,
        "accepted_latency_p50_s": round(percentile(accepted, 50), 2) if accepted else None,
        "accepted_latency_max_s": round(max(accepted), 2) if accepted else None,
        "refused_latency_max_s": round(max(s for s, _ in refused), 2) if refused else None,
        "slowest_answer_s": round(max(seconds for _, seconds, _ in outcomes), 2),
        "flood_seconds": round(flood_seconds, 2),
        "reads_during_flood": len(read_seconds),
        "read_p99_ms": round(percentile(read_seconds, 99) * 1000, 1) if read_seconds else None,
        "peak_rss_mb": round(sum(peaks), 1),  # each one's peak, summed
        "peak_rss_one_process_mb": max(peaks),
        "scrubbing_processes": len(scrubbing),
        "peak_rss_sampled_mb": max(m["rss_mb"] for m in sampled),
        "peak_pss_sampled_mb": max(m["pss_mb"] for m in sampled),
        "peak_rss_measured_from": "flood start" if peak_from_flood else "daemon start",
        "acknowledged_stored_once": stored_once,
        "acknowledged_lost": lost,
        "acknowledged_duplicated": duplicated,
        "refused_but_stored": refused_but_stored,
    }


def _check_storage(client: RawClient, outcomes: list, batch: int) -> tuple[int, int, int, int]:
    """(messages stored once, lost, stored twice, stored of refused saves) over every flood slot."""
    stored_once = lost = duplicated = refused_but_stored = 0
    for index, (status, _, _) in enumerate(outcomes):
        _, body = client.request("GET", f"/v1/chats/bench/flood{index}/a/messages")
        ids = [message["id"] for message in json.loads(body)["messages"]]
        if status == 200:
            stored_once += sum(ids.count(f"c{index}-m{i}") == 1 for i in range(batch))
            lost += sum(f"c{index}-m{i}" not in ids for i in range(batch))
            duplicated += len(ids) - len(set(ids))
        else:
            refused_but_stored += len(ids)
    return stored_once, lost, duplicated, refused_but_stored


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--clients", type=int, default=160)
    parser.add_argument("--batch", type=int, default=30)
    args = parser.parse_args(argv)
    print_pairs(measure(args.clients, args.batch))
    return 0


if __name__ == "__main__":
    sys.exit(main())
