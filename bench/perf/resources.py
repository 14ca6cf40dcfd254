"""Memory (RSS; with the scrubber, RSS and PSS summed over the daemon and its scrubbing helpers) idle,
with the scrubber loaded, with the model worker loaded; cold start to the first healthy answer;
summarization speed in tokens per second."""

from __future__ import annotations

import random
import statistics
import time

from bench.lib.harness import default_model_worker, memory_mb, running_daemon
from bench.perf.speed_conversation import conversation


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    return 0.0


def measure(repeats: int = 3) -> dict:
    report: dict = {}
    with running_daemon("--transforms", '["clip"]', "--summarizer", "none") as light:
        report["rss_idle_no_scrubber_mb"] = rss_mb(light.proc.pid)
    starts = []
    for _ in range(repeats):
        started = time.perf_counter()
        with running_daemon() as daemon:
            starts.append(time.perf_counter() - started)
    report["cold_start_to_healthy_s"] = round(statistics.median(starts), 2)
    with running_daemon("--trigger-at", "20", "--keep-last", "0", "--model-idle-exit", "120") as daemon:
        scrubbing = daemon.scrubbing_pids()
        loaded = memory_mb(scrubbing)
        report["scrubbing_processes"] = len(scrubbing)
        report["rss_with_scrubber_mb"] = loaded["rss_mb"]  # summed: shared pages counted twice
        report["pss_with_scrubber_mb"] = loaded["pss_mb"]
        messages, _ = conversation(random.Random(1), 42)
        with daemon.client() as client:
            for message in messages:
                client.save("bench", "s", "a", [message])
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline and not client.summary("bench", "s", "a")["summary"]:
                time.sleep(0.2)
            model = client.health()["summarizer"]["model"]
        after = memory_mb(scrubbing)
        report["rss_with_scrubber_after_summary_mb"] = after["rss_mb"]
        report["pss_with_scrubber_after_summary_mb"] = after["pss_mb"]
        report["rss_model_worker_mb"] = rss_mb(model["pid"]) if model and model["pid"] else None
    return report


def model_speed(repeats: int = 3) -> dict:
    """Prompt and generation tokens per second of the default model, in its worker process.

    Each repeat uses a fresh 40-message transcript (llama.cpp reuses a cached prompt prefix, which
    would flatter the prompt rate): one call with max_tokens=1 times the prompt, then the same
    prompt again (now cached) times generation alone."""
    prompt_rates, gen_rates, prompt_tokens = [], [], []
    with default_model_worker() as worker:
        worker.call("count_tokens", texts=["load"])
        for seed in range(repeats):
            messages, _ = conversation(random.Random(100 + seed), 40)
            transcript = "\n".join(f"{m['role']}: {m['content'][0]['text']}" for m in messages)
            prompt = [{"role": "user", "content": f"Notes:\n{transcript}\n\nWhat is this about?"}]
            first = worker.call("chat", messages=prompt, max_tokens=1)
            again = worker.call("chat", messages=prompt, max_tokens=64)
            prompt_tokens.append(first["prompt_tokens"])
            prompt_rates.append(first["prompt_tokens"] / first["seconds"])
            gen_rates.append(again["completion_tokens"] / again["seconds"])
    return {
        "prompt_tokens_median": int(statistics.median(prompt_tokens)),
        "prompt_tokens_per_s": round(statistics.median(prompt_rates), 1),
        "generation_tokens_per_s": round(statistics.median(gen_rates), 1),
    }
