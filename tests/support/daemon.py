"""The test suite's real daemon: hushmem.testing's, with the repository on its PYTHONPATH so the tests'
own transforms and summarizers load as module:factory."""

from __future__ import annotations

from pathlib import Path

from hushmem.testing import daemon
from hushmem.testing.daemon import short_dir

ROOT = Path(__file__).resolve().parents[2]
FAST_CHAIN = [
    "--transforms",
    '["drop", "clip"]',
    "--summarizer",
    "none",
    "--embedder",
    "none",
]  # no PII model, no summaries

__all__ = ["FAST_CHAIN", "ROOT", "Daemon", "short_dir"]


class Daemon(daemon.Daemon):
    def __init__(
        self, data_dir: Path, args: list[str], env: dict[str, str] | None = None, module: str = "hushmem"
    ) -> None:
        super().__init__(data_dir, args, {"PYTHONPATH": str(ROOT), **(env or {})}, module)
