"""Summarizers for tests, loaded by the real daemon through `--summarizer module:factory`, and a
scripted stand-in for the model worker (ScriptedModel)."""

from __future__ import annotations

import os
import time
from types import SimpleNamespace

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


class ScriptedModel:
    """Stands in for the llama.cpp worker process: answers chat calls from a script, records prompts."""

    def __init__(self, answers: list[str]) -> None:
        self.settings = SimpleNamespace(n_ctx=2048)
        self.answers, self.questions = list(answers), []

    def call(self, method: str, messages: list[dict], max_tokens: int, **payload) -> dict:
        self.questions.append(messages[-1]["content"].rsplit("\n", 1)[-1])
        return {"text": self.answers.pop(0), "seconds": 0.1, "finished": True}
