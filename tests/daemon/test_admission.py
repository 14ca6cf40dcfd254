"""Bounded admission in-process: what is admitted, what is refused, and that pending work is
released however a save ends."""

from __future__ import annotations

import pytest

from hushmem.core.errors import Overloaded
from hushmem.daemon.admission import PRIOR_SECONDS_PER_MESSAGE, Admission


def test_a_save_is_always_admitted_when_nothing_is_pending():
    admission = Admission(1.0, lambda: 1.0)
    with admission.admit(50):  # 50 s of work, far over the limit, but nothing is ahead of it
        assert admission.pending_messages == 50
    assert admission.pending_messages == 0


def test_a_save_that_would_queue_past_the_limit_is_refused_with_retry_after():
    admission = Admission(2.0, lambda: 1.0)
    with admission.admit(5), pytest.raises(Overloaded) as refused:
        with admission.admit(1):
            pass
    # 5 s ahead + 1 s of its own - 2 s allowed: room for it in about 4 s
    assert refused.value.retry_after == 4
    assert refused.value.status == 503 and refused.value.code == "overloaded"
    assert "nothing was stored" in refused.value.message
    assert admission.refused == 1
    assert admission.pending_messages == 0


def test_saves_within_the_limit_queue_together():
    admission = Admission(3.0, lambda: 1.0)
    with admission.admit(1), admission.admit(1), admission.admit(1):
        assert admission.pending_messages == 3


def test_pending_work_is_released_when_the_save_fails():
    admission = Admission(1.0, lambda: 1.0)
    with pytest.raises(RuntimeError), admission.admit(3):
        raise RuntimeError("scrub failed")
    assert admission.pending_messages == 0


def test_the_prior_rate_is_used_until_the_scrubber_has_measured_itself():
    admission = Admission(1.0, lambda: None)
    assert admission.seconds_per_message() == PRIOR_SECONDS_PER_MESSAGE
    fits = int(1.0 / PRIOR_SECONDS_PER_MESSAGE) - 1
    with admission.admit(1), admission.admit(fits - 1), pytest.raises(Overloaded):
        with admission.admit(2):
            pass


def test_retry_after_is_capped():
    admission = Admission(1.0, lambda: 10.0)
    with admission.admit(100), pytest.raises(Overloaded) as refused:
        with admission.admit(1):
            pass
    assert refused.value.retry_after == 60


def test_a_full_queue_refuses_before_the_size_of_the_save_is_known():
    admission = Admission(2.0, lambda: 1.0)
    admission.refuse_if_full()  # empty: passes
    with admission.admit(2):
        admission.refuse_if_full()  # exactly full: a save of 0 messages would still fit
    with admission.admit(3), pytest.raises(Overloaded):
        admission.refuse_if_full()


def test_a_batch_over_half_the_limit_gets_in_once_the_queue_is_half_empty():
    admission = Admission(4.0, lambda: 1.0)
    with admission.admit(2), admission.admit(10):  # 2 s ahead + 10 s counted as 2 s: fits in 4 s
        assert admission.pending_messages == 12
    with admission.admit(3), pytest.raises(Overloaded) as refused:
        with admission.admit(10):  # 3 s ahead + 2 s > 4 s
            pass
    assert refused.value.retry_after == 1
