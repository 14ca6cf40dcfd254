"""The writer's post-commit hooks: a forget is answered only after they ran (its caller's next save
must not meet the forgotten placeholder numbers); any other job is answered before them."""

from __future__ import annotations

from concurrent.futures import Future

from hushmem.daemon import store
from hushmem.daemon.writer import Writer


def _answered_when_hooks_ran(tmp_path, job) -> bool:
    writer = Writer(tmp_path / "hushmem.db")
    writer.start()
    submitted: list[Future] = []
    seen: list[bool] = []
    writer.add_post_commit_hook(lambda committed: seen.append(submitted[0].done()))
    try:
        submitted.append(writer.submit(job))
        submitted[0].result(10)
    finally:
        writer.close(10)
    assert len(seen) == 1
    return seen[0]


def test_a_forget_is_answered_after_the_post_commit_hooks(tmp_path):
    assert _answered_when_hooks_ran(tmp_path, lambda db: store.forget(db, "u", "s")) is False


def test_another_job_is_answered_before_the_post_commit_hooks(tmp_path):
    assert _answered_when_hooks_ran(tmp_path, lambda db: db.execute("SELECT 1").fetchone()) is True
