"""The scrub thread's runner: saves queued behind a batch, offered to the chain as `upcoming`, go
through it next, in order, and each is answered with its own result."""

from __future__ import annotations

import threading

from hushmem.core.schema import Message, Slot
from hushmem.scrubbers.chain import Context, TextTransform, TransformChain
from hushmem.scrubbers.runner import TransformRunner


class LookingAhead(TextTransform):
    """Upper-cases texts; on its first batch it waits until three saves are queued and looks at them."""

    name = "looking_ahead"

    def __init__(self) -> None:
        self.batches: list[list[str]] = []
        self.seen_ahead: list[str] = []
        self.started = threading.Event()
        self.queued = threading.Event()

    def rewrite(self, texts: list[str], contexts: list[Context]) -> list[str]:
        self.batches.append(texts)
        if len(self.batches) == 1:
            self.started.set()
            assert self.queued.wait(10)
            self.seen_ahead = [m.content[0]["text"] for m in self.upcoming()]
        return [text.upper() for text in texts]


def _message(text: str) -> Message:
    return Message("user", [{"text": text}], 0)


def test_saves_taken_as_upcoming_are_the_next_batch_in_order():
    transform = LookingAhead()
    runner = TransformRunner(TransformChain([transform]))
    runner.start()
    try:
        assert runner.wait_ready(10)
        first = runner.submit([_message("first")], Context(Slot("u", "s", "a")))
        assert transform.started.wait(10)
        later = [runner.submit([_message(t)], Context(Slot("u", t, "a"))) for t in ("b", "c", "d")]
        transform.queued.set()
        assert first.result(10).messages[0].content[0]["text"] == "FIRST"
        assert [f.result(10).messages[0].content[0]["text"] for f in later] == ["B", "C", "D"]
    finally:
        runner.stop()
    assert transform.seen_ahead == ["b", "c", "d"]
    assert transform.batches == [["first"], ["b", "c", "d"]]
    assert runner.queue_depth == 0
