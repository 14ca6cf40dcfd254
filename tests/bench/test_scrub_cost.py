"""bench.perf.scrub_cost calls: every process's NER passes are counted, the helper's too."""

from __future__ import annotations

from bench.perf import scrub_cost


def test_calls_counts_each_process_passes_and_the_texts_they_see():
    report = scrub_cost.calls(processes=2, settings={"pii_general_ner": True}, messages=24)
    general = report["general NER, helper: passes / texts / passes over one text"]
    passes, texts, lone = (int(n) for n in general.split(" / "))
    assert texts == 24 and passes == report["batches"] and lone <= passes  # one pass a batch
    assert not any(key.startswith("general NER, daemon") for key in report)  # split by model
    chat = [v for k, v in report.items() if k.startswith("chat NER")]
    assert sum(int(v.split(" / ")[1]) for v in chat) == 24  # every text's chat NER ran once
