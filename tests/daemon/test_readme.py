"""The code blocks of the README and docs/, run as pasted (against a test daemon: the socket comes from
HUSHMEM_SOCKET, which `hushmem where` honours like every setting): the quick start's shell blocks and
every Python block."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

from tests.support.daemon import ROOT

README = (ROOT / "README.md").read_text()
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def blocks(language: str, text: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", text, re.S)


def sh_block(starting: str) -> str:
    """The README's one shell block that starts with `starting`."""
    (block,) = [b for b in blocks("sh", README) if b.startswith(starting)]
    return block


def run_block(block: str, socket, venv_bin) -> subprocess.CompletedProcess:
    env = {**os.environ, "HUSHMEM_SOCKET": str(socket), "PYTHONPATH": str(ROOT),
           "PATH": f"{venv_bin}:{os.environ['PATH']}"}  # fmt: skip
    return subprocess.run(["bash", "-euo", "pipefail", "-c", block], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)  # fmt: skip


def test_quick_start_blocks_work_as_pasted(start_daemon, tmp_path):
    daemon = start_daemon()  # the default chain, PII scrubber included
    venv_bin = tmp_path / "bin"
    venv_bin.mkdir()
    shim = venv_bin / "hushmem"  # `hushmem` on PATH, as with the venv active
    shim.write_text(f'#!/bin/sh\nexec {sys.executable} -m hushmem "$@"\n')
    shim.chmod(0o755)
    curl_block, cli_block = sh_block("SOCK=$(.venv/bin/hushmem where --socket)"), sh_block("hushmem save ")
    curl = run_block(curl_block.replace(".venv/bin/hushmem", "hushmem"), daemon.socket, venv_bin)
    assert curl.returncode == 0, curl.stderr
    health, saved, fetched = [json.loads(line) for line in curl.stdout.replace("}{", "}\n{").splitlines()]
    assert health["status"] == "ok" and len(saved["stored"]) == 1
    assert fetched["messages"][0]["content"] == [
        {"text": "My card is <CREDIT_CARD_1>, call me at <PHONE_NUMBER_1>"}
    ]
    cli = run_block(cli_block, daemon.socket, venv_bin)
    assert cli.returncode == 0, cli.stderr
    assert "assistant: Noted: window seat." in cli.stdout and "forgot 2 message(s)" in cli.stdout
    assert "[prefer]" in cli.stdout  # the question found the statement by its words


def python_blocks() -> list[tuple[str, str]]:
    """(page, block) for every Python block of the README and docs/."""
    return [(page.name, block) for page in PAGES for block in blocks("python", page.read_text())]


def test_python_blocks_run_as_pasted(fast_daemon, tmp_path):
    """Every Python snippet runs against a daemon (the socket from HUSHMEM_SOCKET), from a folder
    outside the repository: what users import is the installed `hushmem` namespace."""
    found = python_blocks()
    assert {page for page, _ in found} >= {"README.md", "integrations.md"}, "a page lost its examples"
    env = {**os.environ, "HUSHMEM_SOCKET": str(fast_daemon.socket)}
    env.pop("PYTHONPATH", None)
    for page, block in found:
        script = tmp_path / "snippet.py"
        script.write_text(block)
        out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env,
                             cwd=tmp_path, timeout=120)  # fmt: skip
        assert out.returncode == 0, f"{page}:\n{block}\n{out.stderr}"
