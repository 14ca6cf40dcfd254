"""Bounded admission for saves: refuse at once (503 `overloaded` + Retry-After) rather than queue
work that would leave the client waiting longer than it will stay.

Pending work is counted in messages, from the moment a save is admitted until it is answered: that
spans the scrub queue, the batch being scrubbed, and the writer's queue. Its cost is estimated from
the scrubber's measured seconds per message (scrubbing dominates a save). A save is admitted when the
work ahead of it plus its own fits in `max_pending_seconds`, its own counted at most as half the
limit: a large batch (an import) gets in once the queue is half empty, rather than waiting, starved
by small saves, for a moment when it is empty; and when nothing is pending any save is admitted.
The decision is made before anything of the save is scrubbed or stored; reads never pass here.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from hushmem.core.errors import Overloaded

# Seconds per message assumed until the scrubber has measured itself: the bundled spaCy pipeline's
# rate for lone messages on a slow laptop core, so early estimates err on the cautious side.
PRIOR_SECONDS_PER_MESSAGE = 0.02
MAX_RETRY_AFTER = 60  # seconds; a longer wait is better expressed by the client giving up


class Admission:
    def __init__(self, max_pending_seconds: float, seconds_per_message: Callable[[], float | None]) -> None:
        self.max_pending_seconds = max_pending_seconds
        self._seconds_per_message = seconds_per_message
        self._lock = threading.Lock()
        self._pending = 0
        self.refused = 0  # saves refused since start (for /v1/health and metrics)

    @property
    def pending_messages(self) -> int:
        return self._pending

    def seconds_per_message(self) -> float:
        return self._seconds_per_message() or PRIOR_SECONDS_PER_MESSAGE

    def refuse_if_full(self) -> None:
        """Raise `Overloaded` if the work already pending fills the limit: a save of any size would
        be refused, so it is refused before its body is read and parsed (cheap, in a flood)."""
        with self._lock:
            self._check(0)

    @contextmanager
    def admit(self, messages: int) -> Iterator[None]:
        """Hold `messages` as pending for the duration of the block, or raise `Overloaded`."""
        with self._lock:
            self._check(messages)
            self._pending += messages
        try:
            yield
        finally:
            with self._lock:
                self._pending -= messages

    def _check(self, messages: int) -> None:
        rate = self.seconds_per_message()
        ahead = self._pending * rate
        own = min(messages * rate, self.max_pending_seconds / 2)
        if self._pending and ahead + own > self.max_pending_seconds:
            self.refused += 1
            # when enough of the work ahead will be done for this save to fit
            excess = ahead + own - self.max_pending_seconds
            retry_after = max(1, min(MAX_RETRY_AFTER, math.ceil(excess)))
            raise Overloaded(
                f"the daemon is overloaded: {self._pending} message(s) queued, about {ahead:.1f} s of"
                f" scrubbing (limit {self.max_pending_seconds:g} s); nothing was stored, retry after"
                f" {retry_after} s",
                retry_after=retry_after,
            )
