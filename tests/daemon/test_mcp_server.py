"""`hushmem mcp` driven by the official MCP SDK's own stdio client, against a real daemon."""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path

from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from tests.support.cli import hushmem
from tests.support.daemon import ROOT

TOOLS = {"save_messages", "recall", "search", "forget", "list_notes", "update_note", "forget_note"}


def with_mcp(socket: Path, user_id: str, scenario: Callable[[ClientSession], Awaitable[None]]) -> str:
    """Start `hushmem mcp` as a desktop assistant would (a subprocess on stdio), run `scenario`,
    and return the server's network log (it runs under the audit hook that refuses network use)."""
    network_log = Path(tempfile.mkdtemp(prefix="hm-net-")) / "network.log"
    network_log.touch()
    server = StdioServerParameters(
        command=sys.executable,
        args=["-m", "tests.support.no_network", "mcp", "--socket", str(socket), "--user-id", user_id],
        env={"PYTHONPATH": str(ROOT), "HUSHMEM_TEST_NETWORK_LOG": str(network_log)},
        cwd=ROOT,
    )

    async def main() -> None:
        async with stdio_client(server) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            await scenario(session)

    try:
        asyncio.run(asyncio.wait_for(main(), timeout=120))
        return network_log.read_text()
    finally:
        shutil.rmtree(network_log.parent, ignore_errors=True)


def text_of(result) -> str:
    return "\n".join(block.text for block in result.content if block.type == "text")


def test_save_recall_search_forget_through_the_sdk_client(start_daemon, uid):
    daemon = start_daemon()  # the default chain: the PII scrubber is loaded

    async def scenario(session: ClientSession) -> None:
        listed = await session.list_tools()
        assert {tool.name for tool in listed.tools} == TOOLS
        assert all(tool.description and tool.input_schema["type"] == "object" for tool in listed.tools)

        saved = await session.call_tool(
            "save_messages",
            {"session_id": "trip", "messages": [
                {"role": "user", "text": "Send the itinerary to jane.doe@example.com please", "id": "m1"},
                {"role": "assistant", "text": "Will do, itinerary coming up."},
            ]},
        )  # fmt: skip
        assert not saved.is_error, text_of(saved)
        assert [item["index"] for item in saved.structured_content["stored"]] == [0, 1]

        again = await session.call_tool(
            "save_messages", {"session_id": "trip", "messages": [{"role": "user", "text": "x", "id": "m1"}]}
        )
        assert again.structured_content["skipped"][0]["reason"] == "duplicate_id"

        recalled = text_of(await session.call_tool("recall", {"session_id": "trip"}))
        assert "jane.doe@example.com" not in recalled
        assert "user: Send the itinerary to <EMAIL_ADDRESS_1> please" in recalled
        assert "assistant: Will do, itinerary coming up." in recalled

        found = text_of(await session.call_tool("search", {"query": "itinerary", "limit": 5}))
        assert found.startswith("2 match(es)") and "session trip (agent_id mcp)" in found
        assert re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d, user: Send the itinerary to <EMAIL_ADDRESS_1>", found)

        forgot = await session.call_tool("forget", {"session_id": "trip"})
        assert forgot.structured_content == {"forgotten_messages": 2}
        after = text_of(await session.call_tool("recall", {"session_id": "trip"}))
        assert after == "Nothing is remembered of session trip."

    assert with_mcp(daemon.socket, uid, scenario) == ""  # no network use
    with daemon.client() as client:
        assert client.fetch(uid, "trip", "mcp")["messages"] == []


def test_daemon_errors_are_tool_errors_and_the_server_keeps_serving(fast_daemon, uid):
    async def scenario(session: ClientSession) -> None:
        bad = await session.call_tool(
            "save_messages", {"session_id": "s", "messages": [{"role": "user", "text": "hi", "id": "a/b"}]}
        )
        assert bad.is_error and "id contains a slash or a control character [validation]" in text_of(bad)
        slash = await session.call_tool("recall", {"session_id": "a/b"})
        assert slash.is_error and "session_id" in text_of(slash)
        empty = await session.call_tool("save_messages", {"session_id": "s", "messages": []})
        assert empty.is_error
        ok = await session.call_tool(
            "save_messages", {"session_id": "s", "messages": [{"role": "user", "text": "hi"}]}
        )
        assert not ok.is_error and len(ok.structured_content["stored"]) == 1

    with_mcp(fast_daemon.socket, uid, scenario)


def test_no_daemon_is_a_tool_error_not_a_crash(tmp_path, uid):
    async def scenario(session: ClientSession) -> None:
        for _ in range(2):  # the second call proves the server survived the first
            result = await session.call_tool("search", {"query": "anything"})
            assert result.is_error
            assert "no hushmem daemon answers on" in text_of(result) and "[unreachable]" in text_of(result)
        assert len((await session.list_tools()).tools) == len(TOOLS)

    with_mcp(tmp_path / "none.sock", uid, scenario)


def test_forget_without_a_session_forgets_the_whole_user(fast_daemon, uid):
    with fast_daemon.client() as client:
        for session in ("s1", "s2"):
            client.save(uid, session, "other-app", [{"role": "user", "content": "remember me"}])

    async def scenario(session: ClientSession) -> None:
        result = await session.call_tool("forget", {})
        assert result.structured_content == {"forgotten_messages": 2}

    with_mcp(fast_daemon.socket, uid, scenario)


def test_the_assistant_reads_corrects_and_forgets_notes(start_daemon, uid):
    daemon = start_daemon("--transforms", '["clip"]', "--summarizer", "extract", "--trigger-at", "2",
                          "--keep-last", "1")  # fmt: skip
    said = ["The recital is on May 3.", "Noted.", "My budget is 40 euros.", "Noted.", "Okay.", "Fine."]
    turns = [{"role": ("user", "assistant")[i % 2], "text": text} for i, text in enumerate(said)]

    async def scenario(session: ClientSession) -> None:
        await session.call_tool("save_messages", {"session_id": "s", "messages": turns})
        for _ in range(100):
            listed = text_of(await session.call_tool("list_notes", {"session_id": "s"}))
            if "budget" in listed:
                break
            await asyncio.sleep(0.1)
        assert "a later note overrides an earlier one" in listed and ": The recital is on May 3" in listed
        recital, budget = (int(n) for n in re.findall(r"\[(\d+)\]", listed))
        updated = await session.call_tool("update_note", {"session_id": "s", "note_id": recital,
                                                          "text": "The recital is on May 10"})  # fmt: skip
        assert not updated.is_error and updated.structured_content["decided_by"] == "app"
        await session.call_tool("forget_note", {"session_id": "s", "note_id": budget})
        listed = text_of(await session.call_tool("list_notes", {"session_id": "s"}))
        assert "May 10" in listed and "budget" not in listed
        missing = await session.call_tool("forget_note", {"session_id": "s", "note_id": budget})
        assert missing.is_error and "[not_found]" in text_of(missing)

    with_mcp(daemon.socket, uid, scenario)


def test_readme_mcp_config_is_valid_and_runs_hushmem_mcp():
    readme = (ROOT / "README.md").read_text()
    (block,) = re.findall(r"```json\n(\{\s*\"mcpServers\".*?)```", readme, re.S)
    server = json.loads(block)["mcpServers"]["hushmem"]
    assert server["command"].endswith("hushmem") and server["args"][0] == "mcp"


def test_a_bad_user_id_is_one_error_line_before_serving():
    result = hushmem("mcp", "--user-id", "a/b", stdin="")
    assert result.returncode == 1
    assert result.stderr.strip() == "Error: --user-id contains a slash or a control character"


def test_recall_reads_an_imported_session_by_the_agent_id_search_shows(fast_daemon, uid):
    args = ("import", "--from", "claude", str(ROOT / "tests/fixtures/exports/claude/conversations.json"))
    assert hushmem(*args, "--user-id", uid, socket=fast_daemon.socket).returncode == 0

    async def scenario(session: ClientSession) -> None:
        found = text_of(await session.call_tool("search", {"query": "Biscuit"}))
        session_id = re.search(r"session (\S+) \(agent_id claude\)", found).group(1)
        mine = text_of(await session.call_tool("recall", {"session_id": session_id}))
        assert mine == f"Nothing is remembered of session {session_id}."  # not saved through MCP
        theirs = text_of(await session.call_tool("recall", {"session_id": session_id, "agent_id": "claude"}))
        assert theirs.splitlines()[-1].endswith("assistant: Biscuit.")

    with_mcp(fast_daemon.socket, uid, scenario)
