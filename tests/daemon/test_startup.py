"""Start-up stays light: the daemon can bind its socket and answer reads before spaCy and Presidio
are imported (they load on the scrubber's thread)."""

from __future__ import annotations

import subprocess
import sys

from tests.support.daemon import ROOT

BUILD_RUNTIME = """
import sys
from hushmem.core.config import load
from hushmem.daemon.runtime import Runtime
from hushmem.daemon.app import create_app
runtime = Runtime(load(flags={"data_dir": sys.argv[1], "summarizer": "none"}, environ={}))
create_app(runtime)
heavy = sorted({name.split(".")[0] for name in sys.modules} & {"spacy", "presidio_analyzer", "thinc"})
print(",".join(heavy))
"""


def test_building_the_runtime_and_app_imports_neither_spacy_nor_presidio(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", BUILD_RUNTIME, str(tmp_path / "data")],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""
