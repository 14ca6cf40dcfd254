"""A wheel installs one top-level package, `hushmem`, and `import hushmem` works from it alone."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.support.daemon import ROOT


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Built from a copy of the tree: setuptools builds in the source's build/ folder, and two xdist
    workers building in one tree at once fail ("No such file or directory", reproduced)."""
    out = tmp_path_factory.mktemp("wheel")
    source = tmp_path_factory.mktemp("source") / "hushmem"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".venv", ".git", "build", "*.egg-info", "__pycache__", ".pytest_cache", ".ruff_cache"))  # fmt: skip
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--wheel-dir", str(out), str(source)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    (built,) = out.glob("hushmem-*.whl")
    return built


def test_the_wheel_has_only_the_hushmem_namespace(wheel: Path):
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"hushmem"}
    for expected in ("hushmem/daemon/app.py", "hushmem/scrubbers/chain.py", "hushmem/models/llm.py",
                     "hushmem/core/errors.py", "hushmem/units/hushmem.socket",
                     "hushmem/scrubbers/ner_model/meta.json", "hushmem/scrubbers/ner_model/ner/model",
                     "hushmem/scrubbers/training/train.py", "hushmem/scrubbers/name_model/words.npz",
                     "hushmem/scrubbers/name_model/decision.json"):  # fmt: skip
        assert expected in names


def test_import_hushmem_from_the_installed_wheel(wheel: Path, tmp_path: Path):
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target), str(wheel)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    code = (
        "import hushmem, hushmem.daemon.service as s;"
        "from hushmem import Client, AsyncClient, errors;"
        "from hushmem.integrations import langchain;"
        "print(hushmem.__file__); print(s.TEMPLATES.joinpath('hushmem.socket').is_file())"
    )
    # the wheel's folder first; the venv's site-packages still supplies the dependencies
    env = {**os.environ, "PYTHONPATH": str(target)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    location, template_found = out.stdout.split()
    assert location.startswith(str(target)) and template_found == "True"
