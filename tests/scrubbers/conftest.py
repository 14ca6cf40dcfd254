"""The pii scrubber with the default settings over a fresh database, loaded once per test module."""

from __future__ import annotations

import pytest

from hushmem.core.config import load
from hushmem.core.database import open_database
from hushmem.daemon.migrations import migrate
from hushmem.scrubbers.presidio import PiiScrubber


@pytest.fixture(scope="module")
def scrubber(tmp_path_factory):
    config = load({"data_dir": str(tmp_path_factory.mktemp("scrubber"))}, environ={})
    migrate(open_database(config.database_path))
    pii = PiiScrubber.from_config(config)
    pii.load()
    yield pii
    pii.close()
