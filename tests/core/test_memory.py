"""The C heap helpers (hushmem/core/memory.py): trim() gives freed pages back to the system."""

from __future__ import annotations

import sys

import pytest

from hushmem.core import memory


def _rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc and /proc")
def test_trim_returns_the_pages_of_a_fragmented_heap():
    blocks = [bytearray(2048) for _ in range(40_000)]  # above pymalloc's 512 B: glibc's heap
    kept = blocks[::16]  # one block in 16 stays: what is freed between cannot come off the top
    del blocks
    before = _rss_mb()
    memory.trim()
    assert before - _rss_mb() > 40  # most of the ~75 MB freed, page by page
    del kept
