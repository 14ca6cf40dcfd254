"""The MCP tools' arguments and the CLI's, fuzzed (hypothesis, a fixed seed), both in-process against
the ASGI app: a bad argument is an MCP tool error or one `Error:` line with a non-zero exit, never
a crash or a traceback, and a 500 from the daemon never hides behind either.

Tools are read from the server's own tool list (their argument schemas drive the values) and commands
from the click group, so a new tool or command is fuzzed without editing this file.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import click
import httpx
import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient
from hypothesis import given
from hypothesis import strategies as st
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError

from hushmem.daemon import cli
from hushmem.daemon.client import AsyncClient, Client
from hushmem.daemon.fastpath import SaveFastPath
from hushmem.daemon.mcp_server import build_server
from tests.support.fuzzing import any_text, fuzz_settings, json_values, messages

# what a JSON-RPC client can send and Python's json hands over: unpaired surrogates ("\ud800")
SURROGATES = st.sampled_from(["\ud800", "a\udfffb", "\udcff"])
strings = any_text | SURROGATES
integers = st.one_of(st.integers(), st.integers(min_value=2**62, max_value=2**300), st.integers(-3, 300))


# --- MCP


def from_schema(schema: dict[str, Any], defs: dict[str, Any]) -> st.SearchStrategy[Any]:
    """Values of a JSON schema's shape, with hostile content (any text, any integer size)."""
    if "$ref" in schema:
        return from_schema(defs[schema["$ref"].rsplit("/", 1)[-1]], defs)
    if "anyOf" in schema:
        return st.one_of(*(from_schema(option, defs) for option in schema["anyOf"]))
    if "enum" in schema:
        return st.sampled_from(schema["enum"]) | strings
    kind = schema.get("type")
    if kind == "object":
        properties = {
            name: from_schema(sub, defs) | json_values for name, sub in schema["properties"].items()
        }
        return st.fixed_dictionaries({}, optional=properties | {"extra": json_values})
    simple = {"string": strings, "integer": integers, "null": st.none(), "boolean": st.booleans()}
    if kind == "array":
        return st.lists(from_schema(schema["items"], defs), max_size=4)
    return simple.get(kind, json_values)


@pytest.fixture(scope="module")
def mcp_server(app):
    """`hushmem mcp`'s server whose tools reach the in-process app."""
    served = SaveFastPath(app)

    def connect() -> AsyncClient:
        transport = httpx.ASGITransport(app=served, raise_app_exceptions=False)  # a 500, as served
        return AsyncClient(http=httpx.AsyncClient(transport=transport, base_url="http://hushmem"))

    return build_server(None, "fuzz-mcp", "mcp", connect=connect)


async def call_tool(server, name: str, arguments: Any) -> Any:
    """The tool's result, or None for a tool error (never one hiding a 500 of the daemon)."""
    try:
        return await server.call_tool(name, arguments)
    except UnexpectedToolError:
        raise
    except ToolError as exc:
        assert "[internal]" not in str(exc), str(exc)
        return None


TOOLS = asyncio.run(build_server(None, "u", "mcp").list_tools())  # the server's own list


def test_the_tools_are_read_from_the_server():
    assert {tool.name for tool in TOOLS} >= {"save_messages", "recall", "search", "forget"}


@pytest.mark.parametrize("tool", TOOLS, ids=[tool.name for tool in TOOLS])
def test_hostile_tool_arguments_get_a_result_or_a_tool_error(mcp_server, tool):
    schema = tool.input_schema

    @fuzz_settings(10 + 10 * len(schema["properties"]))
    @given(arguments=from_schema(schema, schema.get("$defs", {})))  # an object, as JSON-RPC sends
    def answered(arguments: Any) -> None:
        result = asyncio.run(call_tool(mcp_server, tool.name, arguments))
        if result is not None:
            result.model_dump_json()  # what goes back over the wire serializes

    answered()
    turns = [{"role": "user", "text": "still here"}, {"role": "assistant", "text": "still answering"}]
    asyncio.run(call_tool(mcp_server, "save_messages", {"session_id": "after", "messages": turns}))
    recalled = asyncio.run(call_tool(mcp_server, "recall", {"session_id": "after"}))
    assert "user: still here" in recalled.content[0].text


# --- CLI

LONG_RUNNING = {"serve", "mcp"}  # they serve until stopped (test_mcp_server.py checks mcp's bad ids)


def commands(group: click.Group, prefix: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], click.Command]]:
    found = []
    for name, command in sorted(group.commands.items()):
        if name in LONG_RUNNING:
            continue
        if isinstance(command, click.Group):
            found += commands(command, (*prefix, name))
        else:
            found.append(((*prefix, name), command))
    return found


COMMANDS = commands(cli.cli)
# CLI arguments come from argv: no NUL, and undecodable bytes arrive as surrogates U+DC80-U+DCFF
argv_text = (any_text | st.sampled_from(["\udcff", "caf\udce9", "\udc80x"])).filter(lambda t: "\x00" not in t)


# stdin, read by `--file -` and `import -`: JSON, JSON lines of (exported) messages, any text
exported = messages.map(lambda m: {"user_id": "fz-cli", "session_id": "s", "agent_id": "a", **m})
jsonl = st.lists(exported | messages | json_values, max_size=4).map(
    lambda rows: "\n".join(map(json.dumps, rows))
)
stdins = st.one_of(json_values.map(json.dumps), jsonl, st.text(), st.just(""))


@st.composite
def invocation(draw, path: tuple[str, ...], command: click.Command, folder: Path) -> tuple[list[str], str]:
    """(argv, stdin) for `command`: each parameter given or not, with a value of its type or not."""
    files = st.one_of(
        st.just("-"),
        st.sampled_from(["missing.json", "file.json", "."]).map(lambda name: str(folder / name)),
    )
    argv, stdin = list(path), draw(stdins)
    for param in command.params:
        if isinstance(param, click.Option) and param.hidden:
            continue
        if not (param.required and draw(st.integers(0, 5))) and draw(st.booleans()):
            continue
        kind = param.type
        if isinstance(kind, click.Choice):
            value = draw(st.sampled_from(list(kind.choices)) | argv_text)
        elif isinstance(kind, click.types.IntParamType):
            value = draw(integers.map(str) | argv_text)
        elif isinstance(kind, click.File | click.Path):
            value = draw(files | argv_text.filter(lambda t: "/" not in t and t not in (".", "..")))
        else:
            value = draw(argv_text)
        if isinstance(param, click.Option):
            argv += [param.opts[0]] if param.is_flag else [param.opts[0], value]
        else:
            argv.append(value)
    if draw(st.integers(0, 9)) == 0:
        argv.append(draw(st.sampled_from(["--nope", "extra", "--", "-x"])))
    return argv, stdin


def run_cli(argv: list[str], stdin: str) -> tuple[int, str]:
    """`hushmem ARGV` in-process, as the installed command runs it (cli.main): (exit code, stderr).
    An exception escaping main() is the traceback a user would see: it fails the test."""
    with CliRunner().isolation(input=stdin.encode("utf-8", "surrogateescape")) as (_, err, _):
        saved, sys.argv = sys.argv, ["hushmem", *argv]
        try:
            cli.main()
            code = 0
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 1
        finally:
            sys.argv = saved
        return code, err.getvalue().decode("utf-8", "replace")


@pytest.fixture
def in_process_client(app, monkeypatch, tmp_path):
    """The CLI's Client talks to the in-process app (over an httpx ASGI client, not the socket); the
    command runs in an empty folder holding one JSON file, the files it is given."""
    served = SaveFastPath(app)

    class InProcessClient(Client):
        def __init__(self, socket_path=None, **options: Any) -> None:
            test_client = TestClient(served, base_url="http://hushmem", raise_server_exceptions=False)
            super().__init__(socket_path, http=test_client, **options)

    monkeypatch.setattr(cli, "Client", InProcessClient)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "file.json").write_text('{"role": "user", "content": "from a file"}')
    return tmp_path


@pytest.mark.parametrize("path, command", COMMANDS, ids=[" ".join(path) for path, _ in COMMANDS])
def test_hostile_cli_arguments_get_one_error_line_never_a_traceback(in_process_client, path, command):
    @fuzz_settings(10 + 3 * len(command.params))
    @given(args=invocation(path, command, in_process_client))
    def answered(args: tuple[list[str], str]) -> None:
        code, stderr = run_cli(*args)
        assert "Traceback" not in stderr
        if code not in (0, 75):
            errors = [line for line in stderr.splitlines() if line.startswith("Error:")]
            assert len(errors) == 1, (code, stderr)
            assert "internal error" not in errors[0], stderr  # a 500 of the daemon

    answered()
    assert run_cli(["save", "fz-cli", "s", "a", "still here"], "") == (0, "")
    assert run_cli(["fetch", "fz-cli", "s", "a"], "")[0] == 0


# --- what the fuzzing found


@pytest.mark.parametrize(
    "argv",
    [["export", "u\udcff"], ["export", "u", "s\udcff"], ["fetch", "u\udcff", "s", "a"],
     ["search", "u", "caf\udce9"], ["save", "u", "s", "a", "caf\udce9"], ["forget", "u", "\udcff"]],
)  # fmt: skip
def test_an_argument_that_is_not_utf8_is_one_error_line(in_process_client, argv):
    """Undecodable bytes in argv (a Latin-1 file name, say) reach Python as lone surrogates, which
    cannot be sent: one `Error:` line, exit 1 (it was a UnicodeEncodeError traceback)."""
    code, stderr = run_cli(argv, "")
    assert code == 1 and stderr.startswith("Error: ") and len(stderr.splitlines()) == 1, stderr
    assert "UTF-8" in stderr
