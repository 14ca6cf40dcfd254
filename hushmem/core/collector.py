"""Python's cyclic garbage collector while the daemon starts: held off until the scrubber is loaded.

Why: start-up builds ~150k objects that live as long as the daemon (spaCy's pipelines, Presidio's
recognizers, the name and word lists) and throws almost nothing away (~100 unreachable objects once
loaded). Each automatic collection walks what is there and frees nothing; the full ones late in the
load walk it all: ~0.3 s of CPU in all, a seventh of the first save's (measured with gc.callbacks).
Threshold 0 holds them off (srsly re-enables a disabled collector after each msgpack load, so
`gc.disable()` would not hold). Once loaded, what exists is frozen (gc.freeze: out of every later
collection, as the scrubbing helpers' fork does) and collection resumes with its usual thresholds;
without the freeze, the first young-generation collection would walk everything start-up made.
"""

from __future__ import annotations

import gc
import threading

_lock = threading.Lock()
_held: tuple[int, ...] | None = None  # the thresholds to restore while collections are held off


def hold_off() -> None:
    """No automatic collection until `resume` (explicit gc.collect() calls still run)."""
    global _held
    with _lock:
        if _held is None:
            _held = gc.get_threshold()
            gc.set_threshold(0)


def resume() -> None:
    """Freeze what start-up built and collect again as before `hold_off`; a no-op without it."""
    global _held
    with _lock:
        if _held is None:
            return
        gc.freeze()
        gc.set_threshold(*_held)
        _held = None


def held_off() -> bool:
    """Whether collection is held off now (for tests and health checks of start-up)."""
    return _held is not None
