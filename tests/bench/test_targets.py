"""make bench can fail: a missed target or a baseline that passes is MISSED, a section not run is not
counted, and the generated benchmarks page carries the run's commit. No bench runs here."""

from __future__ import annotations

from bench import report as bench_report
from bench.lib.targets import verdicts


def _pii(names: float, structured: float, clean: float) -> dict:
    def p(pct: float) -> dict:
        return {"n": 100, "bad": int(pct), "pct": pct, "upper95": pct + 1}

    return {"names_places": p(names), "structured": p(structured), "clean_altered": p(clean)}


def _report(baseline: dict) -> dict:
    ours = _pii(1.0, 0.0, 2.0)
    return {
        "pii": {"names_places_pct": 1.0, "structured_pct": 0.0, "clean_altered_pct": 2.0},
        "pii_set": {"hushmem": ours, "no scrubbing": baseline},
    }


def test_a_baseline_that_meets_the_pii_targets_fails_the_run():
    passing = verdicts(_report(_pii(0.0, 0.0, 0.0)))
    failing = verdicts(_report(_pii(100.0, 100.0, 0.0)))
    name = "baseline (no scrubbing) fails the PII targets together"
    assert passing[name] == "MISSED" and failing[name] == "met"
    assert failing["names + places reaching disk <= 3%"] == "met"


def test_a_missed_target_is_missed_and_an_unmeasured_one_not_run():
    report = _report(_pii(100.0, 100.0, 0.0))
    report["pii"]["names_places_pct"] = 4.0
    result = verdicts(report)
    assert result["names + places reaching disk <= 3%"] == "MISSED"
    assert result["fetch p99 < 2 ms at 10 000 messages (last 20)"] == "not run"


def test_the_benchmarks_page_names_the_commit_and_every_verdict():
    report = _report(_pii(100.0, 100.0, 0.0))
    report["targets"] = verdicts(report)
    report["seconds"] = {"pii": 12.5}
    report["run"] = {"commit": "0123456789abcdef", "dirty": False, "date": "2026-12-03", "cpus": 2,
                     "machine": "x86_64", "python": "3.11", "system": "Linux", "quick": True,
                     "duration_s": 12.5}  # fmt: skip
    page = bench_report.render(report)
    assert "`0123456789`" in page and "clean tree" in page and "dev sets" in page
    assert all(f"| {name} | {verdict} |" in page for name, verdict in report["targets"].items())
    assert "| names_places | 1/100 (1.0 %) | 100/100 (100.0 %) |" in page


def _dialogsum(hushmem: float, copy: float, lead: float) -> dict:
    return {"dialogsum": {"hushmem": {"rougeL": hushmem}, "copy the dialogue": {"rougeL": copy},
                          "lead-3": {"rougeL": lead}}}  # fmt: skip


def test_dialogsum_is_held_to_the_first_three_lines_of_the_same_run():
    target = "DialogSum ROUGE-L above lead-3's (same run)"
    baselines = "baselines (copy, lead-3) fail DialogSum ROUGE-L above lead-3's"
    beaten = verdicts(_dialogsum(hushmem=24.0, copy=15.0, lead=23.5))
    assert beaten[target] == "met" and beaten[baselines] == "met"
    # a high lead-3 no longer passes its own bar: hushmem must beat it, a tie is not enough
    assert verdicts(_dialogsum(hushmem=23.5, copy=15.0, lead=23.5))[target] == "MISSED"
    assert verdicts(_dialogsum(hushmem=30.0, copy=31.0, lead=23.5))[baselines] == "MISSED"
    assert verdicts({})[target] == "not run"
