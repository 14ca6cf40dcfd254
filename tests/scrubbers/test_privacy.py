"""Privacy as tested properties, through a real daemon running the real Presidio + spaCy chain:
nothing planted reaches any file under the data folder, placeholders are consistent across
messages and restarts, no network is touched, no message text is logged."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from hushmem.daemon.client import text_message as msg
from tests.support.daemon import Daemon
from tests.support.waiting import wait_for

PLANTED = {
    "EMAIL_ADDRESS": "maria.gonzalez@example.org",
    "PHONE_NUMBER": "212-555-0187",
    "CREDIT_CARD": "4111 1111 1111 1111",
    "IBAN_CODE": "DE89 3704 0044 0532 0130 00",
    "US_SSN": "536-22-1234",
    "IP_ADDRESS": "10.20.30.40",
    "PERSON": "Maria Gonzalez",
    "LOCATION": "Barcelona",
    "STREET_ADDRESS": "742 Evergreen Terrace",
}
PII_TEXT = (
    "Hi, I'm Maria Gonzalez from Barcelona. Email maria.gonzalez@example.org or call 212-555-0187. "
    "Card 4111 1111 1111 1111, IBAN DE89 3704 0044 0532 0130 00, SSN 536-22-1234. "
    "I live at 742 Evergreen Terrace. My laptop is at 10.20.30.40, see https://example.org/page."
)


def all_bytes(folder: Path) -> bytes:
    return b"".join(p.read_bytes() for p in folder.rglob("*") if p.is_file())


@pytest.fixture(scope="module")
def pii_daemon(tmp_path_factory):
    base = tmp_path_factory.mktemp("pii")
    network_log = base / "network.log"
    network_log.touch()
    daemon = Daemon(
        base / "data",
        ["--log-level", "debug"],
        env={"HUSHMEM_TEST_NETWORK_LOG": str(network_log)},
        module="tests.support.no_network",
    )
    daemon.network_log = network_log
    daemon.start()
    yield daemon
    daemon.cleanup()


@pytest.fixture
def client(pii_daemon):
    with pii_daemon.client() as c:
        yield c


def test_representative_pii_is_replaced_by_placeholders(client, uid):
    client.save(uid, "s", "a", [msg("user", PII_TEXT)])
    text = client.fetch(uid, "s", "a")["messages"][0]["content"][0]["text"]
    for entity, value in PLANTED.items():
        assert value not in text, entity
        assert f"<{entity}_1>" in text, entity
    assert "https://example.org/page" in text  # URLs are not in the default entity list


def test_nothing_planted_reaches_any_file_under_the_data_folder(pii_daemon, client, uid):
    client.save(uid, "s", "a", [msg("user", PII_TEXT)])
    client.save(uid, "s", "a", [{"role": "assistant", "content": [{"audio_transcript": PII_TEXT}]}])
    data = all_bytes(pii_daemon.data_dir)
    for entity, value in PLANTED.items():
        assert value.encode() not in data, entity


def test_same_value_same_placeholder_and_numbering_follows_the_text(client, uid):
    client.save(uid, "s", "a", [msg("user", "Ask Peter Novak, then Laura Chen, then Peter Novak again.")])
    client.save(uid, "s", "a", [msg("assistant", "Laura Chen said Peter Novak agrees.")])
    first, second = [m["content"][0]["text"] for m in client.fetch(uid, "s", "a")["messages"]]
    assert first == "Ask <PERSON_1>, then <PERSON_2>, then <PERSON_1> again."
    assert second == "<PERSON_2> said <PERSON_1> agrees."


def test_placeholders_are_per_session(client, uid):
    client.save(uid, "s1", "a", [msg("user", "Laura Chen and Peter Novak")])
    client.save(uid, "s2", "a", [msg("user", "Peter Novak only")])
    assert client.fetch(uid, "s2", "a")["messages"][0]["content"][0]["text"] == "<PERSON_1> only"


def test_tool_payload_strings_are_scrubbed_structure_kept(client, uid):
    call = {"id": "call_7", "name": "send_email", "input": {"to": "maria.gonzalez@example.org", "n": 3}}
    result = {"toolUseId": "call_7", "content": [{"text": "Sent to Maria Gonzalez at 212-555-0187"}]}
    client.save(uid, "s", "a", [{"role": "assistant", "content": [{"tool_call": call}]}])
    client.save(uid, "s", "a", [{"role": "tool", "content": [{"tool_result": result}]}])
    stored = client.fetch(uid, "s", "a")["messages"]
    stored_call = stored[0]["content"][0]["tool_call"]
    assert stored_call == {"id": "call_7", "name": "send_email", "input": {"to": "<EMAIL_ADDRESS_1>", "n": 3}}
    stored_result = stored[1]["content"][0]["tool_result"]
    assert stored_result["toolUseId"] == "call_7"
    assert stored_result["content"][0]["text"] == "Sent to <PERSON_1> at <PHONE_NUMBER_1>"


def test_placeholder_table_holds_no_values(pii_daemon, client, uid):
    client.save(uid, "s", "a", [msg("user", PII_TEXT)])
    with sqlite3.connect(pii_daemon.data_dir / "hushmem.db") as conn:
        rows = conn.execute("SELECT * FROM placeholders WHERE user_id = ?", (uid,)).fetchall()
    assert len(rows) >= len(PLANTED)
    dumped = repr(rows)
    for value in PLANTED.values():
        assert value not in dumped and value.lower() not in dumped


def test_no_network_was_used(pii_daemon, client, uid):
    client.save(uid, "s", "a", [msg("user", PII_TEXT + " Also write to bob@mail.co.uk, see www.python.org.")])
    client.fetch(uid, "s", "a")

    def embedded() -> bool:
        embedder = client.health()["embedder"]
        return embedder["state"] == "ready" and embedder["queue"] == 0

    wait_for(embedded, timeout=120)
    assert client.search(uid, "where should I write", mode="semantic")["results"]  # the embedder ran too
    assert pii_daemon.network_log.read_text() == ""


def test_no_message_text_in_logs_at_debug(pii_daemon, client, uid):
    client.save(uid, "s", "a", [msg("user", "Zebra-crossing pumpernickel " + PII_TEXT)])
    log = pii_daemon.log()
    assert "pumpernickel" not in log
    for value in PLANTED.values():
        assert value not in log


def test_forget_clears_placeholder_mappings(pii_daemon, client, uid):
    client.save(uid, "s", "a", [msg("user", "Laura Chen and Peter Novak")])
    client.forget_session(uid, "s")
    client.save(uid, "s", "a", [msg("user", "Peter Novak")])
    assert client.fetch(uid, "s", "a")["messages"][0]["content"][0]["text"] == "<PERSON_1>"
    with sqlite3.connect(pii_daemon.data_dir / "hushmem.db") as conn:
        rows = conn.execute("SELECT entity FROM placeholders WHERE user_id = ?", (uid,)).fetchall()
    # one person; the words of a full name are kept as digests too, so "Novak" alone is known later
    assert sorted(e for (e,) in rows) == ["PERSON", "PERSON_PART", "PERSON_PART"]


def test_placeholders_survive_a_restart(start_daemon, tmp_path):
    data = tmp_path / "d"
    daemon = start_daemon(data_dir=data)
    with daemon.client() as client:
        client.save("u", "s", "a", [msg("user", "Laura Chen met Peter Novak")])
    daemon.stop()
    daemon.start()
    with daemon.client() as client:
        client.save("u", "s", "a", [msg("assistant", "Peter Novak, then Ines Duarte")])
        texts = [m["content"][0]["text"] for m in client.fetch("u", "s", "a")["messages"]]
    assert texts == ["<PERSON_1> met <PERSON_2>", "<PERSON_2>, then <PERSON_3>"]
    assert (data / "placeholder.key").stat().st_mode & 0o777 == 0o600


def test_missing_spacy_model_fails_closed_with_503(start_daemon):
    daemon = start_daemon("--spacy-model", "xx_no_such_model", wait_ready=False)
    with daemon.client() as client:
        from hushmem.core import errors

        with pytest.raises(errors.ScrubberUnavailable) as caught:
            client.save("u", "s", "a", [msg("user", "Maria Gonzalez")])
        health = client.health()
    assert caught.value.status == 503
    assert health["status"] == "degraded" and "xx_no_such_model" in health["scrubber"]["error"]
    assert b"Maria" not in all_bytes(daemon.data_dir)


def test_saves_wait_for_the_scrubber_while_it_loads(start_daemon):
    daemon = start_daemon(wait_ready=False)
    with daemon.client() as client:
        result = client.save("u", "s", "a", [msg("user", "Hi from Maria Gonzalez")])
        assert len(result["stored"]) == 1
        assert client.fetch("u", "s", "a")["messages"][0]["content"][0]["text"] == "Hi from <PERSON_1>"
