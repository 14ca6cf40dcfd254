"""Shared fixtures: an isolated home for every test, and real daemons on real sockets."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

from tests.support.daemon import FAST_CHAIN, Daemon

# CI replays the same examples every run (a red build means a regression, not a lucky draw);
# local runs explore new ones.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


def pytest_report_header(config: pytest.Config) -> list[str]:
    import importlib.metadata as md

    names = ["spacy", "presidio-analyzer", "llama-cpp-python", "fastapi", "uvicorn", "sqlite-utils"]
    return ["hushmem deps: " + ", ".join(f"{n} {md.version(n)}" for n in names)]


@pytest.fixture(autouse=True)
def isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No test reads or writes the real user's config, data or runtime folders."""
    home = tmp_path_factory.mktemp("home")
    for var, sub in [
        ("HOME", ""),
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_CACHE_HOME", "cache"),
    ]:
        monkeypatch.setenv(var, str(home / sub))
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    for var in list(os.environ):
        if var.startswith("HUSHMEM_"):
            monkeypatch.delenv(var)
    return home


@pytest.fixture
def start_daemon(tmp_path: Path):
    """start_daemon(*args, data_dir=None, env=None, wait_ready=True) -> Daemon, stopped at teardown."""
    started: list[Daemon] = []

    def start(
        *args: str,
        data_dir: Path | None = None,
        env: dict[str, Any] | None = None,
        module: str = "hushmem",
        **kw: Any,
    ) -> Daemon:
        daemon = Daemon(data_dir or tmp_path / f"data{len(started)}", list(args), env, module)
        started.append(daemon)
        return daemon.start(**kw)

    yield start
    for daemon in started:
        daemon.cleanup()


@pytest.fixture(scope="module")
def fast_daemon(tmp_path_factory: pytest.TempPathFactory):
    """One daemon per test module with the light chain (no PII model): for the storage contract.
    Tests keep apart by using their own user ids."""
    daemon = Daemon(tmp_path_factory.mktemp("fast") / "data", FAST_CHAIN).start()
    yield daemon
    daemon.cleanup()


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory):
    """The daemon's ASGI app in-process, on a real database, with the light chain: for the HTTP
    contract, where no socket, signal or process is what is tested. One per test module."""
    from hushmem.core.config import Config
    from hushmem.daemon.app import create_app
    from hushmem.daemon.runtime import Runtime

    folder = tmp_path_factory.mktemp("inprocess")
    config = Config(
        socket=folder / "unused.sock",
        data_dir=folder / "data",
        transforms=["drop", "clip"],
        summarizer="none",
        embedder="none",
    )
    runtime = Runtime(config)
    runtime.start()
    assert runtime.runner.wait_ready(30)
    yield create_app(runtime)
    runtime.stop()


@pytest.fixture
def http(app):
    """Raw HTTP to the in-process app (an httpx client over the ASGI app), saves served by the fast
    path in front of it as in the daemon (test_fastpath.py compares it with FastAPI's route)."""
    from fastapi.testclient import TestClient

    from hushmem.daemon.fastpath import SaveFastPath

    served = SaveFastPath(app)
    with TestClient(served, base_url="http://hushmem", raise_server_exceptions=False) as test_client:
        yield test_client


@pytest.fixture
def client(http):
    """hushmem's own Client, sending through the in-process app."""
    from hushmem.daemon.client import Client

    return Client(http=http)


@pytest.fixture
def uid(request: pytest.FixtureRequest) -> str:
    """A user id unique to the test, so tests sharing a daemon cannot see each other's data."""
    name = request.node.name
    return "u-" + "".join(c if c.isalnum() or c in "-_" else "-" for c in name)[:80]
