"""One thread that loads the transform chain in the background and runs it on saves in batches.

Saves that arrive while a batch is being scrubbed wait together and go through the chain as one
batch next (one `nlp.pipe` call for all their texts). Scrubbing happens here, before the writer's
transaction, so the single write connection is never held while spaCy works. A transform may look at
the saves queued behind the current batch (`upcoming`) to start work on them early, e.g. hand their
analysis to a helper process while this thread finishes the current batch; they stay next in line.

A save may ask for its next step (`then`, e.g. the write job) to be started from here as soon as its
batch is scrubbed: the batch's writes reach the writer together, without a hop through the event
loop, which may be waiting for the GIL while this thread works on the next batch.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from hushmem.core import collector, memory
from hushmem.core.errors import HushmemError, ScrubberUnavailable, TransformFailed, translate
from hushmem.core.schema import Message
from hushmem.scrubbers.chain import ChainResult, Context, TransformChain

log = logging.getLogger("hushmem.scrub")

MAX_BATCH_MESSAGES = 256
# Weight of the newest batch in the smoothed seconds-per-message: recent enough to follow a change of
# load within a few batches, smooth enough that one odd batch does not swing admission.
RATE_SMOOTHING = 0.3
# The chain's idle moments (e.g. forking scrubbing helpers) come when a batch is done and nothing waits,
# or after this long without work: not at once after loading, so the saves that waited for the
# scrubber to load do not wait for that work too.
IDLE_AFTER_SECONDS = 0.5
_STOP = object()

Then = Callable[[ChainResult], Future]  # the step after scrubbing, started on the scrub thread
Request = tuple[list[Message], Context, Future, Then | None]


class TransformRunner:
    def __init__(self, chain: TransformChain, metrics=None) -> None:
        self.chain = chain
        self.metrics = metrics
        self._queue: queue.Queue[Any] = queue.Queue()
        self._next: list[Request] = []  # taken by upcoming(), the next batch
        self._stopping = False  # _STOP was met while taking saves for the next batch
        self._ready = threading.Event()
        self._load_error: str | None = None
        self.load_seconds: float | None = None
        self.seconds_per_message: float | None = None  # smoothed over recent batches; None until one ran
        self._thread = threading.Thread(target=self._run, name="hushmem-scrub", daemon=True)

    def start(self) -> None:
        self._thread.start()

    @property
    def queue_depth(self) -> int:
        return self._queue.qsize() + len(self._next)

    @property
    def state(self) -> str:
        if self._load_error is not None:
            return "failed"
        return "ready" if self._ready.is_set() else "loading"

    @property
    def load_error(self) -> str | None:
        return self._load_error

    def wait_ready(self, timeout: float) -> bool:
        return self._ready.wait(timeout)

    def submit(self, messages: list[Message], context: Context, then: Then | None = None) -> Future:
        """A future of the ChainResult (or TransformFailed / ScrubberUnavailable). With `then`, called
        on this thread with the ChainResult once the batch is scrubbed, a future of (ChainResult,
        the result of the future `then` returned), or of what either raised."""
        future: Future = Future()
        if self._load_error is not None:
            future.set_exception(ScrubberUnavailable(self._unavailable_reason()))
        else:
            self._queue.put((messages, context, future, then))
        return future

    def stop(self, timeout: float = 10.0) -> None:
        self._queue.put(_STOP)
        self._thread.join(timeout)

    def _unavailable_reason(self) -> str:
        return f"the scrubber failed to load ({self._load_error}); nothing was stored"

    def upcoming(self) -> list[Message]:
        """The messages of the saves queued behind the batch being transformed (on the scrub thread,
        from inside the chain): they are taken out of the queue to form the next batch, in order."""
        self._take_queued()
        return [message for messages, *_ in self._next for message in messages]

    def _take_queued(self) -> None:
        """Move what is queued (up to a batch) into the next batch, without waiting."""
        count = sum(len(messages) for messages, *_ in self._next)
        while count < MAX_BATCH_MESSAGES and not self._stopping:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                break
            if item is _STOP:
                self._stopping = True
                break
            self._next.append(item)
            count += len(item[0])

    def _run(self) -> None:
        started = time.monotonic()
        self.chain.watch_queue(self.upcoming)
        try:
            self.chain.load()
        except Exception as exc:  # noqa: BLE001 - reported through health and every save
            self._load_error = f"{type(exc).__name__}: {_first_line(exc)}"
            log.error("transform chain failed to load: %s", self._load_error)
        else:
            self.load_seconds = time.monotonic() - started
            log.info("transform chain %s ready in %.1f s", self.chain.names, self.load_seconds)
        finally:
            collector.resume()  # held off while the daemon started (collector.py)
            self._ready.set()
        trimmed = False
        while True:
            if not self._next:  # else: taken by upcoming() during the last batch, they go first
                if self._stopping:
                    break
                try:
                    item = self._queue.get(timeout=IDLE_AFTER_SECONDS)
                except queue.Empty:
                    if self._load_error is None:
                        self._idle()
                    if not trimmed:  # once per quiet spell: a batch's freed buffers go back
                        memory.trim()
                        trimmed = True
                    continue
                if item is _STOP:
                    break
                self._next.append(item)
            self._take_queued()
            batch, self._next, trimmed = self._next, [], False
            self._process(batch)
            if self._queue.empty() and not self._next and not self._stopping:
                self._idle()
        self.chain.close()  # on this thread: the one that used the transforms' connections

    def _idle(self) -> None:
        try:
            self.chain.idle()
        except Exception:  # noqa: BLE001 - saves still run (on this thread alone, if helpers failed)
            log.exception("a transform's idle work failed")

    def _process(self, batch: list[Request]) -> None:
        # a save its caller gave up on (cancelled at shutdown) is not scrubbed or written; the rest can
        # no longer be cancelled, so setting their result below cannot fail on this thread
        batch = [request for request in batch if request[2].set_running_or_notify_cancel()]
        if not batch:
            return
        if self._load_error is not None:
            for _, _, future, _ in batch:
                future.set_exception(ScrubberUnavailable(self._unavailable_reason()))
            return
        started = time.perf_counter()
        try:
            results = self.chain.run([(messages, context) for messages, context, _, _ in batch])
        except Exception as exc:  # noqa: BLE001 - the chain itself broke: fail every request
            results = [exc] * len(batch)
        elapsed = time.perf_counter() - started
        self._observe_rate(elapsed, sum(len(messages) for messages, *_ in batch))
        if self.metrics is not None:
            self.metrics.scrub.observe(elapsed)
            dropped = sum(len(r.dropped_by) for r in results if isinstance(r, ChainResult))
            self.metrics.messages.labels("dropped").inc(dropped)
        log.debug(
            "scrubbed %d request(s), %d message(s) in %.1f ms",
            len(batch),
            sum(len(m) for m, *_ in batch),
            elapsed * 1000,
        )
        for (_, _, future, then), result in zip(batch, results, strict=True):
            if not isinstance(result, ChainResult):
                future.set_exception(_as_failure(result))
            elif then is None:
                future.set_result(result)
            else:
                _start_next_step(then, result, future)

    def _observe_rate(self, elapsed: float, messages: int) -> None:
        if messages == 0:
            return
        sample = elapsed / messages
        previous = self.seconds_per_message
        smoothed = sample if previous is None else previous + RATE_SMOOTHING * (sample - previous)
        self.seconds_per_message = smoothed


def _start_next_step(then: Then, result: ChainResult, future: Future) -> None:
    """`future` gets (result, the result of the future `then(result)` returns), or its exception."""
    try:
        following = then(result)
    except Exception as exc:  # noqa: BLE001 - reported to that save's caller
        future.set_exception(exc)
        return

    def settle(done: Future) -> None:
        error = done.exception()
        if error is None:
            future.set_result((result, done.result()))
        else:
            future.set_exception(error)

    following.add_done_callback(settle)


def _as_failure(exc: BaseException) -> HushmemError:
    failure = translate(exc, TransformFailed, "a transform raised {type}; nothing of this request was stored")
    if failure is not exc:
        log.error("a transform raised %s; the save failed closed", type(exc).__name__)
    return failure


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0][:200] if text else ""
