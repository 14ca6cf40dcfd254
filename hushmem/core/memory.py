"""The C heap of a long-running process (glibc's malloc): freed memory handed back to the system, and
fewer malloc arenas. No-ops where the C library is not glibc (macOS, musl).

Why: the scrubber's load and each batch's spaCy buffers leave freed pages in the heap that glibc keeps
mapped; a helper forked then would carry them in its RSS too, and every thread that allocates gets an
arena of its own whose freed pages stay resident.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools

M_ARENA_MAX = -8  # mallopt() parameter (malloc.h)


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


def cap_arenas(arenas: int) -> None:
    """At most `arenas` malloc arenas for threads created from now on (mallopt(M_ARENA_MAX))."""
    libc = _glibc()
    if libc is not None:
        libc.mallopt(M_ARENA_MAX, arenas)
