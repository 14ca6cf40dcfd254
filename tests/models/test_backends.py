"""`resolver = "model"` through `model_url`: a scripted OpenAI-compatible server on a Unix socket gets
the schema in `response_format` and only the scrubbed note texts; its answer is checked."""

from __future__ import annotations

import json
import shutil

import pytest

from hushmem.core.errors import ModelUnavailable
from hushmem.models.backends import ServerModel
from hushmem.models.notes import Note
from hushmem.models.resolvers import DECISION_SCHEMA, ModelResolver, fold_notes
from hushmem.testing.scripted_server import scripted_server
from tests.support.daemon import short_dir

DB = Note(1, "The project uses PostgreSQL 16", 1000)


@pytest.fixture
def socket_path():
    folder = short_dir()
    yield folder / "llm.sock"
    shutil.rmtree(folder, ignore_errors=True)


def test_a_decision_from_a_server_on_a_unix_socket(socket_path):
    update = json.dumps({"action": "UPDATE", "note_id": 1, "replaced": "PostgreSQL 16"})
    with scripted_server(socket_path, lambda body: update) as requests:
        server = ServerModel(f"unix:{socket_path}", "some-model")
        notes = fold_notes([DB], [("We moved to PostgreSQL 17 and <PERSON_1> runs it", 2000, ["m2"])],
                           ModelResolver(server))  # fmt: skip
        server.close()
    assert notes[0].superseded_by == notes[1].id and notes[0].decided_by == "model"
    (body,) = requests
    assert body["model"] == "some-model" and body["temperature"] == 0
    assert body["response_format"]["json_schema"]["schema"] == DECISION_SCHEMA
    sent = json.dumps(body["messages"])
    assert "[1] The project uses PostgreSQL 16" in sent and "<PERSON_1>" in sent  # scrubbed text only


def test_a_server_error_is_model_unavailable(socket_path):
    with scripted_server(socket_path, lambda body: None):  # HTTP 500
        server = ServerModel(f"unix:{socket_path}")
        with pytest.raises(ModelUnavailable, match="HTTP 500"):
            server([{"role": "user", "content": "x"}], DECISION_SCHEMA)
        server.close()
