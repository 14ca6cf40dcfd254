"""Each transform outcome through the real daemon: modify, keep, drop, raise (fail closed)."""

from __future__ import annotations

import sqlite3

import pytest

from hushmem.core import errors
from hushmem.daemon.client import text_message as msg

CHAIN = (
    '["tests.support.transforms:keep", "tests.support.transforms:drop_secrets", '
    '"tests.support.transforms:explode", "tests.support.transforms:shout", "clip"]'
)


@pytest.fixture(scope="module")
def daemon(tmp_path_factory):
    from tests.support.daemon import Daemon

    d = Daemon(tmp_path_factory.mktemp("chain") / "data", ["--transforms", CHAIN, "--clip-max-chars", "12"])
    d.start()
    yield d
    d.cleanup()


@pytest.fixture
def client(daemon):
    with daemon.client() as c:
        yield c


def db_rows(daemon) -> list[tuple]:
    with sqlite3.connect(daemon.data_dir / "hushmem.db") as conn:
        return conn.execute("SELECT user_id, content FROM messages").fetchall()


def test_modify_is_persisted_keeping_id_role_timestamp(client, uid):
    client.save(uid, "s", "a", [msg("user", "hello", id="m1", timestamp=1234)])
    stored = client.fetch(uid, "s", "a")["messages"][0]
    assert stored == {"id": "m1", "role": "user", "timestamp": 1234, "content": [{"text": "HELLO"}]}


def test_chain_order_is_config_order_clip_after_shout(client, uid):
    client.save(uid, "s", "a", [msg("user", "a long message indeed")])
    assert client.fetch(uid, "s", "a")["messages"][0]["content"] == [{"text": "A LONG MESSA"}]


def test_drop_is_reported_and_not_stored(client, uid):
    result = client.save(
        uid, "s", "a", [msg("user", "hi"), msg("assistant", "off the record: x"), msg("user", "q")]
    )
    assert result["dropped"] == [{"index": 1, "id": None, "transform": "drop_secrets"}]
    # the guard sees what is stored: user after user is skipped once its counterpart was dropped
    assert result["skipped"] == [{"index": 2, "id": None, "reason": "consecutive_role"}]
    assert [m["content"][0]["text"] for m in client.fetch(uid, "s", "a")["messages"]] == ["HI"]


def test_raise_fails_closed_with_503_and_stores_nothing(daemon, client, uid):
    before = db_rows(daemon)
    with pytest.raises(errors.TransformFailed) as caught:
        client.save(uid, "s", "a", [msg("user", "fine"), msg("assistant", "please explode now")])
    assert caught.value.status == 503
    assert "explode now" not in caught.value.message
    assert db_rows(daemon) == before
    assert client.health()["status"] == "ok"


def test_failure_text_is_not_logged(daemon, client, uid):
    with pytest.raises(errors.TransformFailed):
        client.save(uid, "s", "a", [msg("user", "explode with a secret 7g1x")])
    assert "7g1x" not in daemon.log()


def test_a_failing_save_does_not_fail_concurrent_ones(daemon, uid):
    import concurrent.futures

    def save(i):
        with daemon.client() as c:
            text = "explode" if i == 3 else f"ok {i}"
            try:
                c.save(f"{uid}-{i}", "s", "a", [msg("user", text)])
                return "stored"
            except errors.TransformFailed:
                return "failed"

    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        outcomes = list(pool.map(save, range(8)))
    assert outcomes.count("failed") == 1 and outcomes[3] == "failed"


def test_unknown_custom_transform_is_a_config_error(start_daemon):
    with pytest.raises(RuntimeError, match="cannot load transform"):
        start_daemon("--transforms", '["tests.support.transforms:nope"]')
