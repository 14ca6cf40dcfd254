"""The garbage collector held off while the daemon starts (hushmem/core/collector.py): no automatic
collection until the scrubber's runner has loaded its chain, then what exists is frozen and
collection goes on as before; a failed load resumes it too."""

from __future__ import annotations

import gc

import pytest

from hushmem.core import collector
from hushmem.scrubbers.chain import TextTransform, TransformChain
from hushmem.scrubbers.runner import TransformRunner


class _Cycle:
    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def collections():
    """The generations collected automatically while the test runs; the collector's state restored."""
    thresholds = gc.get_threshold()
    seen: list[int] = []

    def watch(phase: str, info: dict) -> None:
        if phase == "start":
            seen.append(info["generation"])

    gc.callbacks.append(watch)
    yield seen
    gc.callbacks.remove(watch)
    collector.resume()
    gc.unfreeze()
    gc.set_threshold(*thresholds)


def test_while_held_off_nothing_is_collected_automatically_and_resume_brings_it_back(collections):
    collector.hold_off()
    assert collector.held_off()
    for _ in range(50_000):
        _Cycle()
    assert collections == []
    frozen_before = gc.get_freeze_count()
    collector.resume()
    assert not collector.held_off()
    assert gc.get_threshold()[0] > 0
    assert gc.get_freeze_count() > frozen_before  # what start-up built is out of later collections
    for _ in range(50_000):
        _Cycle()
    assert 0 in collections  # young collections run again


def test_resume_without_hold_off_changes_nothing(collections):
    thresholds, frozen = gc.get_threshold(), gc.get_freeze_count()
    collector.resume()
    assert gc.get_threshold() == thresholds
    assert gc.get_freeze_count() == frozen


class _Failing(TextTransform):
    name = "failing"

    def load(self) -> None:
        raise RuntimeError("no model")

    def rewrite(self, texts, contexts):
        return texts


class _Fine(_Failing):
    def load(self) -> None:
        assert collector.held_off()  # the load itself runs held off


@pytest.mark.parametrize("transform", [_Fine(), _Failing()], ids=["loaded", "failed"])
def test_the_runner_resumes_collection_once_its_chain_has_loaded_or_failed(collections, transform):
    collector.hold_off()
    runner = TransformRunner(TransformChain([transform]))
    runner.start()
    try:
        assert runner.wait_ready(10)
        assert not collector.held_off()
        assert (runner.load_error is None) is isinstance(transform, _Fine)
    finally:
        runner.stop()
