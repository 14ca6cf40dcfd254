"""The scrub thread's runner: saves queued behind a batch, offered to the chain as `upcoming`, go
through it next, in order, and each is answered with its own result; a save's next step (`then`,
the write job) starts from the scrub thread and the save is answered once that step is done."""

from __future__ import annotations

import contextlib
import threading
from concurrent.futures import Future

from hushmem.core.errors import StorageUnavailable, TransformFailed
from hushmem.core.schema import Message, Slot
from hushmem.daemon.writer import Writer
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


class Upper(TextTransform):
    """Upper-cases texts; fails the whole save of a text "boom"."""

    name = "upper"

    def rewrite(self, texts: list[str], contexts: list[Context]) -> list[str]:
        if "boom" in texts:
            raise ValueError("boom")
        return [text.upper() for text in texts]


class Gate(TextTransform):
    """Holds its first batch until `opened` is set, so the saves submitted meanwhile form one batch."""

    name = "gate"

    def __init__(self) -> None:
        self.entered = threading.Event()
        self.opened = threading.Event()

    def rewrite(self, texts: list[str], contexts: list[Context]) -> list[str]:
        self.entered.set()
        assert self.opened.wait(10)
        return texts


class Storing:
    """`then` for the runner: a write job per save that records its text, held open until `hold`."""

    def __init__(self, writer: Writer) -> None:
        self.writer = writer
        self.hold = threading.Event()
        self.running = threading.Event()
        self.called: list[str] = []

    def __call__(self, tag: str):
        def submit(chained):
            self.called.append(tag)
            text = chained.messages[0].content[0]["text"]

            def job(db):
                self.running.set()
                assert self.hold.wait(10)
                db.execute("CREATE TABLE IF NOT EXISTS seen (tag TEXT, text TEXT)")
                db.execute("INSERT INTO seen VALUES (?, ?)", (tag, text))
                return (tag, text)

            return self.writer.submit(job)

        return submit


def _save(runner: TransformRunner, text: str, then) -> Future:
    return runner.submit([_message(text)], Context(Slot("u", text, "a")), then=then(text))


@contextlib.contextmanager
def _gated_runner(tmp_path=None):
    """(runner, gate, storing): a started runner behind a Gate, and a Storing on a real writer when
    `tmp_path` is given; all stopped on the way out."""
    writer = None
    if tmp_path is not None:
        writer = Writer(tmp_path / "db.sqlite")
        writer.start()
    gate = Gate()
    runner = TransformRunner(TransformChain([gate, Upper()]))
    runner.start()
    try:
        assert runner.wait_ready(10)
        yield runner, gate, Storing(writer) if writer else None
    finally:
        runner.stop()
        if writer is not None:
            writer.close()


def _batch_behind_first(runner: TransformRunner, gate: Gate, texts: list[str], then) -> list[Future]:
    """ "first" alone in a batch, then `texts` queued while it is held: the next batch."""
    first = _save(runner, "first", then)
    assert gate.entered.wait(10)
    futures = [first] + [_save(runner, text, then) for text in texts]
    gate.opened.set()
    return futures


def test_then_answers_each_save_after_its_commit_with_its_own_result(tmp_path):
    with _gated_runner(tmp_path) as (runner, gate, storing):
        groups: list[list] = []
        storing.writer.add_post_commit_hook(groups.append)
        futures = _batch_behind_first(runner, gate, ["b", "c", "d"], storing)
        assert storing.running.wait(10)  # the first save's transaction is open
        assert not any(future.done() for future in futures)
        storing.hold.set()
        results = [future.result(10) for future in futures]
        rows = storing.writer.submit(lambda db: db.execute("SELECT tag, text FROM seen").fetchall())
        rows = rows.result(10)
    assert [stored for _, stored in results] == [("first", "FIRST"), ("b", "B"), ("c", "C"), ("d", "D")]
    assert [chained.messages[0].content[0]["text"] for chained, _ in results] == ["FIRST", "B", "C", "D"]
    assert sorted(rows) == sorted(stored for _, stored in results)
    batch_rows = {("b", "B"), ("c", "C"), ("d", "D")}
    assert any(batch_rows <= set(group) for group in groups)  # the batch's saves: one group commit


def test_then_is_not_called_for_a_save_that_failed_to_scrub(tmp_path):
    with _gated_runner(tmp_path) as (runner, gate, storing):
        storing.hold.set()
        first, b, boom, d = _batch_behind_first(runner, gate, ["b", "boom", "d"], storing)
        stored = [first.result(10)[1], b.result(10)[1], d.result(10)[1]]
        failed = boom.exception(10)
    assert isinstance(failed, TransformFailed)
    assert stored == [("first", "FIRST"), ("b", "B"), ("d", "D")]
    assert storing.called == ["first", "b", "d"]


def test_a_then_that_raises_fails_only_its_own_save():
    def then(text: str):
        def submit(chained):
            if text == "c":
                raise StorageUnavailable("the database refused the write")
            done: Future = Future()
            done.set_result(text)
            return done

        return submit

    with _gated_runner() as (runner, gate, _):
        futures = _batch_behind_first(runner, gate, ["b", "c", "d"], then)
        outcomes = [f.exception(10) or f.result()[1] for f in futures]
    assert outcomes[:2] == ["first", "b"] and outcomes[3] == "d"
    assert isinstance(outcomes[2], StorageUnavailable)


class HeldFirst(TextTransform):
    """Upper-cases texts; holds its first batch until released."""

    name = "held_first"

    def __init__(self) -> None:
        self.started, self.release = threading.Event(), threading.Event()
        self.texts: list[str] = []

    def rewrite(self, texts: list[str], contexts: list[Context]) -> list[str]:
        self.texts += texts
        if not self.started.is_set():
            self.started.set()
            assert self.release.wait(10)
        return [text.upper() for text in texts]


def test_a_save_cancelled_while_queued_is_neither_scrubbed_nor_written_and_the_thread_lives_on():
    transform = HeldFirst()
    runner = TransformRunner(TransformChain([transform]))
    runner.start()
    written: list[str] = []

    def write(result) -> Future:
        written.append(result.messages[0].content[0]["text"])
        done: Future = Future()
        done.set_result(None)
        return done

    try:
        assert runner.wait_ready(10)
        first = runner.submit([_message("first")], Context(Slot("u", "s", "a")), then=write)
        assert transform.started.wait(10)
        given_up = runner.submit([_message("given up")], Context(Slot("u", "t", "a")), then=write)
        assert given_up.cancel()  # its caller went away (uvicorn cancels at the shutdown timeout)
        transform.release.set()
        assert first.result(10)[0].messages[0].content[0]["text"] == "FIRST"
        after = runner.submit([_message("after")], Context(Slot("u", "v", "a")), then=write)
        assert after.result(10)[0].messages[0].content[0]["text"] == "AFTER"
    finally:
        runner.stop()
    assert written == ["FIRST", "AFTER"]
    assert transform.texts == ["first", "after"]
