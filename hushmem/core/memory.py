"""The C heap of a long-running process (glibc's malloc): freed memory handed back to the system.
A no-op where the C library is not glibc (macOS, musl).

Why: the scrubber's load and each batch's spaCy buffers leave freed pages in the heap that glibc keeps
mapped; a helper forked then would carry them in its RSS too.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools


@functools.cache
def _glibc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    return libc if libc is not None and hasattr(libc, "malloc_trim") else None


def trim() -> None:
    """Give the heap's free pages back to the system (malloc_trim(0))."""
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)
