"""The writer's post-commit hooks run before a job's caller is answered."""

from __future__ import annotations

import threading

from hushmem.daemon.writer import Writer


def test_a_job_is_answered_after_the_post_commit_hooks_ran(tmp_path):
    writer = Writer(tmp_path / "db.sqlite")
    writer.start()
    entered, release = threading.Event(), threading.Event()
    seen: list[list] = []

    def hook(committed: list) -> None:
        seen.append(committed)
        entered.set()
        assert release.wait(10)

    writer.add_post_commit_hook(hook)
    try:
        future = writer.submit(lambda db: "done")
        assert entered.wait(10)
        assert not future.done()  # e.g. a forget's placeholder numbers are cleared before its answer
        release.set()
        assert future.result(10) == "done"
        assert seen == [["done"]]
    finally:
        release.set()
        writer.close()
