"""Save path: hushmem's save latency and throughput next to stock Presidio on the same texts.

    python -m bench.perf.save_latency [--messages 300] [--repeats 3] [--scrub-processes N]

Stock Presidio is `AnalyzerEngine` over the full `en_core_web_sm` pipeline, then
`AnonymizerEngine` — one message at a time, in this process; measured twice: with every default
recognizer, and asked only for hushmem's entity list (`pii_entities`). hushmem is measured end to
end through a real daemon: HTTP over the socket + scrub + commit. Every measured save is a real
one: roles alternate within each slot, and a save the same-role guard (or anything else) skipped
stops the bench. Each figure is the median of `repeats` runs.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import random
import statistics
import sys
import time

from bench.lib.harness import percentile, print_pairs, running_daemon, stock_presidio
from bench.lib.rawclient import RawClient
from bench.quality.pii_leak import load_set
from hushmem.core.config import DEFAULT_PII_ENTITIES


def sample_texts(count: int, seed: int = 3) -> list[str]:
    """~200-character chat messages: two or three messages of the PII dev set and its clean sentences."""
    rng = random.Random(seed)
    items, clean = load_set("dev")
    pool = [m for item in items for m in item["messages"]] + [c["text"] for c in clean]
    texts = []
    while len(texts) < count:
        text = " ".join(rng.sample(pool, 3))
        texts.append(text[:220].rsplit(" ", 1)[0])
    return texts


def stock_presidio_seconds(texts: list[str], entities: list[str] | None = None) -> list[float]:
    """Per-message seconds of stock Presidio; `entities` None runs every default recognizer."""
    analyzer, anonymizer = stock_presidio()
    analyzer.analyze(texts[0], language="en", entities=entities)  # warm-up
    timings = []
    for text in texts:
        started = time.perf_counter()
        results = analyzer.analyze(text, language="en", entities=entities)
        anonymizer.anonymize(text=text, analyzer_results=results)
        timings.append(time.perf_counter() - started)
    return timings


SLOTS = 50


def save_seconds(client: RawClient, texts: list[str], user: str) -> list[float]:
    """Seconds per save, spread over SLOTS sessions; within each the role alternates, so the
    same-role guard skips nothing and every save inserts and commits (checked)."""
    timings = []
    for i, text in enumerate(texts):
        role = "user" if (i // SLOTS) % 2 == 0 else "assistant"
        body = {"messages": [{"role": role, "content": text}]}
        started = time.perf_counter()
        status, answer = client.request("POST", f"/v1/chats/{user}/s{i % SLOTS}/a/messages", body)
        timings.append(time.perf_counter() - started)
        if status != 200:
            raise RuntimeError(f"save answered {status}")
        if len(json.loads(answer)["stored"]) != 1:
            raise RuntimeError(f"a measured save stored nothing: {answer[:200]!r}")
    return timings


def throughput(daemon, texts: list[str], clients: int, tag: str) -> float:
    """Messages per second with `clients` concurrent clients, each saving its share."""
    shares = [texts[i::clients] for i in range(clients)]

    def run(index: int) -> int:
        client = RawClient(daemon.socket)
        try:
            save_seconds(client, shares[index], f"{tag}-c{index}")
        finally:
            client.close()
        return len(shares[index])

    started = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(clients) as pool:
        total = sum(pool.map(run, range(clients)))
    return total / (time.perf_counter() - started)


CLIENTS = (1, 8)


def measure(messages: int = 300, repeats: int = 3, scrub_processes: int | None = None) -> dict:
    """Each repeat runs stock (both ways) and hushmem's single client back to back, so drift in the
    machine's load hits all three alike; then the throughput runs."""
    texts = sample_texts(messages)
    stock_default, stock_entities, runs = [], [], []
    args = ["--scrub-processes", str(scrub_processes)] if scrub_processes else []
    with running_daemon(*args) as daemon:
        for r in range(repeats):
            stock_default.append(statistics.median(stock_presidio_seconds(texts)))
            stock_entities.append(statistics.median(stock_presidio_seconds(texts, DEFAULT_PII_ENTITIES)))
            client = RawClient(daemon.socket)  # a new connection: the idle one timed out meanwhile
            save_seconds(client, texts[:20], f"warmup-{r}")
            runs.append(save_seconds(client, texts, f"single-{r}"))
            client.close()
        rates = {
            clients: [throughput(daemon, texts, clients, f"t{clients}-{r}") for r in range(repeats)]
            for clients in CLIENTS
        }
    stock_ms = statistics.median(stock_default) * 1000
    stock_entities_ms = statistics.median(stock_entities) * 1000
    report: dict = {
        "scrub_processes": scrub_processes or "default",
        "messages": messages,
        "repeats": repeats,
        "stock_presidio_ms_per_message": round(stock_ms, 2),
        "stock_presidio_hushmem_entities_ms_per_message": round(stock_entities_ms, 2),
        "save_p50_ms": round(statistics.median(percentile(r, 50) for r in runs) * 1000, 2),
        "save_p99_ms": round(statistics.median(percentile(r, 99) for r in runs) * 1000, 2),
        "stock_presidio_msgs_per_s": round(1000 / stock_ms, 1),
        "stock_presidio_hushmem_entities_msgs_per_s": round(1000 / stock_entities_ms, 1),
    }
    for clients in CLIENTS:
        rate = statistics.median(rates[clients])
        report[f"throughput_{clients}_msgs_per_s"] = round(rate, 1)
        report[f"ratio_{clients}_vs_stock"] = round(rate * stock_ms / 1000, 2)
        report[f"ratio_{clients}_vs_stock_hushmem_entities"] = round(rate * stock_entities_ms / 1000, 2)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--messages", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--scrub-processes", type=int, default=None, help="the daemon's scrub_processes")
    args = parser.parse_args(argv)
    print_pairs(measure(args.messages, args.repeats, args.scrub_processes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
