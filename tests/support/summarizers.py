"""Summarizers for tests, loaded by the real daemon through `--summarizer module:factory`."""

from __future__ import annotations

import os
import time

from hushmem.models.extract import message_texts
from hushmem.models.summarizer import Summarizer, Summary


class Fake(Summarizer):
    """Deterministic: lists the folded texts after the previous summary; counts its calls in a file."""

    def summarize(self, previous: Summary | None, messages: list[dict]) -> Summary:
        calls = os.environ.get("HUSHMEM_TEST_SUMMARY_CALLS")
        if calls:
            with open(calls, "a") as handle:
                handle.write(f"{len(messages)}\n")
        delay = float(os.environ.get("HUSHMEM_TEST_SUMMARY_DELAY", "0"))
        time.sleep(delay)
        folded = "|".join(" ".join(message_texts(m)) for m in messages)
        text = f"{previous.text}+[{folded}]" if previous else f"[{folded}]"
        return Summary(text)


class Broken(Summarizer):
    def summarize(self, previous: Summary | None, messages: list[dict]) -> Summary:
        raise RuntimeError("the summarizer broke while reading: secret words")


def fake(config):
    return Fake()


def broken(config):
    return Broken()
