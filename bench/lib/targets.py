"""The targets `make bench` holds hushmem to, and the baselines that must miss them.

A target reads one section of the report; a target nobody measured in this run is "not run". A
baseline check passes only when every trivial baseline (a copy, nothing, the first lines, no
scrubbing) misses what hushmem is held to: a bench its baseline passes cannot fail, so it fails.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bench.quality.pii_leak import meets_targets
from bench.quality.summary import TARGETS as SUMMARY
from bench.quality.summary import beats_dialogsum_bar, meets


@dataclass(frozen=True)
class Target:
    name: str
    section: str  # the report key it reads
    met: Callable[[dict], bool]


def _fetch_p99_at_10k(r: dict) -> bool:
    return next(row["last20_p99_ms"] for row in r["fetch"]["rows"] if row["messages"] == 10_000) < 2


def _baselines_miss(section: str, names: tuple[str, ...], judge: Callable[[dict], bool]) -> Callable:
    """True when none of the baselines `names` in `section` is judged to pass."""
    return lambda r: not any(judge(r[section][name]) for name in names)


TARGETS = [
    Target("save p50 <= stock Presidio per message (hushmem's entities)", "save", lambda r: (
        r["save"]["save_p50_ms"] <= r["save"]["stock_presidio_hushmem_entities_ms_per_message"])),
    Target(">= 3x stock Presidio msgs/s with 8 clients (hushmem's entities)", "save", lambda r: (
        r["save"]["ratio_8_vs_stock_hushmem_entities"] >= 3)),
    Target("first save <= 1.5x the spaCy floor", "startup", lambda r: (
        r["startup"]["first_save_vs_floor"] <= 1.5)),
    Target("flood: every answer <= 20 s, 200 or 503 + Retry-After", "overload", lambda r: (
        r["overload"]["slowest_answer_s"] <= 20 and r["overload"]["answered_other"] == 0
        and r["overload"]["every_503_has_retry_after"])),
    Target("flood: nothing acknowledged lost or doubled, nothing refused stored", "overload", lambda r: (
        r["overload"]["acknowledged_lost"] == r["overload"]["acknowledged_duplicated"]
        == r["overload"]["refused_but_stored"] == 0)),
    Target("flood: reads p99 <= 250 ms, peak RSS <= 450 MB", "overload", lambda r: (
        r["overload"]["read_p99_ms"] <= 250 and r["overload"]["peak_rss_mb"] <= 450)),
    Target("flood: peak RSS <= 300 MB in each process (#30)", "overload", lambda r: (
        r["overload"]["peak_rss_one_process_mb"] <= 300)),
    Target("fetch p99 < 2 ms at 10 000 messages (last 20)", "fetch", _fetch_p99_at_10k),
    Target("RSS <= 250 MB with no model loaded (summed over scrubbing processes)", "resources", lambda r: (
        r["resources"]["rss_with_scrubber_mb"] <= 250)),
    Target("PSS <= 300 MB with the scrubber (summed over scrubbing processes)", "resources", lambda r: (
        r["resources"]["pss_with_scrubber_mb"] <= 300)),
    Target(">= 90% planted facts kept in summaries", "summary", lambda r: (
        r["summary"]["facts_kept_pct"] >= SUMMARY["facts_kept_pct"])),
    Target("summary <= 35% of the folded text (every conversation)", "summary", lambda r: (
        r["summary"]["size_pct_max"] <= SUMMARY["size_pct_max"])),
    Target("later updates replace old values (all)", "summary", lambda r: (
        r["summary"]["updates_current_pct"] >= SUMMARY["updates_current_pct"])),
    Target("every conversation past the trigger folds", "summary", lambda r: (
        r["summary"]["folded_pct"] >= SUMMARY["folded_pct"])),
    Target("baselines (copy, empty, lead-3) fail the summary rules together", "summary_set",
           _baselines_miss("summary_set", ("copy", "empty", "lead-3"), lambda s: all(meets(s).values()))),
    Target("DialogSum ROUGE-L above lead-3's (same run)", "dialogsum", lambda r: (
        beats_dialogsum_bar(r["dialogsum"], "hushmem"))),
    Target("baselines (copy, lead-3) fail DialogSum ROUGE-L above lead-3's", "dialogsum", lambda r: not any(
        beats_dialogsum_bar(r["dialogsum"], name) for name in ("copy the dialogue", "lead-3"))),
    Target("names + places reaching disk <= 3%", "pii", lambda r: r["pii"]["names_places_pct"] <= 3),
    Target("structured identifiers reaching disk: 0", "pii", lambda r: r["pii"]["structured_pct"] == 0),
    Target("clean text altered <= 3%", "pii", lambda r: r["pii"]["clean_altered_pct"] <= 3),
    Target("baseline (no scrubbing) fails the PII targets together", "pii_set",
           _baselines_miss("pii_set", ("no scrubbing",), lambda d: all(meets_targets(d).values()))),
]  # fmt: skip


def verdicts(report: dict) -> dict[str, str]:
    """Each target's "met", "MISSED" or "not run" (its section was not measured)."""
    return {t.name: _verdict(t, report) for t in TARGETS}


def _verdict(target: Target, report: dict) -> str:
    if target.section not in report:
        return "not run"
    return "met" if target.met(report) else "MISSED"
