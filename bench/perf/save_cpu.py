"""Where the CPU of a save goes under concurrent clients: CPU ms per message of the daemon (by thread),
its scrubbing helpers and the bench's own clients, and how busy the machine's cores were.

    python -m bench.perf.save_cpu [--clients 8] [--messages 600] [--scrub-processes N] [--transforms JSON]
                             [--variant general-ner]

`--transforms '["clip"]'` leaves the scrubber out: what a save costs outside it (HTTP, commit).

CPU time comes from /proc (utime + stime of each process and of each daemon thread), read before and
after the run, so other processes on a shared machine barely move it; wall-clock throughput is
printed for reference only (it depends on what else runs). Core busy time is the whole machine's.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from typing import TypeVar

from bench.lib.harness import cpu_seconds, print_pairs, running_daemon
from bench.perf.save_latency import sample_texts, throughput
from bench.quality.pii_leak import VARIANTS, daemon_args

T = TypeVar("T")


def sched(path: str) -> tuple[float, float]:
    """(seconds on a CPU, seconds runnable but waiting for one) from a schedstat file."""
    with open(path) as stat:
        on_cpu, waiting, _ = stat.read().split()
    return int(on_cpu) / 1e9, int(waiting) / 1e9


def per_thread(pid: int, read: Callable[[str], T], file: str) -> dict[str, T]:
    """`read` of each thread's /proc file of `pid`: the main thread (uvicorn's event loop: HTTP, JSON,
    pydantic) by that name, the others by their id (the busiest is the scrub thread, then the writer)."""
    seen: dict[str, T] = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        name = "main (event loop)" if int(tid) == pid else f"tid {tid}"
        try:
            seen[name] = read(f"/proc/{pid}/task/{tid}/{file}")
        except OSError:  # the thread ended meanwhile
            continue
    return seen


def machine_busy() -> tuple[float, float]:
    """(busy, total) jiffies of all cores since boot, from /proc/stat."""
    with open("/proc/stat") as stat:
        values = [int(v) for v in stat.readline().split()[1:]]
    idle = values[3] + values[4]  # idle + iowait
    return sum(values) - idle, sum(values)


def measure(
    clients: int = 8,
    messages: int = 600,
    scrub_processes: int | None = None,
    transforms: str | None = None,
    variant: str | None = None,
) -> dict:
    texts = sample_texts(messages)
    args = ["--scrub-processes", str(scrub_processes)] if scrub_processes else []
    args += ["--transforms", transforms] if transforms else []
    args += daemon_args(VARIANTS[variant][1]) if variant else []
    with running_daemon(*args) as daemon:
        pids = daemon.scrubbing_pids()
        daemon_pid, helpers = pids[0], pids[1:]
        throughput(daemon, texts[:80], clients, "warmup")
        before_threads = per_thread(daemon_pid, cpu_seconds, "stat")
        before_sched = {
            **per_thread(daemon_pid, sched, "schedstat"),
            **{f"helper {p}": sched(f"/proc/{p}/schedstat") for p in helpers},
        }
        before = {pid: cpu_seconds(f"/proc/{pid}/stat") for pid in pids}
        started = time.perf_counter()
        before_self = time.process_time()
        before_busy = machine_busy()
        rate = throughput(daemon, texts, clients, "measured")
        after_busy = machine_busy()
        after_self = time.process_time()
        after = {pid: cpu_seconds(f"/proc/{pid}/stat") for pid in pids}
        wall = time.perf_counter() - started
        after_sched = {
            **per_thread(daemon_pid, sched, "schedstat"),
            **{f"helper {p}": sched(f"/proc/{p}/schedstat") for p in helpers},
        }
        after_threads = per_thread(daemon_pid, cpu_seconds, "stat")
    per_message = 1000 / messages
    report: dict = {
        "clients": clients,
        "messages": messages,
        "scrubbing_processes": len(pids),
        "throughput_msgs_per_s (wall, shared machine)": round(rate, 1),
        "daemon_cpu_ms_per_message": round((after[daemon_pid] - before[daemon_pid]) * per_message, 2),
    }
    for name in sorted(after_threads, key=lambda n: -(after_threads[n] - before_threads.get(n, 0.0))):
        spent = after_threads[name] - before_threads.get(name, 0.0)
        if spent * per_message >= 0.01:
            report[f"  thread {name}"] = round(spent * per_message, 2)
    for i, pid in enumerate(helpers):
        report[f"helper{i + 1}_cpu_ms_per_message"] = round((after[pid] - before[pid]) * per_message, 2)
    total = sum(after[pid] - before[pid] for pid in pids)
    report["daemon_and_helpers_cpu_ms_per_message"] = round(total * per_message, 2)
    report["bench_clients_cpu_ms_per_message"] = round((after_self - before_self) * per_message, 2)
    # Each busy thread's wall time: running, runnable but waiting for a core (other processes, or
    # its own siblings), and asleep (waiting for work: a stall in the pipeline if it is a bottleneck)
    for name, (on_cpu, waiting) in after_sched.items():
        on_cpu -= before_sched.get(name, (0.0, 0.0))[0]
        waiting -= before_sched.get(name, (0.0, 0.0))[1]
        if on_cpu / wall >= 0.05:
            asleep = max(0.0, wall - on_cpu - waiting)
            report[f"{name}: running / waiting for a core / asleep, % of wall"] = (
                f"{100 * on_cpu / wall:.0f} / {100 * waiting / wall:.0f} / {100 * asleep / wall:.0f}"
            )
    busy, all_jiffies = (a - b for a, b in zip(after_busy, before_busy, strict=True))
    report["cores_busy_pct (whole machine)"] = round(100 * busy / all_jiffies, 1) if all_jiffies else None
    report["cpu_capacity_ms_per_message (cores x wall / messages)"] = round(os.cpu_count() * 1000 / rate, 2)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--messages", type=int, default=600)
    parser.add_argument("--scrub-processes", type=int, default=None, help="the daemon's scrub_processes")
    parser.add_argument("--transforms", default=None, help="the daemon's transforms, as JSON")
    parser.add_argument("--variant", choices=sorted(VARIANTS), help="hushmem with this setting (pii_leak.py)")
    args = parser.parse_args(argv)
    print_pairs(measure(args.clients, args.messages, args.scrub_processes, args.transforms, args.variant))
    return 0


if __name__ == "__main__":
    sys.exit(main())
