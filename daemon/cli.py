"""The `hushmem` command: `serve` runs the daemon; the rest talk to it over the socket.

Every Config field is a `serve` flag (generated here, so flags cannot drift from the Config).
Errors print one `Error:` line; exit 1 for bad input or config, 2 when no daemon answers,
3 when the daemon cannot start.
"""

from __future__ import annotations

import getpass
import json
import sys
import typing
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import click

from hushmem.core import __version__, collector, paths
from hushmem.core import config as config_module
from hushmem.core.errors import ConfigError, DaemonUnreachable, HushmemError, Overloaded, StartupError
from hushmem.core.schema import check_id, part_texts
from hushmem.daemon import exports, imports
from hushmem.daemon.client import Client

# 75 is EX_TEMPFAIL (sysexits.h): the daemon was too busy, the same command later should work
EXIT_CODES: dict[type[HushmemError], int] = {DaemonUnreachable: 2, StartupError: 3, Overloaded: 75}
# `import` is patient: under load it waits out each Retry-After (up to ~30 s apiece) this many times
IMPORT_OVERLOAD_RETRIES = 120


def _config_options(function: Any) -> Any:
    """One click option per Config field: `--kebab-name`, defaulting to "not given"."""
    for name, info in reversed(config_module.Config.model_fields.items()):
        flag = config_module.field_flag_name(name)
        help_text = f"{info.description} [env {config_module.field_env_name(name)}]"
        annotation = info.annotation
        if annotation is bool:
            option = click.option(f"{flag}/--no-{flag[2:]}", name, default=None, help=help_text)
        elif config_module.is_list_field(name):
            option = click.option(flag, name, multiple=True, help=help_text + " (repeat, or one JSON list)")
        else:
            kind = {int: int, float: float}.get(_base_type(annotation), str)
            option = click.option(flag, name, type=kind, default=None, help=help_text)
        function = option(function)
    return function


def _base_type(annotation: Any) -> Any:
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    return args[0] if len(args) == 1 else annotation


def _flags_from(options: dict[str, Any]) -> dict[str, Any]:
    flags: dict[str, Any] = {}
    for name, value in options.items():
        if value is None or value == ():
            continue
        if config_module.is_list_field(name):
            items: list[Any] = []
            for raw in value:
                items.extend(config_module.parse_list(raw, config_module.field_flag_name(name)))
            value = items
        flags[name] = value
    return flags


@click.group()
@click.version_option(__version__, prog_name="hushmem")
def cli() -> None:
    """hushmem: on-device chat memory that scrubs PII before anything reaches disk."""


@cli.command()
@click.option("--config", "config_file", type=click.Path(path_type=Path), help="TOML config file")
@_config_options
def serve(config_file: Path | None, **options: Any) -> None:
    """Run the daemon in the foreground (Ctrl-C or SIGTERM stops it)."""
    collector.hold_off()  # until the scrubber has loaded (collector.py; the runner resumes it)
    from hushmem.daemon.server import serve as run_server  # uvicorn and FastAPI load only here

    config = config_module.load(_flags_from(options), config_file)
    run_server(config)


socket_option = click.option(
    "--socket",
    envvar="HUSHMEM_SOCKET",
    type=click.Path(path_type=Path),
    help="daemon socket [env HUSHMEM_SOCKET; default $XDG_RUNTIME_DIR/hushmem/hushmem.sock]",
)
json_option = click.option("--json", "as_json", is_flag=True, help="print JSON for scripts")


def _emit(data: Any, as_json: bool, render: typing.Callable[[Any], None]) -> None:
    if as_json:
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        render(data)


@cli.command()
@click.argument("user_id")
@click.argument("session_id")
@click.argument("agent_id")
@click.argument("text", required=False)
@click.option("--role", type=click.Choice(["user", "assistant", "system", "tool"]), default="user")
@click.option("--id", "message_id", help="client message id (a retry with it is stored once)")
@click.option(
    "--file", "body_file", type=click.File("r"), help="JSON message or {messages: [...]}; - = stdin"
)
@socket_option
@json_option
def save(user_id, session_id, agent_id, text, role, message_id, body_file, socket, as_json):
    """Save TEXT as one message (or a JSON batch with --file)."""
    if body_file is not None:
        try:
            body = json.load(body_file)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"--file is not valid JSON: {exc.msg}") from None
        messages = body["messages"] if isinstance(body, dict) and "messages" in body else [body]
    elif text is not None:
        message: dict[str, Any] = {"role": role, "content": [{"text": text}]}
        if message_id:
            message["id"] = message_id
        messages = [message]
    else:
        raise click.UsageError("give TEXT or --file")
    with Client(socket) as client:
        result = client.save(user_id, session_id, agent_id, messages)

    def render(data: dict[str, Any]) -> None:
        click.echo(
            f"stored {len(data['stored'])}, skipped {len(data['skipped'])}, dropped {len(data['dropped'])}"
        )
        for item in data["skipped"]:
            click.echo(f"  skipped #{item['index']}: {item['reason']}")
        for item in data["dropped"]:
            click.echo(f"  dropped #{item['index']} by {item['transform']}")

    _emit(result, as_json, render)


def _render_messages(data: dict[str, Any]) -> None:
    summary = data.get("summary")
    if summary:
        click.echo(f"[summary] {summary.get('text', '')}")
    if not data["messages"] and not summary:
        click.echo("(no messages)")
    for message in data["messages"]:
        when = datetime.fromtimestamp(message["timestamp"] / 1000, tz=UTC)
        agent = f" {message['agent_id']}" if "agent_id" in message else ""
        text = " ".join(_readable(part) for part in message["content"])
        click.echo(f"{when:%Y-%m-%d %H:%M:%S}{agent} {message['role']}: {text}")


def _readable(part: dict[str, Any]) -> str:
    """A part's text or transcript; any other part as compact JSON."""
    return " ".join(part_texts([part])) or json.dumps(part, ensure_ascii=False)


@cli.command()
@click.argument("user_id")
@click.argument("session_id")
@click.argument("agent_id")
@click.option("--max-history-size", type=int, help="only the last N messages (N rounded to even)")
@socket_option
@json_option
def fetch(user_id, session_id, agent_id, max_history_size, socket, as_json):
    """Show one agent's memory of a session."""
    with Client(socket) as client:
        data = client.fetch(user_id, session_id, agent_id, max_history_size)
    _emit(data, as_json, _render_messages)


@cli.command()
@click.argument("user_id")
@click.argument("session_id")
@socket_option
@json_option
def history(user_id, session_id, socket, as_json):
    """Show every agent's raw messages of a session, in time order."""
    with Client(socket) as client:
        data = client.fetch_all(user_id, session_id)
    _emit(data, as_json, _render_messages)


@cli.command()
@click.argument("user_id")
@click.argument("session_id", required=False)
@socket_option
@json_option
def forget(user_id, session_id, socket, as_json):
    """Forget a session, or everything of a user when no SESSION_ID is given."""
    with Client(socket) as client:
        if session_id is None:
            data = client.forget_user(user_id)
        else:
            data = client.forget_session(user_id, session_id)
    _emit(data, as_json, lambda d: click.echo(f"forgot {d['forgotten_messages']} message(s)"))


@cli.command()
@click.argument("user_id")
@click.argument("query")
@click.option("--limit", default=20, show_default=True)
@click.option(
    "--mode", type=click.Choice(["hybrid", "keyword", "semantic"]), default="hybrid", show_default=True,
    help="hybrid: words and meaning fused; keyword: BM25 over the words; semantic: by meaning only",
)  # fmt: skip
@click.option("--session", "session_id", default=None, help="search this session only")
@socket_option
@json_option
def search(user_id, query, limit, mode, session_id, socket, as_json):
    """Find a user's messages that answer QUERY (a question or words), best first, in the scrubbed text."""
    with Client(socket) as client:
        data = client.search(user_id, query, limit, mode, session_id)

    def render(d: dict[str, Any]) -> None:
        if not d["results"]:
            click.echo("(no matches)")
        for hit in d["results"]:
            click.echo(f"{hit['session_id']}/{hit['agent_id']} {hit['role']}: {hit['snippet']}")

    _emit(data, as_json, render)


@cli.command()
@socket_option
@json_option
def status(socket, as_json):
    """Is the daemon up, and are its scrubber and model ready?"""
    with Client(socket) as client:
        data = client.health()

    def render(d: dict[str, Any]) -> None:
        click.echo(f"hushmem {d.get('version')}: {d.get('status')}")
        for key, value in d.items():
            if key not in ("status", "version"):
                click.echo(f"  {key}: {json.dumps(value, ensure_ascii=False)}")

    _emit(data, as_json, render)
    if data.get("status") != "ok":
        sys.exit(1)


@cli.command()
@click.option("--config", "config_file", type=click.Path(path_type=Path), help="TOML config file")
@click.option("--socket", "only_socket", is_flag=True, help="print only the socket path")
def where(config_file: Path | None, only_socket: bool) -> None:
    """Print the socket, data folder and config file the current settings resolve to."""
    config = config_module.load(config_file=config_file)
    if only_socket:
        click.echo(str(config.socket))
        return
    click.echo(f"socket:   {config.socket}")
    click.echo(f"data_dir: {config.data_dir}")
    file = config_file or paths.default_config_file()
    click.echo(f"config:   {file}{'' if Path(file).is_file() else ' (not present)'}")


@cli.group()
def service() -> None:
    """Run hushmem as a per-user service (systemd socket activation, or launchd on macOS)."""


@service.command("install")
@click.option("--print", "print_only", is_flag=True, help="print the unit files instead of writing them")
def service_install(print_only: bool) -> None:
    """Write the user units for this installation, then say the one command that enables them."""
    from hushmem.daemon import service as service_module

    units = service_module.render()
    if print_only:
        for unit in units:
            click.echo(f"# {unit.path}\n{unit.text}")
        return
    service_module.install(units)
    for unit in units:
        click.echo(f"wrote {unit.path}")
    click.echo(f"now run: {service_module.next_step()}")


@cli.command("export")
@click.argument("user_id")
@click.argument("session_id", required=False)
@click.option("-o", "--output", type=click.File("w"), default="-", help="file to write (default stdout)")
@socket_option
def export_command(user_id, session_id, output, socket):
    """Write a user's (or one session's) stored messages as JSON lines."""
    count = 0
    with Client(socket) as client:
        for line in client.export(user_id, session_id):
            output.write(line + "\n")
            count += 1
    click.echo(f"exported {count} message(s)", err=True)


def os_user_name() -> str:
    """The default user id of `hushmem mcp` and `hushmem import --from`: who is logged in."""
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        raise ConfigError("cannot tell your OS user name; give --user-id") from None


def _checked_id(flag: str, value: str) -> str:
    try:
        return check_id(value, flag)
    except ValueError as exc:
        raise ConfigError(str(exc)) from None


@cli.command()
@socket_option
@click.option("--user-id", help="whose memory the tools read and write [default: your OS user name]")
@click.option("--agent-id", default="mcp", show_default=True, help="agent id of the messages it saves")
def mcp(socket, user_id, agent_id):
    """Serve this memory to MCP clients (Claude Desktop, Cursor, VS Code, ...) over stdio.

    Tools: save_messages, recall, search, forget; each talks to the running daemon."""
    from hushmem.daemon import mcp_server  # the MCP SDK loads only here

    user_id = _checked_id("--user-id", user_id or os_user_name())
    mcp_server.run(socket, user_id, _checked_id("--agent-id", agent_id))


EXPORT_AGENTS = {"chatgpt": "chatgpt", "claude": "claude"}


@cli.command("import")
@click.argument("source", metavar="FILE", type=click.Path(path_type=Path))
@click.option(
    "--from", "export_format", type=click.Choice(["hushmem", *EXPORT_AGENTS]), default="hushmem",
    show_default=True, help="hushmem: our JSON lines; chatgpt, claude: conversations.json or the export .zip",
)  # fmt: skip
@click.option("--user-id", help="(chatgpt, claude) whose memory it becomes [default: your OS user name]")
@click.option(
    "--agent-id", help="(chatgpt, claude) agent id of the imported messages [default: chatgpt / claude]"
)
@click.option("--batch", default=200, show_default=True, help="messages per save request")
@socket_option
def import_command(source, export_format, user_id, agent_id, batch, socket):
    """Save the messages of FILE through the transform chain again (scrubbed before storage).

    Each ChatGPT or Claude conversation becomes a session (its id); ids are kept, so importing
    the same file twice stores nothing new, and a stopped import resumes when run again."""
    if export_format == "hushmem":
        if user_id or agent_id:
            raise click.UsageError("--user-id and --agent-id are for --from chatgpt or --from claude")
        _import_jsonl(source, batch, socket)
        return
    user_id = _checked_id("--user-id", user_id or os_user_name())
    agent_id = _checked_id("--agent-id", agent_id or EXPORT_AGENTS[export_format])
    conversations = exports.read_export(source, export_format)  # all of it checked before any save
    jobs = [((user_id, c.session_id, agent_id), c.messages) for c in conversations]
    count = f"{len(conversations)} conversation(s)"
    tally = _run_import(jobs, batch, socket, f"importing {count}", "conversation")
    click.echo(f"imported {count}: {tally.describe()}", err=True)


def _import_jsonl(source: Path, batch: int, socket: Path | None) -> None:
    try:
        with click.open_file(str(source), "r", encoding="utf-8") as file:
            lines = [line for line in file if line.strip()]
    except FileNotFoundError:
        raise ConfigError(f"{source}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{source} cannot be read ({type(exc).__name__})") from None
    jobs = list(imports.jsonl_slots(lines, batch))  # every line checked before any save
    tally = _run_import(jobs, batch, socket, "importing", "batch")
    click.echo(tally.describe(), err=True)


def _run_import(jobs: list, batch: int, socket: Path | None, label: str, unit: str) -> imports.Tally:
    """Save each (slot, messages) in batches, with a progress bar; a failure says how far it got."""
    tally = imports.Tally()

    def waiting(error: HushmemError, delay: float) -> None:
        click.echo(f"\ndaemon busy ({error.code}); sending the batch again in {delay:g} s", err=True)

    def overloaded(delay: float) -> None:  # the client waits out `overloaded` as the daemon asks
        waiting(Overloaded(), round(delay))

    total = sum(len(messages) for _, messages in jobs)
    client = Client(socket, overload_retries=IMPORT_OVERLOAD_RETRIES, on_wait=overloaded)
    with client, click.progressbar(length=total, label=label, file=sys.stderr) as bar:
        for number, (slot, messages) in enumerate(jobs, 1):
            for chunk in imports.batches(messages, batch):
                try:
                    tally.add(imports.save_patiently(client, slot, chunk, on_wait=waiting))
                except HushmemError as exc:
                    # the same error (its type sets the exit code), told how far the import got
                    exc.args = (
                        f"{exc.message} (stopped at {unit} {number} of {len(jobs)} after {tally.describe()}; "
                        "run the same command again to resume: what is stored is skipped)",
                    )
                    raise
                bar.update(len(chunk))
    return tally


def main() -> None:
    try:
        cli.main(standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("Aborted.", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except HushmemError as exc:
        click.echo(f"Error: {exc.message}", err=True)
        sys.exit(EXIT_CODES.get(type(exc), 1))
    except KeyboardInterrupt:
        sys.exit(130)
